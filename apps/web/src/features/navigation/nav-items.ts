/**
 * The side navigation of spec §2, in order. Items with a required plan are locked below it (spec §4); items with a
 * permission are left out for a role without it (issue 17: a role sees only the pages it can use).
 */
import type { PlanId } from '@maitre/shared/plans';
import { can, type Permission, type Role } from '@maitre/shared/team';
import { CalendarDays, ChartColumn, ClipboardList, CreditCard, LayoutDashboard, type LucideIcon, Package, UserCog, Users, UtensilsCrossed } from 'lucide-react';
import { navLabels } from './texts';

export interface NavItem {
  to: string;
  /** Its label's key in navLabels (read in the active language when shown). */
  name: keyof typeof navLabels;
  icon: LucideIcon;
  requiredPlan?: PlanId;
  /** What the member's role must allow for the item to be listed. */
  permission?: Permission;
  /** Only active on exactly this path (the overview). */
  end?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', name: 'dashboard', icon: LayoutDashboard, end: true, permission: 'overview:read' },
  { to: '/dashboard/menu', name: 'menu', icon: UtensilsCrossed, permission: 'menu:read' },
  { to: '/dashboard/orders', name: 'orders', icon: ClipboardList, permission: 'orders:read' },
  { to: '/dashboard/reservations', name: 'reservations', icon: CalendarDays, requiredPlan: 'restaurant' },
  { to: '/dashboard/customers', name: 'customers', icon: Users, requiredPlan: 'restaurant' },
  { to: '/dashboard/inventory', name: 'inventory', icon: Package, requiredPlan: 'restaurant' },
  { to: '/dashboard/staff', name: 'staff', icon: UserCog, requiredPlan: 'restaurant', permission: 'staff:read' },
  // Reports (issue 22, decision 0041): owners and managers.
  { to: '/dashboard/analytics', name: 'analytics', icon: ChartColumn, permission: 'reports:view' },
  // Billing: the owner's alone ("staff sessions must never see billing or the subscription", MODULE-ANCHORS §4).
  { to: '/dashboard/subscription', name: 'subscription', icon: CreditCard, permission: 'billing:manage' },
];

/** An item's label in the active language. */
export function navLabel(item: NavItem): string {
  return navLabels[item.name];
}

/** The items `role` may use. */
export function navItemsFor(role: Role | null): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.permission || can(role, item.permission));
}
