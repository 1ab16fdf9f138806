/**
 * The order page follows the restaurant's clock (issue 20): closed with the next opening and the pickup slots, paused
 * with the message, the pickup time sent with the order, the restaurant's details; every category section named.
 */
import type { GuestOrderInput } from '@maitre/shared/storefront';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, answerError } from '@/test/api';
import { aPublicOrder, aStorefront, aStorefrontItem, aStorefrontService, uuid } from '@/test/fixtures';
import { renderStorefront } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';

const soup = aStorefrontItem({ id: uuid(101), name: 'Onion soup', price: 8.5, category: 'Appetizers' });
const steak = aStorefrontItem({ id: uuid(102), name: 'Steak frites', price: 24.9, category: 'Main Course' });
const ORDER_ID = uuid(301);

function restaurant(service = aStorefrontService()) {
  server.use(
    answer('GET /api/storefront/:slug', aStorefront({ menu: [soup, steak] })),
    answer('GET /api/storefront/:slug/service', service),
    answer('POST /api/storefront/:slug/orders', { order: aPublicOrder({ id: ORDER_ID }) }),
    answer('GET /api/storefront/orders/:orderId', { order: aPublicOrder({ id: ORDER_ID }) }),
    http.get('/api/storefront/orders/:orderId/events', () => new HttpResponse(null, { status: 204 })),
  );
}

async function openMenu() {
  const app = renderStorefront('/r/chez-ada');
  await screen.findByRole('heading', { name: 'Chez Ada', level: 1 });
  return { ...app, cart: screen.getByRole('complementary', { name: 'Your order' }) };
}

async function fillIn(user: Awaited<ReturnType<typeof openMenu>>['user'], cart: HTMLElement) {
  await user.type(within(cart).getByLabelText('Name'), 'Grace Hopper');
  await user.type(within(cart).getByLabelText('Phone'), '+33 1 23 45 67 89');
}

const placed = async () =>
  (await sentRequests()).filter((request) => request.method === 'POST' && request.url.endsWith('/orders')).map((request) => request.body as GuestOrderInput);

describe('the order page and the restaurant clock', () => {
  it('names every category section by its heading, "Main Course" included', async () => {
    restaurant();
    await openMenu();
    expect(screen.getByRole('region', { name: 'Main Course' })).toHaveAttribute('aria-labelledby', 'category-main-course');
    expect(screen.getByRole('region', { name: 'Appetizers' })).toBeInTheDocument();
  });

  it('says when a closed restaurant opens and orders for the pickup slot the guest chooses', async () => {
    // Tuesday 24 November 2026, 11:30 in Paris, then 11:45 and 12:00.
    const slots = ['2026-11-24T10:30:00.000Z', '2026-11-24T10:45:00.000Z', '2026-11-24T11:00:00.000Z'];
    restaurant(aStorefrontService({ state: 'closed', asap: false, next_opening: '2026-11-24T10:30:00.000Z', scheduling: true, slots }));
    const { user, cart } = await openMenu();
    expect(await screen.findByText(/^Closed · opens Tue 11:30$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    const pickup = within(cart).getByLabelText('Pickup time');
    expect(
      within(pickup)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tue 11:30', 'Tue 11:45', 'Tue 12:00']);
    expect(within(cart).queryByLabelText(/As soon as possible/)).not.toBeInTheDocument();
    await user.selectOptions(pickup, 'Tue 11:45');
    await fillIn(user, cart);
    await user.click(within(cart).getByRole('button', { name: 'Place order · €8.50' }));
    await screen.findByRole('heading', { name: 'Thank you, Grace!' });
    expect((await placed())[0]?.pickup_at).toBe('2026-11-24T10:45:00.000Z');
  });

  it('orders for as soon as possible while open, or for a later slot when chosen', async () => {
    restaurant(aStorefrontService({ scheduling: true, slots: ['2026-11-24T19:00:00.000Z'], preparation_minutes: 25 }));
    const { user, cart } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    const asap = await within(cart).findByLabelText('As soon as possible (about 25 min)');
    expect(asap).toBeChecked();
    await fillIn(user, cart);
    await user.click(within(cart).getByRole('button', { name: 'Place order · €8.50' }));
    await screen.findByRole('heading', { name: 'Thank you, Grace!' });
    expect((await placed())[0]).not.toHaveProperty('pickup_at');
  });

  it('shows the pause and its message, and takes no order while paused', async () => {
    restaurant(aStorefrontService({ state: 'paused', asap: false, paused_until: '2026-11-24T19:45:00.000Z', pause_message: 'Back at 20:45!' }));
    const { user, cart } = await openMenu();
    expect(await screen.findByText('Online orders are paused until 20:45')).toBeInTheDocument();
    expect(screen.getByText('Back at 20:45!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    expect(within(cart).getByText('The restaurant is not taking orders right now.')).toBeInTheDocument();
    expect(within(cart).getByRole('button', { name: 'Place order · €8.50' })).toBeDisabled();
  });

  it('shows the server’s refusal and reads the clock again when the restaurant closed meanwhile', async () => {
    restaurant();
    const { user, cart } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    server.use(
      answerError('POST /api/storefront/:slug/orders', 'RESTAURANT_CLOSED', 'We are closed right now. We open Wed 11:30.'),
      answer('GET /api/storefront/:slug/service', aStorefrontService({ state: 'closed', asap: false, next_opening: '2026-11-25T10:30:00.000Z' })),
    );
    await fillIn(user, cart);
    await user.click(within(cart).getByRole('button', { name: 'Place order · €8.50' }));
    expect(await within(cart).findByRole('alert')).toHaveTextContent('We are closed right now. We open Wed 11:30.');
    await waitFor(() => expect(screen.getByText(/^Closed · opens Wed 11:30$/)).toBeInTheDocument());
  });

  it('shows the address, the phone, the opening hours and that guests pay at pickup', async () => {
    restaurant(
      aStorefrontService({
        address: '12 rue de la Paix, Paris',
        phone: '+33 1 23 45 67 89',
        weekly_hours: {
          mon: [],
          tue: [
            { from: '11:30', to: '14:00' },
            { from: '18:30', to: '01:00' },
          ],
          wed: [],
          thu: [],
          fri: [],
          sat: [],
          sun: [],
        },
      }),
    );
    await openMenu();
    const details = await screen.findByRole('region', { name: 'The restaurant' });
    expect(within(details).getByText('12 rue de la Paix, Paris')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '+33 1 23 45 67 89' })).toHaveAttribute('href', 'tel:+33123456789');
    expect(within(details).getByRole('row', { name: 'Tuesday 11:30–14:00, 18:30–01:00' })).toBeInTheDocument();
    expect(within(details).getByRole('row', { name: 'Monday Closed' })).toBeInTheDocument();
    expect(within(details).getByText('Pay at pickup')).toBeInTheDocument();
  });
});
