/**
 * Migration 0025 backfills the reports' rollups (issue 22, decision 0041): a database at the schema of 0023 with the
 * orders of two restaurants (one cancelled, one placed after midnight before the 04:00 cutoff, lines with and without
 * a dish id, options) upgrades with every existing order in report_days, report_hours, report_dishes and
 * report_options (and, migration 0028, report_dish_months), each order's local hour recorded, and the next order adding
 * to the same rows. PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../src/db/client.ts';
import { databaseAt, type OldDatabase } from './migrations-up-to.ts';

const SOUP = '11111111-1111-4111-8111-111111111111';
const LARGE = { option_id: 'aaaaaaaa-0000-4000-8000-000000000001', group_id: 'g1', group: 'Size', name: 'Large', price_delta: 2 };
// Europe/Paris in November is UTC+1: [id, restaurant, placed at, status, total, table, source].
const OLD_ORDERS: Array<[string, string, string, string, string, string | null, string]> = [
  ['30000000-0000-4000-8000-000000000001', 'restaurant-a', '2026-11-23T19:30:00Z', 'delivered', '24.00', null, 'online'],
  ['30000000-0000-4000-8000-000000000002', 'restaurant-a', '2026-11-24T00:30:00Z', 'cancelled', '10.00', null, 'dashboard'],
  ['30000000-0000-4000-8000-000000000003', 'restaurant-a', '2026-11-24T11:00:00Z', 'pending', '7.50', '12', 'online'],
  ['30000000-0000-4000-8000-000000000004', 'restaurant-b', '2026-11-24T11:05:00Z', 'ready', '5.00', null, 'dashboard'],
];
// [order, menu item id, name, price, quantity, options]
const OLD_LINES: Array<[string, string | null, string, string, number, unknown[]]> = [
  ['30000000-0000-4000-8000-000000000001', SOUP, 'Soup', '12.00', 2, [LARGE]],
  ['30000000-0000-4000-8000-000000000002', SOUP, 'Soup', '10.00', 1, []],
  ['30000000-0000-4000-8000-000000000003', null, 'Bread', '2.50', 3, []],
  ['30000000-0000-4000-8000-000000000004', null, 'Coffee', '2.50', 2, []],
];

describe('migration 0025: existing orders are in the reports', () => {
  let old: OldDatabase;
  let handle: DatabaseHandle;
  let admin: DatabaseHandle['db'];

  beforeAll(async () => {
    old = await databaseAt('0023_printers', { rls: true });
    admin = old.admin;
    for (const id of ['restaurant-a', 'restaurant-b']) {
      await admin.execute(sql`insert into restaurants (id, name, slug, timezone) values (${id}, ${id}, ${id}, 'Europe/Paris')`);
    }
    for (const [id, restaurant, at, status, total, table, source] of OLD_ORDERS) {
      await admin.execute(sql`insert into orders (id, restaurant_id, customer_name, order_items, total_amount, status, source, table_label, created_at, updated_at)
        values (${id}, ${restaurant}, 'Guest', '[]'::jsonb, ${total}, ${status}, ${source}, ${table}, ${at}::timestamptz, ${at}::timestamptz)`);
    }
    for (const [position, [order, item, name, price, quantity, options]] of OLD_LINES.entries()) {
      await admin.execute(sql`insert into order_lines (restaurant_id, order_id, position, menu_item_id, name, unit_price, quantity, line_total, options)
        select o.restaurant_id, o.id, ${position}, ${item}::uuid, ${name}, ${price}::numeric, ${quantity}, ${price}::numeric * ${quantity}, ${JSON.stringify(options)}::jsonb
        from orders o where o.id = ${order}::uuid`);
    }
    handle = await old.upgrade({ rls: true, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    await old?.dispose();
  });

  const days = () =>
    queryRows(
      admin,
      sql`select restaurant_id, to_char(business_day, 'YYYY-MM-DD') as day, channel, orders, amount::text, items, cancelled_orders, cancelled_amount::text, cancelled_items
        from report_days order by 1, 2, 3`,
    );

  const dishMonths = () =>
    queryRows(
      admin,
      sql`select restaurant_id, to_char(month, 'YYYY-MM-DD') as month, name, quantity, revenue::text, cancelled_quantity
        from report_dish_months order by 1, 2, 3`,
    );

  it('puts every order in its business day, channel, hour, dish and option, cancelled ones apart', async () => {
    expect(await days()).toEqual([
      {
        restaurant_id: 'restaurant-a',
        day: '2026-11-23',
        channel: 'online',
        orders: 1,
        amount: '24.00',
        items: 2,
        cancelled_orders: 0,
        cancelled_amount: '0.00',
        cancelled_items: 0,
      },
      // 01:30 local on the 24th belongs to the 23rd (04:00 cutoff).
      {
        restaurant_id: 'restaurant-a',
        day: '2026-11-23',
        channel: 'phone',
        orders: 0,
        amount: '0.00',
        items: 0,
        cancelled_orders: 1,
        cancelled_amount: '10.00',
        cancelled_items: 1,
      },
      {
        restaurant_id: 'restaurant-a',
        day: '2026-11-24',
        channel: 'table',
        orders: 1,
        amount: '7.50',
        items: 3,
        cancelled_orders: 0,
        cancelled_amount: '0.00',
        cancelled_items: 0,
      },
      {
        restaurant_id: 'restaurant-b',
        day: '2026-11-24',
        channel: 'phone',
        orders: 1,
        amount: '5.00',
        items: 2,
        cancelled_orders: 0,
        cancelled_amount: '0.00',
        cancelled_items: 0,
      },
    ]);
    expect(await queryRows(admin, sql`select id::text, local_hour from orders order by id`)).toEqual([
      { id: OLD_ORDERS[0]?.[0], local_hour: 20 },
      { id: OLD_ORDERS[1]?.[0], local_hour: 1 },
      { id: OLD_ORDERS[2]?.[0], local_hour: 12 },
      { id: OLD_ORDERS[3]?.[0], local_hour: 12 },
    ]);
    expect(
      await queryRows(
        admin,
        sql`select to_char(business_day, 'YYYY-MM-DD') as day, hour, orders, cancelled_orders from report_hours where restaurant_id = 'restaurant-a' order by 1, 2`,
      ),
    ).toEqual([
      { day: '2026-11-23', hour: 1, orders: 0, cancelled_orders: 1 },
      { day: '2026-11-23', hour: 20, orders: 1, cancelled_orders: 0 },
      { day: '2026-11-24', hour: 12, orders: 1, cancelled_orders: 0 },
    ]);
    expect(
      await queryRows(
        admin,
        sql`select to_char(business_day, 'YYYY-MM-DD') as day, menu_item_id::text, name, quantity, revenue::text, cancelled_quantity
          from report_dishes where restaurant_id = 'restaurant-a' order by 1, 3`,
      ),
    ).toEqual([
      { day: '2026-11-23', menu_item_id: SOUP, name: 'Soup', quantity: 2, revenue: '24.00', cancelled_quantity: 1 },
      { day: '2026-11-24', menu_item_id: null, name: 'Bread', quantity: 3, revenue: '7.50', cancelled_quantity: 0 },
    ]);
    expect(await queryRows(admin, sql`select option_id, group_name, name, chosen, cancelled_chosen from report_options`)).toEqual([
      { option_id: LARGE.option_id, group_name: 'Size', name: 'Large', chosen: 2, cancelled_chosen: 0 },
    ]);
    // Migration 0028 (decision 0045): the months of those days, both November's.
    expect(await dishMonths()).toEqual([
      { restaurant_id: 'restaurant-a', month: '2026-11-01', name: 'Bread', quantity: 3, revenue: '7.50', cancelled_quantity: 0 },
      { restaurant_id: 'restaurant-a', month: '2026-11-01', name: 'Soup', quantity: 2, revenue: '24.00', cancelled_quantity: 1 },
      { restaurant_id: 'restaurant-b', month: '2026-11-01', name: 'Coffee', quantity: 2, revenue: '5.00', cancelled_quantity: 0 },
    ]);
  });

  it('adds the next order to the same rows, and a cancellation moves it to the cancelled half', async () => {
    await handle.withRestaurant('restaurant-b', (scope) =>
      scope.tx.execute(sql`with o as (
          insert into orders (restaurant_id, customer_name, order_items, total_amount, status, source, created_at, updated_at)
          values ('restaurant-b', 'Guest', '[]'::jsonb, '2.50', 'pending', 'dashboard', '2026-11-24T15:00:00Z', '2026-11-24T15:00:00Z') returning id
        )
        insert into order_lines (restaurant_id, order_id, position, name, unit_price, quantity, line_total)
        select 'restaurant-b', o.id, 0, 'Coffee', 2.50, 1, 2.50 from o`),
    );
    const b = async () => (await days()).filter((row) => (row as { restaurant_id: string }).restaurant_id === 'restaurant-b');
    expect(await b()).toEqual([
      {
        restaurant_id: 'restaurant-b',
        day: '2026-11-24',
        channel: 'phone',
        orders: 2,
        amount: '7.50',
        items: 3,
        cancelled_orders: 0,
        cancelled_amount: '0.00',
        cancelled_items: 0,
      },
    ]);
    await handle.withRestaurant('restaurant-b', (scope) =>
      scope.tx.execute(sql`update orders set status = 'cancelled' where restaurant_id = 'restaurant-b' and total_amount = 2.50`),
    );
    expect(await b()).toEqual([
      {
        restaurant_id: 'restaurant-b',
        day: '2026-11-24',
        channel: 'phone',
        orders: 1,
        amount: '5.00',
        items: 2,
        cancelled_orders: 1,
        cancelled_amount: '2.50',
        cancelled_items: 1,
      },
    ]);
    expect((await dishMonths()).filter((row) => (row as { restaurant_id: string }).restaurant_id === 'restaurant-b')).toEqual([
      { restaurant_id: 'restaurant-b', month: '2026-11-01', name: 'Coffee', quantity: 2, revenue: '5.00', cancelled_quantity: 1 },
    ]);
  });
});
