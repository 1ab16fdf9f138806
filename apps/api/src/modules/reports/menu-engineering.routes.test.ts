/**
 * Menu engineering (issue 22, decision 0043): the cost entered per dish, who reads it (owners and managers only; never
 * the order page), and GET /api/reports/menu-engineering — Kasavana–Smith from the rollups, for the Michelin Star plan.
 */
import { addDays } from '@maitre/shared/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, givePlan, restaurantWithDish, type TestOwner } from '../../../test/factories.ts';

const ctx = buildTestApp();

async function dish(owner: TestOwner, name: string, price: number, cost?: number | null): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/menu-items',
    headers: owner.headers,
    payload: { name, price, category: 'Main Course', ...(cost === undefined ? {} : { cost }) },
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().menuItem.cost).toBe(cost ?? null);
  return response.json().menuItem.id;
}

async function order(owner: TestOwner, items: Array<{ menu_item_id: string; quantity: number }>): Promise<{ id: string; business_day: string }> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: owner.headers, payload: { customer_name: 'Guest', items } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order;
}

describe('the cost of a dish', () => {
  it('is validated, changed and cleared by owners and managers; front of house and the kitchen never read it', async () => {
    const owner = await createOwner(ctx.app);
    const id = await dish(owner, 'Risotto', 16, 4.5);
    for (const [cost, message] of [
      [-1, 'Cost cannot be negative'],
      [1.005, 'Cost can have at most two decimals'],
      ['3', 'Cost must be a number'],
      [100_000, 'Cost cannot exceed €99999.99'],
    ] as const) {
      const refused = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${id}`, headers: owner.headers, payload: { cost } });
      expect(refused.statusCode, String(cost)).toBe(400);
      expect(refused.json().error.fieldErrors.cost).toEqual([message]);
    }
    // More than the price is allowed (a loss leader); null clears it.
    const manager = await createMember(ctx.app, owner, 'manager');
    const raised = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${id}`, headers: manager.headers, payload: { cost: 17.25 } });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().menuItem.cost).toBe(17.25);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: manager.headers });
    expect(listed.json().menuItems[0].cost).toBe(17.25);

    for (const role of ['front_of_house', 'kitchen'] as const) {
      const member = await createMember(ctx.app, owner, role);
      const menu = await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: member.headers });
      expect(menu.statusCode).toBe(200);
      expect(menu.json().menuItems[0]).not.toHaveProperty('cost');
      expect(menu.body).not.toContain('17.25');
      const changeCost = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${id}`, headers: member.headers, payload: { cost: 1 } });
      expect(changeCost.statusCode).toBe(403);
      if (role === 'front_of_house') {
        // Switching the dish off is theirs; the answer leaves the cost out too.
        const off = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${id}`, headers: member.headers, payload: { is_available: true } });
        expect(off.statusCode, off.body).toBe(200);
        expect(off.json().menuItem).not.toHaveProperty('cost');
      }
    }

    const cleared = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${id}`, headers: owner.headers, payload: { cost: null } });
    expect(cleared.json().menuItem.cost).toBeNull();
  });

  it('never reaches the order page', async () => {
    const { owner, slug, lasagne } = await restaurantWithDish(ctx.app, { slugPrefix: 'margins', name: 'Margins Trattoria' });
    const patched = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${lasagne.id}`, headers: owner.headers, payload: { cost: 3.87 } });
    expect(patched.json().menuItem.cost).toBe(3.87);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().menu[0].name).toBe('Lasagne');
    expect(page.body).not.toMatch(/"cost"/);
    expect(page.body).not.toContain('3.87');
  });
});

