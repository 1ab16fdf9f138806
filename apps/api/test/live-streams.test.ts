/**
 * Live event streams end when they must and stay bounded (issue 16, items 4 and 5): a signed-in stream ends with its
 * session on every instance, on a periodic check and at its maximum lifetime; guest streams are capped per IP, per
 * order and in all; signed-in ones per session; caps answer in the documented error shape before a stream opens.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { postAuth } from './accounts.ts';
import { createTestApp } from './build-test-app.ts';
import { cookieHeaderFrom, createMember, createOwner, givePlan, signIn, type TestOwner } from './factories.ts';
import { connectSse, endsWithin, type SseClient } from './sse-client.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A guest order of one new dish at `owner`'s restaurant; answers its id. */
async function guestOrder(app: FastifyInstance, owner: TestOwner): Promise<string> {
  const item = await app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Soup', price: 6, category: 'Specials' } });
  const slug = (await app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().profile.slug as string;
  const order = await app.inject({
    method: 'POST',
    url: `/api/storefront/${slug}/orders`,
    payload: { customer_name: 'Guest', customer_phone: '+33 6 00 00 00 00', items: [{ menu_item_id: item.json().menuItem.id, quantity: 1 }] },
  });
  expect(order.statusCode, order.body).toBe(201);
  return order.json().order.id as string;
}

const setStatus = (app: FastifyInstance, owner: TestOwner, orderId: string, status: string) =>
  app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: owner.headers, payload: { status } });

