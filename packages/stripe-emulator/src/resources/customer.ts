import type { Metadata } from '../form.ts';
import { newId, newInvoicePrefix } from '../ids.ts';

export interface Customer {
  id: string;
  object: 'customer';
  address: null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  discount: null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: {
    custom_fields: null;
    default_payment_method: string | null;
    footer: null;
    rendering_options: null;
  };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  next_invoice_sequence: number;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: 'none';
  test_clock: null;
  customer_account: null;
}

/** What Stripe keeps (and answers with) after a customer is deleted. */
export interface DeletedCustomer {
  id: string;
  object: 'customer';
  deleted: true;
}

export type StoredCustomer = Customer | DeletedCustomer;

export function isLiveCustomer(customer: StoredCustomer | undefined): customer is Customer {
  return customer !== undefined && !('deleted' in customer);
}

export interface CustomerInput {
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  metadata: Metadata;
  created: number;
}

export function buildCustomer(input: CustomerInput): Customer {
  return {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: input.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description,
    discount: null,
    email: input.email,
    invoice_prefix: newInvoicePrefix(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    next_invoice_sequence: 1,
    phone: input.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
    customer_account: null,
  };
}
