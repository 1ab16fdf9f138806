import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStripeEmulator } from '../src/index.ts';
import { DAY, onCleanup, PRICES, START, startEmulator, startWebhookReceiver, stripeClient, subscribe, WEBHOOK_SECRET } from './helpers.ts';

let directory: string;

beforeEach(async () => {
  const created = await mkdtemp(join(tmpdir(), 'stripe-emulator-'));
  directory = created;
  onCleanup(() => rm(created, { recursive: true, force: true }));
});

describe('state file', () => {
  it('keeps customers, subscriptions, events and the clock across a restart', async () => {
    const stateFile = join(directory, 'nested', 'stripe.json');
    const first = await startEmulator({ stateFile });
    const { customer, subscription } = await subscribe(first.stripe);
    await first.emulator.advanceClock(3 * DAY);
    await first.emulator.close();
    expect(JSON.parse(await readFile(stateFile, 'utf8'))).toMatchObject({ version: 1 });

    const second = await startEmulator({ stateFile });
    const { stripe } = second;
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'active' });
    expect((await stripe.events.list()).data).toHaveLength(3);
    expect(await (await fetch(`${second.url}/_emulator/clock`)).json()).toMatchObject({ offsetSeconds: 3 * DAY });
    const idempotent = await stripe.customers.create({ email: 'new@bistro.test' }, { idempotencyKey: 'after-restart' });
    expect(idempotent.id).toMatch(/^cus_/);
  });

  it('delivers, after a restart, events the previous run could not deliver, once an endpoint is set', async () => {
    const stateFile = join(directory, 'stripe.json');
    const receiver = await startWebhookReceiver();
    receiver.respondWith.push(503, 503, 503);
    const first = await startEmulator({ stateFile, webhookUrl: receiver.url, retryDelaysMs: [60_000] });
    await subscribe(first.stripe);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(3);
    await first.emulator.close();

    const second = await createStripeEmulator({
      prices: PRICES,
      webhookSecret: WEBHOOK_SECRET,
      stateFile,
      now: () => START,
    });
    try {
      await second.flushWebhooks();
      expect(receiver.received).toHaveLength(3);
      second.setWebhookUrl(receiver.url);
      await second.flushWebhooks();
      expect(receiver.received).toHaveLength(6);
      const url = await second.listen();
      const events = await stripeClient(url).events.list();
      expect(events.data.every((event) => event.pending_webhooks === 0)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('keeps nothing on disk without a state file', async () => {
    const first = await startEmulator();
    await subscribe(first.stripe);
    await first.emulator.close();
    const second = await startEmulator();
    expect((await second.stripe.customers.list()).data).toHaveLength(0);
  });

  it('refuses a corrupt state file instead of starting empty', async () => {
    const stateFile = join(directory, 'stripe.json');
    await writeFile(stateFile, '{ not json');
    await expect(createStripeEmulator({ prices: PRICES, webhookSecret: WEBHOOK_SECRET, stateFile })).rejects.toThrow(/not valid JSON/);
  });
});
