import { getPlan, type PlanId, planAtLeast } from '@maitre/shared/plans';
import { can, type Role } from '@maitre/shared/team';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { permissionTexts } from '@/features/team/texts';
import { useUniqueId } from '@/lib/use-unique-id';
import { type NavItem, navItemsFor, navLabel } from '../nav-items';
import { headerTexts, planGateTexts } from '../texts';

// 44 px tall below the desktop layout, where the navigation is a drawer on a touch screen (decision 0017).
const itemClass = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium lg:min-h-0';

/**
 * An item the plan does not reach: a lock and '{Plan}+', and no link to its page (spec §2). It is a button, so the
 * keyboard and screen readers reach it: its description says which plan it needs, and pressing it shows the
 * explanation under it with a link to the plans (decision 0017).
 */
function LockedItem({ item, requiredPlan, canSeePlans, onNavigate }: { item: NavItem; requiredPlan: PlanId; canSeePlans: boolean; onNavigate?: () => void }) {
  const [isExplained, setExplained] = useState(false);
  const id = useUniqueId();
  const planName = getPlan(requiredPlan).name;
  const label = navLabel(item);
  const Icon = item.icon;
  return (
    <li>
      <button
        type="button"
        aria-expanded={isExplained}
        aria-controls={`${id}-explanation`}
        aria-describedby={`${id}-needs`}
        onClick={() => setExplained((shown) => !shown)}
        className={`${itemClass} pr-2 text-left text-stone-600 hover:bg-stone-100`}
      >
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
        <span className="flex-1">{label}</span>
        <span aria-hidden="true" className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-stone-100 px-1.5 py-0.5 text-[11px] text-stone-600">
          <Lock className="h-3 w-3" />
          <span>{planName}+</span>
        </span>
      </button>
      <span id={`${id}-needs`} hidden>
        {planGateTexts.needsPlan(planName)}
      </span>
      <div id={`${id}-explanation`} hidden={!isExplained} className="mx-3 mt-1 mb-2 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
        <p>{planGateTexts.availableOn(label, planName)}</p>
        {canSeePlans ? (
          <Link
            to="/dashboard/subscription"
            onClick={onNavigate}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline lg:min-h-0"
          >
            {planGateTexts.seePlans}
          </Link>
        ) : (
          <p>{permissionTexts.ownerChoosesPlan}</p>
        )}
      </div>
    </li>
  );
}

/**
 * The items the member's role may use; one the plan does not reach shows a lock and '{Plan}+', and is not a link.
 * Only the owner (billing:manage) is offered the plans.
 */
export function SideNav({ planId, role, onNavigate }: { planId: PlanId | null; role: Role | null; onNavigate?: () => void }) {
  const canSeePlans = can(role, 'billing:manage');
  return (
    <nav aria-label={headerTexts.mainNavigation}>
      <ul className="space-y-1">
        {navItemsFor(role).map((item) => {
          if (item.requiredPlan && !planAtLeast(planId, item.requiredPlan)) {
            return <LockedItem key={item.to} item={item} requiredPlan={item.requiredPlan} canSeePlans={canSeePlans} onNavigate={onNavigate} />;
          }
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `${itemClass} transition-colors ${isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'}`
                }
              >
                <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                {navLabel(item)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
