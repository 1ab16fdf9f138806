/**
 * The one way to touch a restaurant's rows (docs/ARCHITECTURE.md, "Adding a tenant endpoint").
 *
 * Repositories of tenant tables (menu_items, orders, order_counts, restaurant_slug_redirects, stripe_customers,
 * stripe_subscriptions) take a RestaurantScope or a RestaurantTx, never a bare database handle: only
 * `database.withRestaurant` and `database.forRestaurant` (db/client.ts) make one, so handing a repository an unscoped
 * handle does not compile. Services decide the scope; routes pass the signed-in member's restaurant to the service.
 *
 * - `withRestaurant(id, work)`: a transaction that sets `app.restaurant_id` first (row-level security on PostgreSQL),
 *   giving `work` a RestaurantTx whose `tx` takes Drizzle's query builder. The default.
 * - `forRestaurant(id)`: a RestaurantScope whose named statements carry the setting themselves, one round trip each
 *   (db/restaurant-statement.ts): for the measured hot paths only (the order list, a status change, a new order, the
 *   reports — one statement each).
 * - `lookupThenForRestaurant(lookup, …, statement, …)`: a lookup that finds a restaurant (by a public key) and one of
 *   that restaurant's statements, in one round trip on PostgreSQL (the guest order's menu prices; decision 0011).
 *
 * Queries still filter by restaurant_id themselves: row-level security is the second fence, and PGlite (a superuser)
 * has only the first.
 */
import type { Executor } from './client.ts';
import type { NamedQuery } from './named-query.ts';

declare const restaurantScope: unique symbol;

/** A restaurant's view of the database: what its statements see and change is that restaurant's rows only. */
export interface RestaurantScope {
  readonly restaurantId: string;
  /** Runs a named statement for this restaurant (the setting travels with it, or the surrounding transaction holds it). */
  query<T>(statement: NamedQuery, values: unknown[]): Promise<T[]>;
  readonly [restaurantScope]: true;
}

/** Inside withRestaurant: a transaction that set the restaurant first; `tx` takes Drizzle's query builder. */
export interface RestaurantTx extends RestaurantScope {
  readonly tx: Executor;
}

/** For db/client.ts only: the brand is a type, nothing exists at run time. */
export function makeScope(restaurantId: string, query: RestaurantScope['query']): RestaurantScope {
  return { restaurantId, query } as RestaurantScope;
}

export function makeTx(restaurantId: string, tx: Executor, query: RestaurantScope['query']): RestaurantTx {
  return { restaurantId, tx, query } as RestaurantTx;
}
