/**
 * Tenant isolation over the whole route table: every registered route must be classified below, so a new route
 * cannot ship without saying how it is isolated. Owner B using owner A's ids gets 404 and changes nothing; routes
 * acting on "my" data answer 401 without a session and never show another owner's rows.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuItems, orders } from '../src/db/schema/index.ts';
import { buildTestApp } from './build-test-app.ts';
import { createOwner, type TestOwner } from './factories.ts';

/** No tenant data, or guarded by something other than the session (documented per route). */
const PUBLIC: Record<string, string> = {
  'GET /healthz': 'process health',
  'GET /readyz': 'database health',
  'GET /metrics': 'Prometheus metrics, no tenant data: 404 unless METRICS_TOKEN is set, then only with that bearer token',
  'GET /api/docs': 'OpenAPI UI',
  'GET /api/docs/json': 'OpenAPI document',
  'GET /api/docs/yaml': 'OpenAPI document',
  'GET /api/docs/static/*': 'OpenAPI UI assets',
  'GET /api/docs/static/index.html': 'OpenAPI UI assets',
  'GET /api/docs/static/swagger-initializer.js': 'OpenAPI UI assets',
  'GET /api/auth/*': 'better-auth: acts on the session it is given',
  'POST /api/auth/*': 'better-auth: acts on the session or credentials it is given',
  'GET /api/billing/plans': 'the public plan catalogue',
  'POST /api/billing/webhook': 'Stripe: signature-checked, trusts only the customer id',
  'GET /api/storefront/:slug': "a restaurant's public menu",
  'GET /api/storefront/:slug/qr.svg': 'public order page QR code',
  'GET /api/storefront/:slug/poster': 'public order page poster',
  'POST /api/storefront/:slug/orders': 'guest ordering, limited per IP and restaurant',
  'GET /api/storefront/orders/:id': "a guest's order: the random uuid is the capability; no contact details",
  'GET /api/storefront/orders/:id/events': 'status of a guest order, same capability',
  'GET /dev/mailbox': 'dev mailbox: local mode only, 404 in production',
  'GET /dev/mailbox.json': 'dev mailbox: local mode only, 404 in production',
  'GET /dev/mailbox/:id': 'dev mailbox: local mode only, 404 in production',
};

/** Routes on the signed-in owner's own data, with no id in the URL: a request to try them with. */
const SELF: Record<string, { payload?: object }> = {
  'GET /api/profile': {},
  'PATCH /api/profile': { payload: { full_name: 'Intruder' } },
  'PUT /api/profile/slug': { payload: { slug: 'stolen-address' } },
  'GET /api/subscription': {},
  'GET /api/menu-items': {},
  'POST /api/menu-items': { payload: { name: 'Intruder dish', price: 1, category: 'Specials' } },
  'GET /api/orders': {},
  'POST /api/orders': { payload: { customer_name: 'Intruder', items: [] } },
  'GET /api/overview': {},
  'GET /api/events': {},
  'POST /api/billing/checkout-token': {},
  'POST /api/billing/portal': {},
  'POST /api/billing/sync': {},
  'POST /functions/v1/stripe-checkout': { payload: { price_id: 'x', mode: 'subscription', success_url: 'x', cancel_url: 'x' } },
};

/** Routes addressing one row by id: how to aim them at owner A's row. */
const BY_ID: Record<string, { url: (a: Fixture) => string; payload?: object }> = {
  'PATCH /api/menu-items/:id': { url: (a) => `/api/menu-items/${a.menuItemId}`, payload: { name: 'Hacked', is_available: false } },
  'DELETE /api/menu-items/:id': { url: (a) => `/api/menu-items/${a.menuItemId}` },
  'PATCH /api/orders/:id': { url: (a) => `/api/orders/${a.orderId}`, payload: { status: 'cancelled' } },
};

interface Fixture {
  owner: TestOwner;
  menuItemId: string;
  orderId: string;
}

describe('tenant isolation matrix', () => {
  const ctx = buildTestApp();
  let a: Fixture;
  let b: TestOwner;

  beforeAll(async () => {
    const ownerA = await createOwner(ctx.app, { restaurantName: 'Owner A Bistro' });
    b = await createOwner(ctx.app, { restaurantName: 'Owner B Diner' });
    const item = await ctx.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: ownerA.headers,
      payload: { name: 'Secret sauce A', price: 9.5, category: 'Specials' },
    });
    const menuItemId = item.json().menuItem.id as string;
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: ownerA.headers,
      payload: { customer_name: 'Customer of A', customer_email: 'a-customer@example.com', items: [{ menu_item_id: menuItemId, quantity: 2 }] },
    });
    a = { owner: ownerA, menuItemId, orderId: order.json().order.id as string };
  });

  const snapshotOfA = async () => ({
    menu: await ctx.database.db.select().from(menuItems).where(eq(menuItems.userId, a.owner.id)),
    orders: await ctx.database.db.select().from(orders).where(eq(orders.userId, a.owner.id)),
    profile: (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: a.owner.headers })).json(),
  });

  it('classifies every registered route (a new route must say how it is isolated)', () => {
    const unclassified = ctx.app.routeTable.filter((route) => !(route in PUBLIC) && !(route in SELF) && !(route in BY_ID));
    expect(unclassified).toEqual([]);
    const stale = [...Object.keys(PUBLIC), ...Object.keys(SELF), ...Object.keys(BY_ID)].filter((route) => !ctx.app.routeTable.includes(route));
    expect(stale).toEqual([]);
  });

  it.each(Object.entries(BY_ID))("%s: another owner's id answers 404 and changes nothing", async (route, { url, payload }) => {
    const before = await snapshotOfA();
    const method = route.split(' ')[0] as 'PATCH' | 'DELETE';
    const response = await ctx.app.inject({ method, url: url(a), headers: b.headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect(await snapshotOfA()).toEqual(before);
    // The same request without a session is refused before anything else.
    const anonymous = await ctx.app.inject({ method, url: url(a), headers: { origin: b.headers.origin ?? '' }, ...(payload ? { payload } : {}) });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each(Object.entries(SELF))('%s: 401 without a session; with one, never another owner’s data or rows', async (route, { payload }) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'PUT', string];
    const origin = b.headers.origin ?? '';
    const anonymous = await ctx.app.inject({ method, url, headers: { origin }, ...(payload ? { payload } : {}) });
    expect(anonymous.statusCode).toBe(401);
    if (route === 'GET /api/events') return; // a stream: covered by the realtime tests (only the owner's events)

    const before = await snapshotOfA();
    const response = await ctx.app.inject({ method, url, headers: b.headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBeLessThan(500);
    const body = response.body;
    for (const secret of [a.owner.id, a.owner.email, a.menuItemId, a.orderId, 'Secret sauce A', 'Customer of A', 'Owner A Bistro']) {
      expect(body).not.toContain(secret);
    }
    expect(await snapshotOfA()).toEqual(before);
  });
});
