/**
 * The reports' routes (issue 22, decision 0041): a restaurant's reports hold its own orders only (another restaurant's,
 * on the same days, are not in them); orders placed through the API are in them at once and a cancellation moves an
 * order from net to cancelled; a bad range is a 400 in the documented shape, in the member's language.
 */
import { addDays } from '@maitre/shared/reports';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, givePlan, type TestOwner } from '../../../test/factories.ts';
import { activityLog, restaurants } from '../../db/schema/index.ts';
import { insertOrder } from '../orders/orders.repository.ts';

const ctx = buildTestApp();

async function dish(owner: TestOwner, name: string, price: number): Promise<string> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name, price, category: 'Appetizers' } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().menuItem.id;
}

async function order(
  owner: Pick<TestOwner, 'headers'>,
  items: Array<{ menu_item_id: string; quantity: number }>,
): Promise<{ id: string; business_day: string }> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: owner.headers, payload: { customer_name: 'Guest', items } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order;
}

describe('reports routes', () => {
  it("answer a restaurant's own orders, at once, and a cancellation moves one from net to cancelled", async () => {
    const a = await createOwner(ctx.app);
    const b = await createOwner(ctx.app);
    const soup = await dish(a, 'Soup', 8.5);
    const tart = await dish(a, 'Tart', 6);
    const other = await dish(b, 'Coffee', 2);
    const first = await order(a, [
      { menu_item_id: soup, quantity: 2 },
      { menu_item_id: tart, quantity: 1 },
    ]);
    const second = await order(a, [{ menu_item_id: tart, quantity: 3 }]);
    await order(b, [{ menu_item_id: other, quantity: 5 }]);
    // A day either side: the orders stay in range even if the business day's cutoff passes between them.
    const from = addDays(first.business_day, -1);
    const to = addDays(first.business_day, 1);
    const get = async (path: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/reports/${path}?from=${from}&to=${to}`, headers: a.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect((await get('summary')).current).toEqual({
      gross: 41,
      grossOrders: 2,
      cancelled: 0,
      cancelledOrders: 0,
      net: 41,
      orders: 2,
      averageTicket: 20.5,
      itemsSold: 6,
    });

    const cancel = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${second.id}`, headers: a.headers, payload: { status: 'cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await get('summary')).current).toEqual({
      gross: 41,
      grossOrders: 2,
      cancelled: 18,
      cancelledOrders: 1,
      net: 23,
      orders: 1,
      averageTicket: 23,
      itemsSold: 3,
    });
    const dishes = await get('dishes');
    expect(dishes.dishes).toEqual([
      { menuItemId: soup, name: 'Soup', quantity: 2, revenue: 17, cancelledQuantity: 0 },
      { menuItemId: tart, name: 'Tart', quantity: 1, revenue: 6, cancelledQuantity: 3 },
    ]);
    // A renamed dish keeps its history, under its new name.
    const rename = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${soup}`, headers: a.headers, payload: { name: 'Velouté' } });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await get('dishes')).topByRevenue[0]).toEqual({ menuItemId: soup, name: 'Velouté', quantity: 2, revenue: 17, cancelledQuantity: 0 });
    expect((await get('channels')).channels).toEqual([
      expect.objectContaining({ channel: 'online', orders: 0, gross: 0 }),
      expect.objectContaining({ channel: 'table', orders: 0, gross: 0 }),
      expect.objectContaining({ channel: 'phone', orders: 1, net: 23, cancelledOrders: 1, gross: 41 }),
    ]);
  });

  it('a deleted dish keeps the last name it had in the range, also when its month is read less the days outside it', async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    const soup = await dish(owner, 'Soup', 5);
    // Orders of past days, written by the repository the API uses: "Soup" on 10 March, "Velouté" (the same dish,
    // renamed) on 30 March, after the range; then the dish leaves the menu.
    const at = async (day: string, name: string, quantity: number) =>
      ctx.app.database.withRestaurant(owner.restaurantId, (scope) =>
        insertOrder(scope, {
          customerName: 'Guest',
          customerPhone: null,
          customerEmail: null,
          notes: null,
          lines: [{ name, price: 5, quantity, menu_item_id: soup, options: [] }],
          totalAmount: (5 * quantity).toFixed(2),
          source: 'dashboard',
          createdBy: owner.id,
          status: 'delivered',
          createdAt: new Date(`${day}T12:00:00Z`),
          tableLabel: null,
        }),
      );
    await at('2025-03-10', 'Soup', 2);
    await at('2025-03-30', 'Velouté', 1);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/menu-items/${soup}`, headers: owner.headers });
    expect(removed.statusCode).toBe(204);
    const read = async (path: string, from: string, to: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/reports/${path}?from=${from}&to=${to}`, headers: owner.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    // 3–27 March: March's month row less 1–2 and 28–31 March (decision 0045); its newest name is from the 30th.
    expect((await read('dishes', '2025-03-03', '2025-03-27')).dishes).toEqual([
      { menuItemId: soup, name: 'Soup', quantity: 2, revenue: 10, cancelledQuantity: 0 },
    ]);
    expect((await read('menu-engineering', '2025-03-03', '2025-03-27')).withoutCost).toEqual([
      expect.objectContaining({ menuItemId: soup, name: 'Soup', quantity: 2 }),
    ]);
    // The whole month, and a few days read as they are, for comparison.
    expect((await read('dishes', '2025-03-01', '2025-03-31')).dishes).toEqual([
      { menuItemId: soup, name: 'Velouté', quantity: 3, revenue: 15, cancelledQuantity: 0 },
    ]);
    expect((await read('dishes', '2025-03-09', '2025-03-11')).dishes).toEqual([
      { menuItemId: soup, name: 'Soup', quantity: 2, revenue: 10, cancelledQuantity: 0 },
    ]);
  });

  it('refuses a bad range with the documented error shape, in the member’s language', async () => {
    const owner = await createOwner(ctx.app);
    for (const [query, field] of [
      ['', 'from'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-11-21&to=2026-11-20', 'to'],
      ['from=2025-11-01&to=2026-11-02', 'to'],
      ['from=2026-11-01&to=tomorrow', 'to'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/reports/summary?${query}`, headers: owner.headers });
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.fieldErrors), query).toContain(field);
    }
    // 366 days is the longest range (a leap year).
    const year = await ctx.app.inject({ method: 'GET', url: '/api/reports/trend?from=2027-11-26&to=2028-11-25', headers: owner.headers });
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json().days).toHaveLength(366);
    const tooLong = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/summary?from=2025-11-01&to=2026-11-02',
      headers: { ...owner.headers, 'accept-language': 'fr-FR' },
    });
    expect(tooLong.json().error.fieldErrors.to).toEqual(['Un rapport couvre au plus 366 jours']);
  });
});

