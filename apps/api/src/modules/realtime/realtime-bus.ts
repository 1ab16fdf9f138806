/**
 * Live events per restaurant (new orders, status changes). The route that made a change announces it once the change has
 * committed (`announce`, decision 0013): nothing is announced for a change that failed, and the write's transaction
 * holds no NOTIFY lock through its disk flush.
 * On PostgreSQL the events travel over LISTEN/NOTIFY on channel `maitre_events`, so every instance hears every other:
 * announcements are queued and sent in batches (one statement carries all that queued meanwhile), off the request's
 * path, and every instance listens on a connection of its own. On PGlite (one process) they go straight to the
 * listeners.
 */
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import type { PortionCounts } from '@maitre/shared/portions';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export const REALTIME_CHANNEL = 'maitre_events';
/**
 * Revoked sessions (payload: the user id), sent by triggers on `session` and `user` (migration 0001); and ended device
 * sessions (payload: `device:<id>`, trigger on `devices`, migration 0021), which modules/devices hears.
 */
export const SESSIONS_CHANNEL = 'maitre_sessions';

/** Small on purpose (NOTIFY payloads are capped at 8 kB): clients refetch what they show. */
export type RealtimeEvent =
  | { type: 'order.created' | 'order.updated'; data: { id: string; status?: string } }
  /**
   * The kitchen marked an order (issue 21, decision 0037): a line done or not, the order bumped or recalled. Only a
   * wake, like the order events: the streams read what happened from the event log.
   */
  | { type: 'kitchen'; data: { id: string; status?: undefined } }
  /**
   * Sold-out counts that changed (decision 0027): what is left of each dish and option, by id (null: no longer
   * counted). Public: the order pages' availability stream sends it as it is. At most PORTIONS_PER_EVENT entries.
   */
  | { type: 'portions'; data: PortionCounts }
  /**
   * The restaurant's clock changed (issue 20, decision 0030): paused, resumed, hours saved. Public and empty: the order
   * pages' availability stream sends it, and they read the clock again.
   */
  | { type: 'service'; data: Record<string, never> }
  /**
   * Print jobs or bridge printers changed outside an order's change (a manual print, a printer added, changed or
   * removed, a bridge printer back online; decision 0040): only a wake for the print bridges' streams, which read the
   * `print_jobs` table. Never forwarded to anyone else.
   */
  | { type: 'print'; data: Record<string, never> };

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface RealtimeBus {
  /**
   * Announces a change that has committed, without waiting: the caller answers its request at once. An event that
   * cannot be sent is logged and dropped; dashboards refetch whenever their stream (re)connects and every minute.
   */
  announce(restaurantId: string, event: RealtimeEvent): void;
  subscribe(restaurantId: string, listener: RealtimeListener): () => void;
  /**
   * The `maitre_sessions` notifications (revoked sessions, changed users and memberships, on any instance) and whether
   * the listener can hear them right now: `onListening` is called at once with the current state, then on every change.
   * Answers the unsubscribe.
   */
  subscribeSessions(listener: SessionRevocations): () => void;
  close(): Promise<void>;
}

/** What a listener of `maitre_sessions` hears: revocations, and whether they can be heard right now. */
export interface SessionRevocations {
  /** A user's sessions were revoked or the user changed, on any instance. */
  onRevoked(userId: string): void;
  /** False when the listener loses its connection (notifications may be missed), true once it listens again. */
  onListening(listening: boolean): void;
}

/** The listeners of `maitre_sessions` on this instance, and whether the bus is listening right now. */
class SessionFanOut {
  private readonly listeners = new Set<SessionRevocations>();
  private listening = false;

