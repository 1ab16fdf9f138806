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
import { ownerOf } from '../auth/auth.plugin.ts';
import { publishOrderEvent } from './order-events.ts';
import { changeOrderStatus, createOrder, listOrders } from './orders.service.ts';

const tags = ['orders'];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A page of the owner's orders, newest first, optionally of one status, with the count of every status",
        querystring: OrderListQuerySchema,
        response: { 200: OrderListResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const ownerId = ownerOf(request).id;
      return app.database.withOwner(ownerId, (db) => listOrders(db, ownerId, request.query));
    },
  );

  app.post(
    '/api/orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Take an order by phone or at the counter; names, prices and the total come from the menu',
        body: CreateOrderSchema,
        response: { 201: OrderResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { items, notes, ...customer } = request.body;
      const ownerId = ownerOf(request).id;
      const order = await app.database.withOwner(ownerId, (db) => createOrder(db, { ownerId, customer, items, notes, source: 'dashboard' }));
      await publishOrderEvent(app, 'order.created', order);
      return reply.status(201).send({ order });
    },
  );

  app.patch(
    '/api/orders/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Change an order's status (any status to any other); sets updated_at",
        params: OrderIdParamsSchema,
        body: UpdateOrderStatusSchema,
        response: { 200: OrderResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const ownerId = ownerOf(request).id;
      const order = await app.database.withOwner(ownerId, (db) => changeOrderStatus(db, { ownerId, orderId: request.params.id, status: request.body.status }));
      await publishOrderEvent(app, 'order.updated', order);
      return { order };
    },
  );
};
