import { expect, type Page, test } from '@playwright/test';
import { addMenuItem } from './dashboard-data';
import { signedInOwner } from './fixtures';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('an owner adds, edits, toggles and deletes a menu item, with the toasts and empty text of the spec', async ({ page }) => {
  await signedInOwner(page);
  await page.goto('/dashboard/menu');
  await expect(page.getByText('No menu items yet. Add your first item to get started!')).toBeVisible();

  await page.getByRole('button', { name: 'Add Item' }).click();
  const form = page.getByRole('region', { name: 'Add a menu item' });
  await form.getByLabel('Name').fill('Tarte Tatin');
  await form.getByLabel('Description').fill('Caramelised apples, crème fraîche');
  await form.getByLabel('Price (€)').fill('8.5');
  await form.getByLabel('Category').selectOption('Desserts');
  await form.getByRole('button', { name: 'Add Item' }).click();
  await expect(toast(page, 'Menu item added successfully!')).toBeVisible();

  const card = page.getByRole('article', { name: 'Tarte Tatin' });
  await expect(card).toContainText('€8.50');
  await expect(card).toContainText('Desserts');
  await expect(card).toContainText('Caramelised apples, crème fraîche');
  await expect(page.getByText('No menu items yet. Add your first item to get started!')).toBeHidden();

  const available = card.getByRole('switch', { name: 'Tarte Tatin available' });
  await expect(available).toHaveAttribute('aria-checked', 'true');
  await available.click();
  await expect(toast(page, 'Tarte Tatin disabled')).toBeVisible();
  await expect(available).toHaveAttribute('aria-checked', 'false');
  await available.click();
  await expect(toast(page, 'Tarte Tatin enabled')).toBeVisible();
  await expect(available).toHaveAttribute('aria-checked', 'true');

  await card.getByRole('button', { name: 'Edit Tarte Tatin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tarte Tatin' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Tarte Tatin');
  await dialog.getByLabel('Name').fill('Tarte Tatin maison');
  await dialog.getByLabel('Price (€)').fill('9');
  await dialog.getByLabel('Category').selectOption('Specials');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Menu item updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  const edited = page.getByRole('article', { name: 'Tarte Tatin maison' });
  await expect(edited).toContainText('€9.00');
  await expect(edited).toContainText('Specials');

  // Dismissing the confirmation keeps the item.
  page.once('dialog', (confirm) => void confirm.dismiss());
  await edited.getByRole('button', { name: 'Delete Tarte Tatin maison' }).click();
  await expect(edited).toBeVisible();

  let question = '';
  page.once('dialog', (confirm) => {
    question = confirm.message();
    void confirm.accept();
  });
  await edited.getByRole('button', { name: 'Delete Tarte Tatin maison' }).click();
  await expect(toast(page, 'Menu item deleted')).toBeVisible();
  expect(question).toBe('Are you sure you want to delete "Tarte Tatin maison"?');
  await expect(page.getByText('No menu items yet. Add your first item to get started!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No menu items yet. Add your first item to get started!')).toBeVisible();
});

test('the category chips count the items and filter the grid', async ({ page }) => {
  await signedInOwner(page);
  await addMenuItem(page, { name: 'Onion soup', price: 8.5, category: 'Appetizers' });
  await addMenuItem(page, { name: 'Escargots', price: 12, category: 'Appetizers' });
  await addMenuItem(page, { name: 'Steak frites', price: 24.5 });
  await page.goto('/dashboard/menu');

  const chips = page.getByRole('group', { name: 'Filter by category' });
  await expect(chips.getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('button', { name: 'Main Course 1' })).toBeVisible();
  await chips.getByRole('button', { name: 'Appetizers 2' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Steak frites' })).toBeHidden();
  await chips.getByRole('button', { name: 'Beverages 0' }).click();
  await expect(page.getByText('No items in Beverages category.')).toBeVisible();
  await chips.getByRole('button', { name: 'All 3' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
  // In the menu's order (issue 19): by category, then in the order the dishes were added to it.
  await expect
    .poll(() => page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))))
    .toEqual(['Onion soup', 'Escargots', 'Steak frites']);
});

test('the eleventh item without a plan is refused with the limit, and the form keeps what was typed', async ({ page }) => {
  await signedInOwner(page);
  for (let index = 1; index <= 10; index += 1) await addMenuItem(page, { name: `Dish ${index}`, price: 10 });
  await page.goto('/dashboard/menu?new=1');
  const form = page.getByRole('region', { name: 'Add a menu item' });
  await form.getByLabel('Name').fill('One too many');
  await form.getByLabel('Price (€)').fill('4.20');
  await form.getByRole('button', { name: 'Add Item' }).click();
  await expect(toast(page, 'Failed to add menu item')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText(/Without a plan you can add up to 10 menu items\. Subscribe to Restaurant for up to 50\./);
  await expect(form.getByLabel('Name')).toHaveValue('One too many');
  await expect(form.getByLabel('Price (€)')).toHaveValue('4.20');
  await form.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
});
