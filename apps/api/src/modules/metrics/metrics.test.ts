import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp } from '../../../test/build-test-app.ts';
import { createOwner } from '../../../test/factories.ts';
import { connectSse } from '../../../test/sse-client.ts';
import { testDatabaseKind } from '../../../test/test-database.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { bearerMatches, routeLabel } from './metrics.plugin.ts';

const TOKEN = 'metrics-token-that-is-at-least-32-characters';

/** The value of one series in Prometheus text (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics off (the default)', () => {
  const ctx = buildTestApp();

  it('measure nothing, and GET /metrics answers 404 like any unknown path', async () => {
    expect(ctx.app.metrics.registry).toBeUndefined();
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /metrics' } });
  });
});

describe('metrics behind METRICS_TOKEN on the app port', () => {
  const ctx = buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  const scrape = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('refuses a scrape without the token, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('times requests by route pattern, method and status class, never by raw URL', async () => {
    const owner = await createOwner(ctx.app);
    const missing = randomUUID();
    await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: owner.headers });
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${missing}`, headers: owner.headers, payload: { status: 'ready' } });
    await ctx.app.inject({ method: 'GET', url: `/no-such-page-${missing}` });

    const text = await scrape();
    const count = (labels: string) => sample(text, `maitre_http_request_duration_seconds_count{${labels}}`);
    expect(count('method="GET",route="/api/menu-items",status_class="2xx"')).toBe(1);
    expect(count('method="PATCH",route="/api/orders/:id",status_class="4xx"')).toBe(1);
    expect(count('method="GET",route="(unmatched)",status_class="4xx"')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(missing);
    expect(text).toContain('maitre_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/menu-items",status_class="2xx"}');
  });

  it("reports the live streams, Node's own figures and, on PostgreSQL, the pool", async () => {
    const text = await scrape();
    expect(sample(text, 'maitre_live_streams')).toBe(0);
    expect(sample(text, 'maitre_live_streams_limit')).toBe(ctx.config.streams.max);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (testDatabaseKind === 'postgres') {
      expect(sample(text, 'maitre_db_pool_max_connections')).toBe(5);
      expect(sample(text, 'maitre_db_pool_waiting_requests')).toBe(0);
      expect(sample(text, 'maitre_db_pool_connections')).toBeGreaterThanOrEqual(1);
    } else {
      expect(text).not.toContain('maitre_db_pool');
    }
  });

  it("reports the job queue: waiting jobs, the oldest due one's age, dead ones", async () => {
    // The mails of the owner signed up above may still wait for the worker on a loaded machine: send them first.
    await ctx.app.jobs.drain();
    // The app's own planned jobs (the daily digest's hourly sweep, decision 0044) wait too: count from what is there.
    const before = await scrape();
    const waiting = sample(before, 'maitre_jobs_waiting') ?? 0;
    const dead = sample(before, 'maitre_jobs_dead') ?? 0;
    await ctx.app.jobs.enqueue(ctx.app.database.db, { kind: 'metrics-test', payload: {}, runAt: new Date(Date.now() + 3_600_000) });
    // Not due either, so the app's own worker never claims it before it is marked dead (a race under load).
    await ctx.app.jobs.enqueue(ctx.app.database.db, { kind: 'metrics-test', payload: {}, key: 'dead', runAt: new Date(Date.now() + 3_600_000) });
    await ctx.database.db.execute(sql`update jobs set dead_at = now() where key = 'dead'`);
    const text = await scrape();
    expect(sample(text, 'maitre_jobs_waiting')).toBe(waiting + 1);
    expect(sample(text, 'maitre_jobs_oldest_due_seconds')).toBe(0);
    expect(sample(text, 'maitre_jobs_dead')).toBe(dead + 1);
    await ctx.database.db.execute(sql`delete from jobs where kind = 'metrics-test'`);
  });

  it('a module adds its gauge with app.metrics.addGauge (one value, or one per label set)', async () => {
    ctx.app.metrics.addGauge({ name: 'maitre_test_single', help: 'a test gauge', read: () => 3 });
    const printers = [
      { labels: { printer: 'kitchen' }, value: 1 },
      { labels: { printer: 'bar' }, value: 0 },
    ];
    ctx.app.metrics.addGauge({ name: 'maitre_test_printer_up', help: 'a test gauge', labelNames: ['printer'], read: () => printers });
    const text = await scrape();
    expect(sample(text, 'maitre_test_single')).toBe(3);
    expect(sample(text, 'maitre_test_printer_up{printer="kitchen"}')).toBe(1);
    expect(sample(text, 'maitre_test_printer_up{printer="bar"}')).toBe(0);
  });
});

describe('live streams in the metrics', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => ctx.close());

  const scrape = async () => (await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;

  it('counts an open stream, and leaves streams out of the latency histogram', async () => {
    const owner = await createOwner(ctx.app);
    const stream = await connectSse(`${base}/api/events`, { cookie: owner.cookie });
    expect(stream.status).toBe(200);
    expect(sample(await scrape(), 'maitre_live_streams')).toBe(1);
    stream.close();
    while (ctx.app.liveStreams.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const text = await scrape();
    expect(sample(text, 'maitre_live_streams')).toBe(0);
    expect(text).not.toContain('route="/api/events"');
  });
});

describe('metrics on a port of their own (METRICS_PORT)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => ctx.close());

  it('serves /metrics there only, with the token when one is set', async () => {
    const url = ctx.app.metrics.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);

    const refused = await fetch(`${url}/metrics`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
    const scraped = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('# TYPE maitre_http_request_duration_seconds histogram');
    const elsewhere = await fetch(`${url}/api/profile`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(elsewhere.status).toBe(404);
  });

  it('closes its listener with the app', async () => {
    const other = await createTestApp({ env: { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' } });
    const url = other.app.metrics.url;
    expect((await fetch(`${url}/metrics`)).status).toBe(200);
    await other.close();
    await expect(fetch(`${url}/metrics`)).rejects.toThrow();
  });
});

describe('metrics configuration', () => {
  const base = { NODE_ENV: 'test', APP_URL: 'http://localhost:3000', DATA_DIR: '/tmp/unused' };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('is off unless a token or a port is set', () => {
    expect(loadConfig(base).operations.metrics.enabled).toBe(false);
    expect(loadConfig({ ...base, METRICS_TOKEN: TOKEN }).operations.metrics).toMatchObject({ enabled: true, port: undefined });
    expect(loadConfig({ ...base, METRICS_PORT: '9464', HOST: '0.0.0.0' }).operations.metrics).toEqual({
      enabled: true,
      token: undefined,
      port: 9464,
      host: '0.0.0.0',
    });
  });

  it('refuses a short token without printing it, and the app port as metrics port', () => {
    expect(problems({ METRICS_TOKEN: 'short-secret' })).toEqual([
      'METRICS_TOKEN (given value) must be at least 32 characters (generate one with `openssl rand -hex 32`)',
    ]);
    expect(problems({ PORT: '3000', METRICS_PORT: '3000' })).toEqual(['METRICS_PORT ("3000") must differ from PORT (metrics have a listener of their own)']);
    expect(problems({ ERROR_REPORTER: 'sentry' })).toEqual(["ERROR_REPORTER (\"sentry\") must be 'log' or 'otel'"]);
    expect(new ConfigError(['x']).name).toBe('ConfigError');
  });
});

describe('labels and tokens', () => {
  it('labels the web app files as one route and keeps server patterns', () => {
    expect(routeLabel('/api/orders/:id')).toBe('/api/orders/:id');
    expect(routeLabel('/api/storefront/:slug/qr.svg')).toBe('/api/storefront/:slug/qr.svg');
    expect(routeLabel('/r/:slug')).toBe('/r/:slug');
    expect(routeLabel('/assets/index-abc123.js')).toBe('(static file)');
    expect(routeLabel('/favicon.svg')).toBe('(static file)');
    expect(routeLabel(undefined)).toBe('(unmatched)');
  });

  it('compares bearer tokens exactly', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer  ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', '')).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});
