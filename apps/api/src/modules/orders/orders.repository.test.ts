/**
 * The order list's statements keep one generic plan (docs/PERFORMANCE.md, "planned once"). PostgreSQL tries a prepared
 * statement's custom plans five times, then uses its generic plan only while that plan looks no dearer than the custom
 * ones did; otherwise every request is planned again, which cost more than running the page. On PGlite, whose one
 * session shows its prepared statements; the planner is PostgreSQL's own, so the same holds on every connection there.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../../test/test-database.ts';
import { queryRows } from '../../db/client.ts';
import { findOrderPage } from './orders.repository.ts';

/** Seeds restaurants with `n` orders each (statistics analysed), runs the first page for `askers` in turn, reports the plans. */
async function plansAfterRequests(owners: Array<[string, number]>, askers: string[]) {
  // Without PGlite's per-scope row-level security (decision 0019): it runs scoped statements as plain queries in a
  // transaction, and these checks are about the named prepared statements' plans.
  const database = await createTestDatabase({ rls: false });
  try {
    const db = database.admin.db;
    const list = sql.raw(owners.map(([owner, n]) => `('${owner}', ${n})`).join(', '));
    await db.execute(sql`insert into "user" (id, name, email) select owner, owner, owner || '@example.com' from (values ${list}) as o(owner, n)`);
    await db.execute(sql`insert into restaurants (id, name, slug) select owner, owner, owner from (values ${list}) as o(owner, n)`);
    await db.execute(sql`
      insert into orders (restaurant_id, user_id, customer_name, order_items, total_amount, status, created_at, updated_at)
      select owner, owner, 'Guest ' || k, '[{"name": "Soup", "price": 5, "quantity": 1}]'::jsonb, 5,
             (array['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'])[1 + k % 6],
             now() - make_interval(mins => k), now() - make_interval(mins => k)
      from (values ${list}) as o(owner, n), generate_series(1, n) k`);
    await db.execute(sql`analyze orders`);
    for (const owner of askers) {
      const page = await findOrderPage(database.handle.forRestaurant(owner), { limit: 50 });
      expect(JSON.parse(page.ordersJson)).toHaveLength(50);
      await findOrderPage(database.handle.forRestaurant(owner), { limit: 50, status: 'pending' });
    }
    const statements = await queryRows<{ name: string; generic_plans: number }>(
      database.handle.db,
      sql`select name, generic_plans::int from pg_prepared_statements where name like 'orders_page%' order by name`,
    );
    return statements.map(({ name, generic_plans }) => ({ name, generic: generic_plans > 0 }));
  } finally {
    await database.dispose();
  }
}

/**
 * A database of its own, migrated, with thousands of orders written through the orders' triggers (events, print jobs):
 * about 20 s on PGlite on a busy 2-core machine, where the default 30 s once ran out in CI.
 */
const SEEDED_DATABASE_MS = 120_000;

const BOTH_GENERIC = [
  { name: 'orders_page_50', generic: true },
  { name: 'orders_page_status_50', generic: true },
];

describe.runIf(testDatabaseKind === 'pglite')('the order list’s plans', () => {
  // With `limit $2 + 1` the generic plan expected a tenth of the average owner's history: dearer than the custom
  // plans as soon as owners have over 500 orders (the benchmark's 1,000 each).
  it(
    'keeps a generic plan for the first page, filtered or not, among restaurants with long histories',
    async () => {
      const owners: Array<[string, number]> = Array.from({ length: 4 }, (_, index) => [`owner-${index}`, 1_000]);
      expect(
        await plansAfterRequests(
          owners,
          Array.from({ length: 12 }, (_, index) => `owner-${index % 4}`),
        ),
      ).toEqual(BOTH_GENERIC);
    },
    SEEDED_DATABASE_MS,
  );

  // With `restaurant_id = $1` (then `user_id = $1`), a custom plan for a restaurant far above the average looked cheaper
  // than the generic plan, which is planned for the average one: a busy restaurant among new ones was planned on every
  // request.
  it(
    'keeps a generic plan when the busiest restaurant asks most, among many new ones',
    async () => {
      const owners: Array<[string, number]> = [
        ['busy', 1_200],
        ['steady', 600],
        ...Array.from({ length: 40 }, (_, index): [string, number] => [`new-${index}`, 3]),
      ];
      expect(await plansAfterRequests(owners, [...Array.from({ length: 11 }, () => 'busy'), 'steady'])).toEqual(BOTH_GENERIC);
    },
    SEEDED_DATABASE_MS,
  );
});
