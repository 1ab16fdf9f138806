/**
 * A local Stripe API emulator: the subset of Stripe's HTTP API that Maître's billing uses, hosted
 * Checkout and portal pages, signed webhooks with retries, and a test clock. The official `stripe`
 * SDK talks to it unchanged through its `host`, `port` and `protocol` options.
 */
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { stripeApi } from './api/index.ts';
import { Billing } from './billing.ts';
import { type EmulatorPrice, seedCatalogue, validateCatalogue } from './catalogue.ts';
import { Clock } from './clock.ts';
import type { EmulatorContext } from './context.ts';
import { controlRoutes } from './control-routes.ts';
import { EventLog } from './events.ts';
import { parseForm } from './form.ts';
import { newId } from './ids.ts';
import { type EmulatorLogger, silentLogger } from './logger.ts';
import { checkoutPages } from './pages/checkout.ts';
import { html } from './pages/html.ts';
import { renderPage } from './pages/layout.ts';
import { notFoundPage } from './pages/not-found.ts';
import { portalPages } from './pages/portal.ts';
import { StateStore } from './state.ts';
import { DEFAULT_RETRY_DELAYS_MS, WebhookDispatcher } from './webhooks.ts';

export { TEST_CARD_NUMBERS } from './cards.ts';
export type { EmulatorPrice } from './catalogue.ts';
export type { EmulatorLogger } from './logger.ts';
export { signWebhookPayload } from './webhooks.ts';

/**
 * The API version the emulator's objects and events follow: the one `stripe@23` pins. Pass it as
 * the SDK's `apiVersion` so the SDK's types and the emulator agree.
 */
export const EMULATOR_API_VERSION = '2026-10-28.endive';

export interface StripeEmulatorOptions {
  /** The catalogue it serves, seeded as product + price objects. */
  prices: EmulatorPrice[];
  /** Where signed events are POSTed; can be set later with `setWebhookUrl`. */
  webhookUrl?: string;
  /** 'whsec_…': the HMAC key of the `Stripe-Signature` header. */
  webhookSecret: string;
  /** JSON file; state survives restarts when set, memory-only when not. */
  stateFile?: string;
  /** Base URL the browser uses for hosted pages; defaults to the listen address. */
  publicUrl?: string;
  /** Webhook retry back-off; Stripe's schedule, compressed for local use. */
  retryDelaysMs?: number[];
  /** Clock source in ms, before the test-clock offset. */
  now?: () => number;
  logger?: EmulatorLogger;
}

export interface StripeEmulator {
  app: FastifyInstance;
  /** Resolves to the base URL, e.g. http://127.0.0.1:54321; port 0 (the default) picks a free one. */
  listen(options?: { port?: number; host?: string }): Promise<string>;
  /** Base URL once listening. */
  readonly url: string;
  setWebhookUrl(url: string): void;
  /** Moves emulator time forward, then renews, fails or cancels what fell due and queues the events. */
  advanceClock(seconds: number): Promise<void>;
  /** Delivers every queued event now (skipping back-off waits); resolves when each has succeeded or used all its attempts. */
  flushWebhooks(): Promise<void>;
  /** Stops the server and retry timers and writes the state file. */
  close(): Promise<void>;
}

/** How often renewals and expiries are checked while nobody advances the clock. */
const DUE_WORK_INTERVAL_MS = 60_000;

function baseUrlOf(host: string, port: number): string {
  const reachableHost = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachableHost.includes(':') ? `[${reachableHost}]` : reachableHost}:${port}`;
}

export async function createStripeEmulator(options: StripeEmulatorOptions): Promise<StripeEmulator> {
  validateCatalogue(options.prices);
  if (options.webhookSecret === '') throw new Error('Stripe emulator: webhookSecret must not be empty.');
  const logger = options.logger ?? silentLogger;

  const store = await StateStore.open(options.stateFile, (error) =>
    logger.error({ err: error, stateFile: options.stateFile }, 'stripe emulator: could not write its state file'),
  );
  const clock = new Clock(options.now ?? Date.now, store.state);
  seedCatalogue(store.state, options.prices, clock.nowSeconds());
  store.changed();

  const dispatcher = new WebhookDispatcher({
    store,
    secret: options.webhookSecret,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    logger,
    url: options.webhookUrl,
  });
  const billing = new Billing(store, clock, new EventLog(store, clock, dispatcher, EMULATOR_API_VERSION));

  let baseUrl: string | undefined;
  const context: EmulatorContext = {
    store,
    clock,
    billing,
    logger,
    publicUrl: () => (options.publicUrl ?? baseUrl ?? '').replace(/\/+$/, ''),
  };

  const app = Fastify({
    genReqId: () => newId('req', 14),
    routerOptions: { querystringParser: (query: string) => parseForm(query) },
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
  });

  await app.register(stripeApi(context, EMULATOR_API_VERSION), { prefix: '/v1' });

  const advanceClock = async (seconds: number): Promise<void> => {
    if (!Number.isFinite(seconds) || seconds < 0) throw new Error('advanceClock needs a number of seconds ≥ 0.');
    clock.advance(seconds);
    billing.processDueWork();
  };
  const flushWebhooks = () => dispatcher.flush();
  await app.register(controlRoutes({ clock, advanceClock, flushWebhooks }), { prefix: '/_emulator' });

  await app.register(async (pages) => {
    pages.setErrorHandler((error: FastifyError, request, reply) => {
      const isClientError = error.statusCode !== undefined && error.statusCode < 500;
      if (!isClientError) logger.error({ err: error, url: request.url }, 'stripe emulator: page failed');
      const body = html`<main class="layout"><section class="panel"><div class="panel-inner">
  <h1>${isClientError ? 'That request could not be read' : 'Something went wrong'}</h1>
  <p class="muted">${isClientError ? error.message : 'The Stripe emulator hit an internal error; its log has the details.'}</p>
</div></section></main>`;
      return reply
        .code(isClientError ? 400 : 500)
        .type('text/html; charset=utf-8')
        .send(renderPage({ title: 'Error', body }));
    });
    checkoutPages(pages, context);
    portalPages(pages, context);
  });
  app.setNotFoundHandler((_request, reply) => notFoundPage(reply));

  const doDueWork = () => {
    billing.processDueWork();
    store.prune(clock.nowSeconds(), Date.now());
  };
  doDueWork();
  dispatcher.resume();
  const dueWorkTimer = setInterval(doDueWork, DUE_WORK_INTERVAL_MS);
  dueWorkTimer.unref();

  return {
    app,
    async listen(listenOptions = {}) {
      const host = listenOptions.host ?? '127.0.0.1';
      await app.listen({ port: listenOptions.port ?? 0, host });
      const address = app.server.address();
      const port = typeof address === 'object' && address !== null ? address.port : (listenOptions.port ?? 0);
      baseUrl = baseUrlOf(host, port);
      return baseUrl;
    },
    get url() {
      if (baseUrl === undefined) throw new Error('Stripe emulator: `url` is known only after listen() resolved.');
      return baseUrl;
    },
    setWebhookUrl(url: string) {
      dispatcher.setUrl(url);
    },
    advanceClock,
    flushWebhooks,
    async close() {
      clearInterval(dueWorkTimer);
      await dispatcher.close();
      await app.close();
      store.prune(clock.nowSeconds(), Date.now());
      await store.save();
    },
  };
}
