/**
 * The live stream's tests (features/realtime): the service board's orders under the live provider, on the Orders page,
 * and the orders list's answer those tests give.
 */
import type { Order } from '@maitre/shared/orders';
import type { ReactNode } from 'react';
import { useActiveOrders } from '@/features/orders/api/find-active-orders';
import { LiveOrdersProvider } from '@/features/realtime/live-orders-context';
import { json } from './api';
import { renderApp } from './render-app';

function Board() {
  const { orders } = useActiveOrders();
  return (
    <ul aria-label="Board">
      {orders.map((order) => (
        <li key={order.id}>{order.customer_name}</li>
      ))}
    </ul>
  );
}

/** The board (or `children`) under the live provider, at `at` (the Orders page unless said). */
export function renderLiveBoard({ children = <Board />, at = '/dashboard/orders' }: { children?: ReactNode; at?: string } = {}) {
  return renderApp(<LiveOrdersProvider>{children}</LiveOrdersProvider>, { at });
}

/** `GET /api/orders` with `orders` as the pending list (and the unfiltered one); every other status empty. */
export function pendingOrdersAnswer(status: string | null, orders: Order[]): Response {
  const listed = status === 'pending' || status === null ? orders : [];
  return json('GET /api/orders', {
    orders: listed,
    nextCursor: null,
    counts: { all: listed.length, pending: listed.length, confirmed: 0, preparing: 0, ready: 0, delivered: 0, cancelled: 0 },
  });
}
