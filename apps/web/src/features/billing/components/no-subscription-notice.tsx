import { Sparkles } from 'lucide-react';
import { noSubscriptionTexts } from '../texts';

/** Spec §2: shown instead of the plan card; a canceled subscription gets its own text. */
export function NoSubscriptionNotice({ canceled }: { canceled: boolean }) {
  return (
    <section aria-labelledby="no-subscription-heading" className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center">
      <Sparkles aria-hidden="true" className="mx-auto size-8 text-brand-500" />
      <h2 id="no-subscription-heading" className="mt-3 font-display text-xl font-semibold text-stone-900">
        {noSubscriptionTexts.heading}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-stone-600">{canceled ? noSubscriptionTexts.canceled : noSubscriptionTexts.choosePlan}</p>
    </section>
  );
}
