import { z } from 'zod';
import { AllergenListOutputSchema, AllergenListSchema, DietaryListOutputSchema, DietaryListSchema } from './allergens.ts';
import { isLocale, LOCALES, type Locale } from './locales.ts';
import { currentMessages, englishMessages, type Messages, msg } from './messages/index.ts';
import { parsePhotoUrl } from './photos.ts';
import { getPlan, PLANS, type PlanId } from './plans.ts';
import { controlCharactersMessage, hasControlCharacters, singleLine } from './text.ts';

/**
 * The spec's five categories: every restaurant's defaults (categories.ts DEFAULT_CATEGORIES). A restaurant's own
 * categories are rows of its menu (issue 19): a dish's `category` is any of their names.
 */
export const MENU_CATEGORIES = ['Appetizers', 'Main Course', 'Desserts', 'Beverages', 'Specials'] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];
export const DEFAULT_MENU_CATEGORY: MenuCategory = 'Main Course';
/** Longest category name (categories.ts MAX_CATEGORY_NAME_LENGTH). */
const MAX_CATEGORY_NAME = 60;

/** Highest price an item may have, in euros: a typo guard, not a business rule. */
export const MAX_MENU_PRICE = 99_999.99;
export const MAX_MENU_NAME_LENGTH = 120;
export const MAX_MENU_DESCRIPTION_LENGTH = 1000;

const priceSchema = z
  .number({
    error: (issue) => {
      const m = currentMessages().menu;
      return issue.input === undefined || Number.isNaN(issue.input) ? m.priceRequired : m.priceNotNumber;
    },
  })
  .min(0, { error: msg((m) => m.menu.priceNegative) })
  .max(MAX_MENU_PRICE, { error: msg((m) => m.menu.priceTooHigh(MAX_MENU_PRICE)) })
  .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), { error: msg((m) => m.menu.priceDecimals) });

/**
 * What a portion costs the restaurant (menu engineering, decision 0043): euros, two decimals at most, ≥ 0 and not
 * necessarily under the price; null: not entered (the dish is not classified).
 */
const costSchema = z
  .number({ error: msg((m) => m.menu.costNotNumber) })
  .min(0, { error: msg((m) => m.menu.costNegative) })
  .max(MAX_MENU_PRICE, { error: msg((m) => m.menu.costTooHigh(MAX_MENU_PRICE)) })
  .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), { error: msg((m) => m.menu.costDecimals) })
  .nullable();

/** A pasted http(s) address, or the address of a photo uploaded to this server (photos.ts, `/media/{id}/{width}.webp`). */
const imageUrlSchema = z
  .string()
  .trim()
  .max(2048, { error: msg((m) => m.menu.imageUrlTooLong) })
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value) || parsePhotoUrl(value) !== null, { error: msg((m) => m.menu.imageUrlScheme) });

const nameSchema = singleLine('name', MAX_MENU_NAME_LENGTH);
const descriptionSchema = z
  .string()
  .trim()
  .max(MAX_MENU_DESCRIPTION_LENGTH, { error: msg((m) => m.menu.descriptionTooLong(MAX_MENU_DESCRIPTION_LENGTH)) });
/**
 * One of the restaurant's categories by its name, whatever its case (the server resolves it; an unknown name is
 * refused at `category`). Sent without one (and without `category_id`), a new dish goes to Main Course.
 */
const categorySchema = z
  .string({ error: msg((m) => m.menu.chooseCategory) })
  .trim()
  .min(1, { error: msg((m) => m.menu.chooseCategory) })
  .max(MAX_CATEGORY_NAME, { error: msg((m) => m.menu.chooseCategory) });
/** One of the restaurant's categories by its id (what the dashboard sends); wins over `category` when both are sent. */
const categoryIdSchema = z.uuid({ error: msg((m) => m.categories.notFound) });

/** One language's text of a dish: each field optional (missing: the base text shows). */
export interface MenuItemTranslation {
  name?: string;
  description?: string;
}
/**
 * A dish's name and description in other languages than the restaurant's (its `default_language`, in which the base
 * `name` and `description` are written). Categories have their own (categories.ts).
 */
