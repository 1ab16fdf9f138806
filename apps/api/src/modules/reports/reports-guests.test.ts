/**
 * Repeat guests (issue 22, decision 0043): GET /api/reports/guests — orders from guests seen before (by phone digits
 * or trimmed lower-case email), new guests and orders without a contact, against the previous period; another
 * restaurant's guests are not this one's; Michelin Star, owners and managers.
 */
import { addDays } from '@maitre/shared/reports';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, givePlan, type TestOwner } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

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

/** The distinct guests' rows kept by the triggers are the rows a rebuild from the orders makes (report_rebuild). */
async function expectRowsOfARebuild(owner: TestOwner): Promise<void> {
  const rows = async () => ({
    returns: await queryRows(
      ctx.database.db,
      sql`select business_day::text, previous_day::text, guests from report_guest_returns where restaurant_id = ${owner.restaurantId} order by 1, 2`,
    ),
    months: await queryRows(
      ctx.database.db,
      sql`select month::text, previous_day::text, guests from report_guest_return_months where restaurant_id = ${owner.restaurantId} order by 1, 2`,
    ),
    days: await queryRows(
      ctx.database.db,
      sql`select business_day::text, guests from report_guest_days where restaurant_id = ${owner.restaurantId} and guests <> 0 order by 1`,
    ),
  });
  const kept = await rows();
  await ctx.database.db.execute(sql`select report_rebuild(${owner.restaurantId})`);
  expect(await rows()).toEqual(kept);
}

