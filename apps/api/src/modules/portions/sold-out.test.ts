/**
 * Sold-out counts (issue 19, decision 0027) through the API a guest and the staff use: orders take from the counts
 * atomically and are refused whole, naming the line, when a count cannot serve them; a cancelled or deleted order gives
 * its portions back exactly once; a daily par starts each business day; every open order page hears what is left.
 * On both databases; on PostgreSQL the races run on separate connections of two app instances.
 */
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDatabase, createTestApp } from '../../../test/build-test-app.ts';
import { categoryIds, createMember, createOwner, type TestOwner } from '../../../test/factories.ts';
import { connectSse, endsWithin } from '../../../test/sse-client.ts';
import { testDatabaseKind } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { menuItemOptionGroups, menuItems, optionGroups, options, orderLines, orders, restaurants as restaurantsTable } from '../../db/schema/index.ts';
import type { Member } from '../auth/authenticate.ts';
import { createOrder } from '../orders/orders.service.ts';
import { getAvailability, setMenuItemPortions } from './portions.service.ts';

const GUEST_LIMITS = { GUEST_ORDERS_PER_IP_PER_MINUTE: '10000', GUEST_ORDERS_PER_RESTAURANT_PER_MINUTE: '10000', API_RATE_LIMIT_PER_MINUTE: '100000' };

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;
/** On PostgreSQL: a second instance on the same database, with its own pool (and its own LISTEN connection). */
let second: { app: FastifyInstance; close(): Promise<void> } | undefined;

beforeAll(async () => {
  ctx = await createTestApp({ env: GUEST_LIMITS });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  if (testDatabaseKind === 'postgres') {
    const database = await openDatabase({ databaseUrl: ctx.database.url, dataDir: 'unused', poolSize: 5 });
    const app = await buildApp(ctx.config, { database, logger: false });
    await app.ready();
    second = {
      app,
      async close() {
        await app.close();
        await database.close();
      },
    };
  }
}, 60_000);
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

let restaurantCount = 0;

/** A restaurant with an address, and `dishes` (name → price) added to its menu. */
async function restaurant(dishes: Record<string, string> = { Margherita: '9.50' }) {
  restaurantCount += 1;
  const slug = `sold-out-${restaurantCount}-${Math.random().toString(36).slice(2, 8)}`;
  const owner = await createOwner(ctx.app);
  await adminDatabase(ctx.app).db.update(restaurantsTable).set({ slug }).where(eq(restaurantsTable.id, owner.restaurantId));
  const categoryId = (await categoryIds(ctx.app, owner))['Main Course'] as string;
  const rows = await adminDatabase(ctx.app)
    .db.insert(menuItems)
    .values(Object.entries(dishes).map(([name, price]) => ({ restaurantId: owner.restaurantId, userId: owner.id, name, price, categoryId })))
    .returning();
  const dish = Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, string>;
  return { owner, slug, dish };
}

const guest = { customer_name: 'Grace Hopper', customer_phone: '+33 6 12 34 56 78' };

function placeGuestOrder(slug: string, items: Array<{ menu_item_id: string; quantity: number; options?: string[] }>, app = ctx.app) {
  return app.inject({ method: 'POST', url: `/api/storefront/${slug}/orders`, payload: { ...guest, items } });
}

function setPortions(owner: Pick<TestOwner, 'headers'>, dishId: string, portions_left: number | null, portions_par: number | null = null) {
  return ctx.app.inject({ method: 'PUT', url: `/api/menu-items/${dishId}/portions`, headers: owner.headers, payload: { portions_left, portions_par } });
}

async function leftOf(dishId: string) {
  const [row] = await ctx.database.db.select({ left: menuItems.portionsLeft }).from(menuItems).where(eq(menuItems.id, dishId));
  return row?.left;
}

async function optionLeft(optionId: string) {
  const [row] = await ctx.database.db.select({ left: options.portionsLeft }).from(options).where(eq(options.id, optionId));
  return row?.left;
}

async function ordersOf(restaurantId: string) {
  return ctx.database.db.select().from(orders).where(eq(orders.restaurantId, restaurantId));
}

