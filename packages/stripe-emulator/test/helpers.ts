import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach } from 'vitest';
import { createStripeEmulator, EMULATOR_API_VERSION, type EmulatorPrice, type StripeEmulator, type StripeEmulatorOptions } from '../src/index.ts';

export const WEBHOOK_SECRET = 'whsec_test_emulator_secret';

export const PRICES: EmulatorPrice[] = [
  { id: 'price_snackbar', lookupKey: 'snackbar_monthly', productName: 'Snackbar', unitAmount: 4999, currency: 'eur', interval: 'month' },
  { id: 'price_restaurant', lookupKey: 'restaurant_monthly', productName: 'Restaurant', unitAmount: 7999, currency: 'eur', interval: 'month' },
  { id: 'price_michelin', lookupKey: 'michelin_monthly', productName: 'Michelin Star', unitAmount: 9999, currency: 'eur', interval: 'month' },
];

/** 31 January 2026, 12:00 UTC: a month end, so "one calendar month later" is 28 February. */
export const START = Date.UTC(2026, 0, 31, 12, 0, 0);

export const DAY = 24 * 60 * 60;

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.();
});

/** Runs after the test, after everything started later in the test has been closed. */
export function onCleanup(cleanup: () => Promise<void>): void {
  closers.push(cleanup);
}

export interface Harness {
  emulator: StripeEmulator;
  stripe: Stripe;
  url: string;
}

export function stripeClient(url: string): Stripe {
  return new Stripe('sk_test_emulator', {
    host: '127.0.0.1',
    port: Number(new URL(url).port),
    protocol: 'http',
    apiVersion: EMULATOR_API_VERSION,
    maxNetworkRetries: 0,
  });
}

export async function startEmulator(options: Partial<StripeEmulatorOptions> = {}): Promise<Harness> {
  const emulator = await createStripeEmulator({
    prices: PRICES,
    webhookSecret: WEBHOOK_SECRET,
    now: () => START,
    ...options,
  });
  closers.push(() => emulator.close());
  const url = await emulator.listen();
  return { emulator, stripe: stripeClient(url), url };
}

export interface ReceivedWebhook {
  body: string;
  headers: IncomingHttpHeaders;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Status codes to answer with, in order; 200 once they run out. */
  respondWith: number[];
  events(): Stripe.Event[];
  types(): string[];
}

/** A tiny HTTP server standing in for the app's webhook endpoint; it verifies with the real SDK. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const respondWith: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.statusCode = respondWith.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    respondWith,
    events: () => received.map(({ body, headers }) => Stripe.webhooks.constructEvent(body, String(headers['stripe-signature']), WEBHOOK_SECRET)),
    types: () => receiver.events().map((event) => event.type),
  };
  return receiver;
}

export interface CardInput {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  cardholderName?: string;
  email?: string;
}

export const GOOD_CARD: Required<Omit<CardInput, 'email'>> = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  cardholderName: 'Camille Dupont',
};

/** Submits a hosted page form the way a browser without JavaScript would. */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

export async function createCheckout(stripe: Stripe, params: Partial<Stripe.Checkout.SessionCreateParams> = {}): Promise<Stripe.Checkout.Session> {
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: 'price_restaurant', quantity: 1 }],
    success_url: 'http://app.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/pricing',
    ...params,
  });
}

/** Runs a whole purchase: customer, Checkout Session, card form. Returns the new subscription. */
export async function subscribe(
  stripe: Stripe,
  options: { price?: string; card?: CardInput; email?: string } = {},
): Promise<{ customer: Stripe.Customer; session: Stripe.Checkout.Session; subscription: Stripe.Subscription }> {
  const customer = await stripe.customers.create({ email: options.email ?? 'owner@bistro.test', name: 'Camille Dupont' });
  const session = await createCheckout(stripe, {
    customer: customer.id,
    line_items: [{ price: options.price ?? 'price_restaurant', quantity: 1 }],
  });
  const response = await postForm(String(session.url), { ...GOOD_CARD, ...options.card });
  if (response.status !== 303) throw new Error(`checkout failed with ${response.status}: ${await response.text()}`);
  const completed = await stripe.checkout.sessions.retrieve(session.id);
  const subscription = await stripe.subscriptions.retrieve(String(completed.subscription));
  return { customer, session: completed, subscription };
}

export async function openPortal(stripe: Stripe, customer: string): Promise<string> {
  const portal = await stripe.billingPortal.sessions.create({ customer, return_url: 'http://app.test/billing' });
  return portal.url;
}
