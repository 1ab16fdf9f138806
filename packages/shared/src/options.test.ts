/**
 * The pricing rule (`priceLine`) as properties (fast-check): for any dish and groups, a choice that keeps every
 * group's rules is priced at the dish's price plus the chosen options' changes, exactly in cents; any choice that
 * breaks a rule is refused, and no accepted price is ever below zero.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLERGENS } from './allergens.ts';
import { defaultChoices, type PricingGroup, type PricingItem, type PricingOption, priceLine } from './options.ts';

const cents = (min: number, max: number) => fc.integer({ min, max }).map((value) => value / 100);
const allergens = fc.uniqueArray(fc.constantFrom(...ALLERGENS), { maxLength: 4 });

let nextId = 0;
const id = () => {
  nextId += 1;
  return `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`;
};

const option: fc.Arbitrary<PricingOption> = fc
  .record({
    name: fc.string({ minLength: 1, maxLength: 8 }),
    price_delta: cents(-99_999, 99_999),
    is_default: fc.boolean(),
    is_available: fc.boolean(),
    allergens,
    traces: allergens,
  })
  .map((fields) => ({ id: id(), ...fields }));

const group: fc.Arbitrary<PricingGroup> = fc
  .record({
    name: fc.string({ minLength: 1, maxLength: 8 }),
    selection: fc.constantFrom('single' as const, 'multiple' as const),
    options: fc.array(option, { minLength: 1, maxLength: 6 }),
    min: fc.nat({ max: 3 }),
    max: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  })
  .map(({ name, selection, options, min, max }) => {
    const maxChoices = selection === 'single' ? 1 : max;
    const minChoices = Math.min(min, maxChoices ?? options.length, options.length);
    return { id: id(), name, selection, min_choices: minChoices, max_choices: maxChoices, options };
  });

const item: fc.Arbitrary<PricingItem> = fc
  .record({ price: cents(0, 9_999_999), allergens, traces: allergens, groups: fc.array(group, { maxLength: 4 }) })
  .map((fields) => ({ id: id(), name: 'Dish', ...fields }));

/** A choice that keeps every group's rules: per group, between min and max available options. */
function validChoice(dish: PricingItem, pick: (count: number) => number): string[] | null {
  const chosen: string[] = [];
  for (const candidate of dish.groups) {
    const available = candidate.options.filter((entry) => entry.is_available);
    const max = Math.min(candidate.max_choices ?? available.length, available.length);
    if (candidate.min_choices > max) return null;
    const count = candidate.min_choices + (pick(max - candidate.min_choices + 1) % (max - candidate.min_choices + 1));
    chosen.push(...available.slice(0, count).map((entry) => entry.id));
  }
  return chosen;
}

const toCents = (amount: number) => Math.round(amount * 100);

describe('priceLine', () => {
  it('prices a valid choice at the dish’s price plus the chosen changes, in cents, or refuses it as below zero', () => {
    fc.assert(
      fc.property(item, fc.nat(), (dish, seed) => {
        const chosen = validChoice(dish, (count) => seed % count);
        fc.pre(chosen !== null);
        // In any order: the line lists them in the groups' order anyway.
        const result = priceLine(dish, [...(chosen ?? [])].reverse());
        const expected =
          toCents(dish.price) +
          (chosen ?? []).reduce((sum, optionId) => {
            const found = dish.groups.flatMap((entry) => entry.options).find((entry) => entry.id === optionId);
            return sum + toCents(found?.price_delta ?? 0);
          }, 0);
        if (expected < 0) {
          expect(result).toEqual({ ok: false, problem: { kind: 'below_zero' } });
          return;
        }
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.line.unitCents).toBe(expected);
        expect(result.line.options.map((entry) => entry.option_id).sort()).toEqual([...(chosen ?? [])].sort());
        // Contained wins over "may contain"; the dish's allergens are always there.
        for (const allergen of dish.allergens) expect(result.line.allergens).toContain(allergen);
        for (const allergen of result.line.traces) expect(result.line.allergens).not.toContain(allergen);
      }),
    );
  });

  it('never accepts a price below zero, whatever is chosen', () => {
    fc.assert(
      fc.property(item, fc.array(fc.nat(), { maxLength: 8 }), (dish, picks) => {
        const all = dish.groups.flatMap((entry) => entry.options.map((candidate) => candidate.id));
        const chosen = all.length === 0 ? [] : picks.map((pick) => all[pick % all.length] as string);
        const result = priceLine(dish, chosen);
        if (result.ok) expect(result.line.unitCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('refuses a choice with too few or too many options in a group, naming the group', () => {
    fc.assert(
      fc.property(item, fc.nat(), fc.boolean(), (dish, seed, tooMany) => {
        const chosen = validChoice(dish, (count) => seed % count);
        fc.pre(chosen !== null);
        const index = dish.groups.findIndex((candidate) =>
          tooMany
            ? candidate.options.filter((entry) => entry.is_available).length > (candidate.max_choices ?? Number.POSITIVE_INFINITY)
            : candidate.min_choices > 0,
        );
        fc.pre(index !== -1);
        const target = dish.groups[index] as PricingGroup;
        const others = (chosen ?? []).filter((optionId) => !target.options.some((entry) => entry.id === optionId));
        const available = target.options.filter((entry) => entry.is_available).map((entry) => entry.id);
        const inTarget = tooMany ? available.slice(0, (target.max_choices ?? 0) + 1) : available.slice(0, target.min_choices - 1);
        const result = priceLine(dish, [...others, ...inTarget]);
        expect(result.ok).toBe(false);
        if (result.ok) return;
        // The groups before `target` were chosen validly, so the refusal is about `target`.
        expect(result.problem).toEqual(
          tooMany ? { kind: 'too_many', group: target.name, max: target.max_choices } : { kind: 'too_few', group: target.name, min: target.min_choices },
        );
      }),
    );
  });

  it('refuses a sold-out option, one chosen twice, and an id that is not one of the dish’s options', () => {
    fc.assert(
      fc.property(item, (dish) => {
        const all = dish.groups.flatMap((entry) => entry.options);
        const soldOut = all.find((entry) => !entry.is_available);
        if (soldOut) expect(priceLine(dish, [soldOut.id])).toEqual({ ok: false, problem: { kind: 'sold_out', option: soldOut.name } });
        const available = all.find((entry) => entry.is_available);
        if (available) {
          expect(priceLine(dish, [available.id, available.id])).toEqual({ ok: false, problem: { kind: 'repeated', option: available.name } });
        }
        const stranger = '99999999-0000-4000-8000-000000000000';
        expect(priceLine(dish, [stranger])).toEqual({ ok: false, problem: { kind: 'not_an_option', optionId: stranger } });
      }),
    );
  });

  it('takes the groups’ available defaults when nothing is chosen', () => {
    fc.assert(
      fc.property(item, (dish) => {
        expect(priceLine(dish, undefined)).toEqual(priceLine(dish, defaultChoices(dish)));
      }),
    );
  });
});
