/** Tells the owner's open screens (and a guest following their order) that an order appeared or changed. */
import type { Order } from '@maitre/shared/orders';
import type { FastifyInstance } from 'fastify';

export async function publishOrderEvent(
  app: FastifyInstance,
  type: 'order.created' | 'order.updated',
  order: Pick<Order, 'id' | 'user_id' | 'status'>,
): Promise<void> {
  try {
    await app.realtime.publish(order.user_id, { type, data: { id: order.id, status: order.status } });
  } catch (error) {
    // The order is committed; a missed live event only delays the screens until their next refetch.
    app.log.warn({ err: error, orderId: order.id }, 'could not publish the order event');
  }
}
