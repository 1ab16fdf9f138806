/** Queries of menu_items: every one through the restaurant's scope (db/tenant.ts), and filtered by its id. */
import type { Allergen, DietaryMark } from '@maitre/shared/allergens';
import { knownTranslations, type MenuItem, type MenuItemTranslations, type MenuItemValues } from '@maitre/shared/menu';
import type { PricingItem } from '@maitre/shared/options';
import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import { namedQuery, restaurantParamSql } from '../../db/client.ts';
import { menuCategories, menuItems, restaurants } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';
import { groupOptionsJson, menuItemGroupIds } from '../option-groups/option-groups.repository.ts';
import { portionsLeftSql, todaySql } from '../portions/portions.repository.ts';

type MenuItemRow = typeof menuItems.$inferSelect;

export interface MenuItemChanges {
  name?: string;
  description?: string;
  price?: number;
  /** What a portion costs (null: not entered; decision 0043). */
  cost?: number | null;
  /** Its category by name or by id (resolved by the service into a DishPlace). */
  category?: string;
  category_id?: string;
  image_url?: string | null;
  is_available?: boolean;
  /** Replaces the translations as a whole. */
  translations?: MenuItemTranslations;
  allergens?: Allergen[];
  traces?: Allergen[];
  dietary?: DietaryMark[];
  /** Replaces the dish's option groups as a whole, in this order (written by the option groups' repository). */
  option_group_ids?: string[];
  /** The uploaded photo image_url names (photos.service.ts `dishImage`), set together with image_url. */
  photo_id?: string | null;
}

/** Where a dish sits: its category (the API answers its name) and its place in it. */
export interface DishPlace {
  categoryId: string;
  categoryName: string;
  position: number;
}

/**
 * A row in the API's shape, with the option groups the dish offers (in order), its category's name and what is left
 * of it now (`portionsLeftNow`: its count with the daily par applied, as SQL computed it; the stored count when not given).
 */
export function toMenuItem(row: MenuItemRow & { portionsLeftNow?: number | null }, optionGroupIds: string[], categoryName: string): MenuItem {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    user_id: row.userId,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    cost: row.cost === null ? null : Number(row.cost),
    category: categoryName,
    category_id: row.categoryId,
    position: row.position,
    image_url: row.imageUrl,
    is_available: row.isAvailable,
    created_at: row.createdAt.toISOString(),
    translations: knownTranslations(row.translations),
    allergens: row.allergens,
    traces: row.traces,
    dietary: row.dietary,
    option_group_ids: optionGroupIds,
    portions_left: row.portionsLeftNow === undefined ? row.portionsLeft : row.portionsLeftNow,
    portions_par: row.portionsPar,
  };
}

/** numeric(10,2) from a price that already has at most two decimals. */
const toNumeric = (price: number) => price.toFixed(2);

/**
 * The restaurant's menu, newest first (the order of the (restaurant_id, created_at desc nulls last, id desc nulls last)
 * index), already in the API's shape: one named statement, run with the restaurant's setting in its own round trip.
 * Its columns are what toMenuItem makes of a row: the price as a number (numeric(10,2) through float8 prints the same
 * digits), the creation time as toISOString() prints it (milliseconds, truncated like a JS Date, UTC). The restaurant
 * is compared through `(select $1::text)` so that every restaurant gets the same, generic plan (see pageQuery in
 * orders.repository.ts). Each dish names its category (one of the restaurant's, issue 19) and its place in it.
 */
