import { ORDER_STATUSES, type Order, type OrderCounts, type OrderStatus } from '@maitre/shared/orders';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale } from '@/lib/i18n';
import { answer, answerWith, json } from '@/test/api';
import { anOrder, aProfile, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { server } from '@/test/server';
import { OrdersPage } from './orders-page';

/** The owner's orders on a fake API that filters by status, pages by `pageSize` and applies status changes. */
function ordersApi(orders: Order[], pageSize = 50) {
  const store = [...orders];
  const counts = (): OrderCounts =>
    Object.fromEntries([
      ['all', store.length],
      ...ORDER_STATUSES.map((status) => [status, store.filter((order) => order.status === status).length]),
    ]) as OrderCounts;
  server.use(
    answer('GET /api/menu-items', { menuItems: [] }),
    answerWith('GET /api/orders', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      const matching = store.filter((order) => !status || order.status === status);
      const start = Number(query.get('cursor') ?? 0);
      const end = start + pageSize;
      return json('GET /api/orders', { orders: matching.slice(start, end), nextCursor: end < matching.length ? String(end) : null, counts: counts() });
    }),
    answerWith('PATCH /api/orders/:id', async ({ request, params }) => {
      const order = store.find((candidate) => candidate.id === params.id);
      if (!order) throw new Error(`no order ${String(params.id)}`);
      order.status = ((await request.json()) as { status: OrderStatus }).status;
      return json('PATCH /api/orders/:id', { order });
    }),
  );
}

const guest = (n: number, status: OrderStatus = 'pending') =>
  anOrder({ id: uuid(200 + n), customer_name: `Guest ${n}`, status, created_at: `2026-01-01T12:0${9 - n}:00.000Z` });
const card = (n: number) => screen.getByRole('article', { name: `Order #${uuid(200 + n).slice(-8)}` });
const statusOf = (n: number) => screen.getByLabelText(`Status of order #${uuid(200 + n).slice(-8)}`);

describe('OrdersPage: where the keyboard focus goes', () => {
  it('moves it to the first order "Load more" brought, and says how many came', async () => {
    ordersApi([guest(1), guest(2), guest(3)], 2);
    const { user } = renderApp(<OrdersPage />, { at: '/dashboard/orders' });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more orders' }));

    await waitFor(() => expect(card(3)).toHaveFocus());
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
    expect(screen.getByText('1 more order loaded.')).toBeInTheDocument();
  });

  it('moves it to the next order when a status change takes one out of a filtered list, to the one before at the end, then to the empty list', async () => {
    ordersApi([guest(1), guest(2), guest(3), guest(4), guest(5, 'ready')]);
    const { user } = renderApp(<OrdersPage />, { at: '/dashboard/orders' });
    await screen.findAllByRole('article');
    await user.click(within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', { name: /^Pending/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));

    // The second pending order leaves: the third takes its place and the focus.
    await user.selectOptions(statusOf(2), 'confirmed');
    await waitFor(() => expect(card(3)).toHaveFocus());
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText(`Order #${uuid(202).slice(-8)} is now Confirmed and left the Pending list.`)).toBeInTheDocument();

    // The last one leaves: nothing took its place, so the one before it.
    await user.selectOptions(statusOf(4), 'ready');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await waitFor(() => expect(card(3)).toHaveFocus());

    // The others leave: the empty list.
    await user.selectOptions(statusOf(1), 'ready');
    await waitFor(() => expect(card(3)).toHaveFocus());
    await user.selectOptions(statusOf(3), 'ready');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('No orders with pending status.'));
  });

  it('leaves it on the status control when the order stays in the list', async () => {
    ordersApi([guest(1), guest(2)]);
    const { user } = renderApp(<OrdersPage />, { at: '/dashboard/orders' });
    await screen.findAllByRole('article');
    await user.selectOptions(statusOf(2), 'preparing');
    await waitFor(() => expect(statusOf(2)).toHaveValue('preparing'));
    expect(statusOf(2)).toHaveFocus();
  });
});

describe('OrdersPage by role (issue 17)', () => {
  it('offers New order to front of house, who takes phone orders', async () => {
    ordersApi([guest(1)]);
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'front_of_house' }) }));
    renderApp(<OrdersPage />, { at: '/dashboard/orders' });
    expect(await screen.findByRole('button', { name: 'New order' })).toBeInTheDocument();
  });

  it('shows the kitchen the orders and their status, without New order', async () => {
    ordersApi([guest(1)]);
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'kitchen' }) }));
    renderApp(<OrdersPage />, { at: '/dashboard/orders?new=1' });
    expect(await screen.findByRole('article', { name: `Order #${uuid(201).slice(-8)}` })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'New order' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'New order' })).toBeNull();
    expect(statusOf(1)).toBeInTheDocument();
  });
});

describe('OrdersPage in French (issue 18)', () => {
  afterEach(() => activateLocale('en', null));

  it('names the statuses and writes money and moments the French way, in the restaurant’s time zone', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    ordersApi([
      anOrder({
        id: uuid(301),
        customer_name: 'Grace Hopper',
        order_items: [{ name: 'Tarte Tatin', price: 6.25, quantity: 2, menu_item_id: uuid(101) }],
        total_amount: 12.5,
        status: 'preparing',
        created_at: '2026-01-01T12:00:00.000Z',
      }),
    ]);
    renderApp(<OrdersPage />, { at: '/dashboard/orders' });
    const order = await screen.findByRole('article', { name: `Commande #${uuid(301).slice(-8)}` });
    const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

    expect(screen.getByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    expect(screen.getByText('1 commande')).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'Filtrer par statut' });
    expect(within(filter).getByRole('button', { name: 'Toutes 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'En attente 0' })).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'En préparation 1' })).toBeInTheDocument();

    const status = within(order).getByLabelText(`Statut de la commande #${uuid(301).slice(-8)}`);
    expect(status).toHaveDisplayValue('En préparation');
    expect(within(status).getByRole('option', { name: 'Confirmée' })).toHaveValue('confirmed');
    expect(within(status).getByRole('option', { name: 'Annulée' })).toHaveValue('cancelled');

    const total = within(order).getByText('Total').nextElementSibling;
    expect(plain(total?.textContent ?? null)).toBe('12,50 €');
    expect(plain(within(order).getByText(/l’unité/).textContent)).toBe('6,25 € l’unité');
    // 12:00 UTC is 13:00 in Paris, the profile's zone.
    expect(plain(order.querySelector('time')?.textContent ?? null)).toMatch(/^1 janv\. 2026,? 13:00$/);
  });
});