/** A group "Extras" (multiple choice) with options `names` on the dish; answers the options' ids by name. */
async function extras(
  owner: TestOwner,
  dishId: string,
  names: string[],
  group = { name: 'Extras', selection: 'multiple', minChoices: 0, maxChoices: null as number | null },
) {
  const [created] = await ctx.database.db
    .insert(optionGroups)
    .values({ restaurantId: owner.restaurantId, name: group.name, selection: group.selection, minChoices: group.minChoices, maxChoices: group.maxChoices })
    .returning({ id: optionGroups.id });
  const groupId = created?.id as string;
  const rows = await ctx.database.db
    .insert(options)
    .values(names.map((name, position) => ({ restaurantId: owner.restaurantId, groupId, position, name, priceDelta: '1.00' })))
    .returning({ id: options.id, name: options.name });
  await ctx.database.db.insert(menuItemOptionGroups).values({ restaurantId: owner.restaurantId, menuItemId: dishId, groupId, position: 0 });
  return { groupId, option: Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, string> };
}

const asMember = (owner: TestOwner): Member => ({
  userId: owner.id,
  email: owner.email,
  name: owner.fullName,
  sessionId: 'test',
  restaurantId: owner.restaurantId,
  role: 'owner',
});

describe('20 guests racing for the last 3 portions', () => {
  it('serves exactly 3, refuses the other 17 with "sold out" naming the dish, and writes nothing half', async () => {
    const { owner, slug, dish } = await restaurant();
    const margherita = dish.Margherita as string;
    expect((await setPortions(owner, margherita, 3)).statusCode).toBe(200);

    // All at once; on PostgreSQL every other guest goes through the second instance (its own pool and connections).
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        placeGuestOrder(slug, [{ menu_item_id: margherita, quantity: 1 }], index % 2 === 1 && second ? second.app : ctx.app),
      ),
    );
    const served = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(served).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'Margherita: sold out', fieldErrors: { 'items.0.menu_item_id': ['Margherita: sold out'] } },
      });
    }
    expect(await leftOf(margherita)).toBe(0);
    const placed = await ordersOf(owner.restaurantId);
    expect(placed.map((order) => order.id).sort()).toEqual(served.map((response) => response.json().order.id).sort());
    // Every order with its line, no line without its order.
    const lines = await ctx.database.db.select().from(orderLines).where(eq(orderLines.restaurantId, owner.restaurantId));
    expect(lines.map((line) => line.orderId).sort()).toEqual(placed.map((order) => order.id).sort());
    // What each order took is kept with it, with what was left after it: 2, 1 and 0 in some order.
    expect(placed.map((order) => order.portions?.taken[0]?.left).sort()).toEqual([0, 1, 2]);
  });

  it('serves several counted dishes and options in one order or refuses it whole, whichever way orders cross', async () => {
    const { owner, slug, dish } = await restaurant({ Pizza: '10.00', Salad: '7.00' });
    const pizza = dish.Pizza as string;
    const salad = dish.Salad as string;
    const { groupId, option } = await extras(owner, pizza, ['Truffle']);
    const truffle = option.Truffle as string;
    expect((await setPortions(owner, pizza, 6)).statusCode).toBe(200);
    expect((await setPortions(owner, salad, 3)).statusCode).toBe(200);
    const setTruffle = await ctx.app.inject({
      method: 'PUT',
      url: `/api/option-groups/${groupId}/options/${truffle}/portions`,
      headers: owner.headers,
      payload: { portions_left: 4, portions_par: null },
    });
    expect(setTruffle.statusCode, setTruffle.body).toBe(200);
    // Orders naming the dishes in both orders, so any two lock the same rows: never a deadlock, never a half order.
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        placeGuestOrder(
          slug,
          index % 2 === 0
            ? [
                { menu_item_id: pizza, quantity: 1, options: [truffle] },
                { menu_item_id: salad, quantity: 1 },
              ]
            : [
                { menu_item_id: salad, quantity: 1 },
                { menu_item_id: pizza, quantity: 1, options: [truffle] },
              ],
          index % 2 === 1 && second ? second.app : ctx.app,
        ),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 400)).toHaveLength(7);
    expect([await leftOf(pizza), await leftOf(salad), await optionLeft(truffle)]).toEqual([3, 0, 1]);
    expect(await ordersOf(owner.restaurantId)).toHaveLength(3);
  });
});

