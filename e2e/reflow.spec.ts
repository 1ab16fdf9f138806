/**
 * Reflow (WCAG 1.4.10): at 400 % zoom of a 1280 px window, 320 CSS px wide, no screen scrolls sideways and nothing is
 * cut off at the right. Only the plan comparison table may scroll inside its own (focusable, named) box.
 */
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { horizontalOverflow } from './a11y';
import { buyPlan } from './billing-flow';
import { dashboardScreens, guestScreens, restaurantWithOrders, type Screen, signedOutScreens, tour } from './screens';

const viewport = { width: 320, height: 256 };

async function fits(page: Page, screen: Screen): Promise<void> {
  expect.soft(await horizontalOverflow(page), `${screen.name} at 320 px`).toEqual([]);
}

async function guestPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

test.describe('at 320 px', () => {
  test.use({ viewport });

  test('signed-out screens fit 320 px', async ({ page }) => {
    await tour(page, signedOutScreens(), (screen) => fits(page, screen));
  });

  test('the dashboard fits 320 px without a plan', async ({ page }) => {
    await restaurantWithOrders(page);
    await tour(page, dashboardScreens({ isPhone: true, hasPlan: false }), (screen) => fits(page, screen));
  });

  test('the dashboard fits 320 px with a plan', async ({ page }) => {
    await restaurantWithOrders(page);
    await buyPlan(page, 'Restaurant');
    await fits(page, { name: 'payment confirmation', open: async () => {} });
    await tour(page, dashboardScreens({ isPhone: true, hasPlan: true }), (screen) => fits(page, screen));
  });

  test('the guest pages, the dev mailbox and the QR poster fit 320 px', async ({ page, browser }) => {
    const restaurant = await restaurantWithOrders(page);
    const guest = await guestPage(browser);
    await tour(guest, guestScreens(restaurant), (screen) => fits(guest, screen));
    await guest.context().close();
  });
});

/** The targets among `locator` smaller than 44 × 44 CSS px, named. */
async function smallTargets(locator: Locator): Promise<string[]> {
  const small: string[] = [];
  for (const target of await locator.all()) {
    const box = await target.boundingBox();
    if (!box || (box.width >= 44 && box.height >= 44)) continue;
    const name = (await target.getAttribute('aria-label')) ?? ((await target.textContent()) ?? '').replace(/\s+/g, ' ');
    small.push(`${name}: ${Math.round(box.width)}×${Math.round(box.height)}`);
  }
  return small;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the phone dashboard's main actions are 44 px targets", async ({ page }) => {
    await restaurantWithOrders(page);
    const header = page.getByRole('banner');
    const main = page.getByRole('main');

    await page.goto('/dashboard');
    await expect(main.getByRole('region', { name: 'Recent Orders' }).getByRole('link').first()).toBeVisible();
    expect.soft(await smallTargets(header.getByRole('button').or(header.getByRole('link'))), 'header').toEqual([]);
    expect.soft(await smallTargets(main.getByRole('link').or(main.getByRole('button'))), 'overview').toEqual([]);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    expect.soft(await smallTargets(drawer.getByRole('link').or(drawer.getByRole('button'))), 'navigation drawer').toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/menu');
    await expect(main.getByRole('article').first()).toBeVisible();
    expect.soft(await smallTargets(main.getByRole('button').or(main.getByRole('switch'))), 'menu').toEqual([]);

    await page.goto('/dashboard/orders');
    await expect(main.getByRole('article')).toHaveCount(3);
    expect.soft(await smallTargets(main.getByRole('button').or(main.getByRole('combobox'))), 'orders').toEqual([]);

    await page.getByRole('button', { name: 'New order', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New order' });
    await expect(dialog.getByRole('button', { name: 'One more Steak frites' })).toBeVisible();
    expect.soft(await smallTargets(dialog.getByRole('button').or(dialog.getByRole('spinbutton'))), 'new order dialog').toEqual([]);
  });

  test("the guest's bar to the cart goes away once the cart is on screen, so it never covers 'Place order'", async ({ page, browser }) => {
    const restaurant = await restaurantWithOrders(page);
    const guest = await (await browser.newContext({ viewport: { width: 390, height: 600 } })).newPage();
    await guest.goto(`/r/${restaurant.slug}`);
    await guest.getByRole('button', { name: 'Add Onion soup to cart' }).click();
    const bar = guest.getByRole('link', { name: /View your order · 1 item/ });
    await expect(bar).toBeVisible();

    const placeOrder = guest.getByRole('button', { name: /Place order/ });
    await guest.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeHidden();
    const box = await placeOrder.boundingBox();
    if (!box) throw new Error("'Place order' has no box");
    const hit = await guest.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, {
      x: box.x + box.width / 2,
      y: box.y + box.height - 2,
    });
    expect(hit).toMatch(/^Place order/);

    await guest.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
    await guest.context().close();
  });
});
