/**
 * Every screen state of Maître, as a list of steps that open it in a page: signed out, signed in (with or without a
 * plan), the guest order page, the dev mailbox and the QR poster. The accessibility and reflow specs walk these lists,
 * so a screen added here is checked by both.
 */
import type { MenuItem } from '@maitre/shared/menu';
import { expect, type Page, test } from '@playwright/test';
import { addMenuItem, placeOrder, setOrderStatus } from './dashboard-data';
import { appOrigin, newOwner, signedInOwner } from './fixtures';
import { dishPhotoJpeg, uploadPhoto } from './photo-data';

export interface Screen {
  name: string;
  /** Opens the screen in `page` and waits until it shows what it is about (not a spinner). */
  open(page: Page): Promise<void>;
}

export interface Restaurant {
  slug: string;
  menu: MenuItem[];
}

/** Runs `check` on each screen in turn, each in a step of its own so the report names the screen. */
export async function tour(page: Page, screens: Screen[], check: (screen: Screen) => Promise<void>): Promise<void> {
  // A tour's time grows with its screens (the dashboard's tour passes 20, each loading its data and running its check):
  // each screen adds its own share to the test's limit instead of all of them sharing the default minute.
  test.info().setTimeout(test.info().timeout + screens.length * 5_000);
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await screen.open(page);
      await check(screen);
    });
  }
}

/** A signed-in owner with a small menu (one dish switched off) and orders in three statuses. */
export async function restaurantWithOrders(page: Page): Promise<Restaurant> {
  await signedInOwner(page, { fullName: 'Camille Lefèvre-Dubois', restaurantName: 'Chez Camille' });
  // Issue 19: the soup shows an uploaded photo (decision 0026): the order page's srcset, the edit dialog's preview.
  const photo = await uploadPhoto(page, await dishPhotoJpeg());
  const soup = await addMenuItem(page, {
    name: 'Onion soup',
    description: 'Gratinéed with gruyère, a slice of country bread',
    price: 8.5,
    category: 'Appetizers',
    image_url: photo.url,
  });
  const steak = await addMenuItem(page, { name: 'Steak frites', description: 'Entrecôte, hand-cut fries, béarnaise', price: 24.5, category: 'Main Course' });
  const espresso = await addMenuItem(page, { name: 'Espresso', price: 2.8, category: 'Beverages' });
  // A long name: the new-order dialog once pushed its steppers out of the screen for one.
  const burrata = await addMenuItem(page, { name: 'Burrata & Heirloom Tomatoes with basil oil', price: 11, category: 'Appetizers' });
  const origin = appOrigin();
  // Issue 19: a dish with allergens and a required Size group (one option adds an allergen, one is sold out).
  const group = await page.request.post('/api/option-groups', {
    headers: { origin },
    data: {
      name: 'Size',
      selection: 'single',
      min_choices: 1,
      options: [
        { name: 'Regular', is_default: true },
        { name: 'Large with a crème fraîche topping', price_delta: 3.5, allergens: ['milk'] },
        { name: 'Family', price_delta: 9, is_available: false },
      ],
    },
  });
  expect(group.status(), await group.text()).toBe(201);
  const size = (await group.json()).optionGroup as { id: string };
  await addMenuItem(page, {
    name: 'Tarte flambée',
    price: 13,
    category: 'Main Course',
    allergens: ['gluten', 'eggs'],
    traces: ['nuts'],
    dietary: ['vegetarian'],
    option_group_ids: [size.id],
  });
  const off = await page.request.patch(`/api/menu-items/${espresso.id}`, { data: { is_available: false }, headers: { origin } });
  expect(off.ok()).toBe(true);
  await placeOrder(page, {
    customer_name: 'Léa Moreau-Delacroix',
    customer_phone: '+33 6 12 34 56 78',
    notes: 'No onions, please: allergy',
    items: [
      { menu_item_id: soup.id, quantity: 2 },
      { menu_item_id: steak.id, quantity: 1 },
    ],
  });
  const confirmed = await placeOrder(page, {
    customer_name: 'Lucas Martin',
    customer_email: 'lucas.martin@example.com',
    items: [{ menu_item_id: steak.id, quantity: 3 }],
  });
  await setOrderStatus(page, confirmed.id, 'confirmed');
  const ready = await placeOrder(page, { customer_name: 'Gabriel Dupont', items: [{ menu_item_id: soup.id, quantity: 1 }] });
  await setOrderStatus(page, ready.id, 'ready');
  // Sold-out counts (decision 0027): few steaks left ("3 left" for guests), the burrata sold out, two large sizes left.
  const counts = [
    [`/api/menu-items/${steak.id}/portions`, { portions_left: 3, portions_par: 20 }],
    [`/api/menu-items/${burrata.id}/portions`, { portions_left: 0, portions_par: null }],
  ] as const;
  for (const [url, data] of counts) expect((await page.request.put(url, { headers: { origin }, data })).ok()).toBe(true);
  const large = ((await group.json()).optionGroup as { options: Array<{ id: string }> }).options[1]?.id;
  const largeCount = await page.request.put(`/api/option-groups/${size.id}/options/${large}/portions`, { headers: { origin }, data: { portions_left: 2 } });
  expect(largeCount.ok()).toBe(true);
  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  return { slug: profile.slug, menu: [soup, steak, espresso] };
}

