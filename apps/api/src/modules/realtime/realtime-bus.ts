/**
 * Live events per owner (new orders, status changes), carried by PostgreSQL's LISTEN/NOTIFY on channel
 * `maitre_events`. Order events are sent by a trigger on `orders` (migration 0001) in the transaction that makes the
 * change: an event goes out exactly when the change commits, from whichever instance made it, at no extra round trip.
 * On PostgreSQL every instance listens on a connection of its own; on PGlite the embedded database delivers its own
 * notifications.
 */
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export const REALTIME_CHANNEL = 'maitre_events';
/** Revoked sessions (payload: the user id), sent by triggers on `session` and `user` (migration 0001). */
export const SESSIONS_CHANNEL = 'maitre_sessions';

export interface RealtimeEvent {
  type: 'order.created' | 'order.updated';
  /** Small on purpose (NOTIFY payloads are capped at 8 kB): clients refetch what they show. */
  data: { id: string; status?: string };
}

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface RealtimeBus {
  publish(ownerId: string, event: RealtimeEvent): Promise<void>;
  subscribe(ownerId: string, listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

/** What the session cache needs from the listener: revocations, and whether it can hear them right now. */
export interface SessionRevocations {
  /** A user's sessions were revoked or the user changed, on any instance. */
  onRevoked(userId: string): void;
  /** False when the listener loses its connection (notifications may be missed), true once it listens again. */
  onListening(listening: boolean): void;
}

interface Envelope {
  ownerId: string;
  event: RealtimeEvent;
}

class LocalFanOut {
  private readonly emitter = new EventEmitter();
  constructor() {
    // One listener per open browser tab: many is normal, not a leak.
    this.emitter.setMaxListeners(0);
  }
  deliver({ ownerId, event }: Envelope) {
    this.emitter.emit(ownerId, event);
  }
  subscribe(ownerId: string, listener: RealtimeListener) {
    this.emitter.on(ownerId, listener);
    return () => {
      this.emitter.off(ownerId, listener);
    };
  }
  listenerCount() {
    return this.emitter.eventNames().reduce((sum, name) => sum + this.emitter.listenerCount(name), 0);
  }
}

/** The embedded database's own notifications (one process, one connection). */
export async function createPgliteBus(options: { pglite: PGlite; logger: FastifyBaseLogger; sessions: SessionRevocations }): Promise<RealtimeBus> {
  const fanOut = new LocalFanOut();
  const unlistenSessions = await options.pglite.listen(SESSIONS_CHANNEL, (userId) => options.sessions.onRevoked(userId));
  options.sessions.onListening(true);
  const unlisten = await options.pglite.listen(REALTIME_CHANNEL, (payload) => {
    try {
      fanOut.deliver(JSON.parse(payload) as Envelope);
    } catch (error) {
      options.logger.warn({ err: error }, 'ignored a malformed realtime notification');
    }
  });
  return {
    async publish(ownerId, event) {
      const envelope: Envelope = { ownerId, event };
      await options.pglite.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, JSON.stringify(envelope)]);
    },
    subscribe: (ownerId, listener) => fanOut.subscribe(ownerId, listener),
    async close() {
      options.sessions.onListening(false);
      if (!options.pglite.closed) {
        await unlisten();
        await unlistenSessions();
      }
    },
  };
}

/** One dedicated LISTEN connection per instance; reconnects with back-off when PostgreSQL goes away. */
export function createPostgresBus(options: {
  connectionString: string;
  pool: pg.Pool;
  logger: FastifyBaseLogger;
  sessions: SessionRevocations;
}): RealtimeBus & { ready: Promise<void> } {
  const fanOut = new LocalFanOut();
  let client: pg.Client | undefined;
  let closed = false;
  let retryDelay = 250;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (message) => {
      if (message.channel === SESSIONS_CHANNEL && message.payload) return options.sessions.onRevoked(message.payload);
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
    options.sessions.onListening(true);
  };

  const scheduleReconnect = () => {
    options.sessions.onListening(false);
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

  return {
    ready: connect(),
    async publish(ownerId, event) {
      const envelope: Envelope = { ownerId, event };
      await options.pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, JSON.stringify(envelope)]);
    },
    subscribe: (ownerId, listener) => fanOut.subscribe(ownerId, listener),
    async close() {
      closed = true;
      options.sessions.onListening(false);
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      current?.removeAllListeners('end');
      await current?.end().catch(() => {});
    },
  };
}
