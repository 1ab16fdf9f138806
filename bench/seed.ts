/**
 * Bench data straight in SQL (generate_series): owners with a profile and a restaurant they own (its id is the owner's,
 * `bench-owner-N`, so both are found by one string), a menu and orders in every status.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';

export interface BenchScale {
  owners: number;
  ordersPerOwner: number;
  menuItemsPerOwner: number;
}

export const ownerEmail = (index: number) => `bench-${index}@example.com`;
export const ownerSlug = (index: number) => `bench-bistro-${index}`;
export const BENCH_PASSWORD = 'bench password 123';

/** `passwordHash` is the real hash of BENCH_PASSWORD, taken from an account the app itself created. */
export async function seedBenchData(db: Database, scale: BenchScale, passwordHash: string): Promise<void> {
  const { owners, ordersPerOwner, menuItemsPerOwner } = scale;
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select 'bench-owner-' || g, 'Bench Owner ' || g, 'bench-' || g || '@example.com', true from generate_series(1, ${owners}::int) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into account (id, account_id, provider_id, user_id, password)
    select 'bench-account-' || g, 'bench-owner-' || g, 'credential', 'bench-owner-' || g, ${passwordHash} from generate_series(1, ${owners}::int) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into user_profiles (user_id, full_name)
    select 'bench-owner-' || g, 'Bench Owner ' || g from generate_series(1, ${owners}::int) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into restaurants (id, name, slug, timezone)
    select 'bench-owner-' || g, 'Bench Bistro ' || g, 'bench-bistro-' || g, 'Europe/Paris' from generate_series(1, ${owners}::int) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into restaurant_members (id, restaurant_id, user_id, role)
    select 'bench-member-' || g, 'bench-owner-' || g, 'bench-owner-' || g, 'owner' from generate_series(1, ${owners}::int) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into menu_items (restaurant_id, user_id, name, description, price, category)
    select 'bench-owner-' || o, 'bench-owner-' || o, 'Dish ' || m, 'A house speciality', (6 + m % 20) + 0.5,
           (array['Appetizers', 'Main Course', 'Desserts', 'Beverages', 'Specials'])[1 + m % 5]
    from generate_series(1, ${owners}::int) o, generate_series(1, ${menuItemsPerOwner}::int) m`);
  // Orders in batches of owners, so the large scale does not build one giant statement result. The per-row trigger
  // that keeps order_counts is off during the bulk load (10 M rows at the large scale); the counts are then computed
  // in one statement, as migration 0001 does for existing data.
  await db.execute(sql`alter table orders disable trigger orders_counts_insert`);
  const batch = Math.max(1, Math.floor(200_000 / ordersPerOwner));
  for (let first = 1; first <= owners; first += batch) {
    const last = Math.min(owners, first + batch - 1);
    await db.execute(sql`
      insert into orders (restaurant_id, user_id, customer_name, customer_email, order_items, total_amount, status, source, created_at, updated_at)
      select 'bench-owner-' || o, 'bench-owner-' || o, 'Guest ' || (k % 300), 'guest' || (k % 300) || '@example.com',
             '[{"name": "Dish 1", "price": 12.5, "quantity": 2}, {"name": "Dish 7", "price": 9.5, "quantity": 1}]'::jsonb, 34.50,
             (array['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'])[1 + k % 6],
             case when k % 3 = 0 then 'online' else 'dashboard' end,
             now() - make_interval(mins => k * 20), now() - make_interval(mins => k * 20)
      from generate_series(${first}::int, ${last}::int) o, generate_series(1, ${ordersPerOwner}::int) k`);
  }
  await db.execute(sql`alter table orders enable trigger orders_counts_insert`);
  await db.execute(sql`
    insert into order_counts (restaurant_id, pending, confirmed, preparing, ready, delivered, cancelled)
    select restaurant_id, count(*) filter (where status = 'pending'), count(*) filter (where status = 'confirmed'),
           count(*) filter (where status = 'preparing'), count(*) filter (where status = 'ready'),
           count(*) filter (where status = 'delivered'), count(*) filter (where status = 'cancelled')
    from orders where restaurant_id like 'bench-owner-%' group by restaurant_id
    on conflict (restaurant_id) do update set pending = excluded.pending, confirmed = excluded.confirmed, preparing = excluded.preparing,
      ready = excluded.ready, delivered = excluded.delivered, cancelled = excluded.cancelled`);
  // What autovacuum would have done by now: statistics, and the visibility map that lets the status counts be an
  // index-only scan (right after a bulk insert the planner reads the heap instead).
  await db.execute(sql`vacuum analyze`);
}