describe('signed-in streams end with their session', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    // No session cache: one test expires a session behind the app's back, which a cached entry would not see.
    a = await createTestApp({ env: { STREAM_RECHECK_SECONDS: '1', SESSION_CACHE_SECONDS: '0' } });
    // A second instance on the same database, as behind a load balancer.
    b = await buildApp(a.config, { database: a.app.database, logger: false });
    baseA = await listen(a.app);
    baseB = await listen(b);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a stream held on instance B is closed within 2 s of signing out on instance A; the same user’s other sessions keep theirs', async () => {
    const owner = await createOwner(a.app);
    const dish = await a.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Soup', price: 6 } });
    const phone = cookieHeaderFrom((await signIn(a.app, owner.email, owner.password)).headers['set-cookie']);
    const tablet = cookieHeaderFrom((await signIn(a.app, owner.email, owner.password)).headers['set-cookie']);
    const onLaptop = await connectSse(`${baseB}/api/events`, { cookie: owner.cookie });
    const onPhone = await connectSse(`${baseB}/api/events`, { cookie: phone });
    const onTablet = await connectSse(`${baseA}/api/events`, { cookie: tablet });
    expect([onLaptop.status, onPhone.status, onTablet.status]).toEqual([200, 200, 200]);

    const out = await postAuth(a.app, '/sign-out', {}, owner.headers);
    expect(out.statusCode).toBe(200);
    expect(await endsWithin(onLaptop, 2_000)).toBe(true);

    // The tablet signs out on B: once its stream on A has ended, the phone's stream is still the phone's.
    await b.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: tablet, origin: a.config.appUrl, 'content-type': 'application/json' },
      payload: {},
    });
    expect(await endsWithin(onTablet, 2_000)).toBe(true);
    // An order taken now (on B, with the phone's session) reaches the phone's stream.
    const taken = await b.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: phone, origin: a.config.appUrl },
      payload: { customer_name: 'Still here', customer_phone: '+33 6 00 00 00 00', items: [{ menu_item_id: dish.json().menuItem.id, quantity: 1 }] },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    await onPhone.waitFor(1);
    expect(onPhone.events).toEqual([{ event: 'order.created', data: { id: taken.json().order.id, status: 'pending' } }]);
    onPhone.close();
  });

  it('"sign out everywhere" and a password change end the streams of the sessions they end', async () => {
    const owner = await createOwner(a.app);
    const other = cookieHeaderFrom((await signIn(a.app, owner.email, owner.password)).headers['set-cookie']);
    const stream = await connectSse(`${baseB}/api/events`, { cookie: other });
    await a.app.inject({ method: 'POST', url: '/api/auth/revoke-sessions', headers: { ...owner.headers, 'content-type': 'application/json' }, payload: {} });
    expect(await endsWithin(stream, 2_000)).toBe(true);

    const again = await createOwner(a.app);
    const second = cookieHeaderFrom((await signIn(a.app, again.email, again.password)).headers['set-cookie']);
    const watched = await connectSse(`${baseB}/api/events`, { cookie: second });
    const changed = await a.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...again.headers, 'content-type': 'application/json' },
      payload: { currentPassword: again.password, newPassword: 'an entirely new passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await endsWithin(watched, 2_000)).toBe(true);
  });

  it('a member removed or given another role on instance A loses the stream held on instance B within 2 s, and a removed member’s next request on B is refused', async () => {
    const owner = await createOwner(a.app);
    await givePlan(a.app, owner, 'restaurant');
    const cook = await createMember(a.app, owner, 'kitchen');
    const staff = (await a.app.inject({ method: 'GET', url: '/api/staff', headers: owner.headers })).json();
    const memberId = staff.members.find((member: { email: string }) => member.email === cook.email).id as string;

    const first = await connectSse(`${baseB}/api/events`, { cookie: cook.cookie });
    expect(first.status).toBe(200);
    const changed = await a.app.inject({ method: 'PATCH', url: `/api/staff/members/${memberId}`, headers: owner.headers, payload: { role: 'front_of_house' } });
    expect(changed.statusCode).toBe(200);
    expect(await endsWithin(first, 2_000)).toBe(true);

    const second = await connectSse(`${baseB}/api/events`, { cookie: cook.cookie });
    expect(second.status).toBe(200);
    expect((await a.app.inject({ method: 'DELETE', url: `/api/staff/members/${memberId}`, headers: owner.headers })).statusCode).toBe(204);
    expect(await endsWithin(second, 2_000)).toBe(true);
    // On B, the cook now acts for the restaurant they own themselves, never the one they were removed from.
    const profile = (await b.inject({ method: 'GET', url: '/api/profile', headers: cook.headers })).json().profile;
    expect(profile.restaurant_id).not.toBe(owner.restaurantId);
  });

  it('a session that expires while its stream is open is caught by the periodic check', async () => {
    const owner = await createOwner(a.app);
    const stream = await connectSse(`${baseA}/api/events`, { cookie: owner.cookie });
    // Expired in the database without any notification: only the periodic check can see it.
    await a.database.db.execute(sql`update session set expires_at = now() - interval '1 second' where user_id = ${owner.id}`);
    expect(await endsWithin(stream, 5_000)).toBe(true);
    // EventSource reconnects, and is refused.
    expect((await connectSse(`${baseA}/api/events`, { cookie: owner.cookie })).status).toBe(401);
  });
});

describe('stream lifetime', () => {
  let ctx: TestApp;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { STREAM_MAX_SECONDS: '1' } });
    base = await listen(ctx.app);
  });
  afterAll(async () => ctx.close());

  it('ends every stream after STREAM_MAX_SECONDS, so EventSource reconnects and authenticates again', async () => {
    const owner = await createOwner(ctx.app);
    const mine = await connectSse(`${base}/api/events`, { cookie: owner.cookie });
    const orderId = await guestOrder(ctx.app, owner);
    const guest = await connectSse(`${base}/api/storefront/orders/${orderId}/events`);
    expect(await endsWithin(mine, 5_000)).toBe(true);
    expect(await endsWithin(guest, 5_000)).toBe(true);
    expect(ctx.app.liveStreams.size).toBe(0);
  });
});

