/** Helpers for the billing tests: access tokens, checkout requests, paying on the emulator's hosted page, signed events. */
import { PLANS, type PlanId } from '@maitre/shared/plans';
import { signWebhookPayload } from '@maitre/stripe-emulator';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { expect } from 'vitest';
import { adminDatabase, TEST_APP_URL } from '../../../test/build-test-app.ts';
import type { TestOwner } from '../../../test/factories.ts';
import { stripeCustomers, stripeSubscriptions, stripeWebhookEvents } from '../../db/schema/index.ts';
import { WEBHOOK_PATH } from './billing.plugin.ts';

export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', cardholderName: 'Ada Owner' };
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };
export const RENEWALS_FAIL_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0341' };
export const DAY_SECONDS = 24 * 60 * 60;

/** The session token the web app sends as its bearer access token (authClient.getSession().data.session.token). */
/** The checkout's bearer access token, minted for the owner's session as the web app gets it. */
export async function accessToken(app: FastifyInstance, owner: TestOwner): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/billing/checkout-token', headers: owner.headers });
  const token = (response.json() as { token?: string } | null)?.token;
  if (!token) throw new Error(`accessToken: no token for ${owner.email}: ${response.statusCode} ${response.body}`);
  return token;
}

export function checkoutBody(app: FastifyInstance, plan: PlanId = 'restaurant', overrides: Record<string, unknown> = {}) {
  return {
    price_id: app.config.stripe.prices[plan],
    mode: 'subscription',
    success_url: `${TEST_APP_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${TEST_APP_URL}/dashboard/subscription`,
    ...overrides,
  };
}

export function postCheckout(app: FastifyInstance, token: string | undefined, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/functions/v1/stripe-checkout',
    headers: { 'content-type': 'application/json', origin: TEST_APP_URL, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A whole checkout request that must succeed; answers the hosted page URL. */
export async function startCheckout(app: FastifyInstance, owner: TestOwner, plan: PlanId = 'restaurant'): Promise<string> {
  const response = await postCheckout(app, await accessToken(app, owner), checkoutBody(app, plan));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { url: string }).url;
}

/** Submits the hosted checkout (or portal) form as a browser without JavaScript would. */
export function submitForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

/** Buys `plan` through the emulator's hosted page; answers the Checkout Session id from the success redirect. */
export async function buyPlan(app: FastifyInstance, owner: TestOwner, plan: PlanId = 'restaurant', card = GOOD_CARD): Promise<string> {
  const url = await startCheckout(app, owner, plan);
  const paid = await submitForm(url, card);
  expect(paid.status, await paid.clone().text()).toBe(303);
  const location = new URL(String(paid.headers.get('location')));
  expect(`${location.origin}${location.pathname}`).toBe(`${TEST_APP_URL}/success`);
  return String(location.searchParams.get('session_id'));
}

export function emulatorOf(app: FastifyInstance) {
  const { emulator } = app.billing;
  if (!emulator) throw new Error('these tests run billing on the local emulator (no STRIPE_SECRET_KEY)');
  return emulator;
}

export function priceIdOf(app: FastifyInstance, plan: PlanId): string {
  return app.config.stripe.prices[plan];
}

export function planName(plan: PlanId): string {
  return PLANS.find((candidate) => candidate.id === plan)?.name ?? plan;
}

/** What a webhook delivery looks like on the wire: the event's JSON and its Stripe-Signature header. */
export function signedDelivery(app: FastifyInstance, event: Stripe.Event | Record<string, unknown>, timestampSeconds?: number) {
  const payload = JSON.stringify(event);
  return { payload, signature: signWebhookPayload(payload, app.billing.webhookSecret, timestampSeconds) };
}

/** Delivers an event the way Stripe does: no cookie, no Origin, a signed raw JSON body. */
export function deliverEvent(app: FastifyInstance, event: Stripe.Event | Record<string, unknown>, timestampSeconds?: number) {
  const { payload, signature } = signedDelivery(app, event, timestampSeconds);
  return app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
    payload,
  });
}

export async function customerRows(app: FastifyInstance, restaurantId: string) {
  return adminDatabase(app).db.select().from(stripeCustomers).where(eq(stripeCustomers.restaurantId, restaurantId));
}

export async function subscriptionRow(app: FastifyInstance, customerId: string) {
  const [row] = await adminDatabase(app).db.select().from(stripeSubscriptions).where(eq(stripeSubscriptions.customerId, customerId));
  return row ?? null;
}

export async function eventRowCount(app: FastifyInstance, eventId?: string): Promise<number> {
  const query = adminDatabase(app).db.select({ value: count() }).from(stripeWebhookEvents);
  const [row] = await (eventId === undefined ? query : query.where(eq(stripeWebhookEvents.id, eventId)));
  return row?.value ?? 0;
}

/** The emulator's customers with this email (the app names customers by the owner's email). */
export async function stripeCustomersOf(app: FastifyInstance, email: string): Promise<Stripe.Customer[]> {
  return (await app.billing.stripe.customers.list({ email, limit: 100 })).data;
}
