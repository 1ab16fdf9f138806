/** Browser steps shared by the billing specs: buying a plan on the emulator's hosted checkout, and its test clock. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const TEST_CARDS = { good: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;
export const DAY_SECONDS = 24 * 60 * 60;

/** Fills the hosted checkout's card form and presses Subscribe. */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

/**
 * From the subscription page: Get Started on `planName` → hosted checkout. Answers the emulator's origin, which
 * the app only reveals through this redirect (its port is picked at start).
 */
export async function openCheckout(page: Page, planName: string): Promise<string> {
  await page.goto('/dashboard/subscription');
  const plan = page.getByRole('listitem', { name: planName });
  await plan.getByRole('button', { name: 'Get Started' }).click();
  await page.waitForURL(/\/checkout\/cs_/);
  return new URL(page.url()).origin;
}

/** Buys `planName` with the good card and waits for the confirmation; answers the emulator's origin. */
export async function buyPlan(page: Page, planName: string): Promise<string> {
  const emulator = await openCheckout(page, planName);
  await payWithCard(page, TEST_CARDS.good);
  await page.waitForURL(/\/success\?session_id=cs_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  return emulator;
}

/** Moves the emulator's test clock (renewals, cancellations falling due), then waits for its webhooks to land. */
export async function advanceClock(request: APIRequestContext, emulator: string, seconds: number): Promise<void> {
  const advanced = await request.post(`${emulator}/_emulator/clock/advance`, { data: { seconds } });
  expect(advanced.ok(), await advanced.text()).toBe(true);
  const flushed = await request.post(`${emulator}/_emulator/webhooks/flush`);
  expect(flushed.ok(), await flushed.text()).toBe(true);
}
