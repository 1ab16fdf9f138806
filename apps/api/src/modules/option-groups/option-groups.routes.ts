/** Option groups (issue 19): sizes, choices, "No …" / "Extra …", reusable by the restaurant's dishes. */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import {
  OptionAvailabilitySchema,
  OptionGroupIdParamsSchema,
  OptionGroupInputSchema,
  OptionGroupListResponseSchema,
  OptionGroupResponseSchema,
  OptionParamsSchema,
} from '@maitre/shared/options';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../auth/authenticate.ts';
import { announceAvailability } from '../portions/portions-events.ts';
import { createOptionGroup, deleteOptionGroup, listOptionGroups, replaceOptionGroup, setOptionAvailability } from './option-groups.service.ts';

const tags = ['menu'];

export const optionGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/option-groups',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:read')],
      schema: {
        tags,
        summary: "The restaurant's option groups (sizes, choices, extras), oldest first, each with its options in order and the dishes that offer it",
        response: { 200: OptionGroupListResponseSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request) => ({ optionGroups: await listOptionGroups(app.database, memberOf(request)) }),
  );

  app.post(
    '/api/option-groups',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:write')],
      schema: {
        tags,
        summary: 'Add an option group with its options (options do not count toward the plan’s menu item limit)',
        body: OptionGroupInputSchema,
        response: { 201: OptionGroupResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send({ optionGroup: await createOptionGroup(app.database, memberOf(request), request.body) }),
  );

  app.patch(
    '/api/option-groups/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:write')],
      schema: {
        tags,
        summary: 'Replace an option group as a whole: options with an id are kept and rewritten, without one added, missing ones removed',
        params: OptionGroupIdParamsSchema,
        body: OptionGroupInputSchema,
        response: { 200: OptionGroupResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const optionGroup = await replaceOptionGroup(app.database, member, request.params.id, request.body);
      await announceAvailability(app, member.restaurantId, { options: optionGroup.options.map((option) => option.id) });
      return { optionGroup };
    },
  );

  app.delete(
    '/api/option-groups/:id',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:write')],
      schema: {
        tags,
        summary: 'Delete an option group: the dishes that offered it no longer do (orders keep the options chosen)',
        params: OptionGroupIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteOptionGroup(app.database, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/option-groups/:id/options/:optionId',
    {
      onRequest: [app.authenticate, app.requirePermission('menu:set_availability')],
      schema: {
        tags,
        summary: 'Mark an option sold out or available again (front of house may)',
        params: OptionParamsSchema,
        body: OptionAvailabilitySchema,
        response: { 200: OptionGroupResponseSchema, 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const optionGroup = await setOptionAvailability(app.database, member, request.params.id, request.params.optionId, request.body.is_available);
      await announceAvailability(app, member.restaurantId, { options: [request.params.optionId] });
      return { optionGroup };
    },
  );
};
