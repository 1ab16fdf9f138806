/**
 * Queries of a restaurant's tables (issue 20, decision 0033): every one through the restaurant's scope (db/tenant.ts),
 * and filtered by its id. Reads answer the API's shape straight from SQL.
 */
import type { RestaurantTable } from '@maitre/shared/tables';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { namedQuery, queryRows } from '../../db/client.ts';
import { restaurants, restaurantTables } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';

const TABLE_COLUMNS = `t.id, t.label, t.position, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

/** The restaurant's tables in the owner's order (one index range). */
const TABLES = namedQuery({
  name: 'restaurant_tables_list',
  text: `select ${TABLE_COLUMNS} from restaurant_tables t where t.restaurant_id = (select $1::text) order by t.position, t.id`,
});

const TABLE = namedQuery({
  name: 'restaurant_tables_one',
  text: `select ${TABLE_COLUMNS} from restaurant_tables t where t.restaurant_id = $1 and t.id = $2`,
});

/** A guest's or a phone order's table by its label, whatever its case (the unique index's own expression). */
const TABLE_BY_LABEL = namedQuery({
  name: 'restaurant_tables_by_label',
  text: 'select t.label from restaurant_tables t where t.restaurant_id = $1 and lower(t.label) = lower($2) limit 1',
});

export function findTables(scope: RestaurantScope): Promise<RestaurantTable[]> {
  return scope.query<RestaurantTable>(TABLES, [scope.restaurantId]);
}

export async function findTable(scope: RestaurantScope, id: string): Promise<RestaurantTable | null> {
  const [row] = await scope.query<RestaurantTable>(TABLE, [scope.restaurantId, id]);
  return row ?? null;
}

/** The restaurant's label of the table `label` names (its own case), or null when it has none of that label. */
export async function findTableLabel(scope: RestaurantScope, label: string): Promise<string | null> {
  const [row] = await scope.query<{ label: string }>(TABLE_BY_LABEL, [scope.restaurantId, label]);
  return row?.label ?? null;
}

/**
 * Serialises the changes of a restaurant's tables until the transaction ends (a count and a name check are never
 * raced): a lock of the restaurant's own key, so other restaurants and the menu do not wait.
 */
export async function lockTables({ tx, restaurantId }: RestaurantTx): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`tables:${restaurantId}`}, 0))`);
}

/** A table as a change needs it, locked until the transaction ends; null when the restaurant has none of this id. */
export async function findTableForUpdate({ tx, restaurantId }: RestaurantTx, id: string): Promise<{ id: string; label: string } | null> {
  const [row] = await tx
    .select({ id: restaurantTables.id, label: restaurantTables.label })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.restaurantId, restaurantId), eq(restaurantTables.id, id)))
    .for('update');
  return row ?? null;
}

/** The restaurant's table of this label, whatever its case, other than `except`; null when none. */
export async function findTableByLabel({ tx, restaurantId }: RestaurantTx, label: string, except?: string): Promise<{ id: string; label: string } | null> {
  const [row] = await tx
    .select({ id: restaurantTables.id, label: restaurantTables.label })
    .from(restaurantTables)
    .where(
      and(
        eq(restaurantTables.restaurantId, restaurantId),
        sql`lower(${restaurantTables.label}) = lower(${label})`,
        ...(except ? [ne(restaurantTables.id, except)] : []),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function countTables({ tx, restaurantId }: RestaurantTx): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(restaurantTables).where(eq(restaurantTables.restaurantId, restaurantId));
  return row?.total ?? 0;
}

/** A new table at the end of the list; its id. */
export async function insertTable({ tx, restaurantId }: RestaurantTx, label: string): Promise<string> {
  const [row] = await tx
    .insert(restaurantTables)
    .values({
      restaurantId,
      label,
      position: sql`(select coalesce(max(t.position) + 1, 0) from restaurant_tables t where t.restaurant_id = ${restaurantId})`,
    })
    .returning({ id: restaurantTables.id });
  if (!row) throw new Error('insertTable: the insert returned no row');
  return row.id;
}

export async function renameTable({ tx, restaurantId }: RestaurantTx, id: string, label: string): Promise<void> {
  await tx
    .update(restaurantTables)
    .set({ label })
    .where(and(eq(restaurantTables.restaurantId, restaurantId), eq(restaurantTables.id, id)));
}

export async function deleteTable({ tx, restaurantId }: RestaurantTx, id: string): Promise<void> {
  await tx.delete(restaurantTables).where(and(eq(restaurantTables.restaurantId, restaurantId), eq(restaurantTables.id, id)));
}

/** Gives the tables of `ids` the positions 0, 1, 2… in that order (already checked to be all of the restaurant's). */
export async function setTableOrder({ tx, restaurantId }: RestaurantTx, ids: readonly string[]): Promise<void> {
  await tx.execute(
    sql`update restaurant_tables t set position = (o.ord - 1)::int
      from unnest(${`{${ids.map((id) => id.toLowerCase()).join(',')}}`}::uuid[]) with ordinality as o(id, ord)
      where t.id = o.id and t.restaurant_id = ${restaurantId}`,
  );
}

/** What a table card prints of its restaurant: its name, its order page's slug, the language its guests read. */
export async function findCardRestaurant({ tx, restaurantId }: RestaurantTx): Promise<{ name: string; slug: string; defaultLanguage: string } | null> {
  const [row] = await tx
    .select({ name: restaurants.name, slug: restaurants.slug, defaultLanguage: restaurants.defaultLanguage })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row ?? null;
}
