import { newId } from '../ids.ts';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  allow_redisplay: 'unspecified';
  billing_details: {
    address: {
      city: null;
      country: null;
      line1: null;
      line2: null;
      postal_code: null;
      state: null;
    };
    email: string | null;
    name: string | null;
    phone: null;
    tax_id: null;
  };
  card: {
    brand: CardBrand;
    checks: { address_line1_check: null; address_postal_code_check: null; cvc_check: 'pass' };
    country: 'US';
    display_brand: CardBrand;
    exp_month: number;
    exp_year: number;
    fingerprint: string;
    funding: 'credit' | 'debit';
    generated_from: null;
    last4: string;
    networks: { available: CardBrand[]; preferred: null };
    regulated_status: 'unregulated';
    three_d_secure_usage: { supported: true };
    wallet: null;
  };
  created: number;
  customer: string | null;
  customer_account: null;
  livemode: false;
  metadata: Record<string, string>;
  type: 'card';
}

export interface CardDetails {
  brand: CardBrand;
  funding: 'credit' | 'debit';
  last4: string;
  expMonth: number;
  expYear: number;
  /** Stripe's fingerprint is stable per card number; a short digest of the number stands in. */
  fingerprint: string;
}

export function buildCardPaymentMethod(input: {
  card: CardDetails;
  customer: string;
  name: string | null;
  email: string | null;
  created: number;
}): PaymentMethod {
  return {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: input.email,
      name: input.name,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: input.card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: input.card.brand,
      exp_month: input.card.expMonth,
      exp_year: input.card.expYear,
      fingerprint: input.card.fingerprint,
      funding: input.card.funding,
      generated_from: null,
      last4: input.card.last4,
      networks: { available: [input.card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: input.created,
    customer: input.customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}
