import { eq } from 'drizzle-orm';
import { stripeSubscriptions, stripeUserSubscriptions } from '../../db/schema/index.ts';
import type { RestaurantTx } from '../../db/tenant.ts';

export type SubscriptionRow = typeof stripeUserSubscriptions.$inferSelect;
export type SubscriptionState = Omit<typeof stripeSubscriptions.$inferInsert, 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** The restaurant's row of the stripe_user_subscriptions view, or null (spec §7: one row or none). */
export async function findSubscriptionRow({ tx, restaurantId }: RestaurantTx): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(stripeUserSubscriptions).where(eq(stripeUserSubscriptions.restaurantId, restaurantId)).limit(1);
  return row ?? null;
}

/** Writes the customer's subscription as Stripe has it now: one row per customer, replaced whole. */
export async function upsertSubscription({ tx }: RestaurantTx, state: SubscriptionState): Promise<void> {
  const { customerId, ...fields } = state;
  await tx
    .insert(stripeSubscriptions)
    .values({ ...state, updatedAt: new Date() })
    .onConflictDoUpdate({ target: stripeSubscriptions.customerId, set: { ...fields, updatedAt: new Date(), deletedAt: null } });
}
