/**
 * POST /functions/v1/stripe-checkout, the spec's contract kept as is: a bearer access token, a JSON body, and
 * `{ url }` or `{ error }` (a sentence) back — every failure in this scope answers that string shape.
 */

import type { Messages } from '@maitre/shared/messages/index';
import { CheckoutErrorSchema, CheckoutRequestSchema, CheckoutResponseSchema } from '@maitre/shared/subscription';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { isDatabaseUnavailable, localizedValidationIssues } from '../../lib/error-handler.ts';
import { messagesOf } from '../../lib/server-messages.ts';
import { memberOf } from '../auth/authenticate.ts';
import { createCheckoutSession } from './checkout.service.ts';

function messageOf(error: FastifyError, request: FastifyRequest, m: Messages): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first issue, in the reader's language; the field is named by its JSON key (the contract's, in every language).
    const [issue] = error.validation;
    const [localized] = localizedValidationIssues(request, error);
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || m.billing.requestBody;
    return m.billing.invalidField(field, localized?.message ?? issue?.message ?? m.common.invalidValue);
  }
  return error.message;
}

export async function checkoutRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const m = messagesOf(request);
    if (error instanceof AppError) return reply.status(error.statusCode).send({ error: error.messageIn(m) });
    const status = hasZodFastifySchemaValidationErrors(error) ? 400 : (error.statusCode ?? 500);
    if (status < 500) return reply.status(status).send({ error: messageOf(error, request, m) });
    request.log.error({ err: error }, 'checkout failed');
    if (isDatabaseUnavailable(error)) return reply.status(503).header('Retry-After', '5').send({ error: m.billing.unavailable });
    // Stripe's own failures (network, API) included: the client shows this sentence, the log keeps the details.
    return reply.status(502).send({ error: m.billing.checkoutFailed });
  });

  app.post(
    '/functions/v1/stripe-checkout',
    {
      // Before the body is even parsed: an unauthenticated request learns nothing about its body.
      onRequest: [app.authenticateBearer, app.requirePermission('billing:manage')],
      schema: {
        tags: ['billing'],
        summary: 'Start a Stripe Checkout for a plan (spec §7); answers the hosted page URL',
        security: [{ bearer: [] }],
        body: CheckoutRequestSchema,
        response: {
          200: CheckoutResponseSchema,
          400: CheckoutErrorSchema,
          401: CheckoutErrorSchema,
          409: CheckoutErrorSchema,
          502: CheckoutErrorSchema,
        },
      },
    },
    async (request) => {
      const url = await createCheckoutSession({ database: app.database, config: app.config, stripe: app.billing.stripe }, memberOf(request), request.body);
      return { url };
    },
  );
}