describe('what an order takes', () => {
  it('is refused by the insert itself when another order took the last portions after its menu read', async () => {
    const { owner, dish } = await restaurant();
    const margherita = dish.Margherita as string;
    await setPortions(owner, margherita, 2);
    const scope = ctx.app.database.forRestaurant(owner.restaurantId);
    // Between this order's read of the menu (2 left) and its insert, someone takes one.
    const racing = {
      ...scope,
      async query<T>(statement: Parameters<typeof scope.query>[0], values: unknown[]): Promise<T[]> {
        const rows = await scope.query<T>(statement, values);
        if (statement.name === 'menu_items_priced') await ctx.database.db.update(menuItems).set({ portionsLeft: 1 }).where(eq(menuItems.id, margherita));
        return rows;
      },
    } as typeof scope;
    const attempt = createOrder(racing, {
      createdBy: owner.id,
      customer: { customer_name: 'Ada', customer_phone: null, customer_email: null },
      items: [{ menu_item_id: margherita, quantity: 2 }],
      notes: null,
      source: 'online',
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Margherita: only 1 left',
      fieldErrors: { 'items.0.quantity': ['Margherita: only 1 left'] },
    });
    expect(await ordersOf(owner.restaurantId)).toEqual([]);
    expect(await ctx.database.db.select().from(orderLines).where(eq(orderLines.restaurantId, owner.restaurantId))).toEqual([]);
    expect(await leftOf(margherita)).toBe(1);
  });

  it('refuses more than is left, naming the line and what is left, and writes nothing', async () => {
    const { owner, slug, dish } = await restaurant({ Margherita: '9.50', Tiramisu: '6.00' });
    const margherita = dish.Margherita as string;
    await setPortions(owner, margherita, 2);
    const response = await placeGuestOrder(slug, [
      { menu_item_id: dish.Tiramisu as string, quantity: 1 },
      { menu_item_id: margherita, quantity: 3 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Margherita: only 2 left',
      fieldErrors: { 'items.1.quantity': ['Margherita: only 2 left'] },
    });
    // The same dish on two lines counts together; in the reader's language.
    const french = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/${slug}/orders`,
      headers: { 'accept-language': 'fr' },
      payload: {
        ...guest,
        items: [
          { menu_item_id: margherita, quantity: 1 },
          { menu_item_id: margherita, quantity: 2 },
        ],
      },
    });
    expect(french.json().error.fieldErrors).toEqual({
      'items.0.quantity': ['Margherita : il n’en reste que 2'],
      'items.1.quantity': ['Margherita : il n’en reste que 2'],
    });
    expect(await ordersOf(owner.restaurantId)).toEqual([]);
    expect(await leftOf(margherita)).toBe(2);

    const exact = await placeGuestOrder(slug, [{ menu_item_id: margherita, quantity: 2 }]);
    expect(exact.statusCode, exact.body).toBe(201);
    expect(await leftOf(margherita)).toBe(0);
    // Sold out: still on the order page, shown sold out.
    const page = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}` });
    expect(page.json().menu.find((item: { id: string }) => item.id === margherita)).toMatchObject({ portions_left: 0 });
    expect(page.json().menu.find((item: { id: string }) => item.id === dish.Tiramisu)).toMatchObject({ portions_left: null });
  });

  it('takes from a phone order too, and leaves dishes without a count alone', async () => {
    const { owner, dish } = await restaurant({ Margherita: '9.50', Tiramisu: '6.00' });
    const margherita = dish.Margherita as string;
    await setPortions(owner, margherita, 4);
    const phone = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: {
        customer_name: 'Walk-in',
        items: [
          { menu_item_id: margherita, quantity: 3 },
          { menu_item_id: dish.Tiramisu, quantity: 5 },
        ],
      },
    });
    expect(phone.statusCode, phone.body).toBe(201);
    expect(await leftOf(margherita)).toBe(1);
    expect(await leftOf(dish.Tiramisu as string)).toBeNull();
    const [stored] = await ordersOf(owner.restaurantId);
    expect(stored?.portions).toMatchObject({ returned: false, taken: [{ kind: 'item', id: margherita, quantity: 3, left: 1 }] });

    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: { customer_name: 'Walk-in', items: [{ menu_item_id: margherita, quantity: 2 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Margherita: only 1 left');
    // An order without counted dishes keeps nothing about counts.
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: { customer_name: 'Walk-in', items: [{ menu_item_id: dish.Tiramisu, quantity: 1 }] },
    });
    expect(plain.statusCode).toBe(201);
    const [row] = await ctx.database.db.select({ portions: orders.portions }).from(orders).where(eq(orders.id, plain.json().order.id));
    expect(row?.portions).toBeNull();
  });

  it('counts options: "Large is sold out" at 0, "only 1 left" beyond, and a sold-out default is not preselected', async () => {
    const { owner, slug, dish } = await restaurant({ Pizza: '10.00' });
    const pizza = dish.Pizza as string;
    const { groupId, option } = await extras(owner, pizza, ['Small', 'Large'], { name: 'Size', selection: 'single', minChoices: 1, maxChoices: 1 });
    const large = option.Large as string;
    const small = option.Small as string;
    const setOption = (optionId: string, portions_left: number | null) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/option-groups/${groupId}/options/${optionId}/portions`,
        headers: owner.headers,
        payload: { portions_left, portions_par: null },
      });
    expect((await setOption(large, 1)).json()).toEqual({ portions_left: 1, portions_par: null });

    const tooMany = await placeGuestOrder(slug, [{ menu_item_id: pizza, quantity: 2, options: [large] }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Pizza: Large: only 1 left',
      fieldErrors: { 'items.0.options': ['Pizza: Large: only 1 left'] },
    });
    const last = await placeGuestOrder(slug, [{ menu_item_id: pizza, quantity: 1, options: [large] }]);
    expect(last.statusCode, last.body).toBe(201);
    expect(await optionLeft(large)).toBe(0);
    const soldOut = await placeGuestOrder(slug, [{ menu_item_id: pizza, quantity: 1, options: [large] }]);
    expect(soldOut.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Pizza: Large is sold out' });
    // The order page and the dashboard see it.
    const page = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}` });
    const size = page.json().option_groups.find((group: { id: string }) => group.id === groupId);
    expect(size.options.map((entry: { name: string; portions_left: number | null }) => [entry.name, entry.portions_left])).toEqual([
      ['Small', null],
      ['Large', 0],
    ]);
    expect(size.options[0]).not.toHaveProperty('portions_par');
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/option-groups', headers: owner.headers });
    expect(listed.json().optionGroups[0].options[1]).toMatchObject({ name: 'Large', portions_left: 0, portions_par: null });

    // A preselected option counted down to 0 is not chosen for a guest who sends no choice.
    await ctx.database.db.update(options).set({ isDefault: true }).where(eq(options.id, large));
    await setOption(small, 5);
    const defaults = await placeGuestOrder(slug, [{ menu_item_id: pizza, quantity: 1 }]);
    expect(defaults.statusCode).toBe(400);
    expect(defaults.json().error.message).toBe('Pizza: choose Size');
    const chosen = await placeGuestOrder(slug, [{ menu_item_id: pizza, quantity: 1, options: [small] }]);
    expect(chosen.statusCode).toBe(201);
    expect(await optionLeft(small)).toBe(4);
  });
});

