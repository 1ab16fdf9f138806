import { type OrderStatus, orderNumber } from '@maitre/shared/orders';
import type { PublicOrder, Storefront } from '@maitre/shared/storefront';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
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
