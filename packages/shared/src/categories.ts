/**
 * A restaurant's own menu categories (issue 19, decision 0025): every restaurant starts with the spec's five
 * (DEFAULT_CATEGORIES, Main Course the default for a dish sent without one), and owners and managers add, rename,
 * translate, reorder and hide them. A hidden category's dishes stay on the dashboard and leave the order page. A dish
 * keeps a position within its category: the order page and the dashboard show categories, then dishes, in that order.
 * Names are unique per restaurant whatever their case; the API's `category` on a dish is the category's name.
 */
import { z } from 'zod';
import { LOCALES, type Locale } from './locales.ts';
import { DEFAULT_MENU_CATEGORY, MENU_CATEGORIES, type MenuCategory, MenuItemTranslationsOutputSchema, MenuItemTranslationsSchema } from './menu.ts';
import { msg } from './messages/index.ts';
import { singleLine } from './text.ts';

export const MAX_CATEGORY_NAME_LENGTH = 60;
/** A guard against runaway clients, far above any real menu. */
export const MAX_CATEGORIES = 100;
/** The most dishes one reorder may list (a category holds at most the plan's dishes; unlimited plans stay sane). */
export const MAX_DISHES_PER_REORDER = 1000;

/** A category's name in the other languages: `{ "fr": { "name": "Plats" } }` (a description is dropped). */
export type CategoryTranslations = Partial<Record<Locale, { name?: string }>>;

/**
 * The names of the spec's five categories in every language, English included: the base name is English in every
 * restaurant, whatever its language, so an English reader gets "Main Course" marked as English (`lang`) too.
 */
const DEFAULT_TRANSLATIONS: Record<MenuCategory, Record<Locale, { name: string }>> = {
  Appetizers: {
    en: { name: 'Appetizers' },
    fr: { name: 'Entrées' },
    de: { name: 'Vorspeisen' },
    it: { name: 'Antipasti' },
    es: { name: 'Entrantes' },
    nl: { name: 'Voorgerechten' },
  },
  'Main Course': {
    en: { name: 'Main Course' },
    fr: { name: 'Plats' },
    de: { name: 'Hauptgerichte' },
    it: { name: 'Piatti principali' },
    es: { name: 'Platos principales' },
    nl: { name: 'Hoofdgerechten' },
  },
  Desserts: {
    en: { name: 'Desserts' },
    fr: { name: 'Desserts' },
    de: { name: 'Desserts' },
    it: { name: 'Dolci' },
    es: { name: 'Postres' },
    nl: { name: 'Desserts' },
  },
  Beverages: {
    en: { name: 'Beverages' },
    fr: { name: 'Boissons' },
    de: { name: 'Getränke' },
    it: { name: 'Bevande' },
    es: { name: 'Bebidas' },
    nl: { name: 'Dranken' },
  },
  Specials: {
    en: { name: 'Specials' },
    fr: { name: 'Suggestions' },
    de: { name: 'Empfehlungen' },
    it: { name: 'Specialità' },
    es: { name: 'Sugerencias' },
    nl: { name: 'Specialiteiten' },
  },
};

/**
 * The five categories of the spec (MENU_CATEGORIES), in its order, with their names in our languages: what every
 * restaurant starts with (at creation, and by migration 0011 for those that existed). The base name is the spec's
 * English in every restaurant, so API clients that send `category: "Desserts"` keep working; each reader sees their
 * language's name.
 */
export const DEFAULT_CATEGORIES: ReadonlyArray<{ name: MenuCategory; translations: CategoryTranslations }> = MENU_CATEGORIES.map((name) => ({
  name,
  translations: DEFAULT_TRANSLATIONS[name],
}));

/** The category a dish sent without one goes to (spec: "The default is Main Course"), while the restaurant has it. */
export const DEFAULT_CATEGORY_NAME: MenuCategory = DEFAULT_MENU_CATEGORY;

export const CategoryNameSchema = singleLine('name', MAX_CATEGORY_NAME_LENGTH);

/** Translations keep only names: a category has no description. */
const CategoryTranslationsSchema = MenuItemTranslationsSchema.transform((translations): CategoryTranslations => {
  const kept: CategoryTranslations = {};
  for (const locale of LOCALES) {
    const name = translations[locale]?.name;
    if (name) kept[locale] = { name };
  }
  return kept;
});

const hiddenSchema = z.boolean({ error: msg((m) => m.categories.hiddenBoolean) });

/** POST /api/categories: a new category, at the end of the menu. */
export const CategoryInputSchema = z.object({
  name: CategoryNameSchema,
  translations: CategoryTranslationsSchema.default({}),
  is_hidden: hiddenSchema.default(false),
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;
export type CategoryValues = z.output<typeof CategoryInputSchema>;

/**
 * PATCH /api/categories/:id: rename, translate, hide or show; at least one field. `translations` replaces the whole
 * object. A new name sent without translations drops the old ones: they translated the old name.
 */
export const CategoryUpdateSchema = z
  .object({ name: CategoryNameSchema, translations: CategoryTranslationsSchema, is_hidden: hiddenSchema })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), { error: msg((m) => m.common.sendOneField) });
export type CategoryUpdate = z.input<typeof CategoryUpdateSchema>;
export type CategoryChanges = z.output<typeof CategoryUpdateSchema>;

export const CategorySchema = z.object({
  id: z.uuid(),
  restaurant_id: z.string(),
  name: z.string(),
  translations: MenuItemTranslationsOutputSchema,
  /** 0, 1, 2…: the menu's order. */
  position: z.number().int(),
  /** Hidden: its dishes do not show on the order page (they stay on the dashboard). */
  is_hidden: z.boolean(),
  /** How many dishes it holds, available or not. */
  menu_item_count: z.number().int(),
  created_at: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryIdParamsSchema = z.object({ id: z.uuid({ error: msg((m) => m.categories.notACategoryId) }) });

/** DELETE /api/categories/:id?move_to=<id>: where its dishes go; needed while it has any. */
export const CategoryDeleteQuerySchema = z.object({ move_to: z.uuid({ error: msg((m) => m.categories.moveToNotFound) }).optional() });

/** PUT /api/categories/order: every category of the restaurant, once, in the new order. */
export const CategoryOrderSchema = z.object({
  category_ids: z
    .array(z.uuid({ error: msg((m) => m.categories.listEveryCategory) }), { error: msg((m) => m.categories.listEveryCategory) })
    .min(1, { error: msg((m) => m.categories.listEveryCategory) })
    .max(MAX_CATEGORIES, { error: msg((m) => m.categories.listEveryCategory) }),
});

/** PUT /api/categories/:id/menu-item-order: every dish of the category, once, in the new order. */
export const DishOrderSchema = z.object({
  menu_item_ids: z
    .array(z.uuid({ error: msg((m) => m.categories.listEveryDish) }), { error: msg((m) => m.categories.listEveryDish) })
    .max(MAX_DISHES_PER_REORDER, { error: msg((m) => m.categories.listEveryDish) }),
});

export const CategoryListResponseSchema = z.object({ categories: z.array(CategorySchema) });
export const CategoryResponseSchema = z.object({ category: CategorySchema });
/** The category's dishes, as ids, in their new order. */
export const DishOrderResponseSchema = z.object({ menu_item_ids: z.array(z.uuid()) });

/** A category's name in `locale` when it has one, else its own (in the restaurant's language). */
export function categoryName(category: { name: string; translations: CategoryTranslations }, locale: Locale): string {
  return category.translations[locale]?.name || category.name;
}
