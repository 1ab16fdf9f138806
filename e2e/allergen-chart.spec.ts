/**
 * Issue 19: the allergen chart is for the wall or the counter. Printed, it is the chart alone — no header, navigation
 * or buttons — within one A4 landscape sheet's width, all 14 allergens across, and a short menu fits on one sheet.
 */
import { expect, test } from '@playwright/test';
import { addMenuItem } from './dashboard-data';
import { signedInOwner } from './fixtures';

/** An A4 landscape sheet less the chart's 10 mm margins, in CSS pixels (96 per inch). */
const PRINTABLE_WIDTH_PX = Math.floor(((297 - 20) / 25.4) * 96);

test('allergen chart: printed, only the chart shows, all 14 allergens within an A4 landscape sheet, one sheet for a short menu', async ({ page }) => {
  await signedInOwner(page, { restaurantName: 'Brasserie Allergènes' });
  await addMenuItem(page, {
    name: 'Bouillabaisse marseillaise et sa rouille',
    price: 28,
    category: 'Main Course',
    allergens: ['fish', 'crustaceans', 'molluscs'],
  });
  await addMenuItem(page, { name: 'Crème brûlée', price: 8, category: 'Desserts', allergens: ['eggs', 'milk'] });

  await page.goto('/dashboard/menu/allergens');
  const chart = page.getByRole('table');
  await expect(chart.getByRole('rowheader', { name: /Crème brûlée/ })).toBeVisible();

  await page.setViewportSize({ width: PRINTABLE_WIDTH_PX, height: 700 });
  await page.emulateMedia({ media: 'print' });
  // The frame and the page's own controls are not printed.
  await expect(page.getByRole('navigation', { name: 'Menu sections' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  // The chart is, whole: every allergen's column inside the sheet.
  const headers = chart.getByRole('columnheader');
  await expect(headers).toHaveCount(16); // the dish, the 14 allergens, the dietary marks
  for (const header of await headers.all()) {
    const box = await header.boundingBox();
    expect(box, (await header.textContent()) ?? '').not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PRINTABLE_WIDTH_PX);
  }
  expect(await chart.evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0) + 1)).toBe(true);

  // As Chromium prints it: one A4 landscape sheet.
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
});