describe('GET /api/reports/menu-engineering', () => {
  let owner: TestOwner;
  let ids: Record<string, string>;
  let range: string;

  beforeAll(async () => {
    owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    ids = {
      steak: await dish(owner, 'Steak', 20, 8),
      burger: await dish(owner, 'Burger', 12, 4),
      salad: await dish(owner, 'Salad', 9, 2),
      lobster: await dish(owner, 'Lobster', 40, 15),
      soup: await dish(owner, 'Soup', 6, 1),
      fries: await dish(owner, 'Fries', 4),
    };
    const first = await order(owner, [
      { menu_item_id: ids.steak as string, quantity: 10 },
      { menu_item_id: ids.burger as string, quantity: 20 },
      { menu_item_id: ids.fries as string, quantity: 5 },
    ]);
    await order(owner, [
      { menu_item_id: ids.salad as string, quantity: 3 },
      { menu_item_id: ids.lobster as string, quantity: 2 },
    ]);
    // Cancelled: in no figure.
    const cancelled = await order(owner, [{ menu_item_id: ids.steak as string, quantity: 4 }]);
    const cancel = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${cancelled.id}`, headers: owner.headers, payload: { status: 'cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    range = `from=${addDays(first.business_day, -1)}&to=${addDays(first.business_day, 1)}`;
    // Another restaurant's dishes and orders of the same days are in none of it.
    const other = await createOwner(ctx.app);
    const coffee = await dish(other, 'Secret coffee', 2, 0.5);
    await order(other, [{ menu_item_id: coffee, quantity: 50 }]);
  });

  it('places each dish with a cost by its menu mix (70 % × 1/n) and its margin against the weighted average', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/reports/menu-engineering?${range}`, headers: owner.headers });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(response.body).not.toContain('Secret coffee');
    // n = 5 (Fries has no cost): the cut-off is 14 % of 35 portions; Σ margin 351 / 35 = 10.03.
    expect(report).toMatchObject({ dishCount: 5, totalQuantity: 35, popularityCutoff: 14, averageMargin: 10.03 });
    const byName = Object.fromEntries(report.dishes.map((row: { name: string }) => [row.name, row]));
    expect(byName.Steak).toEqual({
      menuItemId: ids.steak,
      name: 'Steak',
      quantity: 10,
      revenue: 200,
      cost: 8,
      averagePrice: 20,
      margin: 12,
      totalMargin: 120,
      menuMix: 28.6,
      popularity: 'high',
      profitability: 'high',
      class: 'star',
    });
    expect(byName.Burger).toMatchObject({ class: 'plough_horse', margin: 8, menuMix: 57.1, totalMargin: 160 });
    expect(byName.Lobster).toMatchObject({ class: 'puzzle', margin: 25, menuMix: 5.7 });
    expect(byName.Salad).toMatchObject({ class: 'dog', margin: 7, menuMix: 8.6 });
    // On the menu, with a cost, not sold: its price − cost, no share.
    expect(byName.Soup).toMatchObject({ class: 'dog', quantity: 0, averagePrice: 6, margin: 5, menuMix: 0 });
    expect(report.dishes.map((row: { name: string }) => row.name)).toEqual(['Burger', 'Steak', 'Lobster', 'Salad', 'Soup']);
    expect(report.withoutCost).toEqual([{ menuItemId: ids.fries, name: 'Fries', quantity: 5, revenue: 20, onMenu: true }]);
  });

  it('lists a sold dish deleted since apart, and classifies nothing when nothing with a cost sold', async () => {
    const other = await createOwner(ctx.app);
    await givePlan(ctx.app, other, 'michelin');
    const gone = await dish(other, 'Old special', 10, 3);
    const first = await order(other, [{ menu_item_id: gone, quantity: 2 }]);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/menu-items/${gone}`, headers: other.headers });
    expect(deleted.statusCode).toBe(204);
    await dish(other, 'Tea', 3, 0.4);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports/menu-engineering?from=${first.business_day}&to=${first.business_day}`,
      headers: other.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      dishCount: 1,
      totalQuantity: 0,
      averageMargin: 0,
      dishes: [],
      withoutCost: [{ menuItemId: gone, name: 'Old special', quantity: 2, revenue: 20, onMenu: false }],
    });
  });

  it('is for the Michelin Star plan, owners and managers', async () => {
    const manager = await createMember(ctx.app, owner, 'manager');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/reports/menu-engineering?${range}`, headers: manager.headers })).statusCode).toBe(200);
    for (const role of ['front_of_house', 'kitchen'] as const) {
      const member = await createMember(ctx.app, owner, role);
      const refused = await ctx.app.inject({ method: 'GET', url: `/api/reports/menu-engineering?${range}`, headers: member.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    for (const plan of [null, 'restaurant'] as const) {
      const below = await createOwner(ctx.app);
      if (plan) await givePlan(ctx.app, below, plan);
      const refused = await ctx.app.inject({ method: 'GET', url: `/api/reports/menu-engineering?${range}`, headers: below.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('PLAN_REQUIRED');
    }
    // A bad range is a 400 before the plan is asked.
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/reports/menu-engineering?from=2026-02-30&to=2026-03-01', headers: owner.headers });
    expect(bad.statusCode).toBe(400);
  });
});
