import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../src/db/client.ts';
import { databaseAt, type OldDatabase } from './migrations-up-to.ts';

const RESTAURANTS = ['restaurant-a', 'restaurant-b'];
const SOUP = '10000000-0000-4000-8000-000000000001';
const OLD_ORDERS = [
  {
    id: '20000000-0000-4000-8000-000000000001',
    restaurant: 'restaurant-a',
    items: [
      { menu_item_id: SOUP, name: 'Soup', price: 6.5, quantity: 3 },
      { name: 'Bread', price: 0.1, quantity: 7 },
    ],
    total: '20.20',
  },
  // Written before orders recorded the dish's id.
  { id: '20000000-0000-4000-8000-000000000002', restaurant: 'restaurant-b', items: [{ name: 'Steak', price: 24.99, quantity: 1 }], total: '24.99' },
  { id: '20000000-0000-4000-8000-000000000003', restaurant: 'restaurant-b', items: [], total: '0.00' },
];

describe('migration 0010: existing orders get their lines', () => {
  let old: OldDatabase;
  let handle: DatabaseHandle;
  let admin: DatabaseHandle['db'];
  let before: Map<string, string>;

  beforeAll(async () => {
    old = await databaseAt('0009_menu_translations', { rls: true });
    admin = old.admin;
    for (const id of RESTAURANTS) await admin.execute(sql`insert into restaurants (id, name, slug) values (${id}, ${id}, ${id})`);
    for (const order of OLD_ORDERS) {
      await admin.execute(sql`insert into orders (id, restaurant_id, customer_name, order_items, total_amount)
        values (${order.id}, ${order.restaurant}, 'Guest', ${JSON.stringify(order.items)}::jsonb, ${order.total})`);
    }
    before = new Map(
      (await queryRows<{ id: string; api_json: string }>(admin, sql`select id::text, api_json from orders`)).map((row) => [row.id, row.api_json]),
    );
    // The upgrade: the new server starts and applies 0010 (and anything after it).
    handle = await old.upgrade({ rls: true, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    await old?.dispose();
  });

  it('writes one line per line of order_items, in order, with the dish’s id when it was recorded', async () => {
    const lines = await queryRows<Record<string, unknown>>(
      admin,
      sql`select restaurant_id, order_id::text, position, menu_item_id::text, name, unit_price::text, quantity, line_total::text, options, allergens, traces
          from order_lines order by order_id, position`,
    );
    expect(lines).toEqual([
      {
        restaurant_id: 'restaurant-a',
        order_id: OLD_ORDERS[0]?.id,
        position: 0,
        menu_item_id: SOUP,
        name: 'Soup',
        unit_price: '6.50',
        quantity: 3,
        line_total: '19.50',
        options: [],
        allergens: [],
        traces: [],
      },
      {
        restaurant_id: 'restaurant-a',
        order_id: OLD_ORDERS[0]?.id,
        position: 1,
        menu_item_id: null,
        name: 'Bread',
        unit_price: '0.10',
        quantity: 7,
        line_total: '0.70',
        options: [],
        allergens: [],
        traces: [],
      },
      {
        restaurant_id: 'restaurant-b',
        order_id: OLD_ORDERS[1]?.id,
        position: 0,
        menu_item_id: null,
        name: 'Steak',
        unit_price: '24.99',
        quantity: 1,
        line_total: '24.99',
        options: [],
        allergens: [],
        traces: [],
      },
    ]);
  });

  it('answers every order exactly as before, and its lines add up to its total', async () => {
    const after = await queryRows<{ id: string; api_json: string }>(admin, sql`select id::text, api_json from orders`);
    // Migrations 0016 and 0017 (issue 20) add the pickup time, the number of the business day and the accept step's
    // fields, 0020 the table (decision 0033); the rest is as before.
    const asBefore = (json: string) => {
      const order = JSON.parse(json) as Record<string, unknown>;
      expect(order).toMatchObject({ pickup_at: null, daily_number: expect.any(Number), ready_at: null, rejection_reason: null, table_label: null });
      for (const key of ['pickup_at', 'daily_number', 'business_day', 'ready_at', 'rejection_reason', 'table_label']) delete order[key];
      return order;
    };
    expect(new Map(after.map((row) => [row.id, asBefore(row.api_json)]))).toEqual(new Map([...before].map(([id, json]) => [id, JSON.parse(json)])));
    const sums = await queryRows<{ id: string; total: string; lines: string | null }>(
      admin,
      sql`select o.id::text, o.total_amount::text as total, (select sum(l.line_total)::text from order_lines l where l.order_id = o.id) as lines
          from orders o where jsonb_array_length(o.order_items) > 0 order by o.id`,
    );
    for (const row of sums) expect(row.lines, row.id).toBe(row.total);
  });

  it('keeps each restaurant’s lines its own under row-level security', async () => {
    const seen = await handle.withRestaurant('restaurant-b', ({ tx }) => queryRows<{ name: string }>(tx, sql`select name from order_lines`));
    expect(seen).toEqual([{ name: 'Steak' }]);
  });
});
