/**
 * The kitchen display (issue 21, decision 0037): stations and their mapping, the open tickets of a station or all
 * (never the guest's phone or email), all-day counts, scheduled pickups held until their fire time, the kitchen's
 * marks (a line done, a bump, a recall) and the events they log, the ready board. Both databases.
 */
import { type Ticket, TicketsResponseSchema } from '@maitre/shared/kitchen';
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminDatabase, buildTestApp } from '../../../test/build-test-app.ts';
import { categoryIds, createMember, createOwner, type TestOwner } from '../../../test/factories.ts';
import { activityLog, menuItems, orders, restaurantEvents } from '../../db/schema/index.ts';
import { findLatestSeq } from '../realtime/event-log.repository.ts';
import { findLineStations } from './kitchen.service.ts';

const ctx = buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });

async function kitchen() {
  const owner = await createOwner(ctx.app, { restaurantName: 'Chez Kitchen' });
  const category = await categoryIds(ctx.app, owner);
  const db = adminDatabase(ctx.app).db;
  const [steak, salad, soup] = await db
    .insert(menuItems)
    .values([
      { restaurantId: owner.restaurantId, userId: owner.id, name: 'Steak Frites', price: '21.00', categoryId: category['Main Course'] as string },
      {
        restaurantId: owner.restaurantId,
        userId: owner.id,
        name: 'Caesar Salad',
        price: '11.00',
        categoryId: category['Main Course'] as string,
        allergens: ['eggs', 'fish'],
      },
      { restaurantId: owner.restaurantId, userId: owner.id, name: 'Onion Soup', price: '8.00', categoryId: category.Appetizers as string },
    ])
    .returning();
  if (!steak || !salad || !soup) throw new Error('menu insert failed');
  return { owner, category, steak, salad, soup };
}

