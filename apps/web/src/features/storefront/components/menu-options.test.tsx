/**
 * Issue 19 on the guest order page: each dish's allergens before the cart, the "hide dishes containing …" filter, the
 * option chooser (required groups, limits, defaults, sold-out options, the running price), cart lines with their
 * options and the allergens of what was chosen, and the option ids the order sends.
 */
import { ApiErrorBodySchema } from '@maitre/shared/errors';
import { type GuestOrderInput, GuestOrderInputSchema, type Storefront } from '@maitre/shared/storefront';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, answerWith, json } from '@/test/api';
import { anOption, aPublicOrder, aStorefront, aStorefrontItem, aStorefrontOptionGroup, uuid } from '@/test/fixtures';
import { renderStorefront } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';

const SMALL = uuid(501);
const LARGE = uuid(502);
const XL = uuid(503);
const MOZZARELLA = uuid(511);
const OLIVES = uuid(512);
const ANCHOVIES = uuid(513);
const NO_ONIONS = uuid(514);

const size = aStorefrontOptionGroup({
  id: uuid(401),
  name: 'Size',
  selection: 'single',
  min_choices: 1,
  max_choices: 1,
  options: [
    anOption({ id: SMALL, name: '30 cm', price_delta: -1 }),
    anOption({ id: LARGE, name: '40 cm', price_delta: 3.5 }),
    anOption({ id: XL, name: '50 cm', price_delta: 6, is_available: false }),
  ],
});
const extras = aStorefrontOptionGroup({
  id: uuid(402),
  name: 'Extras',
  selection: 'multiple',
  min_choices: 0,
  max_choices: 2,
  options: [
    anOption({ id: MOZZARELLA, name: 'Extra mozzarella', price_delta: 1.5, is_default: true, allergens: ['milk'] }),
    anOption({ id: OLIVES, name: 'Olives', price_delta: 1 }),
    anOption({ id: ANCHOVIES, name: 'Anchovies', price_delta: 2, allergens: ['fish'] }),
    anOption({ id: NO_ONIONS, name: 'No onions', translations: { fr: { name: 'Sans oignons' } } }),
  ],
});
const pizza = aStorefrontItem({
  id: uuid(101),
  name: 'Pizza Margherita',
  price: 11,
  category: 'Main Course',
  allergens: ['gluten', 'milk'],
  traces: ['sesame'],
  dietary: ['vegetarian'],
  option_group_ids: [size.id, extras.id],
});
const salad = aStorefrontItem({ id: uuid(102), name: 'Green salad', price: 7, category: 'Appetizers', allergens: ['mustard'], dietary: ['vegan'] });
const prawns = aStorefrontItem({ id: uuid(103), name: 'Garlic prawns', price: 14, category: 'Appetizers', allergens: ['crustaceans'], traces: ['molluscs'] });
const ORDER_ID = uuid(301);

