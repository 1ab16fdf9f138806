/** The guest page's three calls. */
import type { GuestOrderInput, PublicOrder, Storefront } from '@maitre/shared/storefront';
import { apiFetch } from '@/lib/api-client';

const base = (slug: string) => `/api/storefront/${encodeURIComponent(slug)}`;

export function fetchStorefront(slug: string, signal?: AbortSignal): Promise<Storefront> {
  return apiFetch<Storefront>(base(slug), { signal });
}

export async function placeOrder(slug: string, order: GuestOrderInput): Promise<PublicOrder> {
  const { order: placed } = await apiFetch<{ order: PublicOrder }>(`${base(slug)}/orders`, { method: 'POST', body: order });
  return placed;
}

export async function fetchPublicOrder(orderId: string, signal?: AbortSignal): Promise<PublicOrder> {
  const { order } = await apiFetch<{ order: PublicOrder }>(`/api/storefront/orders/${orderId}`, { signal });
  return order;
}

export function orderEventsUrl(orderId: string): string {
  return `/api/storefront/orders/${orderId}/events`;
}
