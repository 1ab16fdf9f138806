/**
 * POST /api/billing/webhook: Stripe's events. The signature is checked on the raw bytes (300 s tolerance); the answer
 * is 2xx only once the change is committed, and 5xx otherwise so Stripe delivers again.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { WEBHOOK_PATH } from './billing.plugin.ts';
import { processWebhookEvent } from './webhook.service.ts';

/** Stripe's default, and what its libraries check by default. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The signed timestamp (`t=`) of a Stripe-Signature header. Stripe's library refuses one too far in the past only; a
 * delivery dated in the future is refused here with the same tolerance, so a signed request cannot be kept for later.
 */
export function signedAt(signature: string): number | undefined {
  const value = signature.split(',').find((part) => part.trim().startsWith('t='));
  const seconds = Number(value?.trim().slice(2));
  return Number.isInteger(seconds) ? seconds : undefined;
}

export async function webhookRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // The signature covers the exact bytes Stripe sent, so nothing may parse them first.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    WEBHOOK_PATH,
    {
      // Stripe is the only legitimate caller and retries on its own schedule; a 429 would only delay state.
      config: { rateLimit: false },
      schema: {
        tags: ['billing'],
        summary: 'Stripe webhook endpoint (signature-checked, idempotent)',
        response: { 200: z.object({ received: z.literal(true), outcome: z.enum(['processed', 'duplicate', 'ignored']) }) },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header or body');
      let event: Stripe.Event;
      try {
        event = app.billing.stripe.webhooks.constructEvent(request.body, signature, app.billing.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          request.log.warn({ reason: error.message }, 'refused a Stripe webhook with a bad signature');
          throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
        }
        throw error;
      }
      const timestamp = signedAt(signature);
      if (timestamp === undefined || timestamp > Date.now() / 1000 + SIGNATURE_TOLERANCE_SECONDS) {
        request.log.warn({ timestamp }, 'refused a Stripe webhook dated in the future');
        throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
      }
      const outcome = await processWebhookEvent(app.database, app.billing.stripe, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
      return { received: true as const, outcome };
    },
  );
}