describe('stream caps', () => {
  let ctx: TestApp;
  let base: string;
  let owner: TestOwner;
  const open: SseClient[] = [];
  const guestStream = async (orderId: string, ip: string) => {
    const client = await connectSse(`${base}/api/storefront/orders/${orderId}/events`, { 'x-forwarded-for': ip });
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: 'true', STREAMS_MAX: '8', STREAMS_PER_IP: '3', STREAMS_PER_ORDER: '2', STREAMS_PER_SESSION: '2' } });
    base = await listen(ctx.app);
    owner = await createOwner(ctx.app);
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await ctx.close();
  });

  const expectRefused = (client: SseClient, status: number, code: string) => {
    expect(client.status).toBe(status);
    expect(JSON.parse(client.body())).toEqual({ error: { code, message: expect.any(String) } });
  };

  it('caps guest streams per order and per IP with 429 in the documented shape, and frees a place when one closes', async () => {
    const first = await guestOrder(ctx.app, owner);
    const second = await guestOrder(ctx.app, owner);
    expect((await guestStream(first, '198.51.100.1')).status).toBe(200);
    const held = await guestStream(first, '198.51.100.2');
    expect(held.status).toBe(200);
    expectRefused(await guestStream(first, '198.51.100.3'), 429, 'RATE_LIMITED');

    const s1 = await guestStream(second, '198.51.100.1');
    expect(s1.status, s1.body()).toBe(200);
    const s2 = await guestStream(second, '198.51.100.1');
    expect(s2.status, s2.body()).toBe(200);
    const thirdFromOneIp = await guestStream(await guestOrder(ctx.app, owner), '198.51.100.1');
    expectRefused(thirdFromOneIp, 429, 'RATE_LIMITED');
    expect(thirdFromOneIp.contentType).toContain('application/json');

    held.close();
    await expect.poll(() => ctx.app.liveStreams.size).toBe(3);
    expect((await guestStream(first, '198.51.100.3')).status).toBe(200);
  });

  it('caps a session’s streams (one per tab) and all streams of the instance (503 with Retry-After)', async () => {
    const tabs = [await connectSse(`${base}/api/events`, { cookie: owner.cookie }), await connectSse(`${base}/api/events`, { cookie: owner.cookie })];
    open.push(...tabs);
    expect(tabs.map((tab) => tab.status)).toEqual([200, 200]);
    expectRefused(await connectSse(`${base}/api/events`, { cookie: owner.cookie }), 429, 'RATE_LIMITED');

    // Six streams are open (4 guests, 2 tabs); another owner's two tabs fill the instance (8).
    const other = await createOwner(ctx.app);
    open.push(await connectSse(`${base}/api/events`, { cookie: other.cookie }), await connectSse(`${base}/api/events`, { cookie: other.cookie }));
    expect(ctx.app.liveStreams.size).toBe(8);
    const third = await createOwner(ctx.app);
    const full = await ctx.app.inject({ method: 'GET', url: '/api/events', headers: { cookie: third.cookie } });
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBeDefined();
    expect(full.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } });
  });
});

describe('guest streams of finished orders', () => {
  let ctx: TestApp;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    base = await listen(ctx.app);
  });
  afterAll(async () => ctx.close());

  it('closes after the delivered or cancelled event, and answers 204 (EventSource stops) for a finished order', async () => {
    const owner = await createOwner(ctx.app);
    const orderId = await guestOrder(ctx.app, owner);
    // The id as a guest might type it: upper case.
    const stream = await connectSse(`${base}/api/storefront/orders/${orderId.toUpperCase()}/events`);
    expect(stream.status).toBe(200);
    expect((await setStatus(ctx.app, owner, orderId, 'ready')).statusCode).toBe(200);
    expect((await setStatus(ctx.app, owner, orderId, 'delivered')).statusCode).toBe(200);
    await stream.ended;
    expect(stream.events.map((event) => (event.data as { status: string }).status)).toEqual(['ready', 'delivered']);

    const again = await connectSse(`${base}/api/storefront/orders/${orderId}/events`);
    expect(again.status).toBe(204);
    expect(ctx.app.liveStreams.size).toBe(0);
  });
});
