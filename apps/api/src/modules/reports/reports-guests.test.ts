/**
 * Repeat guests (issue 22, decision 0043): GET /api/reports/guests — orders from guests seen before (by phone digits
 * or trimmed lower-case email), new guests and orders without a contact, against the previous period; another
 * restaurant's guests are not this one's; Michelin Star, owners and managers.
 */
import { addDays } from '@maitre/shared/reports';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, givePlan, type TestOwner } from '../../../test/factories.ts';

const ctx = buildTestApp();

async function dish(owner: TestOwner): Promise<string> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Soup', price: 5 } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().menuItem.id;
}

async function order(owner: TestOwner, item: string, contact: { customer_phone?: string; customer_email?: string }) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: owner.headers,
    payload: { customer_name: 'Guest', ...contact, items: [{ menu_item_id: item, quantity: 1 }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order as { id: string; business_day: string };
}

describe('GET /api/reports/guests', () => {
  it('counts new guests, returning orders and orders without a contact, a guest known by either phone or email', async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    const soup = await dish(owner);
    const first = await order(owner, soup, { customer_phone: '+33 6 12 34 56 78' });
    // The same digits: returning.
    await order(owner, soup, { customer_phone: '+33612345678' });
    // A new guest by email; again in another case, with a phone not seen yet: returning (the phone is theirs from now on).
    await order(owner, soup, { customer_email: ' Ada@Example.com ' });
    await order(owner, soup, { customer_email: 'ada@example.com', customer_phone: '06 00 00 00 01' });
    await order(owner, soup, { customer_phone: '0600000001' });
    await order(owner, soup, {});
    // A new guest whose first order is cancelled: not counted as new; their next order is a returning one.
    const cancelled = await order(owner, soup, { customer_email: 'bob@example.com' });
    const cancel = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${cancelled.id}`, headers: owner.headers, payload: { status: 'cancelled' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await order(owner, soup, { customer_email: 'BOB@example.com' });
    // Another restaurant's guest with the first phone: new there, and nothing here.
    const other = await createOwner(ctx.app);
    await givePlan(ctx.app, other, 'michelin');
    await order(other, await dish(other), { customer_phone: '+33 6 12 34 56 78' });

    const day = first.business_day;
    const from = addDays(day, -1);
    const to = addDays(day, 1);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/reports/guests?from=${from}&to=${to}`, headers: owner.headers });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.current).toEqual({ orders: 7, newGuests: 2, returningOrders: 4, unknownOrders: 1, returningShare: 66.7 });
    expect(report.previous).toEqual({ orders: 0, newGuests: 0, returningOrders: 0, unknownOrders: 0, returningShare: null });
    expect(report.changePercent).toEqual({ orders: null, newGuests: null, returningOrders: null, unknownOrders: null });
    expect(report.returningShareChange).toBeNull();
    expect(report.days).toHaveLength(3);
    // The orders may straddle the cutoff: every one is in the range, each in its own day.
    expect(report.days.reduce((sum: number, entry: { returningOrders: number }) => sum + entry.returningOrders, 0)).toBe(4);

    const elsewhere = await ctx.app.inject({ method: 'GET', url: `/api/reports/guests?from=${from}&to=${to}`, headers: other.headers });
    expect(elsewhere.json().current).toEqual({ orders: 1, newGuests: 1, returningOrders: 0, unknownOrders: 0, returningShare: 0 });

    // The previous period of the next range is this one: the change is against it.
    const next = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports/guests?from=${addDays(to, 1)}&to=${addDays(to, 3)}`,
      headers: owner.headers,
    });
    expect(next.json()).toMatchObject({
      previous: { orders: 7, returningShare: 66.7 },
      changePercent: { orders: -100, newGuests: -100, returningOrders: -100, unknownOrders: -100 },
      returningShareChange: null,
    });
  });

  it('is for the Michelin Star plan, owners and managers', async () => {
    const owner = await createOwner(ctx.app);
    const url = '/api/reports/guests?from=2026-11-01&to=2026-11-30';
    const below = await ctx.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(below.statusCode).toBe(403);
    expect(below.json().error.code).toBe('PLAN_REQUIRED');
    await givePlan(ctx.app, owner, 'michelin');
    const manager = await createMember(ctx.app, owner, 'manager');
    expect((await ctx.app.inject({ method: 'GET', url, headers: manager.headers })).statusCode).toBe(200);
    const cook = await createMember(ctx.app, owner, 'kitchen');
    expect((await ctx.app.inject({ method: 'GET', url, headers: cook.headers })).json().error.code).toBe('FORBIDDEN');
  });
});
