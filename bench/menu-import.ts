/**
 * The menu import's speed (issue 19: "Import of a 500-row sheet: preview ≤ 2 s"): the real app in process (no HTTP
 * socket: app.inject), signed in as an owner on the Michelin Star plan, a 500-dish CSV with option groups, allergens
 * and translations. Prints, in milliseconds (median and slowest of --runs):
 *
 *   - preview of the CSV and of the same menu as XLSX into an empty menu (500 dishes to create),
 *   - the commit that creates them (once),
 *   - the export as CSV and XLSX,
 *   - preview of the exported CSV and XLSX again (500 unchanged: the re-import).
 *
 *   npx tsx bench/menu-import.ts [--db pglite|postgres] [--rows 500] [--runs 5]
 *
 * `--db postgres` uses a throwaway database on TEST_DATABASE_URL (as the API tests do), with row-level security.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { restaurantMembers, stripeCustomers, stripeSubscriptions, user } from '../apps/api/src/db/schema/index.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    rows: { type: 'string', default: '500' },
    runs: { type: 'string', default: '5' },
  },
});
const rows = Number(args.rows);
const runs = Number(args.runs);
process.env.MAITRE_TEST_DB = args.db === 'postgres' ? 'postgres' : 'pglite';
const { createTestDatabase } = await import('../apps/api/test/test-database.ts');

const CATEGORIES = ['Appetizers', 'Main Course', 'Desserts', 'Beverages', 'Specials'];
const ALLERGEN_SETS = ['', 'gluten', 'gluten, milk', 'eggs, milk, nuts'];

/** A French restaurant's CSV: `;`, decimal commas, four option groups of five options, each dish offering two. */
function menuCsv(count: number): string {
  const dishes = ['ref;category;name;description;price;available;options;allergens;traces;dietary;name_fr;description_fr;name_de'];
  for (let index = 1; index <= count; index += 1) {
    const price = (6 + (index % 20) + 0.5).toFixed(2).replace('.', ',');
    const groups = ['Size', 'Sauce', 'Sides', 'Extras'].filter((_, group) => (index + group) % 2 === 0).join(' | ');
    dishes.push(
      [
        `dish-${index}`,
        CATEGORIES[index % 5],
        `Dish ${index}`,
        `"A house speciality; with ""care"", number ${index}"`,
        price,
        index % 17 === 0 ? 'no' : 'yes',
        groups,
        ALLERGEN_SETS[index % 4],
        index % 2 ? 'sesame' : '',
        index % 3 ? '' : 'vegetarian',
        `Plat ${index}`,
        `Une spécialité maison, numéro ${index}`,
        `Gericht ${index}`,
      ].join(';'),
    );
  }
  const options = ['group;selection;min;max;option;price_delta;default;available;allergens'];
  for (const [group, selection, min] of [
    ['Size', 'single', '1'],
    ['Sauce', 'single', '0'],
    ['Sides', 'multiple', '0'],
    ['Extras', 'multiple', '0'],
  ] as const) {
    for (let option = 1; option <= 5; option += 1) {
      options.push(
        [
          group,
          selection,
          min,
          selection === 'single' ? '1' : '3',
          `${group} ${option}`,
          `${option - 1},50`,
          option === 1 && min === '1' ? 'yes' : 'no',
          'yes',
          option === 3 ? 'milk' : '',
        ].join(';'),
      );
    }
  }
  return `\uFEFF${dishes.join('\r\n')}\r\n\r\n${options.join('\r\n')}\r\n`;
}

const database = await createTestDatabase({ rls: true });
const dataDir = await mkdtemp(path.join(tmpdir(), 'maitre-bench-import-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  APP_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
  API_RATE_LIMIT_PER_MINUTE: '1000000',
});
const app = await buildApp(config, { database: database.handle, logger: false });
await app.ready();

