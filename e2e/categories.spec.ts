/**
 * Issue 19: the restaurant's own categories and the order of its menu. The owner adds a category, moves it to the top
 * by keyboard and another one by dragging it, moves dishes into it and puts them in order; the guest's order page
 * shows the categories and dishes in that order; a hidden category leaves the order page.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { addMenuItem } from './dashboard-data';
import { signedInOwner } from './fixtures';

/** The headings of a list's entries, in order. */
const headingsOf = (list: Locator) => list.getByRole('heading').allTextContents();

/** Drags `handle` with the mouse onto the middle of `target`, in small steps as a hand would. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: an element is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('own categories: add, reorder by keyboard and by drag, move dishes in and order them; the order page follows; hidden leaves it', async ({
  browser,
  page,
}) => {
  await signedInOwner(page, { restaurantName: 'Bistro Rangé' });
  await addMenuItem(page, { name: 'Velouté', price: 7, category: 'Appetizers' });
  await addMenuItem(page, { name: 'Minestrone', price: 7.5, category: 'Appetizers' });
  await addMenuItem(page, { name: 'Steak frites', price: 24, category: 'Main Course' });
  await addMenuItem(page, { name: 'Tarte Tatin', price: 8, category: 'Desserts' });

  // A new category, named in French too; it goes last.
  await page.goto('/dashboard/menu');
  await page.getByRole('navigation', { name: 'Menu sections' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add a category' }).click();
  const form = page.getByRole('dialog', { name: 'Add a category' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Soups');
  await form.getByRole('button', { name: 'Translations' }).click();
  await form.getByRole('textbox', { name: 'Français' }).fill('Soupes');
  await form.getByRole('button', { name: 'Add a category' }).click();
  await expect(page.getByText('Category added')).toBeVisible();
  const list = page.getByRole('list', { name: 'Categories in menu order' });
  await expect.poll(() => headingsOf(list)).toEqual(['Appetizers', 'Main Course', 'Desserts', 'Beverages', 'Specials', 'Soups']);

  // To the top by keyboard: each Enter moves it up one place and says where it is.
  const up = page.getByRole('button', { name: 'Move Soups up' });
  await up.focus();
  for (let place = 5; place >= 1; place -= 1) {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Soups:' })).toHaveText(`Soups: ${place} of 6`);
    await expect(up).toBeFocused();
  }
  await expect.poll(() => headingsOf(list)).toEqual(['Soups', 'Appetizers', 'Main Course', 'Desserts', 'Beverages', 'Specials']);

  // Desserts dragged by its handle onto Appetizers takes its place.
  const entry = (name: string) => list.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await drag(page, page.getByRole('button', { name: 'Reorder Desserts: drag it, or use the arrow keys' }), entry('Appetizers'));
  await expect.poll(() => headingsOf(list)).toEqual(['Soups', 'Desserts', 'Appetizers', 'Main Course', 'Beverages', 'Specials']);
  // Saved: read again, the order stays.
  await page.reload();
  await expect.poll(() => headingsOf(list)).toEqual(['Soups', 'Desserts', 'Appetizers', 'Main Course', 'Beverages', 'Specials']);

  // Both soups move into Soups (each goes to its end), then Minestrone goes first, by keyboard.
  await page.goto('/dashboard/menu');
  for (const soup of ['Velouté', 'Minestrone']) {
    await page.getByRole('button', { name: `Edit ${soup}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${soup}` });
    await dialog.getByLabel('Category').selectOption({ label: 'Soups' });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
  }
  const soups = page.getByRole('list', { name: 'Dishes in Soups' });
  await expect
    .poll(() => soups.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))))
    .toEqual(['Velouté', 'Minestrone']);
  await soups.getByRole('button', { name: 'Reorder Minestrone: drag it, or use the arrow keys' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect
    .poll(() => soups.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))))
    .toEqual(['Minestrone', 'Velouté']);
  // The chips follow the restaurant's categories, in its order.
  await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button')).toHaveText([
    'All 4',
    'Soups 2',
    'Desserts 1',
    'Appetizers 0',
    'Main Course 1',
    'Beverages 0',
    'Specials 0',
  ]);

  // The guest sees the categories, and the dishes in each, in that order (Appetizers is empty now: not shown).
  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  const guestContext = await browser.newContext({ locale: 'fr-FR' });
  const guest = await guestContext.newPage();
  await guest.goto(`/r/${profile.slug}`);
  const menu = guest.getByRole('main');
  await expect(menu.getByRole('heading', { level: 2 })).toHaveText(['Soupes', 'Desserts', 'Plats']);
  await expect(menu.getByRole('heading', { level: 3 })).toHaveText(['Minestrone', 'Velouté', 'Tarte Tatin', 'Steak frites']);

  // Hidden: the category and its dishes leave the order page; the dashboard keeps them.
  await page.goto('/dashboard/menu/categories');
  await page.getByRole('button', { name: 'Hide Soups from the order page' }).click();
  await expect(page.getByText('Soups is hidden from the order page')).toBeVisible();
  await guest.reload();
  await expect(menu.getByRole('heading', { level: 2 })).toHaveText(['Desserts', 'Plats']);
  await expect(guest.getByText('Minestrone')).toHaveCount(0);
  await guestContext.close();
  await page.goto('/dashboard/menu');
  await expect(page.getByRole('heading', { name: /^Soups/, level: 2 })).toContainText('Hidden from the order page');
});