const heading = (page: Page, name: string | RegExp, level = 1) => expect(page.getByRole('heading', { level, name })).toBeVisible();

/** Opens `path`, then waits for `ready`. */
const at =
  (path: string, ready: (page: Page) => Promise<void>) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    await ready(page);
  };

export function signedOutScreens(): Screen[] {
  const stranger = newOwner();
  return [
    { name: 'sign-in', open: at('/login', (page) => heading(page, 'Sign in')) },
    {
      name: 'sign-in, wrong password',
      open: async (page) => {
        await page.goto('/login');
        await page.getByLabel('Email').fill(stranger.email);
        await page.getByLabel(/^Password/).fill('not the password');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await expect(page.getByText('Invalid email or password').first()).toBeVisible();
      },
    },
    { name: 'sign-up', open: at('/signup', (page) => heading(page, 'Create your account')) },
    {
      name: 'sign-up, empty fields',
      open: async (page) => {
        await page.goto('/signup');
        await page.getByRole('button', { name: 'Create Account' }).click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      },
    },
    { name: 'forgot password', open: at('/forgot-password', (page) => heading(page, 'Forgot your password?')) },
    {
      name: 'reset password, invalid link',
      open: async (page) => {
        await page.goto('/reset-password');
        await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
      },
    },
  ];
}

