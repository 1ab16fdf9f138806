/**
 * The dashboard during service (issue 20): the alert that repeats until someone acknowledges it, "Tap to enable
 * sound", the service board's next-step buttons, the order detail with its history and ticket, search, Live /
 * Reconnecting, and a dashboard that keeps its frame offline and recovers by itself.
 */
import { expect, type Page, test } from '@playwright/test';
import { horizontalOverflow } from './a11y';
import { addMenuItem } from './dashboard-data';
import { appOrigin, signedInOwner } from './fixtures';

/** Counts the chime's notes the page plays (each chime is two oscillators started). */
async function countChimes(page: Page) {
  await page.addInitScript(() => {
    // A browser that keeps a page silent until it is tapped, as a real one does after a reload (headless Chromium
    // lets every page play): an AudioContext starts suspended and resumes only after a user gesture.
    // (A gesture of our own: Playwright's evaluate counts as the page's user activation.)
    let tapped = false;
    for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, () => (tapped = true), true);
    // Playwright's own evaluations count as the page's user activation: the page is told only of real taps.
    Object.defineProperty(navigator, 'userActivation', { get: () => ({ hasBeenActive: tapped, isActive: false }) });
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        void this.suspend();
      }
      override resume(): Promise<void> {
        return tapped ? super.resume() : new Promise<void>(() => {});
      }
    };
    const counter = window as unknown as { chimeNotes: number };
    counter.chimeNotes = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
      counter.chimeNotes += 1;
      return start.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { chimeNotes: number }).chimeNotes);
}

