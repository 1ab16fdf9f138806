import { PLAN_FEATURE_ROWS, PLANS, planAtLeast } from '@maitre/shared/plans';
import { Check, Minus } from 'lucide-react';
import { money } from '@/lib/i18n';
import { planFeatureLabel } from '../format';
import { comparisonTexts, planLimitTexts, planTexts } from '../texts';
import { LimitValue } from './limit-value';

const LIMIT_KEYS = ['menuItems', 'staff', 'printers'] as const;

/**
 * Spec §2: what each plan includes, side by side. On a narrow screen the table scrolls sideways inside its box (WCAG
 * 1.4.10 allows it for data tables): the box is a named region the keyboard can focus, so arrow keys scroll it. It is
 * `relative` so the visually hidden texts in its cells stay inside it instead of widening the page.
 */
export function FeatureComparisonTable() {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <h2 id="comparison-heading" className="px-6 pt-6 font-display text-xl font-semibold text-stone-900">
        {comparisonTexts.heading}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard */}
      <section aria-labelledby="comparison-heading" tabIndex={0} className="relative mt-4 overflow-x-auto rounded-b-2xl">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-500">
              <th scope="col" className="px-6 py-3 font-medium">
                {comparisonTexts.feature}
              </th>
              {PLANS.map((plan) => (
                <th key={plan.id} scope="col" className="px-4 py-3 text-center font-semibold text-stone-900">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            <tr>
              <th scope="row" className="px-6 py-3 font-normal text-stone-700">
                {comparisonTexts.price}
              </th>
              {PLANS.map((plan) => (
                <td key={plan.id} className="px-4 py-3 text-center font-medium text-stone-900">
                  {money(plan.amountCents / 100)}
                  {planTexts.perMonth}
                </td>
              ))}
            </tr>
            {LIMIT_KEYS.map((key) => (
              <tr key={key}>
                <th scope="row" className="px-6 py-3 font-normal text-stone-700">
                  {planLimitTexts[key]}
                </th>
                {PLANS.map((plan) => (
                  <td key={plan.id} className="px-4 py-3 text-center font-medium text-stone-900">
                    <LimitValue limit={plan.limits[key]} />
                  </td>
                ))}
              </tr>
            ))}
            {PLAN_FEATURE_ROWS.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="px-6 py-3 font-normal text-stone-700">
                  {planFeatureLabel(row.feature)}
                </th>
                {PLANS.map((plan) => (
                  <td key={plan.id} className="px-4 py-3 text-center">
                    {planAtLeast(plan.id, row.from) ? (
                      <Check role="img" aria-label={comparisonTexts.included} className="mx-auto size-5 text-brand-600" />
                    ) : (
                      <Minus role="img" aria-label={comparisonTexts.notIncluded} className="mx-auto size-5 text-stone-300" />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
