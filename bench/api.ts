/**
 * `npm run bench`: seeds owners, menus and orders, starts the real server, and drives it with autocannon signed in as
 * random owners — on PGlite and on PostgreSQL (BENCH_DATABASE_URL, or TEST_DATABASE_URL). Beside the HTTP figures it
 * runs the endpoint's own orders query through a bare driver (no HTTP) as the database's ceiling and prints each endpoint's
 * throughput as a ratio of it. Results: one table on stdout and bench/results/<date>.json.
 *
 *   npm run bench -- [--db pglite|postgres|both] [--duration 10] [--scale small|large] [--owners N] [--orders-per-owner N]
 *                    [--only orders,healthz,PATCH,storefront,option,sign-in,flood,live,kitchen,printer] [--rls on|off|both] [--profile] [--keep]
 *                    [--report-triggers on|off]
 *   npm run bench -- --only reports [--db pglite|postgres|both] [--report-orders N] [--report-days 400] [--reseed]
 *                    [--report-endpoints dishes,trend]
 *
 * `reports` runs only when named in --only (bench/reports.ts: one restaurant with 1,000,000 orders, its six report
 * endpoints over 365 and 30 days; PostgreSQL keeps its seed in `maitre_bench_reports`, `--reseed` seeds it again).
 * `--report-triggers off` disables the reports' rollup triggers after seeding: the write paths' A/B of decision 0041.
 * `live`, `kitchen` and `printer` (PostgreSQL only) run on two instances: live-orders.ts and kitchen-orders.ts.
 * `--profile` runs the throughput server with --cpu-prof (bench/results/profiles/*.cpuprofile).
 * `--rls` (PostgreSQL only): the server with row-level security (DATABASE_RLS=true, the default) or without
 * (DATABASE_RLS=false, as the bench's superuser); `both` runs every scenario off, then on, on the same seeded data.
 * `--keep` (PostgreSQL only): seed into `maitre_bench_<owners>x<orders>` and keep it; the next run with the same scale
 * finds it seeded and skips the seeding (10 M orders take a quarter of an hour). Drop it by hand when done.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { findOrderPage } from '../apps/api/src/modules/orders/orders.repository.ts';
import { type ServerProcess, startServerProcess } from '../apps/api/test/server-process.ts';
import { kitchenDisplayLatency, type Latency, printerPollLatency } from './kitchen-orders.ts';
import { crossInstanceLatency } from './live-orders.ts';
import { setReportTriggers } from './report-triggers.ts';
import { printReportsTable, type ReportsRow, runReportsBench } from './reports.ts';
import { BENCH_PASSWORD, type BenchScale, MENU_RESTAURANT_SLUG, ownerEmail, ownerSlug, realPasswordHash, seedBenchData } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    scale: { type: 'string', default: 'small' },
    only: { type: 'string' },
    profile: { type: 'boolean', default: false },
    'orders-per-owner': { type: 'string' },
    owners: { type: 'string' },
    rls: { type: 'string', default: 'on' },
    keep: { type: 'boolean', default: false },
    // --only reports (bench/reports.ts): one restaurant's report endpoints at scale.
    'report-orders': { type: 'string' },
    'report-days': { type: 'string', default: '400' },
    reseed: { type: 'boolean', default: false },
    // Some of the report endpoints only (summary,trend,hours,dishes,options,channels): a quicker A/B of one of them.
    'report-endpoints': { type: 'string' },
    // The reports' rollup triggers (decision 0041) on or off on the seeded database: the write paths' A/B.
    'report-triggers': { type: 'string', default: 'on' },
    // The concurrencies of the HTTP scenarios instead of each one's own (10 and 50 mostly), e.g. `1,10`.
    connections: { type: 'string' },
  },
});
const connectionsAsked = args.connections?.split(',').map((value) => {
  const connections = Number(value);
  if (!Number.isInteger(connections) || connections < 1) throw new Error(`--connections takes whole numbers from 1, comma separated (got ${args.connections})`);
  return connections;
});
if (!['on', 'off'].includes(String(args['report-triggers']))) throw new Error(`--report-triggers must be on or off (got ${args['report-triggers']})`);
const RLS_MODES = { on: ['on'], off: ['off'], both: ['off', 'on'] } as const;
if (!(String(args.rls) in RLS_MODES)) throw new Error(`--rls must be on, off or both (got ${args.rls})`);
const rlsModes = RLS_MODES[args.rls as keyof typeof RLS_MODES];
const duration = Number(args.duration);
const SCALES: Record<string, BenchScale> = {
  small: { owners: 100, ordersPerOwner: 1_000, menuItemsPerOwner: 50 },
  large: { owners: 10_000, ordersPerOwner: 1_000, menuItemsPerOwner: 50 },
};
const scale = {
  ...(SCALES[args.scale ?? 'small'] ?? SCALES.small),
  ...(args.owners ? { owners: Number(args.owners) } : {}),
  ...(args['orders-per-owner'] ? { ordersPerOwner: Number(args['orders-per-owner']) } : {}),
} as BenchScale;
const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Row {
  database: string;
  /** PostgreSQL: whether the server ran with row-level security. */
  rls?: 'on' | 'off';
  scenario: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  ratioToCeiling?: number;
}

