/**
 * Dine-in ordering at a table (issue 20, decision 0033): the owner adds a table in Settings and prints its QR card; a
 * guest opens the card's address (`/r/{slug}?table=12`), orders and pays at the table; the owner sees "Table 12" on the
 * service board and in the order's detail.
 */
import { expect, test } from '@playwright/test';
import { addMenuItem } from './dashboard-data';
import { appOrigin, openSettings, signedInOwner } from './fixtures';

test('table QR order: a guest orders from table 12’s card; the owner sees Table 12 on the board and the detail', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Le Comptoir des Tables' });
  await addMenuItem(page, { name: 'Croque-monsieur', price: 11, category: 'Main Course' });
  const { slug } = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };

  // Settings → Tables: add table 12; its card and all the cards are a click away.
  await openSettings(page);
  const tables = page.getByRole('region', { name: 'Tables' });
  await tables.getByLabel('New table').fill('12');
  await tables.getByRole('button', { name: 'Add table' }).click();
  await expect(tables.getByRole('listitem').filter({ hasText: '12' })).toBeVisible();
  await expect(tables.getByRole('link', { name: 'Print table cards' })).toHaveAttribute('href', '/api/tables/cards');
  const cards = await page.request.get('/api/tables/cards');
  expect(cards.ok()).toBe(true);
  const html = await cards.text();
  expect(html).toContain('Table 12');
  expect(html).toContain('Scan to order · pay at the table');
  expect(html).toContain(`/r/${slug}?table=12`);

  // The guest scans the card.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/r/${slug}?table=12`);
  await guest.getByRole('button', { name: 'Add Croque-monsieur to cart' }).click();
  const cart = guest.getByRole('complementary', { name: 'Your order' });
  await expect(cart.getByText('Table 12')).toBeVisible();
  await expect(cart.getByText('Pay at the table')).toBeVisible();
  await expect(cart.getByRole('radio')).toHaveCount(0);
  await cart.getByLabel('Name').fill('Marcel Pagnol');
  await cart.getByLabel('Phone').fill('+33 4 91 22 22 22');
  await cart.getByRole('button', { name: /Place order/ }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you, Marcel!' })).toBeVisible();
  await expect(guest.getByText('Table 12')).toBeVisible();
  const orderId = guest.url().split('/').at(-1) as string;
  const number = orderId.slice(-8);

  // The owner's board: the card's source is the table; the detail and the ticket say it too.
  await page.goto('/dashboard/orders?view=active');
  const card = page.getByRole('region', { name: 'New' }).getByRole('article', { name: `Order #${number}` });
  await expect(card.getByTestId('order-table')).toHaveText('Table 12');
  await expect(card).toContainText('To the table');
  await card.getByRole('button', { name: 'Details' }).click();
  const detail = page.getByRole('dialog', { name: `Order #${number}` });
  await expect(detail.getByTestId('order-table')).toHaveText('Table 12');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('order-ticket')).toContainText('Table 12');
  await page.emulateMedia({ media: 'screen' });
  await guestContext.close();
});

test('a table card printed before the page moved still names its table: the former address redirects with ?table=', async ({ page }) => {
  await signedInOwner(page, { restaurantName: 'Le Comptoir Déménagé' });
  const { slug: former } = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  const slug = `comptoir-${Date.now().toString(36)}`;
  const moved = await page.request.put('/api/profile/slug', { data: { slug }, headers: { origin: appOrigin() } });
  expect(moved.status(), await moved.text()).toBe(200);
  const response = await page.request.get(`/r/${former}?table=Terrace%203`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`/r/${slug}?table=Terrace%203`);
});

test('an unknown table on the card’s address is said at once, and the guest orders for pickup instead', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Le Comptoir Inconnu' });
  await addMenuItem(page, { name: 'Croque-madame', price: 12, category: 'Main Course' });
  const { slug } = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/r/${slug}?table=99`);
  const cart = guest.getByRole('complementary', { name: 'Your order' });
  // Before anything is in the cart: the page asked with the menu.
  await expect(cart.getByRole('alert')).toHaveText("This table isn't known here. Ask a member of staff, or order for pickup.");
  await guest.getByRole('button', { name: 'Add Croque-madame to cart' }).click();
  await cart.getByLabel('Name').fill('Marcel Pagnol');
  await cart.getByLabel('Phone').fill('+33 4 91 22 22 22');
  await expect(cart.getByRole('button', { name: /Place order/ })).toBeDisabled();
  await cart.getByRole('button', { name: 'Order for pickup instead' }).click();
  await expect(cart.getByText('Pay at pickup')).toBeVisible();
  await cart.getByRole('button', { name: /Place order/ }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you, Marcel!' })).toBeVisible();
  await guestContext.close();
});
