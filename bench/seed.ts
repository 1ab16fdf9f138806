/**
 * Bench data straight in SQL (generate_series): owners with a profile and a restaurant they own (its id is the owner's,
 * `bench-owner-N`, so both are found by one string), a menu and orders in every status.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, queryRows } from '../apps/api/src/db/client.ts';
import { startServerProcess } from '../apps/api/test/server-process.ts';

export interface BenchScale {
  owners: number;
  ordersPerOwner: number;
  menuItemsPerOwner: number;
}

export const ownerEmail = (index: number) => `bench-${index}@example.com`;
export const ownerSlug = (index: number) => `bench-bistro-${index}`;
export const BENCH_PASSWORD = 'bench password 123';
/** The order page of a big menu (issue 19): 150 dishes, each offering the same 4 option groups. */
export const MENU_RESTAURANT_SLUG = 'bench-menu-150';
export const MENU_RESTAURANT_DISHES = 150;

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
  await seedCategories(db, sql`select 'bench-owner-' || g from generate_series(1, ${owners}::int) g`);
  await db.execute(sql`
    insert into menu_items (restaurant_id, user_id, name, description, price, category_id, position, allergens, traces)
    select 'bench-owner-' || o, 'bench-owner-' || o, 'Dish ' || m, 'A house speciality', (6 + m % 20) + 0.5,
           (select c.id from menu_categories c where c.restaurant_id = 'bench-owner-' || o and c.position = m % 5), m,
           (array['{}', '{gluten}', '{gluten,milk}', '{eggs,milk,nuts}'])[1 + m % 4]::text[], (array['{}', '{sesame}'])[1 + m % 2]::text[]
    from generate_series(1, ${owners}::int) o, generate_series(1, ${menuItemsPerOwner}::int) m`);
  // The big menu's restaurant: no owner needed, guests only read its page.
  await db.execute(sql`
    insert into restaurants (id, name, slug, timezone) values ('bench-menu', 'Bench Brasserie', ${MENU_RESTAURANT_SLUG}, 'Europe/Paris')
    on conflict do nothing`);
  await seedCategories(db, sql`select 'bench-menu'`);
  await db.execute(sql`
    insert into menu_items (restaurant_id, name, description, price, category_id, position, allergens, traces, translations)
    select 'bench-menu', 'Dish ' || m, 'A house speciality with a description of a usual length', (6 + m % 20) + 0.5,
           (select c.id from menu_categories c where c.restaurant_id = 'bench-menu' and c.position = m % 5), m,
           (array['{}', '{gluten}', '{gluten,milk}', '{eggs,milk,nuts}'])[1 + m % 4]::text[], (array['{}', '{sesame}'])[1 + m % 2]::text[],
           jsonb_build_object('fr', jsonb_build_object('name', 'Plat ' || m))
    from generate_series(1, ${MENU_RESTAURANT_DISHES}::int) m`);
  await seedOptionGroups(db);
  // Orders in batches of owners, so the large scale does not build one giant statement result. The per-row trigger
  // that keeps order_counts is off during the bulk load (10 M rows at the large scale); the counts are then computed
  // in one statement, as migration 0001 does for existing data. So is the guest mail's (decision 0031): these orders
  // are history, their "order received" mails long sent. With it on, a third of them (online, with an email) queued
  // 33,000 mails due at one instant, which every benchmarked server then sent in the background during its runs — each
  // claim sorting the 33,000 (equal run_at) — and every figure since issue 20 paid for it.
  await db.execute(sql`alter table orders disable trigger orders_counts_insert`);
  await db.execute(sql`alter table orders disable trigger orders_guest_mail_insert`);
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
  await db.execute(sql`alter table orders enable trigger orders_guest_mail_insert`);
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

/** The spec's five categories (issue 19) for each restaurant `ids` selects, as a new restaurant has them. */
async function seedCategories(db: Database, ids: SQL): Promise<void> {
  await db.execute(sql`
    insert into menu_categories (restaurant_id, name, position)
    select r.id, (array['Appetizers', 'Main Course', 'Desserts', 'Beverages', 'Specials'])[p + 1], p
    from (${ids}) as r(id), generate_series(0, 4) p
    on conflict do nothing`);
}

/**
 * Four option groups per restaurant (issue 19), offered by every one of its dishes: a required size (the first
 * preselected), a sauce, extras (up to 3, some with allergens) and "without" options (no price change), 5 options each.
 */
async function seedOptionGroups(db: Database): Promise<void> {
  await db.execute(sql`
    insert into option_groups (restaurant_id, name, selection, min_choices, max_choices, created_at)
    select r.id, g.name, g.selection, g.min_choices, g.max_choices, now() + make_interval(secs => g.n)
    from restaurants r,
      (values (1, 'Size', 'single', 1, 1), (2, 'Sauce', 'single', 0, 1), (3, 'Extras', 'multiple', 0, 3), (4, 'Without', 'multiple', 0, null::int))
        as g(n, name, selection, min_choices, max_choices)
    where r.id like 'bench-%'`);
  await db.execute(sql`
    insert into options (restaurant_id, group_id, position, name, price_delta, is_default, allergens)
    select g.restaurant_id, g.id, k - 1, g.name || ' ' || k,
           case g.name when 'Size' then (k - 2) * 2.5 when 'Without' then 0 else k * 0.5 end,
           g.name = 'Size' and k = 2, case when g.name = 'Extras' and k % 2 = 0 then '{milk}'::text[] else '{}'::text[] end
    from option_groups g, generate_series(1, 5) k where g.restaurant_id like 'bench-%'`);
  await db.execute(sql`
    insert into menu_item_option_groups (restaurant_id, menu_item_id, group_id, position)
    select m.restaurant_id, m.id, g.id, array_position(array['Size', 'Sauce', 'Extras', 'Without'], g.name) - 1
    from menu_items m join option_groups g on g.restaurant_id = m.restaurant_id where m.restaurant_id like 'bench-%'`);
}

/** Sign-up through the API gives us the app's own hash of BENCH_PASSWORD for every seeded account. */
export async function realPasswordHash(env: Record<string, string>, handleFor: () => Promise<DatabaseHandle>): Promise<string> {
  const server = await startServerProcess(env);
  let refused = '';
  try {
    const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        email: 'bench-template@example.com',
        password: BENCH_PASSWORD,
        name: 'Template',
        full_name: 'Template',
        restaurant_name: 'Template',
      }),
    });
    // A kept database seeded halfway already has the template account: its hash is read below all the same.
    if (!response.ok) refused = `${response.status} ${await response.text()}`;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  const handle = await handleFor();
  try {
    const [row] = await queryRows<{ password: string }>(
      handle.db,
      sql`select a.password from account a join "user" u on u.id = a.user_id where u.email = 'bench-template@example.com'`,
    );
    if (!row) throw new Error(`template account not found${refused ? ` (sign-up refused: ${refused})` : ''}`);
    return row.password;
  } finally {
    await handle.close();
  }
}
