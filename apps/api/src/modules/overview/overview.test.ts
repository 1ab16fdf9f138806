import { businessDay } from '@maitre/shared/business-day';
import type { OrderStatus } from '@maitre/shared/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner, type TestOwner } from '../../../test/factories.ts';
import { orders, restaurants } from '../../db/schema/index.ts';
import { getOverview } from './overview.service.ts';

const ctx = buildTestApp();

interface OrderSpec {
  at: string;
  total?: string;
  status?: OrderStatus;
  name?: string;
  email?: string | null;
  phone?: string | null;
}

async function seedOrders(owner: TestOwner, specs: OrderSpec[]) {
  await ctx.database.db.insert(orders).values(
    specs.map((spec) => ({
      restaurantId: owner.restaurantId,
      userId: owner.id,
      customerName: spec.name ?? 'Walk-in',
      customerEmail: spec.email ?? null,
      customerPhone: spec.phone ?? null,
      orderItems: [{ name: 'Dish', price: Number(spec.total ?? '10.00'), quantity: 1 }],
      totalAmount: spec.total ?? '10.00',
      status: spec.status ?? 'delivered',
      createdAt: new Date(spec.at),
      updatedAt: new Date(spec.at),
    })),
  );
}

async function setTimezone(owner: TestOwner, timezone: string) {
  await ctx.database.db.update(restaurants).set({ timezone }).where(eq(restaurants.id, owner.restaurantId));
}

/** The owner as the overview sees them: a member acting for their restaurant. */
const asMember = (owner: TestOwner) => ({
  userId: owner.id,
  email: owner.email,
  name: owner.fullName,
  sessionId: 'test',
  restaurantId: owner.restaurantId,
  role: 'owner' as const,
});

