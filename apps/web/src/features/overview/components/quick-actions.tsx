import { can, type Permission } from '@maitre/shared/team';
import { ClipboardList, CreditCard, type LucideIcon, Plus, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useRole } from '@/features/team/use-permission';
import { quickActionTexts } from '../texts';

/** `name`: the label's key in quickActionTexts. */
const ACTIONS: ReadonlyArray<{ to: string; name: keyof typeof quickActionTexts; icon: LucideIcon; permission: Permission }> = [
  { to: '/dashboard/menu?new=1', name: 'addMenuItem', icon: Plus, permission: 'menu:write' },
  { to: '/dashboard/orders?new=1', name: 'newOrder', icon: ShoppingBag, permission: 'orders:create' },
  { to: '/dashboard/orders', name: 'viewOrders', icon: ClipboardList, permission: 'orders:read' },
  { to: '/dashboard/subscription', name: 'manageSubscription', icon: CreditCard, permission: 'billing:manage' },
];

/** The shortcuts the member's role can use; the others are left out rather than leading to a refusal. */
export function QuickActions() {
  const role = useRole();
  return (
    <ul className="grid grid-cols-2 gap-3">
      {ACTIONS.filter((action) => can(role, action.permission)).map(({ to, name, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex h-full flex-col items-center justify-center gap-2 rounded-xl border border-stone-200 bg-white p-4 text-center text-sm font-medium text-stone-700 transition-colors hover:border-brand-500 hover:bg-brand-50 hover:text-brand-700"
          >
            <Icon aria-hidden="true" className="h-5 w-5 text-brand-600" />
            {quickActionTexts[name]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
