/**
 * Events with a memory (decision 0035): the dashboard stream's order events come from the restaurant's event log,
 * numbered per restaurant; a stream that drops and comes back with `Last-Event-ID` gets every event it missed, once
 * and in order — on PostgreSQL through another instance too. A first stream may name the position its screen read
 * before its other reads (`?after=`, decision 0049) and gets what was logged since.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/build-test-app.ts';
import { createOwner, type TestOwner } from '../../../test/factories.ts';
import { connectSse, type SseClient } from '../../../test/sse-client.ts';
import { listenForStreams, type StreamInstance } from '../../../test/stream-instance.ts';
import { orders, restaurantEventCounters, restaurantEvents } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
/** Where streams are held: a second instance on PostgreSQL (orders go through the first), else the same one. */
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
  const dish = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Soup', price: 6 } });
  expect(dish.statusCode, dish.body).toBe(201);
  return { owner, dishId: dish.json().menuItem.id as string };
}

async function takeOrder(owner: TestOwner, dishId: string, name = 'Walk-in'): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: owner.headers,
    payload: { customer_name: name, customer_phone: '+33 6 00 00 00 00', items: [{ menu_item_id: dishId, quantity: 1 }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order.id as string;
}

const stream = (owner: TestOwner, lastEventId?: string) =>
  connectSse(`${watch.url}/api/events`, { cookie: owner.cookie, ...(lastEventId !== undefined ? { 'last-event-id': lastEventId } : {}) });

/** The ids of the orders whose creation `client` heard. */
const createdIds = (client: SseClient) => client.events.filter((event) => event.event === 'order.created').map((event) => (event.data as { id: string }).id);

/** Waits for the barrier order's creation on `client`: everything logged before it has arrived by then. */
async function untilBarrier(owner: TestOwner, dishId: string, client: SseClient) {
  const barrier = await takeOrder(owner, dishId, 'Barrier');
  await expect.poll(() => createdIds(client).includes(barrier), { timeout: 5_000 }).toBe(true);
  return barrier;
}

describe('the dashboard stream resumes from Last-Event-ID', () => {
  it('a display whose connection drops during a burst of 50 orders ends with exactly 50, each once, in order', async () => {
    const { owner, dishId } = await ownerWithDish();
    const first = await stream(owner);
    // 50 orders, ten at a time; the connection drops once the first ten have arrived.
    const placed: string[] = [];
    const burst = (async () => {
      for (let batch = 0; batch < 5; batch += 1) {
        placed.push(...(await Promise.all(Array.from({ length: 10 }, (_, index) => takeOrder(owner, dishId, `Guest ${batch * 10 + index}`)))));
      }
    })();
    await first.waitFor(10, 10_000);
    first.close();
    const heardBefore = createdIds(first);
    const lastId = first.ids.at(-1);
    expect(lastId).toMatch(/^\d+$/);
    await burst;

    const resumed = await stream(owner, lastId);
    const barrier = await untilBarrier(owner, dishId, resumed);
    const heard = [...heardBefore, ...createdIds(resumed).filter((id) => id !== barrier)];
    expect(heard).toHaveLength(50);
    expect(new Set(heard)).toEqual(new Set(placed));
    // Numbered one after another, with no gap between the two connections.
    const numbers = [...first.ids, ...resumed.ids].map(Number);
    expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] as number) + index));
    resumed.close();
  });

  it('a new stream starts from now: it does not replay the restaurant’s history', async () => {
    const { owner, dishId } = await ownerWithDish();
    await takeOrder(owner, dishId);
    const client = await stream(owner);
    const barrier = await untilBarrier(owner, dishId, client);
    expect(createdIds(client)).toEqual([barrier]);
    client.close();
  });

  it('numbers are per restaurant: another restaurant’s Last-Event-ID replays only that restaurant’s own events', async () => {
    const mine = await ownerWithDish();
    const theirs = await ownerWithDish();
    const myOrder = await takeOrder(mine.owner, mine.dishId);
    await takeOrder(theirs.owner, theirs.dishId);
    // From the start of their log: only their own order, never mine.
    const client = await stream(theirs.owner, '0');
    const barrier = await untilBarrier(theirs.owner, theirs.dishId, client);
    expect(createdIds(client)).toHaveLength(2);
    expect(createdIds(client)).not.toContain(myOrder);
    expect(createdIds(client).at(-1)).toBe(barrier);
    expect(client.ids).toEqual(['1', '2']);
    client.close();
  });

  it('an id that is not a number is a new stream, not an error', async () => {
    const { owner, dishId } = await ownerWithDish();
    await takeOrder(owner, dishId);
    const client = await stream(owner, 'yesterday');
    expect(client.status).toBe(200);
    const barrier = await untilBarrier(owner, dishId, client);
    expect(createdIds(client)).toEqual([barrier]);
    client.close();
  });
});

