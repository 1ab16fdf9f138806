/**
 * Gives the app its Stripe client (`app.billing`) and `app.requirePlan()`. With STRIPE_SECRET_KEY the client talks to
 * Stripe; without it this plugin starts the local Stripe emulator in-process and points the same SDK at it, so local
 * mode runs the production billing code end to end.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PLANS, type PlanId, planAtLeast, planRequiredMessage } from '@maitre/shared/plans';
import type { StripeEmulator } from '@maitre/stripe-emulator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberOf } from '../auth/authenticate.ts';
import { createStripeClient } from './stripe.ts';
import { activePlan } from './subscription.service.ts';

export interface Billing {
  stripe: Stripe;
  /** The `whsec_…` secret webhook signatures are checked with. */
  webhookSecret: string;
  /** The in-process emulator in local mode (tests drive its clock and webhook deliveries); undefined with real Stripe. */
  emulator: StripeEmulator | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: Billing;
    /**
     * A preHandler refusing owners below `planId` with 403 PLAN_REQUIRED, naming the plan needed. Use it after
     * `app.authenticate`: `preHandler: [app.authenticate, app.requirePlan('restaurant')]`.
     */
    requirePlan(planId: PlanId): (request: FastifyRequest) => Promise<void>;
  }
}

export const WEBHOOK_PATH = '/api/billing/webhook';

/** In local mode the webhook secret is generated once and kept in DATA_DIR, like the auth secret. */
async function localWebhookSecret(config: Config): Promise<string> {
  if (config.stripe.webhookSecret) return config.stripe.webhookSecret;
  const file = path.join(config.dataDir, 'stripe-webhook-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = `whsec_${randomBytes(24).toString('hex')}`;
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** How this process reaches its own webhook route once it listens. */
function localWebhookUrl(address: AddressInfo): string {
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}${WEBHOOK_PATH}`;
}

async function startEmulator(app: FastifyInstance, config: Config, webhookSecret: string): Promise<{ emulator: StripeEmulator; url: string }> {
  // Loaded here only, when there is no STRIPE_SECRET_KEY: with real Stripe (production) the emulator is never imported.
  const { createStripeEmulator } = await import('@maitre/stripe-emulator');
  const emulator = await createStripeEmulator({
    prices: PLANS.map((plan) => ({
      id: config.stripe.prices[plan.id],
      lookupKey: plan.lookupKey,
      productName: plan.name,
      unitAmount: plan.amountCents,
      currency: plan.currency,
      interval: plan.interval,
    })),
    webhookSecret,
    stateFile: path.join(config.dataDir, 'stripe-emulator.json'),
    logger: app.log.child({ module: 'stripe-emulator' }),
  });
  const url = await emulator.listen({ port: config.stripe.emulatorPort, host: '127.0.0.1' });
  return { emulator, url };
}

export const billingPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    let billing: Billing;
    if (config.stripe.secretKey) {
      if (!config.stripe.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
      billing = {
        stripe: createStripeClient({ kind: 'stripe', secretKey: config.stripe.secretKey }),
        webhookSecret: config.stripe.webhookSecret,
        emulator: undefined,
      };
      const mode = config.stripe.secretKey.includes('_live_') ? 'live' : 'test';
      app.addHook('onListen', async () => app.log.info(`Billing: Stripe (${mode} mode); webhook endpoint ${config.appUrl}${WEBHOOK_PATH}`));
    } else {
      const webhookSecret = await localWebhookSecret(config);
      const { emulator, url } = await startEmulator(app, config, webhookSecret);
      billing = { stripe: createStripeClient({ kind: 'emulator', url }), webhookSecret, emulator };
      app.addHook('onListen', async () => {
        emulator.setWebhookUrl(localWebhookUrl(app.server.address() as AddressInfo));
        app.log.info(
          `Billing: local Stripe emulator (test mode, no real payments) at ${url}: checkout and billing portal pages under ${url}/checkout and ${url}/portal; test card 4242 4242 4242 4242`,
        );
      });
      app.addHook('onClose', async () => emulator.close());
    }
    app.decorate('billing', billing);

    app.decorate('requirePlan', (required: PlanId) => async (request: FastifyRequest) => {
      const { restaurantId } = memberOf(request);
      const plan = await activePlan(app.database.forRestaurant(restaurantId), config);
      if (!planAtLeast(plan, required)) throw new AppError('PLAN_REQUIRED', (m) => planRequiredMessage(required, m));
    });
  },
  { name: 'billing', dependencies: ['auth'] },
);
