/**
 * Decision 0049: the page carries where the restaurant's live events stood before its other reads were made; the first
 * stream resumes after that number and sends whatever those reads missed, so the screen reads nothing again when the
 * stream opens (the Analytics page asked its six reports twice before). A stream that cannot resume says `resync`, and
 * everything is read again.
 */
import { screen } from '@testing-library/react';
import { sse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { useActiveOrders } from '@/features/orders/api/find-active-orders';
import { carryAnswers } from '@/lib/carried-answers';
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

afterEach(() => carryAnswers(new Map()));

/** The board's reads (each status's list counts) and the stream's addresses, with the pending list answered by `pending()`. */
function watchReads(
  pending: () => ReturnType<typeof anOrder>[],
  onStream: (client: { send(message: { event: 'resync' | 'order.created'; data: string }): void }) => void = () => {},
) {
  const reads: string[] = [];
  const streams: string[] = [];
  server.use(
    answerWith('GET /api/orders', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      reads.push(status ?? 'all');
      const orders = status === 'pending' || status === null ? pending() : [];
      return json('GET /api/orders', {
        orders,
        nextCursor: null,
        counts: { all: orders.length, pending: orders.length, confirmed: 0, preparing: 0, ready: 0, delivered: 0, cancelled: 0 },
      });
    }),
    sse<{ resync: string; 'order.created': string }>('/api/events', ({ request, client }) => {
      streams.push(new URL(request.url).search);
      onStream(client);
    }),
  );
  return { reads, streams };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

it('opens the first stream after the carried position, and reads nothing again when it opens', async () => {
  carryAnswers(new Map([['GET /api/events/position', { after: 41 }]]));
  const order = anOrder({ id: uuid(231), status: 'pending', customer_name: 'Léa Fontaine' });
  const { reads, streams } = watchReads(() => [order]);
  renderApp(
    <LiveOrdersProvider>
      <Board />
    </LiveOrdersProvider>,
    { at: '/dashboard/orders' },
  );
  expect(await screen.findByText('Léa Fontaine')).toBeInTheDocument();
  await settle();
  expect(streams).toEqual(['?after=41']);
  expect(reads.filter((status) => status === 'pending')).toHaveLength(1);
});

it('without a carried position, the first stream starts from now and the orders are read again when it opens', async () => {
  const { reads, streams } = watchReads(() => []);
  renderApp(
    <LiveOrdersProvider>
      <Board />
    </LiveOrdersProvider>,
    { at: '/dashboard/orders' },
  );
  await settle();
  expect(streams).toEqual(['']);
  expect(reads.filter((status) => status === 'pending').length).toBeGreaterThanOrEqual(2);
});

it('a stream that cannot resume (resync) has everything read again', async () => {
  carryAnswers(new Map([['GET /api/events/position', { after: 41 }]]));
  const order = anOrder({ id: uuid(232), status: 'pending', customer_name: 'Paul Girard' });
  let placed = false;
  watchReads(
    () => (placed ? [order] : []),
    (client) =>
      setTimeout(() => {
        placed = true;
        client.send({ event: 'resync', data: '{}' });
      }, 50),
  );
  renderApp(
    <LiveOrdersProvider>
      <Board />
    </LiveOrdersProvider>,
    { at: '/dashboard/orders' },
  );
  expect(await screen.findByText('Paul Girard', undefined, { timeout: 3_000 })).toBeInTheDocument();
});
