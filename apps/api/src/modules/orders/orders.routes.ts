import { ApiErrorBodySchema } from '@maitre/shared/errors';
import {
  CreateOrderSchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderResponseSchema,
  UpdateOrderStatusSchema,
} from '@maitre/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/json-text.ts';
import { memberOf } from '../auth/authenticate.ts';
import { announcePortions } from '../portions/portions-events.ts';
import { changeOrderStatus, listOrdersJson, takeOrder } from './orders.service.ts';

const tags = ['orders'];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const { items, notes, ...customer } = request.body;
      const member = memberOf(request);
      const { order, portions } = await takeOrder(app.database, member, { customer, items, notes });
      app.realtime.announce(member.restaurantId, { type: 'order.created', data: { id: order.id, status: order.status } });
      announcePortions(app.realtime, member.restaurantId, portions);
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
      const { json, portions } = await changeOrderStatus(app.database, member, request.params.id, status);
      // PostgreSQL writes a uuid in lower case: announce the id as every other answer spells it.
      app.realtime.announce(member.restaurantId, { type: 'order.updated', data: { id: request.params.id.toLowerCase(), status } });
      // A cancelled order gave its portions back: every open order page hears what is left now.
      announcePortions(app.realtime, member.restaurantId, portions);
      return sendJsonText(reply, `{"order":${json}}`);
    },
  );
};
