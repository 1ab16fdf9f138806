/** Search and days on GET /api/orders (issue 20): number, name or phone; from/to in the restaurant's zone; keyset pages. */
import { OrderListResponseSchema, orderNumber } from '@maitre/shared/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner, type TestOwner } from '../../../test/factories.ts';
import { orders, restaurants } from '../../db/schema/index.ts';

const ctx = buildTestApp();

async function seed(owner: TestOwner, specs: Array<{ name: string; phone?: string; at: string; status?: string; table?: string }>) {
  const rows = await ctx.database.db
    .insert(orders)
    .values(
      specs.map((spec) => ({
        restaurantId: owner.restaurantId,
        userId: owner.id,
        customerName: spec.name,
        customerPhone: spec.phone ?? null,
        tableLabel: spec.table ?? null,
        orderItems: [{ name: 'Soup', price: 5, quantity: 1 }],
        totalAmount: '5.00',
        status: spec.status ?? 'pending',
        createdAt: new Date(spec.at),
        updatedAt: new Date(spec.at),
      })),
    )
    .returning({ id: orders.id, name: orders.customerName });
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function list(owner: TestOwner, query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/orders?${query}`, headers: owner.headers });
  expect(response.statusCode, response.body).toBe(200);
  return OrderListResponseSchema.strict().parse(response.json());
}
const names = (page: { orders: Array<{ customer_name: string }> }) => page.orders.map((order) => order.customer_name);

describe('GET /api/orders search and days', () => {
  it('finds orders by name (any case, part of it), by phone digits however written, and by the order number', async () => {
    const owner = await createOwner(ctx.app);
    const ids = await seed(owner, [
      { name: 'Claire Dubois', phone: '+33 6 12 34 56 78', at: '2026-11-20T18:00:00Z' },
      { name: 'Marc Petit', phone: '06.98.76.54.32', at: '2026-11-20T18:05:00Z' },
      { name: '50% Off Club', at: '2026-11-20T18:10:00Z' },
    ]);
    expect(names(await list(owner, 'q=dubo'))).toEqual(['Claire Dubois']);
    expect(names(await list(owner, 'q=CLAIRE'))).toEqual(['Claire Dubois']);
    expect(names(await list(owner, `q=${encodeURIComponent('06 98 76')}`))).toEqual(['Marc Petit']);
    expect(names(await list(owner, 'q=12345678'))).toEqual(['Claire Dubois']);
    const number = orderNumber(ids.get('Marc Petit') as string);
    expect(names(await list(owner, `q=${encodeURIComponent(`#${number.toUpperCase()}`)}`))).toEqual(['Marc Petit']);
    // LIKE's wildcards are searched as themselves.
    expect(names(await list(owner, `q=${encodeURIComponent('%')}`))).toEqual(['50% Off Club']);
    expect(names(await list(owner, 'q=_'))).toEqual([]);
    // Another restaurant's orders are never found.
    const other = await createOwner(ctx.app);
    expect((await list(other, 'q=Claire')).orders).toEqual([]);
  });

  it("filters by business days (from the restaurant's cutoff to the next, in its time zone), both days included", async () => {
    const owner = await createOwner(ctx.app);
    await ctx.database.db.update(restaurants).set({ timezone: 'Europe/Paris' }).where(eq(restaurants.id, owner.restaurantId));
    await seed(owner, [
      { name: 'Before', at: '2026-11-20T02:59:00Z' }, // 03:59 on the 20th in Paris: still the 19th's business day
      { name: 'First minute', at: '2026-11-20T03:00:00Z' }, // 04:00 on the 20th in Paris: the 20th's first minute
      { name: 'Late', at: '2026-11-22T00:30:00Z' }, // 01:30 on the 22nd in Paris: the 21st's night
      { name: 'After', at: '2026-11-22T03:00:00Z' }, // 04:00 on the 22nd in Paris
    ]);
    expect(names(await list(owner, 'from=2026-11-20&to=2026-11-21'))).toEqual(['Late', 'First minute']);
    expect(names(await list(owner, 'from=2026-11-22'))).toEqual(['After']);
    expect(names(await list(owner, 'to=2026-11-19'))).toEqual(['Before']);
    expect(names(await list(owner, 'from=2026-11-20&to=2026-11-20&status=pending'))).toEqual(['First minute']);
    expect(names(await list(owner, 'from=2026-11-20&to=2026-11-20&status=ready'))).toEqual([]);
    // A restaurant that closes its day at 06:00 counts 04:00–06:00 in the day before.
    const early = await createOwner(ctx.app);
    await ctx.database.db.update(restaurants).set({ timezone: 'Europe/Paris', businessDayCutoffMinutes: 360 }).where(eq(restaurants.id, early.restaurantId));
    await seed(early, [{ name: 'Half past five', at: '2026-11-20T04:30:00Z' }]);
    expect(names(await list(early, 'from=2026-11-19&to=2026-11-19'))).toEqual(['Half past five']);
  });

  it('finds an order by its number of the day (#12), on any day unless the days narrow it', async () => {
    const owner = await createOwner(ctx.app);
    await seed(owner, [
      { name: 'Monday one', at: '2026-11-16T12:00:00Z' },
      { name: 'Monday two', at: '2026-11-16T12:05:00Z' },
      { name: 'Tuesday one', at: '2026-11-17T12:00:00Z' },
      { name: 'Tuesday two', at: '2026-11-17T12:05:00Z' },
    ]);
    expect(names(await list(owner, `q=${encodeURIComponent('#2')}`))).toEqual(['Tuesday two', 'Monday two']);
    expect(names(await list(owner, 'q=2&from=2026-11-16&to=2026-11-16'))).toEqual(['Monday two']);
    expect(names(await list(owner, 'q=3'))).toEqual([]);
  });

  it("finds a dine-in order by its table's label", async () => {
    const owner = await createOwner(ctx.app);
    await seed(owner, [
      { name: 'At the window', at: '2026-11-16T12:00:00Z', table: 'Terrace 3' },
      { name: 'Takeaway', at: '2026-11-16T12:05:00Z' },
    ]);
    expect(names(await list(owner, 'q=terrace'))).toEqual(['At the window']);
  });

  it('pages a search by keyset: every match once, newest first, counts unchanged', async () => {
    const owner = await createOwner(ctx.app);
    const specs = Array.from({ length: 7 }, (_, index) => ({ name: index % 2 ? `Dupont ${index}` : `Martin ${index}`, at: `2026-11-20T18:0${index}:00Z` }));
    // Two at the same moment: the id breaks the tie.
    specs.push({ name: 'Dupont twin', at: '2026-11-20T18:03:00Z' });
    await seed(owner, specs);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(owner, `q=dupont&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.counts.all).toBe(8);
      seen.push(...names(page));
      cursor = page.nextCursor;
    } while (cursor);
    // 18:05, then the two of 18:03 (in id order), then 18:01.
    expect(seen[0]).toBe('Dupont 5');
    expect(seen[3]).toBe('Dupont 1');
    expect([...seen].sort()).toEqual(['Dupont 1', 'Dupont 3', 'Dupont 5', 'Dupont twin']);
    expect(new Set(seen).size).toBe(4);
  });

  it('refuses a bad search with the documented error shape', async () => {
    const owner = await createOwner(ctx.app);
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-11-21&to=2026-11-20', 'to'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/orders?${query}`, headers: owner.headers });
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.fieldErrors), query).toContain(field);
    }
  });
});
