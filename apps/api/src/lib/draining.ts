/**
 * Graceful shutdown without cutting anyone off. On close the listener stops (new connections are refused), and
 * every request still arriving on an open keep-alive socket is answered 503 with `Connection: close`, so clients
 * hang up themselves. Node's server.close() would otherwise reset idle sockets at once — including one a client
 * is just sending its next request on. Sockets that stay silent are closed after a grace period.
 */
import type { FastifyInstance } from 'fastify';
import { messagesOf } from './server-messages.ts';

export const IDLE_SOCKET_GRACE_MS = 3_000;

export function installDraining(app: FastifyInstance, idleGraceMs = IDLE_SOCKET_GRACE_MS): void {
  let draining = false;
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    // Plain JSON: a route's own response schema (e.g. /readyz's 503) must not reshape this answer.
    return reply
      .status(503)
      .header('retry-after', '2')
      .type('application/json')
      .serializer(JSON.stringify)
      .send({ error: { code: 'SERVICE_UNAVAILABLE', message: messagesOf(request).common.restarting } });
  });
  app.addHook('onSend', async (_request, reply) => {
    // Requests in flight when the drain starts finish normally and then tell their client to hang up.
    if (draining) reply.header('connection', 'close');
  });

  app.addHook('preClose', async () => {
    draining = true;
    const server = app.server;
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => {};
    const timer = setTimeout(closeIdle, idleGraceMs);
    timer.unref();
    server.once('close', () => clearTimeout(timer));
  });
}
