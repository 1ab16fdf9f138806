import { MENU_CATEGORIES, type MenuCategory } from '@maitre/shared/menu';
import type { StorefrontMenuItem } from '@maitre/shared/storefront';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Executor, namedQuery, queryNamed, queryRows } from '../../db/client.ts';
import { menuItems, orders, userProfiles } from '../../db/schema/index.ts';

export interface RestaurantRef {
  ownerId: string;
  name: string;
  slug: string;
}

const RESTAURANT_BY_SLUG = namedQuery({
  name: 'restaurant_by_slug',
  text: 'select owner_id as "ownerId", name, slug from maitre_restaurant_by_slug($1)',
});

/**
 * The restaurant that answers to `slug`, its current address or a former one, with its current name and address,
 * whoever owns it (a SECURITY DEFINER lookup: row-level security shows the app one owner's profile at a time; what it
 * answers is public on the order page). Null when no restaurant uses or used it.
 */
export async function findRestaurantBySlug(db: Executor, slug: string): Promise<RestaurantRef | null> {
  const [row] = await queryNamed<RestaurantRef>(db, RESTAURANT_BY_SLUG, [slug]);
  return row ?? null;
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