  revoked(userId: string) {
    for (const listener of this.listeners) listener.onRevoked(userId);
  }
  setListening(listening: boolean) {
    this.listening = listening;
    for (const listener of this.listeners) listener.onListening(listening);
  }
  subscribe(listener: SessionRevocations) {
    this.listeners.add(listener);
    listener.onListening(this.listening);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

interface Envelope {
  restaurantId: string;
  event: RealtimeEvent;
}

class LocalFanOut {
  private readonly emitter = new EventEmitter();
  constructor() {
    // One listener per open browser tab: many is normal, not a leak.
    this.emitter.setMaxListeners(0);
  }
  deliver({ restaurantId, event }: Envelope) {
    this.emitter.emit(restaurantId, event);
  }
  subscribe(restaurantId: string, listener: RealtimeListener) {
    this.emitter.on(restaurantId, listener);
    return () => {
      this.emitter.off(restaurantId, listener);
    };
  }
  listenerCount() {
    return this.emitter.eventNames().reduce((sum, name) => sum + this.emitter.listenerCount(name), 0);
  }
}

/** Every payload of the batch on `maitre_events`, in order, in one statement (one transaction, which writes nothing). */
const NOTIFY_MANY = `select pg_notify('${REALTIME_CHANNEL}', payload) from unnest($1::text[]) with ordinality as p(payload, n) order by n`;

/**
 * Queues announcements and sends them one batch at a time: the first waits for the end of the current turn of the
 * event loop, and while a batch is on its way the next ones gather. Order is kept; a failed batch is logged.
 */
export class NotifyBatcher {
  private queue: string[] = [];
  private running: Promise<void> | undefined;

  constructor(
    private readonly send: (payloads: string[]) => Promise<void>,
    private readonly logger: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  add(payload: string) {
    this.queue.push(payload);
    this.running ??= this.run();
  }

  /** Resolves once every payload added so far has been sent (or has failed and been logged). */
  async drain() {
    while (this.running) await this.running;
  }

  private async run() {
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.send(batch);
      } catch (error) {
        this.logger.warn({ err: error, events: batch.length }, 'could not send realtime events; dashboards catch up when they refetch');
      }
    }
    this.running = undefined;
  }
}

/**
 * One process owns the embedded database, so its event listeners are all here: events go straight to them. The
 * database's own notifications still carry session revocations (triggers on `session` and `user`).
 */
export async function createPgliteBus(options: { pglite: PGlite; logger: Pick<FastifyBaseLogger, 'warn'> }): Promise<RealtimeBus> {
  const fanOut = new LocalFanOut();
  const sessions = new SessionFanOut();
  const unlistenSessions = await options.pglite.listen(SESSIONS_CHANNEL, (userId) => sessions.revoked(userId));
  sessions.setListening(true);
  return {
    announce(restaurantId, event) {
      try {
        fanOut.deliver({ restaurantId, event });
      } catch (error) {
        options.logger.warn({ err: error }, 'a realtime listener failed');
      }
    },
    subscribe: (restaurantId, listener) => fanOut.subscribe(restaurantId, listener),
    subscribeSessions: (listener) => sessions.subscribe(listener),
    async close() {
      sessions.setListening(false);
      if (!options.pglite.closed) {
        await unlistenSessions();
      }
    },
  };
}

/** One dedicated LISTEN connection per instance; reconnects with back-off when PostgreSQL goes away. */
export function createPostgresBus(options: {
  connectionString: string;
  pool: pg.Pool;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}): RealtimeBus & { ready: Promise<void> } {
  const fanOut = new LocalFanOut();
  const sessions = new SessionFanOut();
  let client: pg.Client | undefined;
  let closed = false;
  let retryDelay = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (message) => {
      if (message.channel === SESSIONS_CHANNEL && message.payload) return sessions.revoked(message.payload);
      if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
      try {
        fanOut.deliver(JSON.parse(message.payload) as Envelope);
      } catch (error) {
        options.logger.warn({ err: error }, 'ignored a malformed realtime notification');
      }
    });
    next.on('error', (error) => {
      options.logger.warn({ err: error }, 'realtime listener lost its connection; reconnecting');
      scheduleReconnect();
    });
    next.on('end', () => scheduleReconnect());
    await next.connect();
    await next.query(`listen ${REALTIME_CHANNEL}; listen ${SESSIONS_CHANNEL}`);
    client = next;
    retryDelay = 250;
    sessions.setListening(true);
  };

  const scheduleReconnect = () => {
    sessions.setListening(false);
    if (closed || retryTimer) return;
    const stale = client;
    client = undefined;
    stale?.removeAllListeners('end');
    void stale?.end().catch(() => {});
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        options.logger.warn({ err: error, retryInMs: retryDelay }, 'realtime listener could not reconnect');
        retryDelay = Math.min(retryDelay * 2, 10_000);
        scheduleReconnect();
      });
    }, retryDelay);
    retryTimer.unref();
  };

  const batcher = new NotifyBatcher(async (payloads) => {
    await options.pool.query({ name: 'realtime_notify_many', text: NOTIFY_MANY, values: [payloads] });
  }, options.logger);

  return {
    ready: connect(),
    announce: (restaurantId, event) => batcher.add(JSON.stringify({ restaurantId, event } satisfies Envelope)),
    subscribe: (restaurantId, listener) => fanOut.subscribe(restaurantId, listener),
    subscribeSessions: (listener) => sessions.subscribe(listener),
    async close() {
      // Announcements still queued go out before the pool closes.
      await batcher.drain();
      closed = true;
      sessions.setListening(false);
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      current?.removeAllListeners('end');
      await current?.end().catch(() => {});
    },
  };
}
