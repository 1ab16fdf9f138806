/**
 * The kitchen display (issue 21, decision 0037): stations and their mapping (`kitchen:manage`), the open tickets, the
 * ready board and the kitchen's live stream (`kitchen:view`), and the kitchen's marks (`kitchen:bump`). Every mark
 * wakes the streams after its commit; what happened travels in the event log (its triggers wrote it in the mark's
 * transaction), so every display on every instance hears it, once, even after a dropped connection.
 */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import {
  BumpInputSchema,
  KITCHEN_EVENT_TYPES,
  KitchenMappingInputSchema,
  KitchenSettingsSchema,
  KitchenSetupSchema,
  LineParamsSchema,
  ReadyBoardSchema,
  StationIdParamsSchema,
  StationInputSchema,
  StationListResponseSchema,
  StationOrderSchema,
  StationResponseSchema,
  TicketParamsSchema,
  TicketsQuerySchema,
  TicketsResponseSchema,
} from '@maitre/shared/kitchen';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, restaurantOf, streamHolderOf } from '../auth/authenticate.ts';
import type { StreamHolder } from '../realtime/stream-registry.ts';
import * as kitchen from './kitchen.service.ts';

const tags = ['kitchen'];
const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema } as const;
const KITCHEN_TYPES = new Set<string>(KITCHEN_EVENT_TYPES);

/**
 * The one place that says whose kitchen a request is about and who holds its stream: the signed-in member's, or the
 * paired kitchen screen's or ready board's (decision 0036), whose stream ends when it is revoked.
 */
function kitchenOf(request: FastifyRequest): { restaurantId: string; holder: StreamHolder } {
  return { restaurantId: restaurantOf(request), holder: streamHolderOf(request) };
}

