/** The app's one Stripe client: the official SDK with the API version pinned, aimed at Stripe or at the local emulator. */
import Stripe from 'stripe';

/**
 * Pinned so that neither the account's default version nor an SDK upgrade changes object shapes under us. It is the
 * version stripe@23 is typed for and the one the local emulator speaks; on it `current_period_start/end` live on each
 * subscription item. Changing it means reading Stripe's upgrade notes and re-running the billing tests.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** Any key starting with `sk_` is accepted by the emulator; this one says where it came from in logs. */
export const EMULATOR_SECRET_KEY = 'sk_test_maitre_local_emulator';

export type StripeTarget = { kind: 'stripe'; secretKey: string } | { kind: 'emulator'; url: string };

export function createStripeClient(target: StripeTarget): Stripe {
  const common = { apiVersion: STRIPE_API_VERSION, appInfo: { name: 'Maître' }, telemetry: false } as const;
  if (target.kind === 'stripe') return new Stripe(target.secretKey, { ...common, maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(target.url);
  return new Stripe(EMULATOR_SECRET_KEY, {
    ...common,
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 1,
    timeout: 10_000,
  });
}