describe('a cancelled or deleted order gives its portions back', () => {
  async function cancelable() {
    const { owner, slug, dish } = await restaurant();
    const margherita = dish.Margherita as string;
    await setPortions(owner, margherita, 5);
    const placed = await placeGuestOrder(slug, [{ menu_item_id: margherita, quantity: 2 }]);
    expect(placed.statusCode).toBe(201);
    const status = (value: string) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/orders/${placed.json().order.id}`, headers: owner.headers, payload: { status: value } });
    return { owner, margherita, orderId: placed.json().order.id as string, status };
  }

  it('exactly once: cancelling twice, or cancelled → pending → cancelled, gives nothing more', async () => {
    const { margherita, status } = await cancelable();
    expect(await leftOf(margherita)).toBe(3);
    expect((await status('confirmed')).statusCode).toBe(200);
    expect(await leftOf(margherita)).toBe(3);
    expect((await status('cancelled')).statusCode).toBe(200);
    expect(await leftOf(margherita)).toBe(5);
    expect((await status('cancelled')).statusCode).toBe(200);
    expect(await leftOf(margherita)).toBe(5);
    // Reopened: it does not take its portions again (decision 0027), and a second cancellation gives nothing back.
    expect((await status('pending')).statusCode).toBe(200);
    expect(await leftOf(margherita)).toBe(5);
    expect((await status('cancelled')).statusCode).toBe(200);
    expect(await leftOf(margherita)).toBe(5);
    // Concurrent cancellations of another order: still once.
    const again = await cancelable();
    await Promise.all([again.status('cancelled'), again.status('cancelled'), again.status('cancelled')]);
    expect(await leftOf(again.margherita)).toBe(5);
  });

  it('gives back on deletion unless the order already gave back (cancelled)', async () => {
    const kept = await cancelable();
    await ctx.database.db.delete(orders).where(eq(orders.id, kept.orderId));
    expect(await leftOf(kept.margherita)).toBe(5);

    const cancelled = await cancelable();
    await cancelled.status('cancelled');
    expect(await leftOf(cancelled.margherita)).toBe(5);
    await ctx.database.db.delete(orders).where(eq(orders.id, cancelled.orderId));
    expect(await leftOf(cancelled.margherita)).toBe(5);
  });

  it('a restaurant deleted with orders that hold portions goes without an error', async () => {
    const { owner } = await cancelable();
    await ctx.database.db.delete(restaurantsTable).where(eq(restaurantsTable.id, owner.restaurantId));
    expect(await ordersOf(owner.restaurantId)).toEqual([]);
  });

  it('gives back what a count still holds from that business day, and nothing to a count set to none', async () => {
    const { owner, margherita, status } = await cancelable();
    await setPortions(owner, margherita, null);
    expect((await status('cancelled')).statusCode).toBe(200);
    expect(await leftOf(margherita)).toBeNull();
  });
});

describe('a daily par starts each business day (at 04:00 in the restaurant’s time zone)', () => {
  it('applies the par lazily on the next business day, and a cancellation from the day before does not add to it', async () => {
    const { owner, slug, dish } = await restaurant();
    const margherita = dish.Margherita as string;
    await ctx.database.db.update(restaurantsTable).set({ timezone: 'Europe/Paris' }).where(eq(restaurantsTable.id, owner.restaurantId));
    const member = asMember(owner);
    // Tuesday 10 March 2026 in Paris (UTC+1): set at noon, 20 a day.
    const tuesdayNoon = new Date('2026-03-10T11:00:00Z');
    await setMenuItemPortions(ctx.app.database, member, margherita, { portions_left: 20, portions_par: 20 }, tuesdayNoon);
    const order = (at: Date, quantity: number) =>
      createOrder(ctx.app.database.forRestaurant(owner.restaurantId), {
        createdBy: owner.id,
        customer: { customer_name: 'Ada', customer_phone: null, customer_email: null },
        items: [{ menu_item_id: margherita, quantity }],
        notes: null,
        source: 'online',
        at,
      });
    const tuesdayDinner = await order(new Date('2026-03-10T19:00:00Z'), 5);
    expect(tuesdayDinner.portions).toEqual({ items: { [margherita]: 15 }, options: {} });
    const left = async (at: string) => (await getAvailability(ctx.app.database, slug, new Date(at))).counts.items[margherita];
    // 03:59 on Wednesday still belongs to Tuesday's business day; 04:00 starts Wednesday's, from the par.
    expect(await left('2026-03-11T02:59:00Z')).toBe(15);
    expect(await left('2026-03-11T03:00:00Z')).toBe(20);
    // A late order at 01:30 is Tuesday's.
    await order(new Date('2026-03-11T00:30:00Z'), 1);
    expect(await left('2026-03-11T02:00:00Z')).toBe(14);
    expect(await left('2026-03-11T05:00:00Z')).toBe(20);
    // Wednesday's first order starts from the par.
    const wednesday = await order(new Date('2026-03-11T11:00:00Z'), 2);
    expect(wednesday.portions).toEqual({ items: { [margherita]: 18 }, options: {} });
    // Tuesday's order cancelled on Wednesday: its portions were Tuesday's; Wednesday's count stays.
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${tuesdayDinner.order.id}`,
      headers: owner.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await left('2026-03-11T12:00:00Z')).toBe(18);
    // A week later nobody ordered: the par again, however many days passed.
    expect(await left('2026-03-18T12:00:00Z')).toBe(20);
  });

  it('keeps a count without a par from one day to the next, across a change of clocks', async () => {
    const { owner, slug, dish } = await restaurant();
    const margherita = dish.Margherita as string;
    await ctx.database.db.update(restaurantsTable).set({ timezone: 'Europe/Paris' }).where(eq(restaurantsTable.id, owner.restaurantId));
    await setMenuItemPortions(ctx.app.database, asMember(owner), margherita, { portions_left: 4, portions_par: null }, new Date('2026-03-28T12:00:00Z'));
    expect((await getAvailability(ctx.app.database, slug, new Date('2026-03-30T12:00:00Z'))).counts.items[margherita]).toBe(4);
    // With a par set on Saturday 28 March: Sunday (clocks go forward at 02:00) starts at 04:00 local = 02:00Z.
    await setMenuItemPortions(ctx.app.database, asMember(owner), margherita, { portions_left: 1, portions_par: 9 }, new Date('2026-03-28T12:00:00Z'));
    expect((await getAvailability(ctx.app.database, slug, new Date('2026-03-29T01:59:00Z'))).counts.items[margherita]).toBe(1);
    expect((await getAvailability(ctx.app.database, slug, new Date('2026-03-29T02:00:00Z'))).counts.items[margherita]).toBe(9);
  });
});

