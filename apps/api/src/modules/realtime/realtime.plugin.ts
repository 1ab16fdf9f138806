/**
 * `app.realtime` (the bus), `app.streamEvents` (every Server-Sent Events stream, bounded by stream-registry.ts) and
 * `GET /api/events`, a member's stream of their restaurant's events. A signed-in stream lives no longer than its
 * session and its membership: it is closed when the session is revoked or the membership ends or changes, on any
 * instance (the `maitre_sessions` notification that also clears the session cache, modules/auth/sessions.plugin.ts),
 * when the periodic check finds either gone or expired, and in any case after STREAM_MAX_SECONDS.
 *
 * Its order events come from the restaurant's event log (decision 0035): each carries its number as the SSE `id`, and
 * a stream opened with `Last-Event-ID` (the browser sends it when it reconnects by itself) first gets every event
 * logged after that number, once and in order; one it can no longer resume from gets `resync` (reload everything).
 * A first connection may name the number itself (`?after=`, from `GET /api/events/position`, read before the screen's
 * other reads: decision 0049), so the screen need not read everything again when its stream opens.
 * Other events (sold-out counts, the clock) are sent as they come. The kitchen's stream (modules/kitchen) is the same
 * code (`app.streamEventLog`) with the kitchen's event types.
 */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { EventsPositionSchema, EventsQuerySchema } from '@maitre/shared/live-events';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/authenticate.ts';
import { findLiveMemberships, liveKey } from '../auth/session.repository.ts';
import { canResumeAfter, findLatestSeq, type LoggedEvent } from './event-log.repository.ts';
import { followEventLog } from './event-log-follower.ts';
import { createPgliteBus, createPostgresBus, type RealtimeBus, type RealtimeEvent } from './realtime-bus.ts';
import { type StreamHolder, StreamRegistry } from './stream-registry.ts';

/**
 * Feeds a stream: `send` writes an event, `close` ends the stream (after what was sent), `stream` writes logged events
 * with their number; answers the unsubscribe.
 */
export type Subscribe = (send: (event: RealtimeEvent) => void, close: () => void, stream: EventStream) => () => void;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeBus;
    /**
     * Answers with an SSE stream held by `holder` and fed by `subscribe`, or throws the documented 429/503 when a cap
     * is reached (before anything is written). The stream ends when the client leaves, the server stops, its lifetime
     * is over, or (signed in) its session ends.
     */
    streamEvents(reply: FastifyReply, holder: StreamHolder, subscribe: Subscribe): void;
    /**
     * A restaurant's stream on its event log (decision 0035): each logged event of the types `accept` takes, with its
     * number as id, resuming after `lastEventId` (the request's `Last-Event-ID`); a number the log can no longer resume
     * from (older than what is kept, or never given) sends `resync` first (the client reloads everything) and goes on
     * from now. `forward`: the bus's other events (sold-out counts, the clock) go out too, without an id. The
     * dashboard's `/api/events` and the kitchen's `/api/kitchen/events` are both this.
     */
    streamEventLog(reply: FastifyReply, holder: StreamHolder, options: EventLogStreamOptions): Promise<void>;
    /** The open streams of this instance. */
    liveStreams: StreamRegistry<EventStream>;
  }
}

export interface EventLogStreamOptions {
  restaurantId: string;
  lastEventId: string | string[] | undefined;
  accept: (type: string) => boolean;
  forward?: boolean;
}

const HEARTBEAT_MS = 25_000;
/** How often a dashboard stream reads its restaurant's log without a wake (a wake lost with a killed instance). */
const LOG_POLL_MS = 15_000;

export interface EventStream {
  send(event: RealtimeEvent): void;
  /** A logged event, with its number as the SSE id (what `Last-Event-ID` names when the browser reconnects). */
  sendLogged(event: LoggedEvent): void;
  close(): void;
}

/** The number a reconnecting EventSource sends (`Last-Event-ID`): a whole number, else none. */
export function lastEventId(header: string | string[] | undefined): number | undefined {
  const text = Array.isArray(header) ? header[0] : header;
  if (text === undefined || !/^\d{1,15}$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

/** Opens an SSE response that keeps the security headers already set on the reply. */
export function openEventStream(reply: FastifyReply, onClose: () => void, heartbeatMs = HEARTBEAT_MS): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const inherited = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined),
  );
  raw.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // The socket lives as long as the stream; when the stream ends, so does the connection.
    connection: 'close',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n: connected\n\n');
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), heartbeatMs);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    onClose();
    raw.end();
  };
  raw.on('close', close);
  return {
    // Without an id: the browser keeps the last logged event's number for its reconnection.
    send(event) {
      raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    },
    sendLogged(event) {
      raw.write(`id: ${event.seq}\nevent: ${event.type}\ndata: ${event.data}\n\n`);
    },
    close,
  };
}

