/**
 * Option groups (issue 19): sizes, choices, "No onions", "Extra mozzarella +1,50 €". A group belongs to the restaurant
 * and is reused by any number of dishes; it is single or multiple choice, with a minimum (≥ 1: required) and a
 * maximum; each option has a price change (may be negative), may be preselected (default) and switched off (sold out),
 * and carries its own allergens.
 *
 * `priceLine` is the one rule that prices an order line from ids: the server prices every order with it (never trusting
 * a price from the client), the cart shows what it will say. Decision 0024.
 */
import { z } from 'zod';
import { AllergenListOutputSchema, AllergenListSchema } from './allergens.ts';
import { MenuItemTranslationsOutputSchema, MenuItemTranslationsSchema } from './menu.ts';

export { MAX_OPTION_GROUPS_PER_ITEM, OptionGroupIdsSchema } from './menu.ts';

import { msg } from './messages/index.ts';
import { OPTION_SELECTIONS } from './pricing.ts';
import { singleLine } from './text.ts';

export {
  type ChosenOption,
  defaultChoices,
  type LineProblem,
  OPTION_SELECTIONS,
  type OptionSelection,
  type PricedLine,
  type PricingGroup,
  type PricingItem,
  type PricingOption,
  priceLine,
} from './pricing.ts';

export const MAX_OPTIONS_PER_GROUP = 30;
/** Largest price change of one option, either way, in euros. */
export const MAX_OPTION_PRICE_DELTA = 999.99;
export const MAX_OPTION_NAME_LENGTH = 80;

const priceDeltaSchema = z
  .number({ error: msg((m) => m.options.priceDeltaRange(MAX_OPTION_PRICE_DELTA)) })
  .min(-MAX_OPTION_PRICE_DELTA, { error: msg((m) => m.options.priceDeltaRange(MAX_OPTION_PRICE_DELTA)) })
  .max(MAX_OPTION_PRICE_DELTA, { error: msg((m) => m.options.priceDeltaRange(MAX_OPTION_PRICE_DELTA)) })
  .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), { error: msg((m) => m.menu.priceDecimals) });

/** One option as the group form and the API take it: with `id`, the option of that id is kept (and edited). */
export const OptionInputSchema = z.object({
  id: z.uuid({ error: msg((m) => m.options.notAnOptionId) }).optional(),
  name: singleLine('name', MAX_OPTION_NAME_LENGTH),
  /** The option's name in other languages (`{ "fr": { "name": "…" } }`); a description is ignored. */
  translations: MenuItemTranslationsSchema.default({}),
  price_delta: priceDeltaSchema.default(0),
  is_default: z.boolean().default(false),
  is_available: z.boolean({ error: msg((m) => m.menu.availabilityBoolean) }).default(true),
  allergens: AllergenListSchema.default([]),
  traces: AllergenListSchema.default([]),
});
export type OptionInput = z.input<typeof OptionInputSchema>;

/**
 * A new option group, or the whole of an edited one (PUT semantics on PATCH: options with an id are kept, without one
 * are added, missing ones are removed). Single choice means at most one (`max_choices` 1); `min_choices` 1 makes the
 * group required (sizes: single, min 1).
 */
