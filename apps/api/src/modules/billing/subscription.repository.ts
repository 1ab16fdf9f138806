import { eq } from 'drizzle-orm';
import { namedQuery } from '../../db/client.ts';
import { stripeSubscriptions, stripeUserSubscriptions } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';

export type SubscriptionRow = typeof stripeUserSubscriptions.$inferSelect;
export type SubscriptionState = Omit<typeof stripeSubscriptions.$inferInsert, 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** The restaurant's row of the stripe_user_subscriptions view, or null (spec §7: one row or none). */
export async function findSubscriptionRow({ tx, restaurantId }: RestaurantTx): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(stripeUserSubscriptions).where(eq(stripeUserSubscriptions.restaurantId, restaurantId)).limit(1);
  return row ?? null;
}

/**
 * The price and status of the restaurant's subscription (the same view row), in one statement that carries the
 * restaurant itself: what `app.requirePlan` needs on every plan-gated request, without a transaction around it.
 */
const PLAN_ROW = namedQuery({
  name: 'billing_plan_row',
  text: `select price_id, subscription_status from stripe_user_subscriptions where restaurant_id = $1 limit 1`,
});

export async function findPlanRow(scope: RestaurantScope): Promise<{ price_id: string | null; subscription_status: string | null } | null> {
  const [row] = await scope.query<{ price_id: string | null; subscription_status: string | null }>(PLAN_ROW, [scope.restaurantId]);
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
