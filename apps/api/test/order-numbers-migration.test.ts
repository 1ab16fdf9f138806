/**
 * Migration 0017 numbers existing orders (issue 20): a database at the schema of migration 0015, with orders of two
 * restaurants over two business days (one placed after midnight, before the 04:00 cutoff), migrates with #1, #2 … per
 * restaurant and business day in the order they were placed, the API JSON carrying the number, and the next order
 * following on from the last. On PGlite and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../src/db/client.ts';
import { databaseAt, type OldDatabase } from './migrations-up-to.ts';

// Europe/Paris in November is UTC+1: 23:30 on the 23rd, 01:30 on the 24th (still the 23rd's business day), then 12:00
// and 12:05 on the 24th.
const OLD_ORDERS = [
  { id: '30000000-0000-4000-8000-000000000001', restaurant: 'restaurant-a', at: '2026-11-23T22:30:00Z' },
  { id: '30000000-0000-4000-8000-000000000002', restaurant: 'restaurant-a', at: '2026-11-24T00:30:00Z' },
  { id: '30000000-0000-4000-8000-000000000003', restaurant: 'restaurant-a', at: '2026-11-24T11:00:00Z' },
  { id: '30000000-0000-4000-8000-000000000004', restaurant: 'restaurant-b', at: '2026-11-24T11:05:00Z' },
  { id: '30000000-0000-4000-8000-000000000005', restaurant: 'restaurant-a', at: '2026-11-24T11:05:00Z' },
];

describe('migration 0017: existing orders get their number of the business day', () => {
  let old: OldDatabase | undefined;
  let handle: DatabaseHandle;
  let admin: DatabaseHandle['db'];

  beforeAll(async () => {
    old = await databaseAt('0015_menu_item_ref', { rls: true });
    admin = old.admin;
    for (const id of ['restaurant-a', 'restaurant-b']) {
      await admin.execute(sql`insert into restaurants (id, name, slug, timezone) values (${id}, ${id}, ${id}, 'Europe/Paris')`);
    }
    for (const order of OLD_ORDERS) {
      await admin.execute(sql`insert into orders (id, restaurant_id, customer_name, order_items, total_amount, created_at, updated_at)
        values (${order.id}, ${order.restaurant}, 'Guest', '[]'::jsonb, '0', ${order.at}::timestamptz, ${order.at}::timestamptz)`);
    }
    handle = await old.upgrade({ rls: true, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    await old?.dispose();
  });

  it('numbers them per restaurant and business day, in the order they were placed, in their stored JSON too', async () => {
    const rows = await queryRows<{ id: string; day: string; number: number; json: string }>(
      admin,
      sql`select id::text, to_char(business_day, 'YYYY-MM-DD') as day, daily_number as number, api_json as json from orders order by id`,
    );
    expect(rows.map(({ id, day, number }) => ({ id, day, number }))).toEqual([
      { id: OLD_ORDERS[0]?.id, day: '2026-11-23', number: 1 },
      { id: OLD_ORDERS[1]?.id, day: '2026-11-23', number: 2 },
      { id: OLD_ORDERS[2]?.id, day: '2026-11-24', number: 1 },
      { id: OLD_ORDERS[3]?.id, day: '2026-11-24', number: 1 },
      { id: OLD_ORDERS[4]?.id, day: '2026-11-24', number: 2 },
    ]);
    for (const row of rows) {
      expect(JSON.parse(row.json)).toMatchObject({ daily_number: row.number, business_day: row.day, ready_at: null, rejection_reason: null });
    }
  });

  it('goes on from the last number for the next order of that day', async () => {
    const [next] = await handle.withRestaurant('restaurant-a', async ({ tx }) =>
      queryRows<{ number: number }>(
        tx,
        sql`insert into orders (restaurant_id, customer_name, order_items, total_amount, created_at)
          values ('restaurant-a', 'Guest', '[]'::jsonb, '0', '2026-11-24T12:00:00Z') returning daily_number as number`,
      ),
    );
    expect(next?.number).toBe(3);
  });
});
