/** The orders page's service board and search (issue 20), on the fake API. */
import type { Order, OrderStatus } from '@maitre/shared/orders';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerWith, json } from '@/test/api';
import { anOrder, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { OrdersPage } from './orders-page';

const counts = { all: 0, pending: 0, confirmed: 0, preparing: 0, ready: 0, delivered: 0, cancelled: 0 };

function ordersApi(orders: Order[]) {
  const store = [...orders];
  server.use(
    answer('GET /api/menu-items', { menuItems: [] }),
    answerWith('GET /api/orders', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return json('GET /api/orders', { orders: store.filter((order) => !status || order.status === status), nextCursor: null, counts });
    }),
    answerWith('PATCH /api/orders/:id', async ({ request, params }) => {
      const order = store.find((candidate) => candidate.id === params.id);
      if (!order) throw new Error(`no order ${String(params.id)}`);
      order.status = ((await request.json()) as { status: OrderStatus }).status;
      return json('PATCH /api/orders/:id', { order });
    }),
    // A pending order is answered with the accept step (decision 0031): confirmed, ready in the minutes chosen.
    answerWith('POST /api/orders/:id/accept', async ({ request, params }) => {
      const order = store.find((candidate) => candidate.id === params.id);
      if (!order) throw new Error(`no order ${String(params.id)}`);
      const { ready_in_minutes } = (await request.json()) as { ready_in_minutes: number };
      order.status = 'confirmed';
      order.ready_at = new Date(Date.now() + ready_in_minutes * 60_000).toISOString();
      return json('POST /api/orders/:id/accept', { order });
    }),
  );
}

describe('OrdersPage: the service board', () => {
  it('shows the orders on their way in three columns, oldest first, accepts a pending one with a ready time, and moves it on with its next-step button', async () => {
    ordersApi([
      anOrder({ id: uuid(301), customer_name: 'Later', status: 'pending', created_at: '2026-01-01T12:10:00.000Z' }),
      anOrder({ id: uuid(302), customer_name: 'Earlier', status: 'pending', created_at: '2026-01-01T12:00:00.000Z', source: 'online' }),
      anOrder({ id: uuid(303), customer_name: 'Cooking', status: 'preparing', created_at: '2026-01-01T11:50:00.000Z' }),
      anOrder({ id: uuid(304), customer_name: 'Done', status: 'delivered', created_at: '2026-01-01T11:40:00.000Z' }),
    ]);
    const { user } = renderApp(<OrdersPage />, { at: '/dashboard/orders?view=active' });
    const newColumn = await screen.findByRole('region', { name: /^New/ });
    await waitFor(() => expect(within(newColumn).getAllByRole('article')).toHaveLength(2));
    expect(
      within(newColumn)
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual([`Order #${uuid(302).slice(-8)}`, `Order #${uuid(301).slice(-8)}`]);
    const earlier = within(newColumn).getByRole('article', { name: `Order #${uuid(302).slice(-8)}` });
    expect(earlier).toHaveTextContent('Online');
    expect(earlier).toHaveTextContent('As soon as possible');
    expect(within(screen.getByRole('region', { name: /^In preparation/ })).getByRole('article')).toHaveTextContent('Cooking');
    expect(screen.queryByText('Done')).toBeNull();

    // Pending: the accept step (the preparation time by default), not a bare status change.
    expect(within(earlier).queryByRole('button', { name: /Start preparing/ })).toBeNull();
    await user.click(within(earlier).getByRole('button', { name: /^Accept · ready at/ }));
    await waitFor(() => expect(earlier).toHaveTextContent('accepted'));
    expect((await sentRequests('POST', `/api/orders/${uuid(302)}/accept`)).map((request) => request.body)).toEqual([{ ready_in_minutes: 20 }]);
    expect(await sentRequests('PATCH')).toEqual([]);
    await user.click(within(earlier).getByRole('button', { name: /Start preparing/ }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: /^In preparation/ })).getByRole('article', { name: `Order #${uuid(302).slice(-8)}` })).toBeVisible(),
    );
  });

  it('sends the search and the days to GET /api/orders', async () => {
    ordersApi([anOrder({ id: uuid(310), customer_name: 'Claire', status: 'pending' })]);
    const { user } = renderApp(<OrdersPage />, { at: '/dashboard/orders' });
    await screen.findByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'claire');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await waitFor(async () => {
      const urls = (await sentRequests('GET', '/api/orders')).map((request) => request.url);
      expect(urls.some((url) => url.includes('q=claire') && url.includes('from=2026-11-20'))).toBe(true);
    });
  });
});
