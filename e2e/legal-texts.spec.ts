/**
 * The order page's privacy notice and imprint (decision 0034): the owner writes the imprint in Settings, a guest opens
 * it from the order page's footer — with its line breaks, as text — and reads Maître's default privacy notice, which
 * names the restaurant, while the restaurant has written none.
 */
import { expect, test } from '@playwright/test';
import { openSettings, signedInOwner } from './fixtures';

test('the owner writes the imprint in Settings and a guest opens it from the order page', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Imprint Bistro' });
  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };

  await openSettings(page);
  const section = page.getByRole('region', { name: 'Privacy notice and imprint' });
  const imprint = section.getByLabel('Imprint');
  await imprint.fill('Imprint Bistro SARL\n12 rue de la Paix, 75002 Paris\n<b>VAT FR12345678901</b>');
  await expect(section.getByText('75 / 10,000 characters')).toBeVisible();
  await section.getByRole('button', { name: 'Save texts' }).click();
  await expect(page.getByText('Privacy notice and imprint saved')).toBeVisible();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/r/${profile.slug}`);
  const footer = guest.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Imprint' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Imprint' });
  const text = dialog.getByText('Imprint Bistro SARL');
  await expect(text).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: innerText is the text as laid out, so it shows the line breaks are rendered (pre-wrap).
  expect(await text.innerText()).toBe('Imprint Bistro SARL\n12 rue de la Paix, 75002 Paris\n<b>VAT FR12345678901</b>');
  await expect(text).toHaveAttribute('lang', 'en');
  await expect(dialog.locator('b')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await footer.getByRole('button', { name: 'Privacy notice' }).click();
  const notice = guest.getByRole('dialog', { name: 'Privacy notice' });
  await expect(notice.getByText(/^Imprint Bistro is responsible for the personal data you give/)).toBeVisible();
  await expect(notice.getByText(/This is Maître’s standard notice/)).toBeVisible();
  await guestContext.close();
});
