/**
 * Reports are exact (issue 22, decision 0041): random orders in Europe/Paris around the two DST changes of 2026 (the
 * 23-hour 29 March and the 25-hour 25 October) and around the restaurant's cutoff, with random status changes,
 * cancellations and deletions, then every report the API answers for a random range equals a slow, obvious SQL
 * recomputation straight from orders and order_lines (the business day and the hour recomputed from created_at with
 * the zone and the cutoff, not read from the rollups). And the rollups never drift: after the same mutations they
 * equal a rebuild from scratch (`report_rebuild`). On PGlite and on PostgreSQL (api-postgres).
 *
 * Repeat guests (decision 0043): the orders carry random phones and emails written in different ways; each order's
 * kind (new, returning, unknown) is recomputed here in TypeScript from the order in which they were placed, and the
 * guests report of the range and of its previous period equals the sums of the orders as they are now.
 */
import { businessDay } from '@maitre/shared/business-day';
import type { OrderLine, OrderStatus } from '@maitre/shared/orders';
import { addDays, daysInRange } from '@maitre/shared/reports';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner, givePlan, type TestOwner } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { insertOrder, updateOrderStatus } from '../orders/orders.repository.ts';

// Eight reports per run, forty runs: past the API's per-minute limit otherwise.
const ctx = buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
const ZONE = 'Europe/Paris';

const DISHES = [
  { id: '11111111-1111-4111-8111-111111111111', names: ['Soup', 'Soupe du jour'] },
  { id: '22222222-2222-4222-8222-222222222222', names: ['Steak'] },
  { id: '33333333-3333-4333-8333-333333333333', names: ['Tart', 'Lemon tart'] },
  { id: null, names: ['Old bread'] },
];
const OPTIONS = [
  { option_id: 'aaaaaaaa-0000-4000-8000-000000000001', group_id: 'g1', group: 'Size', name: 'Large', price_delta: 2 },
  { option_id: 'aaaaaaaa-0000-4000-8000-000000000002', group_id: 'g1', group: 'Size', name: 'Small', price_delta: 0 },
  { option_id: 'aaaaaaaa-0000-4000-8000-000000000003', group_id: 'g2', group: 'Extras', name: 'Cheese', price_delta: 1.5 },
];
const STATUSES: OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'];
/** Local midnights (UTC) of the DST days: 29 March 2026 02:00 → 03:00, 25 October 2026 03:00 → 02:00. */
const DST_DAYS = ['2026-03-29', '2026-10-25'];

