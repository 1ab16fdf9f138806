/**
 * Issue 19, menu import and export: an owner downloads the menu as CSV, changes a price in the file, checks it (the
 * preview shows that one dish changes), imports it, and the menu shows the new price.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addMenuItem } from './dashboard-data';
import { signedInOwner } from './fixtures';

test('menu import and export: export the CSV, edit a price in it, preview one change, import, the menu shows the new price', async ({ page }) => {
  await signedInOwner(page, { restaurantName: 'Bistro Tableur' });
  await addMenuItem(page, { name: 'Onion soup', description: 'Gratinéed; with "gruyère"', price: 8.5, category: 'Appetizers', allergens: ['milk'] });
  await addMenuItem(page, { name: 'Steak frites', price: 24.5, category: 'Main Course' });

  await page.goto('/dashboard/menu');
  await page.getByRole('navigation', { name: 'Menu sections' }).getByRole('link', { name: 'Import and export' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Menu (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^menu-bistro-tableur-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile((await download.path()) as string, 'utf8');
  // English: commas, decimal points, a byte order mark; the description's semicolon and quotes are quoted.
  expect(exported.startsWith('\uFEFFref,category,name,description,price,')).toBe(true);
  const soupLine = 'onion-soup,Appetizers,Onion soup,"Gratinéed; with ""gruyère""",8.50,yes,,,milk,';
  expect(exported).toContain(soupLine);
  const edited = exported.replace(soupLine, soupLine.replace(',8.50,', ',9.75,'));

  await page.getByLabel('Menu file').setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(edited, 'utf8') });
  await page.getByRole('button', { name: 'Check the file' }).click();
  const preview = page.getByRole('region', { name: 'What this file changes' });
  await expect(preview.getByText('Dishes: 0 to add, 1 to change, 1 unchanged')).toBeVisible();
  const changes = preview.getByRole('table', { name: 'Dishes and option groups to add or change' });
  await expect(changes.getByRole('row')).toHaveCount(2);
  await expect(changes.getByRole('row', { name: /Onion soup/ })).toContainText('price: 8.50 → 9.75');

  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Menu imported: 0 dishes added, 1 changed')).toBeVisible();
  await expect(preview).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Menu sections' }).getByRole('link', { name: 'Dishes' }).click();
  const soup = page.getByRole('article', { name: 'Onion soup' });
  await expect(soup).toContainText('€9.75');
  await expect(page.getByRole('article', { name: 'Steak frites' })).toContainText('€24.50');
});
