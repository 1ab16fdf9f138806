/**
 * The 14 allergens of Regulation (EU) 1169/2011, Annex II, in the regulation's order, and the dietary marks a dish can
 * carry. Their names are shipped texts in six languages (messages `allergens`, the regulation's own wording in each
 * language), never typed by a restaurant: what the guest reads before ordering is the law's word (Art. 14 for
 * distance selling: the order page).
 */
import { z } from 'zod';
import type { Messages } from './messages/en.ts';
import { msg } from './messages/index.ts';

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

/** Marks a guest filters by or looks for: not allergens, not regulated, shown beside them. */
export const DIETARY_MARKS = ['vegetarian', 'vegan', 'spicy'] as const;
export type DietaryMark = (typeof DIETARY_MARKS)[number];

export function isAllergen(value: unknown): value is Allergen {
  return typeof value === 'string' && (ALLERGENS as readonly string[]).includes(value);
}

/** Each value once, in the list's own order (the regulation's for allergens): what is stored and answered. */
function canonical<T extends string>(all: readonly T[], values: readonly T[]): T[] {
  const chosen = new Set(values);
  return all.filter((value) => chosen.has(value));
}

/** A dish's or an option's allergens: any of the 14 keys, each once (repeats dropped), stored in the regulation's order. */
export const AllergenListSchema = z
  .array(z.enum(ALLERGENS, { error: msg((m) => m.allergens.unknown) }), { error: msg((m) => m.allergens.notAList) })
  .max(ALLERGENS.length * 2)
  .transform((values) => canonical(ALLERGENS, values));

export const DietaryListSchema = z
  .array(z.enum(DIETARY_MARKS, { error: msg((m) => m.allergens.unknownMark) }), { error: msg((m) => m.allergens.notAList) })
  .max(DIETARY_MARKS.length * 2)
  .transform((values) => canonical(DIETARY_MARKS, values));

/** As the API answers them (already canonical when stored). */
export const AllergenListOutputSchema = z.array(z.enum(ALLERGENS));
export const DietaryListOutputSchema = z.array(z.enum(DIETARY_MARKS));

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

/** The regulation's name of an allergen in the messages' language ("Cereals containing gluten", "Fruits à coque"). */
export function allergenName(messages: Messages, allergen: Allergen): string {
  return messages.allergens.names[allergen];
}

export function dietaryMarkName(messages: Messages, mark: DietaryMark): string {
  return messages.allergens.marks[mark];
}