function pizzeria(storefront: Partial<Storefront> = {}) {
  const restaurant = { storefront: aStorefront({ menu: [salad, prawns, pizza], option_groups: [size, extras], ...storefront }) };
  server.use(
    answerWith('GET /api/storefront/:slug', () => json('GET /api/storefront/:slug', restaurant.storefront)),
    answerWith('POST /api/storefront/:slug/orders', async ({ request }) => {
      const checked = GuestOrderInputSchema.safeParse(await request.json());
      if (!checked.success) return HttpResponse.json({ error: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid' } }, { status: 400 });
      return json('POST /api/storefront/:slug/orders', { order: aPublicOrder({ id: ORDER_ID }) }, 201);
    }),
    answer('GET /api/storefront/orders/:orderId', { order: aPublicOrder({ id: ORDER_ID }) }),
    http.get('/api/storefront/orders/:orderId/events', () => new HttpResponse(null, { status: 204 })),
  );
  return restaurant;
}

async function openMenu() {
  const app = renderStorefront('/r/chez-ada');
  await screen.findByRole('heading', { name: 'Chez Ada', level: 1 });
  return { ...app, menu: screen.getByRole('main', { name: 'Menu' }), cart: screen.getByRole('complementary', { name: 'Your order' }) };
}

/** The dishes' names as listed (the key's own headings left out). */
const dishNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('heading', { level: 3 })
    .filter((heading) => !heading.closest('details'))
    .map((heading) => heading.textContent);
const dish = (menu: HTMLElement, name: string) => within(menu).getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;
const placed = async () => (await sentRequests('POST', '/api/storefront/chez-ada/orders')).map((request) => request.body as GuestOrderInput);

async function placeOrder(user: ReturnType<typeof renderStorefront>['user'], cart: HTMLElement, button: RegExp) {
  await user.type(within(cart).getByLabelText('Name'), 'Grace Hopper');
  await user.type(within(cart).getByLabelText('Phone'), '+33 1 23 45 67 89');
  await user.click(within(cart).getByRole('button', { name: button }));
}

describe('the guest order page: allergens', () => {
  it('shows each dish’s allergens, traces and dietary marks in words before anything is in the cart, with a key', async () => {
    pizzeria();
    const { menu } = await openMenu();
    const pizzaCard = dish(menu, 'Pizza Margherita');
    expect(within(pizzaCard).getByText('Contains:').parentElement).toHaveTextContent('Contains:🌾Cereals containing gluten🥛Milk');
    expect(within(pizzaCard).getByText('May contain:').parentElement).toHaveTextContent('Sesame seeds');
    expect(within(pizzaCard).getByText('Vegetarian')).toBeInTheDocument();
    expect(within(dish(menu, 'Garlic prawns')).getByText('Crustaceans')).toBeInTheDocument();
    expect(within(dish(menu, 'Green salad')).getByText('Vegan')).toBeInTheDocument();

    const key = within(menu).getByText('Allergens and dietary marks: key').closest('details') as HTMLElement;
    expect(within(key).getAllByRole('listitem')).toHaveLength(14 + 3);
    expect(within(key).getByText('Sulphur dioxide and sulphites')).toBeInTheDocument();
  });

  it('hides the dishes that contain what the guest ticks, says how many, and keeps the choice for the visit', async () => {
    pizzeria();
    const first = await openMenu();
    await first.user.click(within(first.menu).getByText('Hide dishes containing…', { selector: 'summary' }));
    await first.user.click(within(first.menu).getByRole('checkbox', { name: 'Milk' }));
    expect(within(first.menu).queryByRole('heading', { name: 'Pizza Margherita' })).toBeNull();
    expect(within(first.menu).getByRole('status')).toHaveTextContent('1 dish hidden');
    // Traces do not hide: the prawns may contain molluscs, they do not contain them.
    await first.user.click(within(first.menu).getByRole('checkbox', { name: 'Crustaceans' }));
    await first.user.click(within(first.menu).getByRole('checkbox', { name: 'Molluscs' }));
    expect(within(first.menu).getByRole('status')).toHaveTextContent('2 dishes hidden');
    expect(dishNames(first.menu)).toEqual(['Green salad']);
    first.unmount();

    const again = await openMenu();
    expect(dishNames(again.menu)).toEqual(['Green salad']);
    await again.user.click(within(again.menu).getByRole('button', { name: 'Show all dishes' }));
    expect(dishNames(again.menu)).toEqual(['Green salad', 'Garlic prawns', 'Pizza Margherita']);
    expect(within(again.menu).getByRole('status')).toHaveTextContent('');
  });
});

describe('the guest order page: options', () => {
  it('opens the chooser in a dialog: defaults preselected, sold-out options off and marked, the price per item as the guest chooses', async () => {
    pizzeria();
    const { user, menu } = await openMenu();
    const add = within(menu).getByRole('button', { name: 'Add Pizza Margherita to cart' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Choose for Pizza Margherita' });

    const sizes = within(dialog).getByRole('group', { name: 'Size' });
    expect(sizes).toHaveAccessibleDescription('Required · Choose 1');
    expect(within(sizes).getByRole('radio', { name: /50 cm/ })).toBeDisabled();
    expect(within(sizes).getByText('Sold out')).toBeInTheDocument();
    expect(within(sizes).getByRole('radio', { name: /40 cm/ })).toHaveAccessibleName('40 cm +€3.50');
    expect(within(sizes).getByRole('radio', { name: /30 cm/ })).toHaveAccessibleName('30 cm −€1.00');
    const extrasGroup = within(dialog).getByRole('group', { name: 'Extras' });
    expect(extrasGroup).toHaveAccessibleDescription('Optional · Choose up to 2');
    expect(within(extrasGroup).getByRole('checkbox', { name: /Extra mozzarella/ })).toBeChecked();
    // The focus is in the dialog, on the first choice.
    expect(within(sizes).getByRole('radio', { name: /30 cm/ })).toHaveFocus();
    expect(within(dialog).getByText('Price per item').nextElementSibling).toHaveTextContent('€12.50');

    await user.click(within(sizes).getByRole('radio', { name: /40 cm/ }));
    expect(within(dialog).getByText('Price per item').nextElementSibling).toHaveTextContent('€16.00');
    expect(within(dialog).getByRole('button', { name: 'Add to order · €16.00' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(add).toHaveFocus();
  });

  it('does not add until a required group is chosen, and allows no more than a group’s maximum', async () => {
    pizzeria();
    const { user, menu, cart } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Add Pizza Margherita to cart' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Add to order/ }));
    expect(within(dialog).getByText('Choose an option for Size')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Size' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('radio', { name: /30 cm/ })).toHaveFocus();
    expect(within(cart).getByText('Your cart is empty. Add something from the menu.')).toBeInTheDocument();

    const extrasGroup = within(dialog).getByRole('group', { name: 'Extras' });
    await user.click(within(extrasGroup).getByRole('checkbox', { name: /Olives/ }));
    expect(within(extrasGroup).getByRole('checkbox', { name: /Anchovies/ })).toBeDisabled();
    expect(within(extrasGroup).getByText('That is the most for this choice (2); untick one to change it')).toBeInTheDocument();
    await user.click(within(extrasGroup).getByRole('checkbox', { name: /Olives/ }));
    expect(within(extrasGroup).getByRole('checkbox', { name: /Anchovies/ })).toBeEnabled();
  });

  it('puts each choice on its own line with its options, its price and the allergens of what was chosen, and sends the option ids', async () => {
    pizzeria();
    const { user, menu, cart } = await openMenu();
    const add = within(menu).getByRole('button', { name: 'Add Pizza Margherita to cart' });

    await user.click(add);
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /40 cm/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Extra mozzarella/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Anchovies/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to order · €16.50' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(add);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /30 cm/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to order · €11.50' }));
    // The same choice again: the same line, one more.
    await user.click(add);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /30 cm/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to order · €11.50' }));

    expect(add).toHaveTextContent('Add (3)');
    const lines = within(cart).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Size: 40 cm');
    expect(lines[0]).toHaveTextContent('Extras: Anchovies');
    expect(lines[0]).toHaveTextContent('€16.50');
    // Dish and options: the anchovies bring fish; the mozzarella (and its milk) was taken off, the dough's milk stays.
    expect(within(lines[0] as HTMLElement).getByText('Contains:').parentElement).toHaveTextContent('Cereals containing gluten🐟Fish🥛Milk');
    expect(lines[1]).toHaveTextContent('Size: 30 cm');
    expect(lines[1]).toHaveTextContent('Extras: Extra mozzarella');
    expect(lines[1]).toHaveTextContent('€23.00(€11.50 each)');
    expect(within(lines[1] as HTMLElement).getByLabelText('Quantity of Pizza Margherita')).toHaveValue(2);

    await placeOrder(user, cart, /Place order · €39.50/);
    await screen.findByRole('heading', { name: 'Thank you, Grace!' });
    expect((await placed())[0]?.items).toEqual([
      { menu_item_id: pizza.id, quantity: 1, options: [LARGE, ANCHOVIES] },
      { menu_item_id: pizza.id, quantity: 2, options: [SMALL, MOZZARELLA] },
    ]);
  });

  it('marks the options’ names with their own language on a cart line when it is not the page’s', async () => {
    pizzeria({ restaurant: { name: 'Chez Ada', slug: 'chez-ada', default_language: 'fr' } });
    const { user, menu, cart } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Add Pizza Margherita to cart' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /40 cm/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Olives/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to order · €17.00' }));
    const [line] = within(cart).getAllByRole('listitem');
    expect(line).toHaveTextContent('Size: 40 cm');
    expect(line).toHaveTextContent('Extras: Extra mozzarella, Olives');
    // Written in the restaurant's French, read on an English page: each name in its own language, the wording in the page's.
    for (const name of ['Size', '40 cm', 'Extras', 'Extra mozzarella', 'Olives'])
      expect(within(line as HTMLElement).getByText(name)).toHaveAttribute('lang', 'fr');
  });

  it('changes a cart line’s choices: the dish’s options reopen with them, the line is replaced, or joins the line of the same choices', async () => {
    pizzeria();
    const { user, menu, cart } = await openMenu();
    const add = within(menu).getByRole('button', { name: 'Add Pizza Margherita to cart' });
    await user.click(add);
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /40 cm/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to order · €16.00' }));
    await user.click(add);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /30 cm/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to order · €11.50' }));
    // A dish without options has nothing to change.
    await user.click(within(menu).getByRole('button', { name: 'Add Green salad to cart' }));
    expect(within(cart).getAllByRole('button', { name: /^Change the choices for/ })).toHaveLength(2);

    let [large] = within(cart).getAllByRole('listitem');
    await user.click(within(large as HTMLElement).getByRole('button', { name: 'Change the choices for Pizza Margherita' }));
    dialog = await screen.findByRole('dialog', { name: 'Choose for Pizza Margherita' });
    // Opened with the line's own choices, not the defaults.
    expect(within(dialog).getByRole('radio', { name: /40 cm/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Extra mozzarella/ })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Olives/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save choices · €17.00' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    let lines = within(cart).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('Extras: Extra mozzarella, Olives');
    expect(lines[0]).toHaveTextContent('€17.00');
    // The focus is back on the changed line's button, not lost to the page.
    await waitFor(() => expect(within(lines[0] as HTMLElement).getByRole('button', { name: 'Change the choices for Pizza Margherita' })).toHaveFocus());

    // Changed to the choices of the other line: one line of two.
    [large] = lines;
    await user.click(within(large as HTMLElement).getByRole('button', { name: 'Change the choices for Pizza Margherita' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /30 cm/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Olives/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save choices · €11.50' }));
    lines = within(cart).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0] as HTMLElement).getByLabelText('Quantity of Pizza Margherita')).toHaveValue(2);

    await placeOrder(user, cart, /Place order · €30.00/);
    await screen.findByRole('heading', { name: 'Thank you, Grace!' });
    expect((await placed())[0]?.items).toEqual([
      { menu_item_id: pizza.id, quantity: 2, options: [SMALL, MOZZARELLA] },
      { menu_item_id: salad.id, quantity: 1 },
    ]);
  });

  it('keeps the cart and shows the server’s reason on the line it refused, and what is now sold out', async () => {
    const restaurant = pizzeria();
    const { user, menu, cart } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Add Green salad to cart' }));
    await user.click(within(menu).getByRole('button', { name: 'Add Pizza Margherita to cart' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /40 cm/ }));
    await user.click(within(dialog).getByRole('button', { name: /Add to order/ }));

    // The 40 cm sells out while the guest fills in the form.
    restaurant.storefront = aStorefront({
      menu: [salad, prawns, pizza],
      option_groups: [{ ...size, options: size.options.map((option) => (option.id === LARGE ? { ...option, is_available: false } : option)) }, extras],
    });
    server.use(
      answerWith('POST /api/storefront/:slug/orders', () =>
        HttpResponse.json(
          ApiErrorBodySchema.parse({
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Pizza Margherita: 40 cm is sold out',
              fieldErrors: { 'items.1.options': ['Pizza Margherita: 40 cm is sold out'] },
            },
          }),
          { status: 400 },
        ),
      ),
    );
    await placeOrder(user, cart, /Place order · €23.00/);

    expect(await within(cart).findByRole('alert')).toHaveTextContent('Pizza Margherita: 40 cm is sold out');
    const lines = within(cart).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    // The menu is read again: the line says what changed, its price leaves the total, and the order waits for the guest.
    await waitFor(() => expect(lines[1]).toHaveTextContent('40 cm is sold out now: remove this line and choose again.'));
    expect(within(cart).getByRole('button', { name: /Place order · €7.00/ })).toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(within(cart).getByRole('alert')).toHaveTextContent('Change or remove the lines marked in your order first.'));
    expect(await placed()).toHaveLength(1);
  });

  it('shows the options of each line on the order’s page', async () => {
    pizzeria();
    const ORDER_ID = uuid(302);
    server.use(
      answer('GET /api/storefront/orders/:orderId', {
        order: aPublicOrder({
          id: ORDER_ID,
          order_items: [
            {
              menu_item_id: pizza.id,
              name: 'Pizza Margherita',
              price: 16,
              quantity: 1,
              options: [
                { option_id: LARGE, group_id: size.id, group: 'Size', name: '40 cm', price_delta: 3.5 },
                { option_id: OLIVES, group_id: extras.id, group: 'Extras', name: 'Olives', price_delta: 1 },
                { option_id: NO_ONIONS, group_id: extras.id, group: 'Extras', name: 'No onions', price_delta: 0 },
              ],
              allergens: ['gluten', 'milk'],
              traces: [],
            },
          ],
          total_amount: 16,
        }),
      }),
    );
    renderStorefront(`/r/chez-ada/orders/${ORDER_ID}`);
    const items = await screen.findByRole('region', { name: 'Your items' });
    const line = await within(items).findByText((_text, element) => element?.tagName === 'LI' && element.textContent?.includes('Pizza Margherita') === true);
    expect(line.firstElementChild).toHaveTextContent('1 × Pizza Margherita');
    expect(line).toHaveTextContent('Size: 40 cm');
    expect(line).toHaveTextContent('Extras: Olives, No onions');
  });
});
