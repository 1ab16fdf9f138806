import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/build-test-app.ts';
import { createOwner, type TestOwner } from '../../../test/factories.ts';
import { testDatabaseKind } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createPostgresBus, type RealtimeEvent } from './realtime-bus.ts';

interface SseClient {
  events: Array<{ event: string; data: unknown }>;
  status: number;
  contentType: string | undefined;
  close(): void;
  waitFor(count: number): Promise<void>;
  waitUntil(arrived: (events: SseClient['events']) => boolean, what: string): Promise<void>;
}

/** A minimal EventSource over node:http, so the test sees exactly the bytes a browser would. */
function connectSse(baseUrl: string, cookie: string): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events`, { headers: { cookie, accept: 'text/event-stream' } }, (response) => {
      const client: SseClient = {
        events: [],
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        close: () => request.destroy(),
        waitFor: (count) => client.waitUntil((events) => events.length >= count, `${count} events`),
        waitUntil: (arrived, what) =>
          new Promise((done, fail) => {
            const started = Date.now();
            const check = () => {
              if (arrived(client.events)) return done();
              if (Date.now() - started > 5_000) return fail(new Error(`expected ${what}, got ${JSON.stringify(client.events)}`));
              setTimeout(check, 20);
            };
            check();
          }),
      };
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let boundary = buffer.indexOf('\n\n');
        while (boundary !== -1) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const event = block.match(/^event: (.+)$/m)?.[1];
          const data = block.match(/^data: (.+)$/m)?.[1];
          if (event && data) client.events.push({ event, data: JSON.parse(data) });
          boundary = buffer.indexOf('\n\n');
        }
      });
      // Resolve once the stream is open (the server writes a comment first).
      response.once('data', () => resolve(client));
      if (response.statusCode !== 200) resolve(client);
    });
    request.on('error', reject);
  });
}

/**
 * The events `stream` received before a barrier order placed now, once the barrier's event is in. A restaurant's events
 * are numbered in the order their changes committed and a stream sends them in that order (decision 0035), so whatever
 * the test's requests changed before has arrived by then: what is missing was never sent. A barrier instead of a sleep
 * before asserting that nothing else came. `skip` leaves out the first events (those before an earlier barrier).
 */
async function eventsBeforeBarrier(app: FastifyInstance, owner: TestOwner, menuItemId: string, stream: SseClient, skip = 0) {
  const barrier = await takeOrder(app, owner, menuItemId, 'Barrier');
  expect(barrier.statusCode, barrier.body).toBe(201);
  const barrierId = barrier.json().order.id as string;
  const isBarrier = (event: SseClient['events'][number]) => (event.data as { id?: unknown }).id === barrierId;
  await stream.waitUntil((events) => events.some(isBarrier), 'the barrier event');
  return stream.events.slice(skip, stream.events.findIndex(isBarrier));
}

/** A phone order of one dish, taken through the owner's API on `app`. */
function takeOrder(app: FastifyInstance, owner: TestOwner, menuItemId: string, customerName = 'Walk-in') {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: owner.headers,
    payload: { customer_name: customerName, customer_phone: '+33 6 00 00 00 00', items: [{ menu_item_id: menuItemId, quantity: 1 }] },
  });
}

describe('GET /api/events', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;
  let owner: TestOwner;
  let other: TestOwner;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    owner = await createOwner(ctx.app);
    other = await createOwner(ctx.app);
  });
  afterAll(async () => ctx.close());

  it('refuses a visitor who is not signed in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
  });

  it("streams the owner's events, and only theirs, with the security headers kept", async () => {
    const mine = await connectSse(baseUrl, owner.cookie);
    const theirs = await connectSse(baseUrl, other.cookie);
    expect(mine.status).toBe(200);
    expect(mine.contentType).toContain('text/event-stream');

    const item = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Broth', price: 5 } });
    const placed = await takeOrder(ctx.app, owner, item.json().menuItem.id);
    const orderId = placed.json().order.id as string;
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: owner.headers, payload: { status: 'ready' } });
    await mine.waitFor(2);
    expect(mine.events).toEqual([
      { event: 'order.created', data: { id: orderId, status: 'pending' } },
      { event: 'order.updated', data: { id: orderId, status: 'ready' } },
    ]);
    const theirItem = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: other.headers, payload: { name: 'Pie', price: 7 } });
    expect(await eventsBeforeBarrier(ctx.app, other, theirItem.json().menuItem.id, theirs)).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('sends an event for every order placed and every status change, in order', async () => {
    const stream = await connectSse(baseUrl, owner.cookie);
    const item = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Soup', price: 6 } });
    const slug = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().profile.slug;
    const guest = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/${slug}/orders`,
      payload: { customer_name: 'Guest', customer_phone: '+33 6 00 00 00 00', items: [{ menu_item_id: item.json().menuItem.id, quantity: 1 }] },
    });
    expect(guest.statusCode, guest.body).toBe(201);
    const orderId = guest.json().order.id as string;
    const patched = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: owner.headers, payload: { status: 'ready' } });
    expect(patched.statusCode).toBe(200);
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: owner.headers, payload: { status: 'delivered' } });
    expect(await eventsBeforeBarrier(ctx.app, owner, item.json().menuItem.id, stream)).toEqual([
      { event: 'order.created', data: { id: orderId, status: 'pending' } },
      { event: 'order.updated', data: { id: orderId, status: 'ready' } },
      { event: 'order.updated', data: { id: orderId, status: 'delivered' } },
    ]);
    stream.close();
  });

  it('announces nothing for a change that was refused', async () => {
    const item = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Tart', price: 5 } });
    const mine = await takeOrder(ctx.app, owner, item.json().menuItem.id);
    expect(mine.statusCode, mine.body).toBe(201);
    const theirItem = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: other.headers, payload: { name: 'Pie', price: 7 } });
    const theirs = await takeOrder(ctx.app, other, theirItem.json().menuItem.id, 'Their guest');
    expect(theirs.statusCode, theirs.body).toBe(201);

    const stream = await connectSse(baseUrl, owner.cookie);
    // The events of the two orders above may still be on their way (announced after their answers, sent in a batch):
    // a first barrier lets them arrive, and only what comes after it counts.
    const before = (await eventsBeforeBarrier(ctx.app, owner, item.json().menuItem.id, stream)).length + 1;
    const refused = [
      // Another owner's order; an order of another owner's dish.
      await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${theirs.json().order.id}`, headers: owner.headers, payload: { status: 'ready' } }),
      await takeOrder(ctx.app, owner, theirItem.json().menuItem.id),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([404, 400]);
    const orderId = mine.json().order.id as string;
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId.toUpperCase()}`,
      headers: owner.headers,
      payload: { status: 'preparing' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    // The id as every answer spells it, however the request spelled it.
    const events = await eventsBeforeBarrier(ctx.app, owner, item.json().menuItem.id, stream, before);
    expect(events).toEqual([{ event: 'order.updated', data: { id: orderId, status: 'preparing' } }]);
    stream.close();
  });

  it('ends open streams when the server shuts down, so shutdown does not hang', async () => {
    const local = await createTestApp();
    await local.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(local.app.server.address() as AddressInfo).port}`;
    const someone = await createOwner(local.app);
    const stream = await connectSse(url, someone.cookie);
    const started = Date.now();
    await local.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    stream.close();
  });
});

describe.runIf(testDatabaseKind === 'postgres')('realtime across instances', () => {
  it('delivers an order placed through instance A to a stream connected to instance B', async () => {
    const a = await createTestApp();
    const databaseB = await openDatabase({ databaseUrl: a.database.url, dataDir: 'unused', poolSize: 2 });
    const b = await buildApp(a.config, { database: databaseB, logger: false });
    try {
      await b.listen({ port: 0, host: '127.0.0.1' });
      const owner = await createOwner(a.app);
      const stream = await connectSse(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`, owner.cookie);
      // A real order, placed through instance A's API.
      const item = await a.app.inject({
        method: 'POST',
        url: '/api/menu-items',
        headers: owner.headers,
        payload: { name: 'Soup', price: 6, category: 'Appetizers' },
      });
      const placed = await takeOrder(a.app, owner, item.json().menuItem.id, 'Cross-instance guest');
      expect(placed.statusCode).toBe(201);
      await stream.waitFor(1);
      expect(stream.events).toEqual([{ event: 'order.created', data: { id: placed.json().order.id, status: 'pending' } }]);
      stream.close();
    } finally {
      await b.close();
      await databaseB.close();
      await a.close();
    }
  });

  it('sends what an instance announced just before it closed, before its pool ends', async () => {
    const fixture = await createTestApp();
    const logger = { warn: () => {} };
    const poolA = new pg.Pool({ connectionString: fixture.database.url, max: 2 });
    const poolB = new pg.Pool({ connectionString: fixture.database.url, max: 2 });
    const a = createPostgresBus({ connectionString: fixture.database.url ?? '', pool: poolA, logger });
    const b = createPostgresBus({ connectionString: fixture.database.url ?? '', pool: poolB, logger });
    try {
      await Promise.all([a.ready, b.ready]);
      const heard: RealtimeEvent[] = [];
      b.subscribe('owner-1', (event) => heard.push(event));
      a.announce('owner-1', { type: 'order.created', data: { id: 'order-1', status: 'pending' } });
      a.announce('owner-1', { type: 'order.updated', data: { id: 'order-1', status: 'ready' } });
      // In the same turn, as a process does on SIGTERM: the bus, then the pool.
      await a.close();
      await poolA.end();
      await expect
        .poll(() => heard, { timeout: 2_000 })
        .toEqual([
          { type: 'order.created', data: { id: 'order-1', status: 'pending' } },
          { type: 'order.updated', data: { id: 'order-1', status: 'ready' } },
        ]);
    } finally {
      await a.close();
      if (!poolA.ended) await poolA.end();
      await b.close();
      await poolB.end();
      await fixture.close();
    }
  });

  it('ends on instance B a session that B answered from memory, once it is signed out through instance A', async () => {
    const a = await createTestApp();
    const databaseB = await openDatabase({ databaseUrl: a.database.url, dataDir: 'unused', poolSize: 2 });
    const b = await buildApp(a.config, { database: databaseB, logger: false });
    try {
      const owner = await createOwner(a.app);
      const onB = () => b.inject({ method: 'GET', url: '/api/orders?limit=1', headers: owner.headers });
      expect((await onB()).statusCode).toBe(200);
      expect(b.sessionCache.size).toBe(1);
      expect((await a.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: owner.headers })).statusCode).toBe(200);
      await expect.poll(async () => (await onB()).statusCode, { timeout: 2_000, interval: 10 }).toBe(401);
    } finally {
      await b.close();
      await databaseB.close();
      await a.close();
    }
  });
});
