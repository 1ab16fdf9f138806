/**
 * Queries of a restaurant's menu categories and of its dishes' order (issue 19, decision 0025): every one through the
 * restaurant's scope (db/tenant.ts), and filtered by its id. Reads answer the API's shape straight from SQL.
 */
import { type Category, type CategoryTranslations, DEFAULT_CATEGORIES } from '@maitre/shared/categories';
import { knownTranslations } from '@maitre/shared/menu';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { namedQuery, queryRows } from '../../db/client.ts';
import { menuCategories, menuItems } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';

const CATEGORY_COLUMNS = `c.id, c.restaurant_id, c.name, c.translations, c.position, c.is_hidden,
  (select count(*)::int from menu_items m where m.restaurant_id = c.restaurant_id and m.category_id = c.id) as menu_item_count,
  to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

/** The restaurant's categories in the menu's order, each with how many dishes it holds (one index range each). */
const CATEGORIES = namedQuery({
  name: 'menu_categories_list',
  text: `select ${CATEGORY_COLUMNS} from menu_categories c where c.restaurant_id = (select $1::text) order by c.position, c.id`,
});

const CATEGORY = namedQuery({
  name: 'menu_categories_one',
  text: `select ${CATEGORY_COLUMNS} from menu_categories c where c.restaurant_id = $1 and c.id = $2`,
});

/** Translations written by hand into the database must not turn an answer into a 500 (see knownTranslations). */
const cleaned = (category: Category): Category => ({ ...category, translations: namesOnly(category.translations) });

function namesOnly(value: unknown): CategoryTranslations {
  const kept: CategoryTranslations = {};
  for (const [locale, text] of Object.entries(knownTranslations(value))) if (text.name) kept[locale as keyof CategoryTranslations] = { name: text.name };
  return kept;
}

export async function findCategories(scope: RestaurantScope): Promise<Category[]> {
  return (await scope.query<Category>(CATEGORIES, [scope.restaurantId])).map(cleaned);
}

export async function findCategory(scope: RestaurantScope, id: string): Promise<Category | null> {
  const [row] = await scope.query<Category>(CATEGORY, [scope.restaurantId, id]);
  return row ? cleaned(row) : null;
}

/** A category as a change needs it, locked until the transaction ends; null when the restaurant has none of this id. */
export interface CategoryRow {
  id: string;
  name: string;
  translations: CategoryTranslations;
  isHidden: boolean;
}

export async function findCategoryForUpdate({ tx, restaurantId }: RestaurantTx, id: string): Promise<CategoryRow | null> {
  const [row] = await tx
    .select({ id: menuCategories.id, name: menuCategories.name, translations: menuCategories.translations, isHidden: menuCategories.isHidden })
    .from(menuCategories)
    .where(and(eq(menuCategories.restaurantId, restaurantId), eq(menuCategories.id, id)))
    .for('update');
  return row ? { ...row, translations: namesOnly(row.translations) } : null;
}

/** The restaurant's category of this name, whatever its case (the unique index's own expression); null when none. */
export async function findCategoryByName({ tx, restaurantId }: RestaurantTx, name: string, except?: string): Promise<{ id: string; name: string } | null> {
  const [row] = await tx
    .select({ id: menuCategories.id, name: menuCategories.name })
    .from(menuCategories)
    .where(
      and(
        eq(menuCategories.restaurantId, restaurantId),
        sql`lower(${menuCategories.name}) = lower(${name})`,
        ...(except ? [ne(menuCategories.id, except)] : []),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The restaurant's category of this id (name and id), or null: a dish's category sent by id. */
export async function findCategoryById({ tx, restaurantId }: RestaurantTx, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await tx
    .select({ id: menuCategories.id, name: menuCategories.name })
    .from(menuCategories)
    .where(and(eq(menuCategories.restaurantId, restaurantId), eq(menuCategories.id, id)))
    .limit(1);
  return row ?? null;
}

/** The first category in the menu's order (a dish sent without one, when Main Course is gone), or null when none. */
export async function findFirstCategory({ tx, restaurantId }: RestaurantTx): Promise<{ id: string; name: string } | null> {
  const [row] = await tx
    .select({ id: menuCategories.id, name: menuCategories.name })
    .from(menuCategories)
    .where(eq(menuCategories.restaurantId, restaurantId))
    .orderBy(asc(menuCategories.position), asc(menuCategories.id))
    .limit(1);
  return row ?? null;
}

export async function countCategories({ tx, restaurantId }: RestaurantTx): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(menuCategories).where(eq(menuCategories.restaurantId, restaurantId));
  return row?.total ?? 0;
}

/** A new restaurant's categories: the spec's five, in order, with their names in our other languages. */
export async function insertDefaultCategories({ tx, restaurantId }: RestaurantTx): Promise<void> {
  await tx
    .insert(menuCategories)
    .values(DEFAULT_CATEGORIES.map((category, position) => ({ restaurantId, name: category.name, translations: category.translations, position })));
}

/** A new category at the end of the menu; its id. */
export async function insertCategory(
  { tx, restaurantId }: RestaurantTx,
  values: { name: string; translations: CategoryTranslations; isHidden: boolean },
): Promise<string> {
  const [row] = await tx
    .insert(menuCategories)
    .values({
      restaurantId,
      name: values.name,
      translations: values.translations,
      isHidden: values.isHidden,
      position: sql`(select coalesce(max(c.position) + 1, 0) from menu_categories c where c.restaurant_id = ${restaurantId})`,
    })
    .returning({ id: menuCategories.id });
  if (!row) throw new Error('insertCategory: the insert returned no row');
  return row.id;
}

export async function updateCategory(
  { tx, restaurantId }: RestaurantTx,
  id: string,
  changes: { name?: string; translations?: CategoryTranslations; isHidden?: boolean },
): Promise<void> {
  await tx
    .update(menuCategories)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(menuCategories.restaurantId, restaurantId), eq(menuCategories.id, id)));
}

/** The deleted category's name, or null when the restaurant had none of this id (it must hold no dishes by now). */
export async function deleteCategory({ tx, restaurantId }: RestaurantTx, id: string): Promise<{ name: string } | null> {
  const [row] = await tx
    .delete(menuCategories)
    .where(and(eq(menuCategories.restaurantId, restaurantId), eq(menuCategories.id, id)))
    .returning({ name: menuCategories.name });
  return row ?? null;
}

/** The ids of a category's dishes, in their order. */
export async function dishIdsOf({ tx, restaurantId }: RestaurantTx, categoryId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.categoryId, categoryId)))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  return rows.map((row) => row.id);
}

/** The position after the last dish of the category (0 when empty): where a new or moved dish goes. */
export async function nextDishPosition({ tx, restaurantId }: RestaurantTx, categoryId: string): Promise<number> {
  const [row] = await queryRows<{ next: number }>(
    tx,
    sql`select coalesce(max(position) + 1, 0)::int as next from menu_items where restaurant_id = ${restaurantId} and category_id = ${categoryId}::uuid`,
  );
  return row?.next ?? 0;
}

/** Moves every dish of `from` to the end of `to`, in their order; how many moved. */
export async function moveDishes({ tx, restaurantId }: RestaurantTx, from: string, to: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update menu_items m set category_id = ${to}::uuid, position = b.base + s.rank, updated_at = now()
      from (select id, (row_number() over (order by position, id) - 1)::int as rank from menu_items
              where restaurant_id = ${restaurantId} and category_id = ${from}::uuid) s,
           (select coalesce(max(position) + 1, 0)::int as base from menu_items where restaurant_id = ${restaurantId} and category_id = ${to}::uuid) b
      where m.id = s.id and m.restaurant_id = ${restaurantId}
      returning m.id`,
  );
  return rows.length;
}

