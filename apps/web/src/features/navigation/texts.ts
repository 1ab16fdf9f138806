/** Every text of features/navigation a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts } from '@/lib/i18n';

/** The side navigation's items (spec §2), by nav-items.ts's `name`; also the placeholder pages' titles. */
export const navLabels = defineTexts('navigation.navLabels', {
  dashboard: 'Dashboard',
  menu: 'Menu',
  orders: 'Orders',
  reservations: 'Reservations',
  customers: 'Customers',
  inventory: 'Inventory',
  staff: 'Staff',
  analytics: 'Analytics',
  subscription: 'Subscription',
});

/** The dashboard's frame: the header, the skip link and the drawer on phones. */
export const headerTexts = defineTexts('navigation.headerTexts', {
  skipToContent: 'Skip to content',
  openNavigation: 'Open navigation',
  /** The plan's badge in the header and the drawer ("Restaurant Plan"); plan names stay as they are. */
  planBadge: (plan: string) => `${plan} Plan`,
  settings: 'Settings',
  signOut: 'Sign Out',
  drawer: 'Navigation',
  closeNavigation: 'Close navigation',
  /** The side navigation's landmark name. */
  mainNavigation: 'Main',
});

/** A navigation item the plan does not reach, and the upgrade notice of a page opened by its URL. */
export const planGateTexts = defineTexts('navigation.planGateTexts', {
  needsPlan: (plan: string) => `Needs the ${plan} plan`,
  availableOn: (feature: string, plan: string) => `${feature} is available on the ${plan} plan and above.`,
  seePlans: 'See plans',
  needsUpgrade: (feature: string) => `${feature} needs an upgrade`,
  upgradeToUnlock: (feature: string, plan: string) => `${feature} is part of the ${plan} plan and above. Upgrade your plan to unlock it.`,
});

/** The placeholder pages (spec §2). */
export const comingSoonTexts = defineTexts('navigation.comingSoonTexts', {
  gated: 'Coming soon! This feature is available for Restaurant plan and above.',
});