/** The dashboard's screens for a signed-in owner of `restaurantWithOrders`; `isPhone` adds the navigation drawer. */
export function dashboardScreens({ isPhone, hasPlan }: { isPhone: boolean; hasPlan: boolean }): Screen[] {
  const gated = ['Reservations', 'Customers', 'Inventory', 'Staff'].map(
    (name): Screen => ({
      name: `${name.toLowerCase()}${hasPlan ? '' : ' (upgrade notice)'}`,
      open: at(`/dashboard/${name.toLowerCase()}`, (page) => heading(page, hasPlan ? name : `${name} needs an upgrade`)),
    }),
  );
  const screens: Screen[] = [
    {
      name: 'overview',
      open: async (page) => {
        await page.goto('/dashboard');
        await heading(page, /^Good (morning|afternoon|evening)/);
        await expect(page.getByRole('region', { name: 'Recent Orders' }).getByRole('link', { name: /Léa Moreau/ })).toBeVisible();
      },
    },
    {
      name: 'menu',
      open: at('/dashboard/menu', (page) => expect(page.getByRole('article', { name: 'Espresso' })).toBeVisible()),
    },
    {
      name: 'menu, add form open',
      open: at('/dashboard/menu?new=1', (page) => expect(page.getByRole('region', { name: 'Add a menu item' })).toBeVisible()),
    },
    {
      name: 'menu, edit dialog',
      open: async (page) => {
        await page.goto('/dashboard/menu');
        await page.getByRole('button', { name: 'Edit Onion soup' }).click();
        await expect(page.getByRole('dialog', { name: 'Edit Onion soup' })).toBeVisible();
      },
    },
    {
      name: 'menu, a dish’s count of portions',
      open: async (page) => {
        await page.goto('/dashboard/menu');
        await page.getByRole('button', { name: 'Portions of Steak frites' }).click();
        await expect(page.getByRole('form', { name: 'Portions of Steak frites' })).toBeVisible();
      },
    },
    {
      name: 'menu, categories',
      open: at('/dashboard/menu/categories', (page) => expect(page.getByRole('button', { name: 'Move Specials up' })).toBeVisible()),
    },
    {
      name: 'menu, delete a category with dishes',
      open: async (page) => {
        await page.goto('/dashboard/menu/categories');
        await page.getByRole('button', { name: 'Delete Appetizers' }).click();
        await expect(page.getByRole('dialog', { name: 'Delete Appetizers?' }).getByLabel('Move the dishes to')).toBeVisible();
      },
    },
    {
      name: 'menu, option groups',
      open: at('/dashboard/menu/options', (page) => expect(page.getByText('Large with a crème fraîche topping').first()).toBeVisible()),
    },
    {
      name: 'menu, option group dialog',
      open: async (page) => {
        await page.goto('/dashboard/menu/options');
        await page.getByRole('button', { name: 'Edit Size' }).click();
        await expect(page.getByRole('dialog', { name: 'Edit Size' })).toBeVisible();
      },
    },
    {
      name: 'menu, allergen chart',
      open: at('/dashboard/menu/allergens', (page) => expect(page.getByRole('table')).toBeVisible()),
    },
    {
      name: 'menu, import and export',
      open: at('/dashboard/menu/transfer', (page) => expect(page.getByRole('link', { name: 'Template (Excel)' })).toBeVisible()),
    },
    {
      // A file that changes one dish and has one problem: the preview shows both tables.
      name: 'menu, import preview',
      open: async (page) => {
        await page.goto('/dashboard/menu/transfer');
        const file = 'name,price,allergens\r\nOnion soup,9.00,milk\r\nBurrata & Heirloom Tomatoes with basil oil and a very long name,4,peanut\r\n';
        await page.getByLabel('Menu file').setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
        await page.getByRole('button', { name: 'Check the file' }).click();
        await expect(page.getByRole('table', { name: 'Dishes and option groups to add or change' })).toBeVisible();
        await expect(page.getByRole('table', { name: /^Problems in the file/ })).toBeAttached();
      },
    },
    {
      name: 'orders',
      open: at('/dashboard/orders', (page) => expect(page.getByRole('article')).toHaveCount(3)),
    },
    {
      name: 'orders, filtered by Pending',
      open: async (page) => {
        await page.goto('/dashboard/orders');
        await expect(page.getByRole('article')).toHaveCount(3);
        await page
          .getByRole('group', { name: 'Filter by status' })
          .getByRole('button', { name: /^Pending/ })
          .click();
        await expect(page.getByRole('article')).toHaveCount(1);
      },
    },
    {
      name: 'orders, new order dialog',
      open: async (page) => {
        await page.goto('/dashboard/orders?new=1');
        await expect(page.getByRole('dialog', { name: 'New order' }).getByRole('button', { name: 'One more Steak frites' })).toBeVisible();
      },
    },
    ...gated,
    // Issue 22: the figures loaded (the last table of the page), the trend chart's table alternative open.
    {
      name: 'analytics',
      open: at('/dashboard/analytics', async (page) => {
        await expect(page.getByRole('table', { name: 'Channels' })).toBeVisible();
        await page.getByRole('region', { name: 'Net sales by business day' }).getByRole('button', { name: 'Show as a table' }).click();
        await expect(page.getByRole('table', { name: 'Net sales by business day' })).toBeVisible();
        // Opening the table scrolled the section under the sticky header; checks read the page from its top.
        await page.evaluate(() => window.scrollTo(0, 0));
      }),
    },
    {
      name: 'subscription',
      open: async (page) => {
        await page.goto('/dashboard/subscription');
        await heading(page, 'Compare plans', 2);
        await expect(page.getByRole('heading', { level: 2, name: hasPlan ? 'Restaurant' : 'No Active Subscription' })).toBeVisible();
      },
    },
    { name: 'settings', open: at('/dashboard/settings', (page) => heading(page, 'Settings')) },
  ];
  if (hasPlan) {
    // The team (issue 17): a pending invitation on the Staff page, and its page as another person sees it.
    let invitationId: string | undefined;
    const invitation = async (page: Page) => {
      if (invitationId) return invitationId;
      const response = await page.request.post('/api/staff/invitations', {
        data: { email: `new-cook-${Date.now()}@example.com`, role: 'kitchen' },
        headers: { origin: appOrigin() },
      });
      expect(response.status(), await response.text()).toBe(201);
      invitationId = (await response.json()).invitation.id as string;
      return invitationId;
    };
    screens.push(
      {
        name: 'staff, a pending invitation',
        open: async (page) => {
          await invitation(page);
          await page.goto('/dashboard/staff');
          await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(/new-cook-/)).toBeVisible();
        },
      },
      {
        name: 'invitation page, sent to another address',
        open: async (page) => {
          await page.goto(`/invitations/${await invitation(page)}`);
          await expect(page.getByRole('heading', { name: /^Join .* on Maître/ })).toBeVisible();
        },
      },
    );
  }
  if (!hasPlan) {
    screens.push({
      name: 'locked navigation item explained',
      open: async (page) => {
        await page.goto('/dashboard');
        if (isPhone) await page.getByRole('button', { name: 'Open navigation' }).click();
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('button', { name: 'Reservations' }).click();
        await expect(nav.getByText('Reservations is available on the Restaurant plan and above.')).toBeVisible();
      },
    });
  }
  if (isPhone) {
    screens.push({
      name: 'navigation drawer open',
      open: async (page) => {
        await page.goto('/dashboard');
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      },
    });
  }
  return screens;
}