/** Signed-in owners of the sample, each with their own orders and menu, so a PATCH or a guest order is always valid. */
interface BenchOwner {
  cookie: string;
  /** `bench-owner-N`: the restaurant's id (and its owner's). */
  restaurantId: string;
  slug: string;
  orderIds: string[];
  menuItemIds: string[];
  /** The restaurant's option ids by group name (every dish offers the same four groups: bench/seed.ts). */
  options: Record<string, string[]>;
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'delivered'] as const;

interface CannonOptions {
  path: string;
  method?: 'GET' | 'POST' | 'PATCH';
  connections: number;
  /** Everything of one request, drawn together (cookie, path and body must belong to the same owner). */
  request?: () => { path?: string; cookie?: string; body?: string };
  seconds?: number;
}

/** autocannon runs a `warmup` before measuring; its type definitions do not list the option yet. */
type CannonRunOptions = autocannon.Options & { warmup?: { connections: number; duration: number } };

async function cannon(server: ServerProcess, options: CannonOptions) {
  const runOptions: CannonRunOptions = {
    url: server.url,
    connections: options.connections,
    duration: options.seconds ?? duration,
    // One second first, not counted: connections, prepared statements and the JIT warm up (the first scenario
    // was measurably slower than the same work later in the run).
    warmup: { connections: options.connections, duration: 1 },
    requests: [
      {
        method: options.method ?? 'GET',
        path: options.path,
        setupRequest: (request) => {
          const headers: Record<string, string> = { origin: server.url };
          const drawn = options.request?.() ?? {};
          if (drawn.cookie) headers.cookie = drawn.cookie;
          const next = { ...request, headers, path: drawn.path ?? options.path };
          if (drawn.body === undefined) return next;
          headers['content-type'] = 'application/json';
          return { ...next, body: drawn.body };
        },
      },
    ],
  };
  const result = await autocannon(runOptions);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts timeouts among its errors too.
    errors: result.errors + result.non2xx,
    errorKinds: errorKinds(result),
  };
}

/** What the errors were, for the console line: each non-2xx status with its count, timeouts, socket errors. */
function errorKinds(result: autocannon.Result): string {
  const kinds = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stats]) => `${stats.count ?? 0}× ${code}`);
  if (result.timeouts) kinds.push(`${result.timeouts}× timeout`);
  if (result.errors > result.timeouts) kinds.push(`${result.errors - result.timeouts}× socket error`);
  return kinds.join(', ');
}

const sampleSize = (owners: number) => Math.min(owners, 50);
/** The signed-in owners, spread over the whole range (not the first 50 rows of every table at the large scale). */
const sampledIndexes = (owners: number) => Array.from({ length: sampleSize(owners) }, (_, i) => 1 + Math.floor((i * owners) / sampleSize(owners)));

async function signIn(url: string, index: number): Promise<Response> {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: ownerEmail(index), password: BENCH_PASSWORD }),
  });
}

