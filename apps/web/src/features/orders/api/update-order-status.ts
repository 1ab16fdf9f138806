import type { Order, OrderStatus } from '@maitre/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { orderToastTexts } from '../texts';
import { ordersQueryKey } from './find-orders';

export async function updateOrderStatus({ id, status }: { id: string; status: OrderStatus }): Promise<Order> {
  const { order } = await apiFetch('PATCH /api/orders/:id', { params: { id }, body: { status } });
  return order;
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: async () => {
      toast.success(orderToastTexts.statusUpdated);
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
    onError: () => {
      toast.error(orderToastTexts.statusUpdateFailed);
    },
  });
}
