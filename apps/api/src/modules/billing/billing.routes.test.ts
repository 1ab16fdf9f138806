import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PLANS } from '@maitre/shared/plans';
import { EMULATOR_API_VERSION } from '@maitre/stripe-emulator';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, TEST_APP_URL } from '../../../test/build-test-app.ts';
import { createOwner } from '../../../test/factories.ts';
import { stripeCustomers, stripeSubscriptions } from '../../db/schema/index.ts';
import { buyPlan, deliverEvent } from './billing.test-helpers.ts';
import { STRIPE_API_VERSION } from './stripe.ts';

describe('GET /api/billing/plans', () => {
  const ctx = buildTestApp();

  it('answers the catalogue with each plan’s configured price id, to anyone', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(response.statusCode).toBe(200);
    const { plans } = response.json() as { plans: { id: string; priceId: string; name: string; price: string; isMostPopular: boolean }[] };
    expect(plans.map(({ id, priceId, name, price, isMostPopular }) => ({ id, priceId, name, price, isMostPopular }))).toEqual([
      { id: 'snackbar', priceId: ctx.config.stripe.prices.snackbar, name: 'Snackbar', price: '€49.99', isMostPopular: false },
      { id: 'restaurant', priceId: ctx.config.stripe.prices.restaurant, name: 'Restaurant', price: '€79.99', isMostPopular: true },
      { id: 'michelin', priceId: ctx.config.stripe.prices.michelin, name: 'Michelin Star', price: '€99.99', isMostPopular: false },
    ]);
  });
});

describe('billing in the OpenAPI document', () => {
  const ctx = buildTestApp();

  it('documents the checkout contract, the webhook and the billing routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/functions/v1/stripe-checkout', '/api/billing/webhook', '/api/billing/portal', '/api/billing/sync', '/api/billing/plans']),
    );
    expect(paths['/functions/v1/stripe-checkout']?.post).toMatchObject({ security: [{ bearer: [] }] });
  });
});

describe('POST /api/billing/sync', () => {
  // Not listening: the emulator delivers no webhook here, so only the sync can bring the state in.
  const ctx = buildTestApp();

  it('reads the owner’s subscription from Stripe without any webhook', async () => {
    const owner = await createOwner(ctx.app);
    await buyPlan(ctx.app, owner, 'michelin');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/subscription', headers: owner.headers })).json()).toEqual({ subscription: null });

    const response = await ctx.app.inject({ method: 'POST', url: '/api/billing/sync', headers: owner.headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subscription: { plan_id: 'michelin', subscription_status: 'active', is_entitled: true } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/subscription', headers: owner.headers })).json()).toMatchObject({
      subscription: { plan_id: 'michelin' },
    });
  });

  it('answers null for an owner who never bought, and 401 when signed out', async () => {
    const owner = await createOwner(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/billing/sync', headers: owner.headers })).json()).toEqual({ subscription: null });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/billing/sync', headers: { origin: TEST_APP_URL } })).statusCode).toBe(401);
  });
});

