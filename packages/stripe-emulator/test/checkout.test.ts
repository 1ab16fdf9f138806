import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createCheckout, DAY, GOOD_CARD, postForm, START, startEmulator } from './helpers.ts';

const START_SECONDS = START / 1000;
/** One calendar month after 31 January 2026, 12:00 UTC. */
const END_OF_FIRST_PERIOD = Date.UTC(2026, 1, 28, 12, 0, 0) / 1000;

describe('prices and products', () => {
  it('serves the seeded catalogue, filterable by lookup key', async () => {
    const { stripe } = await startEmulator();
    const prices = await stripe.prices.list({ lookup_keys: ['restaurant_monthly'], active: true, expand: ['data.product'] });
    expect(prices.data).toHaveLength(1);
    const [price] = prices.data;
    expect(price).toMatchObject({
      id: 'price_restaurant',
      object: 'price',
      unit_amount: 7999,
      currency: 'eur',
      lookup_key: 'restaurant_monthly',
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
      product: { object: 'product', name: 'Restaurant', default_price: 'price_restaurant' },
    });
    expect((await stripe.prices.list()).data).toHaveLength(3);
    const product = await stripe.products.retrieve(String((await stripe.prices.retrieve('price_michelin')).product));
    expect(product.name).toBe('Michelin Star');
  });
});

