import type { Locale } from '@maitre/shared/locales';
import { knownTranslations, MENU_CATEGORIES } from '@maitre/shared/menu';
import type { Storefront } from '@maitre/shared/storefront';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, namedQuery, queryNamed, queryRows } from '../../db/client.ts';
import { orders, restaurants } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';
import { GROUP_OPTIONS_JSON } from '../option-groups/option-groups.repository.ts';

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

const CATEGORY_ORDER = `array[${MENU_CATEGORIES.map((category) => `'${category}'`).join(', ')}]::text[]`;

/**
 * The order page's menu in one statement (issue 19): the available dishes in category order, then by name, each with
 * its allergens, dietary marks and option group ids in order; and every group those dishes offer, once, with its
 * options in order (sold-out ones included, is_available false). One row of two JSON arrays.
 */
const STOREFRONT_MENU = namedQuery({
  name: 'storefront_menu',
  text: `with items as (
      select m.id, m.name, m.description, m.price, m.category, m.image_url, m.translations, m.allergens, m.traces, m.dietary,
        coalesce((select array_agg(l.group_id order by l.position) from menu_item_option_groups l
          where l.menu_item_id = m.id and l.restaurant_id = m.restaurant_id), '{}'::uuid[]) as option_group_ids
      from menu_items m where m.restaurant_id = $1 and m.is_available
    )
    select
      coalesce((select json_agg(json_build_object('id', i.id, 'name', i.name, 'description', i.description, 'price', i.price::float8,
          'category', i.category, 'image_url', i.image_url, 'translations', i.translations, 'allergens', i.allergens, 'traces', i.traces,
          'dietary', i.dietary, 'option_group_ids', i.option_group_ids)
        order by array_position(${CATEGORY_ORDER}, i.category), i.name) from items i), '[]'::json) as menu,
      coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name, 'translations', g.translations, 'selection', g.selection,
          'min_choices', g.min_choices, 'max_choices', g.max_choices, 'options', ${GROUP_OPTIONS_JSON}) order by g.created_at, g.id)
        from option_groups g where g.restaurant_id = $1 and g.id in (select unnest(i.option_group_ids) from items i)), '[]'::json) as option_groups`,
});

/** The available menu and the option groups its dishes offer, for the order page: one statement, as the restaurant. */
export async function findAvailableMenu(scope: RestaurantScope): Promise<Pick<Storefront, 'menu' | 'option_groups'>> {
  const [row] = await scope.query<Pick<Storefront, 'menu' | 'option_groups'>>(STOREFRONT_MENU, [scope.restaurantId]);
  if (!row) throw new Error('findAvailableMenu: an aggregate returned no row');
  // Translations written by hand into the database must not turn the page into a 500 (see knownTranslations).
  return {
    menu: row.menu.map((item) => ({ ...item, translations: knownTranslations(item.translations) })),
    option_groups: row.option_groups.map((group) => ({
      ...group,
      translations: knownTranslations(group.translations),
      options: group.options.map((option) => ({ ...option, translations: knownTranslations(option.translations) })),
    })),
  };
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
