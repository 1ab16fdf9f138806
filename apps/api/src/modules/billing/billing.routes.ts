/** The owner-facing billing API: the plan catalogue with price ids, the billing portal, and a sync from Stripe. */
import { PLANS } from '@maitre/shared/plans';
import { BillingPlansResponseSchema, CheckoutTokenResponseSchema, PortalSessionResponseSchema, SubscriptionResponseSchema } from '@maitre/shared/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { memberOf } from '../auth/authenticate.ts';
import { findCustomerId } from './customer.repository.ts';
import { getSubscription } from './subscription.service.ts';
import { syncCustomer } from './subscription-sync.ts';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/billing/plans',
    {
      schema: {
        tags: ['billing'],
        summary: "The plans (spec §9) with each plan's Stripe price id, the checkout's price_id",
        response: { 200: BillingPlansResponseSchema },
      },
    },
    async () => ({
      plans: PLANS.map(({ id, name, price, interval, mode, description, features, limits, isMostPopular }) => ({
        id,
        priceId: app.config.stripe.prices[id],
        name,
        price,
        interval,
        mode,
        description,
        features,
        limits,
        isMostPopular,
      })),
    }),
  );

  app.post(
    '/api/billing/checkout-token',
    {
      onRequest: [app.authenticate, app.requirePermission('billing:manage')],
      schema: {
        tags: ['billing'],
        summary: 'A bearer access token for POST /functions/v1/stripe-checkout, good for five minutes while this session lasts',
        response: { 200: CheckoutTokenResponseSchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { token, expiresAt } = app.accessTokens.mint({ userId: member.userId, sessionId: member.sessionId }, 'checkout');
      return { token, expires_at: expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/billing/portal',
    {
      onRequest: [app.authenticate, app.requirePermission('billing:manage')],
      schema: {
        tags: ['billing'],
        summary: 'Open a Stripe billing portal session (Manage Billing); answers its URL',
        response: { 200: PortalSessionResponseSchema },
      },
    },
    async (request) => {
      const { restaurantId } = memberOf(request);
      const customerId = await app.database.withRestaurant(restaurantId, (scope) => findCustomerId(scope));
      if (!customerId) throw new AppError('NOT_FOUND', (m) => m.billing.noBillingAccount);
      const session = await app.billing.stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${app.config.appUrl}/dashboard/subscription`,
      });
      return { url: session.url };
    },
  );

  app.post(
    '/api/billing/sync',
    {
      // Each call costs Stripe API requests; the pages call it once per visit.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      onRequest: [app.authenticate, app.requirePermission('subscription:read')],
      schema: {
        tags: ['billing'],
        summary: "Re-read the restaurant's subscription from Stripe now (after checkout or the portal), then answer it like GET /api/subscription",
        response: { 200: SubscriptionResponseSchema },
      },
    },
    async (request) => {
      const { restaurantId } = memberOf(request);
      const subscription = await app.database.withRestaurant(restaurantId, async (scope) => {
        const customerId = await findCustomerId(scope);
        if (customerId) await syncCustomer(scope, app.billing.stripe, customerId);
        return getSubscription(scope, app.config);
      });
      return { subscription };
    },
  );
};
