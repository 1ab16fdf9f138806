import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { DAY, GOOD_CARD, openPortal, postForm, startEmulator, startWebhookReceiver, subscribe } from './helpers.ts';

const FEB_28 = Date.UTC(2026, 1, 28, 12) / 1000;
const MAR_31 = Date.UTC(2026, 2, 31, 12) / 1000;
const APR_30 = Date.UTC(2026, 3, 30, 12) / 1000;

function periodOf(subscription: Stripe.Subscription) {
  const [item] = subscription.items.data;
  return { start: item?.current_period_start, end: item?.current_period_end };
}

describe('billing portal', () => {
  it('shows the subscription and card, with a way back to the app', async () => {
    const { stripe, url } = await startEmulator();
    const { customer } = await subscribe(stripe);
    const portalUrl = await openPortal(stripe, customer.id);
    expect(portalUrl).toMatch(new RegExp(`^${url}/portal/bps_`));

    const page = await (await fetch(portalUrl)).text();
    expect(page).toContain('Test mode — local Stripe emulator');
    expect(page).toContain('Restaurant');
    expect(page).toContain('€79.99 / month');
    expect(page).toContain('Active');
    expect(page).toContain('Your plan renews on 28 February 2026.');
    expect(page).toContain('Visa •••• 4242');
    expect(page).toContain('href="http://app.test/billing"');
    expect(page).toContain('Return to Maître');
    expect(page).toContain('Switch to Snackbar');
    expect(page).toContain('Switch to Michelin Star');
  });

  it('cancels at period end, and the clock then ends the subscription', async () => {
    const receiver = await startWebhookReceiver();
    const { stripe, emulator } = await startEmulator({ webhookUrl: receiver.url });
    const { customer, subscription } = await subscribe(stripe);
    const portalUrl = await openPortal(stripe, customer.id);
    await emulator.flushWebhooks();
    receiver.received.length = 0;

    const response = await postForm(portalUrl, { action: 'cancel' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${portalUrl}?notice=canceled`);
    const pending = await stripe.subscriptions.retrieve(subscription.id);
    expect(pending).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: FEB_28 });
    expect(await (await fetch(`${portalUrl}?notice=canceled`)).text()).toContain('Your plan will be canceled on 28 February 2026.');

    await emulator.advanceClock(27 * DAY);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    await emulator.advanceClock(2 * DAY);
    await emulator.flushWebhooks();

    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: FEB_28 });
    expect(receiver.types()).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data).toHaveLength(1);
  });

  it('resumes a subscription set to cancel', async () => {
    const { stripe, emulator } = await startEmulator();
    const { customer, subscription } = await subscribe(stripe);
    const portalUrl = await openPortal(stripe, customer.id);
    await postForm(portalUrl, { action: 'cancel' });
    expect((await postForm(portalUrl, { action: 'resume' })).status).toBe(303);

    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
    });
    await emulator.advanceClock(30 * DAY);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('switches plan from the portal and tells the app', async () => {
    const receiver = await startWebhookReceiver();
    const { stripe, emulator } = await startEmulator({ webhookUrl: receiver.url });
    const { customer, subscription } = await subscribe(stripe);
    const portalUrl = await openPortal(stripe, customer.id);

    expect((await postForm(portalUrl, { action: 'switch', price: 'price_michelin' })).status).toBe(303);
    const switched = await stripe.subscriptions.retrieve(subscription.id);
    expect(switched.items.data[0]?.price.id).toBe('price_michelin');
    expect(periodOf(switched)).toEqual(periodOf(subscription));

    await emulator.flushWebhooks();
    const updated = receiver.events().find((event) => event.type === 'customer.subscription.updated');
    const object = updated?.data.object as Stripe.Subscription;
    expect(object.items.data[0]?.price.id).toBe('price_michelin');
    expect(await (await fetch(portalUrl)).text()).toContain('€99.99 / month');
  });

  it('updates the card, and refuses a declined one', async () => {
    const { stripe } = await startEmulator();
    const { customer, subscription } = await subscribe(stripe);
    const portalUrl = await openPortal(stripe, customer.id);

    const declined = await postForm(portalUrl, { action: 'card', ...GOOD_CARD, cardNumber: '4000000000000002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');

    const response = await postForm(portalUrl, { action: 'card', ...GOOD_CARD, cardNumber: '5555 5555 5555 4444' });
    expect(response.status).toBe(303);
    const updated = await stripe.subscriptions.retrieve(subscription.id, { expand: ['default_payment_method'] });
    const newCard = updated.default_payment_method as Stripe.PaymentMethod;
    expect(newCard.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const owner = await stripe.customers.retrieve(customer.id, { expand: ['invoice_settings.default_payment_method'] });
    expect(owner).toMatchObject({
      invoice_settings: { default_payment_method: { id: newCard.id, object: 'payment_method' } },
    });
    expect(await (await fetch(portalUrl)).text()).toContain('Mastercard •••• 4444');
  });
});

describe('subscriptions API', () => {
  it('switches plan with items[0][id] + items[0][price]', async () => {
    const { stripe } = await startEmulator();
    const { subscription } = await subscribe(stripe);
    const itemId = String(subscription.items.data[0]?.id);

    const updated = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: itemId, price: 'price_snackbar' }],
      proration_behavior: 'none',
      metadata: { plan: 'snackbar' },
    });
    expect(updated.items.data).toHaveLength(1);
    expect(updated.items.data[0]).toMatchObject({ id: itemId, price: { id: 'price_snackbar', unit_amount: 4999 } });
    expect(updated.metadata).toEqual({ plan: 'snackbar' });

    const event = (await stripe.events.list({ type: 'customer.subscription.updated' })).data[0];
    expect(event?.request?.id).toMatch(/^req_/);
    const previous = event?.data.previous_attributes as Partial<Stripe.Subscription>;
    expect(previous.items?.data[0]?.price.id).toBe('price_restaurant');
  });

  it('rejects an unknown item or price', async () => {
    const { stripe } = await startEmulator();
    const { subscription } = await subscribe(stripe);
    await expect(stripe.subscriptions.update(subscription.id, { items: [{ id: 'si_nope', price: 'price_snackbar' }] })).rejects.toMatchObject({
      statusCode: 400,
      param: 'items[0][id]',
    });
    await expect(
      stripe.subscriptions.update(subscription.id, {
        items: [{ id: String(subscription.items.data[0]?.id), price: 'price_nope' }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'items[0][price]' });
  });

  it('cancels immediately on delete', async () => {
    const receiver = await startWebhookReceiver();
    const { stripe, emulator } = await startEmulator({ webhookUrl: receiver.url });
    const { subscription } = await subscribe(stripe);
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', canceled_at: periodOf(subscription).start });
    await emulator.flushWebhooks();
    expect(receiver.types()).toContain('customer.subscription.deleted');
  });
});

describe('test clock', () => {
  it('renews each month on the calendar, with a paid invoice per period', async () => {
    const receiver = await startWebhookReceiver();
    const { stripe, emulator } = await startEmulator({ webhookUrl: receiver.url });
    const { subscription } = await subscribe(stripe);
    await emulator.flushWebhooks();
    receiver.received.length = 0;

    await emulator.advanceClock(60 * DAY);
    await emulator.flushWebhooks();

    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe('active');
    expect(periodOf(renewed)).toEqual({ start: MAR_31, end: APR_30 });
    const invoices = await stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => [invoice.billing_reason, invoice.status])).toEqual([
      ['subscription_cycle', 'paid'],
      ['subscription_cycle', 'paid'],
      ['subscription_create', 'paid'],
    ]);
    expect(receiver.types().sort()).toEqual(['customer.subscription.updated', 'customer.subscription.updated', 'invoice.paid', 'invoice.paid']);
    expect(renewed.latest_invoice).toBe(invoices.data[0]?.id);
  });

  it('makes a subscription paid with 4000 0000 0000 0341 past_due at renewal, and a new card recovers it', async () => {
    const receiver = await startWebhookReceiver();
    const { stripe, emulator } = await startEmulator({ webhookUrl: receiver.url });
    const { customer, subscription } = await subscribe(stripe, { card: { cardNumber: '4000 0000 0000 0341' } });
    expect(subscription.status).toBe('active');
    await emulator.flushWebhooks();
    receiver.received.length = 0;

    await emulator.advanceClock(29 * DAY);
    await emulator.flushWebhooks();

    const pastDue = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    expect(periodOf(pastDue)).toEqual({ start: FEB_28, end: MAR_31 });
    expect(pastDue.latest_invoice).toMatchObject({ status: 'open', attempted: true, amount_paid: 0, amount_remaining: 7999 });
    expect(receiver.types().sort()).toEqual(['customer.subscription.updated', 'invoice.payment_failed']);
    const updated = receiver.events().find((event) => event.type === 'customer.subscription.updated');
    expect(updated?.data.previous_attributes).toMatchObject({ status: 'active' });

    const portalUrl = await openPortal(stripe, customer.id);
    expect(await (await fetch(portalUrl)).text()).toContain('Past due');
    expect((await postForm(portalUrl, { action: 'card', ...GOOD_CARD })).status).toBe(303);
    const recovered = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(recovered.status).toBe('active');
    expect(recovered.latest_invoice).toMatchObject({ status: 'paid' });
  });

  it('is driven over HTTP by the /_emulator endpoints', async () => {
    const receiver = await startWebhookReceiver();
    const { stripe, url } = await startEmulator({ webhookUrl: receiver.url });
    const { subscription } = await subscribe(stripe);

    const before = (await (await fetch(`${url}/_emulator/clock`)).json()) as { now: number; offsetSeconds: number };
    expect(before).toMatchObject({ offsetSeconds: 0, now: periodOf(subscription).start });

    const advance = await fetch(`${url}/_emulator/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 29 * DAY }),
    });
    expect(await advance.json()).toMatchObject({ offsetSeconds: 29 * DAY, now: Number(before.now) + 29 * DAY });
    const flush = await fetch(`${url}/_emulator/webhooks/flush`, { method: 'POST' });
    expect(flush.status).toBe(200);
    // One invoice.paid for the purchase, one for the renewal the clock caused.
    expect(receiver.types().filter((type) => type === 'invoice.paid')).toHaveLength(2);
    expect(periodOf(await stripe.subscriptions.retrieve(subscription.id)).start).toBe(FEB_28);

    const backwards = await fetch(`${url}/_emulator/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: -5 }),
    });
    expect(backwards.status).toBe(400);
  });
});
