/**
 * The kitchen display (issue 21, decision 0037): the owner accepts an order on the dashboard; the kitchen's screen
 * (`/kitchen`, open beside it) shows the ticket live with its allergy banner; a line is tapped done and the ticket
 * bumped, which takes it off the screen and puts its number under "Ready" on the counter's board (`/ready`).
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './a11y';
import { addMenuItem, placeOrder } from './dashboard-data';
import { appOrigin, signedInOwner } from './fixtures';

test('an accepted order appears on the kitchen display live, is bumped, and shows ready on the board', async ({ page }) => {
  await signedInOwner(page, { restaurantName: 'Le Passe' });
  const steak = await addMenuItem(page, { name: 'Steak Frites', price: 21, category: 'Main Course' });

  const kitchen = await page.context().newPage();
  await kitchen.goto('/kitchen');
  await expect(kitchen.getByRole('heading', { name: 'Kitchen', level: 1 })).toBeVisible();
  await expect(kitchen.getByText('No tickets. New orders appear here as soon as they are accepted.')).toBeVisible();
  expect(await axeViolations(kitchen)).toEqual([]);

  const order = await placeOrder(page, { customer_name: 'Ada', items: [{ menu_item_id: steak.id, quantity: 2 }], notes: 'Allergic to nuts' });
  // Pending: not on the kitchen's screen until accepted.
  await page.goto('/dashboard/orders');
  const step = page.getByRole('region', { name: `Accept or reject order ${order.id.slice(-8)}` });
  await step.getByRole('button', { name: /^Accept · ready at/ }).click();
  await expect(step).toHaveCount(0);

  const ticket = kitchen.getByRole('listitem', { name: '#1' });
  await expect(ticket).toBeVisible();
  await expect(ticket.getByRole('note')).toHaveText('Allergy');
  await expect(kitchen.getByRole('complementary', { name: 'All day' })).toContainText('Steak Frites');
  // A line is a toggle button named by what it shows ("2 × Steak Frites"): pressed once done.
  await ticket.getByRole('button', { name: /Steak Frites/ }).click();
  await expect(ticket.getByRole('button', { name: /Steak Frites/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await axeViolations(kitchen)).toEqual([]);

  await ticket.getByRole('button', { name: 'Bump order #1' }).click();
  await expect(ticket).toHaveCount(0);
  await expect(kitchen.getByRole('button', { name: 'Recall last #1' })).toBeEnabled();
  expect(await axeViolations(kitchen)).toEqual([]);
  expect((await (await page.request.get('/api/orders')).json()).orders[0]).toMatchObject({ id: order.id, status: 'ready' });

  await kitchen.goto('/ready');
  await expect(kitchen.getByRole('region', { name: 'Ready' }).getByText('1', { exact: true })).toBeVisible();
});

test('a kitchen display paired with its code opens /kitchen with no member session; a browser neither signed in nor paired goes to sign in', async ({
  browser,
  page,
}) => {
  await signedInOwner(page, { restaurantName: 'Le Passe' });
  const added = await page.request.post('/api/devices', { data: { kind: 'kitchen_display', name: 'Pass' }, headers: { origin: appOrigin() } });
  expect(added.status(), await added.text()).toBe(201);
  const { code } = (await added.json()).pairing as { code: string };

  // The tablet: a browser of its own, no account, only the code (the pairing page's own flow is e2e/devices.spec.ts).
  const tablet = await browser.newContext();
  const display = await tablet.newPage();
  const paired = await display.request.post('/api/devices/pair', { data: { code }, headers: { origin: appOrigin() } });
  expect(paired.status(), await paired.text()).toBe(200);
  await display.goto('/kitchen');
  await expect(display.getByRole('heading', { name: 'Kitchen', level: 1 })).toBeVisible();
  await expect(display.getByText('No tickets. New orders appear here as soon as they are accepted.')).toBeVisible();
  expect(new URL(display.url()).pathname).toBe('/kitchen');
  await tablet.close();

  const stranger = await browser.newContext();
  const screen = await stranger.newPage();
  await screen.goto('/kitchen');
  await expect(screen).toHaveURL(/\/login$/);
  await stranger.close();
});
