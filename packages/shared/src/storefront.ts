import { z } from 'zod';
import { MENU_CATEGORIES } from './menu.ts';
import { OrderLineSchema, OrderStatusSchema } from './orders.ts';
import { controlCharactersMessage, hasControlCharacters } from './text.ts';

/** Bounds on what a guest can send: generous for a real order, small enough to stop abuse. */
export const STOREFRONT_LIMITS = { maxLines: 30, maxQuantity: 50, nameMax: 80, phoneMax: 30, emailMax: 254, notesMax: 500 } as const;

export const StorefrontMenuItemSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.enum(MENU_CATEGORIES),
  image_url: z.string().nullable(),
});
export type StorefrontMenuItem = z.infer<typeof StorefrontMenuItemSchema>;

export const StorefrontSchema = z.object({
  restaurant: z.object({ name: z.string(), slug: z.string() }),
  menu: z.array(StorefrontMenuItemSchema),
});
export type Storefront = z.infer<typeof StorefrontSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

export const GuestOrderInputSchema = z
  .object({
    customer_name: z
      .string()
      .trim()
      .min(1, 'Please enter your name')
      .max(STOREFRONT_LIMITS.nameMax, `Name is at most ${STOREFRONT_LIMITS.nameMax} characters`)
      .refine((value) => !hasControlCharacters(value), controlCharactersMessage('Name')),
    customer_phone: optionalText(STOREFRONT_LIMITS.phoneMax, `Phone is at most ${STOREFRONT_LIMITS.phoneMax} characters`).refine(
      (value) => value === undefined || /^[+()\d\s.-]{6,}$/.test(value),
      'Please enter a valid phone number',
    ),
    customer_email: optionalText(STOREFRONT_LIMITS.emailMax, 'Email is too long').refine(
      (value) => value === undefined || z.email().safeParse(value).success,
      'Please enter a valid email address',
    ),
    notes: optionalText(STOREFRONT_LIMITS.notesMax, `Notes are at most ${STOREFRONT_LIMITS.notesMax} characters`),
    items: z
      .array(
        z.object({
          menu_item_id: z.string().uuid('Unknown menu item'),
          quantity: z
            .number()
            .int('Quantity must be a whole number')
            .min(1, 'Quantity must be at least 1')
            .max(STOREFRONT_LIMITS.maxQuantity, `At most ${STOREFRONT_LIMITS.maxQuantity} of one item`),
        }),
      )
      .min(1, 'Your cart is empty')
      .max(STOREFRONT_LIMITS.maxLines, `At most ${STOREFRONT_LIMITS.maxLines} different items per order`),
    /** Honeypot: invisible to people, filled in by naive bots. */
    website: z.string().max(200).optional(),
  })
  .refine((order) => order.customer_phone || order.customer_email, { message: 'Please give a phone number or an email address', path: ['customer_phone'] });
export type GuestOrderInput = z.input<typeof GuestOrderInputSchema>;

/**
 * What a guest sees of their order: no contact details, nothing of the owner's. The order's id is the guest's
 * capability; whoever holds a link to it learns the first name it was placed under, nothing more of the guest.
 */
export const PublicOrderSchema = z.object({
  id: z.string().uuid(),
  number: z.string(),
  restaurant: z.object({ name: z.string(), slug: z.string().nullable() }),
  /** The first word of the name the order was placed under (at most 40 characters): "Thank you, Grace!". */
  customer_first_name: z.string(),
  order_items: z.array(OrderLineSchema),
  total_amount: z.number(),
  status: OrderStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type PublicOrder = z.infer<typeof PublicOrderSchema>;

/** 'Grace Hopper' → 'Grace': what the guest's order page shows of the name (see PublicOrderSchema). */
export function firstName(name: string): string {
  const [first = ''] = name.trim().split(/\s+/u);
  return [...first].slice(0, 40).join('');
}