describe('the order page hears what is left, live', () => {
  it('streams a sold-out event to every open page of the restaurant (across instances), and nothing to another restaurant’s', async () => {
    const { owner, slug, dish } = await restaurant();
    const other = await restaurant();
    const margherita = dish.Margherita as string;
    const mine = await connectSse(`${baseUrl}/api/storefront/${slug}/availability/events`);
    const theirs = await connectSse(`${baseUrl}/api/storefront/${other.slug}/availability/events`);
    expect(mine.status).toBe(200);
    expect(mine.contentType).toContain('text/event-stream');

    // The owner counts it: the open page hears "2 left".
    expect((await setPortions(owner, margherita, 2)).statusCode).toBe(200);
    await mine.waitFor(1);
    expect(mine.events[0]).toEqual({ event: 'portions', data: { items: { [margherita]: 2 }, options: {} } });

    // Two guests (on PostgreSQL the second through the other instance): 1 left, then sold out.
    expect((await placeGuestOrder(slug, [{ menu_item_id: margherita, quantity: 1 }])).statusCode).toBe(201);
    expect((await placeGuestOrder(slug, [{ menu_item_id: margherita, quantity: 1 }], second?.app ?? ctx.app)).statusCode).toBe(201);
    await mine.waitFor(3);
    expect(mine.events.slice(1)).toEqual([
      { event: 'portions', data: { items: { [margherita]: 1 }, options: {} } },
      { event: 'portions', data: { items: { [margherita]: 0 }, options: {} } },
    ]);
    // Order events are not for guests: nothing but counts, and nothing of the other restaurant.
    expect(theirs.events).toEqual([]);
    // On reconnect the page reads what is left.
    const availability = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}/availability` });
    expect(availability.statusCode).toBe(200);
    expect(availability.headers['cache-control']).toBe('no-store');
    expect(availability.json()).toEqual({ items: { [margherita]: 0 }, options: {} });
    mine.close();
    theirs.close();
  });

  it('hears a cancellation and a reset give portions back', async () => {
    const { owner, slug, dish } = await restaurant();
    const margherita = dish.Margherita as string;
    // The page listens before anything changes, so every count reaches it, in order. Opened between the portions set
    // and the order, a loaded machine delivered the set's own count (1) after the connection, where the test awaited
    // the order's 0 (and, earlier, the order's 0 after a connection opened after the order).
    const stream = await connectSse(`${baseUrl}/api/storefront/${slug}/availability/events`);
    await setPortions(owner, margherita, 1, 3);
    await stream.waitFor(1);
    const placed = await placeGuestOrder(slug, [{ menu_item_id: margherita, quantity: 1 }]);
    await stream.waitFor(2);
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${placed.json().order.id}`, headers: owner.headers, payload: { status: 'cancelled' } });
    await stream.waitFor(3);
    const counts = (value: number) => ({ event: 'portions', data: { items: { [margherita]: value }, options: {} } });
    expect(stream.events.slice(0, 3)).toEqual([counts(1), counts(0), counts(1)]);
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/portions/reset', headers: owner.headers });
    expect(reset.json()).toEqual({ items: { [margherita]: 3 }, options: {} });
    await stream.waitFor(4);
    expect(stream.events[3]).toEqual(counts(3));
    stream.close();
  });

  it('answers 404 for an address no restaurant has, before opening a stream', async () => {
    const stream = await connectSse(`${baseUrl}/api/storefront/no-such-place-${Date.now()}/availability/events`);
    expect(stream.status).toBe(404);
    expect(JSON.parse(stream.body()).error.code).toBe('NOT_FOUND');
    expect(await endsWithin(stream, 1_000)).toBe(true);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/storefront/no-such-place-${Date.now()}/availability` });
    expect(read.statusCode).toBe(404);
  });

  it('hears a dish or an option switched off and on by hand, and a dish deleted: 0 while it may not be ordered', async () => {
    const { owner, slug, dish } = await restaurant();
    const margherita = dish.Margherita as string;
    const group = await ctx.app.inject({
      method: 'POST',
      url: '/api/option-groups',
      headers: owner.headers,
      payload: { name: 'Size', selection: 'single', options: [{ name: 'Small' }, { name: 'Large', price_delta: 3 }] },
    });
    const { id: groupId, options: sizes } = group.json().optionGroup as { id: string; options: Array<{ id: string }> };
    const large = sizes[1]?.id as string;
    const stream = await connectSse(`${baseUrl}/api/storefront/${slug}/availability/events`);
    const patch = (url: string, payload: object) => ctx.app.inject({ method: 'PATCH', url, headers: owner.headers, payload });

    expect((await patch(`/api/menu-items/${margherita}`, { is_available: false })).statusCode).toBe(200);
    expect((await patch(`/api/option-groups/${groupId}/options/${large}`, { is_available: false })).statusCode).toBe(200);
    // A page that connects now reads both as not to be ordered.
    const read = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}/availability` });
    expect(read.json()).toEqual({ items: { [margherita]: 0 }, options: { [large]: 0 } });
    expect((await patch(`/api/menu-items/${margherita}`, { is_available: true })).statusCode).toBe(200);
    expect((await patch(`/api/option-groups/${groupId}/options/${large}`, { is_available: true })).statusCode).toBe(200);
    // An edit that does not switch it says nothing.
    expect((await patch(`/api/menu-items/${margherita}`, { description: 'Tomato, basil' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/menu-items/${margherita}`, headers: owner.headers })).statusCode).toBe(204);
    await stream.waitFor(5);
    expect(stream.events).toEqual([
      { event: 'portions', data: { items: { [margherita]: 0 }, options: {} } },
      { event: 'portions', data: { items: {}, options: { [large]: 0 } } },
      { event: 'portions', data: { items: { [margherita]: null }, options: {} } },
      { event: 'portions', data: { items: {}, options: { [large]: null } } },
      { event: 'portions', data: { items: { [margherita]: 0 }, options: {} } },
    ]);
    stream.close();
  });

  it('lists counted dishes and options, and 0 for those switched off by hand', async () => {
    const { owner, slug, dish } = await restaurant({ Margherita: '9.50', Hidden: '5.00', Plain: '4.00' });
    await setPortions(owner, dish.Margherita as string, 7);
    await setPortions(owner, dish.Hidden as string, 3);
    await ctx.database.db
      .update(menuItems)
      .set({ isAvailable: false })
      .where(eq(menuItems.id, dish.Hidden as string));
    const availability = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}/availability` });
    expect(availability.json()).toEqual({ items: { [dish.Margherita as string]: 7, [dish.Hidden as string]: 0 }, options: {} });
  });
});

