/** Drizzle queries for menu_items; every one is scoped by the owner's id. */
import type { MenuCategory, MenuItem, MenuItemValues } from '@maitre/shared/menu';
import { and, count, eq, sql } from 'drizzle-orm';
import { type Executor, namedQuery, queryAsOwner } from '../../db/client.ts';
import { menuItems, user } from '../../db/schema/index.ts';

type MenuItemRow = typeof menuItems.$inferSelect;

export interface MenuItemChanges {
  name?: string;
  description?: string;
  price?: number;
  category?: MenuCategory;
  image_url?: string | null;
  is_available?: boolean;
}

export function toMenuItem(row: MenuItemRow): MenuItem {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    category: row.category as MenuCategory,
    image_url: row.imageUrl,
    is_available: row.isAvailable,
    created_at: row.createdAt.toISOString(),
  };
}

/** numeric(10,2) from a price that already has at most two decimals. */
const toNumeric = (price: number) => price.toFixed(2);

/**
 * The owner's menu, newest first (the order of the (user_id, created_at desc nulls last, id desc nulls last) index),
 * already in the API's shape: one named statement, run with the owner's setting in its own round trip. Its columns are
 * what toMenuItem makes of a row: the price as a number (numeric(10,2) through float8 prints the same digits), the
 * creation time as toISOString() prints it (milliseconds, truncated like a JS Date, UTC). The owner is compared through
 * `(select $1::text)` so that every owner gets the same, generic plan (see pageQuery in orders.repository.ts).
 */
const MENU_ITEMS = namedQuery({
  name: 'menu_items_list',
  text: `select id, user_id, name, description, price::float8 as price, category, image_url, is_available,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
    from menu_items where user_id = (select $1::text)
    order by created_at desc nulls last, id desc nulls last`,
});

export function findMenuItems(db: Executor, ownerId: string): Promise<MenuItem[]> {
  return queryAsOwner<MenuItem>(db, ownerId, MENU_ITEMS, [ownerId]);
}

export interface PricedItem {
  id: string;
  name: string;
  price: number;
  is_available: boolean;
}

const PRICED_ITEMS = namedQuery({
  name: 'menu_items_priced',
  text: 'select id, name, price::float8 as price, is_available from menu_items where user_id = $1 and id = any($2::uuid[])',
});

/** What an order needs of the owner's menu items: name, price, availability. Ids of other owners are simply absent. */
export async function findPricedItems(db: Executor, ownerId: string, ids: string[]): Promise<PricedItem[]> {
  if (ids.length === 0) return [];
  return queryAsOwner<PricedItem>(db, ownerId, PRICED_ITEMS, [ownerId, ids]);
}

export async function countMenuItems(db: Executor, ownerId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(menuItems).where(eq(menuItems.userId, ownerId));
  return row?.total ?? 0;
}

/**
 * Serialises menu changes of one owner until the transaction ends, so a count and the insert that follows it cannot
 * race with another request. NO KEY UPDATE does not block the foreign-key checks of other inserts.
 */
export async function lockOwnerMenu(tx: Executor, ownerId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, ownerId)).for('no key update');
}

export async function insertMenuItem(db: Executor, ownerId: string, values: MenuItemValues): Promise<MenuItem> {
  const [row] = await db
    .insert(menuItems)
    .values({
      userId: ownerId,
      name: values.name,
      description: values.description,
      price: toNumeric(values.price),
      category: values.category,
      imageUrl: values.image_url,
    })
    .returning();
  if (!row) throw new Error('insertMenuItem: the insert returned no row');
  return toMenuItem(row);
}

/** The updated item, or null when the owner has no item with this id. */
export async function updateMenuItem(db: Executor, ownerId: string, id: string, changes: MenuItemChanges): Promise<MenuItem | null> {
  const [row] = await db
    .update(menuItems)
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.price !== undefined && { price: toNumeric(changes.price) }),
      ...(changes.category !== undefined && { category: changes.category }),
      ...(changes.image_url !== undefined && { imageUrl: changes.image_url }),
      ...(changes.is_available !== undefined && { isAvailable: changes.is_available }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(menuItems.userId, ownerId), eq(menuItems.id, id)))
    .returning();
  return row ? toMenuItem(row) : null;
}

/** true when the owner had an item with this id. */
export async function deleteMenuItem(db: Executor, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(menuItems)
    .where(and(eq(menuItems.userId, ownerId), eq(menuItems.id, id)))
    .returning({ id: menuItems.id });
  return rows.length > 0;
}
