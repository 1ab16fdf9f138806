import { z } from 'zod';
import { englishMessages } from './messages/index.ts';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from './plans.ts';

/** The owner's subscription as the app shows it: the spec's stripe_user_subscriptions columns plus the plan they map to. */
export const SubscriptionSchema = z.object({
  price_id: z.string().nullable(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  cancel_at_period_end: z.boolean(),
  /** Seconds since epoch (spec §3). */
  current_period_end: z.number().nullable(),
  current_period_start: z.number().nullable(),
  /** The catalogue plan of price_id, or null for a price that is not in the catalogue. */
  plan_id: z.enum(PLAN_IDS).nullable(),
  /** true when the status grants the plan (active or trialing). */
  is_entitled: z.boolean(),
  payment_method_brand: z.string().nullable(),
  payment_method_last4: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionResponseSchema = z.object({ subscription: SubscriptionSchema.nullable() });

/** POST /functions/v1/stripe-checkout (spec §7): the request body. */
export const CheckoutRequestSchema = z.object({
  price_id: z.string().min(1).max(255),
  mode: z.literal('subscription'),
  /** The /success page with the literal {CHECKOUT_SESSION_ID} placeholder Stripe fills in. */
  success_url: z.url().max(2048),
  /** The subscription page. */
  cancel_url: z.url().max(2048),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

/** The checkout contract keeps the spec's shapes: `{ url }` on success, `{ error }` (a sentence) otherwise. */
export const CheckoutResponseSchema = z.object({ url: z.url() });
export const CheckoutErrorSchema = z.object({ error: z.string() });

/** Shown when a second checkout is attempted while a subscription is live (in English; Messages['billing'] for others). */
export const SUBSCRIPTION_EXISTS_MESSAGE = englishMessages.billing.subscriptionExists;

/** POST /api/billing/portal: where the browser goes to manage billing. */
export const PortalSessionResponseSchema = z.object({ url: z.url() });

/** POST /api/billing/checkout-token: the bearer access token the checkout function takes (spec §7). */
export const CheckoutTokenResponseSchema = z.object({ token: z.string(), expires_at: z.iso.datetime() });

/** GET /api/billing/plans: the catalogue with each plan's Stripe price id (the checkout's price_id). */
export const BillingPlanSchema = z.object({
  id: z.enum(PLAN_IDS),
  priceId: z.string(),
  name: z.string(),
  price: z.string(),
  interval: z.literal('month'),
  mode: z.literal('subscription'),
  description: z.string(),
  features: z.array(z.string()),
  limits: z.object({ menuItems: z.number().nullable(), staff: z.number().nullable(), printers: z.number().nullable() }),
  isMostPopular: z.boolean(),
});
export type BillingPlan = z.infer<typeof BillingPlanSchema>;
export const BillingPlansResponseSchema = z.object({ plans: z.array(BillingPlanSchema) });
