import type { PublicOrder } from '@maitre/shared/storefront';
import { screen, within } from '@testing-library/react';
import { sse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { setCatalogLoader } from '@/lib/locale-root';
import { loadStorefrontCatalog } from '@/storefront/i18n/catalog';
import { answerError, answerWith, json } from '@/test/api';
import { aPublicOrder, uuid } from '@/test/fixtures';
import { renderStorefront } from '@/test/render-app';
import { server } from '@/test/server';

const ORDER_ID = uuid(301);

/** The order as the server has it now, how often the page read it, and the live channel to the page. */
function orderServer(initial: PublicOrder) {
  const state: { order: PublicOrder; reads: number; announce?: () => void } = { order: initial, reads: 0 };
  server.use(
    answerWith('GET /api/storefront/orders/:orderId', () => {
      state.reads += 1;
      return json('GET /api/storefront/orders/:orderId', { order: state.order });
    }),
    sse<{ 'order.updated': string }>('/api/storefront/orders/:orderId/events', ({ client }) => {
      state.announce = () => client.send({ event: 'order.updated', data: JSON.stringify({ id: state.order.id, status: state.order.status }) });
    }),
  );
  return state;
}

const openOrder = () => renderStorefront(`/r/chez-ada/orders/${ORDER_ID}`);

describe('the guest’s order page', () => {
  it('thanks the guest by first name and shows the number, the status, the lines and the total', async () => {
    orderServer(
      aPublicOrder({
        id: ORDER_ID,
        customer_first_name: 'Grace',
        order_items: [
          { name: 'Onion soup', price: 8.5, quantity: 2 },
          { name: 'Tarte Tatin', price: 7.25, quantity: 1 },
        ],
        total_amount: 24.25,
      }),
    );
    openOrder();
    expect(await screen.findByRole('heading', { name: 'Thank you, Grace!' })).toBeInTheDocument();
    expect(screen.getByText(ORDER_ID.slice(-8))).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Received');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Received');
    const items = screen.getByRole('region', { name: 'Your items' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['2 × Onion soup€17.00', '1 × Tarte Tatin€7.25']);
    expect(within(items).getByText('€24.25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chez Ada' })).toHaveAttribute('href', '/r/chez-ada');
  });

  it('follows the status live: each announcement re-reads the order', async () => {
    const state = orderServer(aPublicOrder({ id: ORDER_ID, status: 'pending' }));
    openOrder();
    expect(await screen.findByText('Received', { selector: '[data-testid="order-status"]' })).toBeInTheDocument();
    // Read on load and once more when the live channel opens (a reconnect catches up the same way); only then does the
    // status change, so the next read can only come from the announcement.
    await vi.waitFor(() => expect(state.reads).toBe(2));
    expect(state.announce).toBeDefined();

    state.order = { ...state.order, status: 'preparing' };
    state.announce?.();
    expect(await screen.findByText('Preparing', { selector: '[data-testid="order-status"]' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Preparing');
    expect(state.reads).toBe(3);

    state.order = { ...state.order, status: 'cancelled' };
    state.announce?.();
    expect(await screen.findByText('The restaurant cancelled this order. Please contact them if you have questions.')).toBeInTheDocument();
  });

  it('shows the number of the day, then the restaurant’s answer live: accepted with the ready time, or rejected with the reason (issue 20)', async () => {
    const state = orderServer(aPublicOrder({ id: ORDER_ID, status: 'pending', daily_number: 7 }));
    openOrder();
    // The page shows the order it last read at once (an earlier test's), then this one.
    await vi.waitFor(() => expect(screen.getByTestId('order-day-number')).toHaveTextContent('#7'));
    expect(screen.getByTestId('order-answer')).toHaveTextContent('Waiting for the restaurant to accept your order…');
    await vi.waitFor(() => expect(state.announce).toBeDefined());

    // 18:40 UTC is 19:40 in Paris in January: the restaurant's clock, whatever the guest's device says.
    state.order = { ...state.order, status: 'confirmed', ready_at: '2026-01-01T18:40:00.000Z', time_zone: 'Europe/Paris' };
    state.announce?.();
    await vi.waitFor(() => expect(screen.getByTestId('order-answer')).toHaveTextContent('Accepted · ready at 19:40'));

    state.order = { ...state.order, status: 'cancelled', ready_at: null, rejection_reason: 'Kitchen closed early' };
    state.announce?.();
    expect(await screen.findByText('Reason: Kitchen closed early')).toBeInTheDocument();
    expect(screen.getByText('The restaurant could not accept this order.')).toBeInTheDocument();
  });

  it('says so when the order does not exist', async () => {
    server.use(
      answerError('GET /api/storefront/orders/:orderId', 'NOT_FOUND', 'Order not found'),
      sse('/api/storefront/orders/:orderId/events', () => {}),
    );
    openOrder();
    expect(await screen.findByText('We could not find this order.')).toBeInTheDocument();
  });
});

describe('the guest’s order page in French', () => {
  afterEach(() => activateLocale('en', null));

  it('thanks, shows the status and the lines with French texts and prices', async () => {
    activateLocale('fr', await loadStorefrontCatalog('fr'));
    const state = orderServer(
      aPublicOrder({
        id: ORDER_ID,
        status: 'preparing',
        order_items: [
          { name: 'Quiche lorraine', price: 12.5, quantity: 1 },
          { name: 'Tarte Tatin', price: 7.25, quantity: 2 },
        ],
        total_amount: 27,
      }),
    );
    openOrder();
    expect(await screen.findByRole('heading', { name: 'Merci, Grace\u00a0!' })).toBeInTheDocument();
    expect(screen.getByText('Numéro de commande')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('En préparation');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('En préparation');
    const items = screen.getByRole('region', { name: 'Vos articles' });
    expect(within(items).getByText('12,50 €')).toBeInTheDocument();
    expect(within(items).getByText('14,50 €')).toBeInTheDocument();
    expect(within(items).getByText('27,00 €')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');

    await vi.waitFor(() => expect(state.announce).toBeDefined());
    state.order = { ...state.order, status: 'cancelled' };
    state.announce?.();
    expect(await screen.findByText('Le restaurant a annulé cette commande. Contactez-le si vous avez des questions.')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Annulée');
  });
});

describe('the guest’s order page opened later (a link, a reload, another device)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    activateLocale('en', null);
  });

  it('opens in the language the guest ordered in when the browser asks for none of ours', async () => {
    setCatalogLoader(loadStorefrontCatalog);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'ja']);
    orderServer(aPublicOrder({ id: ORDER_ID, customer_first_name: 'Grace', locale: 'it' }));
    openOrder();
    expect(await screen.findByRole('heading', { name: 'Grazie, Grace!' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
  });

  it('keeps the language the browser asks for, or the one the guest picked, over the order’s', async () => {
    setCatalogLoader(loadStorefrontCatalog);
    orderServer(aPublicOrder({ id: ORDER_ID, customer_first_name: 'Grace', locale: 'it' }));
    openOrder();
    expect(await screen.findByRole('heading', { name: 'Thank you, Grace!' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.documentElement.lang).toBe('en');
  });
});
