/**
 * The whole purchase path through the local emulator, as in production: checkout → hosted page → webhooks the
 * emulator delivers to the listening app → GET /api/subscription; then the portal and the test clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_APP_URL } from '../../../test/build-test-app.ts';
import { createOwner, type TestOwner } from '../../../test/factories.ts';
import {
  buyPlan,
  DAY_SECONDS,
  DECLINED_CARD,
  emulatorOf,
  GOOD_CARD,
  priceIdOf,
  RENEWALS_FAIL_CARD,
  startCheckout,
  submitForm,
} from './billing.test-helpers.ts';

describe('billing end to end through the emulator', () => {
  const ctx = buildTestApp();

  beforeAll(async () => {
    // Listening gives the emulator the app's webhook URL, so events arrive the way Stripe sends them.
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await emulatorOf(ctx.app).flushWebhooks();
  });

  async function subscriptionOf(owner: TestOwner) {
    await emulatorOf(ctx.app).flushWebhooks();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/subscription', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    return (response.json() as { subscription: Record<string, unknown> | null }).subscription;
  }

  async function openPortal(owner: TestOwner): Promise<string> {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/billing/portal', headers: owner.headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { url: string }).url;
  }

  it('buys a plan: declined card first, then a good one; the webhooks make the plan active', async () => {
    const owner = await createOwner(ctx.app);
    const url = await startCheckout(ctx.app, owner, 'restaurant');

    const declined = await submitForm(url, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect(await subscriptionOf(owner)).toBeNull();

    const paid = await submitForm(url, GOOD_CARD);
    expect(paid.status).toBe(303);
    const sessionId = url.split('/').pop();
    expect(paid.headers.get('location')).toBe(`${TEST_APP_URL}/success?session_id=${sessionId}`);

    const subscription = await subscriptionOf(owner);
    expect(subscription).toMatchObject({
      price_id: priceIdOf(ctx.app, 'restaurant'),
      plan_id: 'restaurant',
      subscription_status: 'active',
      is_entitled: true,
      cancel_at_period_end: false,
      payment_method_brand: 'visa',
      payment_method_last4: '4242',
    });
    const now = Date.now() / 1000;
    expect(subscription?.current_period_start).toBeLessThanOrEqual(now + 5);
    expect(subscription?.current_period_end).toBeGreaterThan(now + 27 * DAY_SECONDS);
  });

  it('opens the billing portal on the owner’s customer, coming back to the subscription page', async () => {
    const owner = await createOwner(ctx.app);
    await buyPlan(ctx.app, owner, 'snackbar');
    const portal = await openPortal(owner);
    expect(portal).toMatch(new RegExp(`^${emulatorOf(ctx.app).url}/portal/bps_`));
    const page = await (await fetch(portal)).text();
    expect(page).toContain('Snackbar');
    expect(page).toContain(`href="${TEST_APP_URL}/dashboard/subscription"`);
  });

  it('answers 404 for the portal of an owner who never bought, and 401 signed out', async () => {
    const owner = await createOwner(ctx.app);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/billing/portal', headers: owner.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: expect.stringMatching(/choose a plan/) } });
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/billing/portal', headers: { origin: TEST_APP_URL } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('switches plan in the portal, and the new plan shows', async () => {
    const owner = await createOwner(ctx.app);
    await buyPlan(ctx.app, owner, 'snackbar');
    const portal = await openPortal(owner);
    expect((await submitForm(portal, { action: 'switch', price: priceIdOf(ctx.app, 'michelin') })).status).toBe(303);
    expect(await subscriptionOf(owner)).toMatchObject({ plan_id: 'michelin', subscription_status: 'active' });
  });

  it('cancels at period end in the portal; the clock passing the period end ends the plan', async () => {
    const owner = await createOwner(ctx.app);
    await buyPlan(ctx.app, owner, 'restaurant');
    const portal = await openPortal(owner);

    expect((await submitForm(portal, { action: 'cancel' })).status).toBe(303);
    expect(await subscriptionOf(owner)).toMatchObject({ subscription_status: 'active', cancel_at_period_end: true, is_entitled: true });

    await emulatorOf(ctx.app).advanceClock(32 * DAY_SECONDS);
    expect(await subscriptionOf(owner)).toMatchObject({ subscription_status: 'canceled', is_entitled: false, plan_id: 'restaurant' });
  });

  it('turns past_due when a renewal payment fails (card 0341), and active again with a new card', async () => {
    const owner = await createOwner(ctx.app);
    await buyPlan(ctx.app, owner, 'restaurant', RENEWALS_FAIL_CARD);
    expect(await subscriptionOf(owner)).toMatchObject({ subscription_status: 'active' });

    await emulatorOf(ctx.app).advanceClock(32 * DAY_SECONDS);
    expect(await subscriptionOf(owner)).toMatchObject({ subscription_status: 'past_due', is_entitled: false, plan_id: 'restaurant' });

    const portal = await openPortal(owner);
    expect((await submitForm(portal, { action: 'card', ...GOOD_CARD })).status).toBe(303);
    expect(await subscriptionOf(owner)).toMatchObject({ subscription_status: 'active', is_entitled: true, payment_method_last4: '4242' });
  });
});
