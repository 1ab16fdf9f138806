import { getPlan, type PlanId } from '@maitre/shared/plans';
import type { Subscription } from '@maitre/shared/subscription';
import { CalendarDays, CreditCard, Crown, TriangleAlert } from 'lucide-react';
import { money } from '@/lib/i18n';
import { cardBrandName, formatBillingDate } from '../format';
import { currentPlanTexts, planLimitTexts, planTexts, subscriptionStatusTexts } from '../texts';
import { LimitValue } from './limit-value';
import { ManageBillingButton } from './manage-billing-button';

const LIMIT_KEYS = ['menuItems', 'staff', 'printers'] as const;

/** The owner's plan: name, price, renewal or end date, card, limits, and 'Manage Billing' (spec §2). */
export function CurrentPlanCard({ subscription, planId }: { subscription: Subscription; planId: PlanId }) {
  const plan = getPlan(planId);
  const status = subscription.subscription_status;
  const healthy = status === 'active' || status === 'trialing';
  const periodEnd = subscription.current_period_end;
  return (
    <section aria-labelledby="current-plan-heading" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Crown className="size-6" />
          </span>
          <div>
            <p className="text-sm font-medium text-stone-500">{currentPlanTexts.currentPlan}</p>
            <h2 id="current-plan-heading" className="font-display text-2xl font-semibold text-stone-900">
              {plan.name}
            </h2>
            <p className="mt-1 text-stone-700">
              <span className="text-lg font-semibold text-stone-900">{money(plan.amountCents / 100)}</span>
              <span className="text-stone-500">{planTexts.perMonth}</span>
            </p>
          </div>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${healthy ? 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200' : 'bg-red-50 text-red-700 ring-1 ring-red-200'}`}
        >
          {subscriptionStatusTexts[status]}
        </span>
      </div>

      {subscription.cancel_at_period_end && (
        <p className="mt-5 flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-700">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {currentPlanTexts.cancelsAtPeriodEnd}
        </p>
      )}

      {/* Each <div> holds only a <dt> and its <dd> (HTML's content model for <dl>): the icon sits inside the term. */}
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        {periodEnd !== null && (
          <div className="relative pl-8">
            <dt className="text-sm text-stone-500">
              <CalendarDays aria-hidden="true" className="absolute top-1/2 left-0 size-5 -translate-y-1/2 text-stone-400" />
              {subscription.cancel_at_period_end ? currentPlanTexts.accessUntil : currentPlanTexts.nextBillingDate}
            </dt>
            <dd className="font-medium text-stone-900">{formatBillingDate(periodEnd)}</dd>
          </div>
        )}
        {subscription.payment_method_brand && subscription.payment_method_last4 && (
          <div className="relative pl-8">
            <dt className="text-sm text-stone-500">
              <CreditCard aria-hidden="true" className="absolute top-1/2 left-0 size-5 -translate-y-1/2 text-stone-400" />
              {currentPlanTexts.paymentMethod}
            </dt>
            <dd className="font-medium text-stone-900">
              {cardBrandName(subscription.payment_method_brand)} •••• {subscription.payment_method_last4}
            </dd>
          </div>
        )}
      </dl>

      <div className="mt-6 border-t border-stone-100 pt-5">
        <h3 className="text-sm font-semibold text-stone-900">{currentPlanTexts.planLimits}</h3>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          {LIMIT_KEYS.map((key) => (
            <div key={key} className="rounded-lg bg-stone-50 px-3 py-2 text-center">
              <dt className="text-xs text-stone-500">{planLimitTexts[key]}</dt>
              <dd className="text-lg font-semibold text-stone-900">
                <LimitValue limit={plan.limits[key]} />
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="mt-6">
        <ManageBillingButton />
      </div>
    </section>
  );
}
