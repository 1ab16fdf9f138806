/**
 * Issue 19: an owner makes a Size group and marks a dish's allergens in the dashboard; a guest hides dishes by
 * allergen, chooses a size, sees the allergens of what they chose on the cart line, and orders; the order arrives in
 * the dashboard with its option, priced by the server.
 */
import { expect, test } from '@playwright/test';
import { addMenuItem } from './dashboard-data';
import { signedInOwner } from './fixtures';

test('options and allergens: the owner sets them up, the guest filters, chooses and orders, the order arrives with its option', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Pizzeria Opzioni' });
  await addMenuItem(page, { name: 'Margherita', description: 'Tomato, mozzarella, basil', price: 9, category: 'Main Course' });
  await addMenuItem(page, { name: 'Prawn salad', price: 12, category: 'Appetizers', allergens: ['crustaceans'] });

  // The owner makes a required Size group: Small (preselected) and Large (+€3.50, and its dough adds eggs).
  await page.goto('/dashboard/menu/options');
  await expect(page.getByRole('heading', { name: 'Option groups' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a group' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Name', exact: true }).first().fill('Size');
  await form.getByLabel('Required: the guest must choose one').check();
  const first = form.getByRole('group', { name: /^Option 1/ });
  await first.getByRole('textbox', { name: 'Name', exact: true }).fill('Small');
  await first.getByLabel('Preselected').check();
  await form.getByRole('button', { name: 'Add an option' }).click();
  const second = form.getByRole('group', { name: /^Option 2/ });
  await second.getByRole('textbox', { name: 'Name', exact: true }).fill('Large');
  await second.getByRole('textbox', { name: 'Price change (€)' }).fill('3.50');
  await second.getByText('Allergens and translations').click();
  await second.getByLabel('Eggs').selectOption({ label: 'Contains' });
  await form.getByRole('button', { name: 'Add a group' }).click();
  await expect(page.getByText('Option group added')).toBeVisible();
  await expect(page.getByText('+€3.50')).toBeVisible();

  // The Margherita offers it, and contains milk and gluten.
  await page.goto('/dashboard/menu');
  await page.getByRole('button', { name: 'Edit Margherita' }).click();
  const dish = page.getByRole('dialog');
  await dish.getByLabel('Milk').selectOption({ label: 'Contains' });
  await dish.getByLabel('Cereals containing gluten').selectOption({ label: 'Contains' });
  await dish.getByLabel('Option group to add').selectOption({ label: 'Size' });
  await dish.getByRole('button', { name: 'Add group' }).click();
  await dish.getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText('Options: Size')).toBeVisible();

  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/r/${profile.slug}`);

  // Allergens show before the cart; hiding crustaceans hides the salad and says so.
  await expect(guest.getByText('Prawn salad')).toBeVisible();
  await guest.locator('summary', { hasText: 'Hide dishes containing…' }).click();
  await guest.getByRole('checkbox', { name: 'Crustaceans' }).check();
  await expect(guest.getByText('1 dish hidden')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Add Prawn salad to cart' })).toHaveCount(0);

  // The chooser: Small is preselected; the guest takes Large.
  await guest.getByRole('button', { name: 'Add Margherita to cart' }).click();
  const chooser = guest.getByRole('dialog');
  await expect(chooser.getByRole('radio', { name: /Small/ })).toBeChecked();
  await chooser.getByRole('radio', { name: /Large/ }).check();
  await chooser.getByRole('button', { name: 'Add to order · €12.50' }).click();

  // The cart line says what was chosen and the allergens of the dish and of Large together.
  const cart = guest.getByRole('complementary', { name: 'Your order' });
  await expect(cart.getByText('Size: Large')).toBeVisible();
  await expect(cart.getByText(/Eggs/)).toBeVisible();
  await expect(cart.getByText(/Milk/)).toBeVisible();

  await guest.getByLabel('Name').fill('Grace Hopper');
  await guest.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await guest.getByRole('button', { name: /Place order · €12\.50/ }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you, Grace!' })).toBeVisible();
  await expect(guest.getByText('Size: Large')).toBeVisible();
  await guestContext.close();

  // The order arrives with its option and the server's price.
  await page.goto('/dashboard/orders');
  await expect(page.getByText('Grace Hopper')).toBeVisible();
  await expect(page.getByText(/Large/).first()).toBeVisible();
  await expect(page.getByText('€12.50').first()).toBeVisible();
});
