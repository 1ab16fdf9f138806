/**
 * Webhook delivery as Stripe does it: each event POSTed on its own as JSON with a
 * `Stripe-Signature` header, a non-2xx answer or network error retried with back-off, and the
 * queue kept in state so deliveries still pending when the emulator stops resume on restart.
 */
import { createHmac } from 'node:crypto';
import type { EmulatorLogger } from './logger.ts';
import type { StateStore } from './state.ts';

/** Stripe gives up on an attempt after a while; a local endpoint that slow is as good as down. */
const ATTEMPT_TIMEOUT_MS = 10_000;

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 30_000, 120_000, 600_000];

/** A `Stripe-Signature` header value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function signWebhookPayload(payload: string, secret: string, timestampSeconds: number = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

export interface WebhookDispatcherOptions {
  store: StateStore;
  secret: string;
  retryDelaysMs: readonly number[];
  logger: EmulatorLogger;
  url: string | undefined;
}

export class WebhookDispatcher {
  private url: string | undefined;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.url = options.url;
  }

  get hasEndpoint(): boolean {
    return this.url !== undefined;
  }

  /** Also sends what a previous run left pending, if it started without an endpoint. */
  setUrl(url: string): void {
    this.url = url;
    this.resume();
  }

  /** Queues the first attempt of a stored event; events made while no endpoint is set are never sent, as on Stripe. */
  enqueue(eventId: string): void {
    if (this.url === undefined) return;
    this.options.store.state.deliveries[eventId] = { eventId, attempts: 0, nextAttemptAt: Date.now() };
    this.options.store.changed();
    this.schedule(eventId, 0);
  }

  /** Re-arms the deliveries a previous run left pending. */
  resume(): void {
    if (this.url === undefined) return;
    for (const delivery of Object.values(this.options.store.state.deliveries)) {
      if (this.inFlight.has(delivery.eventId)) continue;
      this.schedule(delivery.eventId, Math.max(0, delivery.nextAttemptAt - Date.now()));
    }
  }

  /**
   * Attempts every pending delivery now, without waiting out its back-off, until each has
   * succeeded or used all its attempts. Tests call this instead of sleeping.
   */
  async flush(): Promise<void> {
    for (;;) {
      if (this.stopping.signal.aborted || this.url === undefined) return;
      for (const eventId of Object.keys(this.options.store.state.deliveries)) {
        if (this.inFlight.has(eventId)) continue;
        this.clearTimer(eventId);
        void this.attempt(eventId);
      }
      if (this.inFlight.size === 0) return;
      await Promise.all(this.inFlight.values());
    }
  }

  /** Cancels timers and in-flight requests; unfinished deliveries stay in state for the next start. */
  async close(): Promise<void> {
    this.stopping.abort();
    for (const eventId of [...this.timers.keys()]) this.clearTimer(eventId);
    await Promise.all(this.inFlight.values());
  }

  private schedule(eventId: string, delayMs: number): void {
    if (this.stopping.signal.aborted) return;
    this.clearTimer(eventId);
    const timer = setTimeout(() => {
      this.timers.delete(eventId);
      void this.attempt(eventId);
    }, delayMs);
    // A pending retry alone must not keep a test run or a CLI process alive.
    timer.unref();
    this.timers.set(eventId, timer);
  }

  private clearTimer(eventId: string): void {
    const timer = this.timers.get(eventId);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.timers.delete(eventId);
  }

  private attempt(eventId: string): Promise<void> {
    const running = this.inFlight.get(eventId);
    if (running !== undefined) return running;
    const attempt = this.deliver(eventId).finally(() => this.inFlight.delete(eventId));
    this.inFlight.set(eventId, attempt);
    return attempt;
  }

  private async deliver(eventId: string): Promise<void> {
    const { store, logger, retryDelaysMs, secret } = this.options;
    const delivery = store.state.deliveries[eventId];
    const event = store.state.events[eventId];
    const url = this.url;
    if (delivery === undefined || url === undefined) return;
    if (event === undefined) {
      delete store.state.deliveries[eventId];
      store.changed();
      return;
    }

    const body = JSON.stringify(event, null, 2);
    let failure: string | undefined;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signWebhookPayload(body, secret),
        },
        body,
        // Stripe treats a redirect as a failed delivery rather than following it.
        redirect: 'manual',
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (this.stopping.signal.aborted) return;

    delivery.attempts += 1;
    if (failure === undefined) {
      delete store.state.deliveries[eventId];
      event.pending_webhooks = 0;
      logger.info({ eventId, type: event.type, attempts: delivery.attempts }, 'stripe emulator: webhook delivered');
    } else if (delivery.attempts > retryDelaysMs.length) {
      delete store.state.deliveries[eventId];
      logger.error({ eventId, type: event.type, attempts: delivery.attempts, failure }, 'stripe emulator: webhook delivery failed, giving up');
    } else {
      const delayMs = retryDelaysMs[delivery.attempts - 1] ?? 0;
      delivery.nextAttemptAt = Date.now() + delayMs;
      this.schedule(eventId, delayMs);
      logger.warn(
        { eventId, type: event.type, attempts: delivery.attempts, failure, retryInMs: delayMs },
        'stripe emulator: webhook delivery failed, will retry',
      );
    }
    store.changed();
  }
}
