import { expect, type Page, test } from '@playwright/test';
import { addMenuItem, placeOrder } from './dashboard-data';
import { signedInOwner } from './fixtures';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a new owner sees the empty text of the spec', async ({ page }) => {
  await signedInOwner(page);
  await page.goto('/dashboard/orders');
  await expect(page.getByText('No orders yet. Orders will appear here once customers start placing them.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'All 0' })).toBeVisible();
});

test('an owner takes a phone order, priced by the server from the menu', async ({ page }) => {
  await signedInOwner(page);
  await addMenuItem(page, { name: 'Steak frites', price: 24.5 });
  await addMenuItem(page, { name: 'Espresso', price: 2.8, category: 'Beverages' });
  await page.goto('/dashboard/orders');

  await page.getByRole('button', { name: 'New order', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New order' });
  await expect(dialog.getByLabel('Customer name')).toBeFocused();
  await dialog.getByLabel('Customer name').fill('Marie Curie');
  await dialog.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await dialog.getByRole('button', { name: 'One more Steak frites' }).click();
  await dialog.getByRole('button', { name: 'One more Steak frites' }).click();
  await dialog.getByLabel('Espresso quantity').fill('3');
  await dialog.getByLabel('Notes').fill('Pick-up at 19:30');
  await expect(dialog).toContainText('€57.40');
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(toast(page, 'Order created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: /^Order #[0-9a-f]{8}$/ });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Marie Curie');
  await expect(card).toContainText('+33 6 12 34 56 78');
  await expect(card).toContainText('2 × Steak frites');
  await expect(card).toContainText('3 × Espresso');
  await expect(card).toContainText('Pick-up at 19:30');
  await expect(card).toContainText('€57.40');
  await expect(card.getByRole('combobox')).toHaveValue('pending');
  const chips = page.getByRole('group', { name: 'Filter by status' });
  await expect(chips.getByRole('button', { name: 'All 1' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Pending 1' })).toBeVisible();
});

test('changing an order status updates the card and the chip counts', async ({ page }) => {
  await signedInOwner(page);
  const soup = await addMenuItem(page, { name: 'Onion soup', price: 8.5 });
  await placeOrder(page, { customer_name: 'First guest', items: [{ menu_item_id: soup.id, quantity: 1 }] });
  const second = await placeOrder(page, {
    customer_name: 'Second guest',
    customer_email: 'second@example.com',
    items: [{ menu_item_id: soup.id, quantity: 2 }],
  });
  await page.goto('/dashboard/orders');

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  // Newest first, each with the last 8 characters of its id.
  await expect(cards.first()).toHaveAccessibleName(`Order #${second.id.slice(-8)}`);
  await expect(cards.first()).toContainText('second@example.com');

  const chips = page.getByRole('group', { name: 'Filter by status' });
  await expect(chips.getByRole('button', { name: 'Pending 2' })).toBeVisible();
  await page.getByLabel(`Status of order #${second.id.slice(-8)}`).selectOption('ready');
  await expect(toast(page, 'Order status updated')).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Pending 1' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Ready 1' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'All 2' })).toBeVisible();

  await chips.getByRole('button', { name: 'Ready 1' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Second guest');
  await chips.getByRole('button', { name: 'Delivered 0' }).click();
  await expect(page.getByText('No orders with delivered status.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(`Status of order #${second.id.slice(-8)}`)).toHaveValue('ready');
});

test('long lists load more orders on demand', async ({ page }) => {
  await signedInOwner(page);
  const soup = await addMenuItem(page, { name: 'Onion soup', price: 8.5 });
  for (let index = 1; index <= 52; index += 1) await placeOrder(page, { customer_name: `Guest ${index}`, items: [{ menu_item_id: soup.id, quantity: 1 }] });
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('article')).toHaveCount(50);
  await expect(page.getByRole('article').first()).toContainText('Guest 52');
  await page.getByRole('button', { name: 'Load more orders' }).click();
  await expect(page.getByRole('article')).toHaveCount(52);
  await expect(page.getByRole('article').last()).toContainText('Guest 1');
  await expect(page.getByRole('button', { name: 'Load more orders' })).toBeHidden();
});
