/**
 * Device sign-in (issue 21, decision 0036): the owner pairs a printer from Settings and reads its code; a second
 * browser (the shared device) types it at /pair and is paired; the owner sees it paired, revokes it, and the device's
 * session is refused at once.
 */
import { expect, test } from '@playwright/test';
import { openSettings, signedInOwner } from './fixtures';

test('pair a device with its code at /pair, see it paired in Settings, revoke it: its session is refused at once', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Le Passe-Plat' });
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Screens and printers' });
  await section.getByRole('button', { name: 'Pair a device' }).click();
  const form = page.getByRole('dialog', { name: 'Pair a device' });
  await form.getByLabel('What it is').selectOption('printer');
  await form.getByLabel('Name').fill('Bar printer');
  await form.getByRole('button', { name: 'Get a code' }).click();
  const shown = page.getByRole('dialog', { name: 'Code for Bar printer' });
  const code = (await shown.getByTestId('pairing-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await expect(shown).toContainText('/pair');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText(/Printer · Waiting for its code/)).toBeVisible();

  // The shared device: no account, just the code, typed in lower case without its dash.
  const deviceContext = await browser.newContext();
  const device = await deviceContext.newPage();
  await device.goto('/pair');
  await device.getByLabel('Pairing code').fill(code.replace('-', '').toLowerCase());
  await device.getByRole('button', { name: 'Pair' }).click();
  await expect(device.getByText('Bar printer is paired with Le Passe-Plat.')).toBeVisible();
  expect((await device.request.get('/api/devices/me')).status()).toBe(403);
  expect((await device.request.get('/api/orders')).status()).toBe(401);

  await page.reload();
  await expect(section.getByText(/Printer · Paired · Last seen/)).toBeVisible();
  await section.getByRole('button', { name: 'Revoke Bar printer' }).click();
  await page.getByRole('dialog', { name: 'Revoke Bar printer' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(section.getByText('Bar printer')).toHaveCount(0);
  expect((await device.request.get('/api/devices/me')).status()).toBe(401);
  await deviceContext.close();
});
