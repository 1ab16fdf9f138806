import type { Locale } from '@maitre/shared/locales';
import { knownTranslations, MENU_CATEGORIES, type MenuCategory } from '@maitre/shared/menu';
import type { StorefrontMenuItem } from '@maitre/shared/storefront';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Executor, namedQuery, queryNamed, queryRows } from '../../db/client.ts';
import { menuItems, orders, restaurants } from '../../db/schema/index.ts';
import type { RestaurantTx } from '../../db/tenant.ts';

export interface RestaurantRef {
  restaurantId: string;
  /** The account online orders are written in the name of (the restaurant's first owner). */
  ownerId: string | null;
  name: string;
  slug: string;
  /** The restaurant's language (one of LOCALES, a check constraint holds it): the order page's default. */
  defaultLanguage: Locale;
}

const RESTAURANT_BY_SLUG = namedQuery({
  name: 'restaurant_by_slug',
  text: 'select restaurant_id as "restaurantId", owner_id as "ownerId", name, slug, default_language as "defaultLanguage" from maitre_restaurant_by_slug($1)',
});

/**
 * The restaurant that answers to `slug`, its current address or a former one, with its current name and address (a
 * SECURITY DEFINER lookup: former addresses are tenant rows; what it answers is public on the order page). Null when
 * no restaurant uses or used it.
 */
export async function findRestaurantBySlug(db: Executor, slug: string): Promise<RestaurantRef | null> {
  const [row] = await queryNamed<RestaurantRef>(db, RESTAURANT_BY_SLUG, [slug]);
  return row ?? null;
}

/**
 * The restaurant of an order, whoever's it is (a SECURITY DEFINER lookup: a guest holds the order's random id, not its
 * restaurant's). Null when there is no such order.
 */
export async function findOrderRestaurant(db: Pick<Executor, 'execute'>, orderId: string): Promise<string | null> {
  const [row] = await queryRows<{ restaurant: string | null }>(db, sql`select maitre_order_restaurant(${orderId}::uuid) as restaurant`);
  return row?.restaurant ?? null;
}

export async function findAvailableMenu({ tx, restaurantId }: RestaurantTx): Promise<StorefrontMenuItem[]> {
  const rows = await tx
    .select({
      id: menuItems.id,
      name: menuItems.name,
      description: menuItems.description,
      price: menuItems.price,
      category: menuItems.category,
      imageUrl: menuItems.imageUrl,
      translations: menuItems.translations,
    })
    .from(menuItems)
    .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.isAvailable, true)))
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
    translations: knownTranslations(row.translations),
  }));
}

/** A guest's order by its id (the id is the guest's capability: 122 random bits), with its restaurant's name and address. */
export async function findPublicOrder({ tx, restaurantId }: RestaurantTx, orderId: string) {
  const [row] = await tx
    .select({ order: orders, restaurantName: restaurants.name, slug: restaurants.slug })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId)))
    .limit(1);
  return row ?? null;
}