const MENU_ITEMS = namedQuery({
  name: 'menu_items_list',
  text: `with links as (
      select l.menu_item_id, array_agg(l.group_id order by l.position) as ids from menu_item_option_groups l
      where l.restaurant_id = (select $1::text) group by l.menu_item_id
    )
    select m.id, m.restaurant_id, m.user_id, m.name, m.description, m.price::float8 as price, m.cost::float8 as cost, c.name as category, m.category_id, m.position,
      m.image_url, m.is_available,
      to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, m.translations, m.allergens, m.traces, m.dietary,
      coalesce(links.ids, '{}'::uuid[]) as option_group_ids, ${portionsLeftSql('m', todaySql('$1::text'))} as portions_left, m.portions_par
    from menu_items m join menu_categories c on c.id = m.category_id and c.restaurant_id = m.restaurant_id
    left join links on links.menu_item_id = m.id where m.restaurant_id = (select $1::text)
    order by m.created_at desc nulls last, m.id desc nulls last`,
});

export function findMenuItems(scope: RestaurantScope): Promise<MenuItem[]> {
  return scope.query<MenuItem>(MENU_ITEMS, [scope.restaurantId]);
}

/**
 * A dish as pricing needs it (options.ts `priceLine`), whether it is available, what is left of it (null: not
 * counted) and whether its category is hidden.
 */
export interface PricedItem extends PricingItem {
  is_available: boolean;
  portions_left: number | null;
  /** Its category is hidden: not on the order page, so not for guests (staff may still take it by phone). */
  category_hidden: boolean;
}

/**
 * The restaurant of the dishes being priced: `$1`, or when it is null the restaurant a lookup run just before set
 * (TenantDatabase.lookupThenForRestaurant: the guest order's path, where the restaurant comes from its address).
 */
const PRICING_RESTAURANT = restaurantParamSql('$1');

/** The business day of the order being priced: its restaurant's at `$3` (the statement's time when null). */
const PRICING_DAY = todaySql(PRICING_RESTAURANT, 'coalesce($3::timestamptz, now())');

/**
 * Each dish with its allergens, what is left of it, and its option groups in order, each group with its options in
 * order (JSON aggregation): everything `priceLine` and the counts need, in one statement.
 */
const PRICED_ITEMS = namedQuery({
  name: 'menu_items_priced',
  text: `select m.id, m.name, m.price::float8 as price, m.is_available, m.allergens, m.traces, ${portionsLeftSql('m', PRICING_DAY)} as portions_left,
      (select c.is_hidden from menu_categories c where c.id = m.category_id and c.restaurant_id = m.restaurant_id) as category_hidden,
      coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name, 'selection', g.selection, 'min_choices', g.min_choices,
          'max_choices', g.max_choices, 'options', ${groupOptionsJson(PRICING_DAY)}) order by l.position)
        from menu_item_option_groups l join option_groups g on g.id = l.group_id and g.restaurant_id = l.restaurant_id
        where l.menu_item_id = m.id and l.restaurant_id = m.restaurant_id), '[]'::json) as groups
    from menu_items m where m.restaurant_id = ${PRICING_RESTAURANT} and m.id = any($2::uuid[])`,
});

/**
 * What an order needs of the restaurant's menu items: name, price, availability, allergens, what is left, option
 * groups with their options. Ids of other restaurants are simply absent. `at`: the order's time (now when left out).
 */
export async function findPricedItems(scope: RestaurantScope, ids: string[], at?: Date): Promise<PricedItem[]> {
  if (ids.length === 0) return [];
  return scope.query<PricedItem>(PRICED_ITEMS, [scope.restaurantId, ...pricedItemsValues(ids, at)]);
}

/** PRICED_ITEMS's values after the restaurant: the dishes' ids (`$2`) and the order's time (`$3`, null: now). */
const pricedItemsValues = (ids: string[], at?: Date) => [ids, at?.toISOString() ?? null];

/**
 * PRICED_ITEMS for TenantDatabase.lookupThenForRestaurant (a guest's order, priced now): the statement and its values
 * after the restaurant.
 */
export const pricedItemsAfterLookup = (ids: string[]) => ({ statement: PRICED_ITEMS, values: pricedItemsValues(ids) });

export async function countMenuItems({ tx, restaurantId }: RestaurantTx): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(menuItems).where(eq(menuItems.restaurantId, restaurantId));
  return row?.total ?? 0;
}

