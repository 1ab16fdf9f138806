import type { Locale } from '@maitre/shared/locales';
import { LOCALES } from '@maitre/shared/locales';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, type NamedQuery, namedQuery, queryNamed, queryRows, restaurantSettingSql, type TenantDatabase } from '../../db/client.ts';
import { orders, restaurants } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';
import { portionsLeftSql, todaySql } from '../portions/portions.repository.ts';
import { type HitRow, hitsUpsertSql, rateLimitKeySql, retryingKeyRace } from '../rate-limit/rate-limiter.ts';
import type { ServiceRow } from '../service-hours/service-hours.repository.ts';

export interface RestaurantRef {
  restaurantId: string;
  /** The account online orders are written in the name of (the restaurant's first owner). */
  ownerId: string | null;
  name: string;
  slug: string;
  /** The restaurant's language (one of LOCALES, a check constraint holds it): the order page's default. */
  defaultLanguage: Locale;
  /** The restaurant's clock (issue 20): hours, pause, pacing, the guests' address and phone. */
  service: ServiceRow;
  /**
   * What the order page's menu is built from, in one word (decision 0046): the restaurant's menu version (raised by
   * migration 0030's triggers on every change to what STOREFRONT_MENU reads) and its business day now (the counts' par
   * applies per day). The same word means the same menu JSON.
   */
  menuKey: string;
}

/** What the slug lookup answers of a restaurant, from maitre_restaurant_by_slug's row aliased `l`. */
const RESTAURANT_COLUMNS = `l.restaurant_id as "restaurantId", l.owner_id as "ownerId", l.name, l.slug, l.default_language as "defaultLanguage", l.service`;

const BY_SLUG = `select ${RESTAURANT_COLUMNS},
      r.menu_version || '|' || restaurant_business_day(l.restaurant_id, now()) as "menuKey"
    from maitre_restaurant_by_slug($1) l join restaurants r on r.id = l.restaurant_id`;

const RESTAURANT_BY_SLUG = namedQuery({ name: 'restaurant_by_slug', text: BY_SLUG });

/** The rate-limit scope of a restaurant's guest orders (its key: rateLimitKey of the restaurant's id). */
export const GUEST_ORDER_RESTAURANT_SCOPE = 'guest-order-restaurant';

/**
 * RESTAURANT_BY_SLUG without the menu's key (an order does not read the kept menu) and a guest order's attempt counted
 * on two keys, in one statement (one round trip on the guest order's path instead of two): `$2`, the guest's IP key,
 * and the key of the restaurant the slug names, made in SQL from its id. `$3` the time now, `$4` the time before which
 * a window has ended. The attempt counts even when no restaurant answers to the slug (on the IP's key only): probing
 * addresses is an attempt too. It also makes that restaurant the one the statement after it acts for (the lookup of
 * TenantDatabase.lookupThenForRestaurant): the order's menu prices leave with it.
 */
const RESTAURANT_BY_SLUG_COUNTED = namedQuery({
  name: 'restaurant_by_slug_counted',
  text: `with l as (select ${RESTAURANT_COLUMNS} from maitre_restaurant_by_slug($1) l), hits as (
      ${hitsUpsertSql(`select $2::text union all select ${rateLimitKeySql(GUEST_ORDER_RESTAURANT_SCOPE, 'l."restaurantId"')} from l`, '$3::bigint', '$4::bigint')}
    )
    select l.*, (select json_agg(json_build_object('key', key, 'count', count, 'last_request', last_request)) from hits) as hits,
      ${restaurantSettingSql('l."restaurantId"')} as "restaurantSetting"
    from (select 1) one left join l on true`,
});

/** What a guest order needs of its restaurant (RestaurantRef without the menu's key). */
export type OrderingRestaurant = Omit<RestaurantRef, 'menuKey'>;

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
 * findRestaurantBySlug, counting a guest order's attempt on the IP's key and the restaurant's in the same statement
 * (RESTAURANT_BY_SLUG_COUNTED), and then `then` — a statement of that restaurant and its values after the restaurant
 * (TenantDatabase.lookupThenForRestaurant) — in the same round trip on PostgreSQL: the restaurant (null when none
 * answers to the slug, and then `then` answers no rows), the counters' rows, and what `then` answered.
 */
