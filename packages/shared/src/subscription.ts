import { z } from 'zod';
import { PLAN_IDS } from './plans.ts';

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
