import { type OrderStatus, orderNumber } from '@maitre/shared/orders';
import type { GuestOrderInputSchema, PublicOrder, Storefront } from '@maitre/shared/storefront';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createOrder } from '../orders/orders.service.ts';
import { createRateLimiter, rateLimitKey } from '../rate-limit/rate-limiter.ts';
import { findAvailableMenu, findCurrentSlugFor, findPublicOrder, findRestaurantBySlug, type RestaurantRef } from './storefront.repository.ts';

const RESTAURANT_NOT_FOUND = 'We could not find this restaurant.';

/** The restaurant behind a slug, following renamed slugs to the current one. */
export async function resolveRestaurant(db: Executor, slug: string): Promise<RestaurantRef> {
  const restaurant = await findRestaurantBySlug(db, slug);
  if (restaurant) return restaurant;
  const current = await findCurrentSlugFor(db, slug);
  const moved = current ? await findRestaurantBySlug(db, current) : null;
  if (!moved) throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
  return moved;
}

export async function getStorefront(db: Executor, slug: string): Promise<Storefront> {
  const restaurant = await resolveRestaurant(db, slug);
  return { restaurant: { name: restaurant.name, slug: restaurant.slug }, menu: await findAvailableMenu(db, restaurant.ownerId) };
}

export interface PlaceGuestOrderCommand {
  slug: string;
  input: z.output<typeof GuestOrderInputSchema>;
  /** Client IP, for the per-guest limit. */
  ip: string;
}

/**
 * A guest's order: limited per IP and per restaurant (counters shared by every instance), refused when the honeypot
 * is filled, then priced from the restaurant's current menu by the same service that takes phone orders.
 */
export async function placeGuestOrder(db: Executor, config: Config, { slug, input, ip }: PlaceGuestOrderCommand): Promise<PublicOrderWithOwner> {
  if (input.website) throw new AppError('VALIDATION_FAILED', 'We could not place this order.');
  const restaurant = await resolveRestaurant(db, slug);
  const limiter = createRateLimiter(db);
  const minute = 60_000;
  for (const [key, max] of [
    [rateLimitKey('guest-order-ip', ip), config.guestOrderLimits.perIpPerMinute],
    [rateLimitKey('guest-order-restaurant', restaurant.ownerId), config.guestOrderLimits.perRestaurantPerMinute],
  ] as const) {
    const hit = await limiter.hit(key, { max, windowMs: minute });
    if (!hit.allowed)
      throw new AppError('RATE_LIMITED', `Too many orders right now. Please try again in ${hit.retryAfterSeconds} seconds.`, undefined, hit.retryAfterSeconds);
  }
  const order = await createOrder(db, {
    ownerId: restaurant.ownerId,
    customer: { customer_name: input.customer_name, customer_phone: input.customer_phone ?? null, customer_email: input.customer_email ?? null },
    items: input.items,
    notes: input.notes ?? null,
    source: 'online',
  });
  return getPublicOrder(db, order.id);
}

export interface PublicOrderWithOwner {
  order: PublicOrder;
  ownerId: string;
}

export async function getPublicOrder(db: Executor, orderId: string): Promise<PublicOrderWithOwner> {
  const row = await findPublicOrder(db, orderId);
  if (!row) throw new AppError('NOT_FOUND', 'We could not find this order.');
  const { order } = row;
  return {
    ownerId: order.userId,
    order: {
      id: order.id,
      number: orderNumber(order.id),
      restaurant: { name: row.restaurantName ?? 'Restaurant', slug: row.slug },
      customer_name: order.customerName,
      order_items: order.orderItems,
      total_amount: Number(order.totalAmount),
      status: order.status as OrderStatus,
      created_at: order.createdAt.toISOString(),
      updated_at: order.updatedAt.toISOString(),
    },
  };
}