export async function findRestaurantBySlugCountingOrder<T>(
  database: TenantDatabase,
  { slug, ipKey, at, windowMs }: { slug: string; ipKey: string; at: number; windowMs: number },
  then: { statement: NamedQuery; values: unknown[] },
): Promise<{ restaurant: OrderingRestaurant | null; hits: HitRow[]; rows: T[] }> {
  type Found = Partial<OrderingRestaurant> & { hits: HitRow[]; restaurantSetting?: string };
  const { found, rows } = await retryingKeyRace(() =>
    database.lookupThenForRestaurant<Found, T>(RESTAURANT_BY_SLUG_COUNTED, [slug, ipKey, at, at - windowMs], then.statement, then.values),
  );
  const [row] = found;
  if (!row) throw new Error('restaurant_by_slug_counted: the statement answers one row');
  const { hits, restaurantSetting: _setting, ...restaurant } = row;
  return { restaurant: restaurant.restaurantId ? (restaurant as OrderingRestaurant) : null, hits, rows };
}

/**
 * The restaurant of an order, whoever's it is (a SECURITY DEFINER lookup: a guest holds the order's random id, not its
 * restaurant's). Null when there is no such order.
 */
export async function findOrderRestaurant(db: Pick<Executor, 'execute'>, orderId: string): Promise<string | null> {
  const [row] = await queryRows<{ restaurant: string | null }>(db, sql`select maitre_order_restaurant(${orderId}::uuid) as restaurant`);
  return row?.restaurant ?? null;
}

/**
 * `column`'s translations as the API answers them (knownTranslations in SQL): only our languages, each only with a
 * name and a description that are strings, languages left empty dropped. What the database holds was validated when
 * written; a key put there by hand must not reach a guest nor break the page.
 */
const knownTranslationsSql = (column: string) => `coalesce((select jsonb_object_agg(t.key, t.kept) from (
    select e.key, jsonb_strip_nulls(jsonb_build_object(
      'name', case when jsonb_typeof(e.value->'name') = 'string' then e.value->'name' end,
      'description', case when jsonb_typeof(e.value->'description') = 'string' then e.value->'description' end)) as kept
    from jsonb_each(case when jsonb_typeof(${column}) = 'object' then ${column} else '{}'::jsonb end) e
    where e.key in (${LOCALES.map((locale) => `'${locale}'`).join(', ')}) and jsonb_typeof(e.value) = 'object'
  ) t where t.kept <> '{}'::jsonb), '{}'::jsonb)`;

/** The business day the order page's counts are read for (decision 0027): its restaurant's, now. */
const STOREFRONT_DAY = todaySql('$1::text');

/** A category's translations as the API answers them: like knownTranslationsSql, names only (a category has no description). */
const categoryTranslationsSql = (column: string) => `coalesce((select jsonb_object_agg(e.key, jsonb_build_object('name', e.value->'name'))
    from jsonb_each(case when jsonb_typeof(${column}) = 'object' then ${column} else '{}'::jsonb end) e
    where e.key in (${LOCALES.map((locale) => `'${locale}'`).join(', ')}) and jsonb_typeof(e.value) = 'object'
      and jsonb_typeof(e.value->'name') = 'string' and e.value->>'name' <> ''), '{}'::jsonb)`;

const STOREFRONT_OPTION = `json_build_object('id', o.id, 'name', o.name, 'translations', ${knownTranslationsSql('o.translations')},
  'price_delta', o.price_delta::float8, 'is_default', o.is_default, 'is_available', o.is_available, 'allergens', o.allergens, 'traces', o.traces,
  'portions_left', ${portionsLeftSql('o', STOREFRONT_DAY)})`;

/**
 * An uploaded photo's copies for `srcset` (`/media/{id}/{width}.webp {width}w`, narrowest first) and its size, from
 * `menu_photos` aliased `p` (decision 0026); null for a dish without one (a pasted URL, or none).
 */
const PHOTO_JSON = `case when p.id is null then null else json_build_object(
    'srcset', (select string_agg('/media/' || p.id || '/' || w || '.webp ' || w || 'w', ', ' order by w) from unnest(p.widths) w),
    'width', p.width, 'height', p.height) end`;

