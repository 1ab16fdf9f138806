import { expect, test } from '@playwright/test';
import { signedInOwner } from './fixtures';

test('a signed-out visitor at the root is sent to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visitor opening a dashboard page is sent to the sign-in page', async ({ page }) => {
  await page.goto('/dashboard/orders');
  await expect(page).toHaveURL(/\/login$/);
});

test('the server answers unknown API paths with JSON, not the web app', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});

test('a verified, signed-in owner reaches the dashboard and sees their email', async ({ page }) => {
  const owner = await signedInOwner(page);
  await page.goto('/dashboard');
  await expect(page.getByText(owner.email)).toBeVisible();
});
