/**
 * Soak test, run by hand (not in CI): the real server under a steady mixed load for N minutes, printing errors and
 * the server's RSS growth. PGlite by default; PostgreSQL with --database-url (a database the run may write to).
 *
 *   npx tsx bench/soak.ts -- [--minutes 10] [--rate 200] [--connections 10] [--database-url postgres://…]
 *
 * --rate is requests per second across all connections (use half the capacity `npm run bench` measured). The mix:
 * the owner's order list, overview and menu, the public menu, a guest order, /healthz. RSS is sampled every 5 s
 * from /proc; growth is measured from the end of the first 10 % (warm-up: JIT, caches, pools) to the end.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { user } from '../apps/api/src/db/schema/index.ts';
import { startServerProcess } from '../apps/api/test/server-process.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    connections: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
  },
});
const minutes = Number(args.minutes);
const rate = Number(args.rate);
const connections = Number(args.connections);

async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'maitre-soak-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    GUEST_ORDERS_PER_IP_PER_MINUTE: '100000000',
    GUEST_ORDERS_PER_RESTAURANT_PER_MINUTE: '100000000',
    ...(args['database-url'] ? { DATABASE_URL: args['database-url'] } : {}),
  };
  const email = `soak-${Date.now()}@example.com`;
  const password = 'a long soak password';

  // Sign up, then mark the email verified while the server is stopped (PGlite is single-process).
  const setup = await startServerProcess(env);
  const signUp = await fetch(`${setup.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: setup.url },
    body: JSON.stringify({ email, password, name: 'Soak', full_name: 'Soak', restaurant_name: 'Soak Kitchen' }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status}`);
  setup.child.kill('SIGTERM');
  await setup.exited;
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, migrate: false });
  await handle.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  await handle.close();

  const server = await startServerProcess(env);
  const pid = server.child.pid as number;
  try {
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
    const item = await fetch(`${server.url}/api/menu-items`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Soup', price: 5, category: 'Specials' }),
    });
    const menuItemId = ((await item.json()) as { menuItem: { id: string } }).menuItem.id;
    const { profile } = (await (await fetch(`${server.url}/api/profile`, { headers })).json()) as { profile: { slug: string } };

    const samples: Array<{ at: number; rssKb: number }> = [];
    const started = Date.now();
    const sampler = setInterval(() => {
      void rssKb(pid).then((value) => samples.push({ at: Date.now() - started, rssKb: value }));
    }, 5_000);
    samples.push({ at: 0, rssKb: await rssKb(pid) });

    console.log(`soak: ${minutes} min at ${rate} req/s over ${connections} connections against ${server.url} (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
    const result = await autocannon({
      url: server.url,
      connections,
      overallRate: rate,
      duration: minutes * 60,
      requests: [
        { method: 'GET', path: '/api/orders', headers },
        { method: 'GET', path: '/api/overview', headers },
        { method: 'GET', path: '/api/menu-items', headers },
        { method: 'GET', path: `/api/storefront/${profile.slug}` },
        {
          method: 'POST',
          path: `/api/storefront/${profile.slug}/orders`,
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ customer_name: 'Soak guest', customer_phone: '+33 6 12 34 56 78', items: [{ menu_item_id: menuItemId, quantity: 1 }] }),
        },
        { method: 'GET', path: '/healthz' },
      ],
    });
    clearInterval(sampler);
    samples.push({ at: Date.now() - started, rssKb: await rssKb(pid) });

    const warm = samples.find((sample) => sample.at >= minutes * 60_000 * 0.1) ?? samples[0];
    const last = samples.at(-1);
    const growth = warm && last ? ((last.rssKb - warm.rssKb) / warm.rssKb) * 100 : Number.NaN;
    const peak = Math.max(...samples.map((sample) => sample.rssKb));
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      JSON.stringify(
        {
          requests: result.requests.total,
          requestsPerSecond: result.requests.average,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statusCodes: result.statusCodeStats,
          rssMb: { start: (samples[0]?.rssKb ?? 0) / 1024, afterWarmUp: (warm?.rssKb ?? 0) / 1024, end: (last?.rssKb ?? 0) / 1024, peak: peak / 1024 },
          rssGrowthAfterWarmUpPercent: Number(growth.toFixed(1)),
        },
        null,
        2,
      ),
    );
    console.log(errors === 0 && growth < 10 ? 'soak: PASS (0 errors, RSS growth < 10 %)' : 'soak: FAIL');
    process.exitCode = errors === 0 && growth < 10 ? 0 : 1;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