describe('GET /api/reports/guests', () => {
  it('counts new guests, returning orders and orders without a contact, a guest known by either phone or email', async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    const soup = await dish(owner);
    const first = await order(owner, soup, { customer_phone: '+33 6 12 34 56 78' });
    // The same digits: returning.
    await order(owner, soup, { customer_phone: '+33612345678' });
    // A new guest by email; again in another case, with a phone not seen yet: returning, and the phone is theirs from
    // now on — an order with that phone alone is the same guest's.
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
    // Guests: the first phone's, Ada (her email, then the phone she added), Bob (his first order cancelled: not new).
    expect(report.current).toEqual({
      orders: 7,
      guests: 3,
      newGuests: 2,
      returningGuests: 1,
      returningOrders: 4,
      unknownOrders: 1,
      returningShare: 66.7,
    });
    const none = { orders: 0, guests: 0, newGuests: 0, returningGuests: 0, returningOrders: 0, unknownOrders: 0, returningShare: null };
    expect(report.previous).toEqual(none);
    expect(report.changePercent).toEqual({
      orders: null,
      guests: null,
      newGuests: null,
      returningGuests: null,
      returningOrders: null,
      unknownOrders: null,
    });
    expect(report.returningShareChange).toBeNull();
    expect(report.days).toHaveLength(3);
    // The orders may straddle the cutoff: every one is in the range, each in its own day.
    expect(report.days.reduce((sum: number, entry: { returningOrders: number }) => sum + entry.returningOrders, 0)).toBe(4);

    const elsewhere = await ctx.app.inject({ method: 'GET', url: `/api/reports/guests?from=${from}&to=${to}`, headers: other.headers });
    expect(elsewhere.json().current).toEqual({
      orders: 1,
      guests: 1,
      newGuests: 1,
      returningGuests: 0,
      returningOrders: 0,
      unknownOrders: 0,
      returningShare: 0,
    });

    // The previous period of the next range is this one: the change is against it.
    const next = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports/guests?from=${addDays(to, 1)}&to=${addDays(to, 3)}`,
      headers: owner.headers,
    });
    expect(next.json()).toMatchObject({
      previous: { orders: 7, returningShare: 66.7 },
      changePercent: { orders: -100, guests: -100, newGuests: -100, returningGuests: -100, returningOrders: -100, unknownOrders: -100 },
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

  it('counts each guest once over any range, whatever happens to their orders on other days', async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    const soup = await dish(owner);
    const ada = { customer_phone: '+39 333 1234567' };
    const bob = { customer_email: 'bob@example.com' };
    const placed = [await order(owner, soup, ada), await order(owner, soup, ada), await order(owner, soup, ada), await order(owner, soup, ada)];
    const [bobFirst, bobAgain] = [await order(owner, soup, bob), await order(owner, soup, bob)];
    const today = placed[0]?.business_day as string;
    const day = (offset: number) => addDays(today, offset);
    // Moved by hand to the days of a month: Ada on −10, −3, 0 and +1; Bob on 0 and +2.
    const move = (id: string, offset: number) =>
      ctx.app.database.withRestaurant(owner.restaurantId, (scope) =>
        scope.tx.execute(sql`update orders set business_day = ${day(offset)}::date where id = ${id}`),
      );
    for (const [index, offset] of [-10, -3, 0, 1].entries()) await move(placed[index]?.id as string, offset);
    await move(bobFirst.id, 0);
    await move(bobAgain.id, 2);
    const guests = async (from: number, to: number) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/reports/guests?from=${day(from)}&to=${day(to)}`, headers: owner.headers });
      expect(response.statusCode, response.body).toBe(200);
      const { guests: all, newGuests, returningGuests } = response.json().current;
      return { all, newGuests, returningGuests };
    };
    expect(await guests(0, 2)).toEqual({ all: 2, newGuests: 1, returningGuests: 1 });
    expect(await guests(-3, 2)).toEqual({ all: 2, newGuests: 1, returningGuests: 1 });
    expect(await guests(-10, 2)).toEqual({ all: 2, newGuests: 2, returningGuests: 0 });
    expect(await guests(-2, -1)).toEqual({ all: 0, newGuests: 0, returningGuests: 0 });
    // Each day's own guests.
    const days = await ctx.app.inject({ method: 'GET', url: `/api/reports/guests?from=${day(0)}&to=${day(2)}`, headers: owner.headers });
    expect(days.json().days.map((entry: { guests: number; returningGuests: number }) => [entry.guests, entry.returningGuests])).toEqual([
      [2, 1],
      [1, 1],
      [1, 1],
    ]);
    // Ada's order of −3 cancelled: her day 0 now follows −10; cancelling her order of day 0 leaves her +1 in [0, 2].
    const patch = (id: string, status: string) => ctx.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: owner.headers, payload: { status } });
    expect((await patch(placed[1]?.id as string, 'cancelled')).statusCode).toBe(200);
    expect(await guests(-3, -1)).toEqual({ all: 0, newGuests: 0, returningGuests: 0 });
    expect((await patch(placed[2]?.id as string, 'cancelled')).statusCode).toBe(200);
    expect(await guests(0, 0)).toEqual({ all: 1, newGuests: 1, returningGuests: 0 });
    expect(await guests(0, 2)).toEqual({ all: 2, newGuests: 1, returningGuests: 1 });
    // Undone, and her +1 deleted: day 0 again, once.
    expect((await patch(placed[2]?.id as string, 'ready')).statusCode).toBe(200);
    await ctx.app.database.withRestaurant(owner.restaurantId, (scope) => scope.tx.execute(sql`delete from orders where id = ${placed[3]?.id as string}`));
    expect(await guests(0, 2)).toEqual({ all: 2, newGuests: 1, returningGuests: 1 });
    expect(await guests(1, 1)).toEqual({ all: 0, newGuests: 0, returningGuests: 0 });
    await expectRowsOfARebuild(owner);
  });

  it("one guest's orders on many days cancelled and restored at the same time: the guests' rows equal a rebuild", async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    const soup = await dish(owner);
    const guest = { customer_phone: '+33 6 00 00 00 09', customer_email: 'cleo@example.com' };
    const orders = [];
    for (let index = 0; index < 12; index += 1) orders.push(await order(owner, soup, index % 3 ? guest : { customer_email: 'cleo@example.com' }));
    const today = orders[0]?.business_day as string;
    // One order per day over twelve days, then each one's status changed at once: the chain of the guest's days moves
    // in every transaction (a cancelled day leaves it, a restored one comes back), serialised on the guest.
    for (const [index, placed] of orders.entries()) {
      await ctx.app.database.withRestaurant(owner.restaurantId, (scope) =>
        scope.tx.execute(sql`update orders set business_day = ${addDays(today, -index)}::date where id = ${placed.id}`),
      );
    }
    for (const status of ['cancelled', 'ready']) {
      const responses = await Promise.all(
        orders
          .filter((_, index) => status === 'ready' || index % 2 === 0)
          .map((placed) => ctx.app.inject({ method: 'PATCH', url: `/api/orders/${placed.id}`, headers: owner.headers, payload: { status } })),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      await expectRowsOfARebuild(owner);
    }
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/reports/guests?from=${addDays(today, -11)}&to=${today}`,
      headers: owner.headers,
    });
    expect(response.json().current).toMatchObject({ guests: 1, newGuests: 1, returningGuests: 0, returningOrders: 11 });
  });

  it('counts each guest once over ranges read as whole months, a month minus some days, and days around months', async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    const soup = await dish(owner);
    // Ada on 20 Sep, 5 Oct, 20 Oct and 2 Nov; Bob on 2 Oct and 30 Oct; Cleo on 15 Oct only.
    const visits: Array<[Record<string, string>, string]> = [
      [{ customer_phone: '+39 333 1234567' }, '2026-09-20'],
      [{ customer_phone: '+39 333 1234567' }, '2026-10-05'],
      [{ customer_phone: '+39 333 1234567' }, '2026-10-20'],
      [{ customer_phone: '+39 333 1234567' }, '2026-11-02'],
      [{ customer_email: 'bob@example.com' }, '2026-10-02'],
      [{ customer_email: 'bob@example.com' }, '2026-10-30'],
      [{ customer_email: 'cleo@example.com' }, '2026-10-15'],
    ];
    for (const [contact, day] of visits) {
      const placed = await order(owner, soup, contact);
      await ctx.app.database.withRestaurant(owner.restaurantId, (scope) =>
        scope.tx.execute(sql`update orders set business_day = ${day}::date where id = ${placed.id}`),
      );
    }
    const guests = async (from: string, to: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/reports/guests?from=${from}&to=${to}`, headers: owner.headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().current.guests;
    };
    // October whole: Ada, Bob, Cleo. From the 3rd (October minus two days): Bob's 2 Oct is out, his 30 Oct in.
    expect(await guests('2026-10-01', '2026-10-31')).toBe(3);
    expect(await guests('2026-10-03', '2026-10-31')).toBe(3);
    expect(await guests('2026-10-16', '2026-10-29')).toBe(1);
    expect(await guests('2026-10-06', '2026-10-28')).toBe(2);
    // Days of September, October whole, days of November.
    expect(await guests('2026-09-25', '2026-11-03')).toBe(3);
    expect(await guests('2026-09-01', '2026-11-30')).toBe(3);
    // October without its last days, then only them.
    expect(await guests('2026-10-01', '2026-10-25')).toBe(3);
    expect(await guests('2026-10-26', '2026-11-30')).toBe(2);
    expect(await guests('2026-11-01', '2026-11-30')).toBe(1);
  });

  it("takes no lock-table entry per guest: a statement changing many guests' orders holds as many locks as one changing a few", async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    // Locks held at the end of a transaction that places `count` orders of as many guests, then cancels them.
    const locksFor = (count: number, first: number) =>
      ctx.app.database.withRestaurant(owner.restaurantId, async (scope) => {
        await scope.tx.execute(sql`insert into orders (restaurant_id, customer_name, customer_phone, order_items, total_amount, status)
          select ${owner.restaurantId}, 'Guest', '+33 6 ' || lpad((${first}::int + g)::text, 8, '0'), '[]'::jsonb, '10.00', 'pending'
          from generate_series(1, ${count}::int) g`);
        await scope.tx.execute(sql`update orders set status = 'cancelled' where restaurant_id = ${owner.restaurantId} and status = 'pending'`);
        const [row] = await queryRows<{ locks: number }>(scope.tx, sql`select count(*)::int as locks from pg_locks where pid = pg_backend_pid()`);
        return row?.locks ?? -1;
      });
    const few = await locksFor(3, 0);
    // PostgreSQL's lock table holds max_locks_per_transaction (64) × connections: one entry per guest would fill it
    // when an import or a clean-up changes thousands of guests' orders in one transaction. (A few more relations may
    // be touched by the larger statement — a new page of an index, a second day's row: not 400 more.)
    const many = await locksFor(400, 1000);
    expect(many - few).toBeLessThan(20);
  });
});
