/** The guest page's three calls. */
import type { GuestOrderInput, PublicOrder, Storefront } from '@maitre/shared/storefront';
import { apiFetch } from '@/lib/api-client';

export function fetchStorefront(slug: string, signal?: AbortSignal): Promise<Storefront> {
  return apiFetch('GET /api/storefront/:slug', { params: { slug }, signal });
}

export async function placeOrder(slug: string, order: GuestOrderInput): Promise<PublicOrder> {
  const { order: placed } = await apiFetch('POST /api/storefront/:slug/orders', { params: { slug }, body: order });
  return placed;
}

export async function fetchPublicOrder(orderId: string, signal?: AbortSignal): Promise<PublicOrder> {
  const { order } = await apiFetch('GET /api/storefront/orders/:orderId', { params: { orderId }, signal });
  return order;
}

export function orderEventsUrl(orderId: string): string {
  return `/api/storefront/orders/${orderId}/events`;
}
