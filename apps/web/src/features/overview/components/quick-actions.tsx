import { ClipboardList, CreditCard, type LucideIcon, Plus, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';

const ACTIONS: ReadonlyArray<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/dashboard/menu?new=1', label: 'Add Menu Item', icon: Plus },
  { to: '/dashboard/orders?new=1', label: 'New Order', icon: ShoppingBag },
  { to: '/dashboard/orders', label: 'View Orders', icon: ClipboardList },
  { to: '/dashboard/subscription', label: 'Manage Subscription', icon: CreditCard },
];

export function QuickActions() {
  return (
    <ul className="grid grid-cols-2 gap-3">
      {ACTIONS.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex h-full flex-col items-center justify-center gap-2 rounded-xl border border-stone-200 bg-white p-4 text-center text-sm font-medium text-stone-700 transition-colors hover:border-brand-500 hover:bg-brand-50 hover:text-brand-700"
          >
            <Icon aria-hidden="true" className="h-5 w-5 text-brand-600" />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