async function guestOrder(page: Page, slug: string, menuItemId: string, name: string, phone?: string) {
  const response = await page.context().request.post(`/api/storefront/${slug}/orders`, {
    data: { customer_name: name, customer_phone: phone, items: [{ menu_item_id: menuItemId, quantity: 2 }] },
    headers: { origin: appOrigin() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).order as { id: string; daily_number: number };
}

test('a new order rings until acknowledged; the board moves it on step by step; its detail shows who did what', async ({ page }) => {
  await signedInOwner(page, { restaurantName: 'Friday Night' });
  const dish = await addMenuItem(page, { name: 'Bouillabaisse', price: 24, category: 'Main Course' });
  const { slug } = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  const chimes = await countChimes(page);

  await page.goto('/dashboard/orders?view=active');
  const header = page.getByRole('banner');
  await expect(header.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  // After a load the browser blocks sound: the prompt says so, and a tap enables it.
  await page.getByRole('button', { name: 'Tap to enable sound' }).click();
  await expect(page.getByRole('button', { name: 'Tap to enable sound' })).toBeHidden();

  const order = await guestOrder(page, slug, dish.id, 'Marius Olive', '+33 4 91 00 00 00');
  const number = order.id.slice(-8);
  const newColumn = page.getByRole('region', { name: 'New' });
  const card = newColumn.getByRole('article', { name: `Order #${number}` });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-new', 'true');
  await expect(card).toContainText('Online');
  await expect(card).toContainText('As soon as possible');
  await expect(page.getByRole('alert').filter({ hasText: '1 new order waiting' })).toBeVisible();

  // It rings again and again while nobody acknowledges it.
  await expect.poll(chimes, { timeout: 3_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(chimes, { timeout: 12_000 }).toBeGreaterThanOrEqual(4);
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'new order waiting' })).toBeHidden();
  await expect(card).not.toHaveAttribute('data-new', 'true');
  const afterAcknowledge = await chimes();
  await page.waitForTimeout(9_000);
  expect(await chimes()).toBe(afterAcknowledge);

  // A second order rings until it is accepted (it leaves pending): no acknowledgement needed.
  const second = await guestOrder(page, slug, dish.id, 'Fanny Cabanis', '+33 4 91 11 11 11');
  const secondCard = newColumn.getByRole('article', { name: `Order #${second.id.slice(-8)}` });
  await expect(secondCard).toHaveAttribute('data-new', 'true');
  await secondCard.getByRole('button', { name: 'Accept' }).click();
  await expect(secondCard).toContainText('accepted');
  await expect(page.getByRole('alert').filter({ hasText: 'new order waiting' })).toBeHidden();

  // One big button per step: accept, start preparing, mark ready, hand over.
  await card.getByRole('button', { name: 'Accept' }).click();
  await card.getByRole('button', { name: 'Start preparing' }).click();
  const preparing = page.getByRole('region', { name: 'In preparation' }).getByRole('article', { name: `Order #${number}` });
  await preparing.getByRole('button', { name: 'Mark ready' }).click();
  const ready = page.getByRole('region', { name: 'Ready' }).getByRole('article', { name: `Order #${number}` });
  await expect(ready).toBeVisible();

  // The detail: lines, contact, and the history from the activity log; the ticket is ready for paper.
  await ready.getByRole('button', { name: 'Details' }).click();
  const detail = page.getByRole('dialog', { name: `Order #${number}` });
  await expect(detail).toContainText('2 × Bouillabaisse');
  await expect(detail).toContainText('+33 4 91 00 00 00');
  await expect(detail.getByRole('listitem').filter({ hasText: 'Pending → Confirmed' })).toBeVisible();
  await expect(detail.getByRole('listitem').filter({ hasText: 'Preparing → Ready' })).toBeVisible();
  await expect(page.getByTestId('order-ticket')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('order-ticket')).toBeVisible();
  await expect(page.getByTestId('order-ticket')).toContainText(`#${number}`);
  await expect(page.getByTestId('order-ticket').getByText(`#${order.daily_number}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await detail.getByRole('button', { name: 'Close' }).click();

  await ready.getByRole('button', { name: 'Hand over' }).click();
  await expect(ready).toBeHidden();

  // The list of every order finds it by name, by phone and by number.
  await page.getByRole('button', { name: 'All orders' }).click();
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await search.fill('marius');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await search.fill('04 91 00');
  await expect(page.getByRole('main').getByRole('article', { name: `Order #${number}` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await search.fill('nobody at all');
  await expect(page.getByText('No orders match this search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
});

test('offline, the dashboard keeps its frame, says so, and recovers by itself without a reload', async ({ page, context }) => {
  await signedInOwner(page, { restaurantName: 'Storm Bistro' });
  await page.goto('/dashboard');
  const header = page.getByRole('banner');
  await expect(header.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  await context.setOffline(true);
  await expect(header.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
  await expect(page.getByText('Reconnecting… The connection is down: this screen catches up by itself when it is back')).toBeVisible();
  // A screen whose code was never loaded: it fails inside the frame, the header and navigation stay.
  await header.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This page could not load' })).toBeVisible();
  await expect(header).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders', exact: true }).first()).toBeVisible();
  // All of it fits a 320 px phone too.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await horizontalOverflow(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  await context.setOffline(false);
  await expect(header.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'This page could not load' })).toBeHidden();
  await expect(page.getByText('The connection is down: this screen catches up by itself when it is back')).toBeHidden();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Recent Orders card and the New order dialog are not cut off on the right', async ({ page }) => {
    await signedInOwner(page, { restaurantName: 'Narrow Kitchen' });
    await addMenuItem(page, { name: 'Pissaladière with caramelised onions', price: 9.5, category: 'Appetizers' });
    const { slug } = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
    const dish = (await (await page.request.get('/api/menu-items')).json()).menuItems[0] as { id: string };
    await countChimes(page); // the browser keeps the page silent: the sound prompt shows too
    await page.goto('/dashboard');
    await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Live' })).toBeAttached();
    // Arrives while the owner looks: the alert's banner shows too.
    await guestOrder(page, slug, dish.id, 'Bartholomew Alexander Featherstonehaugh-Wainwright', '+44 20 7946 0958');
    const recent = page.getByRole('region', { name: 'Recent Orders' });
    await expect(recent.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tap to enable sound' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '1 new order waiting' })).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('overview-390.png'), fullPage: true });
    const width = 390;
    for (const box of [await recent.boundingBox(), await recent.getByRole('link').first().boundingBox()]) {
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    }
    const total = recent.getByText('€19.00');
    const totalBox = await total.boundingBox();
    expect(totalBox && totalBox.x + totalBox.width).toBeLessThanOrEqual(width - 16);

    await page.goto('/dashboard/orders?new=1');
    const dialog = page.getByRole('dialog', { name: 'New order' });
    await expect(dialog.getByRole('button', { name: /One more Pissaladière/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('new-order-390.png') });
    expect(await horizontalOverflow(page)).toEqual([]);
    const dialogBox = await dialog.boundingBox();
    expect(dialogBox && dialogBox.x + dialogBox.width).toBeLessThanOrEqual(width);
    for (const control of await dialog.locator('input, button, select, textarea').all()) {
      const box = await control.boundingBox();
      if (box && dialogBox)
        expect(box.x + box.width, await control.evaluate((element) => element.outerHTML.slice(0, 120))).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    }
  });
});

test('an order acknowledged but still pending rings again after the set minutes; accepted, it stays quiet', async ({ page }) => {
  await signedInOwner(page, { restaurantName: 'Late Rings' });
  const dish = await addMenuItem(page, { name: 'Aïoli', price: 18, category: 'Main Course' });
  const { slug } = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  const settings = await page.request.patch('/api/orders/settings', { data: { realert_after_minutes: 2 }, headers: { origin: appOrigin() } });
  expect(settings.status(), await settings.text()).toBe(200);

  await page.clock.install();
  await page.goto('/dashboard/orders?view=active');
  await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const order = await guestOrder(page, slug, dish.id, 'César Ollivier', '+33 4 91 22 22 22');
  const alert = page.getByRole('alert').filter({ hasText: '1 new order waiting' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('region', { name: 'New' }).getByRole('article', { name: `Order #${order.id.slice(-8)}` })).toHaveAttribute('data-new', 'true');
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(alert).toBeHidden();

  // Still pending a minute later: quiet. Two minutes after the acknowledgement: it rings again.
  await page.clock.fastForward('01:00');
  await expect(alert).toBeHidden();
  await page.clock.fastForward('01:01');
  await expect(alert).toBeVisible();

  // Accepted: quiet for good, also after the delay.
  await page.getByRole('region', { name: 'New' }).getByRole('button', { name: 'Accept' }).click();
  await expect(alert).toBeHidden();
  await page.clock.fastForward('02:01');
  await expect(alert).toBeHidden();
});
