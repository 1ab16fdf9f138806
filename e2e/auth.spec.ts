import { expect, type Page, test } from '@playwright/test';
import { linkFromMailboxJson, newOwner, openSettings, signUpVerified } from './fixtures';

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('sign-up with two different passwords says so and sends nothing', async ({ page }) => {
  const authRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-up')) authRequests.push(request.url());
  });
  const owner = newOwner();
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(owner.fullName);
  await page.getByLabel('Restaurant name').fill(owner.restaurantName);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(`${owner.password}!`);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  // Give a stray request every chance to show up before asserting there was none.
  await page.waitForTimeout(500);
  expect(authRequests).toEqual([]);
});

test('an owner signs up, verifies the email from the mailbox, signs in, sees their email, and signs out', async ({ page }) => {
  const owner = newOwner();
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(owner.fullName);
  await page.getByLabel('Restaurant name').fill(owner.restaurantName);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account created successfully! Please check your email to verify your account.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const link = await linkFromMailboxJson(page.request, owner.email, /verify/i);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await expect(page.getByText('Your email is verified.')).toBeVisible();

  await signInThroughForm(page, owner.email, owner.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText(owner.email)).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in before verifying says so, and the resend button mails a new link', async ({ page, request }) => {
  const owner = newOwner();
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email: owner.email, password: owner.password, name: owner.fullName, full_name: owner.fullName, restaurant_name: owner.restaurantName },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto('/login');
  await signInThroughForm(page, owner.email, owner.password);
  await expect(page.getByText('Please verify your email first.')).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText(`We sent a new verification link to ${owner.email}.`)).toBeVisible();
  const { mails } = (await (await request.get('/dev/mailbox.json')).json()) as { mails: { to: string }[] };
  expect(mails.filter((mail) => mail.to === owner.email)).toHaveLength(2);
});

test('a deep link opened while signed out comes back after sign-in', async ({ page, request }) => {
  const owner = await signUpVerified(request);
  await page.goto('/dashboard/orders');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, owner.email, owner.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
});

test('a forgotten password is reset from the mailed link, and the new one signs in', async ({ page, request }) => {
  const owner = await signUpVerified(request);
  const newPassword = 'a completely new passphrase';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your inbox.')).toBeVisible();

  const link = await linkFromMailboxJson(page.request, owner.email, /reset/i);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password was changed. Sign in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, owner.email, owner.password);
  await expect(page.getByRole('main').getByText('Invalid email or password')).toBeVisible();
  await signInThroughForm(page, owner.email, newPassword);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('settings change the restaurant name and the password', async ({ page, request }) => {
  const owner = await signUpVerified(request);
  await page.goto('/login');
  await signInThroughForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettings(page);

  await page.getByLabel('Restaurant name').fill('Le Nouveau Nom');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Restaurant name')).toHaveValue('Le Nouveau Nom');

  await page.getByLabel('Current password', { exact: true }).fill(owner.password);
  await page.getByLabel('New password', { exact: true }).fill('another fine passphrase');
  await page.getByLabel('Confirm new password', { exact: true }).fill('another fine passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other devices were signed out.')).toBeVisible();
  // This device stays signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
});