describe('overview figures', () => {
  it("counts today's orders and revenue from the business day's cutoff in the restaurant's time zone, against the same period yesterday", async () => {
    const owner = await createOwner(ctx.app);
    await setTimezone(owner, 'America/New_York');
    // now is 06:00 in New York (UTC−4): the business day began at 04:00 local (08:00Z, the default cutoff), yesterday's
    // same period is 08:00Z–10:00Z on the 9th.
    const now = new Date('2026-03-10T10:00:00Z');
    await seedOrders(owner, [
      { at: '2026-03-10T07:59:59Z', total: '50.00' }, // 03:59 local: still last night's service, not today
      { at: '2026-03-10T08:00:00Z', total: '12.10' }, // 04:00 local: today
      { at: '2026-03-10T09:00:00Z', total: '0.20', status: 'pending' },
      { at: '2026-03-10T09:30:00Z', total: '100.00', status: 'cancelled' }, // cancelled: neither an order nor revenue, as in Analytics
      { at: '2026-03-09T09:00:00Z', total: '10.00' }, // 05:00 yesterday: in yesterday's same period
      { at: '2026-03-09T09:10:00Z', total: '30.00', status: 'cancelled' }, // cancelled yesterday: not counted either
      { at: '2026-03-09T11:00:00Z', total: '40.00' }, // 07:00 yesterday: after yesterday's same period
    ]);
    const overview = await getOverview(ctx.app.database, asMember(owner), now);
    expect(overview.timezone).toBe('America/New_York');
    expect(overview.todayOrders).toEqual({ value: 2, previous: 1, changePercent: 100 });
    expect(overview.revenueToday).toEqual({ value: 12.3, previous: 10, changePercent: 23 });
    expect(overview.reservations).toEqual({ value: 0, previous: 0, changePercent: null });
  });

  it('at 01:30 the evening is still today: the orders since the cutoff count, the night before them does not', async () => {
    const owner = await createOwner(ctx.app);
    await setTimezone(owner, 'Europe/Paris');
    await seedOrders(owner, [
      { at: '2026-11-20T02:59:00Z', total: '4.00' }, // 03:59 on the 20th: the 19th's night
      { at: '2026-11-20T19:30:00Z', total: '30.00' }, // 20:30 on the 20th
      { at: '2026-11-21T00:15:00Z', total: '8.00' }, // 01:15 on the 21st: the 20th's service still
    ]);
    // 01:30 on the 21st in Paris (UTC+1).
    const overview = await getOverview(ctx.app.database, asMember(owner), new Date('2026-11-21T00:30:00Z'));
    expect(overview.todayOrders.value).toBe(2);
    expect(overview.revenueToday.value).toBe(38);
    // A restaurant whose day ends at midnight counts only the quarter past one. (Its orders keep the business day they
    // were placed in — a cutoff changed later does not move history, as in the reports: decision 0041.)
    const midnight = await createOwner(ctx.app);
    await setTimezone(midnight, 'Europe/Paris');
    await ctx.database.db.update(restaurants).set({ businessDayCutoffMinutes: 0 }).where(eq(restaurants.id, midnight.restaurantId));
    await seedOrders(midnight, [
      { at: '2026-11-20T19:30:00Z', total: '30.00' },
      { at: '2026-11-21T00:15:00Z', total: '8.00' },
    ]);
    const atMidnight = await getOverview(ctx.app.database, asMember(midnight), new Date('2026-11-21T00:30:00Z'));
    expect(atMidnight.todayOrders.value).toBe(1);
    expect(atMidnight.revenueToday.value).toBe(8);
  });

  it("uses the day's real offset on the day clocks change", async () => {
    const owner = await createOwner(ctx.app);
    await setTimezone(owner, 'Europe/Paris');
    // 29 March 2026: Paris moves from UTC+1 to UTC+2 at 02:00, so the business day began at 04:00 local = 02:00Z.
    await seedOrders(owner, [
      { at: '2026-03-29T01:59:00Z', total: '5.00' },
      { at: '2026-03-29T02:00:00Z', total: '7.00' },
    ]);
    const overview = await getOverview(ctx.app.database, asMember(owner), new Date('2026-03-29T20:00:00Z'));
    expect(overview.todayOrders.value).toBe(1);
    expect(overview.revenueToday.value).toBe(7);
  });

  it('uses UTC when the restaurant’s time zone is not one the runtime knows, and gives no percentage when yesterday was zero', async () => {
    const owner = await createOwner(ctx.app);
    await setTimezone(owner, 'Mars/Olympus_Mons');
    await seedOrders(owner, [
      { at: '2026-05-02T03:59:00Z', total: '9.99' },
      { at: '2026-05-02T04:00:00Z', total: '3.50' },
    ]);
    const overview = await getOverview(ctx.app.database, asMember(owner), new Date('2026-05-02T12:00:00Z'));
    expect(overview.timezone).toBe('UTC');
    expect(overview.todayOrders).toEqual({ value: 1, previous: 0, changePercent: null });
    expect(overview.revenueToday).toEqual({ value: 3.5, previous: 0, changePercent: null });
  });

  it('counts distinct customers of the last 30 days by email, else phone, else name', async () => {
    const owner = await createOwner(ctx.app);
    await setTimezone(owner, 'UTC');
    const now = new Date('2026-06-30T12:00:00Z');
    await seedOrders(owner, [
      { at: '2026-06-30T11:00:00Z', name: 'Ada', email: 'Ada@Example.com' },
      { at: '2026-06-20T11:00:00Z', name: 'Ada L.', email: 'ada@example.com ', status: 'cancelled' },
      { at: '2026-06-25T11:00:00Z', name: 'Bob', phone: '+33 1 23 45 67 89' },
      { at: '2026-06-26T11:00:00Z', name: 'Robert', phone: '+33123456789' },
      { at: '2026-06-27T11:00:00Z', name: 'Chloé' },
      { at: '2026-06-28T11:00:00Z', name: ' chloé ' },
      { at: '2026-05-31T06:00:00Z', name: 'Dora' }, // 30¼ days ago: only in the 30 days up to this time yesterday
    ]);
    const overview = await getOverview(ctx.app.database, asMember(owner), now);
    expect(overview.activeCustomers).toEqual({ value: 3, previous: 4, changePercent: -25 });
  });

  it('lists the five newest orders of the restaurant, newest first', async () => {
    const owner = await createOwner(ctx.app);
    const other = await createOwner(ctx.app);
    await seedOrders(
      owner,
      ['01', '02', '03', '04', '05', '06', '07'].map((day) => ({ at: `2026-07-${day}T12:00:00Z`, name: `Guest ${day}` })),
    );
    await seedOrders(other, [{ at: '2026-07-08T12:00:00Z', name: 'Not mine' }]);
    const overview = await getOverview(ctx.app.database, asMember(owner), new Date('2026-07-08T13:00:00Z'));
    expect(overview.recentOrders.map((order) => order.customer_name)).toEqual(['Guest 07', 'Guest 06', 'Guest 05', 'Guest 04', 'Guest 03']);
  });
});

