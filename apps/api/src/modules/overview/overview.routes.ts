import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { OverviewSchema } from '@maitre/shared/overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/authenticate.ts';
import { getOverview } from './overview.service.ts';

export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/overview',
    {
      onRequest: [app.authenticate, app.requirePermission('overview:read')],
      schema: {
        tags: ['overview'],
        summary: "Today's orders, reservations, active customers and revenue against the same period yesterday, and the five newest orders",
        response: { 200: OverviewSchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (request) => getOverview(app.database, memberOf(request)),
  );
};
