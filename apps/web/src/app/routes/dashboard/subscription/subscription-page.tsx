import { getPlan, isLiveStatus } from '@maitre/shared/plans';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Spinner } from '@/components/ui/spinner';
import { useCreateCheckoutSession } from '@/features/subscription/api/create-checkout-session';
import { useSubscription } from '@/features/subscription/api/get-subscription';
import { useSyncSubscriptionOnMount } from '@/features/subscription/api/sync-subscription';
import { CurrentPlanCard } from '@/features/subscription/components/current-plan-card';
import { FeatureComparisonTable } from '@/features/subscription/components/feature-comparison-table';
import { NoSubscriptionNotice } from '@/features/subscription/components/no-subscription-notice';
import { PastDueBanner } from '@/features/subscription/components/past-due-banner';
import { PlanPicker } from '@/features/subscription/components/plan-picker';

export const FETCH_SUBSCRIPTION_FAILED_MESSAGE = 'Failed to fetch subscription data';

export function SubscriptionPage() {
  const { data: subscription, isLoading, isError } = useSubscription();
  const { startCheckout, processingPlan } = useCreateCheckoutSession();
  // Coming back from the billing portal lands here: read the change from Stripe rather than wait for its webhook.
  useSyncSubscriptionOnMount();

  useEffect(() => {
    if (isError) toast.error(FETCH_SUBSCRIPTION_FAILED_MESSAGE, { id: 'subscription-fetch-failed' });
  }, [isError]);

  const live = subscription && isLiveStatus(subscription.subscription_status) && subscription.plan_id ? { subscription, planId: subscription.plan_id } : null;

  return (
    <div className="space-y-8">
      <header>
        <h1 className="font-display text-3xl font-semibold text-stone-900">Subscription</h1>
        <p className="mt-1 text-stone-600">Your plan, its billing, and what each plan includes.</p>
      </header>

      {live?.subscription.subscription_status === 'past_due' && <PastDueBanner planName={getPlan(live.planId).name} />}

      {isLoading ? (
        <Spinner label="Loading your subscription…" className="py-12" />
      ) : live ? (
        <CurrentPlanCard subscription={live.subscription} planId={live.planId} />
      ) : (
        <NoSubscriptionNotice canceled={subscription?.subscription_status === 'canceled'} />
      )}

      <PlanPicker currentPlanId={live?.planId ?? null} processingPlan={processingPlan} onChoose={startCheckout} />
      <FeatureComparisonTable />
    </div>
  );
}
