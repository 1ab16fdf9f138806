import { PLANS, type PlanId, type PlanLimits } from '@maitre/shared/plans';
import { Check, LoaderCircle } from 'lucide-react';

export interface PlanPickerProps {
  /** The plan of the owner's live subscription, if any: its card says so instead of offering it again. */
  currentPlanId: PlanId | null;
  /** The plan whose checkout is starting: its button says 'Processing...', and the others wait. */
  processingPlan: PlanId | null;
  onChoose(planId: PlanId): void;
}

function limitsSummary({ menuItems, staff, printers }: PlanLimits): string {
  if (menuItems === null && staff === null && printers === null) return 'Unlimited menu items, staff and printers';
  const count = (limit: number | null, one: string, many: string) => (limit === null ? `Unlimited ${many}` : `${limit} ${limit === 1 ? one : many}`);
  return `${count(menuItems, 'menu item', 'menu items')}, ${count(staff, 'staff account', 'staff accounts')}, ${count(printers, 'printer', 'printers')}`;
}

/** Spec §2: a card per plan with 'Most Popular' on Restaurant and 'Get Started'. */
export function PlanPicker({ currentPlanId, processingPlan, onChoose }: PlanPickerProps) {
  return (
    <section aria-labelledby="plan-picker-heading">
      <h2 id="plan-picker-heading" className="font-display text-xl font-semibold text-stone-900">
        Choose your plan
      </h2>
      <ul className="mt-4 grid gap-5 lg:grid-cols-3">
        {PLANS.map((plan) => {
          const isCurrent = plan.id === currentPlanId;
          const isProcessing = plan.id === processingPlan;
          return (
            <li
              key={plan.id}
              aria-label={plan.name}
              className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${plan.isMostPopular ? 'border-2 border-brand-500' : 'border border-stone-200'}`}
            >
              {plan.isMostPopular && (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white shadow-sm">
                  Most Popular
                </span>
              )}
              <h3 className="font-display text-lg font-semibold text-stone-900">{plan.name}</h3>
              <p className="mt-1 text-sm text-stone-600">{plan.description}</p>
              <p className="mt-4">
                <span className="text-3xl font-semibold tracking-tight text-stone-900">{plan.price}</span>
                <span className="text-stone-500">/{plan.interval}</span>
              </p>
              <ul className="mt-5 flex-1 space-y-2 text-sm text-stone-700">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
                <li className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {limitsSummary(plan.limits)}
                </li>
              </ul>
              {isCurrent ? (
                <button
                  type="button"
                  disabled
                  className="mt-6 min-h-11 rounded-lg border border-stone-200 bg-stone-50 px-4 py-2.5 text-sm font-semibold text-stone-500"
                >
                  Current Plan
                </button>
              ) : (
                <button
                  type="button"
                  onClick={() => onChoose(plan.id)}
                  disabled={processingPlan !== null}
                  aria-busy={isProcessing}
                  className={`mt-6 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70 ${
                    plan.isMostPopular ? 'bg-brand-600 text-white hover:bg-brand-700' : 'bg-stone-900 text-white hover:bg-stone-800'
                  }`}
                >
                  {isProcessing && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
                  {isProcessing ? 'Processing...' : 'Get Started'}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