describe('advanced reports (Michelin Star, decision 0042)', () => {
  const range = (day: string) => `from=${addDays(day, -1)}&to=${addDays(day, 1)}`;
  const get = async (owner: Pick<TestOwner, 'headers'>, path: string, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/reports/${path}?${query}`, headers: owner.headers });

  it('the heatmap puts each order in its weekday × hour, the team counts who did what, and neither shows another restaurant', async () => {
    const a = await createOwner(ctx.app, { fullName: 'Ada Owner' });
    const b = await createOwner(ctx.app, { fullName: 'Bob Elsewhere' });
    await givePlan(ctx.app, a, 'michelin');
    await givePlan(ctx.app, b, 'michelin');
    const waiter = await createMember(ctx.app, a, 'front_of_house');
    const soup = await dish(a, 'Soup', 8.5);
    const other = await dish(b, 'Coffee', 2);
    const first = await order(a, [{ menu_item_id: soup, quantity: 2 }]);
    const second = await order(waiter, [{ menu_item_id: soup, quantity: 1 }]);
    const third = await order(waiter, [{ menu_item_id: soup, quantity: 4 }]);
    await order(b, [{ menu_item_id: other, quantity: 5 }]);
    const patch = async (who: Pick<TestOwner, 'headers'>, id: string, status: string) => {
      const response = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: who.headers, payload: { status } });
      expect(response.statusCode, response.body).toBe(200);
    };
    // The owner marks the first ready then delivered; the waiter cancels the third.
    await patch(a, first.id, 'ready');
    await patch(a, first.id, 'delivered');
    await patch(waiter, third.id, 'cancelled');
    const query = range(first.business_day);

    const heatmap = await get(a, 'heatmap', query);
    expect(heatmap.statusCode, heatmap.body).toBe(200);
    const cells = heatmap.json().cells as Array<{ weekday: number; hour: number; orders: number; net: number; previous: { orders: number } }>;
    expect(cells).toHaveLength(168);
    expect(cells.slice(0, 2).map((cell) => [cell.weekday, cell.hour])).toEqual([
      [1, 0],
      [1, 1],
    ]);
    // Two orders not cancelled (17 + 8.50; the cancelled third is out, B's coffee is not A's): in the weekday of their
    // business day and the hour the hours report has them in.
    const filled = cells.filter((cell) => cell.orders > 0);
    expect(filled.reduce((sum, cell) => sum + cell.orders, 0)).toBe(2);
    expect(filled.reduce((sum, cell) => sum + cell.net, 0)).toBe(25.5);
    const isoWeekday = (day: string) => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    expect(new Set(filled.map((cell) => cell.weekday))).toEqual(new Set([isoWeekday(first.business_day), isoWeekday(second.business_day)]));
    const hours = (await get(a, 'hours', query)).json().hours as Array<{ hour: number; orders: number }>;
    for (const cell of filled) expect(hours[cell.hour]?.orders).toBeGreaterThanOrEqual(cell.orders);
    expect(cells.every((cell) => cell.previous.orders === 0)).toBe(true);

    const team = await get(a, 'team', query);
    expect(team.statusCode, team.body).toBe(200);
    const byName = new Map((team.json().members as Array<{ name: string; role: string | null; current: Record<string, number> }>).map((m) => [m.name, m]));
    expect([...byName.keys()].sort()).toEqual(['A front_of_house', 'Ada Owner']);
    expect(byName.get('Ada Owner')).toMatchObject({
      role: 'owner',
      current: { orders: 1, taken: 1, accepted: 0, rejected: 0, cancelled: 0, ready: 1, delivered: 1 },
    });
    expect(byName.get('A front_of_house')?.current).toMatchObject({ orders: 2, taken: 2, ready: 0, delivered: 0 });
    const waiterFigures = byName.get('A front_of_house')?.current ?? {};
    expect((waiterFigures.rejected ?? 0) + (waiterFigures.cancelled ?? 0)).toBe(1);
    expect(team.body).not.toContain('Bob Elsewhere');

    // A member who left still shows, by the name stored with their entries, without a role.
    const staff = (await ctx.app.inject({ method: 'GET', url: '/api/staff', headers: a.headers })).json();
    const membership = staff.members.find((member: { email: string }) => member.email === waiter.email).id as string;
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/staff/members/${membership}`, headers: a.headers });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const after = (await get(a, 'team', query)).json().members as Array<{
      name: string;
      role: string | null;
      userId: string | null;
      current: { orders: number };
    }>;
    expect(after.find((member) => member.userId === waiter.id)).toMatchObject({ name: 'A front_of_house', role: null, current: { orders: 2 } });

    // The next range compares with this one: the previous period's figures and the change in percent.
    const later = `from=${addDays(first.business_day, 2)}&to=${addDays(first.business_day, 4)}`;
    const next = (await get(a, 'team', later)).json().members as Array<{
      userId: string;
      previous: { orders: number };
      changePercent: { orders: number | null };
    }>;
    expect(next.find((member) => member.userId === a.id)).toMatchObject({ previous: { orders: 1 }, changePercent: { orders: -100 } });
    const nextHeatmap = (await get(a, 'heatmap', later)).json().cells as Array<{ previous: { orders: number }; changePercent: { orders: number | null } }>;
    expect(nextHeatmap.reduce((sum, cell) => sum + cell.previous.orders, 0)).toBe(2);
    expect(nextHeatmap.filter((cell) => cell.previous.orders > 0).every((cell) => cell.changePercent.orders === -100)).toBe(true);
  });

  it('the team counts an entry in its business day: the restaurant’s zone and cutoff, not the calendar day', async () => {
    const a = await createOwner(ctx.app, { fullName: 'Night Owl' });
    const b = await createOwner(ctx.app);
    await givePlan(ctx.app, a, 'michelin');
    await ctx.database.db.update(restaurants).set({ timezone: 'Europe/Paris', businessDayCutoffMinutes: 240 }).where(eq(restaurants.id, a.restaurantId));
    const entry = (restaurantId: string, at: string) => ({
      restaurantId,
      actorUserId: a.id,
      actorName: 'Night Owl',
      action: 'order.created',
      subjectType: 'order',
      subjectId: crypto.randomUUID(),
      details: { total: '10.00' },
      createdAt: new Date(at),
    });
    await ctx.database.db.insert(activityLog).values([
      // 01:30 in Paris on the 10th: still the 9th's service (cutoff 04:00).
      entry(a.restaurantId, '2026-11-10T00:30:00Z'),
      // 04:00 in Paris on the 10th: the 10th's, and 03:59 on the 11th too.
      entry(a.restaurantId, '2026-11-10T03:00:00Z'),
      entry(a.restaurantId, '2026-11-11T02:59:00Z'),
      // The same person's entry in another restaurant is not this one's.
      entry(b.restaurantId, '2026-11-10T12:00:00Z'),
    ]);
    const taken = async (day: string) => {
      const response = await get(a, 'team', `from=${day}&to=${day}`);
      expect(response.statusCode, response.body).toBe(200);
      const me = (response.json().members as Array<{ userId: string; current: { taken: number }; previous: { taken: number } }>).find(
        (member) => member.userId === a.id,
      );
      return [me?.current.taken, me?.previous.taken];
    };
    expect(await taken('2026-11-09')).toEqual([1, 0]);
    expect(await taken('2026-11-10')).toEqual([2, 1]);
    expect(await taken('2026-11-11')).toEqual([0, 2]);
  });

  it('are for owners and managers on Michelin Star: 403 for front of house and the kitchen, PLAN_REQUIRED below the plan', async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    const manager = await createMember(ctx.app, owner, 'manager');
    for (const path of ['heatmap', 'team']) {
      expect((await get(manager, path, 'from=2026-11-01&to=2026-11-30')).statusCode).toBe(200);
      for (const role of ['front_of_house', 'kitchen'] as const) {
        const response = await get(await createMember(ctx.app, owner, role), path, 'from=2026-11-01&to=2026-11-30');
        expect(response.statusCode, `${role} ${path}`).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      }
    }
    const restaurantPlan = await createOwner(ctx.app);
    await givePlan(ctx.app, restaurantPlan, 'restaurant');
    const noPlan = await createOwner(ctx.app);
    for (const owner of [restaurantPlan, noPlan]) {
      for (const path of ['heatmap', 'team']) {
        const response = await get(owner, path, 'from=2026-11-01&to=2026-11-30');
        expect(response.statusCode, path).toBe(403);
        expect(response.json().error).toMatchObject({ code: 'PLAN_REQUIRED', message: expect.stringContaining('Michelin Star') });
        // The basic reports stay open to them.
        expect((await get(owner, 'summary', 'from=2026-11-01&to=2026-11-30')).statusCode).toBe(200);
      }
    }
    // A bad range is a 400 first, in the documented shape, whatever the plan.
    const bad = await get(noPlan, 'heatmap', 'from=2026-11-21&to=2026-11-20');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });
});
