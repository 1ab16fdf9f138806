import { MENU_CATEGORIES, type MenuCategory } from '@maitre/shared/menu';
import type { StorefrontMenuItem } from '@maitre/shared/storefront';
import { and, asc, eq } from 'drizzle-orm';
import { type Executor, type NamedQuery, queryNamed } from '../../db/client.ts';
import { menuItems, orders, restaurantSlugRedirects, userProfiles } from '../../db/schema/index.ts';

export interface RestaurantRef {
  ownerId: string;
  name: string;
  slug: string;
}

const RESTAURANT_BY_SLUG: NamedQuery = {
  name: 'restaurant_by_slug',
  text: 'select user_id as "ownerId", restaurant_name as name, slug from user_profiles where slug = $1 limit 1',
};

export async function findRestaurantBySlug(db: Executor, slug: string): Promise<RestaurantRef | null> {
  const [row] = await queryNamed<{ ownerId: string; name: string; slug: string | null }>(db, RESTAURANT_BY_SLUG, [slug]);
  return row?.slug ? { ownerId: row.ownerId, name: row.name, slug: row.slug } : null;
}

/** The current slug of a restaurant that used to answer to `oldSlug`, if any. */
export async function findCurrentSlugFor(db: Executor, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: userProfiles.slug })
    .from(restaurantSlugRedirects)
    .innerJoin(userProfiles, eq(userProfiles.userId, restaurantSlugRedirects.userId))
    .where(eq(restaurantSlugRedirects.slug, oldSlug))
    .limit(1);
  return row?.slug ?? null;
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
