/** Queries of menu_items: every one through the restaurant's scope (db/tenant.ts), and filtered by its id. */
import { knownTranslations, type MenuCategory, type MenuItem, type MenuItemTranslations, type MenuItemValues } from '@maitre/shared/menu';
import { and, count, eq, sql } from 'drizzle-orm';
import { namedQuery } from '../../db/client.ts';
import { menuItems, restaurants } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';

type MenuItemRow = typeof menuItems.$inferSelect;

export interface MenuItemChanges {
  name?: string;
  description?: string;
  price?: number;
  category?: MenuCategory;
  image_url?: string | null;
  is_available?: boolean;
  /** Replaces the translations as a whole. */
  translations?: MenuItemTranslations;
}

export function toMenuItem(row: MenuItemRow): MenuItem {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    user_id: row.userId,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    category: row.category as MenuCategory,
    image_url: row.imageUrl,
    is_available: row.isAvailable,
    created_at: row.createdAt.toISOString(),
    translations: knownTranslations(row.translations),
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
 * orders.repository.ts).
 */
const MENU_ITEMS = namedQuery({
  name: 'menu_items_list',
  text: `select id, restaurant_id, user_id, name, description, price::float8 as price, category, image_url, is_available,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, translations
    from menu_items where restaurant_id = (select $1::text)
    order by created_at desc nulls last, id desc nulls last`,
});

export function findMenuItems(scope: RestaurantScope): Promise<MenuItem[]> {
  return scope.query<MenuItem>(MENU_ITEMS, [scope.restaurantId]);
}

export interface PricedItem {
  id: string;
  name: string;
  price: number;
  is_available: boolean;
}

const PRICED_ITEMS = namedQuery({
  name: 'menu_items_priced',
  text: 'select id, name, price::float8 as price, is_available from menu_items where restaurant_id = $1 and id = any($2::uuid[])',
});

/** What an order needs of the restaurant's menu items: name, price, availability. Ids of other restaurants are simply absent. */
export async function findPricedItems(scope: RestaurantScope, ids: string[]): Promise<PricedItem[]> {
  if (ids.length === 0) return [];
  return scope.query<PricedItem>(PRICED_ITEMS, [scope.restaurantId, ids]);
}

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

export async function insertMenuItem({ tx, restaurantId }: RestaurantTx, createdBy: string, values: MenuItemValues): Promise<MenuItem> {
  const [row] = await tx
    .insert(menuItems)
    .values({
      restaurantId,
      userId: createdBy,
      name: values.name,
      description: values.description,
      price: toNumeric(values.price),
      category: values.category,
      imageUrl: values.image_url,
      translations: values.translations,
    })
    .returning();
  if (!row) throw new Error('insertMenuItem: the insert returned no row');
  return toMenuItem(row);
}

/** The updated item, or null when the restaurant has no item with this id. */
export async function updateMenuItem({ tx, restaurantId }: RestaurantTx, id: string, changes: MenuItemChanges): Promise<MenuItem | null> {
  const [row] = await tx
    .update(menuItems)
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.price !== undefined && { price: toNumeric(changes.price) }),
      ...(changes.category !== undefined && { category: changes.category }),
      ...(changes.image_url !== undefined && { imageUrl: changes.image_url }),
      ...(changes.is_available !== undefined && { isAvailable: changes.is_available }),
      ...(changes.translations !== undefined && { translations: changes.translations }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.id, id)))
    .returning();
  return row ? toMenuItem(row) : null;
}

/** The item as it is now, locked until the transaction ends (the activity log records what a change replaced). */
export async function findMenuItemForUpdate({ tx, restaurantId }: RestaurantTx, id: string): Promise<MenuItem | null> {
  const [row] = await tx
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.id, id)))
    .for('update');
  return row ? toMenuItem(row) : null;
}

/** The deleted item's name, or null when the restaurant had no item with this id. */
export async function deleteMenuItem({ tx, restaurantId }: RestaurantTx, id: string): Promise<{ name: string } | null> {
  const [row] = await tx
    .delete(menuItems)
    .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.id, id)))
    .returning({ name: menuItems.name });
  return row ?? null;
}
