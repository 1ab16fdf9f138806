/** Every text of features/billing a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts, plural } from '@/lib/i18n';

/** The Subscription page (app/routes/dashboard/subscription). */
export const subscriptionPageTexts = defineTexts('billing.subscriptionPageTexts', {
  title: 'Subscription',
  intro: 'Your plan, its billing, and what each plan includes.',
  loading: 'Loading your subscription…',
});

/** Where Stripe Checkout returns after payment (app/routes/success). */
export const successPageTexts = defineTexts('billing.successPageTexts', {
  confirming: 'Confirming your payment…',
  heading: 'Payment Successful!',
  thanks: 'Thank you for subscribing to Maître. Your plan is ready to use.',
  /** Followed by the Stripe Checkout session id. */
  sessionId: 'Session ID:',
  goToDashboard: 'Go to Dashboard',
  viewSubscription: 'View Subscription',
});

/** Toasts and errors of the billing calls. */
export const billingErrorTexts = defineTexts('billing.billingErrorTexts', {
  fetchFailed: 'Failed to fetch subscription data',
  checkoutFailed: 'Failed to process subscription',
  noToken: 'No authentication token found',
  portalFailed: 'Failed to open billing portal',
});

/** Texts every plan shows (plan card, plan picker, comparison table). */
export const planTexts = defineTexts('billing.planTexts', {
  /** After the price: "€49.99/month". */
  perMonth: '/month',
  /** Read out (screen readers) for a limit shown as ∞. */
  unlimited: 'Unlimited',
});

/** The plan limits, by their key in PlanLimits (packages/shared/src/plans.ts). */
export const planLimitTexts = defineTexts('billing.planLimitTexts', {
  menuItems: 'Menu items',
  staff: 'Staff',
  printers: 'Printers',
});

/** Each plan's one-line description, by plan id (the English is packages/shared/src/plans.ts). */
export const planDescriptionTexts = defineTexts('billing.planDescriptionTexts', {
  snackbar: 'Everything a small place needs to run its menu and orders.',
  restaurant: 'For a full dining room: reservations, customers and stock.',
  michelin: 'No limits, every integration, and the best support.',
});

/**
 * The plan features (PLAN_FEATURE_ROWS and each plan's `features` in packages/shared/src/plans.ts), keyed by their
 * English text there; planFeatureLabel() in format.ts reads them. The plan names stay untranslated.
 */
export const planFeatureTexts = defineTexts('billing.planFeatureTexts', {
  'Basic analytics': 'Basic analytics',
  'Menu management': 'Menu management',
  'Phone and email support': 'Phone and email support',
  'Everything in Snackbar': 'Everything in Snackbar',
  'Menu upload': 'Menu upload',
  Reservations: 'Reservations',
  'Table management': 'Table management',
  'Customer management': 'Customer management',
  'Inventory management': 'Inventory management',
  'Priority email and webchat support': 'Priority email and webchat support',
  'Everything in Restaurant': 'Everything in Restaurant',
  'WhatsApp integration': 'WhatsApp integration',
  'Payment processor integration': 'Payment processor integration',
  'Advanced analytics': 'Advanced analytics',
  'Priority phone support': 'Priority phone support',
});

/** The status badge of the plan card, by Stripe's subscription status. */
export const subscriptionStatusTexts = defineTexts('billing.subscriptionStatusTexts', {
  not_started: 'Not started',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Paused',
});

/** The owner's current plan card. */
export const currentPlanTexts = defineTexts('billing.currentPlanTexts', {
  currentPlan: 'Current Plan',
  cancelsAtPeriodEnd: 'Cancels at period end',
  accessUntil: 'Access until',
  nextBillingDate: 'Next billing date',
  paymentMethod: 'Payment method',
  planLimits: 'Plan limits',
  manageBilling: 'Manage Billing',
});

/** The plan picker: a card per plan. */
export const planPickerTexts = defineTexts('billing.planPickerTexts', {
  heading: 'Choose your plan',
  mostPopular: 'Most Popular',
  currentPlan: 'Current Plan',
  processing: 'Processing...',
  getStarted: 'Get Started',
  /** The limits line of a plan without any limit. */
  allUnlimited: 'Unlimited menu items, staff and printers',
  /** One limit of the limits line; null is unlimited. */
  menuItems: (limit: number | null) => (limit === null ? 'Unlimited menu items' : plural(limit, { one: '# menu item', other: '# menu items' })),
  staff: (limit: number | null) => (limit === null ? 'Unlimited staff accounts' : plural(limit, { one: '# staff account', other: '# staff accounts' })),
  printers: (limit: number | null) => (limit === null ? 'Unlimited printers' : plural(limit, { one: '# printer', other: '# printers' })),
  /** The limits line: the three limits above, in this order. */
  limits: (menuItems: string, staff: string, printers: string) => `${menuItems}, ${staff}, ${printers}`,
});

/** The feature comparison table. */
export const comparisonTexts = defineTexts('billing.comparisonTexts', {
  heading: 'Compare plans',
  feature: 'Feature',
  price: 'Price',
  included: 'Included',
  notIncluded: 'Not included',
});

/** "No Active Subscription": shown instead of the plan card. */
export const noSubscriptionTexts = defineTexts('billing.noSubscriptionTexts', {
  heading: 'No Active Subscription',
  choosePlan: 'Choose a plan below to unlock the features your restaurant needs.',
  canceled: 'Your subscription has been canceled. Choose a plan below to subscribe again.',
});

/** A renewal payment failed. */
export const pastDueTexts = defineTexts('billing.pastDueTexts', {
  heading: 'Your last payment failed',
  updateCard: (planName: string) => `Update your card to keep using your ${planName} plan.`,
  updatePaymentMethod: 'Update payment method',
});
