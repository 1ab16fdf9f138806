import { getPlan, type PlanId, planAtLeast } from '@maitre/shared/plans';
import { Lock } from 'lucide-react';
import { NavLink } from 'react-router';
import { NAV_ITEMS } from '../nav-items';

const itemClass = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium';

/** Every item of the navigation; one the plan does not reach shows a lock and '{Plan}+', and is not a link. */
export function SideNav({ planId, onNavigate }: { planId: PlanId | null; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main">
      <ul className="space-y-1">
        {NAV_ITEMS.map((item) => {
          const Icon = item.icon;
          if (item.requiredPlan && !planAtLeast(planId, item.requiredPlan)) {
            const requirement = `${getPlan(item.requiredPlan).name}+`;
            return (
              <li key={item.to}>
                <span
                  aria-disabled="true"
                  title={`Available on the ${getPlan(item.requiredPlan).name} plan and above`}
                  className={`${itemClass} cursor-not-allowed pr-2 text-stone-400`}
                >
                  <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                  <span className="flex-1">{item.label}</span>
                  <span className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-stone-100 px-1.5 py-0.5 text-[11px] text-stone-500">
                    <Lock aria-hidden="true" className="h-3 w-3" />
                    <span>{requirement}</span>
                  </span>
                </span>
              </li>
            );
          }
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
                {item.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
