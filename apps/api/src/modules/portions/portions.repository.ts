/**
 * Sold-out counts (issue 19, decision 0027): what is left of a dish or an option this business day. The counts live on
 * `menu_items` and `options` (portions_left, portions_par, portions_day); orders take from them and give back through
 * triggers (migration 0013). Every query through the restaurant's scope (db/tenant.ts), and filtered by its id.
 */
import type { PortionCounts, PortionsValues } from '@maitre/shared/portions';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { namedQuery, queryRows } from '../../db/client.ts';
import { menuItems, optionGroups, options } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';

/**
 * SQL: the restaurant's business day at `instant` (SQL text; the statement's time by default), once per statement. As
 * a scalar subquery it becomes an InitPlan, which PostgreSQL runs only when first needed — when a row with a daily par
 * is read — so a menu without counts never computes it.
 */
export const todaySql = (restaurant: string, instant = 'now()') => `(select restaurant_business_day(${restaurant}, ${instant}))`;

/** SQL: what is left now of the count on the row aliased `alias` (menu_items or options), its par applied for `today`. */
export const portionsLeftSql = (alias: string, today: string) =>
  `portions_left_now(${alias}.portions_left, ${alias}.portions_par, ${alias}.portions_day, ${today})`;

/** A count before and after a change (portions_left as it was then: its par applied). */
export interface PortionsChange {
  name: string;
  before: { left: number | null; par: number | null };
  after: { left: number | null; par: number | null };
}

/** SQL (drizzle): today as the restaurant's business day at `now` (or the statement's time). */
const today = (restaurantId: string, now: Date | undefined): SQL =>
  sql`restaurant_business_day(${restaurantId}, coalesce(${now?.toISOString() ?? null}::timestamptz, now()))`;

/** The columns to write for `values`: a par without a count starts today at the par; no count, no day. */
function written(values: PortionsValues, day: SQL) {
  const left = values.portions_left ?? values.portions_par;
  return { portionsLeft: left, portionsPar: values.portions_par, portionsDay: left === null ? null : day };
}

/** Sets a dish's count; null when the restaurant has no dish of this id. The row is locked first (what it replaced). */
export async function setMenuItemPortions({ tx, restaurantId }: RestaurantTx, id: string, values: PortionsValues, now?: Date): Promise<PortionsChange | null> {
  const day = today(restaurantId, now);
  const [before] = await tx
    .select({
      name: menuItems.name,
      left: sql<number | null>`portions_left_now(${menuItems.portionsLeft}, ${menuItems.portionsPar}, ${menuItems.portionsDay}, ${day})`,
      par: menuItems.portionsPar,
    })
    .from(menuItems)
    .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.id, id)))
    .for('update');
  if (!before) return null;
  const [after] = await tx
    .update(menuItems)
    .set(written(values, day))
    .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.id, id)))
    .returning({ left: menuItems.portionsLeft, par: menuItems.portionsPar });
  if (!after) return null;
  return { name: before.name, before: { left: before.left, par: before.par }, after };
}

/**
 * Sets an option's count; null when the restaurant's group `groupId` has no option of this id. Answers the group's
 * name with the change.
 */
export async function setOptionPortions(
  { tx, restaurantId }: RestaurantTx,
  groupId: string,
  optionId: string,
  values: PortionsValues,
  now?: Date,
): Promise<(PortionsChange & { group: string }) | null> {
  const day = today(restaurantId, now);
  const [before] = await tx
    .select({
      name: options.name,
      group: optionGroups.name,
      left: sql<number | null>`portions_left_now(${options.portionsLeft}, ${options.portionsPar}, ${options.portionsDay}, ${day})`,
      par: options.portionsPar,
    })
    .from(options)
    .innerJoin(optionGroups, and(eq(optionGroups.id, options.groupId), eq(optionGroups.restaurantId, options.restaurantId)))
    .where(and(eq(options.restaurantId, restaurantId), eq(options.groupId, groupId), eq(options.id, optionId)))
    .for('update', { of: options });
  if (!before) return null;
  const [after] = await tx
    .update(options)
    .set(written(values, day))
    .where(and(eq(options.restaurantId, restaurantId), eq(options.groupId, groupId), eq(options.id, optionId)))
    .returning({ left: options.portionsLeft, par: options.portionsPar });
  if (!after) return null;
  return { name: before.name, group: before.group, before: { left: before.left, par: before.par }, after };
}