/** Gives the categories of `ids` the positions 0, 1, 2… in that order (already checked to be all of the restaurant's). */
export async function setCategoryOrder({ tx, restaurantId }: RestaurantTx, ids: readonly string[]): Promise<void> {
  await tx.execute(
    sql`update menu_categories c set position = (o.ord - 1)::int, updated_at = now()
      from unnest(${toUuidArray(ids)}::uuid[]) with ordinality as o(id, ord)
      where c.id = o.id and c.restaurant_id = ${restaurantId}`,
  );
}

/** Gives the dishes of `ids` the positions 0, 1, 2… in their category (already checked to be all of its dishes). */
export async function setDishOrder({ tx, restaurantId }: RestaurantTx, categoryId: string, ids: readonly string[]): Promise<void> {
  await tx.execute(
    sql`update menu_items m set position = (o.ord - 1)::int
      from unnest(${toUuidArray(ids)}::uuid[]) with ordinality as o(id, ord)
      where m.id = o.id and m.restaurant_id = ${restaurantId} and m.category_id = ${categoryId}::uuid`,
  );
}

/** A uuid[] literal from checked uuids (a bound text parameter: PGlite and node-postgres take it alike). */
const toUuidArray = (ids: readonly string[]) => `{${ids.map((id) => id.toLowerCase()).join(',')}}`;
