/**
 * Ordering at a table (issue 20, decision 0033): the page opened from a table's QR card (`?table=12`) says which table
 * and that the guest pays there, sends the table with the order (no pickup time), keeps it for the visit, shows the
 * server's refusal of an unknown table at the table, and lets the guest order for pickup instead.
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
const ORDER_ID = uuid(301);

function restaurant(service = aStorefrontService({ scheduling: true, slots: ['2026-11-24T19:00:00.000Z'] })) {
  server.use(
    answer('GET /api/storefront/:slug', aStorefront({ menu: [soup] })),
    answer('GET /api/storefront/:slug/service', service),
    answer('POST /api/storefront/:slug/orders', { order: aPublicOrder({ id: ORDER_ID, table_label: '12' }) }, { status: 201 }),
    answer('GET /api/storefront/orders/:orderId', { order: aPublicOrder({ id: ORDER_ID, table_label: '12' }) }),
    http.get('/api/storefront/orders/:orderId/events', () => new HttpResponse(null, { status: 204 })),
  );
}

async function openAtTable(path = '/r/chez-ada?table=12') {
  const app = renderStorefront(path);
  await screen.findByRole('heading', { name: 'Chez Ada', level: 1 });
  const cart = screen.getByRole('complementary', { name: 'Your order' });
  await app.user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
  await app.user.type(within(cart).getByLabelText('Name'), 'Grace Hopper');
  await app.user.type(within(cart).getByLabelText('Phone'), '+33 1 23 45 67 89');
  return { ...app, cart };
}

const placed = async () =>
  (await sentRequests()).filter((request) => request.method === 'POST' && request.url.endsWith('/orders')).map((request) => request.body as GuestOrderInput);

describe('the order page at a table', () => {
  it('shows the table and “Pay at the table” instead of the pickup choice, and sends the table with the order', async () => {
    restaurant();
    const { user, cart } = await openAtTable();
    expect(within(cart).getByText('Table 12')).toBeInTheDocument();
    expect(within(cart).getByText('Pay at the table')).toBeInTheDocument();
    expect(within(cart).queryByText('Pay at pickup')).not.toBeInTheDocument();
    expect(within(cart).queryByRole('radio')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'The restaurant' })).toHaveTextContent('Pay at the table');
    await user.click(within(cart).getByRole('button', { name: 'Place order · €8.50' }));
    await screen.findByRole('heading', { name: 'Thank you, Grace!' });
    const [body] = await placed();
    expect(body).toMatchObject({ table: '12' });
    expect(body).not.toHaveProperty('pickup_at');
    // The status page names the table too.
    expect(screen.getByText('Table 12')).toBeInTheDocument();
  });

  it('shows the server’s refusal of an unknown table at the table, and lets the guest order for pickup instead', async () => {
    restaurant();
    server.use(
      answerError('POST /api/storefront/:slug/orders', 'VALIDATION_FAILED', 'There is no table “99” here. Please ask the staff, or order for pickup.', {
        table: ['There is no table “99” here. Please ask the staff, or order for pickup.'],
      }),
    );
    const { user, cart } = await openAtTable('/r/chez-ada?table=99');
    await user.click(within(cart).getByRole('button', { name: 'Place order · €8.50' }));
    expect(await within(cart).findByRole('alert')).toHaveTextContent('There is no table “99” here.');
    expect(within(cart).getAllByText(/There is no table “99” here/)).toHaveLength(2);
    // The focus moves in an effect (Preact runs it after the paint).
    await waitFor(() => expect(within(cart).getByText('Table 99')).toHaveFocus());

    server.use(answer('POST /api/storefront/:slug/orders', { order: aPublicOrder({ id: ORDER_ID }) }, { status: 201 }));
    await user.click(within(cart).getByRole('button', { name: 'Order for pickup instead' }));
    expect(within(cart).queryByText('Table 99')).not.toBeInTheDocument();
    expect(within(cart).getByText('Pay at pickup')).toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: 'Place order · €8.50' }));
    await screen.findByRole('heading', { name: 'Thank you, Grace!' });
    const bodies = await placed();
    expect(bodies.at(-1)).not.toHaveProperty('table');
  });

  it('asks with the menu whether the table exists, and says at once when it does not, offering pickup instead', async () => {
    restaurant();
    server.use(answer('GET /api/storefront/:slug', { ...aStorefront({ menu: [soup] }), table: null }));
    const { user, cart } = await openAtTable('/r/chez-ada?table=99');
    const [asked] = await sentRequests('GET', '/api/storefront/chez-ada');
    expect(new URL(asked?.url ?? '', location.href).searchParams.get('table')).toBe('99');
    expect(within(cart).getByRole('alert')).toHaveTextContent("This table isn't known here. Ask a member of staff, or order for pickup.");
    expect(within(cart).queryByText('Pay at the table')).not.toBeInTheDocument();
    // No order that the server would refuse at the table: the button waits for the guest's choice.
    expect(within(cart).getByRole('button', { name: 'Place order · €8.50' })).toBeDisabled();

    server.use(answer('POST /api/storefront/:slug/orders', { order: aPublicOrder({ id: ORDER_ID }) }, { status: 201 }));
    await user.click(within(cart).getByRole('button', { name: 'Order for pickup instead' }));
    expect(within(cart).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(cart).getByText('Pay at pickup')).toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: 'Place order · €8.50' }));
    await screen.findByRole('heading', { name: 'Thank you, Grace!' });
    expect((await placed()).at(-1)).not.toHaveProperty('table');
  });

  it('names a known table in the restaurant’s own spelling', async () => {
    restaurant();
    server.use(answer('GET /api/storefront/:slug', { ...aStorefront({ menu: [soup] }), table: 'Terrace 3' }));
    const { cart } = await openAtTable('/r/chez-ada?table=terrace%203');
    expect(within(cart).getByText('Table Terrace 3')).toBeInTheDocument();
    expect(within(cart).getByText('Pay at the table')).toBeInTheDocument();
    expect(within(cart).getByRole('button', { name: 'Place order · €8.50' })).toBeEnabled();
  });

  it('takes no table order while the restaurant does not take orders for now', async () => {
    restaurant(
      aStorefrontService({ state: 'closed', asap: false, next_opening: '2026-11-25T10:30:00.000Z', scheduling: true, slots: ['2026-11-25T10:30:00.000Z'] }),
    );
    const { cart } = await openAtTable();
    expect(within(cart).getByText('The restaurant is not taking orders right now.')).toBeInTheDocument();
    expect(within(cart).getByRole('button', { name: 'Place order · €8.50' })).toBeDisabled();
  });
});
