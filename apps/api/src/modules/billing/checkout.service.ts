/**
 * The checkout of spec §7 with the template's holes closed: catalogue prices only, redirects only to our own origin,
 * one Stripe customer per restaurant however many requests race, and no second subscription while one is live.
 */
import { createHash } from 'node:crypto';
import { isLiveStatus } from '@maitre/shared/plans';
import type { CheckoutRequest } from '@maitre/shared/subscription';
import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { TenantDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { findRestaurant } from '../team/team.repository.ts';
import { findCustomerId, insertCustomer, lockCustomer } from './customer.repository.ts';
import { planForPrice } from './subscription.service.ts';

export interface BillingDeps {
  /** Each step runs as the restaurant (row-level security); the Stripe customer is recorded in a commit of its own. */
  database: TenantDatabase;
  config: Config;
  stripe: Stripe;
}

/**
 * Where Stripe may send the browser back to: the app's own origin; in local mode also the other loopback name
 * (localhost ↔ 127.0.0.1), since both reach the same server.
 */
export function allowedRedirectOrigins(config: Config): Set<string> {
  const url = new URL(config.appUrl);
  const origins = new Set([url.origin]);
  if (!config.isProduction) {
    const alias = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : undefined;
    if (alias) origins.add(`${url.protocol}//${alias}${url.port ? `:${url.port}` : ''}`);
  }
  return origins;
}

function checkRedirect(config: Config, field: 'success_url' | 'cancel_url', value: string): void {
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    throw new AppError('BAD_REQUEST', (m) => m.billing.notAbsoluteUrl(field));
  }
  if (!allowedRedirectOrigins(config).has(origin)) throw new AppError('BAD_REQUEST', (m) => m.billing.notOurPage(field, config.appUrl));
}

/** Every check on the request that needs no I/O, so a bad request creates nothing anywhere. */
export function validateCheckoutRequest(config: Config, input: CheckoutRequest): void {
  if (!planForPrice(config, input.price_id)) throw new AppError('BAD_REQUEST', (m) => m.billing.priceNotAPlan);
  checkRedirect(config, 'success_url', input.success_url);
  checkRedirect(config, 'cancel_url', input.cancel_url);
}

/**
 * The same key for every request that would create the same customer, so Stripe answers concurrent and retried
 * creates with the one customer it made first (keys live 24 h; after that the unique restaurant_id still holds).
 */
function customerIdempotencyKey(restaurantId: string, details: { email: string; name: string }): string {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([details.email, details.name]))
    .digest('hex')
    .slice(0, 16);
  return `maitre-customer-${restaurantId}-${fingerprint}`;
}

/** The restaurant's Stripe customer, created on first need: named after the restaurant, billed to the owner who buys. */
export async function ensureCustomer({ database, stripe }: BillingDeps, member: Member): Promise<string> {
  const existing = await database.withRestaurant(member.restaurantId, (scope) => findCustomerId(scope));
  if (existing) return existing;
  const restaurant = await findRestaurant(database.db, member.restaurantId);
  const details = { email: member.email, name: restaurant?.name ?? member.name };
  const customer = await stripe.customers.create(
    { ...details, metadata: { restaurant_id: member.restaurantId, user_id: member.userId } },
    { idempotencyKey: customerIdempotencyKey(member.restaurantId, details) },
  );
  const stored = await database.withRestaurant(member.restaurantId, (scope) => insertCustomer(scope, customer.id));
  if (stored !== customer.id) await stripe.customers.del(customer.id);
  return stored;
}

/** Expires the customer's open Checkout Sessions, so an older tab cannot take a second payment. */
async function expireOpenSessions(stripe: Stripe, customerId: string): Promise<void> {
  const open = await stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 });
  for (const session of open.data) {
    try {
      await stripe.checkout.sessions.expire(session.id);
    } catch (error) {
      // Completed meanwhile: the live-subscription check right after sees it.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }
}

async function hasLiveSubscription(stripe: Stripe, customerId: string): Promise<boolean> {
  const subscriptions = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
  return subscriptions.data.some((subscription) => isLiveStatus(subscription.status));
}

/** Answers the hosted checkout page's URL. */
export async function createCheckoutSession(deps: BillingDeps, member: Member, input: CheckoutRequest): Promise<string> {
  validateCheckoutRequest(deps.config, input);
  const customerId = await ensureCustomer(deps, member);
  return deps.database.withRestaurant(member.restaurantId, async (scope) => {
    await lockCustomer(scope, customerId);
    await expireOpenSessions(deps.stripe, customerId);
    if (await hasLiveSubscription(deps.stripe, customerId)) throw new AppError('CONFLICT', (m) => m.billing.subscriptionExists);
    const metadata = { restaurant_id: member.restaurantId, user_id: member.userId };
    const session = await deps.stripe.checkout.sessions.create({
      mode: input.mode,
      customer: customerId,
      client_reference_id: member.restaurantId,
      line_items: [{ price: input.price_id, quantity: 1 }],
      success_url: input.success_url,
      cancel_url: input.cancel_url,
      metadata,
      subscription_data: { metadata },
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return session.url;
  });
}
