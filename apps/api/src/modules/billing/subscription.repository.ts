import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stripeSubscriptions, stripeUserSubscriptions } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof stripeUserSubscriptions.$inferSelect;
export type SubscriptionState = Omit<typeof stripeSubscriptions.$inferInsert, 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** The owner's row of the stripe_user_subscriptions view, or null (spec §7: one row or none). */
export async function findSubscriptionRow(db: Executor, ownerId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(stripeUserSubscriptions).where(eq(stripeUserSubscriptions.userId, ownerId)).limit(1);
  return row ?? null;
}

/** Writes the customer's subscription as Stripe has it now: one row per customer, replaced whole. */
export async function upsertSubscription(db: Executor, state: SubscriptionState): Promise<void> {
  const { customerId, ...fields } = state;
  await db
    .insert(stripeSubscriptions)
    .values({ ...state, updatedAt: new Date() })
    .onConflictDoUpdate({ target: stripeSubscriptions.customerId, set: { ...fields, updatedAt: new Date(), deletedAt: null } });
}
