import { expect, test } from '@playwright/test';
import { axeViolations, describeViolations, isBlocking } from './a11y';
import { openSettings, signedInOwner } from './fixtures';
import { totp, wrongCode } from './totp';

test('an owner turns on two-factor sign-in in Settings, signs out, and signs in with the password and a code from the app', async ({ page }) => {
  const owner = await signedInOwner(page);
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByText('Two-factor sign-in is off.')).toBeVisible();

  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await section.getByLabel('Password', { exact: true }).fill(owner.password);
  await section.getByRole('button', { name: 'Continue' }).click();

  // The QR code, drawn in the page, and the same key as text for typing into the app.
  await expect(section.getByRole('img', { name: 'QR code to add Maître to your authenticator app' })).toBeVisible();
  const key = (await section.getByTestId('two-factor-key').textContent()) ?? '';
  expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{16,}$/);
  // The setup step in the middle of the screen: where the click left the page, the sticky header can sit over the
  // password field's show button above it (axe's target-size then flags the covered button, a position, not a defect).
  await section.getByTestId('two-factor-key').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  expect((await axeViolations(page)).filter(isBlocking), 'axe on the setup step').toEqual([]);

  await section.getByLabel('Authentication code').fill(totp(key));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = section.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('maitre-recovery-codes.txt');
  await section.getByRole('button', { name: 'I saved my codes' }).click();
  await expect(section.getByText('Two-factor sign-in is on.', { exact: false })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  // The password alone opened no session.
  expect((await (await page.request.get('/api/auth/get-session')).json()) as unknown).toBeNull();
  const violations = await axeViolations(page);
  expect(violations.filter(isBlocking), describeViolations(violations)).toEqual([]);

  await code.fill(wrongCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Said beside the form, and the focus goes there.
  await expect(page.locator(':focus')).toContainText('That code is not right. Check your app and try again.');

  await code.fill(totp(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(owner.email)).toBeVisible();
});
