/**
 * The public order page. Guests come with a restaurant's address or an order's id, never an owner: each path first
 * maps that key to its owner (SECURITY DEFINER lookups that answer an owner id only), then reads and writes as that
 * owner through withOwner, so row-level security holds on the guest paths too.
 */
import { type OrderStatus, orderNumber } from '@maitre/shared/orders';
import type { GuestOrderInputSchema, PublicOrder, Storefront } from '@maitre/shared/storefront';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Executor, OwnerScope } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createOrder } from '../orders/orders.service.ts';
import { findSlugOwner } from '../profile/profile.repository.ts';
import { createRateLimiter, rateLimitKey } from '../rate-limit/rate-limiter.ts';
import { findAvailableMenu, findOrderOwner, findPublicOrder, findRestaurant, type RestaurantRef } from './storefront.repository.ts';

const RESTAURANT_NOT_FOUND = 'We could not find this restaurant.';
const ORDER_NOT_FOUND = 'We could not find this order.';

/** The owner behind a restaurant address, current or former; 404 when no restaurant answers to it. */
async function ownerOfSlug(database: OwnerScope, slug: string): Promise<string> {
  const ownerId = await findSlugOwner(database.db, slug);
  if (!ownerId) throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
  return ownerId;
}

async function restaurantOf(db: Executor, ownerId: string): Promise<RestaurantRef> {
  const restaurant = await findRestaurant(db, ownerId);
  if (!restaurant) throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
  return restaurant;
}

/** The restaurant behind a slug, with its current slug (an old one follows the rename). */
export async function resolveRestaurant(database: OwnerScope, slug: string): Promise<RestaurantRef> {
  const ownerId = await ownerOfSlug(database, slug);
  return database.withOwner(ownerId, (db) => restaurantOf(db, ownerId));
}

export async function getStorefront(database: OwnerScope, slug: string): Promise<Storefront> {
  const ownerId = await ownerOfSlug(database, slug);
  return database.withOwner(ownerId, async (db) => {
    const restaurant = await restaurantOf(db, ownerId);
    return { restaurant: { name: restaurant.name, slug: restaurant.slug }, menu: await findAvailableMenu(db, ownerId) };
  });
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
export async function placeGuestOrder(database: OwnerScope, config: Config, { slug, input, ip }: PlaceGuestOrderCommand): Promise<PublicOrderWithOwner> {
  if (input.website) throw new AppError('VALIDATION_FAILED', 'We could not place this order.');
  const ownerId = await ownerOfSlug(database, slug);
  // Counted in their own commits (rate_limit has no owner): a refused order still counts, and the restaurant's
  // counter row is not held locked while the order is written.
  const limiter = createRateLimiter(database.db);
  const minute = 60_000;
  for (const [key, max] of [
    [rateLimitKey('guest-order-ip', ip), config.guestOrderLimits.perIpPerMinute],
    [rateLimitKey('guest-order-restaurant', ownerId), config.guestOrderLimits.perRestaurantPerMinute],
  ] as const) {
    const hit = await limiter.hit(key, { max, windowMs: minute });
    if (!hit.allowed)
      throw new AppError('RATE_LIMITED', `Too many orders right now. Please try again in ${hit.retryAfterSeconds} seconds.`, undefined, hit.retryAfterSeconds);
  }
  return database.withOwner(ownerId, async (db) => {
    await restaurantOf(db, ownerId);
    const order = await createOrder(db, {
      ownerId,
      customer: { customer_name: input.customer_name, customer_phone: input.customer_phone ?? null, customer_email: input.customer_email ?? null },
      items: input.items,
      notes: input.notes ?? null,
      source: 'online',
    });
    return publicOrderIn(db, order.id);
  });
}

export interface PublicOrderWithOwner {
  order: PublicOrder;
  ownerId: string;
}

/** A guest's order by its id, as the guest sees it. */
export async function getPublicOrder(database: OwnerScope, orderId: string): Promise<PublicOrderWithOwner> {
  const ownerId = await findOrderOwner(database.db, orderId);
  if (!ownerId) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return database.withOwner(ownerId, (db) => publicOrderIn(db, orderId));
}

async function publicOrderIn(db: Executor, orderId: string): Promise<PublicOrderWithOwner> {
  const row = await findPublicOrder(db, orderId);
  if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
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
