import type { OrderListResponse, OrderStatus } from '@maitre/shared/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { orderToastTexts } from '../texts';

/** Everything derived from orders lives under this key, so a change to an order refreshes lists, counts and the overview. */
export const ordersQueryKey = ['orders'] as const;
export const ordersListQueryKey = (status: OrderStatus | undefined) => [...ordersQueryKey, 'list', status ?? 'all'] as const;

export function fetchOrdersPage({ status, cursor, limit }: { status?: OrderStatus; cursor?: string; limit?: number }): Promise<OrderListResponse> {
  return apiFetch('GET /api/orders', { query: { status, cursor: cursor || undefined, limit: limit || undefined } });
}

export const ordersQueryOptions = (status: OrderStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: ordersListQueryKey(status),
    queryFn: ({ pageParam }) => fetchOrdersPage({ status, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // Live events refresh the list at once; this catches up on one that was lost (an instance stopped between
    // committing an order and announcing it, or its listener was reconnecting).
    refetchInterval: 60_000,
  });

/** The owner's orders newest first, a page at a time; a failed load toasts 'Failed to fetch orders' (spec §8). */
export function useOrders(status: OrderStatus | undefined) {
  const query = useInfiniteQuery(ordersQueryOptions(status));
  useEffect(() => {
    if (query.isError) toast.error(orderToastTexts.fetchFailed, { id: 'orders-fetch' });
  }, [query.isError]);
  return query;
}
