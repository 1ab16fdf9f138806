import { TriangleAlert } from 'lucide-react';
import { pastDueTexts } from '../texts';
import { ManageBillingButton } from './manage-billing-button';

/** A renewal payment failed: the plan is suspended until the card is fixed in the billing portal. */
export function PastDueBanner({ planName }: { planName: string }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-red-200 bg-red-50 p-4">
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
        <div>
          <p className="font-semibold text-red-800">{pastDueTexts.heading}</p>
          <p className="text-sm text-red-700">{pastDueTexts.updateCard(planName)}</p>
        </div>
      </div>
      <ManageBillingButton label={pastDueTexts.updatePaymentMethod} variant="primary" />
    </div>
  );
}
