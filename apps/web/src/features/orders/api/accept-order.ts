/** The accept step's calls (issue 20): accept a pending order with a ready time, reject it with a reason, and the settings. */
import type { Order, OrderSettings, UpdateOrderSettingsInput } from '@maitre/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiError, apiFetch } from '@/lib/api-client';
import { acceptOrderTexts } from '../texts';
import { ordersQueryKey } from './find-orders';
import { orderSettingsQueryKey } from './order-settings';

export async function acceptOrder({ id, readyInMinutes }: { id: string; readyInMinutes: number }): Promise<Order> {
  const { order } = await apiFetch('POST /api/orders/:id/accept', { params: { id }, body: { ready_in_minutes: readyInMinutes } });
  return order;
}

export async function rejectOrder({ id, reason }: { id: string; reason: string }): Promise<Order> {
  const { order } = await apiFetch('POST /api/orders/:id/reject', { params: { id }, body: { reason } });
  return order;
}

/** The server's own sentence when it has one (someone answered the order first: 409), else ours. */
function failure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 409 ? error.message : fallback;
}

export function useAcceptOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOrder,
    onSuccess: async () => {
      toast.success(acceptOrderTexts.accepted);
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
    onError: async (error) => {
      toast.error(failure(error, acceptOrderTexts.acceptFailed));
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}

export function useRejectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOrder,
    onSuccess: async () => {
      toast.success(acceptOrderTexts.rejected);
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
    onError: async (error) => {
      toast.error(failure(error, acceptOrderTexts.rejectFailed));
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}

export function useUpdateOrderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateOrderSettingsInput): Promise<OrderSettings> => apiFetch('PATCH /api/orders/settings', { body: changes }),
    onSuccess: (settings) => queryClient.setQueryData(orderSettingsQueryKey, settings),
  });
}
