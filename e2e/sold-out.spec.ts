import { expect, test } from '@playwright/test';
import { addMenuItem } from './dashboard-data';
import { appOrigin, signedInOwner } from './fixtures';

test('the owner counts a dish: an open order page shows "2 left", then sells it out live after two orders', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Le Dernier Plat' });
  await addMenuItem(page, { name: 'Margherita', price: 9.5, category: 'Main Course' });
  await addMenuItem(page, { name: 'Tiramisu', price: 6, category: 'Desserts' });
  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  const menu = (await (await page.request.get('/api/menu-items')).json()).menuItems as Array<{ id: string; name: string }>;
  const margherita = menu.find((item) => item.name === 'Margherita')?.id as string;

  // A guest has the order page open in another browser.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/r/${profile.slug}`);
  await expect(guest.getByRole('button', { name: 'Add Margherita to cart' })).toBeVisible();
  const guestCard = guest.getByRole('listitem').filter({ has: guest.getByRole('heading', { name: 'Margherita' }) });

  // The owner sets "2 left" on the menu screen.
  await page.goto('/dashboard/menu');
  const card = page.getByRole('article', { name: 'Margherita' });
  await card.getByRole('button', { name: 'Portions of Margherita' }).click();
  await card.getByLabel('Left today').fill('2');
  await card.getByRole('button', { name: 'Save count' }).click();
  await expect(card.getByText('2 left today')).toBeVisible();

  // The guest's page shows it without a reload.
  await expect(guestCard.getByText('2 left')).toBeVisible();

  // Two orders (other guests) take the last two.
  for (const name of ['First Guest', 'Second Guest']) {
    const placed = await page.request.post(`/api/storefront/${profile.slug}/orders`, {
      data: { customer_name: name, customer_email: 'guest@example.com', items: [{ menu_item_id: margherita, quantity: 1 }] },
      headers: { origin: appOrigin() },
    });
    expect(placed.status()).toBe(201);
  }

  // Sold out on the open page, still without a reload; the other dish is still on sale.
  await expect(guestCard.getByText('Sold out')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Add Margherita to cart' })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Add Tiramisu to cart' })).toBeEnabled();

  // A third order is refused by name.
  const refused = await page.request.post(`/api/storefront/${profile.slug}/orders`, {
    data: { customer_name: 'Late Guest', customer_email: 'late@example.com', items: [{ menu_item_id: margherita, quantity: 1 }] },
    headers: { origin: appOrigin() },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.message).toBe('Margherita: sold out');

  // The owner's menu says so too, after a reload.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Margherita' }).getByText('Sold out')).toBeVisible();
  await guestContext.close();
});
