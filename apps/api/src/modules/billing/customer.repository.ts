/** stripe_customers: the one Stripe customer of each owner. */
import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { stripeCustomers } from '../../db/schema/index.ts';

export async function findCustomerId(db: Executor, ownerId: string): Promise<string | null> {
  const [row] = await db.select({ customerId: stripeCustomers.customerId }).from(stripeCustomers).where(eq(stripeCustomers.userId, ownerId)).limit(1);
  return row?.customerId ?? null;
}

/**
 * The owner behind a Stripe customer id, whoever it is (a SECURITY DEFINER lookup, for webhooks, which arrive before
 * any owner is known). Null for a customer that is not ours.
 */
export async function findCustomerOwner(db: Pick<Executor, 'execute'>, customerId: string): Promise<string | null> {
  const [row] = await queryRows<{ owner: string | null }>(db, sql`select maitre_stripe_customer_owner(${customerId}) as owner`);
  return row?.owner ?? null;
}

/**
 * Records the owner's customer unless one is already recorded, and answers the one that stands: the unique
 * user_id makes the first writer win when two requests race.
 */
export async function insertCustomer(db: Executor, ownerId: string, customerId: string): Promise<string> {
  await db.insert(stripeCustomers).values({ userId: ownerId, customerId }).onConflictDoNothing();
  const stored = await findCustomerId(db, ownerId);
  if (!stored) throw new Error(`stripe_customers: no row for owner ${ownerId} after inserting ${customerId}`);
  return stored;
}

/**
 * Locks the customer's row until the transaction ends, so the work on one customer (checkout, webhook sync) runs
 * one at a time across every instance. Answers the owner's id, or null for a customer that is not ours.
 */
export async function lockCustomer(tx: Executor, customerId: string): Promise<string | null> {
  const [row] = await tx.select({ userId: stripeCustomers.userId }).from(stripeCustomers).where(eq(stripeCustomers.customerId, customerId)).for('update');
  return row?.userId ?? null;
}