/** Each sampled owner's 40 newest orders and their menu, read before the server starts (PGlite has one process). */
async function sampleOwners(handle: DatabaseHandle, owners: number): Promise<Map<number, Omit<BenchOwner, 'cookie' | 'restaurantId'>>> {
  const indexes = sampledIndexes(owners);
  const sample = sql`unnest(${`{${indexes.join(',')}}`}::int[])`;
  const orderRows = await queryRows<{ id: string; owner: number }>(
    handle.db,
    sql`select o.id, g as owner from ${sample} g,
        lateral (select id from orders where restaurant_id = 'bench-owner-' || g order by created_at desc nulls last, id desc nulls last limit 40) o`,
  );
  const menuRows = await queryRows<{ id: string; owner: number }>(
    handle.db,
    sql`select m.id, g as owner from ${sample} g join menu_items m on m.restaurant_id = 'bench-owner-' || g`,
  );
  const optionRows = await queryRows<{ id: string; owner: number; group: string }>(
    handle.db,
    sql`select o.id, g as owner, og.name as group from ${sample} g
        join option_groups og on og.restaurant_id = 'bench-owner-' || g join options o on o.group_id = og.id order by o.position`,
  );
  const byOwner = new Map<number, Omit<BenchOwner, 'cookie' | 'restaurantId'>>();
  for (const index of indexes) byOwner.set(index, { slug: ownerSlug(index), orderIds: [], menuItemIds: [], options: {} });
  for (const row of orderRows) byOwner.get(Number(row.owner))?.orderIds.push(row.id);
  for (const row of menuRows) byOwner.get(Number(row.owner))?.menuItemIds.push(row.id);
  for (const row of optionRows) {
    const options = byOwner.get(Number(row.owner))?.options;
    if (options) options[row.group] = [...(options[row.group] ?? []), row.id];
  }
  return byOwner;
}

async function signInOwners(server: ServerProcess, sampled: Map<number, Omit<BenchOwner, 'cookie' | 'restaurantId'>>): Promise<BenchOwner[]> {
  const owners: BenchOwner[] = [];
  for (const [index, owner] of sampled) {
    const response = await signIn(server.url, index);
    if (!response.ok) throw new Error(`bench sign-in failed for owner ${index}: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    owners.push({ ...owner, cookie, restaurantId: `bench-owner-${index}` });
  }
  return owners;
}

/** Sequential sign-ins (argon2id verify + session insert), one at a time: the latency an owner sees. */
async function signInLatency(server: ServerProcess, owners: number, count: number): Promise<{ p50: number; p99: number; errors: number }> {
  const times: number[] = [];
  let errors = 0;
  for (let attempt = 0; attempt < count; attempt += 1) {
    const started = performance.now();
    const response = await signIn(server.url, 1 + (attempt % sampleSize(owners)));
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) errors += 1;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p99: at(0.99), errors };
}

/**
 * The database's ceiling for the orders list: the endpoint's own page query (findOrderPage: the same prepared SQL,
 * page and counts in one statement) through the bare driver — a `pg` pool, or PGlite in-process — with no HTTP and
 * no session check, at 10 concurrent. Beside it, for reference, the textbook `select *` of the same 50 rows with the
 * driver parsing every column (what the endpoint ran before it read stored JSON).
 */
async function ceilings(handle: DatabaseHandle, connections: number, owners: number): Promise<{ endpointQuery: number; selectStar: number }> {
  const owner = () => `bench-owner-${pick(sampledIndexes(owners))}`;
  const star = 'select * from orders where restaurant_id = $1 order by created_at desc nulls last, id desc nulls last limit 50';
  const selectStar = handle.pool
    ? () => (handle.pool as pg.Pool).query({ name: 'bench-orders-star', text: star, values: [owner()] })
    : () => (handle.pglite as NonNullable<DatabaseHandle['pglite']>).query(star, [owner()]);
  return {
    endpointQuery: await measureRate(connections, () => findOrderPage(handle.forRestaurant(owner()), { limit: 50 })),
    selectStar: await measureRate(connections, selectStar),
  };
}

/** Calls per second of `run` from `connections` concurrent loops, after a one-second warm-up. */
async function measureRate(connections: number, run: () => Promise<unknown>): Promise<number> {
  const warmUntil = Date.now() + 1000;
  const deadline = warmUntil + duration * 1000;
  let count = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      await run();
      if (Date.now() > warmUntil) count += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return count / duration;
}

/**
 * The ceiling's query the way the app runs it under row-level security: on a connection acting as maitre_app, with the
 * restaurant setting sent with the statement (forRestaurant, one round trip). Its ratio to the ceiling is row-level
 * security's cost in the database and driver alone, without HTTP around it.
 */
async function ceilingWithRls(databaseUrl: string, connections: number, owners: number): Promise<number> {
  const handle = await openDatabase({ databaseUrl, dataDir: 'unused', migrate: false, poolSize: connections, rls: true });
  try {
    return await measureRate(connections, () => findOrderPage(handle.forRestaurant(`bench-owner-${pick(sampledIndexes(owners))}`), { limit: 50 }));
  } finally {
    await handle.close();
  }
}

/** Issue 21's kitchen scenario: 5 restaurants × 2 paired displays, 15 accepts a second. Goal: p99 ≤ 150 ms. */
const KITCHEN = { restaurants: 5, displaysPerRestaurant: 2, rate: 15 } as const;
const KITCHEN_GOAL_MS = 150;
/** Its printer scenarios: 10 restaurants with one printer each (the Snackbar plan's one), 10 accepts a second. Goal: p99 ≤ 50 ms. */
const PRINTERS = { printers: 10, rate: 10, pollIntervalMs: 1_000 } as const;
const PRINTER_GOAL_MS = 50;

/** Marks the restaurants' open orders bumped (as the bench's superuser): their kitchen displays start empty. */
async function clearOpenTickets(databaseUrl: string, restaurantIds: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update orders set kitchen_done_at = now()
       where restaurant_id = any($1::text[]) and status in ('confirmed', 'preparing') and kitchen_done_at is null`,
      [restaurantIds],
    );
  } finally {
    await client.end();
  }
}

