/**
 * The restaurant's clock in the database (issue 20, decision 0030): its settings on the `restaurants` row, the pacing
 * counts of pickup slots, and an order's pickup time. Every statement goes through the restaurant's scope and names
 * the restaurant.
 */
import type { HoursException, WeeklyHours } from '@maitre/shared/service-clock';
import { eq, sql } from 'drizzle-orm';
import { namedQuery, queryRows } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';

/** The clock's settings as stored (the slug lookup `maitre_restaurant_by_slug` answers the same shape as `service`). */
export interface ServiceRow {
  timezone: string;
  weekly_hours: WeeklyHours | null;
  exceptions: HoursException[];
  business_day_cutoff_minutes: number;
  preparation_minutes: number;
  pacing_per_slot: number | null;
  allow_scheduling: boolean;
  /** ISO instants (or PostgreSQL's text of them). */
  pause_started_at: string | null;
  pause_ends_at: string | null;
  pause_message: string | null;
  address: string | null;
  phone: string | null;
}

const SERVICE_ROW = namedQuery({
  name: 'service_hours_row',
  text: `select r.timezone, r.weekly_hours, r.hours_exceptions as exceptions, r.business_day_cutoff_minutes, r.preparation_minutes,
      r.pacing_per_slot, r.allow_scheduling,
      to_char(r.pause_started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as pause_started_at,
      to_char(r.pause_ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as pause_ends_at,
      r.pause_message, r.address, r.phone
    from restaurants r where r.id = $1`,
});

export async function findServiceRow(scope: RestaurantScope): Promise<ServiceRow | null> {
  const [row] = await scope.query<ServiceRow>(SERVICE_ROW, [scope.restaurantId]);
  return row ?? null;
}

export interface ServiceValues {
  weeklyHours: WeeklyHours | null;
  hoursExceptions: HoursException[];
  businessDayCutoffMinutes: number;
  preparationMinutes: number;
  pacingPerSlot: number | null;
  allowScheduling: boolean;
  address: string | null;
  phone: string | null;
}

export async function updateServiceSettings({ tx, restaurantId }: RestaurantTx, values: ServiceValues): Promise<void> {
  await tx
    .update(restaurants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(restaurants.id, restaurantId));
}

/** Starts (or changes) the pause: `endsAt` null lasts until resumed. */
export async function setPause({ tx, restaurantId }: RestaurantTx, pause: { endsAt: Date | null; message: string | null }): Promise<void> {
  await tx
    .update(restaurants)
    .set({ pauseStartedAt: sql`now()`, pauseEndsAt: pause.endsAt, pauseMessage: pause.message, updatedAt: new Date() })
    .where(eq(restaurants.id, restaurantId));
}

export async function clearPause({ tx, restaurantId }: RestaurantTx): Promise<void> {
  await tx
    .update(restaurants)
    .set({ pauseStartedAt: null, pauseEndsAt: null, pauseMessage: null, updatedAt: new Date() })
    .where(eq(restaurants.id, restaurantId));
}

/**
 * How many orders (cancelled ones aside) each 15-minute slot of [$2, $3) holds: a scheduled order in its pickup slot,
 * an order "as soon as possible" in the slot of its creation plus the preparation time ($4 minutes); an order at a
 * table (decision 0033) takes no pickup slot and is not counted. Slots are bins
 * of 15 minutes from the epoch, as `slotOf` (service-clock.ts) cuts them. Two index ranges: scheduled orders by
 * (restaurant_id, pickup_at), the others by (restaurant_id, created_at).
 */
const SLOT_COUNTS = namedQuery({
  name: 'service_hours_slot_counts',
  text: `select (extract(epoch from s.slot) * 1000)::float8 as slot, count(*)::int as orders from (
      select date_bin('15 minutes', o.pickup_at, timestamptz '1970-01-01 00:00:00+00') as slot from orders o
        where o.restaurant_id = $1 and o.pickup_at >= $2::timestamptz and o.pickup_at < $3::timestamptz and o.status <> 'cancelled'
      union all
      select date_bin('15 minutes', o.created_at + make_interval(mins => $4::int), timestamptz '1970-01-01 00:00:00+00') from orders o
        where o.restaurant_id = $1 and o.pickup_at is null and o.table_label is null and o.status <> 'cancelled'
          and o.created_at >= $2::timestamptz - make_interval(mins => $4::int) and o.created_at < $3::timestamptz - make_interval(mins => $4::int)
    ) s group by s.slot`,
});

export async function countOrdersPerSlot(scope: RestaurantScope, from: number, to: number, preparationMinutes: number): Promise<Map<number, number>> {
  const rows = await scope.query<{ slot: number; orders: number }>(SLOT_COUNTS, [
    scope.restaurantId,
    new Date(from).toISOString(),
    new Date(to).toISOString(),
    preparationMinutes,
  ]);
  return new Map(rows.map((row) => [Number(row.slot), Number(row.orders)]));
}

/**
 * Holds the slot until the transaction ends: two orders for the same slot of the same restaurant count and insert one
 * after the other, so pacing is never passed by a race. Other slots and restaurants do not wait.
 */
export async function lockSlot({ tx, restaurantId }: RestaurantTx, slot: number): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`pacing:${restaurantId}:${slot}`}, 0))`);
}

const SET_PICKUP = namedQuery({
  name: 'orders_set_pickup',
  text: 'update orders set pickup_at = $3 where restaurant_id = $1 and id = $2 returning api_json',
});

/** Records the guest's pickup time on their new order (same transaction as the insert); answers its API JSON. */
export async function setOrderPickup(scope: RestaurantScope, orderId: string, pickupAt: number): Promise<string | null> {
  const [row] = await scope.query<{ api_json: string }>(SET_PICKUP, [scope.restaurantId, orderId, new Date(pickupAt).toISOString()]);
  return row?.api_json ?? null;
}
