import { PLANS, type PlanId, type PlanLimits } from '@maitre/shared/plans';
import { Check, LoaderCircle } from 'lucide-react';
import { money } from '@/lib/i18n';
import { planFeatureLabel } from '../format';
import { planDescriptionTexts, planPickerTexts, planTexts } from '../texts';

export interface PlanPickerProps {
  /** The plan of the owner's live subscription, if any: its card says so instead of offering it again. */
  currentPlanId: PlanId | null;
  /** The plan whose checkout is starting: its button says 'Processing...', and the others wait. */
  processingPlan: PlanId | null;
  onChoose(planId: PlanId): void;
}

function limitsSummary({ menuItems, staff, printers }: PlanLimits): string {
  if (menuItems === null && staff === null && printers === null) return planPickerTexts.allUnlimited;
  return planPickerTexts.limits(planPickerTexts.menuItems(menuItems), planPickerTexts.staff(staff), planPickerTexts.printers(printers));
}

/** Spec §2: a card per plan with 'Most Popular' on Restaurant and 'Get Started'. */
export function PlanPicker({ currentPlanId, processingPlan, onChoose }: PlanPickerProps) {
  return (
    <section aria-labelledby="plan-picker-heading">
      <h2 id="plan-picker-heading" className="font-display text-xl font-semibold text-stone-900">
        {planPickerTexts.heading}
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
                  {planPickerTexts.mostPopular}
                </span>
              )}
              <h3 className="font-display text-lg font-semibold text-stone-900">{plan.name}</h3>
              <p className="mt-1 text-sm text-stone-600">{planDescriptionTexts[plan.id]}</p>
              <p className="mt-4">
                <span className="text-3xl font-semibold tracking-tight text-stone-900">{money(plan.amountCents / 100)}</span>
                <span className="text-stone-500">{planTexts.perMonth}</span>
              </p>
              <ul className="mt-5 flex-1 space-y-2 text-sm text-stone-700">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {planFeatureLabel(feature)}
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
                  {planPickerTexts.currentPlan}
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
                  {isProcessing ? planPickerTexts.processing : planPickerTexts.getStarted}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
