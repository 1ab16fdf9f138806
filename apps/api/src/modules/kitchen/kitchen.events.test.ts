/**
 * The kitchen's live stream (issue 21, decision 0037): `GET /api/kitchen/events` on the restaurant's event log. A
 * display whose connection drops during a burst of 50 accepted orders, and reconnects with `Last-Event-ID`, ends with
 * exactly the 50 tickets, each once — on PostgreSQL through a second instance (orders go through the first). A
 * `Last-Event-ID` older than the kept log gets `resync` (the dashboard's stream too). Both databases.
 */
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, type TestOwner } from '../../../test/factories.ts';
import { connectSse, type SseClient } from '../../../test/sse-client.ts';
import { listenForStreams, type StreamInstance } from '../../../test/stream-instance.ts';
import { restaurantEvents } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
/** Where displays are held: a second instance on PostgreSQL (orders and marks go through the first), else the same. */
let watch: StreamInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  watch = await listenForStreams(ctx);
});
afterAll(async () => {
  await watch.close();
  await ctx.close();
});

async function ownerWithDish(): Promise<{ owner: TestOwner; dishId: string }> {
  const owner = await createOwner(ctx.app);
  const dish = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Steak', price: 21 } });
  expect(dish.statusCode, dish.body).toBe(201);
  return { owner, dishId: dish.json().menuItem.id as string };
}

/** A new order, accepted at once: on the kitchen's displays. */
async function acceptedOrder(owner: TestOwner, dishId: string, name = 'Walk-in'): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: owner.headers,
    payload: { customer_name: name, items: [{ menu_item_id: dishId, quantity: 1 }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().order.id as string;
  const accepted = await ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/accept`, headers: owner.headers, payload: { ready_in_minutes: 15 } });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

const kitchenStream = (who: Pick<TestOwner, 'cookie'>, lastEventId?: string, path = '/api/kitchen/events') =>
  connectSse(`${watch.url}${path}`, { cookie: who.cookie, ...(lastEventId !== undefined ? { 'last-event-id': lastEventId } : {}) });

type Heard = { event: string; data: unknown };
/** What a display does with the stream: a ticket appears when its order is accepted (the display refetches it). */
const acceptedIds = (events: Heard[]) =>
  events
    .filter((event) => event.event === 'order.updated' && (event.data as { status: string }).status === 'confirmed')
    .map((event) => (event.data as { id: string }).id);

async function untilBarrier(owner: TestOwner, dishId: string, client: SseClient) {
  const barrier = await acceptedOrder(owner, dishId, 'Barrier');
  await expect.poll(() => acceptedIds(client.events).includes(barrier), { timeout: 5_000 }).toBe(true);
  return barrier;
}

describe('the kitchen stream resumes from Last-Event-ID', () => {
  it('a display dropped during a burst of 50 accepted orders ends with exactly 50 tickets, each once', async () => {
    const { owner, dishId } = await ownerWithDish();
    const cook = await createMember(ctx.app, owner, 'kitchen');
    const first = await kitchenStream(cook);
    const placed: string[] = [];
    const burst = (async () => {
      for (let batch = 0; batch < 5; batch += 1) {
        placed.push(...(await Promise.all(Array.from({ length: 10 }, (_, index) => acceptedOrder(owner, dishId, `Guest ${batch * 10 + index}`)))));
      }
    })();
    // Dropped mid-burst: after 15 events (creations and accepts of the first orders).
    await first.waitFor(15, 10_000);
    first.close();
    const heardBefore = [...first.events];
    const lastId = first.ids.at(-1);
    expect(lastId).toMatch(/^\d+$/);
    await burst;

    const resumed = await kitchenStream(cook, lastId);
    const barrier = await untilBarrier(owner, dishId, resumed);
    const tickets = [...acceptedIds(heardBefore), ...acceptedIds(resumed.events)].filter((id) => id !== barrier);
    expect(tickets).toHaveLength(50);
    expect(new Set(tickets)).toEqual(new Set(placed));
    // Every event once: numbered one after another across the two connections.
    const numbers = [...first.ids, ...resumed.ids].map(Number);
    expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] as number) + index));
    // And the display's refetch agrees: the 50 and the barrier are open.
    const open = await ctx.app.inject({ method: 'GET', url: '/api/kitchen/tickets', headers: cook.headers });
    expect(open.json().tickets).toHaveLength(51);
    resumed.close();
  });

  it('carries the kitchen’s marks with the order’s id: a line done, a bump, a recall', async () => {
    const { owner, dishId } = await ownerWithDish();
    const orderId = await acceptedOrder(owner, dishId);
    const client = await kitchenStream(owner);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/kitchen/tickets', headers: owner.headers });
    const lineId = list.json().tickets[0].lines[0].id as string;
    await ctx.app.inject({ method: 'POST', url: `/api/kitchen/lines/${lineId}/done`, headers: owner.headers });
    await ctx.app.inject({ method: 'POST', url: `/api/kitchen/tickets/${orderId}/bump`, headers: owner.headers, payload: {} });
    await ctx.app.inject({ method: 'POST', url: `/api/kitchen/tickets/${orderId}/recall`, headers: owner.headers, payload: {} });
    await client.waitFor(5, 5_000);
    expect(client.events).toEqual([
      { event: 'kitchen.line', data: { id: orderId, line_id: lineId, done: true } },
      { event: 'order.updated', data: { id: orderId, status: 'ready' } },
      { event: 'kitchen.bumped', data: { id: orderId, status: 'ready' } },
      { event: 'order.updated', data: { id: orderId, status: 'preparing' } },
      { event: 'kitchen.recalled', data: { id: orderId, status: 'preparing' } },
    ]);
    client.close();
  });

  for (const path of ['/api/kitchen/events', '/api/events']) {
    it(`${path}: a Last-Event-ID older than the kept log (or never given) gets resync, then goes on from now`, async () => {
      const { owner, dishId } = await ownerWithDish();
      await acceptedOrder(owner, dishId);
      await acceptedOrder(owner, dishId);
      // The first three events are past the retention (the log keeps the 4th on).
      await ctx.database.db.delete(restaurantEvents).where(and(eq(restaurantEvents.restaurantId, owner.restaurantId), lte(restaurantEvents.seq, 3)));
      const behind = await kitchenStream(owner, '1', path);
      const ahead = await kitchenStream(owner, '999', path);
      const fine = await kitchenStream(owner, '3', path);
      const barrier = await untilBarrier(owner, dishId, behind);
      await expect.poll(() => acceptedIds(ahead.events).includes(barrier), { timeout: 5_000 }).toBe(true);
      await expect.poll(() => acceptedIds(fine.events).includes(barrier), { timeout: 5_000 }).toBe(true);
      for (const client of [behind, ahead]) {
        expect(client.events[0]).toEqual({ event: 'resync', data: {} });
        expect(client.ids[0]).toBe('4');
        expect(acceptedIds(client.events)).toEqual([barrier]);
      }
      // Resumable: the 4th event (the second order's accept) and on, no resync.
      expect(fine.events.map((event) => event.event)).not.toContain('resync');
      expect(fine.ids[0]).toBe('4');
      for (const client of [behind, ahead, fine]) client.close();
    });
  }
});
