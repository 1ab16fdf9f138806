/**
 * Dine-in ordering at a table (issue 20, decision 0033): the restaurant's tables (owners and managers manage them,
 * everyone reads them), their printable QR cards, and guests' orders placed at a table — checked against the
 * restaurant's tables, served "as soon as possible", refused while closed, carried by the order's JSON, its status page
 * and the guest's mails. Both databases.
 */
import { WEEKDAYS, type WeeklyHours } from '@maitre/shared/service-clock';
import { StorefrontSchema } from '@maitre/shared/storefront';
import { TableListResponseSchema, TableResponseSchema } from '@maitre/shared/tables';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../../test/accounts.ts';
import { adminDatabase, buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, restaurantWithDish, type TestOwner, uniqueEmail } from '../../../test/factories.ts';
import { activityLog, orders, restaurants as restaurantsTable, restaurantTables } from '../../db/schema/index.ts';

const ctx = buildTestApp({
  env: { GUEST_ORDERS_PER_IP_PER_MINUTE: '1000', GUEST_ORDERS_PER_RESTAURANT_PER_MINUTE: '1000', API_RATE_LIMIT_PER_MINUTE: '100000' },
});
const restaurant = () => restaurantWithDish(ctx.app, { slugPrefix: 'tables-test', name: 'Chez Table' });

type Place = Awaited<ReturnType<typeof restaurant>>;

const add = (owner: Pick<TestOwner, 'headers'>, label: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/tables', headers: owner.headers, payload: { label } });

async function addTable(owner: Pick<TestOwner, 'headers'>, label: string) {
  const response = await add(owner, label);
  expect(response.statusCode, response.body).toBe(201);
  return TableResponseSchema.strict().parse(response.json()).table;
}

async function listTables(owner: Pick<TestOwner, 'headers'>) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/tables', headers: owner.headers });
  expect(response.statusCode, response.body).toBe(200);
  return TableListResponseSchema.strict().parse(response.json()).tables;
}

