import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { firstName, type GuestOrderInput, GuestOrderInputSchema, type Storefront } from '@maitre/shared/storefront';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, answerError, answerWith, json, unreachable } from '@/test/api';
import { aPublicOrder, aStorefront, aStorefrontItem, uuid } from '@/test/fixtures';
import { renderStorefront } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';

const soup = aStorefrontItem({ id: uuid(101), name: 'Onion soup', price: 8.5, category: 'Appetizers' });
const steak = aStorefrontItem({ id: uuid(102), name: 'Steak frites', price: 24.9, category: 'Main Course', description: '' });
const tarte = aStorefrontItem({ id: uuid(103), name: 'Tarte Tatin', price: 7.25, category: 'Desserts' });
const ORDER_ID = uuid(301);

/**
 * Chez Ada's side of the order page: its menu, and an order endpoint that checks the guest's order with the route's
 * own schema (GuestOrderInputSchema) and answers its field errors as the API's error handler does.
 */
function chezAda(menu = [soup, steak, tarte]) {
  const restaurant = { storefront: aStorefront({ menu }) as Storefront };
  server.use(
    answerWith('GET /api/storefront/:slug', () => json('GET /api/storefront/:slug', restaurant.storefront)),
    answerWith('POST /api/storefront/:slug/orders', async ({ request }) => {
      const checked = GuestOrderInputSchema.safeParse(await request.json());
      if (!checked.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of checked.error.issues) {
          const field = issue.path.join('.');
          fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
        }
        return HttpResponse.json(ApiErrorBodySchema.parse({ error: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid', fieldErrors } }), {
          status: 400,
        });
      }
      return json(
        'POST /api/storefront/:slug/orders',
        { order: aPublicOrder({ id: ORDER_ID, customer_first_name: firstName(checked.data.customer_name) }) },
        201,
      );
    }),
    answer('GET /api/storefront/orders/:orderId', { order: aPublicOrder({ id: ORDER_ID }) }),
    http.get('/api/storefront/orders/:orderId/events', () => new HttpResponse(null, { status: 204 })),
  );
  return restaurant;
}

async function openMenu() {
  const app = renderStorefront('/r/chez-ada');
  await screen.findByRole('heading', { name: 'Chez Ada', level: 1 });
  return { ...app, cart: screen.getByRole('complementary', { name: 'Your order' }) };
}

const lineNames = (cart: HTMLElement) =>
  within(cart)
    .queryAllByRole('listitem')
    .map((line) => line.querySelector('.font-medium')?.textContent);
const placed = async () => (await sentRequests('POST', '/api/storefront/chez-ada/orders')).map((request) => request.body as GuestOrderInput);

