import { newId } from '../ids.ts';
import { formatPricePerInterval } from '../money.ts';
import type { Customer } from './customer.ts';
import type { Subscription } from './subscription.ts';

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
export type BillingReason = 'subscription_create' | 'subscription_cycle';

export interface InvoiceLineItem {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  discount_amounts: [];
  discountable: true;
  discounts: [];
  invoice: string;
  livemode: false;
  metadata: Record<string, string>;
  parent: {
    invoice_item_details: null;
    subscription_item_details: {
      invoice_item: null;
      proration: false;
      proration_details: { credited_items: null };
      subscription: string;
      subscription_item: string;
    };
    type: 'subscription_item_details';
  };
  period: { end: number; start: number };
  pretax_credit_amounts: [];
  pricing: {
    price_details: { price: string; product: string };
    type: 'price_details';
    unit_amount_decimal: string;
  };
  quantity: number;
  subtotal: number;
  taxes: [];
}

export interface Invoice {
  id: string;
  object: 'invoice';
  account_country: 'FR';
  account_name: string;
  account_tax_ids: null;
  amount_due: number;
  amount_overpaid: number;
  amount_paid: number;
  amount_remaining: number;
  amount_shipping: number;
  application: null;
  attempt_count: number;
  attempted: boolean;
  auto_advance: boolean;
  automatic_tax: { enabled: false; liability: null; status: null; disabled_reason: null; provider: null };
  automatically_finalizes_at: null;
  billing_reason: BillingReason;
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  custom_fields: null;
  customer: string;
  customer_account: null;
  customer_address: null;
  customer_email: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  customer_shipping: null;
  customer_tax_exempt: 'none';
  customer_tax_ids: [];
  default_payment_method: null;
  default_source: null;
  default_tax_rates: [];
  description: null;
  discounts: [];
  due_date: null;
  effective_at: number;
  ending_balance: number;
  footer: null;
  from_invoice: null;
  hosted_invoice_url: null;
  invoice_pdf: null;
  issuer: { type: 'self' };
  last_finalization_error: null;
  latest_revision: null;
  lines: { object: 'list'; data: InvoiceLineItem[]; has_more: false; total_count: number; url: string };
  livemode: false;
  metadata: Record<string, string>;
  next_payment_attempt: number | null;
  number: string;
  on_behalf_of: null;
  parent: {
    quote_details: null;
    subscription_details: { metadata: Record<string, string>; subscription: string };
    type: 'subscription_details';
  };
  payment_settings: { default_mandate: null; payment_method_options: null; payment_method_types: null };
  period_end: number;
  period_start: number;
  post_payment_credit_notes_amount: number;
  pre_payment_credit_notes_amount: number;
  receipt_number: null;
  rendering: null;
  shipping_cost: null;
  shipping_details: null;
  starting_balance: number;
  statement_descriptor: null;
  status: InvoiceStatus;
  status_transitions: {
    finalized_at: number | null;
    marked_uncollectible_at: null;
    paid_at: number | null;
    voided_at: null;
  };
  subtotal: number;
  subtotal_excluding_tax: number;
  test_clock: null;
  total: number;
  total_discount_amounts: [];
  total_excluding_tax: number;
  total_pretax_credit_amounts: [];
  total_taxes: [];
  webhooks_delivered_at: number | null;
}

/**
 * One invoice for the subscription's current item period. It is created finalized and then
 * either paid or left open after a failed attempt, which is all a renewal needs.
 */
export function buildSubscriptionInvoice(input: {
  subscription: Subscription;
  customer: Customer;
  billingReason: BillingReason;
  created: number;
  accountName: string;
  productName: (productId: string) => string;
}): Invoice {
  const { subscription, customer } = input;
  const id = newId('in');
  const lines = subscription.items.data.map((item): InvoiceLineItem => {
    const amount = item.price.unit_amount * item.quantity;
    return {
      id: newId('il'),
      object: 'line_item',
      amount,
      currency: item.price.currency,
      description: `${item.quantity} × ${input.productName(item.price.product)} (at ${formatPricePerInterval(item.price.unit_amount, item.price.currency, item.price.recurring.interval)})`,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: {},
      parent: {
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: false,
          proration_details: { credited_items: null },
          subscription: subscription.id,
          subscription_item: item.id,
        },
        type: 'subscription_item_details',
      },
      period: { start: item.current_period_start, end: item.current_period_end },
      pretax_credit_amounts: [],
      pricing: {
        price_details: { price: item.price.id, product: item.price.product },
        type: 'price_details',
        unit_amount_decimal: item.price.unit_amount_decimal,
      },
      quantity: item.quantity,
      subtotal: amount,
      taxes: [],
    };
  });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const sequence = customer.next_invoice_sequence;
  customer.next_invoice_sequence += 1;
  return {
    id,
    object: 'invoice',
    account_country: 'FR',
    account_name: input.accountName,
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { enabled: false, liability: null, status: null, disabled_reason: null, provider: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: input.created,
    currency: subscription.currency,
    custom_fields: null,
    customer: customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name,
    customer_phone: customer.phone,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: input.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
      type: 'subscription_details',
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: input.created,
    period_start: input.created,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'open',
    status_transitions: { finalized_at: input.created, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
}

export function markInvoicePaid(invoice: Invoice, at: number): void {
  invoice.status = 'paid';
  invoice.attempted = true;
  invoice.attempt_count += 1;
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = at;
}

export function markInvoicePaymentFailed(invoice: Invoice): void {
  invoice.status = 'open';
  invoice.attempted = true;
  invoice.attempt_count += 1;
}
