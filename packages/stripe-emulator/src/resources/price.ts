import type { Metadata } from '../form.ts';

export type RecurringInterval = 'month';

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  recurring: {
    interval: RecurringInterval;
    interval_count: 1;
    meter: null;
    usage_type: 'licensed';
    trial_period_days: null;
  };
  tax_behavior: 'unspecified';
  tiers_mode: null;
  transform_quantity: null;
  type: 'recurring';
  unit_amount: number;
  unit_amount_decimal: string;
}

/** The legacy `plan` view of a price that Stripe still puts on subscription items. */
export interface Plan {
  id: string;
  object: 'plan';
  active: boolean;
  amount: number;
  amount_decimal: string;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  interval: RecurringInterval;
  interval_count: 1;
  livemode: false;
  metadata: Metadata;
  meter: null;
  nickname: string | null;
  product: string;
  tiers_mode: null;
  transform_usage: null;
  trial_period_days: null;
  usage_type: 'licensed';
}

export interface PriceInput {
  id: string;
  lookupKey: string;
  productId: string;
  unitAmount: number;
  currency: string;
  interval: RecurringInterval;
  created: number;
}

export function buildPrice(input: PriceInput): Price {
  return {
    id: input.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: input.created,
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey,
    metadata: {},
    nickname: null,
    product: input.productId,
    recurring: {
      interval: input.interval,
      interval_count: 1,
      meter: null,
      usage_type: 'licensed',
      trial_period_days: null,
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
}

export function planFromPrice(price: Price): Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring.interval,
    interval_count: 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}
