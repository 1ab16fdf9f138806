import { expect, test } from '@playwright/test';
import { advanceClock, buyPlan, DAY_SECONDS, openCheckout, payWithCard, TEST_CARDS } from './billing-flow';
import { signedInOwner } from './fixtures';

test('buys the Restaurant plan through the local Stripe emulator: a declined card, then a good one', async ({ page }) => {
  await signedInOwner(page);
  await page.goto('/dashboard/subscription');
  await expect(page.getByRole('heading', { name: 'No Active Subscription' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Restaurant' }).getByText('Most Popular')).toBeVisible();

  await openCheckout(page, 'Restaurant');
  await expect(page.getByText('Test mode — local Stripe emulator')).toBeVisible();
  await expect(page.getByText('Subscribe to Restaurant')).toBeVisible();

  await payWithCard(page, TEST_CARDS.declined);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout\/cs_/);

  await payWithCard(page, TEST_CARDS.good);
  await page.waitForURL(/\/success\?session_id=cs_/);
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText(sessionId)).toBeVisible();

  await page.getByRole('link', { name: 'View Subscription' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  const card = page.getByRole('region', { name: 'Restaurant' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Current Plan')).toBeVisible();
  await expect(card.getByText('€79.99')).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('Visa •••• 4242')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Active Subscription' })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Restaurant' }).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
});

test('refuses a second plan while one is live, pointing to Manage Billing', async ({ page }) => {
  await signedInOwner(page);
  await buyPlan(page, 'Snackbar');
  await page.goto('/dashboard/subscription');
  await page.getByRole('listitem', { name: 'Michelin Star' }).getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByText('You already have a subscription. Use Manage Billing to change or cancel your plan.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
});

test('cancels in the billing portal, then the plan ends when the clock passes the period end', async ({ page }) => {
  await signedInOwner(page);
  const emulator = await buyPlan(page, 'Restaurant');
  await page.goto('/dashboard/subscription');

  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await page.waitForURL(/\/portal\/bps_/);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/Your plan will be canceled on/)).toBeVisible();
  await page.getByRole('link', { name: 'Return to Maître' }).click();

  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  const card = page.getByRole('region', { name: 'Restaurant' });
  await expect(card.getByText('Cancels at period end')).toBeVisible();

  await advanceClock(page.request, emulator, 32 * DAY_SECONDS);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No Active Subscription' })).toBeVisible();
  await expect(page.getByText('Your subscription has been canceled. Choose a plan below to subscribe again.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Restaurant' })).toHaveCount(0);
});
