/**
 * Migration 0005 moves a database of owners to restaurants (docs/decisions/0016-restaurant-as-tenant.md): a database
 * at the schema of migration 0004, filled as the app used to fill it — owners with profiles, menus, orders in every
 * status, a subscription, former addresses and a session signed in before the upgrade — migrates with every row
 * present, and the app then serves each owner exactly what they had, from their restaurant. On PGlite and on
 * PostgreSQL (with row-level security on the app's connections).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseHandle, queryRows } from '../src/db/client.ts';
import { TEST_APP_URL } from './build-test-app.ts';
import { cookieHeaderFrom, signIn } from './factories.ts';
import { databaseAt, type OldDatabase } from './migrations-up-to.ts';

const PASSWORD = 'a long and unusual passphrase';
const RESTAURANT_PRICE = 'price_local_restaurant';

interface OldOwner {
  id: string;
  email: string;
  restaurantName: string;
  slug: string;
  formerSlug: string;
  timezone: string;
  menu: string[];
  orders: Array<{ id: string; status: string; total: string }>;
}

const owners: OldOwner[] = [
  {
    id: 'owner-alice',
    email: 'alice@example.com',
    restaurantName: 'Chez Alice',
    slug: 'chez-alice',
    formerSlug: 'alice-old',
    timezone: 'Europe/Paris',
    menu: ['10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000003'],
    orders: ['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'].map((status, index) => ({
      id: `20000000-0000-4000-8000-00000000000${index}`,
      status,
      total: `${10 + index}.50`,
    })),
  },
  {
    id: 'owner-bob',
    email: 'bob@example.com',
    restaurantName: 'Bob’s Diner',
    slug: 'bobs-diner',
    formerSlug: 'bob-old',
    timezone: 'UTC',
    menu: ['10000000-0000-4000-8000-000000000011'],
    orders: [{ id: '20000000-0000-4000-8000-000000000011', status: 'pending', total: '7.00' }],
  },
];

/** Rows as the app wrote them before migration 0005 (the schema of 0004), through the login that owns the tables. */
async function fillOldSchema(db: DatabaseHandle['db']): Promise<void> {
  const passwordHash = await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 });
  for (const owner of owners) {
    await db.execute(sql`insert into "user" (id, name, email, email_verified) values (${owner.id}, ${owner.restaurantName}, ${owner.email}, true)`);
    await db.execute(
      sql`insert into account (id, account_id, provider_id, user_id, password) values (${`acc-${owner.id}`}, ${owner.id}, 'credential', ${owner.id}, ${passwordHash})`,
    );
    await db.execute(
      sql`insert into user_profiles (user_id, full_name, restaurant_name, slug, timezone) values (${owner.id}, ${`${owner.restaurantName} Owner`}, ${owner.restaurantName}, ${owner.slug}, ${owner.timezone})`,
    );
    await db.execute(sql`insert into restaurant_slug_redirects (slug, user_id) values (${owner.formerSlug}, ${owner.id})`);
    for (const [index, id] of owner.menu.entries()) {
      await db.execute(
        sql`insert into menu_items (id, user_id, name, price, category, is_available) values (${id}, ${owner.id}, ${`Dish ${index}`}, ${`${8 + index}.00`}, 'Main Course', ${index !== 2})`,
      );
    }
    for (const [index, order] of owner.orders.entries()) {
      await db.execute(sql`insert into orders (id, user_id, customer_name, customer_phone, customer_email, order_items, total_amount, status, source, created_at, updated_at)
        values (${order.id}, ${owner.id}, ${`Guest ${index}`}, '+33 6 00 00 00 00', ${`guest${index}@example.com`},
                ${JSON.stringify([{ name: 'Dish 0', price: Number(order.total), quantity: 1 }])}::jsonb, ${order.total}, ${order.status}, 'online',
                ${new Date(Date.UTC(2026, 10, 20, 12, index)).toISOString()}::timestamptz, ${new Date(Date.UTC(2026, 10, 20, 12, index)).toISOString()}::timestamptz)`);
    }
  }
  // Alice pays for the Restaurant plan; Bob has none. A session of Alice's was open when the server was upgraded.
  await db.execute(sql`insert into stripe_customers (user_id, customer_id) values ('owner-alice', 'cus_alice')`);
  await db.execute(sql`insert into stripe_subscriptions (customer_id, subscription_id, price_id, status, current_period_start, current_period_end)
    values ('cus_alice', 'sub_alice', ${RESTAURANT_PRICE}, 'active', 1795000000, ${Math.floor(Date.now() / 1000) + 30 * 86_400})`);
  await db.execute(
    sql`insert into session (id, token, user_id, expires_at) values ('session-alice', 'alice-open-session', 'owner-alice', now() + interval '6 days')`,
  );
}

