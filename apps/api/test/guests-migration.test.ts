/**
 * Migration 0027 backfills repeat guests (decision 0043): a database at 0025 with orders of two restaurants — written
 * out of time order, phones and emails written in different ways, one without a contact, one cancelled — upgrades
 * with each order's kind by the order in which they were placed (created_at), every contact in report_guests with the
 * business day of its first order, report_guest_days built, and the next order classified by the trigger. Dishes get
 * an empty cost; migration 0031 then gives each order its guest and chains each guest's days (distinct guests).
 * PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../src/db/client.ts';
import { databaseAt, type OldDatabase } from './migrations-up-to.ts';

// [id, restaurant, placed at (Paris is UTC+1), status, phone, email] — inserted in this order, not in time order.
const OLD_ORDERS: Array<[string, string, string, string, string | null, string | null]> = [
  ['40000000-0000-4000-8000-000000000003', 'restaurant-a', '2026-11-24T12:00:00Z', 'pending', '+33612345678', null],
  ['40000000-0000-4000-8000-000000000001', 'restaurant-a', '2026-11-22T12:00:00Z', 'delivered', '+33 6 12 34 56 78', null],
  ['40000000-0000-4000-8000-000000000002', 'restaurant-a', '2026-11-23T12:00:00Z', 'cancelled', null, ' Ada@Example.com '],
  ['40000000-0000-4000-8000-000000000004', 'restaurant-a', '2026-11-24T13:00:00Z', 'ready', '06 00 00 00 01', 'ada@example.com'],
  ['40000000-0000-4000-8000-000000000005', 'restaurant-a', '2026-11-24T14:00:00Z', 'ready', null, null],
  ['40000000-0000-4000-8000-000000000006', 'restaurant-b', '2026-11-24T15:00:00Z', 'ready', '+33 6 12 34 56 78', null],
];

describe('migration 0027: existing orders are classified as new, returning or unknown guests', () => {
  let old: OldDatabase;
  let handle: DatabaseHandle;
  let admin: DatabaseHandle['db'];

  beforeAll(async () => {
    old = await databaseAt('0025_reports', { rls: true });
    admin = old.admin;
    for (const id of ['restaurant-a', 'restaurant-b']) {
      await admin.execute(sql`insert into restaurants (id, name, slug, timezone) values (${id}, ${id}, ${id}, 'Europe/Paris')`);
    }
    for (const [id, restaurant, at, status, phone, email] of OLD_ORDERS) {
      await admin.execute(sql`insert into orders (id, restaurant_id, customer_name, customer_phone, customer_email, order_items, total_amount, status, created_at, updated_at)
        values (${id}, ${restaurant}, 'Guest', ${phone}, ${email}, '[]'::jsonb, '10.00', ${status}, ${at}::timestamptz, ${at}::timestamptz)`);
    }
    handle = await old.upgrade({ rls: true, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    await old?.dispose();
  });

  const guestDays = () =>
    queryRows(
      admin,
      sql`select restaurant_id, to_char(business_day, 'YYYY-MM-DD') as day, new_orders, returning_orders, unknown_orders, cancelled_new, cancelled_returning, cancelled_unknown
        from report_guest_days order by 1, 2`,
    );

  it('classifies every order by the orders placed before it, and builds the days', async () => {
    expect(await queryRows(admin, sql`select id::text, guest_kind from orders order by created_at`)).toEqual([
      { id: '40000000-0000-4000-8000-000000000001', guest_kind: 'new' },
      // A new guest by email, whose order is cancelled: still seen.
      { id: '40000000-0000-4000-8000-000000000002', guest_kind: 'new' },
      // The first phone's digits again, though it was written first.
      { id: '40000000-0000-4000-8000-000000000003', guest_kind: 'returning' },
      // The email in another case, with a phone not seen yet.
      { id: '40000000-0000-4000-8000-000000000004', guest_kind: 'returning' },
      { id: '40000000-0000-4000-8000-000000000005', guest_kind: 'unknown' },
      // Another restaurant: its own guests.
      { id: '40000000-0000-4000-8000-000000000006', guest_kind: 'new' },
    ]);
    expect(await queryRows(admin, sql`select restaurant_id, to_char(first_day, 'YYYY-MM-DD') as first_day from report_guests order by 1, 2`)).toEqual([
      { restaurant_id: 'restaurant-a', first_day: '2026-11-22' },
      { restaurant_id: 'restaurant-a', first_day: '2026-11-23' },
      { restaurant_id: 'restaurant-a', first_day: '2026-11-24' },
      { restaurant_id: 'restaurant-b', first_day: '2026-11-24' },
    ]);
    expect(await guestDays()).toEqual([
      {
        restaurant_id: 'restaurant-a',
        day: '2026-11-22',
        new_orders: 1,
        returning_orders: 0,
        unknown_orders: 0,
        cancelled_new: 0,
        cancelled_returning: 0,
        cancelled_unknown: 0,
      },
      {
        restaurant_id: 'restaurant-a',
        day: '2026-11-23',
        new_orders: 0,
        returning_orders: 0,
        unknown_orders: 0,
        cancelled_new: 1,
        cancelled_returning: 0,
        cancelled_unknown: 0,
      },
      {
        restaurant_id: 'restaurant-a',
        day: '2026-11-24',
        new_orders: 0,
        returning_orders: 2,
        unknown_orders: 1,
        cancelled_new: 0,
        cancelled_returning: 0,
        cancelled_unknown: 0,
      },
      {
        restaurant_id: 'restaurant-b',
        day: '2026-11-24',
        new_orders: 1,
        returning_orders: 0,
        unknown_orders: 0,
        cancelled_new: 0,
        cancelled_returning: 0,
        cancelled_unknown: 0,
      },
    ]);
    expect(await queryRows(admin, sql`select count(*)::int as n from menu_items where cost is not null`)).toEqual([{ n: 0 }]);
    // Migration 0031: each order's guest is its phone's key, else its email's; each guest's days are chained. In A,
    // the first phone on the 22nd and the 24th, the second phone (with Ada's email) on the 24th; the cancelled order
    // counts for nobody.
    expect(
      await queryRows(
        admin,
        sql`select restaurant_id, to_char(business_day, 'YYYY-MM-DD') as day, previous_day::text as previous, guests
          from report_guest_returns order by 1, 2, 3`,
      ),
    ).toEqual([
      { restaurant_id: 'restaurant-a', day: '2026-11-22', previous: '-infinity', guests: 1 },
      { restaurant_id: 'restaurant-a', day: '2026-11-24', previous: '-infinity', guests: 1 },
      { restaurant_id: 'restaurant-a', day: '2026-11-24', previous: '2026-11-22', guests: 1 },
      { restaurant_id: 'restaurant-b', day: '2026-11-24', previous: '-infinity', guests: 1 },
    ]);
    expect(await queryRows(admin, sql`select count(*)::int as n from orders where guest_key is null`)).toEqual([{ n: 1 }]);
  });

  it('classifies the next order in the insert, and report_rebuild rebuilds the days as they are', async () => {
    await handle.withRestaurant('restaurant-b', (scope) =>
      scope.tx.execute(sql`insert into orders (restaurant_id, customer_name, customer_phone, order_items, total_amount, status, created_at, updated_at)
        values ('restaurant-b', 'Guest', '+33 6 12 34 56 78', '[]'::jsonb, '2.50', 'pending', '2026-11-24T16:00:00Z', '2026-11-24T16:00:00Z')`),
    );
    const b = async () => (await guestDays()).filter((row) => (row as { restaurant_id: string }).restaurant_id === 'restaurant-b');
    expect(await b()).toEqual([
      {
        restaurant_id: 'restaurant-b',
        day: '2026-11-24',
        new_orders: 1,
        returning_orders: 1,
        unknown_orders: 0,
        cancelled_new: 0,
        cancelled_returning: 0,
        cancelled_unknown: 0,
      },
    ]);
    const before = await guestDays();
    await admin.execute(sql`select report_rebuild('restaurant-a')`);
    await admin.execute(sql`select report_rebuild('restaurant-b')`);
    expect(await guestDays()).toEqual(before);
  });
});
