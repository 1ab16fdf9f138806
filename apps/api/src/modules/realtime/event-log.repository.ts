/**
 * Events with a memory (ARCHITECTURE §9, decision 0035): a restaurant's live events as rows of `restaurant_events`,
 * written by triggers on `orders` in the change's transaction (migration 0018) and numbered per restaurant. Streams
 * read them here, after a number: every statement goes through the restaurant's scope and names the restaurant.
 */
import { namedQuery } from '../../db/named-query.ts';
import type { RestaurantScope } from '../../db/tenant.ts';

export interface LoggedEvent {
  seq: number;
  /**
   * `order.created` / `order.updated` (the orders' triggers, 0018), `kitchen.bumped` / `kitchen.recalled` /
   * `kitchen.line` (the kitchen's, 0022); `resync` is never logged: a stream sends it when it cannot resume.
   */
  type: string;
  /** The event's data as JSON text (what the stream sends). */
  data: string;
}

const EVENTS_AFTER = namedQuery({
  name: 'restaurant_events_after',
  text: `select e.seq::int8 as seq, e.type, e.data::text as data from restaurant_events e
    where e.restaurant_id = $1 and e.seq > $2::int8 order by e.seq limit $3::int`,
});

const LATEST_SEQ = namedQuery({
  name: 'restaurant_events_latest',
  text: `select coalesce((select c.last_seq from restaurant_event_counters c where c.restaurant_id = $1), 0)::int8 as seq`,
});

const EVENT_AT = namedQuery({
  name: 'restaurant_events_at',
  text: 'select exists (select from restaurant_events e where e.restaurant_id = $1 and e.seq = $2::int8) as found',
});

/**
 * Whether a stream that got everything up to `seq` can resume from the log: nothing was logged since, or the next
 * event is still kept. Not when it is gone (older than the retained log) or `seq` is past the restaurant's last
 * number (another restaurant's, or a database restored from a backup): the stream then sends `resync`.
 */
export async function canResumeAfter(scope: RestaurantScope, seq: number, latest: number): Promise<boolean> {
  if (seq > latest) return false;
  if (seq === latest) return true;
  const [row] = await scope.query<{ found: boolean }>(EVENT_AT, [scope.restaurantId, seq + 1]);
  return row?.found === true;
}

/** The restaurant's events numbered after `seq`, oldest first, at most `limit`. */
export async function findEventsAfter(scope: RestaurantScope, seq: number, limit: number): Promise<LoggedEvent[]> {
  const rows = await scope.query<{ seq: string | number; type: string; data: string }>(EVENTS_AFTER, [scope.restaurantId, seq, limit]);
  return rows.map((row) => ({ seq: Number(row.seq), type: row.type, data: row.data }));
}

/** The number of the restaurant's last committed event (0: none yet): a new stream starts after it. */
export async function findLatestSeq(scope: RestaurantScope): Promise<number> {
  const [row] = await scope.query<{ seq: string | number }>(LATEST_SEQ, [scope.restaurantId]);
  return Number(row?.seq ?? 0);
}
