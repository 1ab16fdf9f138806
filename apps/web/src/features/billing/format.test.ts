import { PLAN_FEATURE_ROWS, PLANS } from '@maitre/shared/plans';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale } from '@/lib/i18n';
import { formatBillingDate, planFeatureLabel } from './format';
import { planFeatureTexts } from './texts';

describe('billing formats', () => {
  afterEach(() => activateLocale('en', null));

  it('has a text for every plan feature of the shared plan catalogue, so none is left in English', () => {
    const features = new Set([...PLAN_FEATURE_ROWS.map((row) => row.feature), ...PLANS.flatMap((plan) => plan.features)]);
    expect([...features].filter((feature) => !Object.hasOwn(planFeatureTexts, feature))).toEqual([]);
    expect(Object.keys(planFeatureTexts).filter((feature) => !features.has(feature))).toEqual([]);
  });

  it('reads plan features and billing dates in the active language', async () => {
    expect(planFeatureLabel('Reservations')).toBe('Reservations');
    expect(planFeatureLabel('Something new')).toBe('Something new');
    activateLocale('de', await loadDashboardCatalog('de'));
    expect(planFeatureLabel('Reservations')).toBe('Reservierungen');
    expect(planFeatureLabel('Everything in Snackbar')).toBe('Alles aus Snackbar');
    expect(planFeatureLabel('Something new')).toBe('Something new');
    expect(formatBillingDate(Date.UTC(2026, 11, 23, 12) / 1000)).toBe('23. Dezember 2026');
  });
});
