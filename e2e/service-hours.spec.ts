/**
 * The restaurant's clock on the order page (issue 20): a closed restaurant refuses an order for as soon as possible
 * and offers the next pickup slot; a pause shows its message and stops orders until resumed; after an order the cart
 * is empty when the guest goes back; "Main Course" names its section.
 */
import { expect, type Page, test } from '@playwright/test';
import { addMenuItem } from './dashboard-data';
import { appOrigin, openSettings, signedInOwner } from './fixtures';

const ALL_DAY = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ from: '00:00', to: '24:00' }]]));

async function setHours(page: Page, changes: Record<string, unknown>) {
  const response = await page.request.put('/api/service-hours', {
    headers: { origin: appOrigin() },
    data: {
      weekly_hours: ALL_DAY,
      exceptions: [],
      business_day_cutoff_minutes: 240,
      preparation_minutes: 20,
      pacing_per_slot: null,
      allow_scheduling: true,
      address: '12 rue de la Paix, 75002 Paris',
      phone: '+33 1 23 45 67 89',
      ...changes,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).service as { timezone: string };
}

const today = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

test('after an order the cart is empty when the guest goes back, and each category names its section', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Back Again Bistro' });
  await addMenuItem(page, { name: 'Ratatouille', price: 13.5, category: 'Main Course' });
  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/r/${profile.slug}`);
  await expect(guest.getByRole('region', { name: 'Main Course' })).toBeVisible();
  await guest.getByRole('button', { name: 'Add Ratatouille to cart' }).click();
  await guest.getByLabel('Name').fill('Grace Hopper');
  await guest.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await guest.getByRole('button', { name: /Place order/ }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you, Grace!' })).toBeVisible();

  await guest.goBack();
  await expect(guest.getByText('Your cart is empty. Add something from the menu.')).toBeVisible();
  await expect(guest.getByRole('button', { name: /Place order/ })).toBeDisabled();
  await guest.reload();
  await expect(guest.getByText('Your cart is empty. Add something from the menu.')).toBeVisible();
  // Back from the order's page after reloading it (the menu's page may come back from the back-forward cache).
  await guest.goForward();
  await expect(guest.getByRole('heading', { name: 'Thank you, Grace!' })).toBeVisible();
  await guest.reload();
  await guest.goBack();
  // The address first: should this step fail again (it did once in CI, not reproduced in 58 runs since, loaded or
  // not), the message says whether the browser went back at all or the menu did not show.
  await expect(guest).toHaveURL(new RegExp(`/r/${profile.slug}$`));
  await expect(guest.getByText('Your cart is empty. Add something from the menu.')).toBeVisible();
  await expect(guest.getByRole('button', { name: /Place order/ })).toBeDisabled();
  await guestContext.close();
});

test('a closed restaurant refuses an order for now, says when it opens and takes one for the next pickup slot', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Closed Today' });
  await addMenuItem(page, { name: 'Soupe à l’oignon', price: 8, category: 'Appetizers' });
  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  const { timezone } = await setHours(page, {});
  await setHours(page, { exceptions: [{ date: today(timezone), ranges: [], note: 'Inventory' }] });

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/r/${profile.slug}`);
  await expect(guest.getByText(/^Closed · opens \w+ 00:00$/)).toBeVisible();
  await expect(guest.getByText('12 rue de la Paix, 75002 Paris')).toBeVisible();
  await guest.getByRole('button', { name: 'Add Soupe à l’oignon to cart' }).click();
  const pickup = guest.getByLabel('Pickup time');
  await expect(pickup).toBeVisible();
  const chosen = await pickup.inputValue();
  await guest.getByLabel('Name').fill('Ada Lovelace');
  await guest.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await guest.getByRole('button', { name: /Place order/ }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you, Ada!' })).toBeVisible();

  const orders = (await (await page.request.get('/api/orders')).json()).orders as Array<{ pickup_at: string | null }>;
  expect(orders[0]?.pickup_at).toBe(chosen);
  // Not only the page: the server refuses an order for as soon as possible while closed.
  const refused = await guest.request.post(`/api/storefront/${profile.slug}/orders`, {
    headers: { origin: appOrigin() },
    data: { customer_name: 'Eve', customer_phone: '+33 6 00 00 00 00', items: [{ menu_item_id: (await menuIds(page))[0], quantity: 1 }] },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.code).toBe('RESTAURANT_CLOSED');
  await guestContext.close();
});

async function menuIds(page: Page): Promise<string[]> {
  const { menuItems } = (await (await page.request.get('/api/menu-items')).json()) as { menuItems: Array<{ id: string }> };
  return menuItems.map((item) => item.id);
}

test('a pause shows in the header and on the order page with its message, and ends when resumed', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Rush Hour' });
  await addMenuItem(page, { name: 'Burger', price: 12, category: 'Main Course' });
  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  await setHours(page, { allow_scheduling: false });

  await openSettings(page);
  await page.getByLabel('Message to guests (optional)').fill('Kitchen is full, back soon!');
  await page.getByRole('button', { name: 'Pause online orders for 30 min' }).click();
  await expect(page.getByRole('link', { name: /^Paused until \d\d:\d\d$/ })).toBeVisible();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/r/${profile.slug}`);
  await expect(guest.getByText(/^Online orders are paused until \d\d:\d\d$/)).toBeVisible();
  await expect(guest.getByText('Kitchen is full, back soon!')).toBeVisible();
  await guest.getByRole('button', { name: 'Add Burger to cart' }).click();
  await expect(guest.getByText('The restaurant is not taking orders right now.')).toBeVisible();
  await expect(guest.getByRole('button', { name: /Place order/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Resume online orders' }).click();
  await expect(page.getByRole('link', { name: /^Paused until/ })).toHaveCount(0);
  await guest.reload();
  await expect(guest.getByText(/Online orders are paused/)).toHaveCount(0);
  await guest.getByLabel('Name').fill('Grace Hopper');
  await guest.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await guest.getByRole('button', { name: /Place order/ }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you, Grace!' })).toBeVisible();

  // A pause reaches a page already open, without a reload.
  await guest.goBack();
  await expect(guest.getByRole('heading', { level: 1, name: 'Rush Hour' })).toBeVisible();
  await expect(guest.getByText(/Online orders are paused/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Pause online orders until resumed' }).click();
  await expect(guest.getByText('Online orders are paused', { exact: true })).toBeVisible();
  await guestContext.close();
});
