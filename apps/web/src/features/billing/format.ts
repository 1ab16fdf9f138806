import { DEFAULT_LOCALE } from '@maitre/shared/locales';
import { currentLocale, intlTag } from '@/lib/i18n';
import { planFeatureTexts } from './texts';

/**
 * Spec §9: current_period_end × 1000, shown as a local date ("December 23, 2026" for a US browser). English keeps the
 * device's way of writing dates, as before languages came; another language writes it its own way ("23 décembre 2026").
 */
export function formatBillingDate(epochSeconds: number): string {
  const locale = currentLocale() === DEFAULT_LOCALE ? undefined : intlTag();
  return new Date(epochSeconds * 1000).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** A plan feature of packages/shared/src/plans.ts in the active language; one the catalog does not know stays as it is. */
export function planFeatureLabel(feature: string): string {
  return Object.hasOwn(planFeatureTexts, feature) ? planFeatureTexts[feature as keyof typeof planFeatureTexts] : feature;
}

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