/**
 * A kept database holds a whole seed when every owner has their counts row and at least their orders (the counts are
 * written last; the PATCH and guest-order runs only add orders).
 */
async function alreadySeeded(open: () => Promise<DatabaseHandle>): Promise<boolean> {
  const handle = await open();
  try {
    const [row] = await queryRows<{ owners: number; orders: string | null }>(
      handle.db,
      sql`select count(*)::int as owners, min(pending + confirmed + preparing + ready + delivered + cancelled)::text as orders
          from order_counts where restaurant_id like 'bench-owner-%'`,
    );
    return Number(row?.owners) === scale.owners && Number(row?.orders ?? 0) >= scale.ordersPerOwner;
  } finally {
    await handle.close();
  }
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `maitre-bench-${kind}-`));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    if (!postgresAdminUrl) throw new Error('Set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to bench PostgreSQL');
    const name = args.keep ? `maitre_bench_${scale.owners}x${scale.ordersPerOwner}` : `maitre_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (!exists) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    if (args.keep) console.log(`[${kind}] --keep: database ${name} (${exists ? 'found' : 'created'}); drop it by hand when done`);
    else
      dropDatabase = async () => {
        const cleanup = new pg.Client({ connectionString: postgresAdminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      };
  }
  // Local mode (dev mailbox, Stripe emulator) with info logs off and the per-IP API limit out of the way.
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    GUEST_ORDERS_PER_IP_PER_MINUTE: '100000000',
    GUEST_ORDERS_PER_RESTAURANT_PER_MINUTE: '100000000',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  // Seeding, sampling and the ceiling read and write every owner's rows: as the login user (a superuser here), which
  // bypasses row-level security.
  const open = () => openDatabase({ databaseUrl, dataDir, migrate: true, rls: false });
  const rows: Row[] = [];
  try {
    const started = Date.now();
    if (args.keep && (await alreadySeeded(open))) {
      console.log(`[${kind}] already seeded with ${scale.owners} owners × ${scale.ordersPerOwner} orders (--keep): seeding skipped`);
    } else {
      const hash = await realPasswordHash(env, open);
      const seeding = await open();
      await seedBenchData(seeding.db, scale, hash);
      await seeding.close();
      console.log(
        `[${kind}] seeded ${scale.owners} owners × ${scale.ordersPerOwner} orders × ${scale.menuItemsPerOwner} menu items in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }

    const sampling = await open();
    const sampled = await sampleOwners(sampling, scale.owners);
    await sampling.close();
    if (args['report-triggers'] === 'off') {
      const toggling = await open();
      await setReportTriggers(toggling, false);
      await toggling.close();
      console.log(`[${kind}] the reports' rollup triggers are OFF (--report-triggers off)`);
    }

    const results: Array<{ name: string; rls: 'on' | 'off' | undefined; connections: number; stats: Awaited<ReturnType<typeof cannon>> }> = [];
    for (const rls of kind === 'postgres' ? rlsModes : [undefined]) {
      const modeEnv = rls ? { ...env, DATABASE_RLS: rls === 'on' ? 'true' : 'false' } : env;
      const label = rls ? `${kind}, RLS ${rls}` : kind;
      // The throughput runs: account limits off (the fixture signs 50 owners in from one IP); they guard /api/auth only.
      const nodeArgs = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(import.meta.dirname, 'results', 'profiles')}`] : [];
      const server = await startServerProcess({ ...modeEnv, AUTH_RATE_LIMITS: 'false' }, nodeArgs);
      const owners = await signInOwners(server, sampled);
      const asOwner = (path: string) => () => ({ path, cookie: pick(owners).cookie });
      const scenarios: Array<{ name: string; connections?: number[]; run: (connections: number) => ReturnType<typeof cannon> }> = [
        { name: 'GET /healthz', run: (c) => cannon(server, { path: '/healthz', connections: c }) },
        { name: 'GET /api/orders', run: (c) => cannon(server, { path: '/api/orders', connections: c, request: asOwner('/api/orders') }) },
        {
          name: 'GET /api/orders?status=pending',
          run: (c) => cannon(server, { path: '/api/orders?status=pending', connections: c, request: asOwner('/api/orders?status=pending') }),
        },
        { name: 'GET /api/menu-items', run: (c) => cannon(server, { path: '/api/menu-items', connections: c, request: asOwner('/api/menu-items') }) },
        {
          name: 'PATCH /api/orders/:id',
          run: (c) =>
            cannon(server, {
              path: '/api/orders',
              method: 'PATCH',
              connections: c,
              request: () => {
                const owner = pick(owners);
                return { path: `/api/orders/${pick(owner.orderIds)}`, cookie: owner.cookie, body: JSON.stringify({ status: pick([...STATUSES]) }) };
              },
            }),
        },
        {
          // Every other change crosses `cancelled` (the reports' rollup triggers move the order between the halves;
          // the plain PATCH above never cancels). The seeded orders have no lines: the order's own share only.
          name: 'PATCH /api/orders/:id, cancelled ↔ confirmed',
          run: (c) =>
            cannon(server, {
              path: '/api/orders',
              method: 'PATCH',
              connections: c,
              request: () => {
                const owner = pick(owners);
                return {
                  path: `/api/orders/${pick(owner.orderIds)}`,
                  cookie: owner.cookie,
                  body: JSON.stringify({ status: pick(['cancelled', 'confirmed']) }),
                };
              },
            }),
        },
        {
          name: 'POST /api/storefront/:slug/orders',
          run: (c) =>
            cannon(server, {
              path: '/api/storefront',
              method: 'POST',
              connections: c,
              request: () => {
                const owner = pick(owners);
                const items = [
                  { menu_item_id: pick(owner.menuItemIds), quantity: 2 },
                  { menu_item_id: pick(owner.menuItemIds), quantity: 1 },
                ];
                return {
                  path: `/api/storefront/${owner.slug}/orders`,
                  body: JSON.stringify({ customer_name: 'Bench Guest', customer_phone: '+33 6 12 34 56 78', items }),
                };
              },
            }),
        },
        {
          name: 'GET /api/storefront/:slug, 150 dishes × 4 option groups',
          run: (c) => cannon(server, { path: `/api/storefront/${MENU_RESTAURANT_SLUG}`, connections: c }),
        },
        {
          name: 'POST /api/storefront/:slug/orders, with options',
          run: (c) =>
            cannon(server, {
              path: '/api/storefront',
              method: 'POST',
              connections: c,
              request: () => {
                const owner = pick(owners);
                const { Size = [], Sauce = [], Extras = [], Without = [] } = owner.options;
                // Distinct dishes: the same dish with other choices would be another line, but keep it simple.
                const [first, second] = [pick(owner.menuItemIds), pick(owner.menuItemIds)];
                const items = [
                  { menu_item_id: first, quantity: 2, options: [pick(Size), pick(Sauce), pick(Extras), pick(Without)] },
                  ...(second === first ? [] : [{ menu_item_id: second, quantity: 1, options: [pick(Size)] }]),
                ];
                return {
                  path: `/api/storefront/${owner.slug}/orders`,
                  body: JSON.stringify({ customer_name: 'Bench Guest', customer_phone: '+33 6 12 34 56 78', items }),
                };
              },
            }),
        },
        {
          name: 'POST /api/auth/sign-in/email',
          connections: [10],
          run: (c) =>
            cannon(server, {
              path: '/api/auth/sign-in/email',
              method: 'POST',
              connections: c,
              request: () => ({ body: JSON.stringify({ email: ownerEmail(1 + Math.floor(Math.random() * owners.length)), password: BENCH_PASSWORD }) }),
            }),
        },
      ];
      const only = args.only?.split(',');
      const selected = (name: string) => !only || only.some((word) => name.includes(word));
      const report = (name: string, connections: number, stats: Awaited<ReturnType<typeof cannon>>) => {
        console.log(
          `[${label}] ${name} @${connections}: ${Math.round(stats.requestsPerSecond)} req/s, p50 ${stats.p50} ms, p99 ${stats.p99} ms, errors ${stats.errors}${stats.errorKinds ? ` (${stats.errorKinds})` : ''}`,
        );
        results.push({ name, rls, connections, stats });
      };
      for (const scenario of scenarios) {
        if (!selected(scenario.name)) continue;
        for (const connections of connectionsAsked ?? scenario.connections ?? [10, 50]) report(scenario.name, connections, await scenario.run(connections));
      }
      // Order placed on this instance → its dashboard on a second instance hears it (PostgreSQL only: PGlite is one
      // process). 20 restaurants' dashboards, 20 guest orders a second.
      if (kind === 'postgres' && selected('live')) {
        const second = await startServerProcess({ ...modeEnv, AUTH_RATE_LIMITS: 'false' });
        try {
          const latency = await crossInstanceLatency({ placeOn: server, watchOn: second, owners: owners.slice(0, 20), rate: 20, seconds: duration });
          console.log(`[${label}] live: ${latency.delivered} of ${latency.orders} orders reached their dashboard on the other instance`);
          report('order placed → dashboard on another instance (SSE), 20 orders/s', 20, {
            requestsPerSecond: latency.orders / duration,
            errorKinds: '',
            p50: latency.p50,
            p99: latency.p99,
            errors: latency.errors,
          });
        } finally {
          second.child.kill('SIGTERM');
          await second.exited;
        }
      }
      // Issue 21: order accepted on this instance → ticket on kitchen displays held on a second instance, and → job
      // handed to printers polling the second instance (PostgreSQL only). Each uses restaurants of its own.
      const kitchenRun = selected('kitchen');
      const printerRuns = (['cloudprnt', 'epson_sdp'] as const).filter((protocol) => selected('printer') || selected(protocol));
      const needed = KITCHEN.restaurants + printerRuns.length * PRINTERS.printers;
      if (kind === 'postgres' && (kitchenRun || printerRuns.length > 0) && owners.length < needed)
        console.log(`[${label}] kitchen and printers skipped: they need ${needed} signed-in owners (--owners ≥ ${needed})`);
      else if (kind === 'postgres' && databaseUrl && (kitchenRun || printerRuns.length > 0)) {
        const second = await startServerProcess({ ...modeEnv, AUTH_RATE_LIMITS: 'false' });
        const row = (name: string, connections: number, latency: Latency, errors: number, goal?: number) => {
          if (goal !== undefined) console.log(`[${label}] ${name}: p99 ${latency.p99} ms — goal p99 ≤ ${goal} ms: ${latency.p99 <= goal ? 'met' : 'MISSED'}`);
          report(name, connections, { requestsPerSecond: 0, errorKinds: '', p50: latency.p50, p99: latency.p99, errors });
        };
        try {
          if (kitchenRun) {
            const kitchens = owners.slice(0, KITCHEN.restaurants);
            // The kitchens start with clear displays: the seeded orders confirmed or being made (without order lines)
            // are marked bumped, as a kitchen that bumps its tickets leaves them.
            await clearOpenTickets(
              databaseUrl,
              kitchens.map((owner) => owner.restaurantId),
            );
            const latency = await kitchenDisplayLatency({ acceptOn: server, watchOn: second, owners: kitchens, ...KITCHEN, seconds: duration });
            console.log(
              `[${label}] kitchen: ${latency.orders} orders accepted on A at ${KITCHEN.rate}/s, ${latency.displays} displays on B; accept p50 ${latency.accept.p50} ms, p99 ${latency.accept.p99} ms; errors ${latency.errors}`,
            );
            const setting = `${latency.displays} displays, ${KITCHEN.rate} orders/s`;
            row(
              `order accepted → kitchen display on another instance (SSE event), ${setting}`,
              latency.displays,
              latency.event,
              latency.errors,
              KITCHEN_GOAL_MS,
            );
            row(`order accepted → the accept answered on A (part of both), ${setting}`, latency.displays, latency.accept, 0);
            row(
              `order accepted → ticket in the display's read (event + GET /api/kitchen/tickets), ${setting}`,
              latency.displays,
              latency.ticket,
              latency.errors,
              KITCHEN_GOAL_MS,
            );
          }
          for (const [run, protocol] of printerRuns.entries()) {
            const printing = owners.slice(KITCHEN.restaurants + run * PRINTERS.printers, KITCHEN.restaurants + (run + 1) * PRINTERS.printers);
            const latency = await printerPollLatency({ acceptOn: server, pollOn: second, owners: printing, protocol, ...PRINTERS, seconds: duration });
            const name = protocol === 'cloudprnt' ? 'CloudPRNT' : 'Epson SDP';
            const setting = `${latency.printers} printers, ${PRINTERS.rate} orders/s`;
            console.log(
              `[${label}] ${name}: ${latency.orders} orders accepted on A, ${latency.pollToJob.count} jobs handed on B, ${latency.emptyPoll.count} empty polls; errors ${latency.errors}`,
            );
            const handOver = protocol === 'cloudprnt' ? 'POST jobReady + GET job' : 'one GetRequest';
            row(`${name} poll → job handed over (${handOver}), ${setting}`, latency.printers, latency.pollToJob, latency.errors, PRINTER_GOAL_MS);
            if (latency.offer) row(`${name} poll → job handed over: the POST that offers it, ${setting}`, latency.printers, latency.offer, 0);
            if (latency.fetch) row(`${name} poll → job handed over: the GET that returns it, ${setting}`, latency.printers, latency.fetch, 0);
            row(`${name} poll, nothing waiting, ${setting}`, latency.printers, latency.emptyPoll, 0);
            row(`${name}: order accepted → job available (the accept answered), ${setting}`, latency.printers, latency.accept, 0);
            row(
              `${name}: order accepted → job at the printer (polls every ${PRINTERS.pollIntervalMs / 1000} s), ${setting}`,
              latency.printers,
              latency.acceptedToPrinter,
              0,
            );
          }
        } finally {
          second.child.kill('SIGTERM');
          await second.exited;
        }
      }
      if (selected('sign-in median')) {
        const latency = await signInLatency(server, scale.owners, 40);
        report('sign-in, sequential (median)', 1, { requestsPerSecond: 0, errorKinds: '', ...latency });
      }
      server.child.kill('SIGTERM');
      await server.exited;

      // Account limits on, as in production: a sign-in flood from one IP (mostly 429s once the window is full) while
      // owners read their orders. The sessions signed in above stay valid (same secret, same database).
      if (selected('flood')) {
        const limited = await startServerProcess(modeEnv);
        const flood = cannon(limited, {
          path: '/api/auth/sign-in/email',
          method: 'POST',
          connections: 10,
          request: () => ({ body: JSON.stringify({ email: ownerEmail(1 + Math.floor(Math.random() * owners.length)), password: 'wrong password 123' }) }),
        });
        const orders = cannon(limited, { path: '/api/orders', connections: 10, request: asOwner('/api/orders') });
        const [floodStats, ordersStats] = await Promise.all([flood, orders]);
        report('GET /api/orders during sign-in flood', 10, ordersStats);
        report('sign-in flood (non-2xx = refused, expected)', 10, floodStats);
        limited.child.kill('SIGTERM');
        await limited.exited;
      }
    }
    const handle = await open();
    const { endpointQuery: ceilingRps, selectStar } = await ceilings(handle, 10, scale.owners);
    await handle.close();
    console.log(`[${kind}] ceiling: the endpoint's page query through the bare driver, 10 concurrent: ${Math.round(ceilingRps)} queries/s`);
    rows.push({
      database: kind,
      scenario: 'orders page query, bare driver (ceiling)',
      connections: 10,
      requestsPerSecond: ceilingRps,
      p50: 0,
      p99: 0,
      errors: 0,
    });
    rows.push({
      database: kind,
      scenario: 'select * of the page, bare driver',
      connections: 10,
      requestsPerSecond: selectStar,
      p50: 0,
      p99: 0,
      errors: 0,
      ratioToCeiling: selectStar / ceilingRps,
    });
    if (databaseUrl && (rlsModes as readonly string[]).includes('on')) {
      const withRls = await ceilingWithRls(databaseUrl, 10, scale.owners);
      console.log(`[${kind}, RLS on] the same page query as maitre_app, owner sent with it (queryAsOwner): ${Math.round(withRls)} queries/s`);
      rows.push({
        database: `${kind}, RLS on`,
        rls: 'on',
        scenario: 'orders page query, bare driver, as maitre_app with its owner',
        connections: 10,
        requestsPerSecond: withRls,
        p50: 0,
        p99: 0,
        errors: 0,
        ratioToCeiling: withRls / ceilingRps,
      });
    }
    for (const { name, rls, connections, stats } of results) {
      rows.push({
        database: rls ? `${kind}, RLS ${rls}` : kind,
        ...(rls ? { rls } : {}),
        scenario: name,
        connections,
        ...stats,
        // A paced scenario (the live one) sends a set rate: its throughput is not a share of the ceiling.
        ratioToCeiling: stats.requestsPerSecond && !name.includes('orders/s') ? stats.requestsPerSecond / ceilingRps : undefined,
      });
    }
  } finally {
    // A kept database keeps its triggers.
    if (args['report-triggers'] === 'off' && args.keep && kind === 'postgres') {
      const toggling = await open();
      await setReportTriggers(toggling, true);
      await toggling.close();
    }
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function printTable(rows: Row[]) {
  const header = ['database', 'scenario', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs ceiling'];
  const lines = rows.map((row) => [
    row.database,
    row.scenario,
    String(row.connections),
    String(Math.round(row.requestsPerSecond)),
    String(row.p50),
    String(row.p99),
    String(row.errors),
    row.ratioToCeiling === undefined ? '' : `${Math.round(row.ratioToCeiling * 100)} %`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${lines.map(format).join('\n')}`);
}

const kinds = args.db === 'both' ? (postgresAdminUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) : [args.db as 'pglite' | 'postgres'];
if (args.db === 'both' && !postgresAdminUrl) console.log('BENCH_DATABASE_URL is not set: benching PGlite only.');
// `reports` only when asked for by name; the other scenarios unless every word of --only names reports.
const onlyWords = args.only?.split(',') ?? [];
const reportsRun = onlyWords.some((word) => word.startsWith('report'));
const genericRun = !reportsRun || onlyWords.some((word) => !word.startsWith('report'));
const all: Row[] = [];
if (genericRun) for (const kind of kinds) all.push(...(await benchDatabase(kind)));
const reportRows: ReportsRow[] = [];
if (reportsRun)
  for (const kind of kinds)
    reportRows.push(
      ...(await runReportsBench({
        kind,
        adminUrl: postgresAdminUrl,
        // PGlite: a tenth by default (bench/reports.ts; docs/PERFORMANCE.md, "Reports at scale").
        orders: Number(args['report-orders'] ?? (kind === 'postgres' ? 1_000_000 : 100_000)),
        days: Number(args['report-days']),
        duration,
        reseed: args.reseed ?? false,
        endpoints: args['report-endpoints']?.split(','),
      })),
    );
if (genericRun) printTable(all);
if (reportsRun) printReportsTable(reportRows);
const os = await import('node:os');
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, platform: process.platform, loadavg: os.loadavg() };
await mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
const file = path.join(import.meta.dirname, 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(
  file,
  JSON.stringify(
    { date: new Date().toISOString(), machine, scale, duration, rls: args.rls, reportTriggers: args['report-triggers'], rows: all, reports: reportRows },
    null,
    2,
  ),
);
console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
