import { SubscriptionResponseSchema } from '@maitre/shared/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../auth/auth.plugin.ts';
import { getSubscription } from './subscription.service.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/subscription',
    {
      preHandler: app.authenticate,
      schema: { tags: ['billing'], summary: "The owner's subscription (stripe_user_subscriptions), or null", response: { 200: SubscriptionResponseSchema } },
    },
    async (request) => {
      const ownerId = ownerOf(request).id;
      return { subscription: await app.database.withOwner(ownerId, (db) => getSubscription(db, app.config, ownerId)) };
    },
  );
};
