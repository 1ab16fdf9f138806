/** Everything billing, registered with one line in app.ts: the Stripe client (or emulator), then every billing route. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { billingPlugin } from './billing.plugin.ts';
import { billingRoutes } from './billing.routes.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { subscriptionRoutes } from './subscription.routes.ts';
import { webhookRoutes } from './webhook.routes.ts';

export const billingModule = fp(
  async (app: FastifyInstance) => {
    await app.register(billingPlugin);
    await app.register(subscriptionRoutes);
    await app.register(billingRoutes);
    // Own scopes: the checkout answers the spec's { error } shape, the webhook reads raw bytes.
    await app.register(checkoutRoutes);
    await app.register(webhookRoutes);
  },
  { name: 'billing-module' },
);
