import { ApiErrorBodySchema } from '@maitre/shared/errors';
import {
  AcceptOrderSchema,
  CreateOrderSchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderResponseSchema,
  OrderSettingsSchema,
  RejectOrderSchema,
  UpdateOrderSettingsSchema,
  UpdateOrderStatusSchema,
} from '@maitre/shared/orders';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/json-text.ts';
import { memberOf } from '../auth/authenticate.ts';
import { announcePortions } from '../portions/portions-events.ts';
import {
  type AnsweredOrder,
  acceptOrder,
  changeOrderStatus,
  getOrderSettings,
  listOrdersJson,
  mailsGuest,
  rejectOrder,
  takeOrder,
  updateOrderSettings,
} from './orders.service.ts';

const tags = ['orders'];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * After an order's status change committed (a change, an accept, a reject): every screen of the restaurant hears it,
   * open order pages hear the portions a cancellation gave back, a guest mail the change queued leaves now, and the
   * order is answered as stored. `guestMail`: whether the change may have queued one (an accept or a reject of a
   * guest's order without an email is rare enough to wake the queue for nothing).
   */
  const answerStatusChange = (reply: FastifyReply, restaurantId: string, orderId: string, changed: AnsweredOrder, guestMail = true) => {
    // PostgreSQL writes a uuid in lower case: announce the id as every other answer spells it.
    app.realtime.announce(restaurantId, { type: 'order.updated', data: { id: orderId.toLowerCase(), status: changed.status } });
    announcePortions(app.realtime, restaurantId, changed.portions);
    if (guestMail) app.jobs.wake();
    return sendJsonText(reply, `{"order":${changed.json}}`);
  };

  app.get(
    '/api/orders',
    {
      onRequest: [app.authenticate, app.requirePermission('orders:read')],
      schema: {
        tags,
        summary: "A page of the restaurant's orders, newest first, optionally of one status, with the count of every status",
        querystring: OrderListQuerySchema,
        response: { 200: OrderListResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request, reply) => sendJsonText(reply, await listOrdersJson(app.database, memberOf(request), request.query)),
  );

  app.post(
    '/api/orders',
    {
      onRequest: [app.authenticate, app.requirePermission('orders:create')],
      schema: {
        tags,
        summary: 'Take an order by phone or at the counter; names, prices and the total come from the menu',
        body: CreateOrderSchema,
        response: { 201: OrderResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { items, notes, table, ...customer } = request.body;
      const member = memberOf(request);
      const { order, portions } = await takeOrder(app.database, member, { customer, items, notes, table });
      app.realtime.announce(member.restaurantId, { type: 'order.created', data: { id: order.id, status: order.status } });
      announcePortions(app.realtime, member.restaurantId, portions);
      if (mailsGuest(order)) app.jobs.wake();
      return reply.status(201).send({ order });
    },
  );

  app.patch(
    '/api/orders/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('orders:update_status')],
      schema: {
        tags,
        summary: "Change an order's status (any status to any other); sets updated_at",
        params: OrderIdParamsSchema,
        body: UpdateOrderStatusSchema,
        response: { 200: OrderResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const { status } = request.body;
      const { json, portions, guestMail } = await changeOrderStatus(app.database, member, request.params.id, status);
      return answerStatusChange(reply, member.restaurantId, request.params.id, { json, status, portions }, guestMail);
    },
  );

  // The accept step (issue 20): a pending order is accepted with a ready time, or rejected with a reason.
  app.post(
    '/api/orders/:id/accept',
    {
      onRequest: [app.authenticate, app.requirePermission('orders:update_status')],
      schema: {
        tags,
        summary: 'Accept a pending order: it becomes confirmed, ready the given minutes from now; the guest sees it at once and gets a mail',
        params: OrderIdParamsSchema,
        body: AcceptOrderSchema,
        response: {
          200: OrderResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const accepted = await acceptOrder(app.database, member, request.params.id, request.body.ready_in_minutes);
      return answerStatusChange(reply, member.restaurantId, request.params.id, accepted);
    },
  );

  app.post(
    '/api/orders/:id/reject',
    {
      onRequest: [app.authenticate, app.requirePermission('orders:update_status')],
      schema: {
        tags,
        summary: 'Reject a pending order with a reason: it becomes cancelled; the guest sees the reason at once and gets a mail',
        params: OrderIdParamsSchema,
        body: RejectOrderSchema,
        response: {
          200: OrderResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const rejected = await rejectOrder(app.database, member, request.params.id, request.body.reason);
      return answerStatusChange(reply, member.restaurantId, request.params.id, rejected);
    },
  );

  app.get(
    '/api/orders/settings',
    {
      onRequest: [app.authenticate, app.requirePermission('orders:read')],
      schema: {
        tags,
        summary: 'How the restaurant takes online orders: auto-accept, minutes before a waiting order alerts again, the preparation time offered',
        response: { 200: OrderSettingsSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request) => getOrderSettings(app.database, memberOf(request)),
  );

  app.patch(
    '/api/orders/settings',
    {
      onRequest: [app.authenticate, app.requirePermission('settings:write')],
      schema: {
        tags,
        summary: 'Turn auto-accept of online orders on or off, and set the minutes before a waiting order alerts again',
        body: UpdateOrderSettingsSchema,
        response: { 200: OrderSettingsSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request) => updateOrderSettings(app.database, memberOf(request), request.body),
  );
};
