/**
 * `npm run bench -- --only reports` (issue 22, "Fast"): the six report endpoints over a 365-day and a 30-day range, for
 * ONE restaurant with 1,000,000 orders (bench/reports-seed.ts), at 10 connections through the real server, signed in
 * as its owner. Goals: p99 ≤ 50 ms (365 days) and ≤ 20 ms (30 days) on PostgreSQL.
 *
 * PostgreSQL: seeded into `maitre_bench_reports` (another size: `maitre_bench_reports_<orders>x<days>`), kept for the
 * next run, which finds it seeded and goes straight to the measurements; `--reseed` drops it and seeds again. PGlite: a
 * fresh folder each run (seeded in this process, then the server opens it).
 *
 * Beside the HTTP runs: each endpoint's service call in this process (its statement and the shaping of the answer, no
 * HTTP, no session), one at a time — the database's part of a request. `os.loadavg()` is recorded before and after
 * every run: the machine is shared.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { addDays } from '@maitre/shared/reports';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { type DatabaseHandle, openDatabase, queryRows, type TenantDatabase } from '../apps/api/src/db/client.ts';
import type { Member } from '../apps/api/src/modules/auth/authenticate.ts';
import {
  channelsReport,
  dishesReport,
  guestsReport,
  optionsReport,
  salesByHour,
  salesSummary,
  salesTrend,
} from '../apps/api/src/modules/reports/reports.service.ts';
import { startServerProcess } from '../apps/api/test/server-process.ts';
import { dropReportsRestaurant, REPORTS_EMAIL, REPORTS_OWNER, REPORTS_RESTAURANT, seededOrders, seedReports, verifyReportsSeed } from './reports-seed.ts';
import { BENCH_PASSWORD, realPasswordHash } from './seed.ts';

/** The basic reports, and `guests` (Michelin Star's repeat guests with their distinct guests, decision 0043). */
export const REPORT_ENDPOINTS = ['summary', 'trend', 'hours', 'dishes', 'options', 'channels', 'guests'] as const;
type Endpoint = (typeof REPORT_ENDPOINTS)[number];
/** Issue 22's goals: p99 at 10 connections, by the range's length in days. */
export const REPORT_GOALS_MS: Record<number, number> = { 365: 50, 30: 20 };
const CONNECTIONS = 10;

export interface ReportsRow {
  database: string;
  /** A report, or `healthz`: the machine's floor at that moment (a request that does no work). */
  endpoint: Endpoint | 'healthz';
  days: number;
  /** 'http' through the server at 10 connections; 'in-process' the service call alone, one at a time. */
  mode: 'http' | 'in-process';
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  goal?: number;
  met?: boolean;
  /** 1-minute load average before → after the run. */
  load: [number, number];
}

export interface ReportsBenchOptions {
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: an admin URL (the bench database is created next to it). */
  adminUrl?: string;
  orders: number;
  days: number;
  duration: number;
  reseed: boolean;
  /** Some endpoints only (all when absent). */
  endpoints?: string[];
  log?: (line: string) => void;
}

const load1 = () => Math.round((loadavg()[0] ?? 0) * 100) / 100;

const SERVICES: Record<Endpoint, (database: TenantDatabase, member: Member, range: { from: string; to: string }) => Promise<unknown>> = {
  summary: salesSummary,
  trend: salesTrend,
  hours: salesByHour,
  dishes: dishesReport,
  options: optionsReport,
  channels: channelsReport,
  guests: guestsReport,
};