describe('GET /api/overview', () => {
  it('answers 401 when nobody is signed in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/overview' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it("answers the signed-in owner's figures, with an order just taken counted today", async () => {
    const owner = await createOwner(ctx.app);
    const other = await createOwner(ctx.app);
    await setTimezone(owner, 'Pacific/Kiritimati');
    const item = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Poke bowl', price: 14.5 } });
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: { customer_name: 'Ada', customer_email: 'ada@example.com', items: [{ menu_item_id: item.json().menuItem.id, quantity: 2 }] },
    });
    expect(order.statusCode).toBe(201);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/overview', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      timezone: 'Pacific/Kiritimati',
      todayOrders: { value: 1, previous: 0, changePercent: null },
      reservations: { value: 0, previous: 0, changePercent: null },
      activeCustomers: { value: 1, previous: 0, changePercent: null },
      revenueToday: { value: 29, previous: 0, changePercent: null },
      recentOrders: [order.json().order],
    });

    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/overview', headers: other.headers });
    expect(theirs.json()).toMatchObject({ todayOrders: { value: 0 }, revenueToday: { value: 0 }, recentOrders: [] });
  });

  it("gives today's orders and net sales exactly as the Analytics page's Today does (the same rollups)", async () => {
    const owner = await createOwner(ctx.app);
    await setTimezone(owner, 'Europe/Paris');
    const item = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Soupe', price: 8.5 } });
    const itemId = item.json().menuItem.id;
    const place = async (quantity: number) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: owner.headers,
        payload: { customer_name: 'Ada', items: [{ menu_item_id: itemId, quantity }] },
      });
      expect(response.statusCode).toBe(201);
      return response.json().order.id as string;
    };
    await place(2);
    await place(1);
    const cancelled = await place(3);
    const cancel = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${cancelled}`, headers: owner.headers, payload: { status: 'cancelled' } });
    expect(cancel.statusCode).toBe(200);

    const overview = (await ctx.app.inject({ method: 'GET', url: '/api/overview', headers: owner.headers })).json();
    const [restaurant] = await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, owner.restaurantId));
    const today = businessDay(new Date(), 'Europe/Paris', restaurant?.businessDayCutoffMinutes);
    const summary = await ctx.app.inject({ method: 'GET', url: `/api/reports/summary?from=${today}&to=${today}`, headers: owner.headers });
    expect(summary.statusCode).toBe(200);
    const { current } = summary.json();
    expect(current).toMatchObject({ orders: 2, net: 25.5 });
    expect(overview.todayOrders.value).toBe(current.orders);
    expect(overview.revenueToday.value).toBe(current.net);
  });

  it('falls back to UTC when the stored time zone is unknown', async () => {
    const owner = await createOwner(ctx.app);
    await setTimezone(owner, 'Mars/Olympus_Mons');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/overview', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().timezone).toBe('UTC');
  });
});