const call = (who: Pick<TestOwner, 'headers'>, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function addStation(owner: TestOwner, name: string): Promise<string> {
  const response = await call(owner, 'POST', '/api/kitchen/stations', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().station.id as string;
}

async function order(owner: TestOwner, items: Array<{ menu_item_id: string; quantity: number }>, extra: Record<string, unknown> = {}, accept = true) {
  const response = await call(owner, 'POST', '/api/orders', {
    customer_name: 'Marie',
    customer_phone: '+33 6 12 34 56 78',
    customer_email: 'marie@example.com',
    items,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().order.id as string;
  if (accept) {
    const accepted = await call(owner, 'POST', `/api/orders/${id}/accept`, { ready_in_minutes: 20 });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return id;
}

async function tickets(who: Pick<TestOwner, 'headers'>, station = 'all') {
  const response = await call(who, 'GET', `/api/kitchen/tickets?station=${station}`);
  expect(response.statusCode, response.body).toBe(200);
  return TicketsResponseSchema.parse(response.json());
}

const ticketOf = (list: { tickets: Ticket[] }, id: string) => list.tickets.find((ticket) => ticket.id === id);

describe('stations', () => {
  it('owners add, rename, reorder and delete stations; a name is unique whatever its case; the kitchen role may not manage them', async () => {
    const { owner } = await kitchen();
    const grill = await addStation(owner, 'Grill');
    const cold = await addStation(owner, 'Cold');
    expect((await call(owner, 'POST', '/api/kitchen/stations', { name: 'grill' })).statusCode).toBe(409);
    expect((await call(owner, 'PATCH', `/api/kitchen/stations/${cold}`, { name: 'Garde-manger' })).json().station.name).toBe('Garde-manger');
    const reordered = await call(owner, 'PUT', '/api/kitchen/stations/order', { station_ids: [cold, grill] });
    expect(reordered.json().stations.map((station: { id: string }) => station.id)).toEqual([cold, grill]);

    const cook = await createMember(ctx.app, owner, 'kitchen');
    expect((await call(cook, 'POST', '/api/kitchen/stations', { name: 'Bar' })).statusCode).toBe(403);
    expect((await call(cook, 'GET', '/api/kitchen/setup')).statusCode).toBe(403);
    expect((await call(cook, 'GET', '/api/kitchen/stations')).json().stations).toHaveLength(2);

    expect((await call(owner, 'DELETE', `/api/kitchen/stations/${cold}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', '/api/kitchen/stations')).json().stations.map((station: { id: string }) => station.id)).toEqual([grill]);
  });

  it('writes who changed the stations, the routing and the age colours in the activity log (a refused change writes nothing)', async () => {
    const { owner, steak } = await kitchen();
    const grill = await addStation(owner, 'Grill');
    const cold = await addStation(owner, 'Cold');
    expect((await call(owner, 'POST', '/api/kitchen/stations', { name: 'grill' })).statusCode).toBe(409);
    await call(owner, 'PATCH', `/api/kitchen/stations/${cold}`, { name: 'Garde-manger' });
    await call(owner, 'PUT', '/api/kitchen/stations/order', { station_ids: [cold, grill] });
    expect((await call(owner, 'PUT', '/api/kitchen/mapping', { menu_items: [{ id: steak.id, station_id: grill }] })).statusCode).toBe(200);
    expect((await call(owner, 'PUT', '/api/kitchen/settings', { warn_minutes: 8, late_minutes: 15 })).statusCode).toBe(200);
    await call(owner, 'DELETE', `/api/kitchen/stations/${cold}`);

    const log = await adminDatabase(ctx.app)
      .db.select({ action: activityLog.action, actor: activityLog.actorUserId, subject: activityLog.subjectId, details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.restaurantId, owner.restaurantId))
      .orderBy(activityLog.createdAt);
    expect(log.filter((entry) => entry.action.startsWith('station.') || entry.action.startsWith('kitchen.'))).toEqual([
      { action: 'station.created', actor: owner.id, subject: grill, details: { name: 'Grill' } },
      { action: 'station.created', actor: owner.id, subject: cold, details: { name: 'Cold' } },
      { action: 'station.renamed', actor: owner.id, subject: cold, details: { from: 'Cold', to: 'Garde-manger' } },
      { action: 'station.reordered', actor: owner.id, subject: owner.restaurantId, details: { names: ['Garde-manger', 'Grill'] } },
      { action: 'kitchen.routing_changed', actor: owner.id, subject: owner.restaurantId, details: { categories: 0, dishes: 1 } },
      { action: 'kitchen.colours_changed', actor: owner.id, subject: owner.restaurantId, details: { warn_minutes: 8, late_minutes: 15 } },
      { action: 'station.deleted', actor: owner.id, subject: cold, details: { name: 'Garde-manger' } },
    ]);
  });

  it('another restaurant’s station, order or line answers 404', async () => {
    const mine = await kitchen();
    const theirs = await kitchen();
    const station = await addStation(theirs.owner, 'Grill');
    const orderId = await order(theirs.owner, [{ menu_item_id: theirs.steak.id, quantity: 1 }]);
    const [line] = await findLineStations(ctx.app.database.forRestaurant(theirs.owner.restaurantId), [orderId]);
    expect((await call(mine.owner, 'PATCH', `/api/kitchen/stations/${station}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call(mine.owner, 'DELETE', `/api/kitchen/stations/${station}`)).statusCode).toBe(404);
    expect((await call(mine.owner, 'GET', `/api/kitchen/tickets?station=${station}`)).statusCode).toBe(404);
    expect((await call(mine.owner, 'PUT', '/api/kitchen/mapping', { categories: [{ id: mine.category.Appetizers, station_id: station }] })).statusCode).toBe(
      404,
    );
    expect((await call(mine.owner, 'PUT', '/api/kitchen/mapping', { menu_items: [{ id: theirs.steak.id, station_id: null }] })).statusCode).toBe(404);
    expect((await call(mine.owner, 'POST', `/api/kitchen/tickets/${orderId}/bump`, {})).statusCode).toBe(404);
    expect((await call(mine.owner, 'POST', `/api/kitchen/tickets/${orderId}/recall`, {})).statusCode).toBe(404);
    expect((await call(mine.owner, 'POST', `/api/kitchen/lines/${line?.lineId}/done`)).statusCode).toBe(404);
    expect((await call(mine.owner, 'DELETE', `/api/kitchen/lines/${line?.lineId}/done`)).statusCode).toBe(404);
    expect(ticketOf(await tickets(theirs.owner), orderId)?.lines[0]?.done).toBe(false);
  });
});

describe('tickets', () => {
  it('leaves out an accepted order more than a day old that nobody moved on, and its dishes from the all-day counts', async () => {
    const { owner, steak } = await kitchen();
    const stale = await order(owner, [{ menu_item_id: steak.id, quantity: 3 }]);
    const fresh = await order(owner, [{ menu_item_id: steak.id, quantity: 1 }]);
    await adminDatabase(ctx.app)
      .db.update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(orders.id, stale));
    const list = await tickets(owner);
    expect(ticketOf(list, stale)).toBeUndefined();
    expect(ticketOf(list, fresh)).toBeDefined();
    expect(list.all_day.find((count) => count.name === 'Steak Frites')?.quantity).toBe(1);
  });

  it('shows accepted orders with number, table, lines, options, notes and allergens — never the guest’s phone or email', async () => {
    const { owner, steak, salad } = await kitchen();
    const waiting = await order(owner, [{ menu_item_id: steak.id, quantity: 1 }], {}, false);
    const id = await order(
      owner,
      [
        { menu_item_id: steak.id, quantity: 2 },
        { menu_item_id: salad.id, quantity: 1 },
      ],
      { notes: 'No nuts please' },
    );
    const front = await createMember(ctx.app, owner, 'front_of_house');
    const response = await call(front, 'GET', '/api/kitchen/tickets');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('+33');
    expect(response.body).not.toContain('marie@example.com');
    const list = TicketsResponseSchema.parse(response.json());
    // Waiting for accept: not on the kitchen's screen yet.
    expect(ticketOf(list, waiting)).toBeUndefined();
    const ticket = ticketOf(list, id);
    expect(ticket).toMatchObject({ status: 'confirmed', customer_name: 'Marie', notes: 'No nuts please', table_label: null, held: false, fire_at: null });
    expect(ticket?.number).toBeGreaterThan(0);
    expect(ticket?.lines.map((line) => [line.name, line.quantity, line.done])).toEqual([
      ['Steak Frites', 2, false],
      ['Caesar Salad', 1, false],
    ]);
    expect(ticket?.allergens.sort()).toEqual(['eggs', 'fish']);
    expect(list.settings).toEqual({ warn_minutes: 10, late_minutes: 20 });
  });

  it('resolves a line’s station when read (the dish’s own, else its category’s, else none), filters by station and counts all-day per station', async () => {
    const { owner, category, steak, salad, soup } = await kitchen();
    const grill = await addStation(owner, 'Grill');
    const cold = await addStation(owner, 'Cold');
    // Main courses to the grill, but the salad to cold; starters to none.
    const mapped = await call(owner, 'PUT', '/api/kitchen/mapping', {
      categories: [{ id: category['Main Course'], station_id: grill }],
      menu_items: [{ id: salad.id, station_id: cold }],
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const first = await order(owner, [
      { menu_item_id: steak.id, quantity: 2 },
      { menu_item_id: salad.id, quantity: 1 },
      { menu_item_id: soup.id, quantity: 1 },
    ]);
    const second = await order(owner, [{ menu_item_id: steak.id, quantity: 4 }]);

    const stations = await findLineStations(ctx.app.database.forRestaurant(owner.restaurantId), [first]);
    expect(stations.map((line) => line.stationName)).toEqual(['Grill', 'Cold', null]);

    const all = await tickets(owner);
    expect(all.all_day).toEqual([
      { name: 'Steak Frites', quantity: 6 },
      { name: 'Caesar Salad', quantity: 1 },
      { name: 'Onion Soup', quantity: 1 },
    ]);
    expect(ticketOf(all, first)?.progress).toEqual(
      expect.arrayContaining([
        { station_id: grill, done: 0, total: 1 },
        { station_id: cold, done: 0, total: 1 },
        { station_id: null, done: 0, total: 1 },
      ]),
    );
    const coldView = await tickets(owner, cold);
    expect(coldView.tickets.map((ticket) => ticket.id)).toEqual([first]);
    expect(coldView.tickets[0]?.lines.map((line) => line.name)).toEqual(['Caesar Salad']);
    expect(coldView.all_day).toEqual([{ name: 'Caesar Salad', quantity: 1 }]);
    expect((await tickets(owner, grill)).tickets.map((ticket) => ticket.id)).toEqual([first, second]);

    // Cold bumps its part: the ticket leaves cold's display, stays on the grill's; cold recalls it.
    expect((await call(owner, 'POST', `/api/kitchen/tickets/${first}/bump`, { station: cold })).statusCode).toBe(204);
    expect((await tickets(owner, cold)).tickets).toEqual([]);
    expect(ticketOf(await tickets(owner), first)?.progress).toContainEqual({ station_id: cold, done: 1, total: 1 });
    expect((await call(owner, 'POST', `/api/kitchen/tickets/${first}/recall`, { station: cold })).statusCode).toBe(204);
    expect((await tickets(owner, cold)).tickets.map((ticket) => ticket.id)).toEqual([first]);

    // A deleted station's dish goes back to its category's station, at once (lines already on the displays too).
    await call(owner, 'DELETE', `/api/kitchen/stations/${cold}`);
    expect(ticketOf(await tickets(owner), first)?.lines.map((line) => line.station_id)).toEqual([grill, grill, null]);
  });

  it('holds a scheduled pickup until its fire time (pickup time minus the preparation time), out of the all-day counts', async () => {
    const { owner, steak } = await kitchen();
    const later = await order(owner, [{ menu_item_id: steak.id, quantity: 3 }]);
    const soon = await order(owner, [{ menu_item_id: steak.id, quantity: 1 }]);
    const db = adminDatabase(ctx.app).db;
    // Preparation 20 minutes (the default): picked up in 2 hours fires in 1 h 40; in 10 minutes fired 10 minutes ago.
    await db
      .update(orders)
      .set({ pickupAt: new Date(Date.now() + 2 * 3_600_000) })
      .where(eq(orders.id, later));
    await db
      .update(orders)
      .set({ pickupAt: new Date(Date.now() + 10 * 60_000) })
      .where(eq(orders.id, soon));
    const list = await tickets(owner);
    const held = ticketOf(list, later);
    expect(held?.held).toBe(true);
    expect(Date.parse(held?.fire_at ?? '')).toBeCloseTo(Date.now() + 100 * 60_000, -5);
    expect(held?.since).toBe(held?.fire_at);
    expect(ticketOf(list, soon)?.held).toBe(false);
    expect(list.all_day).toEqual([{ name: 'Steak Frites', quantity: 1 }]);
  });
});

describe('the kitchen’s marks', () => {
  it('a line done and undone, a bump (the order is ready, on the ready board) and a recall, each logged as an event', async () => {
    const { owner, steak, salad } = await kitchen();
    const id = await order(owner, [
      { menu_item_id: steak.id, quantity: 1 },
      { menu_item_id: salad.id, quantity: 1 },
    ]);
    const cook = await createMember(ctx.app, owner, 'kitchen');
    const lineId = ticketOf(await tickets(cook), id)?.lines[0]?.id as string;
    const before = await findLatestSeq(ctx.app.database.forRestaurant(owner.restaurantId));

    expect((await call(cook, 'POST', `/api/kitchen/lines/${lineId}/done`)).statusCode).toBe(204);
    // The same state again changes nothing and logs nothing.
    expect((await call(cook, 'POST', `/api/kitchen/lines/${lineId}/done`)).statusCode).toBe(204);
    expect(ticketOf(await tickets(cook), id)?.lines.map((line) => line.done)).toEqual([true, false]);
    expect((await call(cook, 'DELETE', `/api/kitchen/lines/${lineId}/done`)).statusCode).toBe(204);
    expect(ticketOf(await tickets(cook), id)?.lines.map((line) => line.done)).toEqual([false, false]);

    const board = async () => (await call(cook, 'GET', '/api/kitchen/ready-board')).json();
    const number = ticketOf(await tickets(cook), id)?.number;
    expect((await board()).preparing).toContain(number);

    expect((await call(cook, 'POST', `/api/kitchen/tickets/${id}/bump`, {})).statusCode).toBe(204);
    expect(ticketOf(await tickets(cook), id)).toBeUndefined();
    expect((await call(owner, 'GET', '/api/orders')).json().orders.find((o: { id: string }) => o.id === id).status).toBe('ready');
    expect(await board()).toEqual({ preparing: [], ready: [number] });
    expect(JSON.stringify(await board())).not.toContain('Marie');
    // Bumped twice: 409, nothing changes.
    expect((await call(cook, 'POST', `/api/kitchen/tickets/${id}/bump`, {})).statusCode).toBe(409);

    expect((await call(cook, 'POST', `/api/kitchen/tickets/${id}/recall`, {})).statusCode).toBe(204);
    expect(ticketOf(await tickets(cook), id)?.status).toBe('preparing');
    expect((await call(cook, 'POST', `/api/kitchen/tickets/${id}/recall`, {})).statusCode).toBe(409);

    const events = await adminDatabase(ctx.app)
      .db.select({ seq: restaurantEvents.seq, type: restaurantEvents.type, data: restaurantEvents.data })
      .from(restaurantEvents)
      .where(and(eq(restaurantEvents.restaurantId, owner.restaurantId), gt(restaurantEvents.seq, before)))
      .orderBy(restaurantEvents.seq);
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['kitchen.line', { id, line_id: lineId, done: true }],
      ['kitchen.line', { id, line_id: lineId, done: false }],
      ['order.updated', { id, status: 'ready' }],
      ['kitchen.bumped', { id, status: 'ready' }],
      ['order.updated', { id, status: 'preparing' }],
      ['kitchen.recalled', { id, status: 'preparing' }],
    ]);
  });

  it('age colours are the restaurant’s: owners set them, late after warn', async () => {
    const { owner } = await kitchen();
    expect((await call(owner, 'PUT', '/api/kitchen/settings', { warn_minutes: 15, late_minutes: 10 })).statusCode).toBe(400);
    const saved = await call(owner, 'PUT', '/api/kitchen/settings', { warn_minutes: 8, late_minutes: 15 });
    expect(saved.json().settings).toEqual({ warn_minutes: 8, late_minutes: 15 });
    expect((await tickets(owner)).settings).toEqual({ warn_minutes: 8, late_minutes: 15 });
  });
});

describe('paired screens (decision 0036)', () => {
  /** A device of `kind` paired with its code: answers the cookie its requests carry. */
  async function pairedScreen(owner: TestOwner, kind: 'kitchen_display' | 'ready_board', name: string) {
    const created = await call(owner, 'POST', '/api/devices', { kind, name });
    expect(created.statusCode, created.body).toBe(201);
    const paired = await ctx.app.inject({
      method: 'POST',
      url: '/api/devices/pair',
      headers: { origin: ctx.config.appUrl },
      payload: { code: created.json().pairing.code },
    });
    expect(paired.statusCode, paired.body).toBe(200);
    return {
      id: created.json().device.id as string,
      headers: { cookie: String(paired.headers['set-cookie']).split(';')[0] as string, origin: ctx.config.appUrl },
    };
  }

  it('a kitchen screen reads the tickets (no phone or email) and bumps; a ready board reads the board only; neither manages stations; revoked, both get 401', async () => {
    const { owner, steak } = await kitchen();
    const id = await order(owner, [{ menu_item_id: steak.id, quantity: 2 }]);
    const screen = await pairedScreen(owner, 'kitchen_display', 'Pass');
    const board = await pairedScreen(owner, 'ready_board', 'Counter');

    const list = await tickets(screen);
    expect(ticketOf(list, id)?.lines.map((line) => [line.quantity, line.name])).toEqual([[2, 'Steak Frites']]);
    expect(JSON.stringify(list)).not.toMatch(/marie@example\.com|12 34 56 78/);
    expect((await call(board, 'GET', '/api/kitchen/ready-board')).statusCode).toBe(200);
    expect((await call(board, 'POST', `/api/kitchen/tickets/${id}/bump`, {})).statusCode).toBe(403);
    expect((await call(screen, 'POST', `/api/kitchen/tickets/${id}/bump`, {})).statusCode).toBe(204);
    expect((await call(board, 'GET', '/api/kitchen/ready-board')).json().ready).toContain(ticketOf(list, id)?.number);
    // Stations and settings are the members' (kitchen:manage): a device is not a member.
    expect((await call(screen, 'POST', '/api/kitchen/stations', { name: 'Grill' })).statusCode).toBe(401);
    expect((await call(screen, 'GET', '/api/kitchen/setup')).statusCode).toBe(401);

    for (const device of [screen, board]) expect((await call(owner, 'DELETE', `/api/devices/${device.id}`)).statusCode).toBe(204);
    expect((await call(screen, 'GET', '/api/kitchen/tickets?station=all')).statusCode).toBe(401);
    expect((await call(board, 'GET', '/api/kitchen/ready-board')).statusCode).toBe(401);
  });
});
