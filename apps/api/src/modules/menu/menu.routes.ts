import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { MenuItemIdParamsSchema, MenuItemInputSchema, MenuItemListResponseSchema, MenuItemResponseSchema, MenuItemUpdateSchema } from '@maitre/shared/menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerOf } from '../auth/auth.plugin.ts';
import { createMenuItem, deleteMenuItem, listMenuItems, updateMenuItem } from './menu.service.ts';

const tags = ['menu'];

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/menu-items',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "The owner's menu items, newest first", response: { 200: MenuItemListResponseSchema, 401: ApiErrorBodySchema } },
    },
    async (request) => ({ menuItems: await listMenuItems(app.database.db, ownerOf(request).id) }),
  );

  app.post(
    '/api/menu-items',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Add a menu item (available at once); refused with PLAN_LIMIT_REACHED beyond the plan’s menu item limit',
        body: MenuItemInputSchema,
        response: { 201: MenuItemResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const ownerId = ownerOf(request).id;
      const menuItem = await app.database.withOwner(ownerId, (db) => createMenuItem(db, app.config, ownerId, request.body));
      return reply.status(201).send({ menuItem });
    },
  );

  app.patch(
    '/api/menu-items/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change any fields of a menu item, availability included',
        params: MenuItemIdParamsSchema,
        body: MenuItemUpdateSchema,
        response: { 200: MenuItemResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const ownerId = ownerOf(request).id;
      return { menuItem: await app.database.withOwner(ownerId, (db) => updateMenuItem(db, ownerId, request.params.id, request.body)) };
    },
  );

  app.delete(
    '/api/menu-items/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a menu item (orders keep their own copy of its name and price)',
        params: MenuItemIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const ownerId = ownerOf(request).id;
      await app.database.withOwner(ownerId, (db) => deleteMenuItem(db, ownerId, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
