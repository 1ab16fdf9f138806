import type { Order, OrderStatus } from '@maitre/shared/orders';
import { useQueries } from '@tanstack/react-query';
import { activeOrdersQuery } from './find-orders';

/** The statuses the service board shows: an order still on its way to the guest. */
export const ACTIVE_STATUSES = ['pending', 'confirmed', 'preparing', 'ready'] as const satisfies readonly OrderStatus[];
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

/**
 * The orders still on their way (pending → ready), a page of each status (MAX_ORDER_PAGE_SIZE, far more than a
 * kitchen has open), oldest first: the board is worked from the order that waits longest. Under the orders key, so
 * every live event and status change refreshes it.
 */
export function useActiveOrders(enabled = true) {
  const results = useQueries({
    queries: ACTIVE_STATUSES.map((status) => ({
      ...activeOrdersQuery(status),
      enabled,
      // Live events refresh at once; this catches up on one that was lost.
      refetchInterval: 60_000,
    })),
  });
  const orders: Order[] = results.flatMap((result) => result.data?.orders ?? []).sort((a, b) => a.created_at.localeCompare(b.created_at));
  return {
    orders,
    isPending: enabled && results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
    refetch: () => Promise.all(results.map((result) => result.refetch())),
  };
}
