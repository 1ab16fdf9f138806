/**
 * Queries of the kitchen display (issue 21, decision 0037): stations, the category/dish → station mapping, the open
 * tickets and their lines, the kitchen's marks (a line done, the whole order bumped). Every one through the
 * restaurant's scope (db/tenant.ts) and filtered by its id. The marks' events are logged by triggers in the same
 * transaction (migration 0022), like the orders' own (0018).
 */
import type { ChosenOption } from '@maitre/shared/options';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { namedQuery, queryRows } from '../../db/client.ts';
import { kitchenStations, menuCategories, menuItems, restaurants } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A line's station, resolved when read: the dish's own, else its category's, else none. The one place that says so
 * (the tickets below and `findLineStations`, which printing's per-station tickets use). Needs `l` (order_lines).
 */
export const LINE_STATION_JOIN = `left join menu_items mi on mi.id = l.menu_item_id and mi.restaurant_id = l.restaurant_id
  left join menu_categories mc on mc.id = mi.category_id and mc.restaurant_id = l.restaurant_id
  left join kitchen_stations ks on ks.id = coalesce(mi.station_id, mc.station_id) and ks.restaurant_id = l.restaurant_id`;

const LINE_STATIONS = namedQuery({
  name: 'kitchen_line_stations',
  text: `select l.id as line_id, l.order_id, ks.id as station_id, ks.name as station_name from order_lines l ${LINE_STATION_JOIN}
    where l.restaurant_id = $1 and l.order_id = any($2::uuid[]) order by l.order_id, l.position`,
});

export interface LineStation {
  lineId: string;
  orderId: string;
  /** Null: neither the dish nor its category is sent to a station (or the dish is gone). */
  stationId: string | null;
  stationName: string | null;
}

/** The station of every line of these orders, resolved now (dish's, else category's, else none), in line order. */
export async function findLineStations(scope: RestaurantScope, orderIds: readonly string[]): Promise<LineStation[]> {
  if (orderIds.length === 0) return [];
  const rows = await scope.query<{ line_id: string; order_id: string; station_id: string | null; station_name: string | null }>(LINE_STATIONS, [
    scope.restaurantId,
    `{${orderIds.join(',')}}`,
  ]);
  return rows.map((row) => ({ lineId: row.line_id, orderId: row.order_id, stationId: row.station_id, stationName: row.station_name }));
}

const STATIONS = namedQuery({
  name: 'kitchen_stations_list',
  text: 'select s.id, s.name, s.position from kitchen_stations s where s.restaurant_id = $1 order by s.position, s.id',
});

export interface StationRow {
  id: string;
  name: string;
  position: number;
}

export function findStations(scope: RestaurantScope): Promise<StationRow[]> {
  return scope.query<StationRow>(STATIONS, [scope.restaurantId]);
}

const KITCHEN_RESTAURANT = namedQuery({
  name: 'kitchen_restaurant',
  text: `select r.timezone as time_zone, r.kitchen_warn_minutes as warn_minutes, r.kitchen_late_minutes as late_minutes
    from restaurants r where r.id = $1`,
});

export interface KitchenRestaurant {
  time_zone: string;
  warn_minutes: number;
  late_minutes: number;
}

export async function findKitchenRestaurant(scope: RestaurantScope): Promise<KitchenRestaurant | null> {
  const [row] = await scope.query<KitchenRestaurant>(KITCHEN_RESTAURANT, [scope.restaurantId]);
  return row ?? null;
}

/**
 * The open tickets: accepted orders (confirmed or preparing) the kitchen has not bumped, oldest first, with their
 * fire time (a scheduled pickup's time minus the restaurant's preparation time) and whether it is still ahead.
 * An order whose time (its pickup, else when it was placed) is more than a day past is no ticket any more: a
 * restaurant that never moved its old orders on (they were accepted before the kitchen display existed, or left as
 * they were) would otherwise open its first display on weeks of them.
 */
const OPEN_ORDERS = namedQuery({
  name: 'kitchen_open_orders',
  text: `select o.id, o.daily_number as number, o.status, o.customer_name, o.table_label, o.notes,
      ${iso('o.pickup_at')} as pickup_at, ${iso('o.ready_at')} as ready_at, ${iso('o.created_at')} as created_at,
      ${iso('f.fire_at')} as fire_at, coalesce(f.fire_at > now(), false) as held
    from orders o
    cross join lateral (select case when o.pickup_at is not null
      then o.pickup_at - make_interval(mins => (select r.preparation_minutes from restaurants r where r.id = o.restaurant_id)) end as fire_at) f
    where o.restaurant_id = $1 and o.status in ('confirmed', 'preparing') and o.kitchen_done_at is null
      and coalesce(o.pickup_at, o.created_at) > now() - interval '24 hours'
    order by coalesce(f.fire_at, o.created_at), o.created_at, o.id`,
});

export interface OpenOrderRow {
  id: string;
  number: number;
  status: string;
  customer_name: string;
  table_label: string | null;
  notes: string | null;
  pickup_at: string | null;
  ready_at: string | null;
  created_at: string;
  fire_at: string | null;
  held: boolean;
}

export function findOpenOrders(scope: RestaurantScope): Promise<OpenOrderRow[]> {
  return scope.query<OpenOrderRow>(OPEN_ORDERS, [scope.restaurantId]);
}

const TICKET_LINES = namedQuery({
  name: 'kitchen_ticket_lines',
  text: `select l.id, l.order_id, l.name, l.quantity, l.options, l.allergens, l.traces, ks.id as station_id, l.done_at is not null as done
    from order_lines l ${LINE_STATION_JOIN}
    where l.restaurant_id = $1 and l.order_id = any($2::uuid[]) order by l.order_id, l.position`,
});

export interface TicketLineRow {
  id: string;
  order_id: string;
  name: string;
  quantity: number;
  options: ChosenOption[];
  allergens: string[];
  traces: string[];
  station_id: string | null;
  done: boolean;
}

export async function findTicketLines(scope: RestaurantScope, orderIds: readonly string[]): Promise<TicketLineRow[]> {
  if (orderIds.length === 0) return [];
  return scope.query<TicketLineRow>(TICKET_LINES, [scope.restaurantId, `{${orderIds.join(',')}}`]);
}

/** Today's numbers on the ready board: orders being made (accepted, not bumped) and orders ready to collect. */
const READY_BOARD = namedQuery({
  name: 'kitchen_ready_board',
  text: `select o.daily_number as number, case when o.status = 'ready' or o.kitchen_done_at is not null then 'ready' else 'preparing' end as state
    from orders o
    where o.restaurant_id = $1 and o.business_day = restaurant_business_day($1, now()) and o.status in ('confirmed', 'preparing', 'ready')
    order by o.daily_number`,
});

export function findReadyBoard(scope: RestaurantScope): Promise<Array<{ number: number; state: 'ready' | 'preparing' }>> {
  return scope.query(READY_BOARD, [scope.restaurantId]);
}

// ——— Changes (inside withRestaurant) ———

/** Serialises a restaurant's station changes until the transaction ends (the count and a name check are never raced). */
export async function lockStations({ tx, restaurantId }: RestaurantTx): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`kitchen_stations:${restaurantId}`}, 0))`);
}

export async function findStation({ tx, restaurantId }: RestaurantTx, id: string): Promise<StationRow | null> {
  const [row] = await tx
    .select({ id: kitchenStations.id, name: kitchenStations.name, position: kitchenStations.position })
    .from(kitchenStations)
    .where(and(eq(kitchenStations.restaurantId, restaurantId), eq(kitchenStations.id, id)));
  return row ?? null;
}

export async function findStationByName({ tx, restaurantId }: RestaurantTx, name: string, except?: string): Promise<StationRow | null> {
  const [row] = await tx
    .select({ id: kitchenStations.id, name: kitchenStations.name, position: kitchenStations.position })
    .from(kitchenStations)
    .where(
      and(
        eq(kitchenStations.restaurantId, restaurantId),
        sql`lower(${kitchenStations.name}) = lower(${name})`,
        ...(except ? [sql`${kitchenStations.id} <> ${except}`] : []),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function countStations({ tx, restaurantId }: RestaurantTx): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(kitchenStations).where(eq(kitchenStations.restaurantId, restaurantId));
  return row?.total ?? 0;
}

export async function insertStation({ tx, restaurantId }: RestaurantTx, name: string): Promise<string> {
  const [row] = await tx
    .insert(kitchenStations)
    .values({
      restaurantId,
      name,
      position: sql`(select coalesce(max(s.position) + 1, 0) from kitchen_stations s where s.restaurant_id = ${restaurantId})`,
    })
    .returning({ id: kitchenStations.id });
  if (!row) throw new Error('insertStation: the insert returned no row');
  return row.id;
}

export async function renameStation({ tx, restaurantId }: RestaurantTx, id: string, name: string): Promise<void> {
  await tx
    .update(kitchenStations)
    .set({ name })
    .where(and(eq(kitchenStations.restaurantId, restaurantId), eq(kitchenStations.id, id)));
}

/** Deletes a station; its categories and dishes go to none (the foreign keys' `on delete set null`). */
export async function deleteStation({ tx, restaurantId }: RestaurantTx, id: string): Promise<void> {
  await tx.delete(kitchenStations).where(and(eq(kitchenStations.restaurantId, restaurantId), eq(kitchenStations.id, id)));
}

export async function setStationOrder({ tx, restaurantId }: RestaurantTx, ids: readonly string[]): Promise<void> {
  await tx.execute(
    sql`update kitchen_stations s set position = (o.ord - 1)::int
      from unnest(${`{${ids.map((id) => id.toLowerCase()).join(',')}}`}::uuid[]) with ordinality as o(id, ord)
      where s.id = o.id and s.restaurant_id = ${restaurantId}`,
  );
}

export async function findMappingRows({ tx, restaurantId }: RestaurantTx) {
  const categories = await tx
    .select({ id: menuCategories.id, name: menuCategories.name, station_id: menuCategories.stationId })
    .from(menuCategories)
    .where(eq(menuCategories.restaurantId, restaurantId))
    .orderBy(menuCategories.position, menuCategories.id);
  const items = await tx
    .select({ id: menuItems.id, name: menuItems.name, category_id: menuItems.categoryId, station_id: menuItems.stationId })
    .from(menuItems)
    .where(eq(menuItems.restaurantId, restaurantId))
    .orderBy(menuItems.categoryId, menuItems.position, menuItems.id);
  return { categories, menu_items: items };
}

export async function countOwned({ tx, restaurantId }: RestaurantTx, kind: 'categories' | 'menu_items', ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const table = kind === 'categories' ? menuCategories : menuItems;
  const [row] = await tx
    .select({ total: count() })
    .from(table)
    .where(and(eq(table.restaurantId, restaurantId), inArray(table.id, [...ids])));
  return row?.total ?? 0;
}

export async function setStationOf({ tx, restaurantId }: RestaurantTx, kind: 'categories' | 'menu_items', id: string, stationId: string | null): Promise<void> {
  const table = kind === 'categories' ? menuCategories : menuItems;
  await tx
    .update(table)
    .set({ stationId })
    .where(and(eq(table.restaurantId, restaurantId), eq(table.id, id)));
}

export async function updateKitchenSettings({ tx, restaurantId }: RestaurantTx, warn: number, late: number): Promise<void> {
  await tx.update(restaurants).set({ kitchenWarnMinutes: warn, kitchenLateMinutes: late }).where(eq(restaurants.id, restaurantId));
}

export interface KitchenOrderState {
  id: string;
  status: string;
  done: boolean;
}

/** The order's kitchen state, locked until the transaction ends; null when the restaurant has no such order. */
export async function lockOrder({ tx, restaurantId }: RestaurantTx, orderId: string): Promise<KitchenOrderState | null> {
  const [row] = await queryRows<KitchenOrderState>(
    tx,
    sql`select o.id, o.status, o.kitchen_done_at is not null as done from orders o
      where o.restaurant_id = ${restaurantId} and o.id = ${orderId} for update`,
  );
  return row ?? null;
}

/**
 * Bumps the whole order: off the displays, and ready (the guest and the ready board see it) when it was being made.
 * The status trigger logs `order.updated`, the kitchen's `kitchen.bumped` (migrations 0018, 0022).
 */
export async function bumpOrder({ tx, restaurantId }: RestaurantTx, orderId: string): Promise<void> {
  await queryRows(
    tx,
    sql`update orders set kitchen_done_at = now(), status = case when status in ('confirmed', 'preparing') then 'ready' else status end, updated_at = now()
      where restaurant_id = ${restaurantId} and id = ${orderId}`,
  );
}

/** Recalls a bumped order: back on the displays, and being made again if it was ready. */
export async function recallOrder({ tx, restaurantId }: RestaurantTx, orderId: string): Promise<void> {
  await queryRows(
    tx,
    sql`update orders set kitchen_done_at = null, status = case when status = 'ready' then 'preparing' else status end, updated_at = now()
      where restaurant_id = ${restaurantId} and id = ${orderId}`,
  );
}

/** Marks the order's lines of one station done (or not): a station's bump or recall. The number of lines changed. */
export async function markStationLines({ tx, restaurantId }: RestaurantTx, orderId: string, stationId: string, done: boolean): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update order_lines set done_at = ${done ? sql`now()` : sql`null`}
      where restaurant_id = ${restaurantId} and order_id = ${orderId} and (done_at is null) = ${done}
        and id in (select l.id from order_lines l ${sql.raw(LINE_STATION_JOIN)}
          where l.restaurant_id = ${restaurantId} and l.order_id = ${orderId} and ks.id = ${stationId})
      returning id`,
  );
  return rows.length;
}

export interface LineState {
  id: string;
  orderId: string;
  done: boolean;
}

/** A line of the restaurant with its order's id, locked until the transaction ends; null when it has none of this id. */
export async function lockLine({ tx, restaurantId }: RestaurantTx, lineId: string): Promise<LineState | null> {
  const [row] = await queryRows<LineState>(
    tx,
    sql`select l.id, l.order_id as "orderId", l.done_at is not null as done from order_lines l
      where l.restaurant_id = ${restaurantId} and l.id = ${lineId} for update`,
  );
  return row ?? null;
}

export async function markLine({ tx, restaurantId }: RestaurantTx, lineId: string, done: boolean): Promise<void> {
  await queryRows(tx, sql`update order_lines set done_at = ${done ? sql`now()` : sql`null`} where restaurant_id = ${restaurantId} and id = ${lineId}`);
}
