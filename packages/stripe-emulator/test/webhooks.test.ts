import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signWebhookPayload } from '../src/index.ts';
import { startEmulator, startWebhookReceiver, subscribe, WEBHOOK_SECRET } from './helpers.ts';

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('webhooks', () => {
  it('delivers signed events that the SDK verifies', async () => {
    const receiver = await startWebhookReceiver();
    const { stripe, emulator } = await startEmulator({ webhookUrl: receiver.url });
    const { subscription, session } = await subscribe(stripe);
    await emulator.flushWebhooks();

    expect(receiver.received.every(({ headers }) => /^t=\d+,v1=[0-9a-f]{64}$/.test(String(headers['stripe-signature'])))).toBe(true);
    const events = receiver.events();
    expect(events.map((event) => event.type).sort()).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    const completed = events.find((event) => event.type === 'checkout.session.completed');
    expect(completed).toMatchObject({
      object: 'event',
      livemode: false,
      api_version: '2026-10-28.endive',
      pending_webhooks: 1,
      data: { object: { id: session.id, status: 'complete', subscription: subscription.id } },
    });
    expect(completed?.id).toMatch(/^evt_/);

    const stored = await stripe.events.retrieve(String(completed?.id));
    expect(stored.pending_webhooks).toBe(0);
    expect((await stripe.events.list({ type: 'customer.subscription.*' })).data.map((event) => event.type)).toEqual(['customer.subscription.created']);
  });

  it('does not verify with the wrong secret', async () => {
    const receiver = await startWebhookReceiver();
    const { stripe, emulator } = await startEmulator({ webhookUrl: receiver.url });
    await subscribe(stripe);
    await emulator.flushWebhooks();
    const [first] = receiver.received;
    expect(() => Stripe.webhooks.constructEvent(String(first?.body), String(first?.headers['stripe-signature']), 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('retries a failed delivery with back-off, independently of other events', async () => {
    const receiver = await startWebhookReceiver();
    receiver.respondWith.push(500);
    const { stripe } = await startEmulator({ webhookUrl: receiver.url, retryDelaysMs: [50, 100] });
    await subscribe(stripe);

    // Three events, the first attempt of one of them fails: four requests in all.
    await waitFor(() => receiver.received.length === 4);
    const ids = receiver.events().map((event) => event.id);
    expect(new Set(ids).size).toBe(3);
    const events = await stripe.events.list();
    expect(events.data.every((event) => event.pending_webhooks === 0)).toBe(true);
  });

  it('gives up after the last retry', async () => {
    const receiver = await startWebhookReceiver();
    receiver.respondWith.push(500, 500, 500, 500, 500, 500, 500, 500, 500);
    const { stripe, emulator } = await startEmulator({ webhookUrl: receiver.url, retryDelaysMs: [20, 20] });
    await subscribe(stripe);
    await emulator.flushWebhooks();
    // Three events, three attempts each, then nothing more.
    expect(receiver.received).toHaveLength(9);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(9);
  });

  it('sends nothing until a webhook url is set, then sends new events', async () => {
    const receiver = await startWebhookReceiver();
    const { stripe, emulator } = await startEmulator();
    await subscribe(stripe);
    emulator.setWebhookUrl(receiver.url);
    await emulator.flushWebhooks();
    expect(receiver.received).toHaveLength(0);

    const [subscription] = (await stripe.subscriptions.list()).data;
    await stripe.subscriptions.update(String(subscription?.id), { cancel_at_period_end: true });
    await emulator.flushWebhooks();
    expect(receiver.types()).toEqual(['customer.subscription.updated']);
    expect(receiver.events()[0]?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
  });

  it('signs payloads the way the SDK verifies them', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    const header = signWebhookPayload(payload, WEBHOOK_SECRET);
    expect(Stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET).id).toBe('evt_1');
    const old = signWebhookPayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
    expect(() => Stripe.webhooks.constructEvent(payload, old, WEBHOOK_SECRET)).toThrow(/timestamp/i);
  });
});
