import type { SubscriptionStatus } from '@maitre/shared/plans';

/** Spec §9: current_period_end × 1000, shown as a local date. */
export function formatBillingDate(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  not_started: 'Not started',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

/** 'visa' → 'Visa', 'amex' → 'American Express'. */
export function cardBrandName(brand: string): string {
  const names: Record<string, string> = {
    amex: 'American Express',
    mastercard: 'Mastercard',
    visa: 'Visa',
    discover: 'Discover',
    jcb: 'JCB',
    unionpay: 'UnionPay',
    diners: 'Diners Club',
  };
  return names[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
