/**
 * The 14 allergens of Regulation (EU) 1169/2011, Annex II, in the regulation's order, and the dietary marks a dish can
 * carry. Their names are shipped texts in six languages (messages `allergens`, the regulation's own wording in each
 * language), never typed by a restaurant: what the guest reads before ordering is the law's word (Art. 14 for
 * distance selling: the order page).
 */
import { z } from 'zod';
import type { Messages } from './messages/en.ts';
import { msg } from './messages/index.ts';

import { ALLERGENS, type Allergen, canonical, DIETARY_MARKS, type DietaryMark } from './pricing.ts';

export { ALLERGENS, type Allergen, type AllergenInfo, combineAllergens, DIETARY_MARKS, type DietaryMark, isAllergen } from './pricing.ts';

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

/** The regulation's name of an allergen in the messages' language ("Cereals containing gluten", "Fruits à coque"). */
export function allergenName(messages: Messages, allergen: Allergen): string {
  return messages.allergens.names[allergen];
}

export function dietaryMarkName(messages: Messages, mark: DietaryMark): string {
  return messages.allergens.marks[mark];
}
