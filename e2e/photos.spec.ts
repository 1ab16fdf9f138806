/**
 * Issue 19, photos (decision 0026): an owner uploads a dish's photo from the dish form and saves the dish; the guest's
 * order page shows it from the stored WebP copies (srcset, lazy, in a fixed box) without moving anything when it
 * arrives, and its address is cached for a year.
 */
import { expect, test } from '@playwright/test';
import { signedInOwner } from './fixtures';
import { dishPhotoJpeg } from './photo-data';

declare global {
  interface Window {
    /** Layout shifts seen since the test started watching (PerformanceObserver). */
    __shifts?: number[];
  }
}

test('the owner uploads a dish photo; the order page shows it with srcset, lazily, and nothing moves when it arrives', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Bistro Photo' });
  await page.goto('/dashboard/menu?new=1');
  const form = page.getByRole('region', { name: 'Add a menu item' });
  await form.getByLabel(/Name/).first().fill('Shakshuka');
  await form.getByLabel(/Price/).fill('12.50');
  await form.getByLabel('Upload photo').setInputFiles({ name: 'shakshuka.jpg', mimeType: 'image/jpeg', buffer: await dishPhotoJpeg() });
  await expect(form.getByText('Photo uploaded. Save the dish to show it.')).toBeVisible();
  await expect(form.getByRole('img', { name: 'Preview of the dish’s photo' })).toBeVisible();
  await expect(form.getByLabel(/Image URL/)).toHaveValue(/^\/media\/[0-9a-f-]{36}\/640\.webp$/);
  await form.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('Menu item added successfully!')).toBeVisible();
  // The dashboard's card shows the stored copy.
  const cardImage = page.getByRole('article', { name: 'Shakshuka' }).locator('img');
  await expect(cardImage).toHaveAttribute('src', /^\/media\/.+\/640\.webp$/);
  await expect.poll(() => cardImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);

  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  const guestContext = await browser.newContext({ deviceScaleFactor: 2 });
  const guest = await guestContext.newPage();
  // The photos wait until the page has shown its menu and the test watches for layout shifts.
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await guest.route('**/media/**', async (route) => {
    await gate;
    await route.continue();
  });
  await guest.goto(`/r/${profile.slug}`);
  const dish = guest.getByRole('listitem').filter({ has: guest.getByRole('heading', { name: 'Shakshuka' }) });
  const image = dish.locator('img');
  await expect(image).toHaveAttribute('srcset', /\/320\.webp 320w, .+\/640\.webp 640w, .+\/1280\.webp 1280w$/);
  await expect(image).toHaveAttribute('sizes', '112px');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('decoding', 'async');
  const before = { image: await image.boundingBox(), card: await dish.boundingBox() };
  expect([before.image?.width, before.image?.height]).toEqual([112, 112]);

  await guest.evaluate(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) window.__shifts?.push(entry.value);
    }).observe({ type: 'layout-shift' });
  });
  release();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  // At twice the density, a 112 px box takes the 320 px copy (the browser's choice from srcset).
  expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/320\.webp$/);
  await guest.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await guest.evaluate(() => window.__shifts)).toEqual([]);
  expect({ image: await image.boundingBox(), card: await dish.boundingBox() }).toEqual(before);

  // Immutable, for a year.
  const copy = await guest.request.get(await image.evaluate((element: HTMLImageElement) => element.currentSrc));
  expect(copy.headers()).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' });
  await guestContext.close();
});
