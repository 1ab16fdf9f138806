/** The header badge and the navigation locks follow the subscription: bought, cancelled, ended. */
import { expect, type Page, test } from '@playwright/test';
import { advanceClock, buyPlan, DAY_SECONDS } from './billing-flow';
import { signedInOwner } from './fixtures';

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const reservationsLink = (page: Page) => navigation(page).getByRole('link', { name: 'Reservations' });
const planBadge = (page: Page) => page.getByRole('banner').getByText('Restaurant Plan', { exact: true });

test('the header says Restaurant Plan and Reservations unlocks after buying; both go back when the plan ends', async ({ page }) => {
  await signedInOwner(page);
  await page.goto('/dashboard');
  await expect(planBadge(page)).toHaveCount(0);
  await expect(navigation(page).getByText('Restaurant+')).toHaveCount(4);
  await expect(reservationsLink(page)).toHaveCount(0);

  const emulator = await buyPlan(page, 'Restaurant');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(planBadge(page)).toBeVisible();
  await expect(reservationsLink(page)).toBeVisible();
  await reservationsLink(page).click();
  await expect(page.getByText('Coming soon! This feature is available for Restaurant plan and above.')).toBeVisible();

  await page.goto('/dashboard/subscription');
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await page.waitForURL(/\/portal\/bps_/);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('link', { name: 'Return to Maître' }).click();
  await expect(page.getByRole('region', { name: 'Restaurant' }).getByText('Cancels at period end')).toBeVisible();
  // Still paid until the period ends.
  await expect(planBadge(page)).toBeVisible();

  await advanceClock(page.request, emulator, 32 * DAY_SECONDS);
  await page.goto('/dashboard');
  await expect(planBadge(page)).toHaveCount(0);
  await expect(reservationsLink(page)).toHaveCount(0);
  await expect(navigation(page).getByText('Restaurant+')).toHaveCount(4);
});
