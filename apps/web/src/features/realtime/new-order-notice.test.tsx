/**
 * The dashboard's live notice of a new order (issue 20, decision 0033): a dine-in order names its table, a pickup or
 * phone order keeps the plain notice.
 */
import type { Order } from '@maitre/shared/orders';
import { screen } from '@testing-library/react';
import { sse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test/api';
import { anOrder, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { server } from '@/test/server';
import { LiveOrdersProvider } from './live-orders-context';

const counts = { all: 1, pending: 1, confirmed: 0, preparing: 0, ready: 0, delivered: 0, cancelled: 0 };

function newOrderArrives(order: Order) {
  server.use(
    answer('GET /api/orders', { orders: [order], nextCursor: null, counts }),
    sse<{ 'order.created': string }>('/api/events', ({ client }) => {
      client.send({ event: 'order.created', data: JSON.stringify({ id: order.id, status: order.status }) });
    }),
  );
  renderApp(
    <LiveOrdersProvider>
      <p>Board</p>
    </LiveOrdersProvider>,
    { at: '/dashboard' },
  );
}

describe('the live notice of a new order', () => {
  it('names the table of a dine-in order', async () => {
    newOrderArrives(anOrder({ id: uuid(211), status: 'pending', table_label: '12' }));
    expect(await screen.findByText('New order received · Table 12')).toBeInTheDocument();
  });

  it('stays the plain notice for an order without a table', async () => {
    newOrderArrives(anOrder({ id: uuid(212), status: 'pending', table_label: null }));
    expect(await screen.findByText('New order received')).toBeInTheDocument();
    expect(screen.queryByText(/Table/)).not.toBeInTheDocument();
  });
});
