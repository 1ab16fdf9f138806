import type { ActivityResponse } from '@maitre/shared/staff';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ordersQueryKey } from './find-orders';

/** Under the orders key: a status change (live or here) refreshes the history of the order on screen too. */
export const orderActivityQueryKey = (orderId: string) => [...ordersQueryKey, 'activity', orderId] as const;

export function fetchOrderActivity(orderId: string): Promise<ActivityResponse> {
  return apiFetch('GET /api/orders/:id/activity', { params: { id: orderId } });
}

/** Who did what to an order, newest first (the first page: an order's history is short). */
export function useOrderActivity(orderId: string | undefined) {
  return useQuery({
    queryKey: orderActivityQueryKey(orderId ?? ''),
    queryFn: () => fetchOrderActivity(orderId as string),
    enabled: orderId !== undefined,
  });
}