describe('the guest order page: menu and cart', () => {
  it('lists the menu by category and puts what the guest adds in the cart, with line prices and the total', async () => {
    chezAda();
    const { user, cart } = await openMenu();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Appetizers', 'Main Course', 'Desserts', 'Your order']);
    expect(within(cart).getByText('Your cart is empty. Add something from the menu.')).toBeInTheDocument();
    expect(within(cart).getByRole('button', { name: 'Place order · €0.00' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Steak frites to cart' }));

    expect(screen.getByRole('button', { name: 'Add Onion soup to cart' })).toHaveTextContent('Add (2)');
    expect(lineNames(cart)).toEqual(['Onion soup', 'Steak frites']);
    expect(within(cart).getByLabelText('Quantity of Onion soup')).toHaveValue(2);
    expect(within(cart).getByText('€17.00')).toBeInTheDocument();
    expect(within(cart).getByText('€24.90')).toBeInTheDocument();
    expect(within(cart).getByRole('button', { name: 'Place order · €41.90' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /View your order · 3 items/ })).toHaveAttribute('href', '#cart-heading');
  });

  it('changes a quantity, removes a line, and adds up in cents (3 × €7.25 is €21.75)', async () => {
    chezAda();
    const { user, cart } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Tarte Tatin to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Steak frites to cart' }));

    const quantity = within(cart).getByLabelText('Quantity of Tarte Tatin');
    await user.type(quantity, '3', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    expect(quantity).toHaveValue(3);
    expect(within(cart).getByText('€21.75')).toBeInTheDocument();
    expect(within(cart).getByRole('button', { name: 'Place order · €46.65' })).toBeInTheDocument();

    await user.click(within(cart).getByRole('button', { name: 'Remove Steak frites from cart' }));
    expect(lineNames(cart)).toEqual(['Tarte Tatin']);
    expect(within(cart).getByRole('button', { name: 'Place order · €21.75' })).toBeInTheDocument();
  });

  it('keeps the cart when the guest reloads the page', async () => {
    chezAda();
    const first = await openMenu();
    await first.user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    await first.user.click(screen.getByRole('button', { name: 'Add Tarte Tatin to cart' }));
    first.unmount();

    const { cart } = await openMenu();
    expect(lineNames(cart)).toEqual(['Onion soup', 'Tarte Tatin']);
    expect(within(cart).getByRole('button', { name: 'Place order · €15.75' })).toBeInTheDocument();
  });

  it('shows a line whose item left the menu as no longer available, leaves it out of the total, and does not order it', async () => {
    localStorage.setItem(
      'maitre.cart.chez-ada',
      JSON.stringify([
        { menuItemId: uuid(999), quantity: 4 },
        { menuItemId: soup.id, quantity: 1 },
      ]),
    );
    chezAda();
    const { user, cart } = await openMenu();
    expect(lineNames(cart)).toEqual(['No longer available', 'Onion soup']);
    expect(screen.getByRole('link', { name: /View your order · 1 item$/ })).toBeInTheDocument();
    await user.type(within(cart).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(cart).getByLabelText('Phone'), '+33 1 23 45 67 89');
    await user.click(within(cart).getByRole('button', { name: 'Place order · €8.50' }));
    await screen.findByRole('heading', { name: 'Thank you, Grace!' });
    expect((await placed())[0]?.items).toEqual([{ menu_item_id: soup.id, quantity: 1 }]);
  });
});

describe('the guest order page: checkout', () => {
  it('sends who ordered and what, then opens the order’s page and empties the cart', async () => {
    chezAda();
    const { user, cart } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Tarte Tatin to cart' }));
    await user.type(within(cart).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(cart).getByLabelText('Email'), 'grace@example.com');
    await user.type(within(cart).getByLabelText(/Notes/), 'No onions in the soup, please');
    await user.click(within(cart).getByRole('button', { name: 'Place order · €24.25' }));

    expect(await screen.findByRole('heading', { name: 'Thank you, Grace!' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/r/chez-ada/orders/${ORDER_ID}`);
    expect(await placed()).toEqual([
      {
        customer_name: 'Grace Hopper',
        customer_phone: '',
        customer_email: 'grace@example.com',
        notes: 'No onions in the soup, please',
        website: '',
        items: [
          { menu_item_id: soup.id, quantity: 2 },
          { menu_item_id: tarte.id, quantity: 1 },
        ],
      },
    ]);
  });

  it('starts the next visit with an empty cart once the order is placed', async () => {
    chezAda();
    const first = await openMenu();
    await first.user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    await first.user.type(within(first.cart).getByLabelText('Name'), 'Grace Hopper');
    await first.user.type(within(first.cart).getByLabelText('Phone'), '+33 1 23 45 67 89');
    await first.user.click(within(first.cart).getByRole('button', { name: 'Place order · €8.50' }));
    await screen.findByRole('heading', { name: 'Thank you, Grace!' });
    first.unmount();

    const { cart } = await openMenu();
    expect(within(cart).getByText('Your cart is empty. Add something from the menu.')).toBeInTheDocument();
  });

  it('shows the checks’ messages by their fields, keeps the cart and lets the guest try again', async () => {
    chezAda();
    const { user, cart } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Steak frites to cart' }));
    await user.type(within(cart).getByLabelText('Email'), 'not-an-email');
    await user.click(within(cart).getByRole('button', { name: 'Place order · €24.90' }));

    expect(await within(cart).findByRole('alert')).toHaveTextContent('Some fields are invalid');
    expect(within(cart).getByText('Please enter your name')).toHaveAttribute('id', 'customer_name-error');
    expect(within(cart).getByText('Please enter a valid email address')).toHaveAttribute('id', 'customer_email-error');
    expect(lineNames(cart)).toEqual(['Steak frites']);

    await user.type(within(cart).getByLabelText('Name'), 'Grace Hopper');
    await user.clear(within(cart).getByLabelText('Email'));
    await user.type(within(cart).getByLabelText('Phone'), '+33 1 23 45 67 89');
    await user.click(within(cart).getByRole('button', { name: 'Place order · €24.90' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Grace!' })).toBeInTheDocument();
    expect(await placed()).toHaveLength(2);
  });

  it('moves the focus to the first field the server refused, marked invalid and described by its message', async () => {
    chezAda();
    const { user, cart } = await openMenu();
    const name = within(cart).getByLabelText('Name');
    const email = within(cart).getByLabelText('Email');
    // Before any error, the fields point only at what exists (the contact hint), and none is invalid.
    expect(name).not.toHaveAttribute('aria-describedby');
    expect(email).toHaveAttribute('aria-describedby', 'contact-hint');
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Add Steak frites to cart' }));
    await user.type(email, 'not-an-email');
    await user.click(within(cart).getByRole('button', { name: 'Place order · €24.90' }));

    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address A phone number or an email, so the restaurant can reach you.');
    expect(within(cart).getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
  });

  it('moves the focus to the message when no field is at fault', async () => {
    chezAda();
    const { user, cart } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Steak frites to cart' }));
    await user.type(within(cart).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(cart).getByLabelText('Phone'), '+33 1 23 45 67 89');
    server.use(unreachable('POST /api/storefront/:slug/orders'));
    await user.click(within(cart).getByRole('button', { name: 'Place order · €24.90' }));
    const message = await within(cart).findByRole('alert');
    await waitFor(() => expect(message).toHaveFocus());
    expect(message).toHaveTextContent('Cannot reach Maître. Check your connection and try again.');
  });

  it('asks for a phone number or an email', async () => {
    chezAda();
    const { user, cart } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Steak frites to cart' }));
    await user.type(within(cart).getByLabelText('Name'), 'Grace Hopper');
    await user.click(within(cart).getByRole('button', { name: 'Place order · €24.90' }));
    expect(await within(cart).findByText('Please give a phone number or an email address')).toHaveAttribute('id', 'customer_phone-error');
  });

  it('drops the items that left the menu since the page loaded, keeps the rest, and says why', async () => {
    const restaurant = chezAda();
    const { user, cart } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Tarte Tatin to cart' }));
    // The owner takes the soup off the menu while the guest is ordering.
    restaurant.storefront = aStorefront({ menu: [steak, tarte] });
    server.use(
      answerError('POST /api/storefront/:slug/orders', 'VALIDATION_FAILED', 'One item in your order is no longer on the menu', {
        'items.0.menu_item_id': ['This item is no longer on the menu'],
      }),
    );
    await user.type(within(cart).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(cart).getByLabelText('Phone'), '+33 1 23 45 67 89');
    await user.click(within(cart).getByRole('button', { name: 'Place order · €15.75' }));

    expect(await within(cart).findByRole('alert')).toHaveTextContent('One item in your order is no longer on the menu');
    await waitFor(() => expect(lineNames(cart)).toEqual(['Tarte Tatin']));
    expect(screen.queryByRole('button', { name: 'Add Onion soup to cart' })).toBeNull();
    expect(within(cart).getByRole('button', { name: 'Place order · €7.25' })).toBeEnabled();
  });

  it('says so when the restaurant cannot be reached, and keeps everything the guest entered', async () => {
    chezAda();
    const { user, cart } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Steak frites to cart' }));
    await user.type(within(cart).getByLabelText('Name'), 'Grace Hopper');
    server.use(unreachable('POST /api/storefront/:slug/orders'));
    await user.click(within(cart).getByRole('button', { name: 'Place order · €24.90' }));
    expect(await within(cart).findByRole('alert')).toHaveTextContent('Cannot reach Maître. Check your connection and try again.');
    expect(within(cart).getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(lineNames(cart)).toEqual(['Steak frites']);
  });

  it('disables the button while the order is on its way, so a second tap does not order twice', async () => {
    chezAda();
    let accept: () => void = () => {};
    const accepted = new Promise<void>((resolve) => (accept = resolve));
    server.use(
      answerWith('POST /api/storefront/:slug/orders', async () => {
        await accepted;
        return json('POST /api/storefront/:slug/orders', { order: aPublicOrder({ id: ORDER_ID }) }, 201);
      }),
    );
    const { user, cart } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Steak frites to cart' }));
    await user.type(within(cart).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(cart).getByLabelText('Phone'), '+33 1 23 45 67 89');
    await user.click(within(cart).getByRole('button', { name: 'Place order · €24.90' }));

    const busy = await within(cart).findByRole('button', { name: 'Placing order…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    accept();
    await screen.findByRole('heading', { name: 'Thank you, Grace!' });
    expect(await placed()).toHaveLength(1);
  });
});

describe('the guest order page: loading the menu', () => {
  it('tells the guest when the link leads to no restaurant', async () => {
    server.use(answerError('GET /api/storefront/:slug', 'NOT_FOUND', 'Restaurant not found'));
    renderStorefront('/r/nowhere');
    expect(await screen.findByText('We could not find this restaurant. Check the link you were given.')).toBeInTheDocument();
  });

  it('offers to try again when the menu cannot be loaded, and shows it when that works', async () => {
    server.use(answerError('GET /api/storefront/:slug', 'SERVICE_UNAVAILABLE', 'The database is unavailable right now. Please try again in a moment.'));
    const { user } = renderStorefront('/r/chez-ada');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable right now. Please try again in a moment.');
    chezAda();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Chez Ada', level: 1 })).toBeInTheDocument();
  });
});