describe('a first stream resumes from the position its screen read first (decision 0049)', () => {
  const position = async (owner: TestOwner) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/events/position', headers: owner.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().after as number;
  };
  const streamAfter = (owner: TestOwner, after: string, lastEventId?: string) =>
    connectSse(`${watch.url}/api/events?after=${after}`, { cookie: owner.cookie, ...(lastEventId !== undefined ? { 'last-event-id': lastEventId } : {}) });

  it('GET /api/events/position names the restaurant’s last event; ?after= sends what was logged since, once', async () => {
    const { owner, dishId } = await ownerWithDish();
    await takeOrder(owner, dishId, 'Before the page');
    const after = await position(owner);
    expect(after).toBe(1);
    // Placed once the screen had read where it stands, before its stream opened: the stream sends it first.
    const missed = await takeOrder(owner, dishId, 'While the page loads');
    const client = await streamAfter(owner, String(after));
    const barrier = await untilBarrier(owner, dishId, client);
    expect(createdIds(client)).toEqual([missed, barrier]);
    expect(client.ids).toEqual(['2', '3']);
    client.close();
  });

  it('the browser’s Last-Event-ID wins over ?after= (its own reconnection keeps the address)', async () => {
    const { owner, dishId } = await ownerWithDish();
    await takeOrder(owner, dishId);
    const heard = await takeOrder(owner, dishId);
    const missed = await takeOrder(owner, dishId);
    const client = await streamAfter(owner, '0', '2');
    const barrier = await untilBarrier(owner, dishId, client);
    expect(createdIds(client)).toEqual([missed, barrier]);
    expect(createdIds(client)).not.toContain(heard);
    client.close();
  });

  it('a position this restaurant never gave starts from now and says resync; one that is not a number is refused', async () => {
    const { owner, dishId } = await ownerWithDish();
    await takeOrder(owner, dishId);
    const client = await streamAfter(owner, '99');
    const barrier = await untilBarrier(owner, dishId, client);
    expect(client.events.map((event) => event.event)).toEqual(['resync', 'order.created']);
    expect(createdIds(client)).toEqual([barrier]);
    client.close();
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/events?after=yesterday', headers: owner.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('the event log', () => {
  it('logs a change in its own transaction: a change rolled back logs nothing and gives its number back', async () => {
    const { owner, dishId } = await ownerWithDish();
    const orderId = await takeOrder(owner, dishId);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.update(orders).set({ status: 'ready' }).where(eq(orders.id, orderId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const logged = async () =>
      (await ctx.database.db.select().from(restaurantEvents).where(eq(restaurantEvents.restaurantId, owner.restaurantId)).orderBy(restaurantEvents.seq)).map(
        (row) => [row.seq, row.type, row.data],
      );
    expect(await logged()).toEqual([[1, 'order.created', { id: orderId, status: 'pending' }]]);
    // A status set to what it already is logs nothing either.
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: owner.headers, payload: { status: 'pending' } });
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: owner.headers, payload: { status: 'ready' } });
    expect(await logged()).toEqual([
      [1, 'order.created', { id: orderId, status: 'pending' }],
      [2, 'order.updated', { id: orderId, status: 'ready' }],
    ]);
    const [counter] = await ctx.database.db.select().from(restaurantEventCounters).where(eq(restaurantEventCounters.restaurantId, owner.restaurantId));
    expect(counter?.lastSeq).toBe(2);
  });
});
