/** The public order page: its HTML at /r/{slug}, and the guest API under /api/storefront. No sign-in. */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { negotiateLocale } from '@maitre/shared/locales';
import { isFinalStatus } from '@maitre/shared/order-status';
import { StorefrontServiceSchema } from '@maitre/shared/service-hours';
import { GuestOrderInputSchema, PublicOrderSchema, StorefrontSchema } from '@maitre/shared/storefront';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-text.ts';
import { announcePortions } from '../portions/portions-events.ts';
import { orderPagePoster, orderPageQrSvg, orderPageUrl } from './order-page-poster.ts';
import { getPublicOrder, getStorefrontJson, getStorefrontService, placeGuestOrder, resolveRestaurant } from './storefront.service.ts';

const SlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/i, 'Unknown restaurant'),
});
const OrderParams = z.object({ id: z.uuid({ error: 'Unknown order' }) });

export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/storefront/:slug',
    {
      schema: {
        tags: ['storefront'],
        summary:
          "A restaurant's public page: its name, its available menu in category order with allergens, and the option groups its dishes offer (old slugs answer with the current one). With `table` (a table card's label): `table` answers the restaurant's own label of it, or null when it has no such table",
        params: SlugParams,
        querystring: z.object({ table: z.string().max(200).optional() }),
        response: { 200: StorefrontSchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => sendJsonText(reply, await getStorefrontJson(app.database, request.params.slug, request.query.table)),
  );

  app.post(
    '/api/storefront/:slug/orders',
    {
      schema: {
        tags: ['storefront'],
        summary:
          'Place a guest order: prices and total come from the current menu; limited per IP and per restaurant. For as soon as possible only while open (409 RESTAURANT_CLOSED), or for a free pickup slot (`pickup_at`); 409 ORDERS_PAUSED while paused, 409 SLOT_FULL over pacing. At a table (`table`: one of the restaurant’s table labels, else 400 at `table`): as soon as possible, outside pickup pacing',
        params: SlugParams,
        body: GuestOrderInputSchema,
        response: {
          201: z.object({ order: PublicOrderSchema }),
          400: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const placed = await placeGuestOrder(app.database, app.config, { slug: request.params.slug, input: request.body, ip: request.ip });
      app.realtime.announce(placed.restaurantId, { type: 'order.created', data: { id: placed.order.id, status: placed.order.status } });
      announcePortions(app.realtime, placed.restaurantId, placed.portions);
      // The guest's "order received" mail, when they gave an email, was queued by the insert (migration 0017): send it now.
      if (placed.guestMail) app.jobs.wake();
      return reply.status(201).send({ order: placed.order });
    },
  );

  app.get(
    '/api/storefront/:slug/service',
    {
      schema: {
        tags: ['storefront'],
        summary:
          "The restaurant's clock as guests see it: open, closed (with the next opening) or paused (with the message), whether an order for as soon as possible is taken, the free pickup slots, the opening hours, address and phone",
        params: SlugParams,
        response: { 200: StorefrontServiceSchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await getStorefrontService(app.database, request.params.slug)),
  );

  app.get(
    '/api/storefront/:slug/qr.svg',
    { schema: { tags: ['storefront'], summary: "QR code (SVG) of the restaurant's order page", params: SlugParams } },
    async (request, reply) => {
      const restaurant = await resolveRestaurant(app.database.db, request.params.slug);
      const svg = await orderPageQrSvg(orderPageUrl(app.config.appUrl, restaurant.slug));
      // Cached for a year: the code encodes this app's /r/{slug} address, and an address once valid keeps working (an
      // old slug redirects to the new one), so a cached image never points anywhere wrong.
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000').send(svg);
    },
  );

  app.get(
    '/api/storefront/:slug/poster',
    { schema: { tags: ['storefront'], summary: 'A printable poster with the order page QR code', params: SlugParams } },
    async (request, reply) => {
      const restaurant = await resolveRestaurant(app.database.db, request.params.slug);
      // For the restaurant's guests: in the restaurant's language, whatever the printing owner's browser asks for.
      const html = await orderPagePoster({
        restaurantName: restaurant.name,
        url: orderPageUrl(app.config.appUrl, restaurant.slug),
        locale: restaurant.defaultLanguage,
      });
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.get(
    '/api/storefront/orders/:id',
    {
      schema: {
        tags: ['storefront'],
        summary: "A guest's order as the guest sees it",
        params: OrderParams,
        response: { 200: z.object({ order: PublicOrderSchema }), 404: ApiErrorBodySchema },
      },
    },
    async (request) => ({ order: (await getPublicOrder(app.database, request.params.id)).order }),
  );

  app.get(
    '/api/storefront/orders/:id/events',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['storefront'],
        summary: 'Live status of a guest order (Server-Sent Events: order.updated)',
        params: OrderParams,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const { restaurantId, order } = await getPublicOrder(app.database, request.params.id);
      // Nothing more will happen to a delivered or cancelled order: 204 tells EventSource to stop reconnecting.
      if (isFinalStatus(order.status)) return reply.status(204).send();
      app.streamEvents(reply, { kind: 'guest', ip: request.ip, orderId: order.id }, (send, close) =>
        app.realtime.subscribe(restaurantId, (event) => {
          if (event.type === 'portions' || event.type === 'kitchen' || event.data.id !== order.id) return;
          send(event);
          if (event.data.status && isFinalStatus(event.data.status)) close();
        }),
      );
    },
  );

  if (app.config.serveWeb) {
    const servePage = async (slug: string, rest: string, request: FastifyRequest, reply: FastifyReply) => {
      const restaurant = await resolveRestaurant(app.database.db, slug).catch(() => null);
      // A former address keeps its query: a table card's `?table=12` (decision 0033) still names the table.
      const query = request.url.indexOf('?');
      if (restaurant && restaurant.slug !== slug) return reply.redirect(`/r/${restaurant.slug}${rest}${query < 0 ? '' : request.url.slice(query)}`, 301);
      // In the guest's language before any script runs: their browser's, else the restaurant's (as the page decides).
      const locale = negotiateLocale(request.headers['accept-language'], restaurant?.defaultLanguage ?? 'en');
      reply.status(restaurant ? 200 : 404);
      return app.pageShells ? app.pageShells.send(request, reply, 'storefront', locale) : reply.sendFile('storefront.html');
    };
    app.get('/r/:slug', { schema: { hide: true, params: SlugParams } }, (request, reply) => servePage(request.params.slug, '', request, reply));
    app.get('/r/:slug/orders/:id', { schema: { hide: true, params: SlugParams.extend(OrderParams.shape) } }, (request, reply) =>
      servePage(request.params.slug, `/orders/${request.params.id}`, request, reply),
    );
  }
};
