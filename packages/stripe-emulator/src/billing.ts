/**
 * The subscription lifecycle shared by the API, the hosted pages and the test clock: checkout
 * completion, changes, cancellation and renewal, each with the events Stripe would send.
 */
import type { CardOutcome } from './cards.ts';
import { addMonths, type Clock, nextPeriodEnd } from './clock.ts';
import { type EventLog, previousAttributes } from './events.ts';
import type { Metadata } from './form.ts';
import type { CheckoutSession } from './resources/checkout-session.ts';
import { buildCustomer, type Customer, isLiveCustomer } from './resources/customer.ts';
import type { EventRequest } from './resources/event.ts';
import { buildSubscriptionInvoice, type Invoice, markInvoicePaid, markInvoicePaymentFailed } from './resources/invoice.ts';
import { buildCardPaymentMethod, type CardDetails, type PaymentMethod } from './resources/payment-method.ts';
import { type Price, planFromPrice } from './resources/price.ts';
import { buildSubscription, RENEWING_STATUSES, type Subscription } from './resources/subscription.ts';
import type { StateStore } from './state.ts';

/** The business name shown on hosted pages and invoices. */
export const ACCOUNT_NAME = 'Maître';

export interface CardPayment {
  card: CardDetails;
  outcome: Extract<CardOutcome, { kind: 'succeeds' | 'renewals_fail' }>;
  cardholderName: string;
  email: string | null;
}

export interface SubscriptionChange {
  cancelAtPeriodEnd?: boolean;
  price?: Price;
  quantity?: number;
  defaultPaymentMethod?: string | null;
  metadata?: Metadata;
  description?: string | null;
}

export class Billing {
  constructor(
    private readonly store: StateStore,
    private readonly clock: Clock,
    private readonly events: EventLog,
  ) {}

  private get state() {
    return this.store.state;
  }

  liveCustomer(id: string): Customer | undefined {
    const customer = this.state.customers[id];
    return isLiveCustomer(customer) ? customer : undefined;
  }

  productName(productId: string): string {
    return this.state.products[productId]?.name ?? productId;
  }

  /** The subscription a portal shows: the newest one still renewing, else the newest of all. */
  currentSubscriptionOf(customerId: string): Subscription | undefined {
    const mine = Object.values(this.state.subscriptions)
      .filter((subscription) => subscription.customer === customerId)
      .reverse();
    return mine.find((subscription) => RENEWING_STATUSES.includes(subscription.status)) ?? mine[0];
  }

  /** Open sessions past `expires_at` become expired when next looked at or on a clock tick. */
  refreshCheckoutSession(session: CheckoutSession): void {
    if (session.status === 'open' && session.expires_at <= this.clock.nowSeconds()) {
      session.status = 'expired';
      session.url = null;
      this.store.changed();
    }
  }

  expireCheckoutSession(session: CheckoutSession): void {
    session.status = 'expired';
    session.url = null;
    this.store.changed();
  }