async function newOwner(): Promise<Record<string, string>> {
  const email = `bench-import-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'bench password 123';
  const origin = config.appUrl;
  await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin, 'content-type': 'application/json' },
    payload: { email, password, name: 'Bench', full_name: 'Bench Owner', restaurant_name: 'Bench Import' },
  });
  await database.admin.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin, 'content-type': 'application/json' },
    payload: { email, password },
  });
  const setCookie = [signIn.headers['set-cookie'] ?? []].flat();
  const cookie = setCookie.map((value) => value.split(';')[0]).join('; ');
  const [member] = await database.admin.db.select().from(restaurantMembers).where(eq(restaurantMembers.userId, signIn.json().user.id));
  // Michelin Star: no dish limit, so the 500 dishes can be created.
  const customerId = `cus_${randomBytes(6).toString('hex')}`;
  await database.admin.db.insert(stripeCustomers).values({ restaurantId: member?.organizationId as string, customerId });
  await database.admin.db.insert(stripeSubscriptions).values({
    customerId,
    subscriptionId: `sub_${randomBytes(6).toString('hex')}`,
    priceId: config.stripe.prices.michelin,
    status: 'active',
    currentPeriodStart: Math.floor(Date.now() / 1000) - 86_400,
    currentPeriodEnd: Math.floor(Date.now() / 1000) + 29 * 86_400,
    cancelAtPeriodEnd: false,
  });
  return { cookie, origin, 'accept-language': 'fr' };
}

async function timed<T>(label: string, times: number, work: () => Promise<T>): Promise<T> {
  const durations: number[] = [];
  let result: T | undefined;
  for (let run = 0; run < times; run += 1) {
    const started = performance.now();
    result = await work();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const median = durations[Math.floor(durations.length / 2)] ?? 0;
  const slowest = durations.at(-1) ?? 0;
  console.log(
    `  ${label.padEnd(46)} median ${median.toFixed(0).padStart(5)} ms   slowest ${slowest.toFixed(0).padStart(5)} ms   (${times} run${times > 1 ? 's' : ''})`,
  );
  return result as T;
}

async function send(headers: Record<string, string>, url: string, body: Buffer | string) {
  const response = await app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/octet-stream' }, payload: body });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response.json();
}

try {
  const csv = menuCsv(rows);
  const source = await newOwner();
  const target = await newOwner();
  console.log(`Menu import, ${rows} dishes + 20 options, ${args.db} (${Math.round(Buffer.byteLength(csv) / 1024)} KB CSV)`);
  // The same menu as XLSX: imported into a first restaurant and exported from it.
  await send(source, '/api/menu-transfer/commit', csv);
  const xlsx = (await app.inject({ method: 'GET', url: '/api/menu-transfer/export?format=xlsx', headers: source })).rawPayload;

  // Warm-up: the first XLSX read loads exceljs (a quarter of a second, once per process).
  await send(target, '/api/menu-transfer/preview', xlsx);
  const preview = await timed(`preview CSV, ${rows} to create`, runs, () => send(target, '/api/menu-transfer/preview', csv));
  if (preview.preview.dishes.create !== rows || preview.preview.error_count !== 0)
    throw new Error(`unexpected preview: ${JSON.stringify(preview.preview.dishes)}`);
  await timed(`preview XLSX, ${rows} to create`, runs, () => send(target, '/api/menu-transfer/preview', xlsx));
  await timed(`commit CSV, ${rows} created`, 1, () => send(target, '/api/menu-transfer/commit', csv));
  const exportedCsv = await timed(
    'export CSV',
    runs,
    async () => (await app.inject({ method: 'GET', url: '/api/menu-transfer/export?format=csv', headers: target })).rawPayload,
  );
  await timed('export XLSX', runs, async () => (await app.inject({ method: 'GET', url: '/api/menu-transfer/export?format=xlsx', headers: target })).rawPayload);
  const again = await timed(`preview CSV again, ${rows} unchanged`, runs, () => send(target, '/api/menu-transfer/preview', exportedCsv));
  if (again.preview.dishes.unchanged !== rows) throw new Error(`re-import not unchanged: ${JSON.stringify(again.preview.dishes)}`);
  await timed(`preview XLSX again, ${rows} unchanged`, runs, () => send(target, '/api/menu-transfer/preview', xlsx));
} finally {
  await app.close();
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
}
