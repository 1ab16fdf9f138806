/** Stripe state mirrored locally: one customer per restaurant, one subscription row per customer, processed webhook ids. */
import { SUBSCRIPTION_STATUSES } from '@maitre/shared/plans';
import { eq, isNull, sql } from 'drizzle-orm';
import { bigint, boolean, pgEnum, pgTable, pgView, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './team.ts';

export const subscriptionStatus = pgEnum('stripe_subscription_status', SUBSCRIPTION_STATUSES);

export const stripeCustomers = pgTable('stripe_customers', {
  /** One Stripe customer per restaurant: the subscription belongs to the restaurant. */
  restaurantId: text('restaurant_id')
    .notNull()
    .unique()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const stripeSubscriptions = pgTable('stripe_subscriptions', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => stripeCustomers.customerId, { onDelete: 'cascade' }),
  subscriptionId: text('subscription_id'),
  priceId: text('price_id'),
  status: subscriptionStatus('status').notNull().default('not_started'),
  /** Epoch seconds, as Stripe sends them. */
  currentPeriodStart: bigint('current_period_start', { mode: 'number' }),
  currentPeriodEnd: bigint('current_period_end', { mode: 'number' }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  paymentMethodBrand: text('payment_method_brand'),
  paymentMethodLast4: text('payment_method_last4'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/** The spec's stripe_user_subscriptions: the restaurant's subscription, one row or none. */
export const stripeUserSubscriptions = pgView('stripe_user_subscriptions').as((qb) =>
  qb
    .select({
      restaurantId: stripeCustomers.restaurantId,
      customerId: stripeCustomers.customerId,
      subscriptionId: stripeSubscriptions.subscriptionId,
      subscriptionStatus: sql<(typeof subscriptionStatus.enumValues)[number]>`${stripeSubscriptions.status}`.as('subscription_status'),
      priceId: stripeSubscriptions.priceId,
      currentPeriodStart: stripeSubscriptions.currentPeriodStart,
      currentPeriodEnd: stripeSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: stripeSubscriptions.cancelAtPeriodEnd,
      paymentMethodBrand: stripeSubscriptions.paymentMethodBrand,
      paymentMethodLast4: stripeSubscriptions.paymentMethodLast4,
    })
    .from(stripeCustomers)
    .innerJoin(stripeSubscriptions, eq(stripeSubscriptions.customerId, stripeCustomers.customerId))
    .where(isNull(stripeCustomers.deletedAt)),
);
