/**
 * The rules of an order line without zod (issue 19): the 14 allergen keys, `combineAllergens`, `priceLine`,
 * `defaultChoices` and `lineKey`. The guest order page prices its cart with them and its bundle has no room for zod
 * (≤ 30 KB gzip initial JavaScript), so they live here; allergens.ts, options.ts and orders.ts re-export them, and the
 * server and every other caller keep importing from there. Decision 0024.
 */
import { toCents } from './money.ts';

export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export function isAllergen(value: unknown): value is Allergen {
  return typeof value === 'string' && (ALLERGENS as readonly string[]).includes(value);
}

/** Marks a guest filters by or looks for: not allergens, not regulated, shown beside them. */
export const DIETARY_MARKS = ['vegetarian', 'vegan', 'spicy'] as const;
export type DietaryMark = (typeof DIETARY_MARKS)[number];

export const OPTION_SELECTIONS = ['single', 'multiple'] as const;
export type OptionSelection = (typeof OPTION_SELECTIONS)[number];

/** Each value once, in the list's own order (the regulation's for allergens): what is stored and answered. */
export function canonical<T extends string>(all: readonly T[], values: readonly T[]): T[] {
  const chosen = new Set(values);
  return all.filter((value) => chosen.has(value));
}

/** What something contains, and what it may contain (traces): an allergen it contains is never also listed as a trace. */
export interface AllergenInfo {
  allergens: readonly Allergen[];
  traces: readonly Allergen[];
}

/**
 * The allergens of what a guest actually chose: the dish's and every chosen option's, contained winning over "may
 * contain". The order line keeps this (a snapshot), the cart shows it.
 */
export function combineAllergens(parts: readonly AllergenInfo[]): { allergens: Allergen[]; traces: Allergen[] } {
  const contained = new Set(parts.flatMap((part) => part.allergens));
  const traces = new Set(parts.flatMap((part) => part.traces).filter((allergen) => !contained.has(allergen)));
  return { allergens: canonical(ALLERGENS, [...contained]), traces: canonical(ALLERGENS, [...traces]) };
}

/** What pricing needs of an option. */
export interface PricingOption {
  id: string;
  name: string;
  price_delta: number;
  is_default: boolean;
  is_available: boolean;
  /** Portions left today (decision 0027): 0 is sold out, null (or absent) not counted. */
  portions_left?: number | null;
  allergens: readonly Allergen[];
  traces: readonly Allergen[];
}
export interface PricingGroup {
  id: string;
  name: string;
  selection: OptionSelection;
  min_choices: number;
  max_choices: number | null;
  options: readonly PricingOption[];
}
/** A dish with the groups it offers, in order. */
export interface PricingItem {
  id: string;
  name: string;
  price: number;
  allergens: readonly Allergen[];
  traces: readonly Allergen[];
  groups: readonly PricingGroup[];
}

/** A chosen option as an order line keeps it: names and price change as they were when ordered (options.ts ChosenOptionSchema). */
export interface ChosenOption {
  option_id: string;
  group_id: string;
  /** The group's name ("Size"). */
  group: string;
  name: string;
  price_delta: number;
}

export type LineProblem =
  | { kind: 'not_an_option'; optionId: string }
  | { kind: 'repeated'; option: string }
  | { kind: 'sold_out'; option: string }
  | { kind: 'too_few'; group: string; min: number }
  | { kind: 'too_many'; group: string; max: number }
  | { kind: 'below_zero' };

export interface PricedLine {
  /** The dish's price plus every chosen option's change, in cents. */
  unitCents: number;
  /** In the dish's group order, then the group's option order. */
  options: ChosenOption[];
  allergens: Allergen[];
  traces: Allergen[];
}

/**
 * Sold-out counts (issue 19, decision 0027): the order page says "3 left" from this many down; above it, nothing. A dish or
 * option with a count of 0 is sold out until the count is raised or its daily par starts the next business day.
 */
export const FEW_PORTIONS_LEFT = 5;

/** The highest count or daily par: a typo guard ("2000" for "20"), not a business rule. */
export const MAX_PORTIONS = 9999;

/** Whether an option can be chosen now: switched on, and not counted down to 0. */
export function isOnSale(option: Pick<PricingOption, 'is_available' | 'portions_left'>): boolean {
  return option.is_available && option.portions_left !== 0;
}

/** The options a guest starts with: each group's defaults that are on sale. */
export function defaultChoices(item: Pick<PricingItem, 'groups'>): string[] {
  return item.groups.flatMap((group) => group.options.filter((option) => option.is_default && isOnSale(option)).map((option) => option.id));
}

/**
 * Prices one line of `item` with the chosen option ids (undefined: the groups' defaults). Refuses an id that is not
 * one of this dish's options, an option chosen twice or sold out (switched off, or counted down to 0), a group with fewer choices than its minimum or more
 * than its maximum, and a unit price below zero.
 */
export function priceLine(item: PricingItem, chosen: readonly string[] | undefined): { ok: true; line: PricedLine } | { ok: false; problem: LineProblem } {
  const ids = chosen ?? defaultChoices(item);
  const byId = new Map<string, { group: PricingGroup; option: PricingOption }>();
  for (const group of item.groups) for (const option of group.options) byId.set(option.id, { group, option });
  const picked = new Set<string>();
  for (const id of ids) {
    const found = byId.get(id);
    if (!found) return { ok: false, problem: { kind: 'not_an_option', optionId: id } };
    if (picked.has(id)) return { ok: false, problem: { kind: 'repeated', option: found.option.name } };
    if (!isOnSale(found.option)) return { ok: false, problem: { kind: 'sold_out', option: found.option.name } };
    picked.add(id);
  }
  const options: ChosenOption[] = [];
  const parts = [{ allergens: item.allergens, traces: item.traces }];
  let unitCents = toCents(item.price);
  for (const group of item.groups) {
    const inGroup = group.options.filter((option) => picked.has(option.id));
    if (inGroup.length < group.min_choices) return { ok: false, problem: { kind: 'too_few', group: group.name, min: group.min_choices } };
    const max = group.selection === 'single' ? 1 : group.max_choices;
    if (max !== null && inGroup.length > max) return { ok: false, problem: { kind: 'too_many', group: group.name, max } };
    for (const option of inGroup) {
      options.push({ option_id: option.id, group_id: group.id, group: group.name, name: option.name, price_delta: option.price_delta });
      parts.push({ allergens: option.allergens, traces: option.traces });
      unitCents += toCents(option.price_delta);
    }
  }
  if (unitCents < 0) return { ok: false, problem: { kind: 'below_zero' } };
  return { ok: true, line: { unitCents, options, ...combineAllergens(parts) } };
}

/** A line's identity: the same dish with the same choices is one line (its quantity grows); other choices, another line. */
export function lineKey(line: { menu_item_id: string; options?: readonly string[] | undefined }): string {
  return `${line.menu_item_id}|${line.options === undefined ? '*' : [...line.options].sort().join(',')}`;
}
