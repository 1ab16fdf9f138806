/**
 * Graceful shutdown without cutting anyone off. On close the listener stops (new connections are refused), and
 * every request still arriving on an open keep-alive socket is answered 503 with `Connection: close`, so clients
 * hang up themselves. Node's server.close() would otherwise reset idle sockets at once — including one a client
 * is just sending its next request on. Sockets that stay silent are closed after a grace period, and those that fall
 * silent later as soon as they do.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { messagesOf } from './server-messages.ts';

export const IDLE_SOCKET_GRACE_MS = 3_000;
/** After the grace, how often the silent sockets are closed again until the server has closed. */
const IDLE_SWEEP_MS = 250;

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

  // Sockets that have not sent a request yet: Node's closeIdleConnections leaves them open (a client that connected
  // and then gave up before writing — an aborted fetch kept in its pool — held a closing server for a minute).
  const unheard = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unheard.add(socket);
    socket.once('close', () => unheard.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => unheard.delete(request.socket));

  app.addHook('preClose', async () => {
    draining = true;
    const server = app.server;
    const closeIdleConnections = server.closeIdleConnections.bind(server);
    const closeIdle = () => {
      closeIdleConnections();
      for (const socket of unheard) socket.destroy();
    };
    server.closeIdleConnections = () => {};
    // After the grace, and again every quarter second: a socket can fall silent later (a stream ended by the close, a
    // response that finished after the first sweep), and a keep-alive socket left open holds the close for the whole
    // keep-alive timeout (72 s; a test's second instance hung on one).
    let sweep: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      closeIdle();
      sweep = setInterval(closeIdle, IDLE_SWEEP_MS);
      sweep.unref();
    }, idleGraceMs);
    timer.unref();
    server.once('close', () => {
      clearTimeout(timer);
      clearInterval(sweep);
    });
  });
}
