import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adminDatabase, buildTestApp } from '../../../test/build-test-app.ts';
import { categoryIds, createOwner } from '../../../test/factories.ts';
import { testDatabaseKind } from '../../../test/test-database.ts';
import { menuItems, orders, restaurants as restaurantsTable } from '../../db/schema/index.ts';
import type { RealtimeEvent } from '../realtime/realtime-bus.ts';

describe('POST /api/storefront/:slug/orders', () => {
  const ctx = buildTestApp({ env: { GUEST_ORDERS_PER_IP_PER_MINUTE: '1000' } });
  const limited = buildTestApp({ env: { GUEST_ORDERS_PER_IP_PER_MINUTE: '3', GUEST_ORDERS_PER_RESTAURANT_PER_MINUTE: '5' } });
  let restaurants = 0;

  async function restaurant(app = ctx.app) {
    restaurants += 1;
    const slug = `guest-test-${restaurants}-${Math.random().toString(36).slice(2, 8)}`;
    const owner = await createOwner(app);
    await adminDatabase(app).db.update(restaurantsTable).set({ slug }).where(eq(restaurantsTable.id, owner.restaurantId));
    const category = await categoryIds(app, owner);
    const [lasagne, tiramisu, gone] = await adminDatabase(app)
      .db.insert(menuItems)
      .values([
        { restaurantId: owner.restaurantId, userId: owner.id, name: 'Lasagne', price: '14.90', categoryId: category['Main Course'] as string },
        { restaurantId: owner.restaurantId, userId: owner.id, name: 'Tiramisu', price: '7.50', categoryId: category.Desserts as string },
        { restaurantId: owner.restaurantId, userId: owner.id, name: 'Old special', price: '9.00', categoryId: category.Specials as string, isAvailable: false },
      ])
      .returning();
    if (!lasagne || !tiramisu || !gone) throw new Error('menu insert failed');
    return { owner, slug, lasagne, tiramisu, gone };
  }

  const guest = { customer_name: 'Grace Hopper', customer_phone: '+33 6 12 34 56 78', notes: 'No onions' };

  it("snapshots the base name on the order's lines whatever the guest's language: the kitchen reads the restaurant's", async () => {
    const { slug, lasagne } = await restaurant();
    await adminDatabase(ctx.app)
      .db.update(menuItems)
      .set({ translations: { fr: { name: 'Lasagnes' } } })
      .where(eq(menuItems.id, lasagne.id));
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/${slug}/orders`,
      payload: { ...guest, locale: 'fr', items: [{ menu_item_id: lasagne.id, quantity: 1 }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order.order_items).toEqual([
      { menu_item_id: lasagne.id, name: 'Lasagne', price: 14.9, quantity: 1, options: [], allergens: [], traces: [] },
    ]);
  });

  it.runIf(testDatabaseKind === 'postgres')('reaches PostgreSQL twice: the restaurant and its counters with the menu’s prices, then the insert', async () => {
    const { slug, lasagne } = await restaurant();
    const pool = ctx.app.database.pool as pg.Pool;
    const sent: string[] = [];
    const query = pool.query;
    // Each call is one round trip (a pipeline is one call); the statements still run, only their names are noted.
    pool.query = function (this: pg.Pool, ...args: unknown[]) {
      const [config] = args as [string | { name?: string; text?: string }];
      sent.push(typeof config === 'string' ? config : (config.name ?? config.text ?? '?'));
      return (query as (...args: unknown[]) => unknown).apply(this, args);
    } as typeof pool.query;
    let response: Awaited<ReturnType<typeof ctx.app.inject>>;
    try {
      response = await ctx.app.inject({
        method: 'POST',
        url: `/api/storefront/${slug}/orders`,
        payload: { ...guest, items: [{ menu_item_id: lasagne.id, quantity: 2 }] },
      });
    } finally {
      pool.query = query;
    }
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order.total_amount).toBe(29.8);
    // The live event's NOTIFY is batched with other orders' (realtime/notify-batcher.ts): not this order's own trip.
    expect(sent.filter((name) => name !== 'realtime_notify_many')).toEqual(['menu_items_priced', 'orders_insert']);
  });

  it('prices the order from the menu, whatever the request says, and tells the owner live', async () => {
    const { owner, slug, lasagne, tiramisu } = await restaurant();
    const events: RealtimeEvent[] = [];
    const unsubscribe = ctx.app.realtime.subscribe(owner.restaurantId, (event) => events.push(event));
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/${slug}/orders`,
      payload: {
        ...guest,
        total_amount: 0.01,
        items: [
          { menu_item_id: lasagne.id, quantity: 2, price: 0.01 },
          { menu_item_id: tiramisu.id, quantity: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({ customer_first_name: 'Grace', total_amount: 37.3, status: 'pending', restaurant: { slug } });
    expect(JSON.stringify(order)).not.toContain('Hopper');
    expect(order.order_items.map((line: { name: string; price: number; quantity: number }) => [line.name, line.price, line.quantity])).toEqual([
      ['Lasagne', 14.9, 2],
      ['Tiramisu', 7.5, 1],
    ]);
    const [stored] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    // Written for the restaurant, in the name of its owner (user_id: the account an online order is created by).
    expect(stored).toMatchObject({
      restaurantId: owner.restaurantId,
      userId: owner.id,
      source: 'online',
      totalAmount: '37.30',
      customerPhone: '+33 6 12 34 56 78',
      notes: 'No onions',
    });
    // On PostgreSQL the event travels through NOTIFY, so it lands a moment after the response.
    await expect.poll(() => events).toEqual([{ type: 'order.created', data: { id: order.id, status: 'pending' } }]);
    unsubscribe();
  });

  it("keeps the guest's language with the order (none sent: null), and refuses a language Maître does not speak", async () => {
    const { owner, slug, lasagne } = await restaurant();
    const place = (extra: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/storefront/${slug}/orders`,
        payload: { ...guest, items: [{ menu_item_id: lasagne.id, quantity: 1 }], ...extra },
      });
    const french = await place({ locale: 'fr' });
    expect(french.statusCode, french.body).toBe(201);
    const silent = await place({});
    expect(silent.statusCode, silent.body).toBe(201);
    const stored = async (id: string) => (await ctx.database.db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, id)))[0]?.locale;
    expect(await stored(french.json().order.id)).toBe('fr');
    expect(await stored(silent.json().order.id)).toBeNull();
    // The guest's order page says it, so a link opened later opens in that language.
    expect(french.json().order.locale).toBe('fr');
    const read = await ctx.app.inject({ method: 'GET', url: `/api/storefront/orders/${french.json().order.id}` });
    expect(read.json().order.locale).toBe('fr');
    expect(silent.json().order.locale).toBeNull();

    const unknown = await place({ locale: 'pt' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { locale: expect.any(Array) } });

    // An order taken by staff has no guest language.
    const phone = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: { customer_name: 'Ada', items: [{ menu_item_id: lasagne.id, quantity: 1 }] },
    });
    expect(phone.statusCode, phone.body).toBe(201);
    expect(await stored(phone.json().order.id)).toBeNull();
  });

  it('refuses an unavailable item by name, and an item of another restaurant, writing nothing', async () => {
    const { owner, slug, lasagne, gone } = await restaurant();
    const other = await restaurant();
    const before = await ctx.database.db.select().from(orders).where(eq(orders.restaurantId, owner.restaurantId));

    const unavailable = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/${slug}/orders`,
      payload: {
        ...guest,
        items: [
          { menu_item_id: lasagne.id, quantity: 1 },
          { menu_item_id: gone.id, quantity: 1 },
        ],
      },
    });
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json().error.message).toContain('Old special');
    expect(unavailable.json().error.fieldErrors).toHaveProperty(['items.1.menu_item_id']);

    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/${slug}/orders`,
      payload: { ...guest, items: [{ menu_item_id: other.lasagne.id, quantity: 1 }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('One item is no longer on the menu.');

    const after = await ctx.database.db.select().from(orders).where(eq(orders.restaurantId, owner.restaurantId));
    expect(after.length).toBe(before.length);
  });

  it('bounds quantities, lines and text, and needs a way to reach the guest', async () => {
    const { slug, lasagne } = await restaurant();
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: `/api/storefront/${slug}/orders`, payload });
    const line = { menu_item_id: lasagne.id, quantity: 1 };
    expect((await post({ ...guest, items: [{ ...line, quantity: 51 }] })).json().error.fieldErrors).toHaveProperty(['items.0.quantity']);
    expect((await post({ ...guest, items: [{ ...line, quantity: 0 }] })).statusCode).toBe(400);
    expect((await post({ ...guest, items: Array.from({ length: 31 }, () => line) })).json().error.fieldErrors).toHaveProperty(['items']);
    expect((await post({ ...guest, items: [] })).json().error.fieldErrors.items).toEqual(['Your cart is empty']);
    expect((await post({ ...guest, customer_name: 'x'.repeat(81), items: [line] })).json().error.fieldErrors).toHaveProperty(['customer_name']);
    expect((await post({ ...guest, notes: 'x'.repeat(501), items: [line] })).statusCode).toBe(400);
    const noContact = await post({ customer_name: 'Anon', items: [line] });
    expect(noContact.json().error.fieldErrors.customer_phone).toEqual(['Please give a phone number or an email address']);
    expect((await post({ customer_name: 'Mail only', customer_email: 'guest@example.com', items: [line] })).statusCode).toBe(201);
  });

  it('refuses a filled honeypot without writing anything', async () => {
    const { owner, slug, lasagne } = await restaurant();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/${slug}/orders`,
      payload: { ...guest, website: 'http://spam.example', items: [{ menu_item_id: lasagne.id, quantity: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.restaurantId, owner.restaurantId))).toEqual([]);
  });

  it('answers an unknown restaurant with 404', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/storefront/nobody/orders',
      payload: { ...guest, items: [{ menu_item_id: crypto.randomUUID(), quantity: 1 }] },
    });
    expect(response.statusCode).toBe(404);
  });

  /** One lasagne ordered on the limited app at `slug`, from `ip` (inject's own address when left out). */
  const limitedOrder = (slug: string, lasagneId: string, ip?: string) =>
    limited.app.inject({
      method: 'POST',
      url: `/api/storefront/${slug}/orders`,
      ...(ip === undefined ? {} : { remoteAddress: ip }),
      payload: { ...guest, items: [{ menu_item_id: lasagneId, quantity: 1 }] },
    });

  it('limits orders per guest IP with 429, Retry-After and a clear message', async () => {
    const { slug, lasagne } = await restaurant(limited.app);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await limitedOrder(slug, lasagne.id)).statusCode).toBe(201);
    const refused = await limitedOrder(slug, lasagne.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().error.message).toMatch(/^Too many orders right now\. Please try again in \d+ seconds\.$/);
  });

  it('counts an order sent to an address no restaurant answers to against its IP: probing addresses is no way round', async () => {
    const { slug, lasagne } = await restaurant(limited.app);
    for (const to of ['nobody-1', 'nobody-2', 'nobody-3']) expect((await limitedOrder(to, lasagne.id, '198.51.100.7')).statusCode).toBe(404);
    const refused = await limitedOrder(slug, lasagne.id, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });

  it('limits orders per restaurant too, whichever guests send them', async () => {
    const { slug, lasagne } = await restaurant(limited.app);
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5']) expect((await limitedOrder(slug, lasagne.id, ip)).statusCode).toBe(201);
    const refused = await limitedOrder(slug, lasagne.id, '192.0.2.6');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});
