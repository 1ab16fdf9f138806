import { SubscriptionResponseSchema } from '@maitre/shared/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/authenticate.ts';
import { getSubscription } from './subscription.service.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/subscription',
    {
      onRequest: [app.authenticate, app.requirePermission('subscription:read')],
      schema: {
        tags: ['billing'],
        summary: "The restaurant's subscription (stripe_user_subscriptions), or null",
        response: { 200: SubscriptionResponseSchema },
      },
    },
    async (request) => {
      const { restaurantId } = memberOf(request);
      return { subscription: await app.database.withRestaurant(restaurantId, (scope) => getSubscription(scope, app.config)) };
    },
  );
};
