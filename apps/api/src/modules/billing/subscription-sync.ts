/**
 * Brings stripe_subscriptions in line with Stripe: re-fetch the customer's subscriptions and write the one that
 * counts. Webhooks, the success page and the subscription page all go through here, never through an event's
 * payload, so duplicates and out-of-order deliveries all end in Stripe's current state.
 */
import { isLiveStatus, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@maitre/shared/plans';
import type Stripe from 'stripe';
import type { RestaurantTx } from '../../db/tenant.ts';
import { lockCustomer } from './customer.repository.ts';
import { type SubscriptionState, upsertSubscription } from './subscription.repository.ts';

/** The live subscription (the newest if several), else the newest one that ended. */
export function pickSubscription(subscriptions: readonly Stripe.Subscription[]): Stripe.Subscription | null {
  const newestFirst = [...subscriptions].sort((a, b) => b.created - a.created);
  return newestFirst.find((subscription) => isLiveStatus(subscription.status)) ?? newestFirst[0] ?? null;
}

/** Stripe's status as stored; one Stripe may add later is kept as 'incomplete', which grants nothing. */
export function storedStatus(status: string): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : 'incomplete';
}

/** The row to store for a Stripe subscription; the period comes from its item, where current API versions keep it. */
export function subscriptionState(customerId: string, subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  const paymentMethod = typeof subscription.default_payment_method === 'object' ? subscription.default_payment_method : null;
  const periodEnd = item?.current_period_end ?? null;
  // The portal may express "cancel at period end" as a cancel_at date on the period's end.
  const cancelsAtPeriodEnd =
    subscription.cancel_at_period_end || (subscription.cancel_at !== null && periodEnd !== null && subscription.cancel_at <= periodEnd);
  return {
    customerId,
    subscriptionId: subscription.id,
    priceId: item?.price.id ?? null,
    status: storedStatus(subscription.status),
    currentPeriodStart: item?.current_period_start ?? null,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: isLiveStatus(subscription.status) && cancelsAtPeriodEnd,
    paymentMethodBrand: paymentMethod?.card?.brand ?? null,
    paymentMethodLast4: paymentMethod?.card?.last4 ?? null,
  };
}

/** Fetches the customer's subscriptions from Stripe and stores the one that counts; null when the customer has none. */
export async function fetchAndStoreSubscription(scope: RestaurantTx, stripe: Stripe, customerId: string): Promise<SubscriptionState | null> {
  const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20, expand: ['data.default_payment_method'] });
  const chosen = pickSubscription(list.data);
  if (!chosen) return null;
  const state = subscriptionState(customerId, chosen);
  await upsertSubscription(scope, state);
  return state;
}

/**
 * Syncs one customer under its row lock (inside the restaurant's transaction): two syncs of the same customer never
 * interleave, so the last one to commit read Stripe last. Answers false for a customer that is not this restaurant's.
 */
export async function syncCustomer(scope: RestaurantTx, stripe: Stripe, customerId: string): Promise<boolean> {
  if (!(await lockCustomer(scope, customerId))) return false;
  await fetchAndStoreSubscription(scope, stripe, customerId);
  return true;
}
