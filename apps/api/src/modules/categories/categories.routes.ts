/** Menu categories (issue 19, decision 0025): the restaurant's own, in its order, and the order of each one's dishes. */
import {
  CategoryDeleteQuerySchema,
  CategoryIdParamsSchema,
  CategoryInputSchema,
  CategoryListResponseSchema,
  CategoryOrderSchema,
  CategoryResponseSchema,
  CategoryUpdateSchema,
  DishOrderResponseSchema,
  DishOrderSchema,
} from '@maitre/shared/categories';
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../auth/authenticate.ts';
import { createCategory, deleteCategory, listCategories, reorderCategories, reorderDishes, updateCategory } from './categories.service.ts';

const tags = ['menu'];

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:read')],
      schema: {
        tags,
        summary: "The restaurant's menu categories in the menu's order, hidden ones included, each with how many dishes it holds",
        response: { 200: CategoryListResponseSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request) => ({ categories: await listCategories(app.database, memberOf(request)) }),
  );

  app.post(
    '/api/categories',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:write')],
      schema: {
        tags,
        summary: 'Add a category at the end of the menu; a name the restaurant already uses (whatever its case) is refused with CONFLICT',
        body: CategoryInputSchema,
        response: { 201: CategoryResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 409: ApiErrorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send({ category: await createCategory(app.database, memberOf(request), request.body) }),
  );

  // Static before parametric: Fastify matches /api/categories/order here, never as an id.
  app.put(
    '/api/categories/order',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:write')],
      schema: {
        tags,
        summary: 'Put the categories in a new order: every category of the restaurant, once, in that order',
        body: CategoryOrderSchema,
        response: { 200: CategoryListResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request) => ({ categories: await reorderCategories(app.database, memberOf(request), request.body.category_ids) }),
  );

  app.patch(
    '/api/categories/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:write')],
      schema: {
        tags,
        summary:
          'Rename, translate, hide or show a category (a hidden category’s dishes leave the order page); a new name without translations drops the old ones',
        params: CategoryIdParamsSchema,
        body: CategoryUpdateSchema,
        response: {
          200: CategoryResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
        },
      },
    },
    async (request) => ({ category: await updateCategory(app.database, memberOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/categories/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:write')],
      schema: {
        tags,
        summary:
          'Delete a category. Its dishes move to the end of `move_to` first; while it holds any, `move_to` is required (CONFLICT otherwise). The last category stays.',
        params: CategoryIdParamsSchema,
        querystring: CategoryDeleteQuerySchema,
        response: {
          204: z.null().describe('Deleted'),
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          404: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await deleteCategory(app.database, memberOf(request), request.params.id, request.query.move_to);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/categories/:id/menu-item-order',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:write')],
      schema: {
        tags,
        summary: 'Put the dishes of a category in a new order: every dish of the category, once, in that order',
        params: CategoryIdParamsSchema,
        body: DishOrderSchema,
        response: { 200: DishOrderResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request) => ({ menu_item_ids: await reorderDishes(app.database, memberOf(request), request.params.id, request.body.menu_item_ids) }),
  );
};
