import { expect, test } from '@playwright/test';
import { addMenuItem, placeOrder, setOrderStatus } from './dashboard-data';
import { signedInOwner } from './fixtures';

const GATED = ['Reservations', 'Customers', 'Inventory', 'Staff'];

test('the header shows the product, the email, Settings and Sign Out', async ({ page }) => {
  const owner = await signedInOwner(page);
  await page.goto('/dashboard');
  const header = page.getByRole('banner');
  await expect(header.getByText('Maître')).toBeVisible();
  await expect(header.getByText(owner.email)).toBeVisible();
  // No subscription yet: no plan badge.
  await expect(header.getByText(/ Plan$/)).toHaveCount(0);
  await header.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('without a plan the Restaurant+ items are locked, and their pages show an upgrade notice', async ({ page }) => {
  await signedInOwner(page);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of GATED) {
    await expect(nav.getByRole('link', { name: label })).toHaveCount(0);
    const item = nav.getByRole('button', { name: label });
    await expect(item).toContainText('Restaurant+');
    await expect(item).toHaveAccessibleDescription('Needs the Restaurant plan');
    // Not a way to the page: pressing it explains the lock where it is.
    await item.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(nav.getByText(`${label} is available on the Restaurant plan and above.`)).toBeVisible();
  }
  for (const label of ['Dashboard', 'Menu', 'Orders', 'Analytics', 'Subscription']) await expect(nav.getByRole('link', { name: label })).toBeVisible();

  await page.goto('/dashboard/inventory');
  await expect(page.getByRole('heading', { name: 'Inventory needs an upgrade' })).toBeVisible();
  await expect(page.getByText('Coming soon! This feature is available for Restaurant plan and above.')).toHaveCount(0);
  await page.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);

  // Analytics is for every plan (issue 22): no lock, and its page has the figures, not a Coming soon text.
  await nav.getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('Coming soon! Advanced analytics and reporting features.')).toHaveCount(0);
});

test("the overview's figures match the owner's orders of today", async ({ page }) => {
  const owner = await signedInOwner(page);
  const soup = await addMenuItem(page, { name: 'Onion soup', price: 8.5 });
  const steak = await addMenuItem(page, { name: 'Steak frites', price: 24.5 });
  await placeOrder(page, { customer_name: 'Ada', customer_email: 'ada@example.com', items: [{ menu_item_id: soup.id, quantity: 2 }] });
  await placeOrder(page, { customer_name: 'Ada L.', customer_email: 'ADA@example.com', items: [{ menu_item_id: soup.id, quantity: 1 }] });
  await placeOrder(page, { customer_name: 'Bob', customer_phone: '+33 6 12 34 56 78', items: [{ menu_item_id: steak.id, quantity: 1 }] });
  const cancelled = await placeOrder(page, { customer_name: 'Cleo', items: [{ menu_item_id: steak.id, quantity: 3 }] });
  await setOrderStatus(page, cancelled.id, 'cancelled');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Good (morning|afternoon|evening), ${owner.fullName}$`));
  const figure = (title: string) => page.getByRole('region', { name: title });
  // Cleo's order was cancelled: three orders today, as the Analytics page counts them (the same rollups, issue 22).
  await expect(figure("Today's Orders").getByTestId('stat-value')).toHaveText('3');
  await expect(figure('Reservations').getByTestId('stat-value')).toHaveText('0');
  // Ada (one email, two orders), Bob and Cleo: a cancelled order still makes a customer.
  await expect(figure('Active Customers').getByTestId('stat-value')).toHaveText('3');
  // 2 × 8.50 + 8.50 + 24.50; Cleo's cancelled €73.50 is not revenue.
  await expect(figure('Revenue Today').getByTestId('stat-value')).toHaveText('€50.00');
  await expect(figure("Today's Orders")).toContainText('None yesterday');

  const recent = page.getByRole('region', { name: 'Recent Orders' }).getByRole('listitem').getByRole('link');
  await expect(recent).toHaveCount(4);
  await expect(recent.first()).toContainText(`#${cancelled.id.slice(-8)}`);
  await expect(recent.first()).toContainText('Cancelled');
  await recent.nth(1).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
});

test('the quick actions open the add-item form and the new-order form', async ({ page }) => {
  await signedInOwner(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Add Menu Item' }).click();
  await expect(page.getByRole('region', { name: 'Add a menu item' }).getByLabel('Name')).toBeFocused();
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'New Order' }).click();
  await expect(page.getByRole('dialog', { name: 'New order' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'New order' })).toBeHidden();
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation sits behind a menu button and closes after choosing a page', async ({ page }) => {
    await signedInOwner(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button', { name: /^(Reservations|Customers|Inventory|Staff)$/ })).toHaveCount(4);
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  });
});
