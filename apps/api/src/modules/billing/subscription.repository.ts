import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stripeUserSubscriptions } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof stripeUserSubscriptions.$inferSelect;

/** The owner's row of the stripe_user_subscriptions view, or null (spec §7: one row or none). */
export async function findSubscriptionRow(db: Executor, ownerId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(stripeUserSubscriptions).where(eq(stripeUserSubscriptions.userId, ownerId)).limit(1);
  return row ?? null;
}
