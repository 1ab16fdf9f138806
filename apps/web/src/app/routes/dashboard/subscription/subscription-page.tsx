import { getPlan, isLiveStatus } from '@maitre/shared/plans';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Spinner } from '@/components/ui/spinner';
import { useCreateCheckoutSession } from '@/features/billing/api/create-checkout-session';
import { useSubscription } from '@/features/billing/api/get-subscription';
import { useSyncSubscriptionOnMount } from '@/features/billing/api/sync-subscription';
import { CurrentPlanCard } from '@/features/billing/components/current-plan-card';
import { FeatureComparisonTable } from '@/features/billing/components/feature-comparison-table';
import { NoSubscriptionNotice } from '@/features/billing/components/no-subscription-notice';
import { PastDueBanner } from '@/features/billing/components/past-due-banner';
import { PlanPicker } from '@/features/billing/components/plan-picker';
import { billingErrorTexts, subscriptionPageTexts } from '@/features/billing/texts';
import { NotAllowed } from '@/features/team/components/not-allowed';
import { usePermission } from '@/features/team/use-permission';

/** Billing is the owner's alone (billing:manage): the rest of the team neither sees nor reaches it. */
export function SubscriptionPage() {
  if (!usePermission('billing:manage')) return <NotAllowed title={subscriptionPageTexts.title} />;
  return <OwnerSubscriptionPage />;
}

function OwnerSubscriptionPage() {
  const { data: subscription, isLoading, isError } = useSubscription();
  const { startCheckout, processingPlan } = useCreateCheckoutSession();
  // Coming back from the billing portal lands here: read the change from Stripe rather than wait for its webhook.
  useSyncSubscriptionOnMount();

  useEffect(() => {
    if (isError) toast.error(billingErrorTexts.fetchFailed, { id: 'subscription-fetch-failed' });
  }, [isError]);

  const live = subscription && isLiveStatus(subscription.subscription_status) && subscription.plan_id ? { subscription, planId: subscription.plan_id } : null;

  return (
    <div className="space-y-8">
      <header>
        <h1 className="font-display text-3xl font-semibold text-stone-900">{subscriptionPageTexts.title}</h1>
        <p className="mt-1 text-stone-600">{subscriptionPageTexts.intro}</p>
      </header>

      {live?.subscription.subscription_status === 'past_due' && <PastDueBanner planName={getPlan(live.planId).name} />}

      {isLoading ? (
        <Spinner label={subscriptionPageTexts.loading} className="py-12" />
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