/** The database URL of the bench's PostgreSQL database, created (or dropped and created again) as asked. */
async function benchDatabaseUrl(adminUrl: string, name: string, reseed: boolean, log: (line: string) => void): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (reseed) await admin.query(`drop database if exists ${name} with (force)`);
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (!exists) await admin.query(`create database ${name}`);
    log(`[postgres] reports: database ${name} (${exists ? 'found' : reseed ? 'dropped and created again (--reseed)' : 'created'}); kept after the run`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An active Michelin Star subscription for the bench restaurant, unless it has one. */
async function grantMichelin(db: DatabaseHandle['db'], priceId: string): Promise<void> {
  const customerId = 'cus_bench_reports';
  await db.execute(sql`insert into stripe_customers (restaurant_id, customer_id) values (${REPORTS_RESTAURANT}, ${customerId}) on conflict do nothing`);
  await db.execute(sql`delete from stripe_subscriptions where customer_id = ${customerId}`);
  const now = Math.floor(Date.now() / 1000);
  await db.execute(sql`insert into stripe_subscriptions (customer_id, subscription_id, price_id, status, current_period_start, current_period_end)
    values (${customerId}, 'sub_bench_reports', ${priceId}, 'active', ${now - 86_400}, ${now + 29 * 86_400})`);
}

/** Latencies (ms) of `count` calls one after the other, after `warm` not counted. */
async function sequential(run: () => Promise<unknown>, count: number, warm: number): Promise<{ p50: number; p99: number; perSecond: number }> {
  for (let index = 0; index < warm; index += 1) await run();
  const times: number[] = [];
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const at = performance.now();
    await run();
    times.push(performance.now() - at);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const quantile = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  return { p50: quantile(0.5), p99: quantile(0.99), perSecond: (count * 1000) / total };
}

export async function runReportsBench(options: ReportsBenchOptions): Promise<ReportsRow[]> {
  const log = options.log ?? console.log;
  const { kind, orders, days } = options;
  const label = `${kind}, reports`;
  const unknown = options.endpoints?.filter((endpoint) => !(REPORT_ENDPOINTS as readonly string[]).includes(endpoint)) ?? [];
  if (unknown.length > 0) throw new Error(`--report-endpoints: no ${unknown.join(', ')} (${REPORT_ENDPOINTS.join(', ')})`);
  const endpoints = REPORT_ENDPOINTS.filter((endpoint) => !options.endpoints || options.endpoints.includes(endpoint));
  const dataDir = await mkdtemp(path.join(tmpdir(), `maitre-bench-reports-${kind}-`));
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    if (!options.adminUrl) throw new Error('Set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to bench PostgreSQL');
    const name = orders === 1_000_000 && days === 400 ? 'maitre_bench_reports' : `maitre_bench_reports_${orders}x${days}`;
    databaseUrl = await benchDatabaseUrl(options.adminUrl, name, options.reseed, log);
  }
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const open = () => openDatabase({ databaseUrl, dataDir, migrate: true, rls: false });
  const rows: ReportsRow[] = [];
  try {
    // Seed (or find the kept seed).
    let handle = await open();
    let seeded = await seededOrders(handle.db);
    if (seeded.orders !== orders || seeded.rollupDays === 0 || !seeded.last || seeded.guestRows === 0) {
      if (seeded.orders > 0) {
        log(
          `[${label}] found ${seeded.orders} orders${seeded.orders === orders ? ' without repeat guests (an older seed)' : `, not ${orders}`}: the restaurant is seeded again`,
        );
        await dropReportsRestaurant(handle.db);
      }
      await handle.close();
      const hash = await realPasswordHash({ ...env, AUTH_RATE_LIMITS: 'false' }, open);
      handle = await open();
      const started = Date.now();
      log(`[${label}] seeding ${orders.toLocaleString('en')} orders over ${days} business days (load ${load1()})`);
      await seedReports(handle.db, { orders, days }, hash, (line) => log(`[${label}] ${line}`));
      log(`[${label}] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (load ${load1()})`);
      seeded = await seededOrders(handle.db);
    } else log(`[${label}] already seeded: ${seeded.orders.toLocaleString('en')} orders, rollups up to ${seeded.last} (--reseed to seed again)`);
    const last = seeded.last as string;
    const first = addDays(last, -(days - 1));
    const verified = await verifyReportsSeed(handle.db, first, last);
    const wrong = Object.entries(verified.mismatches).filter(([, count]) => count !== 0);
    log(
      `[${label}] rollups against the orders recomputed, ${verified.days.length} days (${verified.days[0]} … ${verified.days.at(-1)}): ${
        wrong.length === 0 ? 'equal' : `DIFFER: ${wrong.map(([table, count]) => `${table} ${count}`).join(', ')}`
      }`,
    );
    if (wrong.length > 0) throw new Error('the rollups differ from the orders: see above');
    // The repeat guests' report is Michelin Star's: the restaurant is given the plan (the local Stripe emulator's price).
    await grantMichelin(handle.db, loadConfig({ ...env, AUTH_SECRET: 'bench-secret-that-is-at-least-32-characters' }).stripe.prices.michelin);
    const [size] = await queryRows<{ size: string }>(
      handle.db,
      kind === 'postgres'
        ? sql`select pg_size_pretty(pg_database_size(current_database())) as size`
        : sql`select pg_size_pretty(sum(pg_relation_size(oid))) as size from pg_class where relkind in ('r', 'i', 't')`,
    );
    log(`[${label}] database size: ${size?.size}`);
    await handle.close();

    const ranges = [365, 30].map((length) => ({ days: length, from: addDays(last, -(length - 1)), to: last }));

    // The database's part: each service call in this process, as the app's role under row-level security (PostgreSQL)
    // or on the embedded database (PGlite: before the server opens its folder).
    const direct: DatabaseHandle = await openDatabase({ databaseUrl, dataDir, migrate: false, rls: kind === 'postgres' });
    try {
      const member = { userId: REPORTS_OWNER, restaurantId: REPORTS_RESTAURANT, role: 'owner' } as unknown as Member;
      for (const range of ranges)
        for (const endpoint of endpoints) {
          const before = load1();
          const stats = await sequential(() => SERVICES[endpoint](direct, member, range), 40, 5);
          log(`[${label}] in-process ${endpoint} ${range.days} d: p50 ${stats.p50} ms, p99 ${stats.p99} ms (load ${before})`);
          rows.push({
            database: kind,
            endpoint,
            days: range.days,
            mode: 'in-process',
            requestsPerSecond: stats.perSecond,
            p50: stats.p50,
            p99: stats.p99,
            errors: 0,
            load: [before, load1()],
          });
        }
    } finally {
      await direct.close();
    }

    const server = await startServerProcess({ ...env, AUTH_RATE_LIMITS: 'false' });
    try {
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: REPORTS_EMAIL, password: BENCH_PASSWORD }),
      });
      if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const year = ranges[0] as (typeof ranges)[number];
      const check = await fetch(`${server.url}/api/reports/summary?from=${year.from}&to=${year.to}`, { headers: { cookie, origin: server.url } });
      if (!check.ok) throw new Error(`GET /api/reports/summary: ${check.status} ${await check.text()}`);
      const summary = (await check.json()) as { current: { grossOrders: number; net: number; cancelledOrders: number; itemsSold: number } };
      log(
        `[${label}] ${year.from} … ${year.to}: ${summary.current.grossOrders.toLocaleString('en')} orders placed, ${summary.current.cancelledOrders.toLocaleString('en')} cancelled, net ${summary.current.net.toLocaleString('en')} €, ${summary.current.itemsSold.toLocaleString('en')} items`,
      );
      const floor = async () => {
        const before = load1();
        const result = await autocannon({
          url: `${server.url}/healthz`,
          connections: CONNECTIONS,
          duration: Math.min(options.duration, 5),
          warmup: { connections: CONNECTIONS, duration: 1 },
        } as autocannon.Options);
        const row: ReportsRow = {
          database: kind,
          endpoint: 'healthz',
          days: 0,
          mode: 'http',
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          load: [before, load1()],
        };
        rows.push(row);
        log(
          `[${label}] GET /healthz @${CONNECTIONS} (the machine's floor): ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms (load ${row.load[0]} → ${row.load[1]})`,
        );
      };
      await floor();
      for (const range of ranges)
        for (const endpoint of endpoints) {
          const before = load1();
          const result = await autocannon({
            url: `${server.url}/api/reports/${endpoint}?from=${range.from}&to=${range.to}`,
            connections: CONNECTIONS,
            duration: options.duration,
            headers: { cookie, origin: server.url },
            // One second first, not counted (connections, prepared statements, the JIT).
            warmup: { connections: CONNECTIONS, duration: 1 },
          } as autocannon.Options);
          const goal = REPORT_GOALS_MS[range.days];
          const row: ReportsRow = {
            database: kind,
            endpoint,
            days: range.days,
            mode: 'http',
            requestsPerSecond: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            errors: result.errors + result.non2xx,
            load: [before, load1()],
            ...(goal === undefined ? {} : { goal, met: result.latency.p99 <= goal && result.errors + result.non2xx === 0 }),
          };
          rows.push(row);
          log(
            `[${label}] GET /api/reports/${endpoint} ${range.days} d @${CONNECTIONS}: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}${
              goal === undefined ? '' : ` — goal p99 ≤ ${goal} ms: ${row.met ? 'met' : 'MISSED'}`
            } (load ${row.load[0]} → ${row.load[1]})`,
          );
        }
      await floor();
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

export function printReportsTable(rows: ReportsRow[]): void {
  const header = ['database', 'endpoint', 'range', 'mode', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'goal', 'load'];
  const lines = rows.map((row) => [
    row.database,
    row.endpoint === 'healthz' ? 'GET /healthz (floor)' : `GET /api/reports/${row.endpoint}`,
    row.days ? `${row.days} d` : '',
    row.mode === 'http' ? `HTTP @${CONNECTIONS}` : 'in-process, 1 at a time',
    String(Math.round(row.requestsPerSecond)),
    String(row.p50),
    String(row.p99),
    String(row.errors),
    row.goal === undefined ? '' : `≤ ${row.goal} ms: ${row.met ? 'met' : 'MISSED'}`,
    `${row.load[0]} → ${row.load[1]}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((cell, column) => (column < 4 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${lines.map(format).join('\n')}`);
}
