import { z } from 'zod';

export const MENU_CATEGORIES = ['Appetizers', 'Main Course', 'Desserts', 'Beverages', 'Specials'] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];
export const DEFAULT_MENU_CATEGORY: MenuCategory = 'Main Course';

/** Highest price an item may have, in euros: a typo guard, not a business rule. */
export const MAX_MENU_PRICE = 99_999.99;

const priceSchema = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price cannot be negative')
  .max(MAX_MENU_PRICE, `Price cannot exceed €${MAX_MENU_PRICE}`)
  .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), 'Price can have at most two decimals');

const imageUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Image URL is too long')
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), 'Image URL must start with http:// or https://');

export const MenuItemInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name is at most 120 characters'),
  description: z.string().trim().max(1000, 'Description is at most 1000 characters').default(''),
  price: priceSchema,
  category: z.enum(MENU_CATEGORIES, { error: 'Choose one of the menu categories' }).default(DEFAULT_MENU_CATEGORY),
  image_url: imageUrlSchema.nullish().transform((value) => (value ? value : null)),
});
export type MenuItemInput = z.input<typeof MenuItemInputSchema>;

export const MenuItemSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.enum(MENU_CATEGORIES),
  image_url: z.string().nullable(),
  is_available: z.boolean(),
  created_at: z.string(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;
