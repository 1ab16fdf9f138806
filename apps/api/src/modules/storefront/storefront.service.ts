import { isLocale, type Locale } from '@maitre/shared/locales';
/**
 * The public order page. Guests come with a restaurant's address or an order's id: each path first maps that key to
 * its restaurant (SECURITY DEFINER lookups that answer a restaurant id and what the page shows anyway), then reads and
 * writes as that restaurant (withRestaurant, or statements that carry it), so row-level security holds on the guest
 * paths too.
 */
import type { MessagePick } from '@maitre/shared/messages/index';
import { type Order, orderNumber } from '@maitre/shared/orders';
import type { PortionCounts } from '@maitre/shared/portions';
import type { StorefrontService } from '@maitre/shared/service-hours';
import { firstName, type GuestOrderInputSchema, type PublicOrder, type Storefront } from '@maitre/shared/storefront';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Executor, TenantDatabase } from '../../db/client.ts';
import type { RestaurantScope } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { type PricedItem, pricedItemsAfterLookup } from '../menu/menu.repository.ts';
import { toOrder } from '../orders/orders.repository.ts';
import { type CreateOrderCommand, createOrder, mailsGuest } from '../orders/orders.service.ts';
import { rateLimitKey, readHits } from '../rate-limit/rate-limiter.ts';
import { setOrderPickup } from '../service-hours/service-hours.repository.ts';
import { planGuestOrder, storefrontService, withinPacing } from '../service-hours/service-hours.service.ts';
import { knownTable, tableForOrder } from '../tables/tables.service.ts';
import {
  findAvailableMenuJson,
  findOrderRestaurant,
  findPublicOrder,
  findRestaurantBySlug,
  findRestaurantBySlugCountingOrder,
  GUEST_ORDER_RESTAURANT_SCOPE,
  type RestaurantRef,
} from './storefront.repository.ts';

const RESTAURANT_NOT_FOUND: MessagePick = (m) => m.storefront.restaurantNotFound;
const ORDER_NOT_FOUND: MessagePick = (m) => m.storefront.orderNotFound;

/** The restaurant behind a slug, current or former, with its current slug; 404 when no restaurant answers to it. */
export async function resolveRestaurant(db: Executor, slug: string): Promise<RestaurantRef> {
  const restaurant = await findRestaurantBySlug(db, slug);
  if (!restaurant) throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
  return restaurant;
}

type MenuJson = Awaited<ReturnType<typeof findAvailableMenuJson>>;

/** How many restaurants' menus a server keeps (the least recently asked for goes first). */
const MENU_CACHE_SIZE = 256;

/** A kept menu: its key, its JSON texts, and the whole answer without a table, encoded once (per restaurant head). */
interface KeptMenu {
  key: string;
  menu: MenuJson;
  answer?: { head: string; bytes: Buffer };
}

/** Each database's menus by restaurant (per database: tests open many in one process). */
const menuCaches = new WeakMap<TenantDatabase, Map<string, KeptMenu>>();

/**
 * The order page's menu JSON, kept while its key holds (decision 0046): the key (the menu's version and business day,
 * read by the slug's lookup) is read on every request, before the menu, so a change committed before the request is
 * always seen — on any instance; the menu statement (4 ms for 150 dishes × 4 groups) runs only when it moved. A key read
 * before a change and a menu read after it stores the newer menu under the older key: the next request sees the new
 * key and builds again.
 */
