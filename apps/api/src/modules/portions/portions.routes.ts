/**
 * Sold-out counts (issue 19, decision 0027): set what is left of a dish or an option and its daily par, reset them all
 * (owners, managers, front of house: `menu:set_availability`), and, for guests, what is left on a restaurant's order
 * page and a live stream of it. Every change is announced once committed (decision 0013) as a `portions` event.
 */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { MenuItemIdParamsSchema } from '@maitre/shared/menu';
import { OptionParamsSchema } from '@maitre/shared/options';
import { PortionCountsSchema, PortionsInputSchema, PortionsResponseSchema } from '@maitre/shared/portions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../auth/authenticate.ts';
import { resolveRestaurant } from '../storefront/storefront.service.ts';
import { getAvailability, resetPortions, setMenuItemPortions, setOptionPortions } from './portions.service.ts';
import { announcePortions } from './portions-events.ts';

const tags = ['menu'];

const SlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/i, 'Unknown restaurant'),
});

export const portionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/menu-items/:id/portions',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:set_availability')],
      schema: {
        tags,
        summary:
          'Set how many portions of a dish are left today (null: not counted) and its daily par (null: none); at 0 it is sold out, live on the order page',
        params: MenuItemIdParamsSchema,
        body: PortionsInputSchema,
        response: { 200: PortionsResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const set = await setMenuItemPortions(app.database, member, request.params.id, request.body);
      announcePortions(app.realtime, member.restaurantId, set.counts);
      return set.answer;
    },
  );

  app.put(
    '/api/option-groups/:id/options/:optionId/portions',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:set_availability')],
      schema: {
        tags,
        summary: 'Set how many portions of an option are left today (null: not counted) and its daily par (null: none)',
        params: OptionParamsSchema,
        body: PortionsInputSchema,
        response: { 200: PortionsResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const set = await setOptionPortions(app.database, member, request.params.id, request.params.optionId, request.body);
      announcePortions(app.realtime, member.restaurantId, set.counts);
      return set.answer;
    },
  );

  app.post(
    '/api/portions/reset',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:set_availability')],
      schema: {
        tags,
        summary: 'Reset counts: every counted dish and option back to its daily par, or no longer counted without one; answers what is left of each now',
        response: { 200: PortionCountsSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const counts = await resetPortions(app.database, member);
      announcePortions(app.realtime, member.restaurantId, counts);
      return counts;
    },
  );

  app.get(
    '/api/storefront/:slug/availability',
    {
      schema: {
        tags: ['storefront'],
        summary: "What is left of every counted dish and option on a restaurant's order page (by id; 0 is sold out)",
        params: SlugParams,
        response: { 200: PortionCountsSchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Always fresh: the page asks whenever its stream (re)connects.
      reply.header('cache-control', 'no-store');
      return (await getAvailability(app.database, request.params.slug)).counts;
    },
  );

  app.get(
    '/api/storefront/:slug/availability/events',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['storefront'],
        summary: "What is left of a restaurant's counted dishes and options, live (Server-Sent Events: portions, by id)",
        params: SlugParams,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      // The page reads what is left when the stream opens (and on every reconnect): the stream only sends changes.
      const { restaurantId } = await resolveRestaurant(app.database.db, request.params.slug);
      app.streamEvents(reply, { kind: 'menu', ip: request.ip, restaurantId }, (send) =>
        app.realtime.subscribe(restaurantId, (event) => {
          // The restaurant's clock too (issue 20): paused, resumed, hours changed.
          if (event.type === 'portions' || event.type === 'service') send(event);
        }),
      );
    },
  );
};
