/** stripe_customers: the one Stripe customer of each restaurant (a tenant table: through the restaurant's scope). */
import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { stripeCustomers } from '../../db/schema/index.ts';
import type { RestaurantTx } from '../../db/tenant.ts';

export async function findCustomerId({ tx, restaurantId }: RestaurantTx): Promise<string | null> {
  const [row] = await tx
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.restaurantId, restaurantId))
    .limit(1);
  return row?.customerId ?? null;
}

/**
 * The restaurant behind a Stripe customer id, whoever's it is (a SECURITY DEFINER lookup, for webhooks, which arrive
 * before any restaurant is known). Null for a customer that is not ours.
 */
export async function findCustomerRestaurant(db: Pick<Executor, 'execute'>, customerId: string): Promise<string | null> {
  const [row] = await queryRows<{ restaurant: string | null }>(db, sql`select maitre_stripe_customer_restaurant(${customerId}) as restaurant`);
  return row?.restaurant ?? null;
}

/**
 * Records the restaurant's customer unless one is already recorded, and answers the one that stands: the unique
 * restaurant_id makes the first writer win when two requests race.
 */
export async function insertCustomer(scope: RestaurantTx, customerId: string): Promise<string> {
  await scope.tx.insert(stripeCustomers).values({ restaurantId: scope.restaurantId, customerId }).onConflictDoNothing();
  const stored = await findCustomerId(scope);
  if (!stored) throw new Error(`stripe_customers: no row for restaurant ${scope.restaurantId} after inserting ${customerId}`);
  return stored;
}

/**
 * Locks the customer's row until the transaction ends, so the work on one customer (checkout, webhook sync) runs
 * one at a time across every instance. Answers the restaurant's id, or null for a customer that is not this scope's.
 */
export async function lockCustomer({ tx, restaurantId }: RestaurantTx, customerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ restaurantId: stripeCustomers.restaurantId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.customerId, customerId))
    .for('update');
  return row && row.restaurantId === restaurantId ? row.restaurantId : null;
}
