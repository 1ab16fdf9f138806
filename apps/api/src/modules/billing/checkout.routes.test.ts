import { SUBSCRIPTION_EXISTS_MESSAGE } from '@maitre/shared/subscription';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, TEST_APP_URL } from '../../../test/build-test-app.ts';
import { createOwner, type TestOwner } from '../../../test/factories.ts';
import {
  accessToken,
  buyPlan,
  checkoutBody,
  customerRows,
  emulatorOf,
  postCheckout,
  priceIdOf,
  stripeCustomersOf,
  submitForm,
} from './billing.test-helpers.ts';
import { ensureCustomer } from './checkout.service.ts';

describe('POST /functions/v1/stripe-checkout', () => {
  const ctx = buildTestApp();

  /** Nothing of this owner exists in our database or at Stripe. */
  async function expectNothingCreated(owner: TestOwner) {
    expect(await customerRows(ctx.app, owner.restaurantId)).toEqual([]);
    expect(await stripeCustomersOf(ctx.app, owner.email)).toEqual([]);
  }

  it('answers the hosted checkout URL of a new session for the plan, with the redirects and the owner on it', async () => {
    const owner = await createOwner(ctx.app);
    const response = await postCheckout(ctx.app, await accessToken(ctx.app, owner), checkoutBody(ctx.app, 'restaurant'));

    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(new RegExp(`^${emulatorOf(ctx.app).url}/checkout/cs_`));

    const [customerRow] = await customerRows(ctx.app, owner.restaurantId);
    const sessionId = url.split('/').pop() ?? '';
    const session = await ctx.app.billing.stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      mode: 'subscription',
      status: 'open',
      customer: customerRow?.customerId,
      client_reference_id: owner.restaurantId,
      success_url: `${TEST_APP_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_APP_URL}/dashboard/subscription`,
    });
    const page = await (await fetch(url)).text();
    expect(page).toContain('Subscribe to Restaurant');
    expect(page).toContain('€79.99');
    const customer = await ctx.app.billing.stripe.customers.retrieve(String(customerRow?.customerId));
    expect(customer).toMatchObject({ email: owner.email, name: owner.restaurantName, metadata: { restaurant_id: owner.restaurantId, user_id: owner.id } });
  });

  it('answers 401 { error } without a token, with a cookie but no token, and with an invalid token — and creates nothing', async () => {
    const owner = await createOwner(ctx.app);
    const body = checkoutBody(ctx.app);
    const cases = [
      await postCheckout(ctx.app, undefined, body),
      await postCheckout(ctx.app, undefined, body, { cookie: owner.cookie }),
      await postCheckout(ctx.app, 'not-a-session-token', body),
      await postCheckout(ctx.app, `${await accessToken(ctx.app, owner)}x`, body),
      await postCheckout(ctx.app, undefined, body, { authorization: 'Basic dXNlcjpwYXNz' }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    await expectNothingCreated(owner);
  });

  it('never hands the session token to scripts: not in sign-in, get-session or list-sessions, nor in a header', async () => {
    const owner = await createOwner(ctx.app);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
      payload: { email: owner.email, password: owner.password },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie =
      [signIn.headers['set-cookie']]
        .flat()
        .map(String)
        .find((value) => value.startsWith('better-auth.session_token=')) ?? '';
    const sessionToken = decodeURIComponent(cookie.split(';')[0]?.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(sessionToken.length).toBeGreaterThan(10);
    expect(signIn.headers['set-auth-token']).toBeUndefined();
    expect(signIn.json().user.email).toBe(owner.email);
    const session = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: owner.cookie } });
    expect(session.json().session.id).toEqual(expect.any(String));
    const sessions = await ctx.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { cookie: owner.cookie } });
    expect(sessions.json().length).toBeGreaterThanOrEqual(2);
    for (const response of [signIn, session, sessions]) {
      expect(response.body).not.toContain(sessionToken);
      expect(response.body).not.toMatch(/"token"/);
    }
  });

  it('the access token opens the checkout only; an API client may still send a session token as bearer', async () => {
    const owner = await createOwner(ctx.app);
    const token = await accessToken(ctx.app, owner);
    const orders = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: { authorization: `Bearer ${token}` } });
    expect(orders.statusCode).toBe(401);
    const sessionToken = decodeURIComponent(owner.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    const response = await postCheckout(ctx.app, sessionToken, checkoutBody(ctx.app, 'restaurant'));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('mints the access token only for a signed-in request from Maître itself', async () => {
    const owner = await createOwner(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/billing/checkout-token', headers: { origin: TEST_APP_URL } })).statusCode).toBe(401);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/checkout-token',
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const minted = await ctx.app.inject({ method: 'POST', url: '/api/billing/checkout-token', headers: owner.headers });
    expect(minted.statusCode).toBe(200);
    expect(minted.headers['cache-control']).toBe('no-store');
    const { expires_at: expiresAt } = minted.json() as { expires_at: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it('refuses a token whose session was signed out', async () => {
    const owner = await createOwner(ctx.app);
    const token = await accessToken(ctx.app, owner);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: owner.cookie, origin: TEST_APP_URL } });
    const response = await postCheckout(ctx.app, token, checkoutBody(ctx.app));
    expect(response.statusCode).toBe(401);
    await expectNothingCreated(owner);
  });

  it.each([
    ['a price that is not one of our plans', { price_id: 'price_someone_elses' }, /not one of our plans/],
    ['a success_url on another site', { success_url: 'https://evil.example/success?session_id={CHECKOUT_SESSION_ID}' }, /success_url must be a page of Maître/],
    ['a cancel_url on another site', { cancel_url: 'https://evil.example/' }, /cancel_url must be a page of Maître/],
    ['a success_url on our host but another port', { success_url: 'http://localhost:4000/success' }, /success_url must be a page of Maître/],
    ['a javascript: success_url', { success_url: 'javascript:alert(1)' }, /success_url/],
    ['a relative success_url', { success_url: '/success' }, /success_url/],
    ['a mode other than subscription', { mode: 'payment' }, /mode/],
    ['no price_id', { price_id: undefined }, /price_id/],
  ])('answers 400 { error } for %s and creates nothing', async (_case, overrides, message) => {
    const owner = await createOwner(ctx.app);
    const response = await postCheckout(ctx.app, await accessToken(ctx.app, owner), checkoutBody(ctx.app, 'restaurant', overrides));
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { error: string };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(message);
    await expectNothingCreated(owner);
  });

  it('answers 400 { error } for a body that is not JSON', async () => {
    const owner = await createOwner(ctx.app);
    const response = await postCheckout(ctx.app, await accessToken(ctx.app, owner), '{"price_id":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
    await expectNothingCreated(owner);
  });

  it('accepts the other loopback name of the app in local mode', async () => {
    const owner = await createOwner(ctx.app);
    const response = await postCheckout(
      ctx.app,
      await accessToken(ctx.app, owner),
      checkoutBody(ctx.app, 'snackbar', { success_url: 'http://127.0.0.1:3000/success?session_id={CHECKOUT_SESSION_ID}' }),
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('creates one Stripe customer per owner, reused by later checkouts', async () => {
    const owner = await createOwner(ctx.app);
    const token = await accessToken(ctx.app, owner);
    await postCheckout(ctx.app, token, checkoutBody(ctx.app, 'snackbar'));
    await postCheckout(ctx.app, token, checkoutBody(ctx.app, 'michelin'));
    expect(await customerRows(ctx.app, owner.restaurantId)).toHaveLength(1);
    expect(await stripeCustomersOf(ctx.app, owner.email)).toHaveLength(1);
  });

  it('creates a single customer when the first checkouts of an owner race', async () => {
    const owner = await createOwner(ctx.app);
    const token = await accessToken(ctx.app, owner);
    const responses = await Promise.all(Array.from({ length: 8 }, () => postCheckout(ctx.app, token, checkoutBody(ctx.app))));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);

    const rows = await customerRows(ctx.app, owner.restaurantId);
    expect(rows).toHaveLength(1);
    const customers = await stripeCustomersOf(ctx.app, owner.email);
    expect(customers.map((customer) => customer.id)).toEqual([rows[0]?.customerId]);
    // Only the newest checkout can still be paid: each new one expires the owner's older open sessions.
    const open = await ctx.app.billing.stripe.checkout.sessions.list({ customer: rows[0]?.customerId, status: 'open' });
    expect(open.data).toHaveLength(1);
  });

  it('keeps one customer even when racing creates use different idempotency keys (owner’s email changed meanwhile)', async () => {
    const owner = await createOwner(ctx.app);
    const deps = { database: ctx.app.database, config: ctx.config, stripe: ctx.app.billing.stripe };
    const member = { userId: owner.id, restaurantId: owner.restaurantId, role: 'owner' as const, name: owner.fullName, sessionId: 'unused' };
    const del = vi.spyOn(ctx.app.billing.stripe.customers, 'del');
    // Both requests must have found no customer before either records one: each waits at Stripe until both are there.
    const customers = ctx.app.billing.stripe.customers;
    const create = customers.create.bind(customers);
    let arrived = 0;
    let bothArrived = () => {};
    const barrier = new Promise<void>((resolve) => {
      bothArrived = resolve;
    });
    const createSpy = vi.spyOn(customers, 'create').mockImplementation(async (...args: Parameters<typeof create>) => {
      arrived += 1;
      if (arrived === 2) bothArrived();
      await barrier;
      return create(...args);
    });
    const ids = await Promise.all([
      ensureCustomer(deps, { ...member, email: 'ada@example.com' }),
      ensureCustomer(deps, { ...member, email: 'ada.lovelace@example.com' }),
    ]);
    expect(del).toHaveBeenCalledTimes(1);
    del.mockRestore();
    createSpy.mockRestore();

    expect(ids[0]).toBe(ids[1]);
    expect((await customerRows(ctx.app, owner.restaurantId)).map((row) => row.customerId)).toEqual([ids[0]]);
    // The loser's customer is deleted at Stripe, so exactly the recorded one is left.
    const left = [...(await stripeCustomersOf(ctx.app, 'ada@example.com')), ...(await stripeCustomersOf(ctx.app, 'ada.lovelace@example.com'))];
    expect(left.map((customer) => customer.id)).toEqual([ids[0]]);
  });

  it('expires an older open checkout, so a second tab cannot take a second payment', async () => {
    const owner = await createOwner(ctx.app);
    const token = await accessToken(ctx.app, owner);
    const first = (await postCheckout(ctx.app, token, checkoutBody(ctx.app, 'snackbar'))).json() as { url: string };
    await postCheckout(ctx.app, token, checkoutBody(ctx.app, 'restaurant'));
    const late = await submitForm(first.url, { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', cardholderName: 'Ada' });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('This checkout session has expired.');
  });

  it('refuses a second subscription with 409 pointing to Manage Billing, creating no checkout session', async () => {
    const owner = await createOwner(ctx.app);
    await buyPlan(ctx.app, owner, 'snackbar');
    const [row] = await customerRows(ctx.app, owner.restaurantId);
    const sessionsBefore = await ctx.app.billing.stripe.checkout.sessions.list({ customer: row?.customerId, limit: 100 });

    const response = await postCheckout(ctx.app, await accessToken(ctx.app, owner), checkoutBody(ctx.app, 'michelin'));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: SUBSCRIPTION_EXISTS_MESSAGE });
    expect(SUBSCRIPTION_EXISTS_MESSAGE).toContain('Manage Billing');
    const sessionsAfter = await ctx.app.billing.stripe.checkout.sessions.list({ customer: row?.customerId, limit: 100 });
    expect(sessionsAfter.data.map((session) => session.id)).toEqual(sessionsBefore.data.map((session) => session.id));
    const subscriptions = await ctx.app.billing.stripe.subscriptions.list({ customer: row?.customerId, status: 'all' });
    expect(subscriptions.data.map((subscription) => subscription.items.data[0]?.price.id)).toEqual([priceIdOf(ctx.app, 'snackbar')]);
    expect(await stripeCustomersOf(ctx.app, owner.email)).toHaveLength(1);
  });

  it('lets an owner whose subscription ended buy again', async () => {
    const owner = await createOwner(ctx.app);
    await buyPlan(ctx.app, owner, 'snackbar');
    const [row] = await customerRows(ctx.app, owner.restaurantId);
    const [subscription] = (await ctx.app.billing.stripe.subscriptions.list({ customer: row?.customerId })).data;
    await ctx.app.billing.stripe.subscriptions.cancel(String(subscription?.id));

    const response = await postCheckout(ctx.app, await accessToken(ctx.app, owner), checkoutBody(ctx.app, 'restaurant'));
    expect(response.statusCode, response.body).toBe(200);
  });
});