/** The guest's order page (menu, cart, a refused checkout, the confirmation), a missing restaurant, and the QR poster. */
export function guestScreens(restaurant: Restaurant): Screen[] {
  const menuPage = `/r/${restaurant.slug}`;
  return [
    { name: 'guest menu', open: at(menuPage, (page) => expect(page.getByText('3 left')).toBeVisible()) },
    {
      name: 'guest menu with a cart',
      open: async (page) => {
        await page.goto(menuPage);
        await page.getByRole('button', { name: 'Add Onion soup to cart' }).click();
        await expect(page.getByLabel('Quantity of Onion soup')).toHaveValue('1');
      },
    },
    {
      name: 'guest menu, options of a dish',
      open: async (page) => {
        await page.goto(menuPage);
        await page.getByRole('button', { name: 'Add Tarte flambée to cart' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect(page.getByRole('dialog').getByRole('radio', { name: /Regular/ })).toBeChecked();
      },
    },
    {
      name: 'guest checkout refused',
      open: async (page) => {
        await page.goto(menuPage);
        if ((await page.getByLabel('Quantity of Onion soup').count()) === 0) await page.getByRole('button', { name: 'Add Onion soup to cart' }).click();
        await page.getByRole('button', { name: /Place order/ }).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
      },
    },
    {
      name: 'guest order confirmation',
      open: async (page) => {
        await page.goto(menuPage);
        if ((await page.getByLabel('Quantity of Onion soup').count()) === 0) await page.getByRole('button', { name: 'Add Onion soup to cart' }).click();
        await page.getByLabel('Name').fill('Grace Hopper');
        await page.getByLabel('Phone').fill('+33 6 12 34 56 78');
        await page.getByRole('button', { name: /Place order/ }).click();
        await heading(page, 'Thank you, Grace!');
      },
    },
    {
      name: 'guest, unknown restaurant',
      open: at('/r/no-such-restaurant', (page) => heading(page, 'Not found')),
    },
    { name: 'QR poster', open: at(`/api/storefront/${restaurant.slug}/poster`, (page) => heading(page, 'Chez Camille')) },
    { name: 'dev mailbox', open: at('/dev/mailbox', (page) => heading(page, 'Dev mailbox')) },
  ];
}
