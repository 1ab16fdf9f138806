/**
 * The Analytics page's advanced part (decision 0042): Michelin Star's reports. On the plan (or above) it shows its
 * children — the heatmap and the team here; other sections (menu engineering, repeat guests) are mounted inside it the
 * same way — and only then do they ask for their figures. Below it, a locked notice naming the plan, like the
 * navigation's locked items: the owner gets a link to the plans, the rest of the team whom to ask.
 */
import { getPlan, type PlanId, planAtLeast } from '@maitre/shared/plans';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useActivePlan } from '@/features/billing/api/get-subscription';
import { planGateTexts } from '@/features/navigation/texts';
import { permissionTexts } from '@/features/team/texts';
import { usePermission } from '@/features/team/use-permission';
import { useUniqueId } from '@/lib/use-unique-id';
import { advancedTexts, analyticsTexts } from '../texts';

/** The plan the advanced reports need (the API answers PLAN_REQUIRED below it). */
export const ADVANCED_REPORTS_PLAN: PlanId = 'michelin';

export function AdvancedReports({ children }: { children: ReactNode }) {
  const { planId, isLoading } = useActivePlan();
  const canSeePlans = usePermission('billing:manage');
  const id = useUniqueId();
  const planName = getPlan(ADVANCED_REPORTS_PLAN).name;
  const unlocked = planAtLeast(planId, ADVANCED_REPORTS_PLAN);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-6">
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
          {advancedTexts.title}
        </h2>
        <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
          {!unlocked && <Lock aria-hidden="true" className="h-3 w-3" />}
          {planName}
        </span>
      </div>
      {isLoading ? (
        <Spinner className="py-10" label={analyticsTexts.loading} />
      ) : unlocked ? (
        children
      ) : (
        <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
          <div className="flex items-start gap-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Lock aria-hidden="true" className="h-5 w-5" />
            </span>
            <div className="space-y-2">
              <p className="text-stone-700">{advancedTexts.lockedIntro}</p>
              <p className="font-medium text-stone-900">{planGateTexts.availableOn(advancedTexts.title, planName)}</p>
              {canSeePlans ? (
                <Link
                  to="/dashboard/subscription"
                  className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 lg:min-h-9"
                >
                  {planGateTexts.seePlans}
                </Link>
              ) : (
                <p className="text-stone-600">{permissionTexts.ownerChoosesPlan}</p>
              )}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
