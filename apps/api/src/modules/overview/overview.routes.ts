import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { OverviewSchema } from '@maitre/shared/overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../auth/auth.plugin.ts';
import { getOverview } from './overview.service.ts';

export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/overview',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['overview'],
        summary: "Today's orders, reservations, active customers and revenue against the same period yesterday, and the five newest orders",
        response: { 200: OverviewSchema, 401: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const ownerId = ownerOf(request).id;
      return app.database.withOwner(ownerId, (db) => getOverview(db, ownerId));
    },
  );
};
