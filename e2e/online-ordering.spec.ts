import { expect, test } from '@playwright/test';
import { addMenuItem } from './dashboard-data';
import { signedInOwner } from './fixtures';

test('a guest orders from the public page; the owner sees it arrive live and marks it ready; the guest sees ready', async ({ browser, page }) => {
  // The owner, signed in, on the Orders page.
  await signedInOwner(page, { restaurantName: 'Le Petit Live' });
  await addMenuItem(page, { name: 'Ratatouille', description: 'Provençal vegetables', price: 13.5, category: 'Main Course' });
  await addMenuItem(page, { name: 'Crème brûlée', price: 6.25, category: 'Desserts' });
  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  await page.goto('/dashboard/orders');
  await expect(page.getByText('No orders yet. Orders will appear here once customers start placing them.')).toBeVisible();

  // A guest, in a browser context of their own.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/r/${profile.slug}`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Le Petit Live' })).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Main Course' })).toBeVisible();
  await guest.getByRole('button', { name: 'Add Ratatouille to cart' }).click();
  await guest.getByRole('button', { name: 'Add Ratatouille to cart' }).click();
  await guest.getByRole('button', { name: 'Add Crème brûlée to cart' }).click();

  // The cart survives a reload.
  await guest.reload();
  await expect(guest.getByLabel('Quantity of Ratatouille')).toHaveValue('2');
  await expect(guest.getByRole('button', { name: /Place order · €33\.25/ })).toBeVisible();

  await guest.getByLabel('Name').fill('Grace Hopper');
  await guest.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await guest.getByRole('button', { name: /Place order/ }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you, Grace!' })).toBeVisible();
  await expect(guest.getByTestId('order-status')).toHaveText('Received');
  const orderId = guest.url().split('/').at(-1) as string;
  await expect(guest.getByText(orderId.slice(-8))).toBeVisible();

  // The owner's screen shows it without a reload, and the tab title counts it until seen.
  await expect(page.getByText('Grace Hopper')).toBeVisible();
  await page.getByLabel(`Status of order #${orderId.slice(-8)}`).selectOption('ready');
  await expect(page.getByLabel(`Status of order #${orderId.slice(-8)}`)).toHaveValue('ready');

  // The guest's confirmation follows the kitchen live.
  await expect(guest.getByTestId('order-status')).toHaveText('Ready');
  await guestContext.close();
});

test('an item that left the menu is refused by name and the rest of the cart stays', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Vanishing Bistro' });
  const soup = await addMenuItem(page, { name: 'Onion soup', price: 8, category: 'Appetizers' });
  await addMenuItem(page, { name: 'Steak frites', price: 21, category: 'Main Course' });
  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };

  const guestContext = await browser.newContext();
  // A page that has not heard yet (its live stream cut): the server's refusal is what tells the guest.
  await guestContext.route('**/availability/events', (route) => route.abort());
  const guest = await guestContext.newPage();
  await guest.goto(`/r/${profile.slug}`);
  await guest.getByRole('button', { name: 'Add Onion soup to cart' }).click();
  await guest.getByRole('button', { name: 'Add Steak frites to cart' }).click();

  // Meanwhile the kitchen runs out of soup.
  const origin = String(test.info().project.use.baseURL);
  const toggled = await page.request.patch(`/api/menu-items/${soup.id}`, { data: { is_available: false }, headers: { origin } });
  expect(toggled.ok()).toBe(true);

  await guest.getByLabel('Name').fill('Ada');
  await guest.getByLabel('Email').fill('ada@example.com');
  await guest.getByRole('button', { name: /Place order/ }).click();
  await expect(guest.getByRole('alert')).toContainText('Onion soup is not available right now.');
  await expect(guest.getByLabel('Quantity of Steak frites')).toHaveValue('1');
  await expect(guest.getByLabel('Quantity of Onion soup')).toHaveCount(0);
  await guest.getByRole('button', { name: /Place order · €21\.00/ }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you, Ada!' })).toBeVisible();
  await guestContext.close();
});

test('a dish switched off while a guest has it in the cart is marked there at once, before they order', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Live Bistro' });
  const soup = await addMenuItem(page, { name: 'Onion soup', price: 8, category: 'Appetizers' });
  await addMenuItem(page, { name: 'Steak frites', price: 21, category: 'Main Course' });
  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const streaming = guest.waitForResponse((response) => response.url().endsWith('/availability'));
  await guest.goto(`/r/${profile.slug}`);
  await streaming;
  await guest.getByRole('button', { name: 'Add Onion soup to cart' }).click();
  await guest.getByRole('button', { name: 'Add Steak frites to cart' }).click();

  const origin = String(test.info().project.use.baseURL);
  expect((await page.request.patch(`/api/menu-items/${soup.id}`, { data: { is_available: false }, headers: { origin } })).ok()).toBe(true);
  const cart = guest.getByRole('complementary', { name: 'Your order' });
  await expect(cart.getByText('Sold out now: remove this line.')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Add Onion soup to cart' })).toHaveCount(0);
  // Back on: orderable again, without a reload.
  expect((await page.request.patch(`/api/menu-items/${soup.id}`, { data: { is_available: true }, headers: { origin } })).ok()).toBe(true);
  await expect(cart.getByText('Sold out now: remove this line.')).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Add Onion soup to cart' })).toBeEnabled();
  await guestContext.close();
});

test('a new order while the owner is elsewhere counts in the tab title until they open Orders', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Title Counter' });
  const item = await addMenuItem(page, { name: 'Croque monsieur', price: 9.5, category: 'Main Course' });
  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Order Page' })).toBeVisible();
  await expect(page.getByTestId('order-page-url')).toHaveText(new RegExp(`/r/${profile.slug}$`));

  const guestContext = await browser.newContext();
  const placed = await guestContext.request.post(`/api/storefront/${profile.slug}/orders`, {
    data: { customer_name: 'Late Guest', customer_email: 'late@example.com', items: [{ menu_item_id: item.id, quantity: 1 }] },
    headers: { origin: String(test.info().project.use.baseURL) },
  });
  expect(placed.status()).toBe(201);
  await guestContext.close();

  await expect(page).toHaveTitle('(1) Maître');
  await expect(page.getByText('Late Guest')).toBeVisible();
  await page.getByRole('link', { name: 'Orders', exact: true }).first().click();
  await expect(page).toHaveTitle('Maître');
});

test('the order page answers an unknown restaurant with a clear message', async ({ page }) => {
  const response = await page.goto('/r/no-such-restaurant');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('We could not find this restaurant. Check the link you were given.')).toBeVisible();
});