const guestOrder = ({ slug, lasagne }: Place, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/storefront/${slug}/orders`,
    headers,
    payload: { customer_name: 'Grace Hopper', customer_phone: '+33 6 12 34 56 78', ...extra, items: [{ menu_item_id: lasagne.id, quantity: 2 }] },
  });

describe('the restaurant’s tables', () => {
  it('adds tables at the end, trimmed, lists them in order, renames, reorders and deletes them, each in the activity log', async () => {
    const { owner } = await restaurant();
    expect(await listTables(owner)).toEqual([]);
    const twelve = await addTable(owner, '  12 ');
    const terrace = await addTable(owner, 'Terrace 3');
    expect(twelve).toMatchObject({ label: '12', position: 0 });
    expect(terrace).toMatchObject({ label: 'Terrace 3', position: 1 });

    const renamed = await ctx.app.inject({ method: 'PATCH', url: `/api/tables/${terrace.id}`, headers: owner.headers, payload: { label: 'Terrasse 3' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().table).toMatchObject({ id: terrace.id, label: 'Terrasse 3' });

    const reordered = await ctx.app.inject({
      method: 'PUT',
      url: '/api/tables/order',
      headers: owner.headers,
      payload: { table_ids: [terrace.id, twelve.id] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().tables.map((table: { label: string }) => table.label)).toEqual(['Terrasse 3', '12']);
    const partial = await ctx.app.inject({ method: 'PUT', url: '/api/tables/order', headers: owner.headers, payload: { table_ids: [terrace.id] } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.fieldErrors).toEqual({ table_ids: ['Send every table once, in the new order'] });

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/tables/${twelve.id}`, headers: owner.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await listTables(owner)).map((table) => table.label)).toEqual(['Terrasse 3']);

    const log = await adminDatabase(ctx.app)
      .db.select({ action: activityLog.action, details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.restaurantId, owner.restaurantId))
      .orderBy(activityLog.createdAt);
    expect(log.filter((entry) => entry.action.startsWith('table.'))).toEqual([
      { action: 'table.created', details: { label: '12' } },
      { action: 'table.created', details: { label: 'Terrace 3' } },
      { action: 'table.renamed', details: { from: 'Terrace 3', to: 'Terrasse 3' } },
      { action: 'table.reordered', details: { labels: ['Terrasse 3', '12'] } },
      { action: 'table.deleted', details: { label: '12' } },
    ]);
  });

  it('refuses a label already used whatever its case, an empty or long one, and tables beyond the limit, naming the field', async () => {
    const { owner } = await restaurant();
    const table = await addTable(owner, 'Terrace 3');
    const taken = await add(owner, 'TERRACE 3');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fieldErrors).toEqual({ label: ['There is already a table called “Terrace 3”'] });
    const other = await addTable(owner, '4');
    const renamedOnto = await ctx.app.inject({ method: 'PATCH', url: `/api/tables/${other.id}`, headers: owner.headers, payload: { label: 'terrace 3' } });
    expect(renamedOnto.statusCode).toBe(409);
    // Its own label in another case is a rename, not a clash.
    const recased = await ctx.app.inject({ method: 'PATCH', url: `/api/tables/${table.id}`, headers: owner.headers, payload: { label: 'terrace 3' } });
    expect(recased.statusCode, recased.body).toBe(200);

    for (const label of ['', '   ', 'x'.repeat(21), 'Line\nbreak', 12]) {
      const response = await add(owner, label);
      expect(response.statusCode, JSON.stringify(label)).toBe(400);
      expect(Object.keys(response.json().error.fieldErrors)).toEqual(['label']);
    }
    const french = await ctx.app.inject({ method: 'POST', url: '/api/tables', headers: { ...owner.headers, 'accept-language': 'fr' }, payload: { label: '' } });
    expect(french.json().error.fieldErrors.label[0]).toMatch(/^Table\s:\schamp obligatoire$/);

    // The limit: 200 tables (filled directly), then a clear refusal at `label`.
    await adminDatabase(ctx.app)
      .db.insert(restaurantTables)
      .values(Array.from({ length: 198 }, (_, index) => ({ restaurantId: owner.restaurantId, label: `T${index}`, position: 10 + index })));
    const over = await add(owner, 'One more');
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fieldErrors).toEqual({ label: ['A restaurant has at most 200 tables'] });
  });

  it('lets every member read the tables, and only owners and managers change them or print their cards', async () => {
    const { owner } = await restaurant();
    const table = await addTable(owner, '7');
    const manager = await createMember(ctx.app, owner, 'manager');
    expect((await add(manager, '8')).statusCode).toBe(201);
    for (const role of ['front_of_house', 'kitchen'] as const) {
      const member = await createMember(ctx.app, owner, role);
      expect((await listTables(member)).map((each) => each.label)).toEqual(['7', '8']);
      expect((await add(member, 'Nope')).statusCode, role).toBe(403);
      expect((await ctx.app.inject({ method: 'PATCH', url: `/api/tables/${table.id}`, headers: member.headers, payload: { label: 'X' } })).statusCode).toBe(
        403,
      );
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/tables/${table.id}`, headers: member.headers })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/tables/cards', headers: member.headers })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tables' })).statusCode).toBe(401);
  });

  it('answers 404 for another restaurant’s table and leaves it alone', async () => {
    const a = await restaurant();
    const b = await restaurant();
    const table = await addTable(a.owner, '12');
    for (const [method, url, payload] of [
      ['PATCH', `/api/tables/${table.id}`, { label: 'Hacked' }],
      ['DELETE', `/api/tables/${table.id}`, undefined],
      ['GET', `/api/tables/cards?id=${table.id}`, undefined],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: b.owner.headers, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await listTables(b.owner)).toEqual([]);
    expect((await listTables(a.owner)).map((each) => each.label)).toEqual(['12']);
  });

  it('prints a card per table (or one) with the restaurant’s name, the table, its QR code and the line, in the restaurant’s language', async () => {
    const { owner, slug } = await restaurant();
    await adminDatabase(ctx.app).db.update(restaurantsTable).set({ defaultLanguage: 'fr' }).where(eq(restaurantsTable.id, owner.restaurantId));
    const twelve = await addTable(owner, '12');
    await addTable(owner, 'Terrace 3');
    const all = await ctx.app.inject({ method: 'GET', url: '/api/tables/cards', headers: owner.headers });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^text\/html/);
    expect(all.body).toContain('<html lang="fr">');
    expect(all.body.match(/<section class="card">/g)).toHaveLength(2);
    expect(all.body).toContain('Table 12');
    expect(all.body).toContain('Table Terrace 3');
    expect(all.body).toContain('Scannez pour commander · réglez à table');
    expect(all.body).toContain(`/r/${slug}?table=Terrace%203`);
    expect(all.body).toContain('<svg');
    const one = await ctx.app.inject({ method: 'GET', url: `/api/tables/cards?id=${twelve.id}`, headers: owner.headers });
    expect(one.body.match(/<section class="card">/g)).toHaveLength(1);
    expect(one.body).toContain(`/r/${slug}?table=12`);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/tables/cards?id=nope', headers: owner.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('guest orders at a table', () => {
  it('takes an order at a table whatever the case of the QR’s label, stores the restaurant’s label, and shows it everywhere', async () => {
    const place = await restaurant();
    await addTable(place.owner, 'Terrace 3');
    const email = uniqueEmail('guest');
    const response = await guestOrder(place, { table: ' terrace 3 ', customer_email: email });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json().order;
    expect(placed).toMatchObject({ table_label: 'Terrace 3', pickup_at: null });

    const [stored] = await adminDatabase(ctx.app).db.select().from(orders).where(eq(orders.id, placed.id));
    expect(stored?.tableLabel).toBe('Terrace 3');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: place.owner.headers });
    expect(list.json().orders[0]).toMatchObject({ id: placed.id, table_label: 'Terrace 3', source: 'online' });
    const status = await ctx.app.inject({ method: 'GET', url: `/api/storefront/orders/${placed.id}` });
    expect(status.json().order.table_label).toBe('Terrace 3');

    const received = await waitForMail(ctx.app, email, /Your order #1/);
    expect(received.text).toContain('Table Terrace 3');
    expect(received.text).toContain('to pay at the table');
    const pickup = await guestOrder(place);
    expect(pickup.json().order.table_label).toBeNull();
  });

  it('tells the order page at load whether the table of the card exists, in the restaurant’s own spelling', async () => {
    const place = await restaurant();
    await addTable(place.owner, 'Terrace 3');
    const page = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/storefront/${place.slug}${query}` });
    const known = await page('?table=%20terrace%203%20');
    expect(known.statusCode, known.body).toBe(200);
    const body = StorefrontSchema.strict().parse(known.json());
    expect(body.table).toBe('Terrace 3');
    expect(body.menu.map((item) => item.name)).toEqual(['Lasagne']);
    for (const unknown of ['99', '', 'x'.repeat(40)]) expect((await page(`?table=${unknown}`)).json().table).toBeNull();
    // Without a table the answer is the menu as before, and another restaurant's table is not this one's.
    expect((await page('')).json()).not.toHaveProperty('table');
    const other = await restaurant();
    await addTable(other.owner, '7');
    expect((await page('?table=7')).json().table).toBeNull();
    expect((await page(`?table=${'y'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('refuses a table the restaurant does not have, a table with a pickup time, and a table order while closed or paused', async () => {
    const place = await restaurant();
    await addTable(place.owner, '12');
    const unknown = await guestOrder(place, { table: '99' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fieldErrors).toEqual({ table: ['There is no table “99” here. Please ask the staff, or order for pickup.'] });
    const german = await guestOrder(place, { table: '99' }, { 'accept-language': 'de' });
    expect(german.json().error.fieldErrors.table).toEqual(['Hier gibt es keinen Tisch „99“. Bitte fragen Sie das Personal oder bestellen Sie zum Abholen.']);

    const both = await guestOrder(place, { table: '12', pickup_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().error.fieldErrors)).toEqual(['table']);

    const closedAllWeek = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklyHours;
    await adminDatabase(ctx.app).db.update(restaurantsTable).set({ weeklyHours: closedAllWeek }).where(eq(restaurantsTable.id, place.owner.restaurantId));
    const closed = await guestOrder(place, { table: '12' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('RESTAURANT_CLOSED');

    await adminDatabase(ctx.app)
      .db.update(restaurantsTable)
      .set({ weeklyHours: null, pauseStartedAt: new Date(), pauseEndsAt: null })
      .where(eq(restaurantsTable.id, place.owner.restaurantId));
    const paused = await guestOrder(place, { table: '12' });
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error.code).toBe('ORDERS_PAUSED');
    const none = await adminDatabase(ctx.app).db.select().from(orders).where(eq(orders.restaurantId, place.owner.restaurantId));
    expect(none).toEqual([]);
  });

  it('does not count table orders in the pickup slots’ pacing', async () => {
    const place = await restaurant();
    await addTable(place.owner, '1');
    await adminDatabase(ctx.app).db.update(restaurantsTable).set({ pacingPerSlot: 1 }).where(eq(restaurantsTable.id, place.owner.restaurantId));
    for (let i = 0; i < 3; i += 1) expect((await guestOrder(place, { table: '1' })).statusCode).toBe(201);
    // The slot is still free for a pickup order; the next pickup order finds it full.
    expect((await guestOrder(place)).statusCode).toBe(201);
    const full = await guestOrder(place);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('SLOT_FULL');
  });

  it('lets staff name a table on a phone order, checked the same way', async () => {
    const place = await restaurant();
    await addTable(place.owner, '5');
    const take = (table: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: place.owner.headers,
        payload: { customer_name: 'Ada', table, items: [{ menu_item_id: place.lasagne.id, quantity: 1 }] },
      });
    const taken = await take('5');
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().order).toMatchObject({ table_label: '5', source: 'dashboard' });
    const unknown = await take('6');
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fieldErrors)).toEqual(['table']);
  });
});
