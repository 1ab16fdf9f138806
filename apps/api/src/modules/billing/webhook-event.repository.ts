/** stripe_webhook_events: every event id received, and whether its change is committed. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stripeWebhookEvents } from '../../db/schema/index.ts';

/** Records the event on first receipt (a replay keeps the first row); answers whether it was already processed. */
export async function recordEventReceived(db: Executor, event: { id: string; type: string }): Promise<{ processed: boolean }> {
  await db.insert(stripeWebhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return { processed: await isEventProcessed(db, event.id) };
}

export async function isEventProcessed(db: Executor, eventId: string): Promise<boolean> {
  const [row] = await db.select({ processedAt: stripeWebhookEvents.processedAt }).from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, eventId));
  return row?.processedAt != null;
}

export async function markEventProcessed(db: Executor, eventId: string): Promise<void> {
  await db.update(stripeWebhookEvents).set({ processedAt: new Date() }).where(eq(stripeWebhookEvents.id, eventId));
}
