import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { formatMoney } from '@maitre/shared/locales';
import { firstName, type GuestOrderInput, GuestOrderInputSchema, type Storefront } from '@maitre/shared/storefront';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { setCatalogLoader } from '@/lib/locale-root';
import { loadStorefrontCatalog } from '@/storefront/i18n/catalog';
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
/** A French price as Intl writes it, with the narrow no-break space that accessible names keep. */
const euros = (amount: number) => formatMoney(amount, 'fr');
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
        locale: 'en',
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

describe('the guest order page: the restaurant’s own categories and order (issue 19)', () => {
  afterEach(() => activateLocale('en', null));

  it('shows the categories in the order the server sends them, their dishes in theirs, named in the guest’s language when given', async () => {
    const soups = { id: uuid(906), name: 'Soups', translations: { fr: { name: 'Soupes' } } };
    const sweets = { id: uuid(907), name: 'Sweets', translations: {} };
    const velvet = aStorefrontItem({ id: uuid(111), name: 'Velouté', category: 'Soups', category_id: soups.id });
    const crumble = aStorefrontItem({ id: uuid(112), name: 'Crumble', category: 'Sweets', category_id: sweets.id });
    const tartine = aStorefrontItem({ id: uuid(113), name: 'Tartine', category: 'Sweets', category_id: sweets.id });
    const storefront = aStorefront({ menu: [crumble, tartine, velvet], categories: [sweets, soups] });
    server.use(answer('GET /api/storefront/:slug', storefront));
    const english = renderStorefront('/r/chez-ada');
    // (The page may first show the menu an earlier test left for this address, then this one.)
    await screen.findByRole('heading', { name: 'Sweets', level: 2 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Sweets', 'Soups', 'Your order']);
    const sweetsSection = screen.getByRole('region', { name: 'Sweets' });
    expect(
      within(sweetsSection)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Crumble', 'Tartine']);
    english.unmount();

    activateLocale('fr', await loadStorefrontCatalog('fr'));
    renderStorefront('/r/chez-ada');
    expect(await screen.findByRole('heading', { name: 'Soupes', level: 2 })).toHaveAttribute('lang', 'fr');
    // No French name: the restaurant's own, marked with its language.
    expect(screen.getByRole('heading', { name: 'Sweets', level: 2 })).toHaveAttribute('lang', 'en');
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

describe('the guest order page: languages', () => {
  // As main.tsx does: each language's texts arrive as their own chunk (noted here, to see which were asked for).
  const catalogRequests: string[] = [];
  setCatalogLoader((locale) => {
    catalogRequests.push(locale);
    return loadStorefrontCatalog(locale);
  });
  afterEach(() => {
    activateLocale('en', null);
    catalogRequests.length = 0;
    vi.restoreAllMocks();
  });

  it('shows the menu, the cart and the prices in French', async () => {
    activateLocale('fr', await loadStorefrontCatalog('fr'));
    const quiche = aStorefrontItem({ id: uuid(104), name: 'Quiche lorraine', price: 12.5, category: 'Specials' });
    chezAda([soup, steak, quiche]);
    const { user } = renderStorefront('/r/chez-ada');
    const add = await screen.findByRole('button', { name: 'Ajouter Quiche lorraine au panier' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Entrées', 'Plats', 'Suggestions', 'Votre commande']);
    expect(screen.getByText('Commande en ligne')).toBeInTheDocument();
    expect(document.title).toBe('Chez Ada — commander en ligne');
    const cart = screen.getByRole('complementary', { name: 'Votre commande' });
    expect(within(cart).getByText('Votre panier est vide. Ajoutez quelque chose depuis la carte.')).toBeInTheDocument();

    await user.click(add);
    await user.click(add);
    expect(within(cart).getByLabelText('Quantité de Quiche lorraine')).toHaveValue(2);
    // getByText reads the narrow no-break space Intl puts before € as a space; accessible names keep it, hence euros().
    expect(within(cart).getAllByText('25,00 €')).toHaveLength(2);
    expect(within(screen.getByRole('main', { name: 'Carte' })).getByText('12,50 €')).toBeInTheDocument();
    expect(within(cart).getByRole('button', { name: `Commander · ${euros(25)}` })).toBeEnabled();
    expect(within(cart).getByLabelText(/Remarques/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voir votre commande · 2 articles/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });

  it("shows each dish in the guest's language when the restaurant wrote it, else in the restaurant's, marked with its language", async () => {
    activateLocale('fr', await loadStorefrontCatalog('fr'));
    const soupe = aStorefrontItem({
      id: uuid(101),
      name: 'Onion soup',
      description: 'With gruyère',
      price: 8.5,
      category: 'Appetizers',
      translations: { fr: { name: 'Soupe à l’oignon', description: 'Gratinée au gruyère' }, de: { name: 'Zwiebelsuppe' } },
    });
    // Only a name in French: the description stays the English one.
    const tarteFr = aStorefrontItem({ ...tarte, description: 'Caramelised apples', translations: { fr: { name: 'Tarte Tatin maison' } } });
    chezAda([soupe, steak, tarteFr]);
    renderStorefront('/r/chez-ada');
    const menu = await screen.findByRole('main', { name: 'Carte' });

    const soupName = await within(menu).findByRole('heading', { name: 'Soupe à l’oignon', level: 3 });
    expect(soupName).toHaveAttribute('lang', 'fr');
    expect(within(menu).getByText('Gratinée au gruyère')).toHaveAttribute('lang', 'fr');
    expect(within(menu).queryByText('Onion soup')).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Ajouter Soupe à l’oignon au panier' })).toBeInTheDocument();

    // No French for Steak frites: the restaurant's English, which a screen reader then reads in English.
    expect(within(menu).getByRole('heading', { name: 'Steak frites', level: 3 })).toHaveAttribute('lang', 'en');
    expect(within(menu).getByRole('heading', { name: 'Tarte Tatin maison', level: 3 })).toHaveAttribute('lang', 'fr');
    expect(within(menu).getByText('Caramelised apples')).toHaveAttribute('lang', 'en');
  });

  it("keeps the guest's language for a dish in the cart and on the order's page", async () => {
    activateLocale('fr', await loadStorefrontCatalog('fr'));
    const soupe = aStorefrontItem({ ...soup, translations: { fr: { name: 'Soupe à l’oignon' } } });
    chezAda([soupe, steak]);
    // The order's lines carry the base name (the kitchen's language); the page names them as the menu did.
    server.use(
      answer('GET /api/storefront/orders/:orderId', {
        order: aPublicOrder({
          id: ORDER_ID,
          order_items: [
            { menu_item_id: soup.id, name: 'Onion soup', price: 8.5, quantity: 2 },
            { menu_item_id: steak.id, name: 'Steak frites', price: 24.9, quantity: 1 },
          ],
          total_amount: 41.9,
        }),
      }),
    );
    const { user } = renderStorefront('/r/chez-ada');
    await user.click(await screen.findByRole('button', { name: 'Ajouter Soupe à l’oignon au panier' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter Soupe à l’oignon au panier' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter Steak frites au panier' }));
    const cart = screen.getByRole('complementary', { name: 'Votre commande' });
    expect(lineNames(cart)).toEqual(['Soupe à l’oignon', 'Steak frites']);
    expect(within(cart).getByText('Soupe à l’oignon')).toHaveAttribute('lang', 'fr');
    expect(within(cart).getByText('Steak frites')).toHaveAttribute('lang', 'en');
    expect(within(cart).getByLabelText('Quantité de Soupe à l’oignon')).toHaveValue(2);

    await user.type(within(cart).getByLabelText('Nom'), 'Grace Hopper');
    await user.type(within(cart).getByLabelText('E-mail'), 'grace@example.com');
    await user.click(within(cart).getByRole('button', { name: `Commander · ${euros(41.9)}` }));

    const items = await screen.findByRole('region', { name: 'Vos articles' });
    await waitFor(() =>
      expect(
        within(items)
          .getAllByRole('listitem')
          .map((line) => line.firstElementChild?.textContent),
      ).toEqual(['2 × Soupe à l’oignon', '1 × Steak frites']),
    );
    expect(within(items).getByText('Steak frites')).toHaveAttribute('lang', 'en');
    expect((await placed()).map((order) => order.items)).toEqual([
      [
        { menu_item_id: soup.id, quantity: 2 },
        { menu_item_id: steak.id, quantity: 1 },
      ],
    ]);
  });

  it('switches language from the picker, keeps the cart, remembers the choice, and sends the language with the order', async () => {
    chezAda();
    const { user, cart } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Français', 'Deutsch', 'Italiano', 'Español', 'Nederlands']);

    await user.selectOptions(picker, 'Français');
    const cartInFrench = await screen.findByRole('complementary', { name: 'Votre commande' });
    expect(cart).not.toBeInTheDocument();
    expect(lineNames(cartInFrench)).toEqual(['Onion soup']);
    expect(within(cartInFrench).getByLabelText('Quantité de Onion soup')).toHaveValue(2);
    expect(within(cartInFrench).getByRole('button', { name: `Commander · ${euros(17)}` })).toBeEnabled();
    expect(localStorage.getItem('maitre.locale')).toBe('fr');
    expect(catalogRequests).toEqual(['fr']);
    // The page re-mounted in French; the focus is back on the picker, not lost to the page.
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveFocus();
    expect(document.documentElement.lang).toBe('fr');

    await user.type(within(cartInFrench).getByLabelText('Nom'), 'Grace Hopper');
    await user.type(within(cartInFrench).getByLabelText('Téléphone'), '+33 1 23 45 67 89');
    await user.click(within(cartInFrench).getByRole('button', { name: `Commander · ${euros(17)}` }));
    expect(await screen.findByRole('heading', { name: 'Merci, Grace\u00a0!' })).toBeInTheDocument();
    expect((await placed()).map((order) => [order.locale, order.items])).toEqual([['fr', [{ menu_item_id: soup.id, quantity: 2 }]]]);
  });

  it('keeps what the guest typed in the form when they change language', async () => {
    chezAda();
    const { user, cart } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Add Onion soup to cart' }));
    await user.type(within(cart).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(cart).getByLabelText('Phone'), '+33 1 23 45 67 89');
    await user.type(within(cart).getByLabelText(/Notes/), 'No onions');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    const cartInGerman = await screen.findByRole('complementary', { name: 'Ihre Bestellung' });
    expect(within(cartInGerman).getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(within(cartInGerman).getByLabelText('Telefon')).toHaveValue('+33 1 23 45 67 89');
    expect(within(cartInGerman).getByLabelText(/Anmerkungen/)).toHaveValue('No onions');
  });

  it('turns to the restaurant’s default language when the browser asks for none of ours', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'ja']);
    const restaurant = chezAda();
    restaurant.storefront = aStorefront({ restaurant: { name: 'Chez Ada', slug: 'chez-ada', default_language: 'de' }, menu: [soup, steak, tarte] });
    renderStorefront('/r/chez-ada');
    expect(await screen.findByRole('complementary', { name: 'Ihre Bestellung' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Vorspeisen',
      'Hauptgerichte',
      'Desserts',
      'Ihre Bestellung',
    ]);
    expect(screen.getByText('8,50 €')).toBeInTheDocument();
    expect(catalogRequests).toEqual(['de']);
    // Not a choice of the guest's: nothing is remembered, so the browser (or a later pick) still decides next time.
    expect(localStorage.getItem('maitre.locale')).toBeNull();
  });

  it('keeps the language the browser or the guest asked for over the restaurant’s default', async () => {
    const restaurant = chezAda();
    restaurant.storefront = aStorefront({ restaurant: { name: 'Chez Ada', slug: 'chez-ada', default_language: 'it' }, menu: [soup] });
    // The page sets its title as the menu arrives, just before it looks at the restaurant's language.
    const menuArrives = async () => {
      document.title = '';
      const page = await openMenu();
      await waitFor(() => expect(document.title).toBe('Chez Ada — order online'));
      return page;
    };

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'it']);
    const first = await menuArrives();
    expect(catalogRequests).toEqual([]);
    expect(first.cart).toHaveAccessibleName('Your order');
    first.unmount();

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja']);
    localStorage.setItem('maitre.locale', 'en');
    const second = await menuArrives();
    expect(catalogRequests).toEqual([]);
    expect(second.cart).toHaveAccessibleName('Your order');
  });
});
