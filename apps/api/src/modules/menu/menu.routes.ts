import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { MenuItemIdParamsSchema, MenuItemInputSchema, MenuItemListResponseSchema, MenuItemResponseSchema, MenuItemUpdateSchema } from '@maitre/shared/menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../auth/authenticate.ts';
import { announceAvailability } from '../portions/portions-events.ts';
import { createMenuItem, deleteMenuItem, listMenuItems, updateMenuItem } from './menu.service.ts';

const tags = ['menu'];

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/menu-items',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:read')],
      schema: {
        tags,
        summary: "The restaurant's menu items, newest first",
        response: { 200: MenuItemListResponseSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request) => ({ menuItems: await listMenuItems(app.database, memberOf(request)) }),
  );

  app.post(
    '/api/menu-items',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:write')],
      schema: {
        tags,
        summary: 'Add a menu item (available at once); refused with PLAN_LIMIT_REACHED beyond the plan’s menu item limit',
        body: MenuItemInputSchema,
        response: { 201: MenuItemResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send({ menuItem: await createMenuItem(app.database, app.config, memberOf(request), request.body) }),
  );

  app.patch(
    '/api/menu-items/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:set_availability')],
      schema: {
        tags,
        summary: 'Change any fields of a menu item, availability included (front of house may change availability only)',
        params: MenuItemIdParamsSchema,
        body: MenuItemUpdateSchema,
        response: { 200: MenuItemResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const menuItem = await updateMenuItem(app.database, member, request.params.id, request.body);
      // Switched on or off: every open order page follows (issue 19, as sold-out counts do).
      if (request.body.is_available !== undefined) await announceAvailability(app, member.restaurantId, { items: [menuItem.id] });
      return { menuItem };
    },
  );

  app.delete(
    '/api/menu-items/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:write')],
      schema: {
        tags,
        summary: 'Delete a menu item (orders keep their own copy of its name and price)',
        params: MenuItemIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      await deleteMenuItem(app.database, member, request.params.id);
      await announceAvailability(app, member.restaurantId, { items: [request.params.id] });
      return reply.status(204).send(null);
    },
  );
};
