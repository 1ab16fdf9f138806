import { z } from 'zod';

export const ORDER_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Unknown order status' });

export const OrderLineSchema = z.object({
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  customer_email: z.string().nullable(),
  order_items: z.array(OrderLineSchema),
  notes: z.string().nullable(),
  total_amount: z.number(),
  status: OrderStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const UpdateOrderStatusSchema = z.object({ status: OrderStatusSchema });

/** The order number shown to owners and guests: the id's last 8 characters (spec §2). */
export function orderNumber(id: string): string {
  return id.slice(-8);
}