export type MenuItemTranslations = Partial<Record<Locale, MenuItemTranslation>>;

/** A translated name: the base name's limits and single-line rule, but empty means "not translated". */
const translatedNameSchema = z
  .string({ error: msg((m) => m.menu.translationsNotAnObject) })
  .trim()
  .max(MAX_MENU_NAME_LENGTH, { error: msg((m) => m.text.atMost(m.labels.name, MAX_MENU_NAME_LENGTH)) })
  .refine((value) => !hasControlCharacters(value), { error: () => controlCharactersMessage('name') });

const translationSchema = z.object(
  { name: translatedNameSchema.optional(), description: descriptionSchema.optional() },
  { error: msg((m) => m.menu.translationsNotAnObject) },
);

/**
 * `{ "fr": { "name": "…", "description": "…" }, … }`, keyed by LOCALES (an unknown key is refused under its own path,
 * `translations.xx`). Empty texts, and languages left with none, are dropped, so what is stored is only what was written.
 */
export const MenuItemTranslationsSchema = z
  .record(z.string().refine(isLocale), translationSchema, {
    error: (issue) => {
      const m = currentMessages();
      return issue.code === 'invalid_key' ? m.menu.translationsUnknownLanguage(String(issue.input), LOCALES.join(', ')) : m.menu.translationsNotAnObject;
    },
  })
  .transform((translations): MenuItemTranslations => {
    const kept: MenuItemTranslations = {};
    for (const locale of LOCALES) {
      const entry = translations[locale];
      if (!entry) continue;
      const text: MenuItemTranslation = {
        ...(entry.name ? { name: entry.name } : {}),
        ...(entry.description ? { description: entry.description } : {}),
      };
      if (text.name !== undefined || text.description !== undefined) kept[locale] = text;
    }
    return kept;
  });

export const MAX_OPTION_GROUPS_PER_ITEM = 10;

/** The option group ids a dish offers (options.ts), in the order the guest sees them; each once. */
export const OptionGroupIdsSchema = z
  .array(z.uuid({ error: msg((m) => m.options.unknownGroup) }), { error: msg((m) => m.options.unknownGroup) })
  .max(MAX_OPTION_GROUPS_PER_ITEM, { error: msg((m) => m.options.tooManyGroups(MAX_OPTION_GROUPS_PER_ITEM)) })
  .refine((ids) => new Set(ids).size === ids.length, { error: msg((m) => m.options.groupOnce) });

/** An empty image URL is stored as null (spec §3). */
const nullableImageUrlSchema = imageUrlSchema.nullish().transform((value) => (value ? value : null));

/** A new menu item, as the add-item form and POST /api/menu-items take it. */
export const MenuItemInputSchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
  price: priceSchema,
  /** What a portion costs (owners and managers enter it; menu engineering); absent or null: not entered. */
  cost: costSchema.default(null),
  category: categorySchema.optional(),
  category_id: categoryIdSchema.optional(),
  image_url: nullableImageUrlSchema,
  translations: MenuItemTranslationsSchema.default({}),
  /** Of the 14 EU allergens (allergens.ts): what the dish contains, and what it may contain (traces). */
  allergens: AllergenListSchema.default([]),
  traces: AllergenListSchema.default([]),
  dietary: DietaryListSchema.default([]),
  option_group_ids: OptionGroupIdsSchema.default([]),
});
export type MenuItemInput = z.input<typeof MenuItemInputSchema>;
export type MenuItemValues = z.output<typeof MenuItemInputSchema>;

