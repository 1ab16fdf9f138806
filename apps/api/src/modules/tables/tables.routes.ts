/**
 * The dining room's tables (issue 20, decision 0033): every member reads them (`orders:read`: the board shows an
 * order's table, a phone order may name one); owners and managers add, rename, reorder, delete and print their QR
 * cards (`tables:manage`).
 */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import {
  TableCardsQuerySchema,
  TableIdParamsSchema,
  TableInputSchema,
  TableListResponseSchema,
  TableOrderSchema,
  TableResponseSchema,
  TableUpdateSchema,
} from '@maitre/shared/tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../auth/authenticate.ts';
import { createTable, deleteTable, listTables, renameTable, reorderTables, tableCards } from './tables.service.ts';

const tags = ['tables'];

export const tablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tables',
    {
      onRequest: [app.authenticate, app.requirePermission('orders:read')],
      schema: {
        tags,
        summary: "The restaurant's tables in the owner's order: the labels guests' QR cards carry (`/r/{slug}?table=12`)",
        response: { 200: TableListResponseSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request) => ({ tables: await listTables(app.database, memberOf(request).restaurantId) }),
  );

  app.post(
    '/api/tables',
    {
      onRequest: [app.authenticate, app.requirePermission('tables:manage')],
      schema: {
        tags,
        summary: 'Add a table at the end of the list; a label the restaurant already uses (whatever its case) is refused with CONFLICT; at most 200 tables',
        body: TableInputSchema,
        response: { 201: TableResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 409: ApiErrorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send({ table: await createTable(app.database, memberOf(request), request.body.label) }),
  );

  // Static before parametric: Fastify matches /api/tables/order and /api/tables/cards here, never as an id.
  app.put(
    '/api/tables/order',
    {
      onRequest: [app.authenticate, app.requirePermission('tables:manage')],
      schema: {
        tags,
        summary: 'Put the tables in a new order: every table of the restaurant, once, in that order',
        body: TableOrderSchema,
        response: { 200: TableListResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request) => ({ tables: await reorderTables(app.database, memberOf(request), request.body.table_ids) }),
  );

  app.get(
    '/api/tables/cards',
    {
      onRequest: [app.authenticate, app.requirePermission('tables:manage')],
      schema: {
        tags,
        summary:
          "Printable table cards (HTML), in the restaurant's language: each with the restaurant's name, the table, the QR code of its order page address and \"Scan to order · pay at the table\"; `id` for one table's card",
        querystring: TableCardsQuerySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const html = await tableCards(app.database, memberOf(request), app.config.appUrl, request.query.id);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.patch(
    '/api/tables/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('tables:manage')],
      schema: {
        tags,
        summary: 'Rename a table (orders already placed at it keep the label they were placed under)',
        params: TableIdParamsSchema,
        body: TableUpdateSchema,
        response: {
          200: TableResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
        },
      },
    },
    async (request) => ({ table: await renameTable(app.database, memberOf(request), request.params.id, request.body.label) }),
  );

  app.delete(
    '/api/tables/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('tables:manage')],
      schema: {
        tags,
        summary: 'Delete a table: its card no longer takes orders (orders placed at it keep their label)',
        params: TableIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteTable(app.database, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
