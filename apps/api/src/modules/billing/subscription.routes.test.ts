import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner } from '../../../test/factories.ts';
import { stripeCustomers, stripeSubscriptions } from '../../db/schema/index.ts';

describe('GET /api/subscription', () => {
  const ctx = buildTestApp();

  it('answers 401 in the error shape when nobody is signed in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/subscription' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } });
  });

  it('answers null for an owner who never subscribed', async () => {
    const owner = await createOwner(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/subscription', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscription: null });
  });

  it("answers the owner's own subscription with its plan, and never another owner's", async () => {
    const subscriber = await createOwner(ctx.app);
    const other = await createOwner(ctx.app);
    await ctx.database.db.insert(stripeCustomers).values({ restaurantId: subscriber.restaurantId, customerId: 'cus_sub1' });
    await ctx.database.db.insert(stripeSubscriptions).values({
      customerId: 'cus_sub1',
      subscriptionId: 'sub_1',
      priceId: ctx.config.stripe.prices.restaurant,
      status: 'active',
      currentPeriodStart: 1_700_000_000,
      currentPeriodEnd: 1_702_592_000,
      cancelAtPeriodEnd: true,
      paymentMethodBrand: 'visa',
      paymentMethodLast4: '4242',
    });

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/subscription', headers: subscriber.headers });
    expect(mine.json()).toEqual({
      subscription: {
        price_id: ctx.config.stripe.prices.restaurant,
        subscription_status: 'active',
        cancel_at_period_end: true,
        current_period_end: 1_702_592_000,
        current_period_start: 1_700_000_000,
        plan_id: 'restaurant',
        is_entitled: true,
        payment_method_brand: 'visa',
        payment_method_last4: '4242',
      },
    });
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/subscription', headers: other.headers });
    expect(theirs.json()).toEqual({ subscription: null });
  });
});
