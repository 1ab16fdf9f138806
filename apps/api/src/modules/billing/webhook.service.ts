/** What a verified Stripe event does: record its id, re-sync the customer it concerns, mark it processed — in one commit. */
import type Stripe from 'stripe';
import type { TenantDatabase } from '../../db/client.ts';
import { findCustomerRestaurant, lockCustomer } from './customer.repository.ts';
import { fetchAndStoreSubscription } from './subscription-sync.ts';
import { isEventProcessed, markEventProcessed, recordEventReceived } from './webhook-event.repository.ts';

/** The events the webhook endpoint subscribes to (README "Real Stripe"). */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/** The customer a handled event is about; only this id is taken from the payload, everything else is re-fetched. */
export function customerOfEvent(event: Stripe.Event): string | null {
  if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(event.type)) return null;
  const { customer } = event.data.object as { customer?: string | { id: string } | null };
  if (typeof customer === 'string') return customer;
  return customer?.id ?? null;
}

/** processed: state synced; duplicate: this id was already processed; ignored: not about one of our customers. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * stripe_webhook_events belongs to no restaurant; the customer's rows are read and written as the restaurant the
 * customer id maps to (row-level security), found with findCustomerRestaurant.
 */
export async function processWebhookEvent(database: TenantDatabase, stripe: Stripe, event: Stripe.Event): Promise<WebhookOutcome> {
  const { processed } = await recordEventReceived(database.db, event);
  if (processed) return 'duplicate';
  const customerId = customerOfEvent(event);
  const restaurantId = customerId ? await findCustomerRestaurant(database.db, customerId) : null;
  if (!customerId || !restaurantId) {
    await markEventProcessed(database.db, event.id);
    return 'ignored';
  }
  return database.withRestaurant(restaurantId, async (scope): Promise<WebhookOutcome> => {
    if (await lockCustomer(scope, customerId)) {
      // A concurrent delivery of the same event may have committed while we waited for the lock.
      if (await isEventProcessed(scope.tx, event.id)) return 'duplicate';
      await fetchAndStoreSubscription(scope, stripe, customerId);
      await markEventProcessed(scope.tx, event.id);
      return 'processed';
    }
    await markEventProcessed(scope.tx, event.id);
    return 'ignored';
  });
}