const lineArbitrary = fc.record({
  dish: fc.nat({ max: DISHES.length - 1 }),
  nameIndex: fc.nat({ max: 1 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  priceCents: fc.integer({ min: 0, max: 4_000 }),
  options: fc.subarray([0, 1, 2]),
});

/** The same guests written in different ways (spaces, country code as typed, case), and other guests. */
const PHONES = ['+33 6 12 34 56 78', '+33612345678', '06 12 34 56 78', '+49 170 1234567', null, null];
const EMAILS = ['Ada@Example.com', ' ada@example.com ', 'bob@example.com', null, null];

const orderArbitrary = fc.record({
  phone: fc.nat({ max: PHONES.length - 1 }),
  email: fc.nat({ max: EMAILS.length - 1 }),
  dstDay: fc.nat({ max: 1 }),
  /** Minutes from the DST day's 00:00 UTC: three days either side, where every hour and cutoff is crossed. */
  minutes: fc.integer({ min: -3 * 24 * 60, max: 4 * 24 * 60 }),
  status: fc.constantFrom(...STATUSES),
  channel: fc.constantFrom('online', 'table', 'phone'),
  lines: fc.array(lineArbitrary, { minLength: 0, maxLength: 3 }),
});

const mutationArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

const scenarioArbitrary = fc.record({
  cutoff: fc.constantFrom(0, 90, 240, 720),
  orders: fc.array(orderArbitrary, { minLength: 1, maxLength: 18 }),
  mutations: fc.array(mutationArbitrary, { maxLength: 10 }),
  rangeDst: fc.nat({ max: 1 }),
  rangeStart: fc.integer({ min: -2, max: 2 }),
  rangeLength: fc.integer({ min: 1, max: 4 }),
  /** A range of about two months around the orders' days instead of a few days: whole months read from report_dish_months. */
  monthly: fc.boolean(),
});

type Scenario = typeof scenarioArbitrary extends fc.Arbitrary<infer T> ? T : never;

/**
 * The scenario's range: a few days around a DST day, or (monthly) from about a month before it to about a month after,
 * so that the DST day's month is whole in the range and the days either side are partial months (decision 0045).
 */
function rangeOf(scenario: Scenario): { from: string; to: string } {
  const dst = DST_DAYS[scenario.rangeDst] as string;
  const from = addDays(dst, scenario.monthly ? scenario.rangeStart - 30 : scenario.rangeStart);
  return { from, to: addDays(from, scenario.monthly ? 60 + scenario.rangeLength : scenario.rangeLength - 1) };
}

let owner: TestOwner;

beforeAll(async () => {
  owner = await createOwner(ctx.app);
  // The heatmap (decision 0042) is Michelin Star's.
  await givePlan(ctx.app, owner, 'michelin');
});

/** The contacts of an order as decision 0043 reads them: the phone's digits, the email trimmed in lower case. */
function contactsOf(phone: string | null, email: string | null): string[] {
  const digits = (phone ?? '').replace(/[^0-9]/g, '');
  const address = (email ?? '').trim().toLowerCase();
  return [...(digits ? [`p:${digits}`] : []), ...(address ? [`e:${address}`] : [])];
}

/** Each placed order's kind and business day, by id, as computed here (the last scenario's). */
const placed = new Map<string, { kind: 'new' | 'returning' | 'unknown'; day: string; guest: string | null }>();

/** Writes the scenario's orders through the order repository (the statement the API uses), then its mutations. */
async function play(scenario: Scenario): Promise<void> {
  const restaurantId = owner.restaurantId;
  // A clean slate: deleting the previous run's orders takes them out of the rollups (the delete path is tested too).
  await ctx.app.database.withRestaurant(restaurantId, (scope) => scope.tx.execute(sql`delete from orders where restaurant_id = ${restaurantId}`));
  // The guests seen are a ledger no delete takes back: a clean slate forgets them too.
  await ctx.app.database.withRestaurant(restaurantId, (scope) => scope.tx.execute(sql`delete from report_guests where restaurant_id = ${restaurantId}`));
  placed.clear();
  /** Each contact seen so far, with the guest it belongs to (decision 0043, "Distinct guests"). */
  const seen = new Map<string, string>();
  await ctx.database.db.execute(sql`update restaurants set timezone = ${ZONE}, business_day_cutoff_minutes = ${scenario.cutoff} where id = ${restaurantId}`);
  const ids: string[] = [];
  await ctx.app.database.withRestaurant(restaurantId, async (scope) => {
    for (const spec of scenario.orders) {
      const at = new Date(Date.parse(`${DST_DAYS[spec.dstDay]}T00:00:00Z`) + spec.minutes * 60_000 + (ids.length % 7) * 1000);
      const lines: OrderLine[] = spec.lines.map((line) => {
        const dish = DISHES[line.dish] as (typeof DISHES)[number];
        const chosen = line.options.map((index) => OPTIONS[index] as (typeof OPTIONS)[number]);
        return {
          name: dish.names[line.nameIndex % dish.names.length] as string,
          price: line.priceCents / 100,
          quantity: line.quantity,
          ...(dish.id ? { menu_item_id: dish.id } : {}),
          options: chosen,
        };
      });
      const totalCents = spec.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
      const customerPhone = PHONES[spec.phone] ?? null;
      const customerEmail = EMAILS[spec.email] ?? null;
      const { order } = await insertOrder(scope, {
        customerName: 'Guest',
        customerPhone,
        customerEmail,
        notes: null,
        lines,
        totalAmount: (totalCents / 100).toFixed(2),
        source: spec.channel === 'online' || spec.channel === 'table' ? 'online' : 'dashboard',
        createdBy: owner.id,
        status: spec.status,
        createdAt: at,
        tableLabel: spec.channel === 'table' ? '12' : null,
      });
      ids.push(order.id);
      const contacts = contactsOf(customerPhone, customerEmail);
      const known = contacts.find((contact) => seen.has(contact));
      const kind = contacts.length === 0 ? 'unknown' : known ? 'returning' : 'new';
      // The order's guest: the first known contact's (phone first), else its first contact; new contacts join it.
      const guest = known ? (seen.get(known) as string) : (contacts[0] ?? null);
      for (const contact of contacts) if (!seen.has(contact)) seen.set(contact, guest as string);
      placed.set(order.id, { kind, day: businessDay(at, ZONE, scenario.cutoff), guest });
      // The stored business day is the TypeScript rule's (packages/shared/src/business-day.ts).
      expect(order.business_day).toBe(businessDay(at, ZONE, scenario.cutoff));
    }
  });
  const alive = [...ids];
  for (const mutation of scenario.mutations) {
    if (alive.length === 0) break;
    const index = mutation.pick % alive.length;
    const id = alive[index] as string;
    await ctx.app.database.withRestaurant(restaurantId, async (scope) => {
      if (mutation.kind === 'status') await updateOrderStatus(scope, id, mutation.status);
      else {
        await scope.tx.execute(sql`delete from orders where restaurant_id = ${restaurantId} and id = ${id}`);
        alive.splice(index, 1);
      }
    });
  }
}

/** The slow, obvious figures of [from, to] straight from the orders, with the day and hour recomputed. */
async function expectedFigures(cutoff: number, from: string, to: string) {
  const restaurantId = owner.restaurantId;
  const [row] = await queryRows<Record<string, string>>(
    ctx.database.db,
    sql`with o as (
        select o.*, ((o.created_at at time zone ${ZONE}) - make_interval(mins => ${cutoff}::int))::date as d,
          (select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = o.id) as items
        from orders o where o.restaurant_id = ${restaurantId}
      )
      select coalesce(sum(total_amount), 0)::text as gross, count(*)::int as gross_orders,
        coalesce(sum(total_amount) filter (where status = 'cancelled'), 0)::text as cancelled,
        count(*) filter (where status = 'cancelled')::int as cancelled_orders,
        coalesce(sum(total_amount) filter (where status <> 'cancelled'), 0)::text as net,
        count(*) filter (where status <> 'cancelled')::int as orders,
        coalesce(sum(items) filter (where status <> 'cancelled'), 0)::int as items
      from o where d between ${from}::date and ${to}::date`,
  );
  const r = row as Record<string, string>;
  const net = Number(r.net);
  const orders = Number(r.orders);
  return {
    gross: Number(r.gross),
    grossOrders: Number(r.gross_orders),
    cancelled: Number(r.cancelled),
    cancelledOrders: Number(r.cancelled_orders),
    net,
    orders,
    // In whole cents first, as the API does: 314.21 × 100 is 31420.999… in floating point.
    averageTicket: orders === 0 ? 0 : Math.round(Math.round(net * 100) / orders) / 100,
    itemsSold: Number(r.items),
  };
}

async function report(path: string, from: string, to: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/reports/${path}?from=${from}&to=${to}`, headers: owner.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function checkReports(scenario: Scenario): Promise<void> {
  const restaurantId = owner.restaurantId;
  const cutoff = scenario.cutoff;
  const { from, to } = rangeOf(scenario);
  const length = daysInRange(from, to);
  const localDay = sql`((o.created_at at time zone ${ZONE}) - make_interval(mins => ${cutoff}::int))::date`;

  const summary = await report('summary', from, to);
  expect(summary.current).toEqual(await expectedFigures(cutoff, from, to));
  expect(summary.previous).toEqual(await expectedFigures(cutoff, addDays(from, -length), addDays(from, -1)));

  // Trend: net and orders per day, beside the previous period's day and the same weekday a week earlier.
  const dayRows = await queryRows<{ day: string; net: string; orders: number }>(
    ctx.database.db,
    sql`select to_char(${localDay}, 'YYYY-MM-DD') as day, coalesce(sum(o.total_amount) filter (where o.status <> 'cancelled'), 0)::text as net,
        count(*) filter (where o.status <> 'cancelled')::int as orders
      from orders o where o.restaurant_id = ${restaurantId} group by 1`,
  );
  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  const value = (day: string) => ({ day, net: Number(byDay.get(day)?.net ?? 0), orders: byDay.get(day)?.orders ?? 0 });
  const trend = await report('trend', from, to);
  expect(trend.days).toEqual(
    Array.from({ length }, (_, index) => {
      const day = addDays(from, index);
      return { ...value(day), previous: value(addDays(day, -length)), weekAgo: value(addDays(day, -7)) };
    }),
  );

  // By hour: the local hour of created_at.
  const hourRows = await queryRows<{ hour: number; net: string; orders: number; cancelled_orders: number }>(
    ctx.database.db,
    sql`select extract(hour from o.created_at at time zone ${ZONE})::int as hour,
        coalesce(sum(o.total_amount) filter (where o.status <> 'cancelled'), 0)::text as net,
        count(*) filter (where o.status <> 'cancelled')::int as orders, count(*) filter (where o.status = 'cancelled')::int as cancelled_orders
      from orders o where o.restaurant_id = ${restaurantId} and ${localDay} between ${from}::date and ${to}::date group by 1`,
  );
  const hours = await report('hours', from, to);
  expect(hours.hours).toEqual(
    Array.from({ length: 24 }, (_, hour) => {
      const row = hourRows.find((candidate) => candidate.hour === hour);
      return { hour, orders: row?.orders ?? 0, net: Number(row?.net ?? 0), cancelledOrders: row?.cancelled_orders ?? 0 };
    }),
  );

  // The heatmap (decision 0042): the ISO weekday of the recomputed business day × the local hour, this range and the
  // previous period, each cell's change in percent.
  const cellRows = await queryRows<{ current: boolean; weekday: number; hour: number; net: string; orders: number }>(
    ctx.database.db,
    sql`select ${localDay} >= ${from}::date as current, extract(isodow from ${localDay})::int as weekday,
        extract(hour from o.created_at at time zone ${ZONE})::int as hour,
        coalesce(sum(o.total_amount) filter (where o.status <> 'cancelled'), 0)::text as net, count(*) filter (where o.status <> 'cancelled')::int as orders
      from orders o where o.restaurant_id = ${restaurantId} and ${localDay} between ${addDays(from, -length)}::date and ${to}::date group by 1, 2, 3`,
  );
  const cell = (current: boolean, weekday: number, hour: number) => {
    const row = cellRows.find((candidate) => candidate.current === current && candidate.weekday === weekday && candidate.hour === hour);
    return { orders: row?.orders ?? 0, net: Number(row?.net ?? 0) };
  };
  const change = (now: number, before: number) => (before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10);
  const heatmap = await report('heatmap', from, to);
  expect(heatmap.previousPeriod).toEqual({ from: addDays(from, -length), to: addDays(from, -1) });
  expect(heatmap.cells).toEqual(
    Array.from({ length: 7 * 24 }, (_, index) => {
      const weekday = Math.floor(index / 24) + 1;
      const hour = index % 24;
      const now = cell(true, weekday, hour);
      const before = cell(false, weekday, hour);
      return { weekday, hour, ...now, previous: before, changePercent: { orders: change(now.orders, before.orders), net: change(now.net, before.net) } };
    }),
  );

  // Dishes, by menu item id (a renamed dish stays one); lines without an id by their name.
  const dishRows = await queryRows<{ key: string; quantity: number; revenue: string; cancelled_quantity: number }>(
    ctx.database.db,
    sql`select coalesce(l.menu_item_id::text, 'name:' || l.name) as key,
        coalesce(sum(l.quantity) filter (where o.status <> 'cancelled'), 0)::int as quantity,
        coalesce(sum(l.line_total) filter (where o.status <> 'cancelled'), 0)::text as revenue,
        coalesce(sum(l.quantity) filter (where o.status = 'cancelled'), 0)::int as cancelled_quantity
      from order_lines l join orders o on o.id = l.order_id
      where o.restaurant_id = ${restaurantId} and ${localDay} between ${from}::date and ${to}::date group by 1`,
  );
  const dishes = await report('dishes', from, to);
  const dishKey = (dish: { menuItemId: string | null; name: string }) => dish.menuItemId ?? `name:${dish.name}`;
  const sortByKey = <T extends { key: string }>(rows: T[]) => [...rows].sort((a, b) => a.key.localeCompare(b.key));
  expect(
    sortByKey(
      dishes.dishes.map((dish: { menuItemId: string | null; name: string; quantity: number; revenue: number; cancelledQuantity: number }) => ({
        key: dishKey(dish),
        quantity: dish.quantity,
        revenue: dish.revenue,
        cancelled_quantity: dish.cancelledQuantity,
      })),
    ),
  ).toEqual(sortByKey(dishRows.map((row) => ({ ...row, revenue: Number(row.revenue) }))));
  const sold = dishRows.filter((row) => row.quantity > 0);
  expect(dishes.topByQuantity[0]?.quantity ?? null).toBe(sold.length ? Math.max(...sold.map((row) => row.quantity)) : null);
  expect(dishes.bottomByRevenue[0]?.revenue ?? null).toBe(sold.length ? Math.min(...sold.map((row) => Number(row.revenue))) : null);

  // Options: portions ordered with each.
  const optionRows = await queryRows<{ key: string; chosen: number; cancelled: number }>(
    ctx.database.db,
    sql`select e->>'option_id' as key, coalesce(sum(l.quantity) filter (where o.status <> 'cancelled'), 0)::int as chosen,
        coalesce(sum(l.quantity) filter (where o.status = 'cancelled'), 0)::int as cancelled
      from order_lines l join orders o on o.id = l.order_id cross join jsonb_array_elements(l.options) e
      where o.restaurant_id = ${restaurantId} and ${localDay} between ${from}::date and ${to}::date group by 1`,
  );
  const options = await report('options', from, to);
  expect(
    sortByKey(
      options.options.map((option: { optionId: string; chosen: number; cancelledChosen: number }) => ({
        key: option.optionId,
        chosen: option.chosen,
        cancelled: option.cancelledChosen,
      })),
    ),
  ).toEqual(sortByKey(optionRows));

  // Channels: a table's orders, the online page's (pickup), the staff's (phone).
  const channels = await report('channels', from, to);
  for (const entry of channels.channels as Array<{ channel: string; gross: number; net: number; orders: number; itemsSold: number; cancelledOrders: number }>) {
    const [row] = await queryRows<{ gross: string; net: string; orders: number; items: number; cancelled_orders: number }>(
      ctx.database.db,
      sql`select coalesce(sum(o.total_amount), 0)::text as gross, coalesce(sum(o.total_amount) filter (where o.status <> 'cancelled'), 0)::text as net,
          count(*) filter (where o.status <> 'cancelled')::int as orders, count(*) filter (where o.status = 'cancelled')::int as cancelled_orders,
          coalesce(sum((select sum(l.quantity) from order_lines l where l.order_id = o.id)) filter (where o.status <> 'cancelled'), 0)::int as items
        from orders o where o.restaurant_id = ${restaurantId} and ${localDay} between ${from}::date and ${to}::date
          and (case when o.table_label is not null then 'table' when o.source = 'online' then 'online' else 'phone' end) = ${entry.channel}`,
    );
    expect({ gross: entry.gross, net: entry.net, orders: entry.orders, items: entry.itemsSold, cancelled_orders: entry.cancelledOrders }).toEqual({
      gross: Number(row?.gross),
      net: Number(row?.net),
      orders: row?.orders,
      items: row?.items,
      cancelled_orders: row?.cancelled_orders,
    });
  }
}

/** Repeat guests: the report equals the orders as they are now, with the kinds computed in play(). */
async function checkGuests(scenario: Scenario): Promise<void> {
  const { from, to } = rangeOf(scenario);
  const length = daysInRange(from, to);
  const rows = await queryRows<{ id: string; status: string; guest_kind: string }>(
    ctx.database.db,
    sql`select id::text, status, guest_kind from orders where restaurant_id = ${owner.restaurantId}`,
  );
  for (const row of rows) expect(row.guest_kind, row.id).toBe(placed.get(row.id)?.kind);
  const figures = (first: string, last: string) => {
    const live = rows.filter((row) => {
      const day = placed.get(row.id)?.day as string;
      return row.status !== 'cancelled' && day >= first && day <= last;
    });
    const count = (kind: string) => live.filter((row) => row.guest_kind === kind).length;
    const known = count('new') + count('returning');
    const guests = new Set(live.filter((row) => row.guest_kind !== 'unknown').map((row) => placed.get(row.id)?.guest)).size;
    return {
      orders: live.length,
      guests,
      newGuests: count('new'),
      returningGuests: guests - count('new'),
      returningOrders: count('returning'),
      unknownOrders: count('unknown'),
      returningShare: known === 0 ? null : Math.round((count('returning') * 1000) / known) / 10,
    };
  };
  const guests = await report('guests', from, to);
  expect(guests.current).toEqual(figures(from, to));
  expect(guests.previous).toEqual(figures(addDays(from, -length), addDays(from, -1)));
  expect(guests.days.map((day: { day: string }) => day.day)).toEqual(Array.from({ length }, (_, index) => addDays(from, index)));
  type Day = { day: string; guests: number; newGuests: number; returningGuests: number; returningOrders: number; unknownOrders: number };
  for (const day of guests.days as Day[]) {
    const expected = figures(day.day, day.day);
    const { guests: all, newGuests, returningGuests, returningOrders, unknownOrders } = day;
    expect({ guests: all, newGuests, returningGuests, returningOrders, unknownOrders }).toEqual({
      guests: expected.guests,
      newGuests: expected.newGuests,
      returningGuests: expected.returningGuests,
      returningOrders: expected.returningOrders,
      unknownOrders: expected.unknownOrders,
    });
  }
}

/** The rollups' figures (not their display names), rows with something in them, in a fixed order. */
async function rollups() {
  const restaurantId = owner.restaurantId;
  const read = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(ctx.database.db, query);
  return {
    days: await read(sql`select business_day::text, channel, orders, amount::text, items, cancelled_orders, cancelled_amount::text, cancelled_items
      from report_days where restaurant_id = ${restaurantId}
        and (orders, amount, items, cancelled_orders, cancelled_amount, cancelled_items) <> (0, 0, 0, 0, 0, 0) order by 1, 2`),
    hours: await read(sql`select business_day::text, hour, orders, amount::text, cancelled_orders, cancelled_amount::text
      from report_hours where restaurant_id = ${restaurantId} and (orders, amount, cancelled_orders, cancelled_amount) <> (0, 0, 0, 0) order by 1, 2`),
    dishes: await read(sql`select business_day::text, item_key::text, menu_item_id::text, quantity, revenue::text, cancelled_quantity, cancelled_revenue::text
      from report_dishes where restaurant_id = ${restaurantId}
        and (quantity, revenue, cancelled_quantity, cancelled_revenue) <> (0, 0, 0, 0) order by 1, 2`),
    months: await read(sql`select month::text, item_key::text, menu_item_id::text, quantity, revenue::text, cancelled_quantity, cancelled_revenue::text
      from report_dish_months where restaurant_id = ${restaurantId}
        and (quantity, revenue, cancelled_quantity, cancelled_revenue) <> (0, 0, 0, 0) order by 1, 2`),
    options: await read(sql`select business_day::text, option_id, chosen, cancelled_chosen
      from report_options where restaurant_id = ${restaurantId} and (chosen, cancelled_chosen) <> (0, 0) order by 1, 2`),
    guests:
      await read(sql`select business_day::text, new_orders, returning_orders, unknown_orders, cancelled_new, cancelled_returning, cancelled_unknown, guests
      from report_guest_days where restaurant_id = ${restaurantId}
        and (new_orders, returning_orders, unknown_orders, cancelled_new, cancelled_returning, cancelled_unknown) <> (0, 0, 0, 0, 0, 0) order by 1`),
    // Distinct guests' rows exist only while they count something (decision 0043): compared as they are.
    visits: await read(sql`select guest_key::text, business_day::text, orders from report_guest_visits where restaurant_id = ${restaurantId} order by 1, 2`),
    returns: await read(
      sql`select business_day::text, previous_day::text, guests from report_guest_returns where restaurant_id = ${restaurantId} order by 1, 2`,
    ),
    returnMonths: await read(
      sql`select month::text, previous_day::text, guests from report_guest_return_months where restaurant_id = ${restaurantId} order by 1, 2`,
    ),
  };
}

/** A dish on the owner's menu, through the API; its id. */
async function addDish(name: string, price: number, category: string): Promise<string> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name, price, category } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().menuItem.id as string;
}

/** An order taken by the owner on the dashboard: one portion of each dish, in this order. */
const placeStaffOrder = (ids: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: owner.headers,
    payload: { customer_name: 'Guest', items: ids.map((menu_item_id) => ({ menu_item_id, quantity: 1 })) },
  });

describe('reports: exact on random orders across DST days and the cutoff', () => {
  it('every report equals a slow recomputation from the orders, and the rollups equal a rebuild from scratch', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async (scenario) => {
        await play(scenario);
        await checkReports(scenario);
        await checkGuests(scenario);
        const kept = await rollups();
        await ctx.database.db.execute(sql`select report_rebuild(${owner.restaurantId})`);
        expect(kept).toEqual(await rollups());
      }),
      { numRuns: 40, seed: 22_0041 },
    );
  }, 240_000);

  it('orders placed and cancelled at the same time, lines in either order: none fails, and the rollups equal a rebuild', async () => {
    await play({ cutoff: 240, orders: [], mutations: [], rangeDst: 0, rangeStart: 0, rangeLength: 1, monthly: false });
    const dish = (name: string) => addDish(name, 4, 'Appetizers');
    const [x, y, z] = [await dish('X'), await dish('Y'), await dish('Z')];
    const first = await Promise.all(Array.from({ length: 8 }, (_, index) => placeStaffOrder(index % 2 ? [x, y, z] : [z, y, x])));
    for (const response of first) expect(response.statusCode, response.body).toBe(201);
    // Cancellations (and their undoing) of those orders while new ones of the same dishes, in the other order, arrive.
    const second = await Promise.all([
      ...first.map((response, index) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/orders/${response.json().order.id}`,
          headers: owner.headers,
          payload: { status: index % 3 ? 'cancelled' : 'ready' },
        }),
      ),
      ...Array.from({ length: 8 }, (_, index) => placeStaffOrder(index % 2 ? [z, x, y] : [y, x, z])),
    ]);
    for (const response of second) expect(response.statusCode, response.body).toBeLessThan(300);
    const kept = await rollups();
    await ctx.database.db.execute(sql`select report_rebuild(${owner.restaurantId})`);
    expect(kept).toEqual(await rollups());
  });

  it('orders of another day of the same month cancelled while new ones arrive: none fails (the month rows are shared), rollups equal a rebuild', async () => {
    await play({ cutoff: 240, orders: [], mutations: [], rangeDst: 0, rangeStart: 0, rangeLength: 1, monthly: false });
    const dish = (name: string) => addDish(name, 3, 'Main Course');
    const [x, y, z] = [await dish('Mx'), await dish('My'), await dish('Mz')];
    const first = await Promise.all(Array.from({ length: 8 }, () => placeStaffOrder([x, y, z])));
    for (const response of first) expect(response.statusCode, response.body).toBe(201);
    // Those orders moved (as by hand) to another business day of the same month — the day before, or after on the 1st —
    // and made ready: their cancellations then share neither the day's gate nor a status count's row with the new
    // orders, only the month's rows (and, today, the restaurant's event counter, migration 0018).
    const today = first[0]?.json().order.business_day as string;
    const other = today.endsWith('-01') ? addDays(today, 1) : addDays(today, -1);
    await ctx.app.database.withRestaurant(owner.restaurantId, (scope) =>
      scope.tx.execute(
        sql`update orders set business_day = ${other}::date, status = 'ready' where restaurant_id = ${owner.restaurantId} and business_day = ${today}::date`,
      ),
    );
    const second = await Promise.all([
      ...first.map((response) =>
        ctx.app.inject({ method: 'PATCH', url: `/api/orders/${response.json().order.id}`, headers: owner.headers, payload: { status: 'cancelled' } }),
      ),
      ...Array.from({ length: 8 }, () => placeStaffOrder([z, y, x])),
    ]);
    for (const response of second) expect(response.statusCode, response.body).toBeLessThan(300);
    const kept = await rollups();
    expect(kept.months.filter((row) => row.quantity !== 0 || row.cancelled_quantity !== 0)).toHaveLength(3);
    await ctx.database.db.execute(sql`select report_rebuild(${owner.restaurantId})`);
    expect(kept).toEqual(await rollups());
  });

  it("names: the menu's for a dish it still has, else the newest seen on an order (a tie at one instant to the greater), options too", async () => {
    await play({ cutoff: 240, orders: [], mutations: [], rangeDst: 0, rangeStart: 0, rangeLength: 1, monthly: false });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: owner.headers,
      payload: { name: 'Soup', price: 4, category: 'Appetizers' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const soup = created.json().menuItem.id as string;
    const gone = '44444444-4444-4444-8444-444444444444';
    const option = (optionId: string, group: string, name: string) => ({ option_id: optionId, group_id: 'g', group, name, price_delta: 0 });
    const size = 'aaaaaaaa-0000-4000-8000-000000000001';
    const extra = 'aaaaaaaa-0000-4000-8000-000000000002';
    const sauce = 'aaaaaaaa-0000-4000-8000-000000000003';
    // Three instants of one business day (12:00, 13:00, 14:00 in Paris); each order one line.
    const placed: Array<[string, OrderLine]> = [
      ['10:00', { name: 'Old soup', price: 4, quantity: 1, menu_item_id: soup }],
      ['10:00', { name: 'Zulu', price: 5, quantity: 1, menu_item_id: gone, options: [option(size, 'Size', 'Large')] }],
      [
        '12:00',
        {
          name: 'Beta',
          price: 5,
          quantity: 1,
          menu_item_id: gone,
          options: [option(size, 'Taille', 'Grande'), option(extra, 'Extras', 'Cheese'), option(sauce, 'Sauces', 'Mayo')],
        },
      ],
      ['12:00', { name: 'Bravo', price: 5, quantity: 2, menu_item_id: gone, options: [option(extra, 'Extras', 'Comté'), option(sauce, 'Extras', 'Mayo')] }],
      ['11:00', { name: 'Alpha', price: 5, quantity: 1, menu_item_id: gone }],
      ['11:00', { name: 'Bread', price: 1, quantity: 3 }],
    ];
    async function expectNames(day: string) {
      const dishes = await report('dishes', day, day);
      expect(dishes.dishes.map((dish: { menuItemId: string | null; name: string; quantity: number }) => [dish.menuItemId, dish.name, dish.quantity])).toEqual([
        // The newest instant's names are Beta and Bravo: the greater; Zulu is older, however great.
        [gone, 'Bravo', 5],
        [soup, 'Soup', 1],
        [null, 'Bread', 3],
      ]);
      const options = await report('options', day, day);
      expect(
        options.options.map((chosen: { optionId: string; group: string; name: string; chosen: number }) => [
          chosen.optionId,
          chosen.group,
          chosen.name,
          chosen.chosen,
        ]),
      ).toEqual([
        // Same instant: the greater name, then the greater group.
        [extra, 'Extras', 'Comté', 3],
        [sauce, 'Sauces', 'Mayo', 3],
        [size, 'Taille', 'Grande', 2],
      ]);
    }
    // On 10 June each line is an order of its own; on 11 June the lines of one instant are one order (one insert
    // statement, its lines rolled up by the same trigger run): the same names either way.
    const orders = (day: string, together: boolean) => {
      const grouped = new Map<string, OrderLine[]>();
      placed.forEach(([time, line], index) => {
        const key = together ? time : `${time}#${index}`;
        grouped.set(key, [...(grouped.get(key) ?? []), line]);
      });
      return [...grouped].map(([key, lines]) => ({ at: new Date(`${day}T${key.slice(0, 5)}:00Z`), lines }));
    };
    await ctx.app.database.withRestaurant(owner.restaurantId, async (scope) => {
      for (const { at, lines } of [...orders('2026-06-10', false), ...orders('2026-06-11', true)])
        await insertOrder(scope, {
          customerName: 'Guest',
          customerPhone: null,
          customerEmail: null,
          notes: null,
          lines,
          totalAmount: lines.reduce((sum, line) => sum + line.price * line.quantity, 0).toFixed(2),
          source: 'dashboard',
          createdBy: owner.id,
          createdAt: at,
        });
    });
    for (const day of ['2026-06-10', '2026-06-11']) await expectNames(day);
    const kept = await rollups();
    await ctx.database.db.execute(sql`select report_rebuild(${owner.restaurantId})`);
    expect(kept).toEqual(await rollups());
  });

  it('a 23-hour and a 25-hour day: each hour of the day holds what was placed in it, 02:00 twice on 25 October', async () => {
    await play({ cutoff: 240, orders: [], mutations: [], rangeDst: 0, rangeStart: 0, rangeLength: 1, monthly: false });
    const restaurantId = owner.restaurantId;
    // 25 October 2026, Paris: 00:30 and 01:30 UTC are both 02:30 local (before and after the clocks go back).
    await ctx.app.database.withRestaurant(restaurantId, async (scope) => {
      for (const at of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-10-25T02:30:00Z', '2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z']) {
        await insertOrder(scope, {
          customerName: 'Guest',
          customerPhone: null,
          customerEmail: null,
          notes: null,
          lines: [{ name: 'Soup', price: 10, quantity: 1 }],
          totalAmount: '10.00',
          source: 'dashboard',
          createdBy: owner.id,
          createdAt: new Date(at),
        });
      }
    });
    // With the 04:00 cutoff, 02:30 and 03:30 local belong to the day before.
    const october = await report('hours', '2026-10-24', '2026-10-25');
    expect(october.hours.filter((hour: { orders: number }) => hour.orders > 0)).toEqual([
      { hour: 2, orders: 2, net: 20, cancelledOrders: 0 },
      { hour: 3, orders: 1, net: 10, cancelledOrders: 0 },
    ]);
    const octoberDays = await report('trend', '2026-10-24', '2026-10-25');
    expect(octoberDays.days.map((day: { day: string; orders: number }) => [day.day, day.orders])).toEqual([
      ['2026-10-24', 3],
      ['2026-10-25', 0],
    ]);
    // 29 March: 00:30 UTC is 01:30 local, 01:30 UTC is 03:30 local (02:00–03:00 does not exist).
    const march = await report('hours', '2026-03-28', '2026-03-28');
    expect(march.hours.filter((hour: { orders: number }) => hour.orders > 0).map((hour: { hour: number }) => hour.hour)).toEqual([1, 3]);
  });
});
