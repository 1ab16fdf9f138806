/**
 * Analytics' Michelin Star part (issue 22, decisions 0042 and 0043) in the browser: locked below the plan with a way to
 * the plans; once the owner buys Michelin Star through the Stripe emulator, the heatmap, menu engineering (each dish
 * placed from the cost entered in the menu), repeat guests and the team's work show for orders taken through the API.
 */
import { expect, test } from '@playwright/test';
import { axeViolations, describeViolations, isBlocking } from './a11y';
import { buyPlan } from './billing-flow';
import { addMenuItem, placeOrder, setOrderStatus } from './dashboard-data';
import { signedInOwner } from './fixtures';

test('below Michelin Star the advanced reports are locked; bought, they place each dish, count returning guests and the team', async ({ page }) => {
  const owner = await signedInOwner(page, { restaurantName: 'Étoile du Soir' });
  const steak = await addMenuItem(page, { name: 'Steak frites', price: 24, cost: 8, category: 'Main Course' });
  const soup = await addMenuItem(page, { name: 'Onion soup', price: 8.5, cost: 6, category: 'Appetizers' });
  // Ada twice by the same phone (new, then returning); Grace without a phone, cancelled (counted nowhere).
  await placeOrder(page, { customer_name: 'Ada', customer_phone: '+33 6 12 34 56 78', items: [{ menu_item_id: steak.id, quantity: 2 }] });
  await placeOrder(page, { customer_name: 'Ada', customer_phone: '+33612345678', items: [{ menu_item_id: soup.id, quantity: 1 }] });
  const cancelled = await placeOrder(page, { customer_name: 'Grace', items: [{ menu_item_id: soup.id, quantity: 1 }] });
  await setOrderStatus(page, cancelled.id, 'cancelled');

  await page.goto('/dashboard/analytics?range=today');
  const advanced = page.getByRole('region', { name: 'Advanced reports' });
  await expect(advanced.getByText('Advanced reports is available on the Michelin Star plan and above.')).toBeVisible();
  await expect(advanced.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/subscription');
  await expect(page.getByRole('region', { name: 'Menu engineering' })).toHaveCount(0);

  await buyPlan(page, 'Michelin Star');
  await page.goto('/dashboard/analytics?range=today');
  await expect(advanced.getByText('Advanced reports is available on the Michelin Star plan and above.')).toHaveCount(0);

  // Menu engineering: 3 portions of the two dishes; popular from 70 % of an equal share (1.05 portions), profitable
  // from the weighted average margin ((2 × 16 + 1 × 2.50) / 3 = €11.50): the steak is a star, the soup a dog.
  const engineering = page.getByRole('region', { name: 'Menu engineering' });
  const placed = engineering.getByRole('table', { name: 'Menu engineering' });
  await expect(placed.getByRole('row', { name: /Steak frites/ })).toContainText('Star');
  await expect(placed.getByRole('row', { name: /Steak frites/ })).toContainText('€16.00');
  await expect(placed.getByRole('row', { name: /Onion soup/ })).toContainText('Dog');
  await expect(placed.getByRole('row', { name: /Onion soup/ })).toContainText('€2.50');

  // Repeat guests: Ada's second order is a returning guest's; half the orders with a phone or email.
  const guests = page.getByRole('region', { name: 'Repeat guests' });
  await expect(guests.getByRole('region', { name: 'Orders from returning guests' })).toContainText('50%');
  await expect(guests.getByRole('region', { name: 'New guests' })).toContainText('1');
  // Ada counted once among the period's guests: her first order is in it.
  await expect(guests.getByRole('region', { name: 'Guests', exact: true })).toContainText('1 new, 0 returning');

  // The team: the owner took the three orders and cancelled one.
  const team = page.getByRole('table', { name: 'Orders handled by the team' });
  await expect(team.getByRole('row', { name: new RegExp(owner.fullName) })).toBeVisible();

  await expect(page.getByRole('region', { name: 'Busiest hours by weekday' })).toBeVisible();
  const violations = (await axeViolations(page)).filter(isBlocking);
  expect(violations, describeViolations(violations)).toEqual([]);
});