describe('checkout sessions', () => {
  it('rejects an unknown price with the param Stripe names', async () => {
    const { stripe } = await startEmulator();
    const error = await createCheckout(stripe, { line_items: [{ price: 'price_unknown', quantity: 1 }] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param: 'line_items[0][price]', code: 'resource_missing' });
  });

  it('creates an open session whose url is the hosted page', async () => {
    const { stripe, url } = await startEmulator();
    const customer = await stripe.customers.create({ email: 'owner@bistro.test' });
    const session = await createCheckout(stripe, {
      customer: customer.id,
      client_reference_id: 'user_1',
      metadata: { userId: 'user_1' },
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer.id,
      client_reference_id: 'user_1',
      metadata: { userId: 'user_1' },
      amount_total: 7999,
      currency: 'eur',
      subscription: null,
      expires_at: START_SECONDS + DAY,
      url: `${url}/checkout/${session.id}`,
    });

    const page = await fetch(String(session.url));
    const text = await page.text();
    expect(page.status).toBe(200);
    expect(text).toContain('Test mode — local Stripe emulator');
    expect(text).toContain('Restaurant');
    expect(text).toContain('€79.99 / month');
    for (const label of ['Card number', 'Expiry (MM / YY)', 'CVC', 'Cardholder name']) expect(text).toContain(`>${label}</label>`);
    expect(text).toContain('>Subscribe</button>');
    expect(text).toContain('href="http://app.test/pricing"');
  });

  it('takes a payment through the hosted page and creates an active subscription', async () => {
    const { stripe } = await startEmulator();
    const customer = await stripe.customers.create({ email: 'owner@bistro.test' });
    const session = await createCheckout(stripe, { customer: customer.id });

    const response = await postForm(String(session.url), { ...GOOD_CARD, cardNumber: '4242424242424242' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://app.test/billing/success?session_id=${session.id}`);

    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id, url: null });
    const expandedSubscription = completed.subscription as Stripe.Subscription;
    expect(expandedSubscription.object).toBe('subscription');

    const subscriptions = await stripe.subscriptions.list({
      customer: customer.id,
      expand: ['data.default_payment_method'],
    });
    expect(subscriptions.data).toHaveLength(1);
    const [subscription] = subscriptions.data;
    expect(subscription).toMatchObject({
      id: expandedSubscription.id,
      status: 'active',
      customer: customer.id,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      currency: 'eur',
    });
    const [item] = subscription?.items.data ?? [];
    expect(item).toMatchObject({
      object: 'subscription_item',
      current_period_start: START_SECONDS,
      current_period_end: END_OF_FIRST_PERIOD,
      quantity: 1,
      price: { id: 'price_restaurant', unit_amount: 7999, object: 'price' },
    });
    const card = subscription?.default_payment_method as Stripe.PaymentMethod;
    expect(card.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });

    const invoice = await stripe.invoices.retrieve(String(subscription?.latest_invoice));
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 7999,
      billing_reason: 'subscription_create',
      parent: { subscription_details: { subscription: subscription?.id } },
    });
  });

  it('refuses to expand what Stripe cannot expand', async () => {
    const { stripe } = await startEmulator();
    const session = await createCheckout(stripe, { customer_email: 'owner@bistro.test' });
    await expect(stripe.checkout.sessions.retrieve(session.id, { expand: ['mode'] })).rejects.toMatchObject({
      statusCode: 400,
      param: 'expand',
    });
  });

  it('creates the customer when the session has none', async () => {
    const { stripe } = await startEmulator();
    const session = await createCheckout(stripe, { customer_email: 'new@bistro.test' });
    const response = await postForm(String(session.url), GOOD_CARD);
    expect(response.status).toBe(303);
    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['customer'] });
    expect(completed.customer).toMatchObject({ object: 'customer', email: 'new@bistro.test', name: 'Camille Dupont' });
  });

  it('declines 4000 0000 0000 0002 and creates nothing', async () => {
    const { stripe } = await startEmulator();
    const customer = await stripe.customers.create({ email: 'owner@bistro.test' });
    const session = await createCheckout(stripe, { customer: customer.id });

    const response = await postForm(String(session.url), { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('Your card was declined.');

    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(0);
    expect((await stripe.invoices.list({ customer: customer.id })).data).toHaveLength(0);
    expect((await stripe.events.list()).data).toHaveLength(0);
  });

  it('explains invalid card fields without charging', async () => {
    const { stripe } = await startEmulator();
    const session = await createCheckout(stripe, { customer_email: 'owner@bistro.test' });

    const response = await postForm(String(session.url), {
      cardNumber: '4242 4242 4242 4241',
      expiry: '12 / 25',
      cvc: '',
      cardholderName: 'Camille',
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).toContain('Your card number is invalid.');
    expect(text).toContain('Your card&#39;s expiration date is in the past.');
    expect(text).toContain('Your card&#39;s security code is incomplete.');
    expect(text).toContain('value="4242 4242 4242 4241"');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('does not take a second payment on a completed session', async () => {
    const { stripe } = await startEmulator();
    const session = await createCheckout(stripe, { customer_email: 'owner@bistro.test' });
    expect((await postForm(String(session.url), GOOD_CARD)).status).toBe(303);

    const again = await postForm(`${new URL(String(session.url)).origin}/checkout/${session.id}`, GOOD_CARD);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This checkout is complete.');
    expect((await stripe.subscriptions.list({ status: 'all' })).data).toHaveLength(1);
  });

  it('expires sessions after 24 hours', async () => {
    const { stripe, emulator, url } = await startEmulator();
    const session = await createCheckout(stripe, { customer_email: 'owner@bistro.test' });
    await emulator.advanceClock(DAY + 1);

    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    const page = await fetch(`${url}/checkout/${session.id}`);
    expect(await page.text()).toContain('This checkout session has expired.');
    const attempt = await postForm(`${url}/checkout/${session.id}`, GOOD_CARD);
    expect(attempt.status).toBe(409);
    expect((await stripe.subscriptions.list({ status: 'all' })).data).toHaveLength(0);
  });

  it('escapes values from the request in the page', async () => {
    const { stripe } = await startEmulator();
    const session = await createCheckout(stripe, {
      customer_email: 'x@y.test',
      cancel_url: 'http://app.test/pricing?a="><script>alert(1)</script>',
    });
    const response = await postForm(String(session.url), { ...GOOD_CARD, cardholderName: '<img src=x onerror=alert(1)>', cvc: '' });
    const text = await response.text();
    expect(text).not.toContain('<script>alert(1)</script>');
    expect(text).not.toContain('<img src=x');
    expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