/**
 * The order page's menu in one statement (issue 19), as JSON text in the API's shape (StorefrontSchema's `menu`,
 * `categories` and `option_groups`): the available dishes of the restaurant's visible categories, in the owner's order
 * (categories by position, then dishes by position), each with its category, allergens, dietary marks, option group
 * ids in order, photo copies and what is left of it (a dish counted down to 0 is listed: the page shows it sold out);
 * the categories those dishes are in, in order, with their translated names; and every group those dishes offer, once,
 * with its options in order (sold-out ones included, is_available false or portions_left 0). Built by PostgreSQL and
 * sent as it is, never parsed and serialised again (like the order list). The dishes' group links are read in one
 * range of the (restaurant_id, menu_item_id, position, group_id) index, not one lookup per dish.
 */
const STOREFRONT_MENU = namedQuery({
  name: 'storefront_menu',
  text: `with links as (
      select l.menu_item_id, array_agg(l.group_id order by l.position) as ids from menu_item_option_groups l
      where l.restaurant_id = $1 group by l.menu_item_id
    ), shown as (
      select c.id, c.name, c.translations, c.position from menu_categories c where c.restaurant_id = $1 and not c.is_hidden
    ), items as (
      select m.id, m.name, m.description, m.price, s.name as category, m.category_id, s.position as category_position, m.position,
        m.image_url, m.translations, m.allergens, m.traces, m.dietary, coalesce(links.ids, '{}'::uuid[]) as option_group_ids,
        ${PHOTO_JSON} as photo, ${portionsLeftSql('m', STOREFRONT_DAY)} as portions_left
      from menu_items m join shown s on s.id = m.category_id left join links on links.menu_item_id = m.id
        left join menu_photos p on p.restaurant_id = m.restaurant_id and p.id = m.photo_id
      where m.restaurant_id = $1 and m.is_available
    )
    select
      coalesce((select json_agg(json_build_object('id', i.id, 'name', i.name, 'description', i.description, 'price', i.price::float8,
          'category', i.category, 'category_id', i.category_id, 'image_url', i.image_url, 'translations', ${knownTranslationsSql('i.translations')},
          'allergens', i.allergens, 'traces', i.traces, 'dietary', i.dietary, 'option_group_ids', i.option_group_ids, 'photo', i.photo,
          'portions_left', i.portions_left)
        order by i.category_position, i.category_id, i.position, i.name, i.id) from items i), '[]'::json)::text as menu,
      coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'translations', ${categoryTranslationsSql('s.translations')})
        order by s.position, s.id) from shown s where s.id in (select i.category_id from items i)), '[]'::json)::text as categories,
      coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name, 'translations', ${knownTranslationsSql('g.translations')},
          'selection', g.selection, 'min_choices', g.min_choices, 'max_choices', g.max_choices,
          'options', coalesce((select json_agg(${STOREFRONT_OPTION} order by o.position, o.id) from options o
            where o.group_id = g.id and o.restaurant_id = g.restaurant_id), '[]'::json)) order by g.created_at, g.id)
        from option_groups g where g.restaurant_id = $1 and g.id in (select unnest(i.option_group_ids) from items i)), '[]'::json)::text as option_groups`,
});

/**
 * The available menu, its categories and the option groups its dishes offer, for the order page, as the JSON texts of
 * StorefrontSchema's `menu`, `categories` and `option_groups`: one statement, as the restaurant.
 */
export async function findAvailableMenuJson(scope: RestaurantScope): Promise<{ menu: string; categories: string; optionGroups: string }> {
  const [row] = await scope.query<{ menu: string; categories: string; option_groups: string }>(STOREFRONT_MENU, [scope.restaurantId]);
  if (!row) throw new Error('findAvailableMenuJson: an aggregate returned no row');
  return { menu: row.menu, categories: row.categories, optionGroups: row.option_groups };
}

/** A guest's order by its id (the id is the guest's capability: 122 random bits), with its restaurant's name and address. */
export async function findPublicOrder({ tx, restaurantId }: RestaurantTx, orderId: string) {
  const [row] = await tx
    .select({ order: orders, restaurantName: restaurants.name, slug: restaurants.slug, timeZone: restaurants.timezone })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId)))
    .limit(1);
  return row ?? null;
}
