import { getPlan, type PlanId } from '@maitre/shared/plans';
import type { Subscription } from '@maitre/shared/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { carriedData } from '@/lib/carried-answers';

/** Every place that changes the subscription (success page, portal return, sync) writes or invalidates this key. */
export const subscriptionQueryKey = ['subscription'] as const;

export async function fetchSubscription(): Promise<Subscription | null> {
  const { subscription } = await apiFetch('GET /api/subscription');
  return subscription;
}

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: fetchSubscription,
    ...carriedData('GET /api/subscription', ({ subscription }) => subscription),
    // A plan bought or changed in another tab (or in the billing portal) shows as soon as the owner comes back.
    refetchOnWindowFocus: 'always',
  });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}

/** The plan the owner may use now (spec §4: only an active subscription grants access), or null. */
export function useActivePlan(): { planId: PlanId | null; planName: string | null; isLoading: boolean } {
  const { data, isLoading } = useSubscription();
  const planId = data?.is_entitled ? data.plan_id : null;
  return { planId, planName: planId ? getPlan(planId).name : null, isLoading };
}
