/** The guest page's calls. */
import type { PortionCounts } from '@maitre/shared/portions';
import type { StorefrontService } from '@maitre/shared/service-hours';
import type { GuestOrderInput, PublicOrder, Storefront } from '@maitre/shared/storefront';
import { apiFetch } from '@/lib/api-client';

/** The menu; with the table of the card the guest scanned, whether the restaurant has it (`table`: its label, or null). */
export function fetchStorefront(slug: string, signal?: AbortSignal, table?: string): Promise<Storefront> {
  return apiFetch('GET /api/storefront/:slug', { params: { slug }, query: { table: table || undefined }, signal });
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

/** What is left of the restaurant's counted dishes and options now (decision 0027). */
export function fetchAvailability(slug: string): Promise<PortionCounts> {
  return apiFetch('GET /api/storefront/:slug/availability', { params: { slug } });
}

export function availabilityEventsUrl(slug: string): string {
  return `/api/storefront/${encodeURIComponent(slug)}/availability/events`;
}

/** Whether the restaurant takes orders now (open, closed, paused) and the free pickup slots (issue 20). */
export function fetchService(slug: string, signal?: AbortSignal): Promise<StorefrontService> {
  return apiFetch('GET /api/storefront/:slug/service', { params: { slug }, signal });
}