async function keptMenu(database: TenantDatabase, scope: RestaurantScope, key: string): Promise<KeptMenu> {
  let cache = menuCaches.get(database);
  if (!cache) {
    cache = new Map();
    menuCaches.set(database, cache);
  }
  let kept = cache.get(scope.restaurantId);
  if (!kept || kept.key !== key) kept = { key, menu: await findAvailableMenuJson(scope) };
  // Most recently used last.
  cache.delete(scope.restaurantId);
  cache.set(scope.restaurantId, kept);
  if (cache.size > MENU_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return kept;
}

/**
 * The order page's data as the JSON of StorefrontSchema: the slug's lookup, then the menu, its categories and its option
 * groups as JSON text built by one statement that carries its restaurant — or, when the menu has not changed since,
 * as this server kept it (keptMenu; nothing parsed or serialised again here, and the whole answer encoded once). Asked
 * with a table's label (`?table=`, a table card's address), it answers the restaurant's own label of it or null, so the
 * page tells the guest at once that the table is not known (a third round trip, only then).
 */
export async function getStorefrontJson(database: TenantDatabase, slug: string, table?: string): Promise<string | Buffer> {
  const restaurant = await resolveRestaurant(database.db, slug);
  const scope = database.forRestaurant(restaurant.restaurantId);
  const [kept, label] = await Promise.all([keptMenu(database, scope, restaurant.menuKey), table === undefined ? undefined : knownTable(scope, table)]);
  const head = JSON.stringify({
    name: restaurant.name,
    slug: restaurant.slug,
    default_language: restaurant.defaultLanguage,
  } satisfies Storefront['restaurant']);
  const { menu, categories, optionGroups } = kept.menu;
  const text = (asked: string) => `{"restaurant":${head},"menu":${menu},"categories":${categories},"option_groups":${optionGroups}${asked}}`;
  if (label !== undefined) return text(`,"table":${JSON.stringify(label)}`);
  if (kept.answer?.head !== head) kept.answer = { head, bytes: Buffer.from(text(''), 'utf8') };
  return kept.answer.bytes;
}

export interface PlaceGuestOrderCommand {
  slug: string;
  input: z.output<typeof GuestOrderInputSchema>;
  ip: string;
}

/** Guest orders are counted per minute, per IP and per restaurant. */
const GUEST_ORDER_WINDOW_MS = 60_000;

/**
 * A guest's order: limited per IP and per restaurant (counters shared by every instance), refused when the honeypot
 * is filled, then priced from the restaurant's current menu by the same service that takes phone orders. Two round
 * trips on PostgreSQL: the restaurant with both counters counted (one statement; rate_limit has no owner, so a refused
 * order still counts) and, in the same round trip, the menu's prices as that restaurant; then the insert, a statement
 * that carries its restaurant. (On PGlite the prices are a statement of their own.)
 */
export async function placeGuestOrder(database: TenantDatabase, config: Config, { slug, input, ip }: PlaceGuestOrderCommand): Promise<PlacedGuestOrder> {
  if (input.website) throw new AppError('VALIDATION_FAILED', (m) => m.storefront.couldNotPlace);
  const at = Date.now();
  const ipKey = rateLimitKey('guest-order-ip', ip);
  // The menu's prices leave with the restaurant's lookup (one round trip on PostgreSQL) and are read even when the
  // order is then refused: a refusal is rare, a round trip on every order is not.
  const found = await findRestaurantBySlugCountingOrder<PricedItem>(
    database,
    { slug, ipKey, at, windowMs: GUEST_ORDER_WINDOW_MS },
    pricedItemsAfterLookup(input.items.map((item) => item.menu_item_id)),
  );
  const restaurant = found.restaurant;
  if (!restaurant) throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
  const hits = readHits(
    [
      { key: ipKey, max: config.guestOrderLimits.perIpPerMinute },
      { key: rateLimitKey(GUEST_ORDER_RESTAURANT_SCOPE, restaurant.restaurantId), max: config.guestOrderLimits.perRestaurantPerMinute },
    ],
    found.hits,
    at,
    GUEST_ORDER_WINDOW_MS,
  );
  const refused = hits.find((hit) => !hit.allowed);
  if (refused) throw new AppError('RATE_LIMITED', (m) => m.storefront.tooManyOrders(refused.retryAfterSeconds), undefined, refused.retryAfterSeconds);
  // The restaurant's clock (issue 20): paused, closed for "as soon as possible", or a pickup time that is not a slot. A
  // table's order (decision 0033) is "as soon as possible" (the schema refused it with a pickup time): refused while
  // paused or closed alike, and outside pacing — it is served at the table, it takes no pickup slot.
  const table = input.table;
  const clock = planGuestOrder(restaurant.service, input.pickup_at);
  const plan = table === undefined ? clock : { ...clock, pacedSlot: null };
  const scope = database.forRestaurant(restaurant.restaurantId);
  const tableLabel = table === undefined ? null : await tableForOrder(scope, table);
  const command: CreateOrderCommand = {
    createdBy: restaurant.ownerId,
    customer: { customer_name: input.customer_name, customer_phone: input.customer_phone ?? null, customer_email: input.customer_email ?? null },
    items: input.items,
    notes: input.notes ?? null,
    source: 'online',
    locale: input.locale ?? null,
    tableLabel,
  };
  if (plan.pickupAt === null && plan.pacedSlot === null) {
    // As before: no transaction, the insert is atomic on its own.
    const { order, portions } = await createOrder(scope, command, found.rows);
    return { restaurantId: restaurant.restaurantId, order: toPublicOrder(order, restaurant, input.locale ?? null), portions, guestMail: mailsGuest(order) };
  }
  // A chosen pickup time or pacing: one transaction holds the slot (pacing), inserts the order and records its pickup
  // time, so a full slot or a failed insert writes nothing.
  return database.withRestaurant(restaurant.restaurantId, async (scope) => {
    if (plan.pacedSlot !== null) await withinPacing(scope, restaurant.service, plan.pacedSlot);
    const placed = await createOrder(scope, command, found.rows);
    let order = placed.order;
    if (plan.pickupAt !== null) {
      const json = await setOrderPickup(scope, order.id, plan.pickupAt);
      if (json) order = JSON.parse(json) as Order;
    }
    return {
      restaurantId: restaurant.restaurantId,
      order: toPublicOrder(order, restaurant, input.locale ?? null),
      portions: placed.portions,
      guestMail: mailsGuest(order),
    };
  });
}

/** What the order page is told of the restaurant's clock now: open, closed or paused, and the free pickup slots. */
export async function getStorefrontService(database: TenantDatabase, slug: string): Promise<StorefrontService> {
  const restaurant = await resolveRestaurant(database.db, slug);
  return storefrontService(database.forRestaurant(restaurant.restaurantId), restaurant.service);
}

/** What a guest may see of an order: no contact details, no notes, the first name only. */
export function toPublicOrder(
  order: Order,
  restaurant: { name: string | null; slug: string | null; timeZone?: string | null },
  locale: Locale | null,
): PublicOrder {
  return {
    id: order.id,
    number: orderNumber(order.id),
    restaurant: { name: restaurant.name ?? 'Restaurant', slug: restaurant.slug },
    customer_first_name: firstName(order.customer_name),
    order_items: order.order_items,
    total_amount: order.total_amount,
    status: order.status,
    created_at: order.created_at,
    updated_at: order.updated_at,
    pickup_at: order.pickup_at ?? null,
    table_label: order.table_label ?? null,
    locale,
    daily_number: order.daily_number,
    ready_at: order.ready_at,
    rejection_reason: order.rejection_reason,
    time_zone: restaurant.timeZone ?? null,
  };
}

export interface PublicOrderWithRestaurant {
  order: PublicOrder;
  restaurantId: string;
}

/** A guest's new order, and what is left of the counted dishes and options it took (decision 0027; null: none). */
export interface PlacedGuestOrder extends PublicOrderWithRestaurant {
  portions: PortionCounts | null;
  /** Whether the insert queued the guest's "order received" mail (`mailsGuest`: they gave an email). */
  guestMail: boolean;
}

/** A guest's order by its id, as the guest sees it. */
export async function getPublicOrder(database: TenantDatabase, orderId: string): Promise<PublicOrderWithRestaurant> {
  const restaurantId = await findOrderRestaurant(database.db, orderId);
  if (!restaurantId) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return database.withRestaurant(restaurantId, async (scope) => {
    const row = await findPublicOrder(scope, orderId);
    if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return {
      restaurantId,
      order: toPublicOrder(
        toOrder(row.order),
        { name: row.restaurantName, slug: row.slug, timeZone: row.timeZone },
        isLocale(row.order.locale) ? row.order.locale : null,
      ),
    };
  });
}