describe('app.requirePlan(planId)', () => {
  const ctx = buildTestApp({
    register: (app) => {
      app.get('/api/test/reservations', { preHandler: [app.authenticate, app.requirePlan('restaurant')] }, async () => ({ ok: true }));
      app.get('/api/test/whatsapp', { preHandler: [app.authenticate, app.requirePlan('michelin')] }, async () => ({ ok: true }));
    },
  });

  async function ownerWith(plan: (typeof PLANS)[number]['id'] | null, status: 'active' | 'trialing' | 'past_due' | 'canceled' = 'active') {
    const owner = await createOwner(ctx.app);
    if (plan) {
      const customerId = `cus_gate_${owner.id.slice(0, 8)}`;
      await ctx.database.db.insert(stripeCustomers).values({ restaurantId: owner.restaurantId, customerId });
      await ctx.database.db
        .insert(stripeSubscriptions)
        .values({ customerId, subscriptionId: `sub_${customerId}`, priceId: ctx.config.stripe.prices[plan], status });
    }
    return owner;
  }

  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

  it('answers 401 to a signed-out visitor', async () => {
    expect((await get('/api/test/reservations', {})).statusCode).toBe(401);
  });

  it.each([
    ['no plan', null, 'active'],
    ['Snackbar', 'snackbar', 'active'],
    ['a past-due Restaurant plan', 'restaurant', 'past_due'],
    ['a canceled Michelin plan', 'michelin', 'canceled'],
  ] as const)('refuses an owner with %s: 403 PLAN_REQUIRED naming the plan needed', async (_case, plan, status) => {
    const owner = await ownerWith(plan, status);
    const response = await get('/api/test/reservations', owner.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'PLAN_REQUIRED', message: 'This feature needs the Restaurant plan or higher. Choose a plan on the Subscription page.' },
    });
  });

  it.each([
    ['Restaurant', 'restaurant', 'active'],
    ['a trialing Restaurant plan', 'restaurant', 'trialing'],
    ['Michelin Star', 'michelin', 'active'],
  ] as const)('lets an owner with %s through', async (_case, plan, status) => {
    const owner = await ownerWith(plan, status);
    const response = await get('/api/test/reservations', owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('names the top plan without “or higher”', async () => {
    const owner = await ownerWith('restaurant');
    const response = await get('/api/test/whatsapp', owner.headers);
    expect(response.json()).toEqual({
      error: { code: 'PLAN_REQUIRED', message: 'This feature needs the Michelin Star plan. Choose a plan on the Subscription page.' },
    });
  });
});

describe('billing start-up', () => {
  it('pins the API version the SDK and the emulator agree on', () => {
    expect(STRIPE_API_VERSION).toBe(EMULATOR_API_VERSION);
  });

  it('keeps the generated webhook secret and the emulator state in DATA_DIR across restarts', async () => {
    const first = await createTestApp();
    const secret = first.app.billing.webhookSecret;
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const customer = await first.app.billing.stripe.customers.create({ email: 'kept@example.com' });
    expect(await readFile(path.join(first.dataDir, 'stripe-webhook-secret'), 'utf8')).toBe(secret);
    // Close the app but keep its folder: a second app on the same DATA_DIR is the restarted server.
    await first.app.close();

    const second = await createTestApp({ env: { DATA_DIR: first.dataDir } });
    try {
      expect(second.app.billing.webhookSecret).toBe(secret);
      expect(await second.app.billing.stripe.customers.retrieve(customer.id)).toMatchObject({ email: 'kept@example.com' });
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('talks to Stripe itself, with no emulator, when STRIPE_SECRET_KEY is set; webhooks are checked with STRIPE_WEBHOOK_SECRET', async () => {
    const real = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
        STRIPE_WEBHOOK_SECRET: 'whsec_configured_secret',
        STRIPE_PRICE_SNACKBAR: 'price_real_snackbar',
        STRIPE_PRICE_RESTAURANT: 'price_real_restaurant',
        STRIPE_PRICE_MICHELIN: 'price_real_michelin',
      },
    });
    try {
      expect(real.app.billing.emulator).toBeUndefined();
      expect(real.app.billing.webhookSecret).toBe('whsec_configured_secret');
      const plans = (await real.app.inject({ method: 'GET', url: '/api/billing/plans' })).json() as { plans: { priceId: string }[] };
      expect(plans.plans.map((plan) => plan.priceId)).toEqual(['price_real_snackbar', 'price_real_restaurant', 'price_real_michelin']);
      // An event type the app does not act on needs no call to Stripe: the signature check alone is exercised.
      const event = { id: 'evt_real_mode', object: 'event', type: 'customer.created', data: { object: { id: 'cus_x', object: 'customer' } } };
      expect((await deliverEvent(real.app, event)).json()).toEqual({ received: true, outcome: 'ignored' });
    } finally {
      await real.close();
    }
  });
});
