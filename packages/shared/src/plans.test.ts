import { describe, expect, it } from 'vitest';
import { formatLimit, isEntitledStatus, isLiveStatus, PLAN_FEATURE_ROWS, PLANS, planAtLeast, planRequiredMessage } from './plans.ts';

describe('plan catalogue', () => {
  it('has the spec §9 prices and limits, Restaurant most popular', () => {
    expect(PLANS.map(({ name, price, amountCents, limits, isMostPopular }) => ({ name, price, amountCents, limits, isMostPopular }))).toEqual([
      { name: 'Snackbar', price: '€49.99', amountCents: 4999, limits: { menuItems: 10, staff: 1, printers: 1 }, isMostPopular: false },
      { name: 'Restaurant', price: '€79.99', amountCents: 7999, limits: { menuItems: 50, staff: 10, printers: 2 }, isMostPopular: true },
      { name: 'Michelin Star', price: '€99.99', amountCents: 9999, limits: { menuItems: null, staff: null, printers: null }, isMostPopular: false },
    ]);
  });

  it('ranks snackbar < restaurant < michelin; no plan reaches nothing', () => {
    expect(planAtLeast('restaurant', 'restaurant')).toBe(true);
    expect(planAtLeast('michelin', 'restaurant')).toBe(true);
    expect(planAtLeast('snackbar', 'restaurant')).toBe(false);
    expect(planAtLeast(null, 'snackbar')).toBe(false);
  });

  it('compares features cumulatively: each row is in its plan and every higher one', () => {
    const reservations = PLAN_FEATURE_ROWS.find((row) => row.feature === 'Reservations');
    expect(PLANS.map((plan) => planAtLeast(plan.id, reservations?.from ?? 'michelin'))).toEqual([false, true, true]);
    // Every feature named in a plan's list appears in the table.
    const listed = PLANS.flatMap((plan) => plan.features).filter((feature) => !feature.startsWith('Everything in'));
    expect(new Set(listed)).toEqual(new Set(PLAN_FEATURE_ROWS.map((row) => row.feature)));
  });

  it('shows ∞ for an unlimited limit', () => {
    expect(formatLimit(null)).toBe('∞');
    expect(formatLimit(50)).toBe('50');
  });

  it('names the plan that lifts a lock', () => {
    expect(planRequiredMessage('restaurant')).toBe('This feature needs the Restaurant plan or higher. Choose a plan on the Subscription page.');
    expect(planRequiredMessage('michelin')).toBe('This feature needs the Michelin Star plan. Choose a plan on the Subscription page.');
  });

  it('grants the plan only while active or trialing; a past-due subscription still blocks a second checkout', () => {
    expect(['active', 'trialing', 'past_due', 'canceled'].map(isEntitledStatus)).toEqual([true, true, false, false]);
    expect(['active', 'trialing', 'past_due', 'unpaid', 'paused', 'canceled', 'incomplete_expired', null].map(isLiveStatus)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