export const kitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  // A paired kitchen screen or ready board may read and (a screen) bump; stations and settings are for members only.
  const view = [app.authenticateMemberOrDevice, app.requirePermission('kitchen:view')];
  const bump = [app.authenticateMemberOrDevice, app.requirePermission('kitchen:bump')];
  const manage = [app.authenticate, app.requirePermission('kitchen:manage')];
  /** After a mark committed: the streams of every instance read the log (the guest's page hears the order's status). */
  const wake = (restaurantId: string, marked: kitchen.Marked) =>
    marked.status
      ? app.realtime.announce(restaurantId, { type: 'order.updated', data: { id: marked.orderId, status: marked.status } })
      : app.realtime.announce(restaurantId, { type: 'kitchen', data: { id: marked.orderId } });

  app.get(
    '/api/kitchen/stations',
    {
      onRequest: view,
      schema: { tags, summary: "The restaurant's kitchen stations in the owner's order", response: { 200: StationListResponseSchema, ...errors } },
    },
    async (request) => ({ stations: await kitchen.listStations(app.database, kitchenOf(request).restaurantId) }),
  );

  app.post(
    '/api/kitchen/stations',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Add a station at the end of the list; a name already used (whatever its case) is refused with CONFLICT; at most 20',
        body: StationInputSchema,
        response: { 201: StationResponseSchema, 409: ApiErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ station: await kitchen.createStation(app.database, memberOf(request), request.body.name) }),
  );

  app.put(
    '/api/kitchen/stations/order',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Put the stations in a new order: every station of the restaurant, once',
        body: StationOrderSchema,
        response: { 200: StationListResponseSchema, ...errors },
      },
    },
    async (request) => ({ stations: await kitchen.reorderStations(app.database, memberOf(request), request.body.station_ids) }),
  );

  app.patch(
    '/api/kitchen/stations/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Rename a station',
        params: StationIdParamsSchema,
        body: StationInputSchema,
        response: { 200: StationResponseSchema, 409: ApiErrorBodySchema, ...errors },
      },
    },
    async (request) => ({ station: await kitchen.renameStation(app.database, memberOf(request), request.params.id, request.body.name) }),
  );

  app.delete(
    '/api/kitchen/stations/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Delete a station: its categories and dishes go to no station',
        params: StationIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await kitchen.deleteStation(app.database, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/kitchen/setup',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: "The kitchen's settings: the age colours, the stations, and which station each category and dish goes to",
        response: { 200: KitchenSetupSchema, ...errors },
      },
    },
    async (request) => kitchen.getSetup(app.database, kitchenOf(request).restaurantId),
  );

  app.put(
    '/api/kitchen/settings',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'The age colours: a ticket turns amber after warn_minutes, red after late_minutes',
        body: KitchenSettingsSchema,
        response: { 200: KitchenSetupSchema, ...errors },
      },
    },
    async (request) => kitchen.saveSettings(app.database, memberOf(request), request.body),
  );

  app.put(
    '/api/kitchen/mapping',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: "Send categories and dishes to stations (null: none; a dish's own station wins over its category's)",
        body: KitchenMappingInputSchema,
        response: { 200: KitchenSetupSchema, ...errors },
      },
    },
    async (request) => kitchen.saveMapping(app.database, memberOf(request), request.body),
  );

  app.get(
    '/api/kitchen/tickets',
    {
      onRequest: view,
      schema: {
        tags,
        summary:
          "The open tickets (accepted orders not bumped) of a station or all, oldest first, with the all-day counts; scheduled pickups are held until their fire time (pickup time minus the preparation time). Never the guest's phone or email",
        querystring: TicketsQuerySchema,
        response: { 200: TicketsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return kitchen.listTickets(app.database, kitchenOf(request).restaurantId, request.query.station);
    },
  );

  for (const [action, summary] of [
    ['bump', 'Bump a ticket: for a station, its lines are done; without one, the whole order leaves the displays and is ready'],
    ['recall', 'Recall a bumped ticket: a station’s lines to make again, or the whole order back on the displays (and being made)'],
  ] as const) {
    app.post(
      `/api/kitchen/tickets/:orderId/${action}`,
      {
        onRequest: bump,
        schema: {
          tags,
          summary,
          params: TicketParamsSchema,
          body: BumpInputSchema,
          response: { 204: z.null().describe('Done'), 409: ApiErrorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { restaurantId } = kitchenOf(request);
        const station = request.body?.station;
        const marked = await (action === 'bump' ? kitchen.bump : kitchen.recall)(app.database, restaurantId, request.params.orderId, station);
        wake(restaurantId, station === undefined ? marked : { ...marked, status: '' });
        return reply.status(204).send(null);
      },
    );
  }

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/kitchen/lines/:lineId/done',
      onRequest: bump,
      schema: {
        tags,
        summary: method === 'POST' ? 'Mark a line done' : 'Mark a line not done (undo)',
        params: LineParamsSchema,
        response: { 204: z.null().describe('Done'), ...errors },
      },
      handler: async (request, reply) => {
        const { restaurantId } = kitchenOf(request);
        wake(restaurantId, await kitchen.markLine(app.database, restaurantId, request.params.lineId, method === 'POST'));
        return reply.status(204).send(null);
      },
    });
  }

  app.get(
    '/api/kitchen/ready-board',
    {
      onRequest: view,
      schema: {
        tags,
        summary: "The counter's board: today's order numbers being made and ready to collect (numbers only, no names)",
        response: { 200: ReadyBoardSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return kitchen.readyBoard(app.database, kitchenOf(request).restaurantId);
    },
  );

  app.get(
    '/api/kitchen/events',
    {
      onRequest: view,
      config: { rateLimit: false },
      schema: {
        tags,
        summary:
          "The kitchen's live events (Server-Sent Events): order.created, order.updated, kitchen.bumped, kitchen.recalled, kitchen.line, each with the order's id and its number as SSE id; resumes after Last-Event-ID, or sends resync when that is older than the kept log",
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const { restaurantId, holder } = kitchenOf(request);
      await app.streamEventLog(reply, holder, {
        restaurantId,
        lastEventId: request.headers['last-event-id'],
        accept: (type) => KITCHEN_TYPES.has(type),
      });
    },
  );
};
