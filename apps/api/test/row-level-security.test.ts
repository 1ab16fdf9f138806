/**
 * Row-level security (migrations 0002 and 0005, docs/decisions/0011-row-level-security.md and 0016): defence in depth
 * under the repositories' own `restaurant_id` filters. On PostgreSQL the app's connections act as `maitre_app`, and
 * even a hand-written query on them reaches only the rows of the restaurant set for its transaction — none without
 * one.
 *
 * The catalogue checks run on both databases: every table in the schema is either a tenant table with row-level
 * security enabled and forced, or exempt for a stated reason, so a new table fails here until it is classified.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ROLE,
  type DatabaseHandle,
  DatabaseRoleError,
  namedQuery,
  openDatabase,
  queryRows,
  restaurantParamSql,
  restaurantSettingSql,
} from '../src/db/client.ts';
import { queryAfterLookupOnPostgres, queryAsRestaurantOnPostgres } from '../src/db/restaurant-statement.ts';
import { orders, restaurants, stripeCustomers, stripeSubscriptions, user } from '../src/db/schema/index.ts';
import { buildTestApp } from './build-test-app.ts';
import { createMember, createOwner, type TestMember, type TestOwner } from './factories.ts';
import { testDatabaseKind } from './test-database.ts';

/** Tables whose rows belong to one restaurant: policies keyed on app.restaurant_id. */
const TENANT_TABLES = [
  'activity_log',
  'devices',
  'kitchen_stations',
  'menu_categories',
  'menu_item_option_groups',
  'menu_items',
  'menu_photo_variants',
  'menu_photos',
  'option_groups',
  'options',
  'order_counts',
  'order_lines',
  'order_numbers',
  'orders',
  'print_jobs',
  'printers',
  'report_days',
  'report_dish_months',
  'report_dishes',
  'report_guest_days',
  'report_guest_return_months',
  'report_guest_returns',
  'report_guest_visits',
  'report_guests',
  'report_hours',
  'report_options',
  'digest_subscriptions',
  'restaurant_event_counters',
  'restaurant_events',
  'restaurant_slug_redirects',
  'restaurant_tables',
  'stripe_customers',
  'stripe_subscriptions',
];

/** Tables left out of row-level security, and why. */
const EXEMPT_TABLES: Record<string, string> = {
  user: 'better-auth reads it by email at sign-in and sign-up, before any owner is known',
  session: 'better-auth reads it by token on every request, to find out who the owner is',
  account: 'better-auth reads the password hash at sign-in, before the owner is known',
  verification: 'better-auth reads it by token from a mailed link, signed out',
  rate_limit: 'counters keyed by hashed IPs and emails, written before the owner is known (or for no owner)',
  stripe_webhook_events: 'event ids recorded before the customer is mapped to a restaurant; no restaurant column, no restaurant data',
  user_profiles: "a person's full name, read by their own user id; it belongs to no restaurant",
  restaurants: 'decides which restaurant a session may act for (with the memberships); better-auth reads it before any restaurant is set',
  restaurant_members: 'the memberships that decide which restaurant a session may act for, read with the session on every request',
  restaurant_invitations: 'read by the invitee (signed in as no member yet) and by better-auth, keyed by restaurant and email',
  jobs: 'the job queue: a worker claims the due jobs of every restaurant (and account mails of none) before acting for one; no route reads it',
  two_factor: "a person's TOTP secret and recovery codes (encrypted), read by better-auth at sign-in before any restaurant is set",
};

