/** The side navigation of spec §2, in order. Items with a required plan are locked below it (spec §4). */
import type { PlanId } from '@maitre/shared/plans';
import { CalendarDays, ChartColumn, ClipboardList, CreditCard, LayoutDashboard, type LucideIcon, Package, UserCog, Users, UtensilsCrossed } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  requiredPlan?: PlanId;
  /** Only active on exactly this path (the overview). */
  end?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/dashboard/menu', label: 'Menu', icon: UtensilsCrossed },
  { to: '/dashboard/orders', label: 'Orders', icon: ClipboardList },
  { to: '/dashboard/reservations', label: 'Reservations', icon: CalendarDays, requiredPlan: 'restaurant' },
  { to: '/dashboard/customers', label: 'Customers', icon: Users, requiredPlan: 'restaurant' },
  { to: '/dashboard/inventory', label: 'Inventory', icon: Package, requiredPlan: 'restaurant' },
  { to: '/dashboard/staff', label: 'Staff', icon: UserCog, requiredPlan: 'restaurant' },
  { to: '/dashboard/analytics', label: 'Analytics', icon: ChartColumn },
  { to: '/dashboard/subscription', label: 'Subscription', icon: CreditCard },
];
