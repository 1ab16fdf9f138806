import { MAX_ORDER_PAGE_SIZE } from '@maitre/shared/order-status';
import type { OrderListResponse, OrderStatus } from '@maitre/shared/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { orderToastTexts } from '../texts';

/** Everything derived from orders lives under this key, so a change to an order refreshes lists, counts and the overview. */
export const ordersQueryKey = ['orders'] as const;
/** Search and days of the list (GET /api/orders `q`, `from`, `to`); empty: every order. */
export interface OrderFilters {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const ordersListQueryKey = (status: OrderStatus | undefined, filters: OrderFilters = {}) =>
  [...ordersQueryKey, 'list', status ?? 'all', filters.q || '', filters.from || '', filters.to || ''] as const;

export function fetchOrdersPage({
  status,
  cursor,
  limit,
  q,
  from,
  to,
}: { status?: OrderStatus; cursor?: string; limit?: number } & OrderFilters): Promise<OrderListResponse> {
  return apiFetch('GET /api/orders', {
    query: { status, cursor: cursor || undefined, limit: limit || undefined, q: q || undefined, from: from || undefined, to: to || undefined },
  });
}

/**
 * The orders of one status still on the service board, a page of MAX_ORDER_PAGE_SIZE: the board reads each active
 * status, the live alerts read the pending ones at every (re)connection (same key, one request).
 */
export function activeOrdersQuery(status: 'pending' | 'confirmed' | 'preparing' | 'ready') {
  return {
    queryKey: [...ordersQueryKey, 'active', status] as const,
    queryFn: () => fetchOrdersPage({ status, limit: MAX_ORDER_PAGE_SIZE }),
  };
}

export const ordersQueryOptions = (status: OrderStatus | undefined, filters: OrderFilters = {}) =>
  infiniteQueryOptions({
    queryKey: ordersListQueryKey(status, filters),
    queryFn: ({ pageParam }) => fetchOrdersPage({ status, cursor: pageParam, ...filters }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Live events refresh the list at once; this catches up on one that was lost (an instance stopped between
    // committing an order and announcing it, or its listener was reconnecting).
    refetchInterval: 60_000,
    // A new search keeps the list on screen until its answer arrives.
    placeholderData: (previous) => previous,
  });

/** The owner's orders newest first, a page at a time; a failed load toasts 'Failed to fetch orders' (spec §8). */
export function useOrders(status: OrderStatus | undefined, filters: OrderFilters = {}) {
  const query = useInfiniteQuery(ordersQueryOptions(status, filters));
  useEffect(() => {
    if (query.isError) toast.error(orderToastTexts.fetchFailed, { id: 'orders-fetch' });
  }, [query.isError]);
  return query;
}