/** A 1 × 1 PNG. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

const LOOKUP_FUNCTIONS = [
  'maitre_device_by_code',
  'maitre_device_by_token',
  'maitre_digest_subscribers',
  'maitre_menu_photo_restaurant',
  'maitre_order_restaurant',
  'maitre_printer_restaurant',
  'maitre_restaurant_by_slug',
  'maitre_slug_restaurant',
  'maitre_stripe_customer_restaurant',
  'maitre_taken_slugs',
];

describe('row-level security: the catalogue', () => {
  const ctx = buildTestApp();

  it('classifies every table: tenant tables enable and force it with a restaurant policy, the others are exempt for a reason', async () => {
    const tables = await queryRows<{ name: string; enabled: boolean; forced: boolean }>(
      ctx.database.db,
      sql`select relname as name, relrowsecurity as enabled, relforcerowsecurity as forced from pg_class
          where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
    );
    expect(tables.map((table) => table.name).sort()).toEqual([...TENANT_TABLES, ...Object.keys(EXEMPT_TABLES)].sort());
    for (const table of tables) {
      const tenant = TENANT_TABLES.includes(table.name);
      expect({ table: table.name, enabled: table.enabled, forced: table.forced }).toEqual({ table: table.name, enabled: tenant, forced: tenant });
    }
    const policies = await queryRows<{ table: string; roles: string; qual: string; check: string }>(
      ctx.database.db,
      sql`select tablename as table, array_to_string(roles, ',') as roles, qual, with_check as check from pg_policies
          where schemaname = 'public' and policyname = 'tenant_isolation' and cmd = 'ALL'`,
    );
    expect(policies.map((policy) => policy.table).sort()).toEqual([...TENANT_TABLES].sort());
    for (const policy of policies) {
      expect(policy.roles).toBe('public');
      expect(policy.qual).toContain("current_setting('app.restaurant_id'::text, true)");
      expect(policy.check).toContain("current_setting('app.restaurant_id'::text, true)");
    }
  });

  it('reads the spec view with the caller’s rights, so the policies apply through it', async () => {
    const [view] = await queryRows<{ options: string[] | null }>(
      ctx.database.db,
      sql`select reloptions as options from pg_class where relname = 'stripe_user_subscriptions' and relkind = 'v'`,
    );
    expect(view?.options).toContain('security_invoker=true');
  });

  it('maps public keys to restaurants only through SECURITY DEFINER functions with a fixed search_path, run by maitre_lookup and callable by the app only', async () => {
    const functions = await queryRows<{ name: string; definer: boolean; config: string[] | null; owner: string; publicCanRun: boolean; appCanRun: boolean }>(
      ctx.database.db,
      sql`select p.proname as name, p.prosecdef as definer, p.proconfig as config, pg_get_userbyid(p.proowner) as owner,
            (p.proacl is null or exists (select from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE')) as "publicCanRun",
            has_function_privilege(${APP_ROLE}, p.oid, 'EXECUTE') as "appCanRun"
          from pg_proc p
          where p.pronamespace = 'public'::regnamespace and p.proname like 'maitre\\_%'
          order by p.proname`,
    );
    expect(functions.map((fn) => fn.name)).toEqual(LOOKUP_FUNCTIONS);
    for (const fn of functions) {
      expect(fn).toMatchObject({ definer: true, config: ['search_path=pg_catalog, pg_temp'], owner: 'maitre_lookup', publicCanRun: false, appCanRun: true });
    }
  });
});

describe.skipIf(testDatabaseKind !== 'pglite')('row-level security on PGlite: inside every restaurant scope (decision 0019)', () => {
  // PGlite's one user is a superuser; the tests open it with `rls`, so each restaurant scope acts as maitre_app.
  const ctx = buildTestApp();
  let a: TestOwner;
  let b: TestOwner;
  let bOrderId: string;

  beforeAll(async () => {
    [a, b] = [await createOwner(ctx.app, { restaurantName: 'Scope A' }), await createOwner(ctx.app, { restaurantName: 'Scope B' })];
    for (const owner of [a, b]) {
      const item = await ctx.app.inject({
        method: 'POST',
        url: '/api/menu-items',
        headers: owner.headers,
        payload: { name: 'Soup', price: 8, category: 'Appetizers' },
      });
      const order = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: owner.headers,
        payload: { customer_name: 'Guest', items: [{ menu_item_id: item.json().menuItem.id, quantity: 1 }] },
      });
      if (owner === b) bOrderId = order.json().order.id;
    }
  });

  it('runs scoped queries as maitre_app with the restaurant set: another restaurant’s rows are out of reach even without a filter', async () => {
    expect(ctx.app.database.rls).toBe(true);
    await ctx.app.database.withRestaurant(a.restaurantId, async ({ tx }) => {
      const [who] = await queryRows<{ role: string }>(tx, sql`select current_user as role`);
      expect(who?.role).toBe(APP_ROLE);
      const everyOrder = await queryRows<{ restaurant_id: string }>(tx, sql`select restaurant_id from orders`);
      expect(everyOrder.length).toBeGreaterThan(0);
      expect(new Set(everyOrder.map((row) => row.restaurant_id))).toEqual(new Set([a.restaurantId]));
      const changed = await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, bOrderId)).returning();
      expect(changed).toEqual([]);
    });
    const stolen = ctx.app.database.withRestaurant(a.restaurantId, ({ tx }) =>
      tx.insert(orders).values({ restaurantId: b.restaurantId, customerName: 'x', orderItems: [], totalAmount: '1.00' }),
    );
    await expect(stolen).rejects.toMatchObject({ cause: expect.objectContaining({ code: '42501' }) });
    // The named statements of forRestaurant too.
    const seen = await ctx.app.database
      .forRestaurant(a.restaurantId)
      .query<{ n: number }>(namedQuery({ name: 'rls_test_order_count', text: 'select count(*)::int as n from orders where id = $1' }), [bOrderId]);
    expect(seen).toEqual([{ n: 0 }]);
    // Outside a scope, the superuser again: B's order is there.
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, bOrderId));
    expect(row?.status).toBe('pending');
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')('row-level security on PostgreSQL: hand-written SQL as the app role', () => {
  // Skipped on PGlite: its one user is a superuser, which row-level security never applies to (the policies exist
  // there too, and the catalogue checks above run on it).
  const ctx = buildTestApp();
  let a: TestOwner;
  let b: TestOwner;
  /** A manager of both restaurants, whose session acts for A's. */
  let both: TestMember;
  let bOrderId: string;
  let bCustomerId: string;
  let bPhotoId: string;

  beforeAll(async () => {
    [a, b] = await Promise.all([createOwner(ctx.app, { restaurantName: 'Chez A' }), createOwner(ctx.app, { restaurantName: 'Chez B' })]);
    for (const owner of [a, b]) {
      // A dish offering an option group: rows in option_groups, options and menu_item_option_groups too.
      const group = await ctx.app.inject({
        method: 'POST',
        url: '/api/option-groups',
        headers: owner.headers,
        payload: { name: 'Size', selection: 'single', options: [{ name: 'Bowl' }] },
      });
      expect(group.statusCode, group.body).toBe(201);
      // And its photo: rows in menu_photos and menu_photo_variants.
      const photo = await ctx.app.inject({ method: 'POST', url: '/api/photos', headers: owner.headers, payload: ONE_PIXEL_PNG });
      expect(photo.statusCode, photo.body).toBe(201);
      if (owner === b) bPhotoId = photo.json().photo.id;
      const item = await ctx.app.inject({
        method: 'POST',
        url: '/api/menu-items',
        headers: owner.headers,
        payload: { name: 'Soup', price: 8, category: 'Appetizers', option_group_ids: [group.json().optionGroup.id], image_url: photo.json().photo.url },
      });
      expect(item.statusCode, item.body).toBe(201);
      // A printer that prints on arrival (decision 0038): the order below writes a row in print_jobs.
      const printer = await ctx.app.inject({
        method: 'POST',
        url: '/api/printers',
        headers: owner.headers,
        payload: { name: 'Kitchen', protocol: 'cloudprnt', auto_print: 'arrived' },
      });
      expect(printer.statusCode, printer.body).toBe(201);
      const order = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: owner.headers,
        // With its option chosen: the order's rows in the reports' rollups include report_options (decision 0041); with a
        // phone: its guest is in report_guests (decision 0043).
        payload: {
          customer_name: 'Guest',
          customer_phone: '+33 6 12 34 56 78',
          items: [{ menu_item_id: item.json().menuItem.id, quantity: 1, options: [group.json().optionGroup.options[0].id] }],
        },
      });
      expect(order.statusCode, order.body).toBe(201);
      if (owner === b) bOrderId = order.json().order.id;
      // A table (decision 0033): a row in restaurant_tables.
      const table = await ctx.app.inject({ method: 'POST', url: '/api/tables', headers: owner.headers, payload: { label: '12' } });
      expect(table.statusCode, table.body).toBe(201);
      // A device (decision 0036): a row in devices.
      const device = await ctx.app.inject({ method: 'POST', url: '/api/devices', headers: owner.headers, payload: { kind: 'kitchen_display', name: 'Pass' } });
      expect(device.statusCode, device.body).toBe(201);
      // A kitchen station (decision 0037): a row in kitchen_stations.
      const station = await ctx.app.inject({ method: 'POST', url: '/api/kitchen/stations', headers: owner.headers, payload: { name: 'Grill' } });
      expect(station.statusCode, station.body).toBe(201);
      // The owner's daily digest (decision 0044): a row in digest_subscriptions.
      const digest = await ctx.app.inject({ method: 'PUT', url: '/api/digest', headers: owner.headers, payload: { enabled: true, send_time: '08:00' } });
      expect(digest.statusCode, digest.body).toBe(200);
      const slug = await ctx.app.inject({
        method: 'PUT',
        url: '/api/profile/slug',
        headers: owner.headers,
        payload: { slug: `moved-${randomBytes(4).toString('hex')}` },
      });
      expect(slug.statusCode, slug.body).toBe(200);
      const customerId = `cus_rls_${randomBytes(6).toString('hex')}`;
      if (owner === b) bCustomerId = customerId;
      await ctx.database.db.insert(stripeCustomers).values({ restaurantId: owner.restaurantId, customerId });
      await ctx.database.db.insert(stripeSubscriptions).values({ customerId, subscriptionId: `sub_${customerId}`, status: 'active' });
    }
    both = await createMember(ctx.app, a, 'manager');
    await ctx.database.db.execute(
      sql`insert into restaurant_members (id, restaurant_id, user_id, role) values (${crypto.randomUUID()}, ${b.restaurantId}, ${both.id}, 'manager')`,
    );
  });

  /** One transaction on one of the app's own pooled connections, rolled back; with app.restaurant_id set first when given. */
  async function asApp<T extends pg.QueryResultRow>(text: string, values: unknown[] = [], restaurantId?: string): Promise<pg.QueryResult<T>> {
    const pool = ctx.app.database.pool as pg.Pool;
    const client = await pool.connect();
    try {
      await client.query('begin');
      if (restaurantId) await client.query(`select set_config('app.restaurant_id', $1, true)`, [restaurantId]);
      return await client.query<T>(text, values);
    } finally {
      await client.query('rollback').catch(() => {});
      client.release();
    }
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { code?: string; message?: string }) => ({ code: error.code, message: error.message }),
    );

  it('connects as maitre_app, which owns no table, is no superuser and does not bypass row-level security', async () => {
    expect(ctx.app.database.rls).toBe(true);
    const { rows } = await asApp<{ role: string; super: boolean; bypass: boolean; owned: string }>(
      `select current_user as role, r.rolsuper as super, r.rolbypassrls as bypass,
              (select count(*) from pg_tables where tableowner = current_user)::text as owned
         from pg_roles r where r.rolname = current_user`,
    );
    expect(rows).toEqual([{ role: APP_ROLE, super: false, bypass: false, owned: '0' }]);
  });

  it('sees no row of any tenant table without a restaurant, though they hold rows of both', async () => {
    for (const table of [...TENANT_TABLES, 'stripe_user_subscriptions']) {
      const [all] = await queryRows<{ n: string }>(ctx.database.db, sql.raw(`select count(*)::text as n from "${table}"`));
      expect(Number(all?.n), table).toBeGreaterThanOrEqual(2);
      expect((await asApp(`select * from "${table}"`)).rows, table).toEqual([]);
    }
  });

  it('with restaurant A set, reads A’s rows only — even asking for B’s by restaurant_id or by id', async () => {
    for (const table of [
      'activity_log',
      'menu_categories',
      'menu_items',
      'option_groups',
      'options',
      'menu_item_option_groups',
      'menu_photos',
      'menu_photo_variants',
      'orders',
      'order_lines',
      'order_counts',
      'restaurant_slug_redirects',
      'restaurant_tables',
      'devices',
      'stripe_customers',
      'stripe_user_subscriptions',
    ]) {
      const { rows } = await asApp<{ restaurant_id: string }>(`select restaurant_id from "${table}"`, [], a.restaurantId);
      expect(rows.length, table).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.restaurant_id)), table).toEqual(new Set([a.restaurantId]));
      expect((await asApp(`select * from "${table}" where restaurant_id = $1`, [b.restaurantId], a.restaurantId)).rows, table).toEqual([]);
    }
    expect((await asApp('select * from orders where id = $1', [bOrderId], a.restaurantId)).rows).toEqual([]);
    expect((await asApp('select * from stripe_subscriptions where customer_id = $1', [bCustomerId], a.restaurantId)).rows).toEqual([]);
    const counted = await asApp<{ count: string }>('select count(*)::text as count from orders where restaurant_id <> $1', [a.restaurantId], a.restaurantId);
    expect(counted.rows).toEqual([{ count: '0' }]);
  });

  it('keeps the activity log append-only for the app: even its own restaurant’s entries cannot be changed or deleted', async () => {
    const entry = `insert into activity_log (restaurant_id, actor_name, action, subject_type, subject_id) values ($1, 'Someone', 'order.created', 'order', 'x')`;
    expect((await asApp(entry, [a.restaurantId], a.restaurantId)).rowCount).toBe(1);
    expect(await refusal(asApp(entry, [b.restaurantId], a.restaurantId))).toMatchObject({ code: '42501' });
    expect(await refusal(asApp(`update activity_log set actor_name = 'Nobody'`, [], a.restaurantId))).toMatchObject({ code: '42501' });
    expect(await refusal(asApp('delete from activity_log', [], a.restaurantId))).toMatchObject({ code: '42501' });
    expect(await refusal(asApp('truncate activity_log', [], a.restaurantId))).toMatchObject({ code: '42501' });
  });

  it('keeps order lines append-only for the app: even its own restaurant’s lines cannot be changed or deleted', async () => {
    const { rows } = await asApp<{ n: string }>('select count(*)::text as n from order_lines', [], a.restaurantId);
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    expect(await refusal(asApp(`update order_lines set name = 'Changed'`, [], a.restaurantId))).toMatchObject({ code: '42501' });
    expect(await refusal(asApp('delete from order_lines', [], a.restaurantId))).toMatchObject({ code: '42501' });
    expect(await refusal(asApp('truncate order_lines', [], a.restaurantId))).toMatchObject({ code: '42501' });
  });

  it('with restaurant A set, cannot change or delete B’s rows: nothing matches, and B’s rows stay as they were', async () => {
    const before = await ctx.database.db.select().from(orders).where(eq(orders.restaurantId, b.restaurantId));
    expect((await asApp(`update orders set status = 'cancelled' where restaurant_id = $1`, [b.restaurantId], a.restaurantId)).rowCount).toBe(0);
    expect((await asApp(`update orders set status = 'cancelled' where id = $1`, [bOrderId], a.restaurantId)).rowCount).toBe(0);
    expect((await asApp('delete from orders where restaurant_id = $1', [b.restaurantId], a.restaurantId)).rowCount).toBe(0);
    expect((await asApp('delete from menu_items where restaurant_id = $1', [b.restaurantId], a.restaurantId)).rowCount).toBe(0);
    expect((await asApp(`update stripe_subscriptions set status = 'canceled' where customer_id = $1`, [bCustomerId], a.restaurantId)).rowCount).toBe(0);
    expect((await asApp('delete from stripe_customers where restaurant_id = $1', [b.restaurantId], a.restaurantId)).rowCount).toBe(0);
    // Without a restaurant, not even a blanket statement touches anything.
    expect((await asApp(`update orders set status = 'cancelled'`)).rowCount).toBe(0);
    expect((await asApp('delete from menu_items')).rowCount).toBe(0);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.restaurantId, b.restaurantId))).toEqual(before);
  });

  it('cannot write a row for another restaurant, nor hand one of its own rows over to it', async () => {
    const violation = { code: '42501', message: expect.stringMatching(/violates row-level security policy/) };
    const insertOrder = `insert into orders (restaurant_id, customer_name, order_items, total_amount) values ($1, 'Intruder', '[]'::jsonb, 1)`;
    expect(await refusal(asApp(insertOrder, [b.restaurantId], a.restaurantId))).toEqual(violation);
    expect(await refusal(asApp(insertOrder, [a.restaurantId]))).toEqual(violation);
    expect(
      await refusal(
        asApp(`insert into menu_items (restaurant_id, name, price, category_id) values ($1, 'Fake', 1, gen_random_uuid())`, [b.restaurantId], a.restaurantId),
      ),
    ).toEqual(violation);
    expect(
      await refusal(
        asApp(
          `insert into restaurant_slug_redirects (slug, restaurant_id) values ($1, $2)`,
          [`stolen-${randomBytes(4).toString('hex')}`, b.restaurantId],
          a.restaurantId,
        ),
      ),
    ).toEqual(violation);
    expect(await refusal(asApp(`insert into stripe_subscriptions (customer_id, status) values ($1, 'active')`, [bCustomerId], a.restaurantId))).toEqual(
      violation,
    );
    expect(await refusal(asApp('update orders set restaurant_id = $1 where restaurant_id = $2', [b.restaurantId, a.restaurantId], a.restaurantId))).toEqual(
      violation,
    );
    // Categories (issue 19): none made for B, none of A's handed to B, and B's untouched by a blanket statement.
    expect(
      await refusal(asApp(`insert into menu_categories (restaurant_id, name, position) values ($1, 'Fake', 9)`, [b.restaurantId], a.restaurantId)),
    ).toEqual(violation);
    expect(await refusal(asApp(`update menu_categories set restaurant_id = $1 where name = 'Specials'`, [b.restaurantId], a.restaurantId))).toEqual(violation);
    expect((await asApp(`update menu_categories set is_hidden = true where restaurant_id = $1`, [b.restaurantId], a.restaurantId)).rowCount).toBe(0);
  });

  it('a member of both restaurants, acting for A, reads and changes nothing of B through the API; the session chooses, never the request', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: both.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().orders.map((order: { restaurant_id: string }) => order.restaurant_id)).toEqual([a.restaurantId]);
    const patch = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${bOrderId}`, headers: both.headers, payload: { status: 'cancelled' } });
    expect(patch.statusCode).toBe(404);
    // Switching needs a membership: to B it works (then B's rows, and only those); to a restaurant of none, refused.
    const stranger = await createOwner(ctx.app);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/organization/set-active',
      headers: { ...both.headers, 'content-type': 'application/json' },
      payload: { organizationId: stranger.restaurantId },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: both.headers })).json().orders[0].restaurant_id).toBe(a.restaurantId);
    const switched = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/organization/set-active',
      headers: { ...both.headers, 'content-type': 'application/json' },
      payload: { organizationId: b.restaurantId },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const ofB = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: both.headers });
    expect(ofB.json().orders.map((order: { id: string }) => order.id)).toEqual([bOrderId]);
  });

  it('keeps the restaurant setting inside its transaction: the next transaction on the same connection sees nothing', async () => {
    const client = await (ctx.app.database.pool as pg.Pool).connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('app.restaurant_id', $1, true)`, [a.restaurantId]);
      expect((await client.query('select id from orders')).rows.length).toBeGreaterThan(0);
      await client.query('commit');
      expect((await client.query('select id from orders')).rows).toEqual([]);
      // RESET ROLE goes back to the role the connection started as, not to the login user.
      await client.query('reset role');
      expect((await client.query('select current_user as role')).rows).toEqual([{ role: APP_ROLE }]);
    } finally {
      client.release();
    }
  });

  it('cannot turn row-level security off or drop a policy: it owns no table', async () => {
    expect(await refusal(asApp('alter table orders disable row level security'))).toMatchObject({ code: '42501' });
    expect(await refusal(asApp('alter table orders no force row level security'))).toMatchObject({ code: '42501' });
    expect(await refusal(asApp('drop policy tenant_isolation on orders'))).toMatchObject({ code: '42501' });
  });

  it('learns only a restaurant id from the lookup functions, and cannot read the lookup role’s columns itself', async () => {
    const { rows } = await asApp<{ order: string; customer: string; slug: string }>(
      `select maitre_order_restaurant($1::uuid) as order, maitre_stripe_customer_restaurant($2) as customer,
              maitre_slug_restaurant((select slug from restaurants where id = $3)) as slug, maitre_menu_photo_restaurant($4::uuid) as photo`,
      [bOrderId, bCustomerId, a.restaurantId, bPhotoId],
      a.restaurantId,
    );
    expect(rows).toEqual([{ order: b.restaurantId, customer: b.restaurantId, slug: a.restaurantId, photo: b.restaurantId }]);
    expect((await asApp('select maitre_taken_slugs($1) as slug', ['%'])).rows).toEqual([]);
  });

  it('the app’s own queries follow the same rule: outside withRestaurant they see nothing, inside it one restaurant', async () => {
    const database: DatabaseHandle = ctx.app.database;
    expect(await database.db.select().from(orders)).toEqual([]);
    const seen = await database.withRestaurant(a.restaurantId, ({ tx }) => tx.select({ restaurantId: orders.restaurantId }).from(orders));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((row) => row.restaurantId))).toEqual(new Set([a.restaurantId]));
    await expect(database.withRestaurant('', async () => null)).rejects.toThrow('a restaurant id is required');
  });

  it('a statement sent with its restaurant (forRestaurant) sees that restaurant’s rows only, and the setting ends with it', async () => {
    const pool = ctx.app.database.pool as pg.Pool;
    const ids = [a.restaurantId, b.restaurantId];
    const restaurantsOf = namedQuery({
      name: 'rls_test_order_restaurants',
      text: 'select distinct restaurant_id from orders where restaurant_id = any($1::text[])',
    });
    expect(await ctx.app.database.forRestaurant(a.restaurantId).query(restaurantsOf, [ids])).toEqual([{ restaurant_id: a.restaurantId }]);
    expect(await queryAsRestaurantOnPostgres(pool, b.restaurantId, restaurantsOf, [ids])).toEqual([{ restaurant_id: b.restaurantId }]);
    // On one connection: the next statement, sent without a restaurant, sees nothing again.
    const client = await pool.connect();
    try {
      expect(await queryAsRestaurantOnPostgres(client, a.restaurantId, restaurantsOf, [ids])).toEqual([{ restaurant_id: a.restaurantId }]);
      expect((await client.query(`select current_setting('app.restaurant_id', true) as restaurant`)).rows).toEqual([{ restaurant: '' }]);
      expect((await client.query('select id from orders')).rows).toEqual([]);
      // A write as A that names B's order changes nothing; a failing statement fails as any query does, and the
      // connection goes on working, with its statements still prepared.
      const cancel = namedQuery({ name: 'rls_test_cancel', text: `update orders set status = 'cancelled' where id = $1 returning id` });
      expect(await queryAsRestaurantOnPostgres(client, a.restaurantId, cancel, [bOrderId])).toEqual([]);
      const intruder = namedQuery({
        name: 'rls_test_intruder',
        text: `insert into orders (restaurant_id, customer_name, order_items, total_amount) values ($1, 'Intruder', '[]'::jsonb, 1)`,
      });
      await expect(queryAsRestaurantOnPostgres(client, a.restaurantId, intruder, [b.restaurantId])).rejects.toMatchObject({ code: '42501' });
      await expect(queryAsRestaurantOnPostgres(client, a.restaurantId, cancel, ['not a uuid'])).rejects.toMatchObject({ code: '22P02' });
      expect(await queryAsRestaurantOnPostgres(client, b.restaurantId, restaurantsOf, [ids])).toEqual([{ restaurant_id: b.restaurantId }]);
      // Inside a transaction it sets the restaurant for the rest of it, like withRestaurant.
      await client.query('begin');
      await queryAsRestaurantOnPostgres(client, a.restaurantId, restaurantsOf, [[a.restaurantId]]);
      expect((await client.query('select distinct restaurant_id from orders')).rows).toEqual([{ restaurant_id: a.restaurantId }]);
      await client.query('rollback');
      expect((await client.query('select id from orders')).rows).toEqual([]);
    } finally {
      client.release();
    }
    const [bOrder] = await ctx.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, bOrderId));
    expect(bOrder?.status).toBe('pending');
    await expect(queryAsRestaurantOnPostgres(pool, '', restaurantsOf, [[a.restaurantId]])).rejects.toThrow('a restaurant id is required');
  });

  it('a lookup that names a restaurant and a statement for it travel together (lookupThenForRestaurant): the statement sees that restaurant’s rows only', async () => {
    const pool = ctx.app.database.pool as pg.Pool;
    const ids = [a.restaurantId, b.restaurantId];
    // The lookup finds a restaurant by its id (restaurants are not under row-level security), or none.
    const byId = namedQuery({
      name: 'rls_test_restaurant_by_id',
      text: `select l.id as "restaurantId", ${restaurantSettingSql('l.id')} as setting
        from (select 1) one left join (select id from restaurants where id = $1) l on true`,
    });
    const ordersOf = namedQuery({
      name: 'rls_test_orders_after_lookup',
      text: `select distinct restaurant_id, ${restaurantParamSql('$1')} as acting from orders where restaurant_id = any($2::text[])`,
    });
    const found = await ctx.app.database.lookupThenForRestaurant<{ restaurantId: string | null }, { restaurant_id: string; acting: string }>(
      byId,
      [b.restaurantId],
      ordersOf,
      [ids],
    );
    expect(found.found[0]?.restaurantId).toBe(b.restaurantId);
    expect(found.rows).toEqual([{ restaurant_id: b.restaurantId, acting: b.restaurantId }]);
    // No restaurant found: the statement still runs in the round trip, as no restaurant, and sees nothing.
    const none = await ctx.app.database.lookupThenForRestaurant<{ restaurantId: string | null }, unknown>(byId, ['no-such-restaurant'], ordersOf, [ids]);
    expect(none).toEqual({ found: [{ restaurantId: null, setting: '' }], rows: [] });
    // One round trip on one connection: the setting ends with it, and a failing statement fails the pair as a query
    // fails, the connection going on working.
    const client = await pool.connect();
    try {
      const pair = await queryAfterLookupOnPostgres<unknown, { restaurant_id: string }>(client, { query: byId, values: [b.restaurantId] }, ordersOf, [
        null,
        ids,
      ]);
      expect(pair.rows).toEqual([{ restaurant_id: b.restaurantId, acting: b.restaurantId }]);
      expect((await client.query(`select current_setting('app.restaurant_id', true) as restaurant`)).rows).toEqual([{ restaurant: '' }]);
      expect((await client.query('select id from orders')).rows).toEqual([]);
      const cancel = namedQuery({
        name: 'rls_test_cancel_after_lookup',
        text: `update orders set status = 'cancelled' where id = $2 and restaurant_id = ${restaurantParamSql('$1')} returning id`,
      });
      // Found A, names B's order: nothing matches.
      expect(await queryAfterLookupOnPostgres(client, { query: byId, values: [a.restaurantId] }, cancel, [null, bOrderId])).toMatchObject({ rows: [] });
      await expect(queryAfterLookupOnPostgres(client, { query: byId, values: [b.restaurantId] }, cancel, [null, 'not a uuid'])).rejects.toMatchObject({
        code: '22P02',
      });
      expect((await client.query(`select current_setting('app.restaurant_id', true) as restaurant`)).rows).toEqual([{ restaurant: '' }]);
    } finally {
      client.release();
    }
    const [bOrder] = await ctx.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, bOrderId));
    expect(bOrder?.status).toBe('pending');
  });

  it('the API still serves B’s public order page and order to a guest (restaurant found by slug or order id)', async () => {
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: b.headers });
    const storefront = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${profile.json().profile.slug}` });
    expect(storefront.statusCode, storefront.body).toBe(200);
    expect(storefront.json().restaurant.name).toBe('Chez B');
    const order = await ctx.app.inject({ method: 'GET', url: `/api/storefront/orders/${bOrderId}` });
    expect(order.statusCode, order.body).toBe(200);
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')('row-level security on PostgreSQL: start-up checks and a migration role that is no superuser', () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const suffix = randomBytes(4).toString('hex');
  const ownerRole = `maitre_test_owner_${suffix}`;
  const memberRole = `maitre_test_member_${suffix}`;
  const strangerRole = `maitre_test_stranger_${suffix}`;
  const databaseName = `maitre_test_rls_${suffix}`;
  const memberDatabaseName = `maitre_test_rls_member_${suffix}`;
  const urlFor = (role: string, database = databaseName) => {
    const url = new URL(adminUrl);
    url.username = role;
    url.password = '';
    url.pathname = `/${database}`;
    return url.toString();
  };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    // What a managed PostgreSQL typically gives: a login that may create roles and owns its database, no superuser.
    await admin(`create role ${ownerRole} login createrole`);
    await admin(`create role ${strangerRole} login`);
    await admin(`create database ${databaseName} owner ${ownerRole}`);
    // Or one that may not create roles, made a member of both by an administrator beforehand (the roles exist: the
    // test databases' migrations created them).
    await admin(`create role ${memberRole} login in role maitre_app, maitre_lookup`);
    await admin(`create database ${memberDatabaseName} owner ${memberRole}`);
  });
  afterAll(async () => {
    await admin(`drop database if exists ${databaseName} with (force)`);
    await admin(`drop database if exists ${memberDatabaseName} with (force)`);
    for (const role of [ownerRole, memberRole, strangerRole]) await admin(`drop role if exists ${role}`);
  });

  it('migrates as that role, and the app then works as maitre_app: each restaurant sees its rows, lookups still find restaurants', async () => {
    const handle = await openDatabase({ databaseUrl: urlFor(ownerRole), dataDir: 'unused', poolSize: 2 });
    try {
      expect(handle.rls).toBe(true);
      const [first, second] = ['owner-one', 'owner-two'].map((id) => `${id}-${suffix}`) as [string, string];
      await handle.db.insert(user).values([
        { id: first, name: 'One', email: `one-${suffix}@example.com` },
        { id: second, name: 'Two', email: `two-${suffix}@example.com` },
      ]);
      await handle.db.insert(restaurants).values([
        { id: first, name: 'One', slug: `one-${suffix}` },
        { id: second, name: 'Two', slug: `two-${suffix}` },
      ]);
      const orderIds: string[] = [];
      for (const id of [first, second]) {
        const [row] = await handle.withRestaurant(id, ({ tx }) =>
          tx.insert(orders).values({ restaurantId: id, userId: id, customerName: 'Guest', orderItems: [], totalAmount: '1.00' }).returning({ id: orders.id }),
        );
        orderIds.push(row?.id as string);
      }
      const seen = await handle.withRestaurant(first, ({ tx }) => tx.select({ restaurantId: orders.restaurantId }).from(orders));
      expect(seen).toEqual([{ restaurantId: first }]);
      const [found] = await queryRows<{ restaurant: string }>(handle.db, sql`select maitre_order_restaurant(${orderIds[1]}::uuid) as restaurant`);
      expect(found?.restaurant).toBe(second);
    } finally {
      await handle.close();
    }
  });

  it('also migrates as a login that may not create roles, once an administrator made it a member of both', async () => {
    const handle = await openDatabase({ databaseUrl: urlFor(memberRole, memberDatabaseName), dataDir: 'unused', poolSize: 1 });
    try {
      const [row] = await queryRows<{ role: string; orders: string }>(handle.db, sql`select current_user as role, count(*)::text as orders from orders`);
      expect(row).toEqual({ role: APP_ROLE, orders: '0' });
    } finally {
      await handle.close();
    }
  });

  it('refuses DATABASE_RLS=false for that role, since row-level security is forced on its own tables', async () => {
    const error = await openDatabase({ databaseUrl: urlFor(ownerRole), dataDir: 'unused', migrate: false, rls: false }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseRoleError);
    expect((error as Error).message).toMatch(/DATABASE_RLS=false, but maitre_test_owner_\w+ does not bypass row-level security/);
  });

  it('refuses to start, saying what to grant, when the login cannot act as maitre_app', async () => {
    const error = await openDatabase({ databaseUrl: urlFor(strangerRole), dataDir: 'unused', migrate: false }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseRoleError);
    expect((error as Error).message).toContain(`GRANT ${APP_ROLE} TO ${strangerRole};`);
  });
});
