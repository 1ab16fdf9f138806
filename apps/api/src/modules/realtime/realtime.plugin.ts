/** `app.realtime` (the bus) and `GET /api/events`, the owner's Server-Sent Events stream. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ownerOf } from '../auth/auth.plugin.ts';
import { createPgliteBus, createPostgresBus, type RealtimeBus, type RealtimeEvent } from './realtime-bus.ts';

export type Subscribe = (send: (event: RealtimeEvent) => void) => () => void;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeBus;
    /** Answers with an SSE stream fed by `subscribe`; the stream is ended when the client leaves or the server stops. */
    streamEvents(reply: FastifyReply, subscribe: Subscribe): void;
  }
}

const HEARTBEAT_MS = 25_000;

export interface EventStream {
  send(event: RealtimeEvent): void;
  close(): void;
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
  let sequence = 0;
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
    send(event) {
      sequence += 1;
      raw.write(`id: ${sequence}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    },
    close,
  };
}

export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const { database } = app;
    // The session cache may answer from memory only while revocations from other instances can be heard.
    const sessions = {
      onRevoked: (userId: string) => app.sessionCache.forgetUser(userId),
      onListening: (listening: boolean) => app.sessionCache.setActive(listening),
    };
    let bus: RealtimeBus;
    if (database.pool && database.url) {
      const postgresBus = createPostgresBus({ connectionString: database.url, pool: database.pool, logger: app.log, sessions });
      await postgresBus.ready;
      bus = postgresBus;
    } else if (database.pglite) {
      bus = await createPgliteBus({ pglite: database.pglite, logger: app.log, sessions });
    } else {
      throw new Error('realtime: the database handle has neither a PostgreSQL pool nor PGlite');
    }
    app.decorate('realtime', bus);

    const streams = new Set<EventStream>();
    app.decorate('streamEvents', (reply: FastifyReply, subscribe: Subscribe) => {
      let unsubscribe = () => {};
      const stream = openEventStream(reply, () => {
        unsubscribe();
        streams.delete(stream);
      });
      streams.add(stream);
      unsubscribe = subscribe((event) => stream.send(event));
    });
    // Open streams would hold the server open forever: end them before it closes.
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.close();
    });
    app.addHook('onClose', async () => bus.close());

    app.get(
      '/api/events',
      {
        preHandler: app.authenticate,
        config: { rateLimit: false },
        schema: {
          tags: ['realtime'],
          summary: "The owner's live events (Server-Sent Events): order.created and order.updated with { id, status }",
          produces: ['text/event-stream'],
        },
      },
      async (request, reply) => {
        const ownerId = ownerOf(request).id;
        app.streamEvents(reply, (send) => app.realtime.subscribe(ownerId, send));
      },
    );
  },
  { name: 'realtime', dependencies: ['auth'] },
);