export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    const streams = new StreamRegistry<EventStream>(config.streams);
    app.decorate('liveStreams', streams);

    /** Closes the signed-in streams (of one user, or all) whose session has ended or whose membership has. */
    const endStreamsOfEndedSessions = async (userId?: string) => {
      const held = streams.sessionStreams(userId);
      if (held.length === 0) return;
      const live = await findLiveMemberships(database.db, held);
      for (const { stream, sessionId, restaurantId, role } of held) if (!live.has(liveKey(sessionId, restaurantId, role))) stream.close();
    };
    const checkSessions = (userId?: string) => {
      endStreamsOfEndedSessions(userId).catch((error: unknown) => app.log.warn({ err: error }, 'could not check the sessions of live streams'));
    };
    const recheck = setInterval(() => checkSessions(), config.streams.recheckSeconds * 1000);
    recheck.unref();
    app.addHook('onClose', async () => clearInterval(recheck));

    let bus: RealtimeBus;
    if (database.pool && database.url) {
      const postgresBus = createPostgresBus({ connectionString: database.url, pool: database.pool, logger: app.log });
      await postgresBus.ready;
      bus = postgresBus;
    } else if (database.pglite) {
      bus = await createPgliteBus({ pglite: database.pglite, logger: app.log });
    } else {
      throw new Error('realtime: the database handle has neither a PostgreSQL pool nor PGlite');
    }
    app.decorate('realtime', bus);
    // A revocation ends the streams of the sessions it ended (the session cache hears it too: sessions.plugin.ts).
    bus.subscribeSessions({ onRevoked: (userId) => checkSessions(userId), onListening: () => {} });

    app.decorate('streamEvents', (reply: FastifyReply, holder: StreamHolder, subscribe: Subscribe) => {
      streams.admit(holder);
      let unsubscribe = () => {};
      let lifetime: NodeJS.Timeout | undefined;
      const stream = openEventStream(reply, () => {
        clearTimeout(lifetime);
        unsubscribe();
        streams.delete(stream);
      });
      streams.add(stream, holder);
      lifetime = setTimeout(() => stream.close(), config.streams.maxLifetimeSeconds * 1000);
      lifetime.unref();
      unsubscribe = subscribe(
        (event) => stream.send(event),
        () => stream.close(),
        stream,
      );
    });
    app.decorate('streamEventLog', async (reply: FastifyReply, holder: StreamHolder, options: EventLogStreamOptions) => {
      const scope = database.forRestaurant(options.restaurantId);
      // Reconnecting: from the last event the browser got. New: from now (what is on screen was just read).
      const resumeAfter = lastEventId(options.lastEventId);
      const latest = await findLatestSeq(scope);
      // Further behind than the retained log (or a number this restaurant never gave): start from now, and say so.
      const resync = resumeAfter !== undefined && !(await canResumeAfter(scope, resumeAfter, latest));
      const after = resync ? latest : (resumeAfter ?? latest);
      app.streamEvents(reply, holder, (send, _close, stream) => {
        // With the log's last number as its id: the browser resumes from there if this connection drops too.
        if (resync) stream.sendLogged({ seq: latest, type: 'resync', data: '{}' });
        const follower = followEventLog({
          scope,
          after,
          accept: options.accept,
          send: (event) => stream.sendLogged(event),
          onError: (error) => app.log.warn({ err: error }, 'could not read the event log for a live stream; the next wake tries again'),
        });
        if (resumeAfter !== undefined && !resync) follower.wake();
        const unsubscribe = app.realtime.subscribe(options.restaurantId, (event) => {
          // An order or kitchen event wakes the log (from any instance); the others go out as they are, if wanted.
          if (event.type === 'order.created' || event.type === 'order.updated' || event.type === 'kitchen') follower.wake();
          else if (options.forward && event.type !== 'print') send(event);
        });
        const poll = setInterval(() => follower.wake(), LOG_POLL_MS);
        poll.unref();
        return () => {
          clearInterval(poll);
          follower.stop();
          unsubscribe();
        };
      });
    });
    // Open streams would hold the server open forever: end them before it closes.
    app.addHook('preClose', async () => {
      for (const stream of streams.streams()) stream.close();
    });
    app.addHook('onClose', async () => bus.close());

    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/events',
      {
        onRequest: [app.authenticate, app.requirePermission('orders:read')],
        config: { rateLimit: false },
        schema: {
          tags: ['realtime'],
          summary:
            "The restaurant's live events (Server-Sent Events): order.created and order.updated with { id, status }, each with its number as id; resumes after Last-Event-ID, or after ?after= (GET /api/events/position) when the request has none",
          querystring: EventsQuerySchema,
          produces: ['text/event-stream'],
        },
      },
      async (request, reply) => {
        const member = memberOf(request);
        const holder = { kind: 'session', userId: member.userId, sessionId: member.sessionId, restaurantId: member.restaurantId, role: member.role } as const;
        await app.streamEventLog(reply, holder, {
          restaurantId: member.restaurantId,
          // The browser's own reconnection names the last event it got; a first connection may name where its screen's
          // reads started (decision 0049).
          lastEventId: request.headers['last-event-id'] ?? request.query.after,
          accept: (type) => type === 'order.created' || type === 'order.updated',
          forward: true,
        });
      },
    );

    routes.get(
      '/api/events/position',
      {
        onRequest: [app.authenticate, app.requirePermission('orders:read')],
        schema: {
          tags: ['realtime'],
          summary:
            "The number of the restaurant's last live event: read before a screen's other reads, it is where that screen's live stream starts (GET /api/events?after=)",
          response: { 200: EventsPositionSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
        },
      },
      async (request) => ({ after: await findLatestSeq(database.forRestaurant(memberOf(request).restaurantId)) }),
    );
  },
  { name: 'realtime', dependencies: ['auth'] },
);