export const OptionGroupInputSchema = z
  .object({
    name: singleLine('name', MAX_OPTION_NAME_LENGTH),
    translations: MenuItemTranslationsSchema.default({}),
    selection: z.enum(OPTION_SELECTIONS, { error: msg((m) => m.options.selection) }),
    min_choices: z
      .number({ error: msg((m) => m.options.minWhole) })
      .int({ error: msg((m) => m.options.minWhole) })
      .min(0, { error: msg((m) => m.options.minWhole) })
      .max(MAX_OPTIONS_PER_GROUP, { error: msg((m) => m.options.minWhole) })
      .default(0),
    /** null: as many as there are options (multiple choice only). */
    max_choices: z
      .number({ error: msg((m) => m.options.maxWhole) })
      .int({ error: msg((m) => m.options.maxWhole) })
      .min(1, { error: msg((m) => m.options.maxWhole) })
      .max(MAX_OPTIONS_PER_GROUP, { error: msg((m) => m.options.maxWhole) })
      .nullable()
      .default(null),
    options: z
      .array(OptionInputSchema, { error: msg((m) => m.options.addOption) })
      .min(1, { error: msg((m) => m.options.addOption) })
      .max(MAX_OPTIONS_PER_GROUP, { error: msg((m) => m.options.tooManyOptions(MAX_OPTIONS_PER_GROUP)) }),
  })
  .transform((group) => (group.selection === 'single' ? { ...group, max_choices: 1 as number | null } : group))
  .superRefine((group, context) => {
    const max = group.max_choices ?? group.options.length;
    if (group.min_choices > max) context.addIssue({ code: 'custom', path: ['min_choices'], message: msg((m) => m.options.minAboveMax)() });
    else if (group.min_choices > group.options.length) {
      context.addIssue({ code: 'custom', path: ['min_choices'], message: msg((m) => m.options.minAboveOptions(group.options.length))() });
    }
    if (group.options.filter((option) => option.is_default).length > max) {
      context.addIssue({ code: 'custom', path: ['options'], message: msg((m) => m.options.tooManyDefaults)() });
    }
    const seen = new Set<string>();
    group.options.forEach((option, index) => {
      const key = option.name.toLocaleLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path: ['options', index, 'name'], message: msg((m) => m.options.optionNamesUnique)() });
      seen.add(key);
      if (option.id && group.options.findIndex((other) => other.id === option.id) !== index) {
        context.addIssue({ code: 'custom', path: ['options', index, 'id'], message: msg((m) => m.options.optionOnce)() });
      }
    });
  });
export type OptionGroupInput = z.input<typeof OptionGroupInputSchema>;
export type OptionGroupValues = z.output<typeof OptionGroupInputSchema>;

export const OptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  translations: MenuItemTranslationsOutputSchema,
  price_delta: z.number(),
  is_default: z.boolean(),
  is_available: z.boolean(),
  allergens: AllergenListOutputSchema,
  traces: AllergenListOutputSchema,
  /** Decision 0027: portions left this business day (null: not counted; 0: sold out) and the daily par. */
  portions_left: z.number().int().nullable(),
  portions_par: z.number().int().nullable(),
});
export type Option = z.infer<typeof OptionSchema>;

export const OptionGroupSchema = z.object({
  id: z.uuid(),
  restaurant_id: z.string(),
  name: z.string(),
  translations: MenuItemTranslationsOutputSchema,
  selection: z.enum(OPTION_SELECTIONS),
  min_choices: z.number().int(),
  max_choices: z.number().int().nullable(),
  /** In the order the owner gave them. */
  options: z.array(OptionSchema),
  /** The dishes that offer this group (a group is reusable). */
  menu_item_ids: z.array(z.uuid()),
  created_at: z.string(),
});
export type OptionGroup = z.infer<typeof OptionGroupSchema>;

export const OptionGroupIdParamsSchema = z.object({ id: z.uuid({ error: msg((m) => m.options.notAGroupId) }) });
export const OptionParamsSchema = z.object({
  id: z.uuid({ error: msg((m) => m.options.notAGroupId) }),
  optionId: z.uuid({ error: msg((m) => m.options.notAnOptionId) }),
});
/** PATCH /api/option-groups/:id/options/:optionId — sold out or back (front of house may). */
export const OptionAvailabilitySchema = z.object({ is_available: z.boolean({ error: msg((m) => m.menu.availabilityBoolean) }) });
export const OptionGroupListResponseSchema = z.object({ optionGroups: z.array(OptionGroupSchema) });
export const OptionGroupResponseSchema = z.object({ optionGroup: OptionGroupSchema });

// ---------------------------------------------------------------------------------------------------------------
// Pricing a line from ids

/** A chosen option as an order line keeps it: names and price change as they were when ordered. */
export const ChosenOptionSchema = z.object({
  option_id: z.string(),
  group_id: z.string(),
  /** The group's name ("Size"). */
  group: z.string(),
  name: z.string(),
  price_delta: z.number(),
});
