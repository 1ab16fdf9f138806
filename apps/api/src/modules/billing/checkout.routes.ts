/**
 * POST /functions/v1/stripe-checkout, the spec's contract kept as is: a bearer access token, a JSON body, and
 * `{ url }` or `{ error }` (a sentence) back — every failure in this scope answers that string shape.
 */
import { CheckoutErrorSchema, CheckoutRequestSchema, CheckoutResponseSchema } from '@maitre/shared/subscription';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { isDatabaseUnavailable } from '../../lib/error-handler.ts';
import { ACCESS_TOKEN_PREFIX } from '../auth/access-token.ts';
import { memberOf, toSignedIn } from '../auth/auth.plugin.ts';
import { findSessionMemberById } from '../auth/session.repository.ts';
import { createCheckoutSession } from './checkout.service.ts';

const INVALID_TOKEN = 'Invalid or expired authentication token. Please sign in again.';

/**
 * The member behind the bearer token, and only it: a cookie alone does not buy anything (no CSRF through checkout). The
 * token is an access token minted for the checkout (POST /api/billing/checkout-token, what the web app sends; its
 * session must still be alive), or a session token (API clients that hold one).
 */
async function authenticateBearer(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^Bearer [\x21-\x7e]+$/i.test(header.trim())) {
    throw new AppError('UNAUTHENTICATED', 'Missing authentication token: send Authorization: Bearer <access token>');
  }
  const bearer = header.trim().slice('Bearer '.length);
  if (bearer.startsWith(ACCESS_TOKEN_PREFIX)) {
    const claims = app.accessTokens.verify(bearer, 'checkout');
    const row = claims && (await findSessionMemberById(app.database.db, claims.sessionId));
    if (!claims || !row || row.userId !== claims.userId || row.expiresAt.getTime() <= Date.now()) throw new AppError('UNAUTHENTICATED', INVALID_TOKEN);
    request.signedIn = toSignedIn(row);
    return;
  }
  const signedIn = await app.signedInByBearer(header.trim());
  if (!signedIn) throw new AppError('UNAUTHENTICATED', INVALID_TOKEN);
  request.signedIn = signedIn;
}

function messageOf(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [issue] = error.validation;
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request body';
    return `Invalid ${field}: ${issue?.message ?? 'invalid value'}`;
  }
  return error.message;
}

export async function checkoutRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send({ error: error.message });
    const status = hasZodFastifySchemaValidationErrors(error) ? 400 : (error.statusCode ?? 500);
    if (status < 500) return reply.status(status).send({ error: messageOf(error) });
    request.log.error({ err: error }, 'checkout failed');
    if (isDatabaseUnavailable(error))
      return reply.status(503).header('Retry-After', '5').send({ error: 'Maître is unavailable right now. Please try again in a moment.' });
    // Stripe's own failures (network, API) included: the client shows this sentence, the log keeps the details.
    return reply.status(502).send({ error: 'The payment service could not start the checkout. Please try again in a moment.' });
  });

  app.post(
    '/functions/v1/stripe-checkout',
    {
      // Before the body is even parsed: an unauthenticated request learns nothing about its body.
      onRequest: [async (request, reply) => authenticateBearer(app, request, reply), app.requirePermission('billing:manage')],
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
