/**
 * The reports' routes (issue 22, decision 0041): a restaurant's reports hold its own orders only (another restaurant's,
 * on the same days, are not in them); orders placed through the API are in them at once and a cancellation moves an
 * order from net to cancelled; a bad range is a 400 in the documented shape, in the member's language.
 */
import { addDays } from '@maitre/shared/reports';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner, type TestOwner } from '../../../test/factories.ts';

const ctx = buildTestApp();

async function dish(owner: TestOwner, name: string, price: number): Promise<string> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name, price, category: 'Appetizers' } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().menuItem.id;
}

async function order(owner: TestOwner, items: Array<{ menu_item_id: string; quantity: number }>): Promise<{ id: string; business_day: string }> {
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
