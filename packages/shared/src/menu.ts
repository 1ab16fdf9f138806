import { z } from 'zod';
import { getPlan, PLANS, type PlanId } from './plans.ts';
import { singleLine } from './text.ts';

export const MENU_CATEGORIES = ['Appetizers', 'Main Course', 'Desserts', 'Beverages', 'Specials'] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];
export const DEFAULT_MENU_CATEGORY: MenuCategory = 'Main Course';

/** Highest price an item may have, in euros: a typo guard, not a business rule. */
export const MAX_MENU_PRICE = 99_999.99;
export const MAX_MENU_NAME_LENGTH = 120;
export const MAX_MENU_DESCRIPTION_LENGTH = 1000;

const priceSchema = z
  .number({ error: (issue) => (issue.input === undefined || Number.isNaN(issue.input) ? 'Price is required' : 'Price must be a number') })
  .min(0, 'Price cannot be negative')
  .max(MAX_MENU_PRICE, `Price cannot exceed €${MAX_MENU_PRICE}`)
  .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), 'Price can have at most two decimals');

const imageUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Image URL is too long')
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), 'Image URL must start with http:// or https://');

const nameSchema = singleLine('Name', MAX_MENU_NAME_LENGTH);
const descriptionSchema = z.string().trim().max(MAX_MENU_DESCRIPTION_LENGTH, `Description is at most ${MAX_MENU_DESCRIPTION_LENGTH} characters`);
const categorySchema = z.enum(MENU_CATEGORIES, { error: 'Choose one of the menu categories' });
/** An empty image URL is stored as null (spec §3). */
const nullableImageUrlSchema = imageUrlSchema.nullish().transform((value) => (value ? value : null));

/** A new menu item, as the add-item form and POST /api/menu-items take it. */
export const MenuItemInputSchema = z.object({
  name: nameSchema,
  description: descriptionSchema.default(''),
  price: priceSchema,
  category: categorySchema.default(DEFAULT_MENU_CATEGORY),
  image_url: nullableImageUrlSchema,
});
export type MenuItemInput = z.input<typeof MenuItemInputSchema>;
export type MenuItemValues = z.output<typeof MenuItemInputSchema>;

/** PATCH /api/menu-items/:id: any subset of the fields, availability included; at least one. */
export const MenuItemUpdateSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    price: priceSchema,
    category: categorySchema,
    image_url: nullableImageUrlSchema,
    is_available: z.boolean({ error: 'is_available must be true or false' }),
  })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Send at least one field to change');
export type MenuItemUpdate = z.input<typeof MenuItemUpdateSchema>;

export const MenuItemSchema = z.object({
  id: z.string().uuid(),
  restaurant_id: z.string(),
  /** The account that added the dish (spec: user_id); null once that account is deleted. */
  user_id: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.enum(MENU_CATEGORIES),
  image_url: z.string().nullable(),
  is_available: z.boolean(),
  created_at: z.string(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuItemIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a menu item id' }) });
export const MenuItemListResponseSchema = z.object({ menuItems: z.array(MenuItemSchema) });
export const MenuItemResponseSchema = z.object({ menuItem: MenuItemSchema });

/** Menu items the plan allows (no plan counts as Snackbar); null means unlimited. */
export function menuItemLimit(planId: PlanId | null): number | null {
  return getPlan(planId ?? 'snackbar').limits.menuItems;
}

/** What an owner at the limit is told: the limit, and the cheapest plan that lifts it. */
export function menuItemLimitMessage(planId: PlanId | null): string {
  const limit = menuItemLimit(planId);
  const current = planId ? `Your ${getPlan(planId).name} plan allows ${limit} menu items.` : `Without a plan you can add up to ${limit} menu items.`;
  const next = PLANS.find((plan) => plan.limits.menuItems === null || (limit !== null && plan.limits.menuItems > limit));
  if (!next) return current;
  const upgrade = planId ? 'Upgrade to' : 'Subscribe to';
  const lift = next.limits.menuItems === null ? 'for unlimited menu items' : `for up to ${next.limits.menuItems}`;
  return `${current} ${upgrade} ${next.name} ${lift}.`;
}
