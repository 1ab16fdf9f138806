/** Stripe's HTTP API under `/v1`: authentication, idempotency, errors in Stripe's shape, routes. */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.ts';
import { authenticationError, StripeApiError } from '../errors.ts';
import { billingPortalRoutes } from './billing-portal.ts';
import { catalogueRoutes } from './catalogue.ts';
import { checkoutSessionRoutes } from './checkout-sessions.ts';
import { customerRoutes } from './customers.ts';
import { eventRoutes } from './events.ts';
import { registerIdempotency } from './idempotency.ts';
import { invoiceRoutes } from './invoices.ts';
import { paymentMethodRoutes } from './payment-methods.ts';
import { subscriptionRoutes } from './subscriptions.ts';

function apiKeyOf(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const [scheme, credentials] = authorization.split(' ', 2);
  if (credentials === undefined) return undefined;
  if (scheme?.toLowerCase() === 'bearer') return credentials.trim();
  // Stripe also takes the key as the user name of HTTP basic auth (curl -u sk_test_…:).
  if (scheme?.toLowerCase() === 'basic') return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

export function stripeApi(context: EmulatorContext, apiVersion: string) {
  return async function registerStripeApi(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('request-id', request.id);
      reply.header('stripe-version', request.headers['stripe-version'] ?? apiVersion);
      const key = apiKeyOf(request.headers.authorization);
      if (key === undefined || key === '') {
        throw authenticationError(
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        );
      }
      if (!key.startsWith('sk_')) {
        throw authenticationError(`Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`);
      }
    });

    registerIdempotency(app, context.store);

    app.setErrorHandler((error: FastifyError | StripeApiError, request, reply) => {
      if (error instanceof StripeApiError) {
        return reply.code(error.statusCode).send({ error: error.body });
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.code(400).send({ error: { type: 'invalid_request_error', message: error.message } });
      }
      context.logger.error({ err: error, method: request.method, url: request.url }, 'stripe emulator: internal error');
      return reply.code(500).send({ error: { type: 'api_error', message: 'An unknown error occurred in the Stripe emulator.' } });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). The Stripe emulator serves only the part of the API that Maître uses; see its README.`,
        },
      });
    });

    customerRoutes(app, context);
    catalogueRoutes(app, context);
    checkoutSessionRoutes(app, context);
    subscriptionRoutes(app, context);
    billingPortalRoutes(app, context);
    eventRoutes(app, context);
    invoiceRoutes(app, context);
    paymentMethodRoutes(app, context);
  };
}
