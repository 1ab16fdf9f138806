/**
 * An order placed while the service board's first read is still on its way (a slow server on a Friday night): the
 * board's read, asked before the order existed, answers without it; the live event that announces the order must
 * still bring it onto the board at once, not a minute later with the board's periodic catch-up. (The browser suite
 * caught it once under load: the alert rang, the count said one order, the board was empty.)
 */
import { screen } from '@testing-library/react';
import { sse } from 'msw';
import { expect, it } from 'vitest';
import { useActiveOrders } from '@/features/orders/api/find-active-orders';
import { answerWith, json } from '@/test/api';
import { anOrder, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { server } from '@/test/server';
import { LiveOrdersProvider } from './live-orders-context';

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

it('an order announced while the board is still reading shows on the board when that read answers without it', async () => {
  const order = anOrder({ id: uuid(221), status: 'pending', customer_name: 'César Ollivier' });
  let placed = false;
  let announced: () => void = () => {};
  const announcement = new Promise<void>((resolve) => {
    announced = resolve;
  });
  server.use(
    answerWith('GET /api/orders', async ({ request }) => {
      const existed = placed;
      const status = new URL(request.url).searchParams.get('status');
      // The board's first read of the pending orders was asked before the order existed, and answers after its event.
      if (!existed && status === 'pending') await announcement.then(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const orders = existed && (status === 'pending' || status === null) ? [order] : [];
      const pending = orders.length;
      return json('GET /api/orders', {
        orders,
        nextCursor: null,
        counts: { all: pending, pending, confirmed: 0, preparing: 0, ready: 0, delivered: 0, cancelled: 0 },
      });
    }),
    sse<{ 'order.created': string }>('/api/events', ({ client }) => {
      setTimeout(() => {
        placed = true;
        client.send({ event: 'order.created', data: JSON.stringify({ id: order.id, status: 'pending' }) });
        announced();
      }, 50);
    }),
  );
  renderApp(
    <LiveOrdersProvider>
      <Board />
    </LiveOrdersProvider>,
    { at: '/dashboard/orders' },
  );
  expect(await screen.findByText('César Ollivier', undefined, { timeout: 3_000 })).toBeInTheDocument();
});
