import type { CreateOrderInput, Order } from '@maitre/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { orderToastTexts } from '../texts';
import { ordersQueryKey } from './find-orders';

/** A phone or counter order: the server prices it from the menu. */
export async function createOrder(input: CreateOrderInput): Promise<Order> {
  const { order } = await apiFetch('POST /api/orders', { body: input });
  return order;
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async () => {
      toast.success(orderToastTexts.created);
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
    onError: () => {
      toast.error(orderToastTexts.createFailed);
    },
  });
}
