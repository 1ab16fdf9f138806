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
import { firstName, type GuestOrderInputSchema, type PublicOrder, type Storefront } from '@maitre/shared/storefront';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Executor, TenantDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { toOrder } from '../orders/orders.repository.ts';
import { createOrder } from '../orders/orders.service.ts';
import { createRateLimiter, rateLimitKey } from '../rate-limit/rate-limiter.ts';
import { findAvailableMenuJson, findOrderRestaurant, findPublicOrder, findRestaurantBySlug, type RestaurantRef } from './storefront.repository.ts';

const RESTAURANT_NOT_FOUND: MessagePick = (m) => m.storefront.restaurantNotFound;
const ORDER_NOT_FOUND: MessagePick = (m) => m.storefront.orderNotFound;

/** The restaurant behind a slug, current or former, with its current slug; 404 when no restaurant answers to it. */
export async function resolveRestaurant(db: Executor, slug: string): Promise<RestaurantRef> {
  const restaurant = await findRestaurantBySlug(db, slug);
  if (!restaurant) throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
  return restaurant;
}

/**
 * The order page's data as the JSON text of StorefrontSchema: the slug's lookup, then one statement that carries its
 * restaurant and answers the menu, its categories and its option groups as JSON text (two round trips, nothing parsed
 * or serialised again here).
 */
export async function getStorefrontJson(database: TenantDatabase, slug: string): Promise<string> {
  const restaurant = await resolveRestaurant(database.db, slug);
  const { menu, categories, optionGroups } = await findAvailableMenuJson(database.forRestaurant(restaurant.restaurantId));
  const head: Storefront['restaurant'] = { name: restaurant.name, slug: restaurant.slug, default_language: restaurant.defaultLanguage };
  return `{"restaurant":${JSON.stringify(head)},"menu":${menu},"categories":${categories},"option_groups":${optionGroups}}`;
}

export interface PlaceGuestOrderCommand {
  slug: string;
  input: z.output<typeof GuestOrderInputSchema>;
  ip: string;
}

/**
 * A guest's order: limited per IP and per restaurant (counters shared by every instance), refused when the honeypot
 * is filled, then priced from the restaurant's current menu by the same service that takes phone orders. Four round
 * trips: the restaurant, both counters in one statement (rate_limit has no owner, so a refused order still counts),
 * then the menu prices and the insert, each a statement that carries its restaurant.
 */
export async function placeGuestOrder(database: TenantDatabase, config: Config, { slug, input, ip }: PlaceGuestOrderCommand): Promise<PlacedGuestOrder> {
  if (input.website) throw new AppError('VALIDATION_FAILED', (m) => m.storefront.couldNotPlace);
  const restaurant = await resolveRestaurant(database.db, slug);
  const hits = await createRateLimiter(database.db).hitMany(
    [
      { key: rateLimitKey('guest-order-ip', ip), max: config.guestOrderLimits.perIpPerMinute },
      { key: rateLimitKey('guest-order-restaurant', restaurant.restaurantId), max: config.guestOrderLimits.perRestaurantPerMinute },
    ],
    60_000,
  );
  const refused = hits.find((hit) => !hit.allowed);
  if (refused) throw new AppError('RATE_LIMITED', (m) => m.storefront.tooManyOrders(refused.retryAfterSeconds), undefined, refused.retryAfterSeconds);
  const { order, portions } = await createOrder(database.forRestaurant(restaurant.restaurantId), {
    createdBy: restaurant.ownerId,
    customer: { customer_name: input.customer_name, customer_phone: input.customer_phone ?? null, customer_email: input.customer_email ?? null },
    items: input.items,
    notes: input.notes ?? null,
    source: 'online',
    locale: input.locale ?? null,
  });
  return { restaurantId: restaurant.restaurantId, order: toPublicOrder(order, restaurant, input.locale ?? null), portions };
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
