/**
 * Keyboard use of the dashboard and the guest page (decision 0017): the phone navigation drawer is a real modal, and
 * the focus never falls to the page's body after Load more, a status change in a filtered list, a failed sign-in or a
 * refused guest checkout. Locked navigation items are reachable, with their explanation.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { addMenuItem, placeOrder } from './dashboard-data';
import { newOwner, signedInOwner } from './fixtures';

const focused = (page: Page) => page.locator(':focus');

/** Presses Tab until `target` has the focus, at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${target}`);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation drawer keeps the focus inside, leaves the page behind inert, and Escape returns to the menu button', async ({ page }) => {
    await signedInOwner(page);
    await page.goto('/dashboard');
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeFocused();

    // Twice round the drawer's stops: none is behind it (between two rounds the browser may hold the focus itself).
    const outside: string[] = [];
    for (let stop = 0; stop < 30; stop += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'inside';
        return document.getElementById('mobile-navigation')?.contains(active) ? 'inside' : active.outerHTML.slice(0, 80);
      });
      if (where !== 'inside') outside.push(where);
    }
    expect(outside).toEqual([]);
    // The page behind cannot take the focus at all.
    const behind = page.getByRole('main').getByRole('link').first();
    const tookFocus = await behind.evaluate((link: HTMLElement) => {
      link.focus();
      return document.activeElement === link;
    });
    expect(tookFocus).toBe(false);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test('"Load more orders" moves the focus to the first order it brought', async ({ page }) => {
  await signedInOwner(page);
  const soup = await addMenuItem(page, { name: 'Onion soup', price: 8.5 });
  for (let index = 1; index <= 52; index += 1) await placeOrder(page, { customer_name: `Guest ${index}`, items: [{ menu_item_id: soup.id, quantity: 1 }] });
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('article')).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more orders' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).toHaveCount(52);
  // Newest first: the 51st card is the second order placed.
  await expect(focused(page)).toHaveRole('article');
  await expect(focused(page)).toContainText('Guest 2');
  await expect(page.getByRole('status').filter({ hasText: '2 more orders loaded.' })).toBeAttached();
});

test('a status change that takes an order out of the filtered list moves the focus to the next order, and says so', async ({ page }) => {
  await signedInOwner(page);
  const soup = await addMenuItem(page, { name: 'Onion soup', price: 8.5 });
  const first = await placeOrder(page, { customer_name: 'First guest', items: [{ menu_item_id: soup.id, quantity: 1 }] });
  const second = await placeOrder(page, { customer_name: 'Second guest', items: [{ menu_item_id: soup.id, quantity: 1 }] });
  await page.goto('/dashboard/orders');
  await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Pending 2' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);

  const status = page.getByLabel(`Status of order #${second.id.slice(-8)}`);
  await status.focus();
  await status.selectOption('confirmed');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(focused(page)).toHaveAccessibleName(`Order #${first.id.slice(-8)}`);
  await expect(page.getByRole('status').filter({ hasText: `Order #${second.id.slice(-8)} is now Confirmed and left the Pending list.` })).toBeAttached();
});

test('a failed sign-in puts the focus on the reason, beside the form', async ({ page }) => {
  const stranger = newOwner();
  await page.goto('/login');
  await page.getByLabel('Email').fill(stranger.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.keyboard.press('Enter');
  await expect(focused(page)).toContainText('Invalid email or password');
  await expect(page.getByRole('main').getByText('Invalid email or password')).toBeVisible();
});

test('a refused guest checkout puts the focus on the first field at fault', async ({ page, browser }) => {
  await signedInOwner(page, { restaurantName: 'Keyboard Bistro' });
  await addMenuItem(page, { name: 'Onion soup', price: 8.5, category: 'Appetizers' });
  const { slug } = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/r/${slug}`);
  await guest.getByRole('button', { name: 'Add Onion soup to cart' }).click();
  await guest.getByRole('button', { name: /Place order/ }).focus();
  await guest.keyboard.press('Enter');
  const name = guest.getByLabel('Name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter your name');
  await guest.context().close();
});

test('a locked navigation item is reached with Tab, says which plan it needs, and explains itself with a way to the plans', async ({ page }) => {
  await signedInOwner(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const reservations = nav.getByRole('button', { name: 'Reservations' });
  await tabTo(page, reservations);
  await expect(reservations).toHaveAccessibleDescription('Needs the Restaurant plan');
  await page.keyboard.press('Enter');
  await expect(reservations).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByText('Reservations is available on the Restaurant plan and above.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'See plans' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
});
