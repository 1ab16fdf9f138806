/**
 * Prometheus metrics, off unless configured: METRICS_TOKEN serves `GET /metrics` on the app's port to a scraper that
 * sends `Authorization: Bearer <token>`; METRICS_PORT serves it on a listener of its own instead (METRICS_HOST, HOST by
 * default), which a deployment does not publish (the token, when also set, is asked there too). Off, nothing is
 * measured and `GET /metrics` answers 404 like any unknown path.
 *
 * What is measured:
 * - `maitre_http_request_duration_seconds{method,route,status_class}`: a histogram per route *pattern*
 *   (`/api/orders/:id`), never the raw URL, so the number of series stays fixed; the web app's files count as one
 *   `(static file)` route, requests no route matched (404s, and the web app's client-side pages answered with
 *   index.html) as `(unmatched)`; live streams (SSE) are left out (their duration is their lifetime);
 * - `maitre_db_pool_*`: the PostgreSQL pool (connections open, idle, requests waiting for one, the maximum);
 * - `maitre_live_streams` and `maitre_live_streams_limit`: open live streams of this instance and their cap;
 * - Node's own (`process_*`, `nodejs_*`: CPU, memory, event-loop delay, GC), from prom-client.
 * Modules add their own gauges with `app.metrics.addGauge()` (a no-op while metrics are off): the job queue's depth and
 * oldest job's age, and each kitchen printer's status, belong there once those modules exist.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { isServerPath } from '../../lib/routed-path.ts';

/** A gauge's current value: one number, or one per label set. */
export type GaugeReading = number | Array<{ labels: Record<string, string>; value: number }>;

export interface GaugeOptions {
  name: string;
  help: string;
  labelNames?: string[];
  /** Called at every scrape; reads the module's own state (no bookkeeping on the request path), or asks the database. */
  read(): GaugeReading | Promise<GaugeReading>;
}

export interface Metrics {
  /** The registry while metrics are on; undefined when off. */
  registry: Registry | undefined;
  /** The separate listener's address (`http://host:port`) with METRICS_PORT, once the app is ready. */
  url: string | undefined;
  /** Declares a gauge read at each scrape (no-op while metrics are off). Names start with `maitre_`. */
  addGauge(options: GaugeOptions): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export const METRICS_PATH = '/metrics';

/** Seconds; from a fast cached read to a slow report. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The `route` label: the route's pattern, one label for all of the web app's files, one for no route. */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return '(unmatched)';
  if (!isServerPath(pattern) && path.extname(pattern) !== '') return '(static file)';
  return pattern;
}

/** Constant-time comparison of the Authorization header with `Bearer <token>`. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: `No route for GET ${METRICS_PATH}` } };
const UNAUTHENTICATED = { error: { code: 'UNAUTHENTICATED', message: 'The metrics need a token: Authorization: Bearer <METRICS_TOKEN>' } };

export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = app.config.operations.metrics;
    const registry = settings.enabled ? new Registry() : undefined;
    const metrics: Metrics = {
      registry,
      url: undefined,
      addGauge({ name, help, labelNames = [], read }) {
        if (!registry) return;
        new Gauge({
          name,
          help,
          labelNames,
          registers: [registry],
          async collect() {
            const reading = await read();
            if (typeof reading === 'number') this.set(reading);
            else {
              this.reset();
              for (const { labels, value } of reading) this.set(labels, value);
            }
          },
        });
      },
    };
    app.decorate('metrics', metrics);

    // The route exists either way, so the route table is the same in every configuration; it answers only when the
    // metrics are on and served on this port.
    app.get(METRICS_PATH, { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
      if (!registry || settings.port !== undefined) return reply.status(404).send(NOT_FOUND);
      if (settings.token && !bearerMatches(request.headers.authorization, settings.token)) {
        return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send(UNAUTHENTICATED);
      }
      return sendMetrics(reply, registry);
    });

    if (!registry) return;
    collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: 'maitre_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern, method and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    // Live streams (SSE) hijack their reply, which Fastify then leaves out of onResponse: good, their duration is their
    // lifetime, not a response time (maitre_live_streams counts them; the metrics test checks both).
    app.addHook('onResponse', async (request, reply) => {
      duration.observe(
        { method: request.method, route: routeLabel(request.routeOptions.url), status_class: `${Math.floor(reply.statusCode / 100)}xx` },
        reply.elapsedTime / 1000,
      );
    });

    const pool = () => app.database.pool;
    if (app.database.pool) {
      metrics.addGauge({ name: 'maitre_db_pool_connections', help: 'PostgreSQL connections open in the pool', read: () => pool()?.totalCount ?? 0 });
      metrics.addGauge({ name: 'maitre_db_pool_idle_connections', help: 'PostgreSQL connections open and idle', read: () => pool()?.idleCount ?? 0 });
      metrics.addGauge({
        name: 'maitre_db_pool_waiting_requests',
        help: 'Queries waiting for a PostgreSQL connection (the pool is exhausted while above 0)',
        read: () => pool()?.waitingCount ?? 0,
      });
      metrics.addGauge({
        name: 'maitre_db_pool_max_connections',
        help: 'Most PostgreSQL connections the pool opens (DATABASE_POOL_SIZE)',
        read: () => pool()?.options.max ?? 0,
      });
    }
    // The realtime plugin registers after this one: its registry is read at scrape time.
    const streams = () => (app.hasDecorator('liveStreams') ? app.liveStreams : undefined);
    metrics.addGauge({ name: 'maitre_live_streams', help: 'Live event streams (SSE) open on this instance', read: () => streams()?.size ?? 0 });
    metrics.addGauge({ name: 'maitre_live_streams_limit', help: 'Most live streams this instance holds (STREAMS_MAX)', read: () => app.config.streams.max });
    // Job queue (maitre_jobs_queued, maitre_job_oldest_age_seconds) and printers (maitre_printer_up{printer}): added
    // with metrics.addGauge() by their own modules once they exist.

    if (settings.port === undefined) {
      app.addHook('onListen', async () => app.log.info(`Metrics: GET ${METRICS_PATH} on this port, with Authorization: Bearer <METRICS_TOKEN>`));
      return;
    }
    const listener = createMetricsListener(registry, settings.token);
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        listener.once('error', reject);
        listener.listen(settings.port, settings.host, () => {
          listener.off('error', reject);
          resolve();
        });
      });
      const address = listener.address() as AddressInfo;
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      metrics.url = `http://${host}:${address.port}`;
    });
    app.addHook('onListen', async () =>
      app.log.info(`Metrics: ${metrics.url}${METRICS_PATH}${settings.token ? ' (Authorization: Bearer <METRICS_TOKEN>)' : ''}`),
    );
    app.addHook('onClose', async () => {
      if (!listener.listening) return;
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    });
  },
  { name: 'metrics' },
);

async function sendMetrics(reply: FastifyReply, registry: Registry) {
  return reply
    .header('cache-control', 'no-store')
    .type(registry.contentType)
    .send(await registry.metrics());
}

/** The METRICS_PORT listener: GET /metrics and nothing else, in the same error shape as the app. */
function createMetricsListener(registry: Registry, token: string | undefined): Server {
  return createServer((request, response) => {
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
      response.end(JSON.stringify(body));
    };
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return answer(404, { error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` } });
    }
    if (token && !bearerMatches(request.headers.authorization, token)) {
      return answer(401, UNAUTHENTICATED, { 'www-authenticate': 'Bearer realm="metrics"' });
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => answer(500, { error: { code: 'INTERNAL', message: 'Something went wrong on our side' } }),
    );
  });
}