/**
 * Serialises menu changes of one restaurant until the transaction ends, so a count and the insert that follows it
 * cannot race with another request. NO KEY UPDATE does not block the foreign-key checks of other inserts.
 */
export async function lockRestaurantMenu({ tx, restaurantId }: RestaurantTx): Promise<void> {
  await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId)).for('no key update');
}

export async function insertMenuItem(
  { tx, restaurantId }: RestaurantTx,
  createdBy: string,
  values: MenuItemValues,
  place: DishPlace,
  photoId: string | null = null,
): Promise<MenuItem> {
  const [row] = await tx
    .insert(menuItems)
    .values({
      restaurantId,
      userId: createdBy,
      name: values.name,
      description: values.description,
      price: toNumeric(values.price),
      cost: values.cost === null ? null : toNumeric(values.cost),
      categoryId: place.categoryId,
      position: place.position,
      imageUrl: values.image_url,
      photoId,
      translations: values.translations,
      allergens: values.allergens,
      traces: values.traces,
      dietary: values.dietary,
    })
    .returning();
  if (!row) throw new Error('insertMenuItem: the insert returned no row');
  return toMenuItem(
    row,
    values.option_group_ids.map((id) => id.toLowerCase()),
    place.categoryName,
  );
}

/**
 * The updated item (with the option groups it offers now), or null when the restaurant has no item with this id.
 * `place`: the category it is in after the change (moved there when it is another one) and its position there.
 */
export async function updateMenuItem(
  { tx, restaurantId }: RestaurantTx,
  id: string,
  changes: MenuItemChanges,
  optionGroupIds: string[],
  place: DishPlace,
): Promise<MenuItem | null> {
  const [row] = await tx
    .update(menuItems)
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.price !== undefined && { price: toNumeric(changes.price) }),
      ...(changes.cost !== undefined && { cost: changes.cost === null ? null : toNumeric(changes.cost) }),
      categoryId: place.categoryId,
      position: place.position,
      ...(changes.image_url !== undefined && { imageUrl: changes.image_url }),
      ...(changes.photo_id !== undefined && { photoId: changes.photo_id }),
      ...(changes.is_available !== undefined && { isAvailable: changes.is_available }),
      ...(changes.translations !== undefined && { translations: changes.translations }),
      ...(changes.allergens !== undefined && { allergens: changes.allergens }),
      ...(changes.traces !== undefined && { traces: changes.traces }),
      ...(changes.dietary !== undefined && { dietary: changes.dietary }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.id, id)))
    .returning({
      ...getTableColumns(menuItems),
      portionsLeftNow: sql<number | null>`${sql.raw(portionsLeftSql('menu_items', todaySql('menu_items.restaurant_id')))}`,
    });
  return row ? toMenuItem(row, optionGroupIds, place.categoryName) : null;
}

/**
 * The item as it is now (with its option groups in order), locked until the transaction ends (the activity log
 * records what a change replaced).
 */
export async function findMenuItemForUpdate(scope: RestaurantTx, id: string): Promise<MenuItem | null> {
  const { tx, restaurantId } = scope;
  const [found] = await tx
    .select({ row: menuItems, categoryName: menuCategories.name })
    .from(menuItems)
    .innerJoin(menuCategories, and(eq(menuCategories.id, menuItems.categoryId), eq(menuCategories.restaurantId, menuItems.restaurantId)))
    .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.id, id)))
    .for('update', { of: menuItems });
  return found ? toMenuItem(found.row, await menuItemGroupIds(scope, id), found.categoryName) : null;
}

/** The deleted item's name and photo, or null when the restaurant had no item with this id. */
export async function deleteMenuItem({ tx, restaurantId }: RestaurantTx, id: string): Promise<{ name: string; photoId: string | null } | null> {
  const [row] = await tx
    .delete(menuItems)
    .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.id, id)))
    .returning({ name: menuItems.name, photoId: menuItems.photoId });
  return row ?? null;
}