  completeCheckout(session: CheckoutSession, payment: CardPayment): Subscription {
    const now = this.clock.nowSeconds();
    const details = this.state.checkoutSessionDetails[session.id];
    const line = details?.lineItems[0];
    const price = line === undefined ? undefined : this.state.prices[line.price];
    if (details === undefined || line === undefined || price === undefined) {
      throw new Error(`Checkout session ${session.id} has no usable line item.`);
    }

    const customer = this.customerForCheckout(session, payment, now);
    const paymentMethod = this.savePaymentMethod(customer, payment, now);
    customer.currency ??= price.currency;

    const subscription = buildSubscription({
      customer: customer.id,
      price,
      quantity: line.quantity,
      defaultPaymentMethod: paymentMethod.id,
      periodStart: now,
      periodEnd: addMonths(now, 1),
      metadata: details.subscriptionMetadata,
      description: details.subscriptionDescription,
    });
    const invoice = this.createInvoice(subscription, customer, 'subscription_create', now);
    markInvoicePaid(invoice, now);
    subscription.latest_invoice = invoice.id;
    this.state.subscriptions[subscription.id] = subscription;

    session.status = 'complete';
    session.payment_status = 'paid';
    session.customer = customer.id;
    session.customer_details = {
      address: null,
      email: customer.email,
      name: payment.cardholderName,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    session.url = null;
    this.store.changed();

    this.events.emit('customer.subscription.created', subscription);
    this.events.emit('invoice.paid', invoice);
    this.events.emit('checkout.session.completed', session);
    return subscription;
  }

  /**
   * Applies every change of one request and sends a single `customer.subscription.updated`
   * with the previous values, as Stripe does.
   */
  updateSubscription(subscription: Subscription, change: SubscriptionChange, request?: EventRequest): void {
    const before = structuredClone(subscription);
    const now = this.clock.nowSeconds();
    const item = subscription.items.data[0];

    if (change.cancelAtPeriodEnd !== undefined && change.cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
      subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
      subscription.cancel_at = change.cancelAtPeriodEnd ? (item?.current_period_end ?? now) : null;
      subscription.canceled_at = change.cancelAtPeriodEnd ? now : null;
      subscription.cancellation_details.reason = change.cancelAtPeriodEnd ? 'cancellation_requested' : null;
    }
    if (item !== undefined && change.price !== undefined) {
      item.price = change.price;
      item.plan = planFromPrice(change.price);
    }
    if (item !== undefined && change.quantity !== undefined) item.quantity = change.quantity;
    if (change.defaultPaymentMethod !== undefined) subscription.default_payment_method = change.defaultPaymentMethod;
    if (change.metadata !== undefined) subscription.metadata = change.metadata;
    if (change.description !== undefined) subscription.description = change.description;

    this.emitUpdated(before, subscription, request);
  }

  /**
   * A new card from the portal becomes the default for the customer and the subscription, and
   * settles any invoice left open by failed renewals, which brings a past_due subscription back.
   */
  replaceCard(subscription: Subscription, payment: CardPayment): void {
    const customer = this.liveCustomer(subscription.customer);
    if (customer === undefined) throw new Error(`Customer ${subscription.customer} no longer exists.`);
    const before = structuredClone(subscription);
    const now = this.clock.nowSeconds();
    const paymentMethod = this.savePaymentMethod(customer, payment, now);
    customer.invoice_settings.default_payment_method = paymentMethod.id;
    subscription.default_payment_method = paymentMethod.id;

    const openInvoices = Object.values(this.state.invoices).filter(
      (invoice) => invoice.status === 'open' && invoice.parent.subscription_details.subscription === subscription.id,
    );
    for (const invoice of openInvoices) {
      markInvoicePaid(invoice, now);
      this.events.emit('invoice.paid', invoice);
    }
    if (openInvoices.length > 0 && subscription.status === 'past_due') subscription.status = 'active';
    this.store.changed();
    this.emitUpdated(before, subscription);
  }

  /** Ends the subscription at `endedAt` and sends `customer.subscription.deleted`. */
  endSubscription(subscription: Subscription, endedAt: number, request?: EventRequest): void {
    subscription.status = 'canceled';
    subscription.ended_at = endedAt;
    subscription.canceled_at ??= endedAt;
    subscription.cancellation_details.reason ??= 'cancellation_requested';
    this.store.changed();
    this.events.emit('customer.subscription.deleted', subscription, request === undefined ? {} : { request });
  }

  /** Cancels immediately, as `DELETE /v1/subscriptions/:id` does. */
  cancelNow(subscription: Subscription, request?: EventRequest): void {
    const now = this.clock.nowSeconds();
    subscription.canceled_at = now;
    subscription.cancel_at_period_end = false;
    subscription.cancel_at = null;
    this.endSubscription(subscription, now, request);
  }

  /**
   * Brings every subscription up to the current time: ends those set to cancel, renews the
   * rest period by period (so a jump of three months bills three times), and expires sessions.
   */
  processDueWork(): void {
    const now = this.clock.nowSeconds();
    for (const subscription of Object.values(this.state.subscriptions)) {
      for (;;) {
        if (!RENEWING_STATUSES.includes(subscription.status)) break;
        const periodEnd = subscription.items.data[0]?.current_period_end;
        if (periodEnd === undefined || periodEnd > now) break;
        if (subscription.cancel_at_period_end) {
          this.endSubscription(subscription, periodEnd);
          break;
        }
        this.renew(subscription);
      }
    }
    for (const session of Object.values(this.state.checkoutSessions)) this.refreshCheckoutSession(session);
  }

  private renew(subscription: Subscription): void {
    const customer = this.liveCustomer(subscription.customer);
    if (customer === undefined) return;
    const before = structuredClone(subscription);
    let periodStart = 0;
    for (const item of subscription.items.data) {
      periodStart = item.current_period_end;
      item.current_period_start = periodStart;
      item.current_period_end = nextPeriodEnd(subscription.billing_cycle_anchor, periodStart);
    }

    const invoice = this.createInvoice(subscription, customer, 'subscription_cycle', periodStart);
    subscription.latest_invoice = invoice.id;
    const paymentMethodId = subscription.default_payment_method ?? customer.invoice_settings.default_payment_method;
    const isPaid = paymentMethodId !== null && this.state.failingRenewalPaymentMethods[paymentMethodId] !== true;
    if (isPaid) {
      markInvoicePaid(invoice, periodStart);
      subscription.status = 'active';
    } else {
      markInvoicePaymentFailed(invoice);
      subscription.status = 'past_due';
    }
    this.store.changed();

    this.emitUpdated(before, subscription);
    this.events.emit(isPaid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  }

  private emitUpdated(before: Subscription, after: Subscription, request?: EventRequest): void {
    const previous = previousAttributes(before, after);
    if (Object.keys(previous).length === 0) return;
    this.store.changed();
    this.events.emit('customer.subscription.updated', after, {
      previousAttributes: previous,
      ...(request === undefined ? {} : { request }),
    });
  }

  private createInvoice(subscription: Subscription, customer: Customer, billingReason: Invoice['billing_reason'], created: number): Invoice {
    const invoice = buildSubscriptionInvoice({
      subscription,
      customer,
      billingReason,
      created,
      accountName: ACCOUNT_NAME,
      productName: (productId) => this.productName(productId),
    });
    this.state.invoices[invoice.id] = invoice;
    return invoice;
  }

  private customerForCheckout(session: CheckoutSession, payment: CardPayment, now: number): Customer {
    if (session.customer !== null) {
      const existing = this.liveCustomer(session.customer);
      if (existing === undefined) throw new Error(`Customer ${session.customer} no longer exists.`);
      return existing;
    }
    // Subscription-mode Checkout always creates a customer when the session was not given one.
    const customer = buildCustomer({
      email: session.customer_email ?? payment.email,
      name: payment.cardholderName,
      phone: null,
      description: null,
      metadata: {},
      created: now,
    });
    this.state.customers[customer.id] = customer;
    return customer;
  }

  private savePaymentMethod(customer: Customer, payment: CardPayment, now: number): PaymentMethod {
    const paymentMethod = buildCardPaymentMethod({
      card: payment.card,
      customer: customer.id,
      name: payment.cardholderName,
      email: customer.email ?? payment.email,
      created: now,
    });
    this.state.paymentMethods[paymentMethod.id] = paymentMethod;
    if (payment.outcome.kind === 'renewals_fail') this.state.failingRenewalPaymentMethods[paymentMethod.id] = true;
    return paymentMethod;
  }
}
