import { MENU_CATEGORIES, type MenuCategory } from '@maitre/shared/menu';
import type { StorefrontMenuItem } from '@maitre/shared/storefront';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { menuItems, orders, userProfiles } from '../../db/schema/index.ts';

export interface RestaurantRef {
  ownerId: string;
  name: string;
  slug: string;
}

/** The owner's restaurant as its public page shows it; null until it has an address. */
export async function findRestaurant(db: Executor, ownerId: string): Promise<RestaurantRef | null> {
  const [row] = await db
    .select({ name: userProfiles.restaurantName, slug: userProfiles.slug })
    .from(userProfiles)
    .where(eq(userProfiles.userId, ownerId))
    .limit(1);
  return row?.slug ? { ownerId, name: row.name, slug: row.slug } : null;
}

/**
 * The owner of an order, whoever it is (a SECURITY DEFINER lookup: a guest holds the order's random id, not its
 * owner's). Null when there is no such order.
 */
export async function findOrderOwner(db: Pick<Executor, 'execute'>, orderId: string): Promise<string | null> {
  const [row] = await queryRows<{ owner: string | null }>(db, sql`select maitre_order_owner(${orderId}::uuid) as owner`);
  return row?.owner ?? null;
}

export async function findAvailableMenu(db: Executor, ownerId: string): Promise<StorefrontMenuItem[]> {
  const rows = await db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      description: menuItems.description,
      price: menuItems.price,
      category: menuItems.category,
      imageUrl: menuItems.imageUrl,
    })
    .from(menuItems)
    .where(and(eq(menuItems.userId, ownerId), eq(menuItems.isAvailable, true)))
    .orderBy(asc(menuItems.name));
  const categoryRank = (category: string) => MENU_CATEGORIES.indexOf(category as MenuCategory);
  rows.sort((a, b) => categoryRank(a.category) - categoryRank(b.category));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    category: row.category as MenuCategory,
    image_url: row.imageUrl,
  }));
}

/** A guest's order by its id (the id is the guest's capability: 122 random bits). */
export async function findPublicOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select({ order: orders, restaurantName: userProfiles.restaurantName, slug: userProfiles.slug })
    .from(orders)
    .leftJoin(userProfiles, eq(userProfiles.userId, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}
