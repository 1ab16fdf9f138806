/**
 * The webhook endpoint down for a while: first unreachable (nobody listens on the port), then answering 503; once
 * the real endpoint is back, the emulator's own retry schedule (1 s, 5 s, … as Stripe's, compressed) brings
 * stripe_subscriptions to the paid state — no flushWebhooks(), no manual sync.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner } from '../../../test/factories.ts';
import { stripeCustomers, stripeSubscriptions } from '../../db/schema/index.ts';
import { WEBHOOK_PATH } from './billing.plugin.ts';
import { buyPlan, emulatorOf, priceIdOf } from './billing.test-helpers.ts';

async function listenOn(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('webhook endpoint down for a while', () => {
  const ctx = buildTestApp();
  let failing: Server;
  let firstFailingHit = () => {};
  const failingHit = new Promise<void>((resolve) => {
    firstFailingHit = resolve;
  });

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    failing = createServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('maintenance');
      firstFailingHit();
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => failing.close(resolve));
  });

  it('retries after unreachable and 5xx phases bring stripe_subscriptions to the paid state', async () => {
    const emulator = emulatorOf(ctx.app);
    const realUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}${WEBHOOK_PATH}`;

    // Phase 1: unreachable. A port that was free a moment ago and that nobody listens on any more.
    const probe = createServer();
    const deadPort = await listenOn(probe);
    await new Promise((resolve) => probe.close(resolve));
    emulator.setWebhookUrl(`http://127.0.0.1:${deadPort}${WEBHOOK_PATH}`);

    const owner = await createOwner(ctx.app);
    await buyPlan(ctx.app, owner, 'restaurant');
    const [customer] = await ctx.database.db.select().from(stripeCustomers).where(eq(stripeCustomers.restaurantId, owner.restaurantId));
    expect(customer).toBeDefined();
    const customerId = customer?.customerId as string;
    const rowOf = async () => (await ctx.database.db.select().from(stripeSubscriptions).where(eq(stripeSubscriptions.customerId, customerId)))[0];

    // Phase 2: the endpoint answers 503 (deploy in progress); the first retry (after 1 s) lands there.
    const failingPort = await listenOn(failing);
    emulator.setWebhookUrl(`http://127.0.0.1:${failingPort}${WEBHOOK_PATH}`);
    // Barrier: a delivery reached the failing endpoint (and was refused), so none had reached the real one.
    await failingHit;
    const during = await rowOf();
    expect(during?.status ?? 'not_started').not.toBe('active');

    // Phase 3: back up. The next scheduled retry (5 s later) delivers; nobody flushes or syncs by hand.
    emulator.setWebhookUrl(realUrl);
    const row = await waitFor(async () => {
      const current = await rowOf();
      return current?.status === 'active' ? current : undefined;
    }, 20_000);
    expect(row.priceId).toBe(priceIdOf(ctx.app, 'restaurant'));
    expect(row.subscriptionId).toMatch(/^sub_/);
    const rows = await ctx.database.db.select().from(stripeSubscriptions).where(eq(stripeSubscriptions.customerId, customerId));
    expect(rows).toHaveLength(1);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/subscription', headers: owner.headers });
    expect(response.json().subscription).toMatchObject({ plan_id: 'restaurant', subscription_status: 'active', is_entitled: true });
  }, 40_000);
});