/**
 * "Reset counts": every count of the restaurant starts the business day again — back to its daily par, or, without
 * one, no longer counted. Dishes first, then options, each locked in id order (as orders take them: no deadlock).
 * Answers what each count is now.
 */
export async function resetPortions({ tx, restaurantId }: RestaurantTx, now?: Date): Promise<PortionCounts> {
  const day = today(restaurantId, now);
  const reset = async (table: 'menu_items' | 'options') => {
    const [row] = await queryRows<{ counts: Record<string, number | null> }>(
      tx,
      sql`with locked as (
          select t.id from ${sql.raw(table)} t
          where t.restaurant_id = ${restaurantId} and (t.portions_left is not null or t.portions_par is not null)
          order by t.id for update
        ), changed as (
          update ${sql.raw(table)} t set portions_left = t.portions_par, portions_day = case when t.portions_par is null then null else ${day} end
          from locked where t.restaurant_id = ${restaurantId} and t.id = locked.id
          returning t.id, t.portions_left
        )
        select coalesce(json_object_agg(changed.id, changed.portions_left), '{}'::json) as counts from changed`,
    );
    return row?.counts ?? {};
  };
  const items = await reset('menu_items');
  return { items, options: await reset('options') };
}

/**
 * What a guest may order of the menu now (`$2`, the statement's time when null): what is left of every counted dish and
 * option, and 0 for every dish or option switched off (sold out by hand) — whatever is not listed is available and not
 * counted. The order page's availability, refetched whenever its live stream (re)connects.
 */
const AVAILABILITY = (() => {
  const day = todaySql('$1::text', 'coalesce($2::timestamptz, now())');
  return namedQuery({
    name: 'portions_availability',
    text: `select
      coalesce((select json_object_agg(m.id, case when m.is_available then ${portionsLeftSql('m', day)} else 0 end) from menu_items m
        where m.restaurant_id = $1 and (not m.is_available or m.portions_left is not null or m.portions_par is not null)), '{}'::json) as items,
      coalesce((select json_object_agg(o.id, case when o.is_available then ${portionsLeftSql('o', day)} else 0 end) from options o
        where o.restaurant_id = $1 and (not o.is_available or o.portions_left is not null or o.portions_par is not null)), '{}'::json) as options`,
  });
})();

/** The same for these dishes and options only (one a dish or option no longer on the menu: 0), whatever they are. */
const AVAILABILITY_OF = (() => {
  const day = todaySql('$1::text');
  return namedQuery({
    name: 'portions_availability_of',
    text: `select
      coalesce((select json_object_agg(v.id, case when m.is_available then ${portionsLeftSql('m', day)} else 0 end)
        from unnest($2::uuid[]) as v(id) left join menu_items m on m.restaurant_id = $1 and m.id = v.id), '{}'::json) as items,
      coalesce((select json_object_agg(v.id, case when o.is_available then ${portionsLeftSql('o', day)} else 0 end)
        from unnest($3::uuid[]) as v(id) left join options o on o.restaurant_id = $1 and o.id = v.id), '{}'::json) as options`,
  });
})();

/** What a guest may order now of these dishes and options (AVAILABILITY_OF): what a change of them announces. */
export async function findAvailabilityOf(scope: RestaurantScope, ids: { items: readonly string[]; options: readonly string[] }): Promise<PortionCounts> {
  const [row] = await scope.query<PortionCounts>(AVAILABILITY_OF, [scope.restaurantId, ids.items, ids.options]);
  return { items: row?.items ?? {}, options: row?.options ?? {} };
}

/** The order page's availability (AVAILABILITY): one statement, as the restaurant. */
export async function findAvailability(scope: RestaurantScope, now?: Date): Promise<PortionCounts> {
  const [row] = await scope.query<PortionCounts>(AVAILABILITY, [scope.restaurantId, now?.toISOString() ?? null]);
  return { items: row?.items ?? {}, options: row?.options ?? {} };
}
