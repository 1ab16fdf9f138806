import { getPlan, type PlanId, planAtLeast } from '@maitre/shared/plans';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useActivePlan } from '@/features/billing/api/get-subscription';
import { permissionTexts } from '@/features/team/texts';
import { usePermission } from '@/features/team/use-permission';
import { planGateTexts } from '../texts';

/**
 * Shows its page only on `requiredPlan` or higher; otherwise, for an owner who typed the URL, an upgrade notice (and
 * for the rest of the team, who cannot buy a plan, whom to ask).
 */
export function PlanGate({ requiredPlan, feature, children }: { requiredPlan: PlanId; feature: string; children: ReactNode }) {
  const { planId, isLoading } = useActivePlan();
  const canSeePlans = usePermission('billing:manage');
  if (isLoading) return <Spinner className="py-16" />;
  if (planAtLeast(planId, requiredPlan)) return children;
  const planName = getPlan(requiredPlan).name;
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-brand-100 bg-white p-8 text-center shadow-sm">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Lock aria-hidden="true" className="h-6 w-6" />
      </span>
      <h1 className="mt-4 font-display text-2xl font-semibold">{planGateTexts.needsUpgrade(feature)}</h1>
      {!canSeePlans ? (
        <p className="mt-2 text-stone-600">{permissionTexts.askOwnerToUpgrade(feature, planName)}</p>
      ) : (
        <>
          <p className="mt-2 text-stone-600">{planGateTexts.upgradeToUnlock(feature, planName)}</p>
          <Link
            to="/dashboard/subscription"
            className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {planGateTexts.seePlans}
          </Link>
        </>
      )}
    </section>
  );
}
