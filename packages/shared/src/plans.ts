/** The plan catalogue of spec §9. Stripe price ids are deployment config, so they live on the server. */
// Types only: this module is in the dashboard's first load, which carries no messages object (decision 0023).
import type { Messages } from './messages/index.ts';

export const PLAN_IDS = ['snackbar', 'restaurant', 'michelin'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanLimits {
  /** null means unlimited */
  menuItems: number | null;
  staff: number | null;
  printers: number | null;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** The price as shown, e.g. '€49.99' */
  price: string;
  amountCents: number;
  currency: 'eur';
  interval: 'month';
  mode: 'subscription';
  description: string;
  features: string[];
  limits: PlanLimits;
  isMostPopular: boolean;
  /** Stable key used to find the plan's price in Stripe (lookup_key). */
  lookupKey: string;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'snackbar',
    name: 'Snackbar',
    price: '€49.99',
    amountCents: 4999,
    currency: 'eur',
    interval: 'month',
    mode: 'subscription',
    description: 'Everything a small place needs to run its menu and orders.',
    features: ['Basic analytics', 'Menu management', 'Phone and email support'],
    limits: { menuItems: 10, staff: 1, printers: 1 },
    isMostPopular: false,
    lookupKey: 'maitre_snackbar_monthly',
  },
  {
    id: 'restaurant',
    name: 'Restaurant',
    price: '€79.99',
    amountCents: 7999,
    currency: 'eur',
    interval: 'month',
    mode: 'subscription',
    description: 'For a full dining room: reservations, customers and stock.',
    features: [
      'Everything in Snackbar',
      'Menu upload',
      'Reservations',
      'Table management',
      'Customer management',
      'Inventory management',
      'Priority email and webchat support',
    ],
    limits: { menuItems: 50, staff: 10, printers: 2 },
    isMostPopular: true,
    lookupKey: 'maitre_restaurant_monthly',
  },
  {
    id: 'michelin',
    name: 'Michelin Star',
    price: '€99.99',
    amountCents: 9999,
    currency: 'eur',
    interval: 'month',
    mode: 'subscription',
    description: 'No limits, every integration, and the best support.',
    features: ['Everything in Restaurant', 'WhatsApp integration', 'Payment processor integration', 'Advanced analytics', 'Priority phone support'],
    limits: { menuItems: null, staff: null, printers: null },
    isMostPopular: false,
    lookupKey: 'maitre_michelin_monthly',
  },
];

const PLAN_RANK: Record<PlanId, number> = { snackbar: 1, restaurant: 2, michelin: 3 };

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan id ${id}`);
  return plan;
}

/** Plan hierarchy of spec §4: snackbar < restaurant < michelin. No plan unlocks nothing gated. */
export function planAtLeast(current: PlanId | null | undefined, required: PlanId): boolean {
  if (!current) return false;
  return PLAN_RANK[current] >= PLAN_RANK[required];
}

/** The message of a PLAN_REQUIRED error: which plan lifts the lock (in English unless given other messages). */
export function planRequiredMessage(required: PlanId, messages?: Messages): string {
  if (messages) return messages.billing.planRequired(getPlan(required).name, required !== 'michelin');
  const higher = required === 'michelin' ? '' : ' or higher';
  return `This feature needs the ${getPlan(required).name} plan${higher}. Choose a plan on the Subscription page.`;
}

/** The feature comparison table of the subscription page: each feature and the lowest plan that has it (tiers are cumulative). */
export const PLAN_FEATURE_ROWS: readonly { feature: string; from: PlanId }[] = [
  { feature: 'Basic analytics', from: 'snackbar' },
  { feature: 'Menu management', from: 'snackbar' },
  { feature: 'Phone and email support', from: 'snackbar' },
  { feature: 'Menu upload', from: 'restaurant' },
  { feature: 'Reservations', from: 'restaurant' },
  { feature: 'Table management', from: 'restaurant' },
  { feature: 'Customer management', from: 'restaurant' },
  { feature: 'Inventory management', from: 'restaurant' },
  { feature: 'Priority email and webchat support', from: 'restaurant' },
  { feature: 'WhatsApp integration', from: 'michelin' },
  { feature: 'Payment processor integration', from: 'michelin' },
  { feature: 'Advanced analytics', from: 'michelin' },
  { feature: 'Priority phone support', from: 'michelin' },
];

/** A limit as shown: the number, or ∞ when unlimited (spec §2). */
export function formatLimit(limit: number | null): string {
  return limit === null ? '∞' : String(limit);
}

/** Subscription statuses that grant the plan (ARCHITECTURE §6). */
export const ENTITLED_STATUSES = ['active', 'trialing'] as const;
export function isEntitledStatus(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

/** Stripe's subscription statuses plus not_started; here rather than in subscription.ts so the web app reads them without zod. */
export const SUBSCRIPTION_STATUSES = [
  'not_started',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Statuses of a subscription that still exists for the customer (it renews, or waits for a card): while one
 * of these stands, a second checkout is refused and the owner is sent to Manage Billing instead.
 */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'paused'] as const satisfies readonly SubscriptionStatus[];
export function isLiveStatus(status: string | null | undefined): boolean {
  return (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status ?? '');
}
