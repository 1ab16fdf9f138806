/**
 * Every text of features/options a person reads, in English; the translations are texts.<locale>.ts beside it
 * (decision 0023). The allergens' own names are not here: they are the shared messages' (allergen-texts.ts).
 */
import { defineTexts, money } from '@/lib/i18n';

/** A dish's or a line's allergens, and the key to the glyphs. */
export const allergenListTexts = defineTexts('options.allergenListTexts', {
  /** Before a list: "Contains: Milk, Eggs". `label` is the shared messages' "Contains" or "May contain". */
  heading: (label: string) => `${label}:`,
  /** The summary of the key that opens and closes. */
  legend: 'Allergens and dietary marks: key',
  legendIntro: 'Each dish lists the allergens it contains and those it may contain (traces), as named by EU Regulation 1169/2011.',
  allergens: 'The 14 allergens',
  dietary: 'Dietary marks',
});

/** Choosing a dish's options: sizes, choices, extras. */
export const optionChooserTexts = defineTexts('options.optionChooserTexts', {
  required: 'Required',
  optional: 'Optional',
  chooseOne: 'Choose 1',
  chooseExactly: (count: number) => `Choose ${count}`,
  chooseAtLeast: (count: number) => `Choose at least ${count}`,
  chooseUpTo: (count: number) => `Choose up to ${count}`,
  chooseBetween: (min: number, max: number) => `Choose ${min} to ${max}`,
  /** The group a guest left without enough choices. */
  tooFew: (group: string, min: number) => (min === 1 ? `Choose an option for ${group}` : `Choose at least ${min} for ${group}`),
  /** Shown once a group has as many choices as it allows (the other boxes are then off). */
  atMost: (max: number) => `That is the most for this choice (${max}); untick one to change it`,
  /** The choice of nothing in an optional single-choice group. */
  none: 'None',
  soldOut: 'Sold out',
  /** An option of which few are left (decision 0027: 5 or fewer). */
  left: (count: number) => `${count} left`,
  /** An option's price change. */
  more: (amount: number) => `+${money(amount)}`,
  less: (amount: number) => `−${money(amount)}`,
  unitPrice: 'Price per item',
  add: (price: number) => `Add to order · ${money(price)}`,
  /** The same button when the guest changes a cart line's choices. */
  save: (price: number) => `Save choices · ${money(price)}`,
  cancel: 'Cancel',
  /** A group and what was chosen in it, on a cart or order line: "Size: Large". */
  chosen: (group: string, options: string) => `${group}: ${options}`,
  /** Between the options chosen in one group. */
  separator: ', ',
});
