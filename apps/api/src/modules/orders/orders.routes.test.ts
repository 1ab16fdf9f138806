import { ORDER_STATUSES, type Order, OrderListResponseSchema, OrderResponseSchema, type OrderStatus } from '@maitre/shared/orders';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner, type TestOwner } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { orderCounts, orders } from '../../db/schema/index.ts';

const ctx = buildTestApp();

async function addMenuItem(owner: TestOwner, name: string, price: number, isAvailable = true): Promise<string> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name, price } });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json().menuItem;
  if (!isAvailable) await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${id}`, headers: owner.headers, payload: { is_available: false } });
  return id;
}

/** Orders written straight to the table, for lists and counts that need many rows or fixed times. */
async function seedOrders(owner: Pick<TestOwner, 'id' | 'restaurantId'>, specs: Array<{ status?: OrderStatus; createdAt: Date; name?: string }>) {
  await ctx.database.db.insert(orders).values(
    specs.map((spec, index) => ({
      restaurantId: owner.restaurantId,
      userId: owner.id,
      customerName: spec.name ?? `Guest ${index}`,
      orderItems: [{ name: 'Soup', price: 5, quantity: 1 }],
      totalAmount: '5.00',
      status: spec.status ?? 'pending',
      createdAt: spec.createdAt,
      updatedAt: spec.createdAt,
    })),
  );
}

async function listOrders(owner: TestOwner, query = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/orders${query}`, headers: owner.headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  // The body is assembled from JSON text stored by PostgreSQL: it must still be exactly the documented shape.
  return OrderListResponseSchema.strict().parse(response.json());
}

