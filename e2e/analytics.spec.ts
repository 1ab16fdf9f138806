/**
 * Analytics (issue 22) in the browser: orders taken through the real API show on the page for today's business day
 * (net, gross, cancelled, dishes, channels), the chart moves with the arrow keys, and each table downloads as CSV and
 * Excel files that read back as a spreadsheet would read them — in English and in French (";" and decimal commas).
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { axeViolations, describeViolations, isBlocking } from './a11y';
import { addMenuItem, placeOrder, setOrderStatus } from './dashboard-data';
import { appOrigin, signedInOwner } from './fixtures';

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

test('the owner reads what today brought in, moves through the chart by keyboard, and downloads the tables', async ({ page }) => {
  await signedInOwner(page, { restaurantName: 'Les Chiffres' });
  const steak = await addMenuItem(page, { name: 'Steak frites', price: 24, category: 'Main Course' });
  const soup = await addMenuItem(page, { name: 'Onion soup', price: 8.5, category: 'Appetizers' });
  await placeOrder(page, {
    customer_name: 'Ada',
    items: [
      { menu_item_id: steak.id, quantity: 2 },
      { menu_item_id: soup.id, quantity: 1 },
    ],
  });
  const cancelled = await placeOrder(page, { customer_name: 'Grace', items: [{ menu_item_id: soup.id, quantity: 1 }] });
  await setOrderStatus(page, cancelled.id, 'cancelled');

  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(/\?range=today$/);

  // 2 × 24 + 8.50 kept, 8.50 cancelled.
  await expect(page.getByRole('region', { name: 'Net sales', exact: true }).getByTestId('figure-value')).toHaveText('€56.50');
  await expect(page.getByRole('region', { name: 'Gross sales' }).getByTestId('figure-value')).toHaveText('€65.00');
  await expect(page.getByRole('region', { name: 'Cancelled' })).toContainText('1 order cancelled');
  await expect(page.getByRole('region', { name: 'Orders', exact: true }).getByTestId('figure-value')).toHaveText('1');
  const dishes = page.getByRole('table', { name: 'Dishes · Best sellers · By quantity' });
  await expect(dishes.getByRole('row').nth(1)).toContainText('Steak frites');
  await expect(dishes.getByRole('row').nth(1)).toContainText('€48.00');
  await expect(page.getByRole('table', { name: 'Channels' }).getByRole('row', { name: /Phone and counter/ })).toContainText('€56.50');

  // The chart: one tab stop, the arrow keys move from day to day (last 7 days: today is the last).
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const chart = page.getByRole('slider', { name: 'Net sales by business day' });
  await chart.focus();
  await expect(chart).toHaveAttribute('aria-valuetext', /Net sales €56\.50/);
  await page.keyboard.press('ArrowLeft');
  await expect(chart).toHaveAttribute('aria-valuetext', /Net sales €0\.00/);
  await page.keyboard.press('End');
  await expect(chart).toHaveAttribute('aria-valuetext', /Net sales €56\.50/);

  const violations = (await axeViolations(page)).filter(isBlocking);
  expect(violations, describeViolations(violations)).toEqual([]);

  // CSV as an English spreadsheet reads it: BOM, commas, decimal points.
  const dishesSection = page.getByRole('region', { name: 'Dishes', exact: true });
  const csv = await downloaded(page, () => dishesSection.getByRole('button', { name: 'Download “Dishes” as CSV' }).click());
  expect(csv.name).toMatch(/^maitre-dishes-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = csv.bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.slice(1).split('\r\n').slice(0, 3)).toEqual([
    'Dish,Category,Quantity,Revenue,Cancelled',
    'Steak frites,Main Course,2,48.00,0',
    'Onion soup,Appetizers,1,8.50,1',
  ]);

  // Excel: numbers stay numbers.
  const xlsx = await downloaded(page, () => dishesSection.getByRole('button', { name: 'Download “Dishes” as Excel' }).click());
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const [sheet] = await readXlsxFile(xlsx.bytes);
  expect(sheet?.data.slice(0, 3)).toEqual([
    ['Dish', 'Category', 'Quantity', 'Revenue', 'Cancelled'],
    ['Steak frites', 'Main Course', 2, 48, 0],
    ['Onion soup', 'Appetizers', 1, 8.5, 1],
  ]);

  // In French: the page's texts and money, and a CSV for a French spreadsheet (";" and decimal commas).
  const saved = await page.request.patch('/api/profile', { data: { locale: 'fr' }, headers: { origin: appOrigin() } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto('/dashboard/analytics?range=today');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ventes nettes', exact: true }).getByTestId('figure-value')).toHaveText(/^56,50\s€$/);
  const plats = page.getByRole('region', { name: 'Plats', exact: true });
  const csvFr = await downloaded(page, () => plats.getByRole('button', { name: 'Télécharger « Plats » en CSV' }).click());
  expect(csvFr.bytes.toString('utf8').slice(1).split('\r\n').slice(0, 2)).toEqual([
    'Plat;Catégorie;Quantité;Chiffre d’affaires;Annulés',
    'Steak frites;Main Course;2;48,00;0',
  ]);
});