/** PATCH /api/menu-items/:id: any subset of the fields, availability included; at least one. */
export const MenuItemUpdateSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    price: priceSchema,
    cost: costSchema,
    category: categorySchema,
    category_id: categoryIdSchema,
    image_url: nullableImageUrlSchema,
    is_available: z.boolean({ error: msg((m) => m.menu.availabilityBoolean) }),
    /** Replaces the item's translations as a whole (`{}` removes them all). */
    translations: MenuItemTranslationsSchema,
    allergens: AllergenListSchema,
    traces: AllergenListSchema,
    dietary: DietaryListSchema,
    /** Replaces the dish's option groups as a whole, in this order (`[]` removes them). */
    option_group_ids: OptionGroupIdsSchema,
  })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), { error: msg((m) => m.common.sendOneField) });
export type MenuItemUpdate = z.input<typeof MenuItemUpdateSchema>;

/**
 * Only the entries of our languages, each with only a name and a description: what the database holds was validated
 * when written, but a key put there by hand must not turn every menu answer into a 500.
 */
export function knownTranslations(value: unknown): MenuItemTranslations {
  const kept: MenuItemTranslations = {};
  if (!value || typeof value !== 'object') return kept;
  for (const locale of LOCALES) {
    const entry = (value as Record<string, unknown>)[locale];
    if (!entry || typeof entry !== 'object') continue;
    const { name, description } = entry as Record<string, unknown>;
    const text: MenuItemTranslation = {
      ...(typeof name === 'string' ? { name } : {}),
      ...(typeof description === 'string' ? { description } : {}),
    };
    if (text.name !== undefined || text.description !== undefined) kept[locale] = text;
  }
  return kept;
}

/** Translations as the API answers them (already validated when stored). */
export const MenuItemTranslationsOutputSchema = z.partialRecord(z.enum(LOCALES), z.object({ name: z.string().optional(), description: z.string().optional() }));

export const MenuItemSchema = z.object({
  id: z.string().uuid(),
  restaurant_id: z.string(),
  /** The account that added the dish (spec: user_id); null once that account is deleted. */
  user_id: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  /**
   * What a portion costs the restaurant (decision 0043), null when not entered. Only in the answers to members who may
   * edit the menu (owners, managers): front of house and the kitchen never get the field.
   */
  cost: z.number().nullable().optional(),
  /** The name of its category (one of the restaurant's own, issue 19). */
  category: z.string(),
  category_id: z.uuid(),
  /** Its place within its category: 0, 1, 2… (the order page and the dashboard show dishes in that order). */
  position: z.number().int(),
  image_url: z.string().nullable(),
  is_available: z.boolean(),
  created_at: z.string(),
  /** The name and description in other languages than the restaurant's default_language (issue 18). */
  translations: MenuItemTranslationsOutputSchema,
  /** Issue 19: the EU allergens it contains, those it may contain (traces), its dietary marks, its option groups in order. */
  allergens: AllergenListOutputSchema,
  traces: AllergenListOutputSchema,
  dietary: DietaryListOutputSchema,
  option_group_ids: z.array(z.uuid()),
  /** Issue 19, decision 0027: portions left this business day (null: not counted; 0: sold out) and the daily par. */
  portions_left: z.number().int().nullable(),
  portions_par: z.number().int().nullable(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuItemIdParamsSchema = z.object({ id: z.uuid({ error: msg((m) => m.menu.notAMenuItemId) }) });
export const MenuItemListResponseSchema = z.object({ menuItems: z.array(MenuItemSchema) });
export const MenuItemResponseSchema = z.object({ menuItem: MenuItemSchema });

/** Menu items the plan allows (no plan counts as Snackbar); null means unlimited. */
export function menuItemLimit(planId: PlanId | null): number | null {
  return getPlan(planId ?? 'snackbar').limits.menuItems;
}

/** What an owner at the limit is told: the limit, and the cheapest plan that lifts it (English unless given messages). */
export function menuItemLimitMessage(planId: PlanId | null, messages: Messages = englishMessages): string {
  const limit = menuItemLimit(planId);
  const next = PLANS.find((plan) => plan.limits.menuItems === null || (limit !== null && plan.limits.menuItems > limit));
  return messages.menu.itemLimit(planId ? getPlan(planId).name : null, limit, next ? { name: next.name, limit: next.limits.menuItems } : null);
}
