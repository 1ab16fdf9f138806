import type { PlanId } from '@maitre/shared/plans';
import type { BillingPlan } from '@maitre/shared/subscription';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const billingPlansQueryKey = ['billing', 'plans'] as const;

export async function fetchBillingPlans(): Promise<BillingPlan[]> {
  const { plans } = await apiFetch('GET /api/billing/plans');
  return plans;
}

/** The catalogue with Stripe price ids; they only change with a deployment. */
export const billingPlansQueryOptions = () => queryOptions({ queryKey: billingPlansQueryKey, queryFn: fetchBillingPlans, staleTime: Number.POSITIVE_INFINITY });

export function priceIdOf(plans: readonly BillingPlan[], planId: PlanId): string | undefined {
  return plans.find((plan) => plan.id === planId)?.priceId;
}