const rowsOf = (restaurantId: string) => ctx.database.db.select().from(orders).where(eq(orders.restaurantId, restaurantId));
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('orders API', () => {
  it('answers 401 on every route when nobody is signed in', async () => {
    for (const [method, url] of [
      ['GET', '/api/orders'],
      ['POST', '/api/orders'],
      ['PATCH', '/api/orders/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('takes a phone order priced from the menu, ignoring any price, name or total the client sends', async () => {
    const owner = await createOwner(ctx.app);
    const soup = await addMenuItem(owner, 'Onion soup', 19.99);
    const bread = await addMenuItem(owner, 'Bread', 0.01);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: {
        customer_name: ' Marie Curie ',
        customer_phone: '+33 1 23 45 67 89',
        customer_email: '',
        notes: 'No onions on the side',
        total_amount: 0.01,
        status: 'delivered',
        items: [
          { menu_item_id: soup, quantity: 3, price: 0, name: 'Free soup' },
          { menu_item_id: bread, quantity: 1 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order).toEqual({
      id: expect.any(String),
      restaurant_id: owner.restaurantId,
      user_id: owner.id,
      customer_name: 'Marie Curie',
      customer_phone: '+33 1 23 45 67 89',
      customer_email: null,
      order_items: [
        { menu_item_id: soup, name: 'Onion soup', price: 19.99, quantity: 3, options: [], allergens: [], traces: [] },
        { menu_item_id: bread, name: 'Bread', price: 0.01, quantity: 1, options: [], allergens: [], traces: [] },
      ],
      notes: 'No onions on the side',
      total_amount: 59.98,
      status: 'pending',
      source: 'dashboard',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      pickup_at: null,
      table_label: null,
      // Issue 20: the restaurant's first order of its business day, not yet accepted.
      daily_number: 1,
      business_day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ready_at: null,
      rejection_reason: null,
    });
    const [row] = await rowsOf(owner.restaurantId);
    expect(row?.totalAmount).toBe('59.98');
  });

  it("refuses unavailable, unknown and another owner's items by name, and writes nothing", async () => {
    const owner = await createOwner(ctx.app);
    const other = await createOwner(ctx.app);
    const soup = await addMenuItem(owner, 'Soup', 6);
    const sorbet = await addMenuItem(owner, 'Sorbet', 4, false);
    const theirs = await addMenuItem(other, 'Their steak', 30);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: {
        customer_name: 'Ada',
        items: [
          { menu_item_id: soup, quantity: 1 },
          { menu_item_id: sorbet, quantity: 2 },
          { menu_item_id: theirs, quantity: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Sorbet is not available right now. One item is no longer on the menu.',
        fieldErrors: { 'items.1.menu_item_id': ['Sorbet is not available right now'], 'items.2.menu_item_id': ['This item is no longer on the menu'] },
      },
    });
    expect(await rowsOf(owner.restaurantId)).toEqual([]);
    expect(await rowsOf(other.restaurantId)).toEqual([]);
  });

  it('refuses a malformed order with an error per field', async () => {
    const owner = await createOwner(ctx.app);
    const soup = await addMenuItem(owner, 'Soup', 6);
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [
        { customer_name: '', items: [] },
        { customer_name: ['Customer name is required'], items: ['Add at least one item'] },
      ],
      [
        { customer_name: 'Ada', customer_email: 'not-an-email', items: [{ menu_item_id: soup, quantity: 0 }] },
        { customer_email: ['Enter a valid email address'], 'items.0.quantity': ['Quantity must be at least 1'] },
      ],
      [{ customer_name: 'Ada', items: [{ menu_item_id: soup, quantity: 100 }] }, { 'items.0.quantity': ['Quantity is at most 99'] }],
      [{ customer_name: 'Ada', items: [{ menu_item_id: 'soup', quantity: 1 }] }, { 'items.0.menu_item_id': ['Pick a menu item'] }],
      [
        {
          customer_name: 'Ada',
          items: [
            { menu_item_id: soup, quantity: 1 },
            { menu_item_id: soup, quantity: 2 },
          ],
        },
        { items: ['Each menu item appears once with the same choices; change its quantity instead'] },
      ],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: owner.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fieldErrors).toEqual(fieldErrors);
    }
    expect(await rowsOf(owner.restaurantId)).toEqual([]);
  });

  it("lists only the owner's orders, newest first, with the count of every status", async () => {
    const owner = await createOwner(ctx.app);
    const other = await createOwner(ctx.app);
    await seedOrders(owner, [
      { createdAt: minutesAgo(30), status: 'delivered', name: 'Oldest' },
      { createdAt: minutesAgo(5), status: 'pending', name: 'Newest' },
      { createdAt: minutesAgo(20), status: 'cancelled', name: 'Middle' },
      { createdAt: minutesAgo(10), status: 'pending', name: 'Second' },
    ]);
    await seedOrders(other, [{ createdAt: minutesAgo(1), status: 'ready', name: 'Not mine' }]);

    const all = await listOrders(owner);
    expect(all.orders.map((order) => order.customer_name)).toEqual(['Newest', 'Second', 'Middle', 'Oldest']);
    expect(all.nextCursor).toBeNull();
    expect(all.counts).toEqual({ all: 4, pending: 2, confirmed: 0, preparing: 0, ready: 0, delivered: 1, cancelled: 1 });

    const pending = await listOrders(owner, '?status=pending');
    expect(pending.orders.map((order) => order.customer_name)).toEqual(['Newest', 'Second']);
    expect(pending.counts.all).toBe(4);

    const invalid = await ctx.app.inject({ method: 'GET', url: '/api/orders?status=eaten', headers: owner.headers });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fieldErrors).toEqual({ status: ['Unknown order status'] });
  });

  it('pages through every order exactly once, even when orders share a timestamp', async () => {
    const owner = await createOwner(ctx.app);
    const sameMoment = minutesAgo(60);
    await seedOrders(owner, [
      ...Array.from({ length: 5 }, () => ({ createdAt: sameMoment, status: 'delivered' as const })),
      ...Array.from({ length: 8 }, (_, index) => ({ createdAt: minutesAgo(index * 7), status: ORDER_STATUSES[index % 6] })),
    ]);
    const seen: Order[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await listOrders(owner, `?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.orders.length).toBeLessThanOrEqual(4);
      seen.push(...page.orders);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(13);
    expect(new Set(seen.map((order) => order.id)).size).toBe(13);
    const keys = seen.map((order) => `${order.created_at}|${order.id}`);
    expect(keys).toEqual([...keys].sort().reverse());

    const delivered = await listOrders(owner, '?status=delivered&limit=3');
    expect(delivered.orders).toHaveLength(3);
    const rest = await listOrders(owner, `?status=delivered&limit=3&cursor=${delivered.nextCursor}`);
    expect(rest.orders.every((order) => order.status === 'delivered')).toBe(true);
    expect(delivered.orders.length + rest.orders.length).toBe(delivered.counts.delivered);
  });

  it('defaults to 50 orders a page and refuses bad paging input', async () => {
    const owner = await createOwner(ctx.app);
    await seedOrders(
      owner,
      Array.from({ length: 55 }, (_, index) => ({ createdAt: minutesAgo(index) })),
    );
    const first = await listOrders(owner);
    expect(first.orders).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect((await listOrders(owner, `?cursor=${first.nextCursor}`)).orders).toHaveLength(5);

    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/orders${query}`, headers: owner.headers });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fieldErrors)).toEqual([field]);
    }
  });

  it('changes a status from any to any other and sets updated_at', async () => {
    const owner = await createOwner(ctx.app);
    await seedOrders(owner, [{ createdAt: minutesAgo(90), status: 'delivered' }]);
    const [order] = (await listOrders(owner)).orders;
    if (!order) throw new Error('no order');
    for (const status of ['pending', 'cancelled', 'ready'] as const) {
      const response = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}`, headers: owner.headers, payload: { status } });
      expect(response.statusCode).toBe(200);
      expect(response.json().order).toMatchObject({ id: order.id, status });
      expect(Date.parse(response.json().order.updated_at)).toBeGreaterThan(Date.parse(order.updated_at) + 60 * 60_000);
    }
    const counts = (await listOrders(owner)).counts;
    expect(counts).toMatchObject({ all: 1, ready: 1, delivered: 0 });

    const bad = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}`, headers: owner.headers, payload: { status: 'eaten' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toEqual({ status: ['Unknown order status'] });
  });

  it("answers 404 for another owner's order and changes nothing", async () => {
    const owner = await createOwner(ctx.app);
    const intruder = await createOwner(ctx.app);
    await seedOrders(owner, [{ createdAt: minutesAgo(3), status: 'pending' }]);
    const before = await rowsOf(owner.restaurantId);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${before[0]?.id}`,
      headers: intruder.headers,
      payload: { status: 'cancelled' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Order not found' } });
    expect(await rowsOf(owner.restaurantId)).toEqual(before);
    expect((await listOrders(intruder)).counts.all).toBe(0);
  });
});

describe('orders as stored for reading', () => {
  it('lists and updates an order exactly as it was created: same fields, same values, same time format', async () => {
    const owner = await createOwner(ctx.app);
    const soup = await addMenuItem(owner, 'Soupe à l’oignon "maison"', 19.9);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: {
        customer_name: 'Zoë <b>Ünal</b>',
        customer_email: 'zoe@example.com',
        notes: 'Line 1\nLine 2 \\ "quoted"',
        items: [{ menu_item_id: soup, quantity: 3 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = OrderResponseSchema.strict().parse(created.json()).order;

    expect((await listOrders(owner)).orders).toEqual([order]);

    const patched = await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}`, headers: owner.headers, payload: { status: 'ready' } });
    expect(patched.headers['content-type']).toBe('application/json; charset=utf-8');
    const updated = OrderResponseSchema.strict().parse(patched.json()).order;
    expect(updated).toEqual({ ...order, status: 'ready', updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) });
    expect((await listOrders(owner)).orders).toEqual([updated]);
  });

  it('keeps every status count equal to a recount through inserts, status changes, deletions and the restaurant’s removal', async () => {
    const [first, second] = [await createOwner(ctx.app), await createOwner(ctx.app)];
    const owners = [first, second];
    await seedOrders(
      first,
      Array.from({ length: 12 }, (_, index) => ({ createdAt: minutesAgo(index), status: ORDER_STATUSES[index % 6] })),
    );
    await seedOrders(
      second,
      Array.from({ length: 5 }, (_, index) => ({ createdAt: minutesAgo(index) })),
    );
    const ids = (await ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.restaurantId, first.restaurantId))).map((row) => row.id);
    for (const [index, id] of ids.entries()) {
      await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: first.headers, payload: { status: ORDER_STATUSES[(index * 5) % 6] } });
    }
    // Several rows in one statement, both directions, and a status written to its own value.
    await ctx.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.restaurantId, second.restaurantId));
    await ctx.database.db.update(orders).set({ status: sql`status` }).where(eq(orders.restaurantId, first.restaurantId));
    await ctx.database.db.delete(orders).where(eq(orders.id, ids[0] ?? ''));

    const recount = async (restaurantId: string) => {
      const rows = await queryRows<{ status: string; n: number }>(
        ctx.database.db,
        sql`select status, count(*)::int as n from orders where restaurant_id = ${restaurantId} group by status`,
      );
      const counts: Record<string, number> = { all: 0, pending: 0, confirmed: 0, preparing: 0, ready: 0, delivered: 0, cancelled: 0 };
      for (const row of rows) {
        counts[row.status] = row.n;
        counts.all = (counts.all ?? 0) + row.n;
      }
      return counts;
    };
    for (const owner of owners) expect((await listOrders(owner)).counts).toEqual(await recount(owner.restaurantId));
    expect((await listOrders(second)).counts).toMatchObject({ all: 5, cancelled: 5, pending: 0 });

    // Deleting the restaurant removes its orders and its counts row without tripping over each other.
    await ctx.database.db.execute(sql`delete from restaurants where id = ${first.restaurantId}`);
    expect(await ctx.database.db.select().from(orderCounts).where(eq(orderCounts.restaurantId, first.restaurantId))).toEqual([]);
    expect((await listOrders(second)).counts.all).toBe(5);
  });
});