describe('the count of a dish as the dashboard reads it', () => {
  it('answers portions_left (with the par applied) and portions_par on the menu list and after an edit', async () => {
    const { owner, dish } = await restaurant();
    const margherita = dish.Margherita as string;
    await setPortions(owner, margherita, 4, 12);
    // As if the count were yesterday's: the dashboard reads the par.
    await ctx.database.db.update(menuItems).set({ portionsDay: '2000-01-01' }).where(eq(menuItems.id, margherita));
    const list = await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: owner.headers });
    expect(list.json().menuItems[0]).toMatchObject({ id: margherita, portions_left: 12, portions_par: 12 });
    const edited = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${margherita}`, headers: owner.headers, payload: { price: 10 } });
    expect(edited.json().menuItem).toMatchObject({ price: 10, portions_left: 12, portions_par: 12 });
    const frontOfHouse = await createMember(ctx.app, owner, 'front_of_house');
    const set = await setPortions(frontOfHouse, margherita, 0, 12);
    expect(set.json()).toEqual({ portions_left: 0, portions_par: 12 });
    const rows = await ctx.database.db
      .select({ left: menuItems.portionsLeft })
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, owner.restaurantId), inArray(menuItems.id, [margherita])));
    expect(rows).toEqual([{ left: 0 }]);
  });
});