const TABLE_COUNTS = [
  'menu_items',
  'orders',
  'restaurant_slug_redirects',
  'stripe_customers',
  'stripe_subscriptions',
  'user_profiles',
  'user',
  'account',
  'session',
];

async function rowCounts(db: DatabaseHandle['db']): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLE_COUNTS) {
    const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${table}"`));
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

describe('migration 0005: from owners to restaurants', () => {
  let app: FastifyInstance;
  let old: OldDatabase;
  let appDatabase: DatabaseHandle;
  let admin: DatabaseHandle['db'];
  let before: Record<string, number>;
  let oldOrderJson: Map<string, Record<string, unknown>>;

  beforeAll(async () => {
    // The old schema (0004), in a database of this test's own.
    old = await databaseAt('0004_order_events_after_commit');
    admin = old.admin;
    await fillOldSchema(admin);
    before = await rowCounts(admin);
    const stored = await queryRows<{ id: string; api_json: string }>(admin, sql`select id::text, api_json from orders`);
    oldOrderJson = new Map(stored.map((row) => [row.id, JSON.parse(row.api_json) as Record<string, unknown>]));

    // The upgrade: the new server starts and applies 0005 (and anything after it).
    appDatabase = await old.upgrade({ poolSize: 3 });
    const config = loadConfig({ NODE_ENV: 'test', APP_URL: TEST_APP_URL, LOG_LEVEL: 'silent', AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long' });
    app = await buildApp({ ...config, dataDir: mkdtempSync(path.join(tmpdir(), 'maitre-migration-')) }, { database: appDatabase, logger: false });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await old?.dispose();
  });

  const signedIn = async (owner: OldOwner) => {
    const response = await signIn(app, owner.email, PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    const cookie = cookieHeaderFrom(response.headers['set-cookie']);
    return { cookie, origin: TEST_APP_URL };
  };

  it('keeps every row: one restaurant per owner, the owner its member, nothing lost', async () => {
    expect(await rowCounts(admin)).toEqual(before);
    const memberships = await queryRows<{ user_id: string; role: string; name: string; slug: string; timezone: string }>(
      admin,
      sql`select m.user_id, m.role, r.name, r.slug, r.timezone from restaurant_members m join restaurants r on r.id = m.restaurant_id order by m.user_id`,
    );
    expect(memberships).toEqual([
      { user_id: 'owner-alice', role: 'owner', name: 'Chez Alice', slug: 'chez-alice', timezone: 'Europe/Paris' },
      { user_id: 'owner-bob', role: 'owner', name: 'Bob’s Diner', slug: 'bobs-diner', timezone: 'UTC' },
    ]);
  });

  it('serves each owner their own profile, menu, orders, counts and plan, exactly as before, from their restaurant', async () => {
    for (const owner of owners) {
      const headers = await signedIn(owner);
      const profile = (await app.inject({ method: 'GET', url: '/api/profile', headers })).json().profile;
      expect(profile).toMatchObject({
        user_id: owner.id,
        full_name: `${owner.restaurantName} Owner`,
        restaurant_name: owner.restaurantName,
        slug: owner.slug,
        timezone: owner.timezone,
      });
      const restaurantId = profile.restaurant_id as string;
      expect(restaurantId).toEqual(expect.any(String));

      const menu = (await app.inject({ method: 'GET', url: '/api/menu-items', headers })).json().menuItems as Array<{
        id: string;
        user_id: string;
        restaurant_id: string;
      }>;
      expect(menu.map((item) => item.id).sort()).toEqual([...owner.menu].sort());
      for (const item of menu) expect(item).toMatchObject({ user_id: owner.id, restaurant_id: restaurantId });

      const list = (await app.inject({ method: 'GET', url: '/api/orders', headers })).json();
      expect(list.orders.map((order: { id: string }) => order.id).sort()).toEqual(owner.orders.map((order) => order.id).sort());
      for (const order of list.orders as Array<Record<string, unknown>>) {
        // The same order as it was listed before, with its restaurant now named too.
        // Migrations 0016 and 0017 (issue 20) add the pickup time, the number of the business day and the accept step's fields.
        expect(order).toEqual({
          ...oldOrderJson.get(order.id as string),
          restaurant_id: restaurantId,
          daily_number: expect.any(Number),
          business_day: expect.any(String),
          ready_at: null,
          rejection_reason: null,
          pickup_at: null,
          // Migration 0020 (decision 0033): the table of a dine-in order.
          table_label: null,
        });
      }
      const expectedCounts: Record<string, number> = { all: owner.orders.length, pending: 0, confirmed: 0, preparing: 0, ready: 0, delivered: 0, cancelled: 0 };
      for (const order of owner.orders) expectedCounts[order.status] = (expectedCounts[order.status] ?? 0) + 1;
      expect(list.counts).toEqual(expectedCounts);
    }
    const alice = await signedIn(owners[0] as OldOwner);
    const subscription = (await app.inject({ method: 'GET', url: '/api/subscription', headers: alice })).json().subscription;
    expect(subscription).toMatchObject({ price_id: RESTAURANT_PRICE, subscription_status: 'active', plan_id: 'restaurant', is_entitled: true });
    const bob = await signedIn(owners[1] as OldOwner);
    expect((await app.inject({ method: 'GET', url: '/api/subscription', headers: bob })).json().subscription).toBeNull();
  });

  it('keeps a session opened before the upgrade working, now acting for the owner’s restaurant', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/orders?limit=1', headers: { authorization: 'Bearer alice-open-session' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().counts.all).toBe(6);
  });

  it('keeps former addresses leading to the order page, and guests’ order links working', async () => {
    for (const owner of owners) {
      const page = await app.inject({ method: 'GET', url: `/api/storefront/${owner.formerSlug}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().restaurant).toEqual({ name: owner.restaurantName, slug: owner.slug, default_language: 'en' });
      const order = await app.inject({ method: 'GET', url: `/api/storefront/orders/${owner.orders[0]?.id}` });
      expect(order.statusCode).toBe(200);
      expect(order.json().order.restaurant.slug).toBe(owner.slug);
    }
  });

  it('keeps owners apart and the counts kept by the triggers after the move', async () => {
    const [alice, bob] = [await signedIn(owners[0] as OldOwner), await signedIn(owners[1] as OldOwner)];
    const aliceOrder = owners[0]?.orders[0]?.id as string;
    expect((await app.inject({ method: 'PATCH', url: `/api/orders/${aliceOrder}`, headers: bob, payload: { status: 'cancelled' } })).statusCode).toBe(404);
    const moved = await app.inject({ method: 'PATCH', url: `/api/orders/${aliceOrder}`, headers: alice, payload: { status: 'ready' } });
    expect(moved.statusCode).toBe(200);
    const counts = (await app.inject({ method: 'GET', url: '/api/orders?limit=1', headers: alice })).json().counts;
    expect(counts).toMatchObject({ all: 6, pending: 0, ready: 2 });
    const added = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: alice,
      payload: { customer_name: 'After the move', items: [{ menu_item_id: owners[0]?.menu[0], quantity: 1 }] },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/api/orders?limit=1', headers: alice })).json().counts.all).toBe(7);
  });
});
