import type Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner } from '../../../test/factories.ts';
import { WEBHOOK_PATH } from './billing.plugin.ts';
import {
  buyPlan,
  customerRows,
  DAY_SECONDS,
  deliverEvent,
  emulatorOf,
  eventRowCount,
  priceIdOf,
  RENEWALS_FAIL_CARD,
  signedDelivery,
  subscriptionRow,
} from './billing.test-helpers.ts';
import { HANDLED_EVENT_TYPES } from './webhook.service.ts';

/** Fisher–Yates with a fixed seed, so a failure replays in the same order. */
function shuffled<T>(items: T[], seed = 20_261_122): T[] {
  const result = [...items];
  let state = seed;
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

describe('POST /api/billing/webhook', () => {
  // The app does not listen here, so the emulator delivers nothing itself: each test hands events over explicitly.
  const ctx = buildTestApp();

  async function subscribedCustomer(card?: typeof RENEWALS_FAIL_CARD) {
    const owner = await createOwner(ctx.app);
    await buyPlan(ctx.app, owner, 'restaurant', card);
    const [row] = await customerRows(ctx.app, owner.restaurantId);
    return { owner, customerId: String(row?.customerId) };
  }

  /** The events the emulator recorded for one customer, oldest first, as Stripe would send them. */
  async function eventsOf(customerId: string): Promise<Stripe.Event[]> {
    const { data } = await ctx.app.billing.stripe.events.list({ limit: 100 });
    return data.filter((event) => (event.data.object as { customer?: string }).customer === customerId).reverse();
  }

  it('refuses a bad signature, a tampered body, a stale timestamp and a missing header with 400, recording nothing', async () => {
    const { customerId } = await subscribedCustomer();
    const [event] = await eventsOf(customerId);
    if (!event) throw new Error('no event');
    const before = await eventRowCount(ctx.app);
    const now = Math.floor(Date.now() / 1000);
    const { payload, signature } = signedDelivery(ctx.app, event);

    const attempts = [
      // Signed with another secret.
      { payload, signature: signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`) },
      // Body changed after signing.
      { payload: payload.replace('"livemode":false', '"livemode":true'), signature },
      // 301 s old: past the 300 s tolerance.
      signedDelivery(ctx.app, event, now - 301),
      // Dated an hour, or 310 s, in the future: kept for later replay. (Not 301: the server reads its clock a moment
      // after `now`, often in the next second, and 301 s ahead then is 300 s ahead — inside the tolerance.)
      signedDelivery(ctx.app, event, now + 3600),
      signedDelivery(ctx.app, event, now + 310),
      { payload, signature: 'garbage' },
    ];
    for (const attempt of attempts) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': attempt.signature },
        payload: attempt.payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    }
    const missing = await ctx.app.inject({ method: 'POST', url: WEBHOOK_PATH, headers: { 'content-type': 'application/json' }, payload });
    expect(missing.statusCode).toBe(400);
    expect(await eventRowCount(ctx.app)).toBe(before);
  });

  it('accepts a timestamp just inside the tolerance, in the past or (clock skew) in the future', async () => {
    const { customerId } = await subscribedCustomer();
    const [event, next] = await eventsOf(customerId);
    if (!event || !next) throw new Error('no events');
    const response = await deliverEvent(ctx.app, event, Math.floor(Date.now() / 1000) - 290);
    expect(response.statusCode, response.body).toBe(200);
    const ahead = await deliverEvent(ctx.app, next, Math.floor(Date.now() / 1000) + 290);
    expect(ahead.statusCode, ahead.body).toBe(200);
  });

  it('is reached by Stripe, which sends no cookie and no Origin (exempt from the origin check)', async () => {
    const { customerId } = await subscribedCustomer();
    const [event] = await eventsOf(customerId);
    if (!event) throw new Error('no event');
    const { payload, signature } = signedDelivery(ctx.app, event);
    const response = await ctx.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'processed' });
  });

  it('syncs the subscription from Stripe on an event: plan, status, period from the item, card', async () => {
    const { customerId } = await subscribedCustomer();
    const completed = (await eventsOf(customerId)).find((event) => event.type === 'checkout.session.completed');
    if (!completed) throw new Error('no checkout.session.completed');

    const response = await deliverEvent(ctx.app, completed);

    expect(response.json()).toEqual({ received: true, outcome: 'processed' });
    const [subscription] = (await ctx.app.billing.stripe.subscriptions.list({ customer: customerId })).data;
    const item = subscription?.items.data[0];
    expect(await subscriptionRow(ctx.app, customerId)).toMatchObject({
      subscriptionId: subscription?.id,
      priceId: priceIdOf(ctx.app, 'restaurant'),
      status: 'active',
      currentPeriodStart: item?.current_period_start,
      currentPeriodEnd: item?.current_period_end,
      cancelAtPeriodEnd: false,
      paymentMethodBrand: 'visa',
      paymentMethodLast4: '4242',
    });
  });

  it('acknowledges a replayed event and ignores it, even when Stripe changed since', async () => {
    const { customerId } = await subscribedCustomer();
    const [event] = await eventsOf(customerId);
    if (!event) throw new Error('no event');
    expect((await deliverEvent(ctx.app, event)).json()).toMatchObject({ outcome: 'processed' });
    const [subscription] = (await ctx.app.billing.stripe.subscriptions.list({ customer: customerId })).data;
    await ctx.app.billing.stripe.subscriptions.update(String(subscription?.id), { cancel_at_period_end: true });

    const replay = await deliverEvent(ctx.app, event);

    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await subscriptionRow(ctx.app, customerId)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(await eventRowCount(ctx.app, event.id)).toBe(1);

    // The event Stripe sent for the change does apply it.
    const updated = (await eventsOf(customerId)).find((candidate) => candidate.type === 'customer.subscription.updated');
    if (!updated) throw new Error('no customer.subscription.updated');
    expect((await deliverEvent(ctx.app, updated)).json()).toMatchObject({ outcome: 'processed' });
    expect(await subscriptionRow(ctx.app, customerId)).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
  });

  it('acknowledges events about customers that are not ours, and event types it does not handle', async () => {
    const foreignCustomer = await ctx.app.billing.stripe.customers.create({ email: 'someone@else.example' });
    const foreign = {
      id: 'evt_foreign_customer',
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'sub_x', object: 'subscription', customer: foreignCustomer.id } },
    };
    const unhandled = { ...foreign, id: 'evt_unhandled_type', type: 'customer.created', data: { object: { id: foreignCustomer.id, object: 'customer' } } };

    for (const event of [foreign, unhandled]) {
      const response = await deliverEvent(ctx.app, event);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
      expect(await eventRowCount(ctx.app, event.id)).toBe(1);
    }
  });

  it('answers 5xx when the change cannot be committed, so Stripe retries; the retry then applies it', async () => {
    const { customerId } = await subscribedCustomer();
    const [event] = await eventsOf(customerId);
    if (!event) throw new Error('no event');
    const list = vi.spyOn(ctx.app.billing.stripe.subscriptions, 'list').mockRejectedValueOnce(new Error('Stripe is down'));

    const failed = await deliverEvent(ctx.app, event);

    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
    expect(await subscriptionRow(ctx.app, customerId)).toBeNull();
    list.mockRestore();

    const retried = await deliverEvent(ctx.app, event);
    expect(retried.json()).toEqual({ received: true, outcome: 'processed' });
    expect(await subscriptionRow(ctx.app, customerId)).toMatchObject({ status: 'active' });
    expect(await eventRowCount(ctx.app, event.id)).toBe(1);
  });

  it('ends in Stripe’s final state with one row per event id when every event type arrives 10 times, concurrently and shuffled', async () => {
    // A purchase with a card whose renewals fail, a failed renewal, then a cancellation: all six event types.
    const { customerId } = await subscribedCustomer(RENEWALS_FAIL_CARD);
    await emulatorOf(ctx.app).advanceClock(32 * DAY_SECONDS);
    const [subscription] = (await ctx.app.billing.stripe.subscriptions.list({ customer: customerId, status: 'all' })).data;
    expect(subscription?.status).toBe('past_due');
    await ctx.app.billing.stripe.subscriptions.cancel(String(subscription?.id));

    const events = await eventsOf(customerId);
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(HANDLED_EVENT_TYPES));
    const final = await ctx.app.billing.stripe.subscriptions.retrieve(String(subscription?.id));
    const item = final.items.data[0];

    const deliveries = shuffled(events.flatMap((event) => Array.from({ length: 10 }, () => event)));
    const responses = await Promise.all(deliveries.map((event) => deliverEvent(ctx.app, event)));

    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const outcomes = responses.map((response) => (response.json() as { outcome: string }).outcome);
    expect(outcomes.filter((outcome) => outcome === 'processed')).toHaveLength(events.length);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(events.length * 9);
    for (const event of events) expect(await eventRowCount(ctx.app, event.id)).toBe(1);
    expect(await subscriptionRow(ctx.app, customerId)).toMatchObject({
      subscriptionId: final.id,
      status: 'canceled',
      priceId: priceIdOf(ctx.app, 'restaurant'),
      currentPeriodStart: item?.current_period_start,
      currentPeriodEnd: item?.current_period_end,
      cancelAtPeriodEnd: false,
      paymentMethodLast4: '0341',
    });
  });

  it('ends in the same state when the events arrive newest first', async () => {
    const { owner, customerId } = await subscribedCustomer();
    const [subscription] = (await ctx.app.billing.stripe.subscriptions.list({ customer: customerId })).data;
    await ctx.app.billing.stripe.subscriptions.update(String(subscription?.id), { cancel_at_period_end: true });

    for (const event of (await eventsOf(customerId)).reverse()) expect((await deliverEvent(ctx.app, event)).statusCode).toBe(200);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/subscription', headers: owner.headers });
    expect(response.json()).toMatchObject({ subscription: { subscription_status: 'active', cancel_at_period_end: true, plan_id: 'restaurant' } });
  });
});
