import type { Metadata } from '../form.ts';
import { newId } from '../ids.ts';

export interface CheckoutLineItem {
  price: string;
  quantity: number;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  adaptive_pricing: { enabled: false };
  after_expiration: null;
  allow_promotion_codes: boolean | null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: false; liability: null; provider: null; status: null };
  billing_address_collection: null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  collected_information: null;
  consent: null;
  consent_collection: null;
  created: number;
  currency: string;
  custom_fields: [];
  custom_text: { after_submit: null; shipping_address: null; submit: null; terms_of_service_acceptance: null };
  customer: string | null;
  customer_account: null;
  customer_creation: 'always' | null;
  customer_details: {
    address: null;
    email: string | null;
    name: string | null;
    phone: null;
    tax_exempt: 'none';
    tax_ids: [];
  } | null;
  customer_email: string | null;
  discounts: [];
  expires_at: number;
  invoice: string | null;
  invoice_creation: null;
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: 'subscription';
  origin_context: null;
  payment_intent: null;
  payment_link: null;
  payment_method_collection: 'always';
  payment_method_configuration_details: null;
  payment_method_options: { card: { request_three_d_secure: 'automatic' } };
  payment_method_types: ['card'];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  permissions: null;
  phone_number_collection: { enabled: false };
  recovered_from: null;
  saved_payment_method_options: null;
  setup_intent: null;
  shipping_address_collection: null;
  shipping_cost: null;
  shipping_options: [];
  status: 'open' | 'complete' | 'expired';
  submit_type: null;
  subscription: string | null;
  success_url: string;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted';
  url: string | null;
  wallet_options: null;
}

/** What a session needs beyond Stripe's public fields; Stripe keeps these server-side too. */
export interface CheckoutSessionPrivate {
  lineItems: CheckoutLineItem[];
  subscriptionMetadata: Metadata;
  subscriptionDescription: string | null;
}

export const CHECKOUT_SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

export function buildCheckoutSession(input: {
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  successUrl: string;
  cancelUrl: string | null;
  metadata: Metadata;
  allowPromotionCodes: boolean | null;
  locale: string | null;
  amount: number;
  currency: string;
  created: number;
  publicUrl: string;
}): CheckoutSession {
  const id = newId('cs_test', 58);
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: input.allowPromotionCodes,
    amount_subtotal: input.amount,
    amount_total: input.amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: input.customer,
    customer_account: null,
    customer_creation: input.customer === null ? 'always' : null,
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.created + CHECKOUT_SESSION_LIFETIME_SECONDS,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: input.locale,
    metadata: input.metadata,
    mode: 'subscription',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${input.publicUrl}/checkout/${id}`,
    wallet_options: null,
  };
}
