/**
 * The accept step (issue 20): a guest orders, the owner accepts with a ready time moved by the ±5 buttons, the guest's
 * page shows "Accepted · ready at …" live and the guest gets the mails (dev mailbox); a rejection with its reason; the
 * status select that moves only on an explicit choice.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addMenuItem } from './dashboard-data';
import { appOrigin, linkFromMail, readMailbox, signedInOwner } from './fixtures';

test('the owner accepts a guest’s order with a ready time; the guest sees it live and gets the mails', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Le Accept Live' });
  await addMenuItem(page, { name: 'Ratatouille', price: 13.5, category: 'Main Course' });
  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string; timezone: string };
  await page.goto('/dashboard/orders');

  const email = `guest-${randomBytes(4).toString('hex')}@example.com`;
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/r/${profile.slug}`);
  await guest.getByRole('button', { name: 'Add Ratatouille to cart' }).click();
  await guest.getByLabel('Name').fill('Grace Hopper');
  await guest.getByLabel('Email').fill(email);
  await guest.getByRole('button', { name: /Place order/ }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you, Grace!' })).toBeVisible();
  await expect(guest.getByTestId('order-day-number')).toHaveText('#1');
  await expect(guest.getByTestId('order-answer')).toHaveText('Waiting for the restaurant to accept your order…');
  const orderId = guest.url().split('/').at(-1) as string;

  // The "order received" mail, with the link to this very page.
  const link = await linkFromMail(email, /^Your order #1 at Le Accept Live$/);
  expect(link).toBe(`${appOrigin()}/r/${profile.slug}/orders/${orderId}`);

  // The owner: 20 minutes offered, +5 twice, −5 once: 25.
  const step = page.getByRole('region', { name: `Accept or reject order ${orderId.slice(-8)}` });
  await expect(step).toBeVisible();
  await expect(step.getByText('20 min')).toBeVisible();
  await step.getByRole('button', { name: '+5 min' }).click();
  await step.getByRole('button', { name: '+5 min' }).click();
  await step.getByRole('button', { name: '−5 min' }).click();
  await expect(step.getByText('25 min')).toBeVisible();
  await step.getByRole('button', { name: /^Accept · ready at/ }).click();
  await expect(step).toHaveCount(0);

  const order = (await (await page.request.get('/api/orders')).json()).orders[0] as { id: string; ready_at: string; status: string };
  expect(order).toMatchObject({ id: orderId, status: 'confirmed' });
  const time = new Intl.DateTimeFormat('en-IE', { timeStyle: 'short', timeZone: profile.timezone }).format(new Date(order.ready_at));
  await expect(page.getByText(`Ready at ${time}`)).toBeVisible();

  // The guest's page follows at once, and the mail says the same time.
  await expect(guest.getByTestId('order-answer')).toHaveText(`Accepted · ready at ${time}`);
  await expect(guest.getByTestId('order-status')).toHaveText('Confirmed');
  await expect
    .poll(async () => (await readMailbox()).find((mail) => mail.to === email && mail.subject.startsWith('Order #1 accepted'))?.subject)
    .toBe(`Order #1 accepted: ready at ${time}`);
  await guestContext.close();
});

test('the owner rejects an order with a reason; the guest reads it', async ({ browser, page }) => {
  await signedInOwner(page, { restaurantName: 'Le Refus' });
  const item = await addMenuItem(page, { name: 'Soufflé', price: 9, category: 'Desserts' });
  const profile = (await (await page.request.get('/api/profile')).json()).profile as { slug: string };
  const placed = await page.request.post(`/api/storefront/${profile.slug}/orders`, {
    data: { customer_name: 'Ada', customer_phone: '+33 6 00 00 00 00', items: [{ menu_item_id: item.id, quantity: 1 }] },
    headers: { origin: appOrigin() },
  });
  const orderId = ((await placed.json()) as { order: { id: string } }).order.id;

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/r/${profile.slug}/orders/${orderId}`);
  await expect(guest.getByTestId('order-status')).toHaveText('Received');

  await page.goto('/dashboard/orders');
  const step = page.getByRole('region', { name: `Accept or reject order ${orderId.slice(-8)}` });
  await step.getByRole('button', { name: 'Reject' }).click();
  await expect(step.getByLabel('Reason for the guest')).toBeFocused();
  await page.keyboard.type('The soufflé oven is broken tonight');
  await step.getByRole('button', { name: 'Reject order' }).click();
  await expect(page.getByText('Rejected: The soufflé oven is broken tonight')).toBeVisible();

  await expect(guest.getByText('Reason: The soufflé oven is broken tonight')).toBeVisible();
  await expect(guest.getByText('The restaurant could not accept this order.')).toBeVisible();
  await guestContext.close();
});

test('the status select moves with the arrow keys but changes the order only on Enter', async ({ page }) => {
  await signedInOwner(page, { restaurantName: 'Le Clavier' });
  const item = await addMenuItem(page, { name: 'Tarte', price: 7, category: 'Desserts' });
  const origin = appOrigin();
  const created = await page.request.post('/api/orders', {
    data: { customer_name: 'Keyboard Guest', items: [{ menu_item_id: item.id, quantity: 1 }] },
    headers: { origin },
  });
  const orderId = ((await created.json()) as { order: { id: string } }).order.id;
  const statusNow = async () => ((await (await page.request.get('/api/orders')).json()).orders[0] as { status: string }).status;

  await page.goto('/dashboard/orders');
  const select = page.getByLabel(`Status of order #${orderId.slice(-8)}`);
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // Nothing was sent: the order is still pending.
  await page.waitForTimeout(300);
  expect(await statusNow()).toBe('pending');

  await page.keyboard.press('Enter');
  await expect.poll(statusNow).not.toBe('pending');
});
