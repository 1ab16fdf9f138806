/**
 * The team end to end (issue 17): an owner invites a kitchen member from the Staff page, the invitee signs up from the
 * mail's link and joins, sees the orders without the guests' phone numbers, and loses access as soon as the owner
 * removes them.
 */
import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { buyPlan } from './billing-flow';
import { addMenuItem, placeOrder } from './dashboard-data';
import { linkFromMail, signedInOwner } from './fixtures';

const GUEST_PHONE = '+33 6 12 34 56 78';
const staffPage = (page: Page) => page.goto('/dashboard/staff');

test('invite → accept → a kitchen member sees orders without phone numbers → removal ends their access', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);

  // The owner, on the Restaurant plan (10 seats), with an order carrying a guest's phone number.
  await signedInOwner(page);
  await buyPlan(page, 'Restaurant');
  const soup = await addMenuItem(page, { name: 'Onion soup', price: 8.5 });
  await placeOrder(page, { customer_name: 'Marie Curie', customer_phone: GUEST_PHONE, items: [{ menu_item_id: soup.id, quantity: 2 }] });

  // Invite from the Staff page.
  const cook = { email: `cook-${randomBytes(4).toString('hex')}@example.com`, name: 'Paul Bocuse', password: 'a long kitchen password' };
  await staffPage(page);
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Email').fill(cook.email);
  await invite.getByLabel('Role').selectOption('kitchen');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(cook.email)).toBeVisible();
  await expect(page.getByText('2 of 10 seats used')).toBeVisible();

  // The cook opens the mail's link in their own browser, signs up with the invited address and verifies it.
  const cookContext = await browser.newContext({ baseURL });
  const cookPage = await cookContext.newPage();
  const invitationLink = await linkFromMail(cook.email, /invit/i);
  await cookPage.goto(invitationLink);
  await expect(cookPage.getByRole('heading', { name: /^Join .* on Maître/ })).toBeVisible();
  await cookPage.getByRole('link', { name: 'Create an account' }).click();
  await expect(cookPage.getByLabel('Email')).toHaveValue(cook.email);
  await expect(cookPage.getByLabel('Restaurant name')).toHaveCount(0);
  await cookPage.getByLabel('Full name').fill(cook.name);
  await cookPage.getByLabel('Password', { exact: true }).fill(cook.password);
  await cookPage.getByLabel('Confirm password', { exact: true }).fill(cook.password);
  await cookPage.getByRole('button', { name: 'Create Account' }).click();
  await expect(cookPage).toHaveURL(/\/login$/);
  await cookPage.goto(await linkFromMail(cook.email, /verify/i));

  // Signed in, the kitchen starts on the orders: the guest's name, not their phone number; no Staff, no Subscription.
  await cookPage.getByLabel('Email').fill(cook.email);
  await cookPage.getByLabel('Password', { exact: true }).fill(cook.password);
  await cookPage.getByRole('button', { name: 'Sign In' }).click();
  // The sign-in answers before the page moves on: going elsewhere first would abort it (CI under load, twice). The
  // page is /login?verified=1 here, so wait for the app's own move to the dashboard, not for a URL that is not /login.
  await expect(cookPage).toHaveURL(/\/dashboard/);
  await cookPage.goto('/dashboard');
  await expect(cookPage).toHaveURL(/\/dashboard\/orders$/);
  await expect(cookPage.getByText('Marie Curie')).toBeVisible();
  await expect(cookPage.getByText(GUEST_PHONE)).toHaveCount(0);
  await expect(cookPage.getByRole('button', { name: 'New order' })).toHaveCount(0);
  const cookNav = cookPage.getByRole('navigation', { name: 'Main' });
  await expect(cookNav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(cookNav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(cookNav.getByRole('link', { name: 'Subscription' })).toHaveCount(0);

  // The owner sees the cook in the team, and removes them.
  await staffPage(page);
  const cookCard = page.getByRole('article', { name: new RegExp(`^${cook.name}`) });
  await expect(cookCard.getByText(cook.email)).toBeVisible();
  await cookCard.getByRole('button', { name: `Remove ${cook.name}` }).click();
  await page
    .getByRole('dialog', { name: `Remove ${cook.name}?` })
    .getByRole('button', { name: 'Remove from the team' })
    .click();
  await expect(page.getByText(`${cook.name} was removed from the team`)).toBeVisible();
  await expect(cookCard).toHaveCount(0);

  // Their access ends at once: the cook's session can no longer read the restaurant's orders, and the open page says so.
  await expect.poll(async () => (await cookPage.request.get('/api/orders')).status()).not.toBe(200);
  await cookPage.reload();
  await expect(cookPage.getByText('Marie Curie')).toHaveCount(0);
  await cookContext.close();
});
