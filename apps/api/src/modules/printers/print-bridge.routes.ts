/**
 * The print bridge's routes (issue 21, decision 0040), for a paired device of kind `print_bridge` only
 * (`printers:bridge`, which no role has: a member gets 403, a kitchen screen 403, no session 401):
 *
 * - `GET /api/print-bridge/events` — its persistent outward connection (Server-Sent Events): `printers` (the
 *   restaurant's bridge printers: id, name, host, port; first, and whenever they change), then a `job` per ticket as
 *   soon as it is offered (id, token, printer, ESC/POS bytes in base64), the job's id as the SSE id. The stream is
 *   woken by the bus (an order placed, accepted or cancelled — its trigger wrote the jobs —, a manual print, a printer
 *   changed or back online) on every instance, and reads the `print_jobs` table every few seconds besides (an offer
 *   past its timeout, a wake lost with a killed instance). A new connection first gets the jobs offered to this
 *   bridge and not yet confirmed, under their tokens. Revoking the bridge ends its streams at once (devices.routes.ts).
 * - `POST /api/print-bridge/confirm` — printed, once; `POST /api/print-bridge/fail` — back in the queue, with what the
 *   bridge saw of the printer; `POST /api/print-bridge/status` — the heartbeat, a status per printer.
 */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { BridgeAcknowledgedSchema, BridgeConfirmSchema, BridgeFailSchema, BridgeStatusSchema } from '@maitre/shared/printers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { restaurantOf, streamHolderOf } from '../auth/authenticate.ts';
import type { RealtimeEvent } from '../realtime/realtime-bus.ts';
import { bridgePrinters, confirmJob, failJob, offerJobs, reportStatus } from './print-bridge.service.ts';

const tags = ['print-bridge'];
const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema } as const;
/** How often a bridge's stream reads the queue without a wake: an unconfirmed offer is re-offered after its timeout. */
const QUEUE_POLL_MS = 5_000;
/** The bridge's own events, written as the stream writes the bus's (`event:` and JSON `data:`). */
const bridgeEvent = (type: 'printers', data: unknown) => ({ type, data }) as unknown as RealtimeEvent;

export const printBridgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const bridge = [app.authenticateMemberOrDevice, app.requirePermission('printers:bridge')];
  /** Wakes the bridges' streams of every instance (after the commit of what changed). */
  const wake = (restaurantId: string) => app.realtime.announce(restaurantId, { type: 'print', data: {} });

  app.get(
    '/api/print-bridge/events',
    {
      onRequest: bridge,
      config: { rateLimit: false },
      schema: {
        tags,
        summary:
          "The print bridge's live connection (Server-Sent Events): `printers` (id, name, host, port of the restaurant's bridge printers, first and on every change), then `job` (id, token, printer_id, ESC/POS bytes in base64) as soon as one is offered, with a heartbeat; unconfirmed jobs are offered again after 60 s",
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const restaurantId = restaurantOf(request);
      const holder = streamHolderOf(request);
      const deviceId = request.device?.id as string;
      // Read before the stream opens: a database failure is a plain error answer, not a broken stream.
      const printers = await bridgePrinters(app.database, restaurantId);
      app.streamEvents(reply, holder, (send, _close, stream) => {
        let stopped = false;
        let running = false;
        let again = false;
        let printersChanged = false;
        let resend = true;
        send(bridgeEvent('printers', { printers }));
        // One reading of the queue at a time; a wake during one runs another right after it.
        const pump = async () => {
          if (running) {
            again = true;
            return;
          }
          running = true;
          try {
            do {
              again = false;
              if (printersChanged) {
                printersChanged = false;
                const list = await bridgePrinters(app.database, restaurantId);
                if (!stopped) send(bridgeEvent('printers', { printers: list }));
              }
              if (stopped) return;
              const jobs = await offerJobs(app.database, restaurantId, deviceId, { resend });
              resend = false;
              // Offered and not sent (the stream just ended): sent again when the bridge reconnects, or re-offered later.
              // The job's id as the SSE id (what the bridge's Last-Event-ID names; its offers come again on a new connection anyway).
              for (const job of jobs) if (!stopped) stream.sendLogged({ seq: job.id as unknown as number, type: 'job', data: JSON.stringify(job) });
            } while (again && !stopped);
          } catch (error) {
            app.log.warn({ err: error }, 'could not offer print jobs to a print bridge; the next wake tries again');
          } finally {
            running = false;
          }
        };
        const unsubscribe = app.realtime.subscribe(restaurantId, (event) => {
          if (event.type === 'print') printersChanged = true;
          if (event.type === 'print' || event.type === 'order.created' || event.type === 'order.updated') void pump();
        });
        const poll = setInterval(() => void pump(), QUEUE_POLL_MS);
        poll.unref();
        void pump();
        return () => {
          stopped = true;
          clearInterval(poll);
          unsubscribe();
        };
      });
    },
  );

  app.post(
    '/api/print-bridge/confirm',
    {
      onRequest: bridge,
      schema: {
        tags,
        summary: 'The bridge wrote the job of `token` to its printer and the connection closed cleanly: printed, once (confirming again changes nothing)',
        body: BridgeConfirmSchema,
        response: { 200: BridgeAcknowledgedSchema, ...errors },
      },
    },
    async (request) => {
      await confirmJob(app.database, restaurantOf(request), request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/print-bridge/fail',
    {
      onRequest: bridge,
      schema: {
        tags,
        summary:
          "The bridge could not print the job of `token`: back in the queue, the printer's status recorded (offline, paper out, cover open, error); it is offered again once a heartbeat says the printer is back",
        body: BridgeFailSchema,
        response: { 200: BridgeAcknowledgedSchema, ...errors },
      },
    },
    async (request) => {
      await failJob(app.database, restaurantOf(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/print-bridge/status',
    {
      onRequest: bridge,
      schema: {
        tags,
        summary:
          "The bridge's heartbeat: each of its printers online, offline, paper out, cover open or in error (shown in Settings; the dashboard warns of an offline one). 404 for a printer that is not one of the restaurant's bridge printers",
        body: BridgeStatusSchema,
        response: { 200: BridgeAcknowledgedSchema, ...errors },
      },
    },
    async (request) => {
      const restaurantId = restaurantOf(request);
      if (await reportStatus(app.database, restaurantId, request.body.printers)) wake(restaurantId);
      return { ok: true as const };
    },
  );
};
