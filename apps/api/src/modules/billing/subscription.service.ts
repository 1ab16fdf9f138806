import { isEntitledStatus, PLAN_IDS, type PlanId } from '@maitre/shared/plans';
import type { Subscription } from '@maitre/shared/subscription';
import type { Config } from '../../config.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';
import { findPlanRow, findSubscriptionRow } from './subscription.repository.ts';

export function planForPrice(config: Config, priceId: string | null): PlanId | null {
  if (!priceId) return null;
  return PLAN_IDS.find((plan) => config.stripe.prices[plan] === priceId) ?? null;
}

export async function getSubscription(scope: RestaurantTx, config: Config): Promise<Subscription | null> {
  const row = await findSubscriptionRow(scope);
  if (!row) return null;
  return {
    price_id: row.priceId,
    subscription_status: row.subscriptionStatus,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    current_period_end: row.currentPeriodEnd,
    current_period_start: row.currentPeriodStart,
    plan_id: planForPrice(config, row.priceId),
    is_entitled: isEntitledStatus(row.subscriptionStatus),
    payment_method_brand: row.paymentMethodBrand,
    payment_method_last4: row.paymentMethodLast4,
  };
}

/** The plan a subscription row grants now: only an entitled subscription to a catalogue price grants one. */
function entitledPlan(config: Config, priceId: string | null, status: string | null): PlanId | null {
  return isEntitledStatus(status) ? planForPrice(config, priceId) : null;
}

/** The plan the restaurant may use now, inside the caller's transaction. */
export async function getActivePlan(scope: RestaurantTx, config: Config): Promise<PlanId | null> {
  const row = await findSubscriptionRow(scope);
  return row ? entitledPlan(config, row.priceId, row.subscriptionStatus) : null;
}

/** getActivePlan in one statement, outside a transaction (app.requirePlan, on every plan-gated request). */
export async function activePlan(scope: RestaurantScope, config: Config): Promise<PlanId | null> {
  const row = await findPlanRow(scope);
  return row ? entitledPlan(config, row.price_id, row.subscription_status) : null;
}
