import { z } from 'zod';
import { AllergenListOutputSchema, DietaryListOutputSchema } from './allergens.ts';
import { LOCALES } from './locales.ts';
import { MenuItemTranslationsOutputSchema } from './menu.ts';
import { msg } from './messages/index.ts';
import { OPTION_SELECTIONS, OptionSchema } from './options.ts';
import { OrderLineSchema, OrderOptionIdsSchema, OrderStatusSchema } from './orders.ts';
import { GuestTableSchema } from './tables.ts';
import { controlCharactersMessage, hasControlCharacters } from './text.ts';

/** Bounds on what a guest can send: generous for a real order, small enough to stop abuse. */
export const STOREFRONT_LIMITS = { maxLines: 30, maxQuantity: 50, nameMax: 80, phoneMax: 30, emailMax: 254, notesMax: 500 } as const;

export const StorefrontMenuItemSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  /** Its category's name (in the restaurant's language) and id: the page shows it under that category (`categories`). */
  category: z.string(),
  category_id: z.uuid(),
  image_url: z.string().nullable(),
  /**
   * A photo uploaded to Maître (issue 19, decision 0026; image_url is then one of its copies): `srcset` lists every
   * copy with its width, `width` and `height` are the photo's size (its aspect ratio). Null for a pasted URL or none.
   */
  photo: z.object({ srcset: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  /**
   * The name and description in the other languages (issue 18): the page picks the guest's on the client, so a change
   * of language needs no new request. `name` and `description` are in the restaurant's default_language.
   */
  translations: MenuItemTranslationsOutputSchema,
  /** Issue 19: shown before the guest buys (Regulation (EU) 1169/2011, Art. 14). */
  allergens: AllergenListOutputSchema,
  traces: AllergenListOutputSchema,
  dietary: DietaryListOutputSchema,
  /** The dish's option groups, in order: ids into Storefront.option_groups (groups are shared by many dishes). */
  option_group_ids: z.array(z.uuid()),
  /** Portions left today (decision 0027): null not counted, 0 sold out (listed, and shown sold out). */
  portions_left: z.number().int().nullable(),
});
export type StorefrontMenuItem = z.infer<typeof StorefrontMenuItemSchema>;

export const StorefrontOptionGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  translations: MenuItemTranslationsOutputSchema,
  selection: z.enum(OPTION_SELECTIONS),
  min_choices: z.number().int(),
  max_choices: z.number().int().nullable(),
  /** With what is left of each (portions_left), not the restaurant's daily par. */
  options: z.array(OptionSchema.omit({ portions_par: true })),
});
export type StorefrontOptionGroup = z.infer<typeof StorefrontOptionGroupSchema>;

/** A category of the order page (issue 19): its name in the restaurant's language, and in the others it was given. */
export const StorefrontCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  translations: z.partialRecord(z.enum(LOCALES), z.object({ name: z.string() })),
});
export type StorefrontCategory = z.infer<typeof StorefrontCategorySchema>;

export const StorefrontSchema = z.object({
  /** default_language: the page's language when the guest's browser asks for none of ours (issue 18). */
  restaurant: z.object({ name: z.string(), slug: z.string(), default_language: z.enum(LOCALES) }),
  /** The available dishes of the visible categories, in the owner's order: by category, then by their place in it. */
  menu: z.array(StorefrontMenuItemSchema),
  /** The categories `menu`'s dishes are in, in the owner's order (hidden categories, and empty ones, are left out). */
  categories: z.array(StorefrontCategorySchema),
  /** Every option group a listed dish offers, once; a sold-out option is listed (is_available false, or portions_left 0). */
  option_groups: z.array(StorefrontOptionGroupSchema),
  /**
   * Asked with `?table=` (a table card's `/r/{slug}?table=12`, decision 0033): the restaurant's own label of that table,
   * or null when it has no such table, so the page says so before the guest orders. Absent when not asked.
   */
  table: z.string().nullable().optional(),
});
export type Storefront = z.infer<typeof StorefrontSchema>;

const optionalText = (max: number, message: () => string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));

export const GuestOrderInputSchema = z
  .object({
    customer_name: z
      .string()
      .trim()
      .min(1, { error: msg((m) => m.storefront.enterName) })
      .max(STOREFRONT_LIMITS.nameMax, { error: msg((m) => m.text.atMost(m.labels.name, STOREFRONT_LIMITS.nameMax)) })
      .refine((value) => !hasControlCharacters(value), { error: () => controlCharactersMessage('name') }),
    customer_phone: optionalText(
      STOREFRONT_LIMITS.phoneMax,
      msg((m) => m.storefront.phoneTooLong(STOREFRONT_LIMITS.phoneMax)),
    ).refine((value) => value === undefined || /^[+()\d\s.-]{6,}$/.test(value), { error: msg((m) => m.storefront.enterPhone) }),
    customer_email: optionalText(
      STOREFRONT_LIMITS.emailMax,
      msg((m) => m.storefront.emailTooLong),
    ).refine((value) => value === undefined || z.email().safeParse(value).success, { error: msg((m) => m.storefront.enterEmail) }),
    notes: optionalText(
      STOREFRONT_LIMITS.notesMax,
      msg((m) => m.storefront.notesTooLong(STOREFRONT_LIMITS.notesMax)),
    ),
    items: z
      .array(
        z.object({
          menu_item_id: z.string().uuid({ error: msg((m) => m.storefront.unknownMenuItem) }),
          quantity: z
            .number()
            .int({ error: msg((m) => m.orders.quantityWhole) })
            .min(1, { error: msg((m) => m.orders.quantityMin) })
            .max(STOREFRONT_LIMITS.maxQuantity, { error: msg((m) => m.storefront.quantityMax(STOREFRONT_LIMITS.maxQuantity)) }),
          /** The chosen option ids (absent: the groups' defaults); the server prices them. */
          options: OrderOptionIdsSchema.optional(),
        }),
      )
      .min(1, { error: msg((m) => m.storefront.cartEmpty) })
      // The same dish twice is two lines, as guest orders always allowed (the cart itself merges same choices, lineKey).
      .max(STOREFRONT_LIMITS.maxLines, { error: msg((m) => m.storefront.tooManyLines(STOREFRONT_LIMITS.maxLines)) }),
    /** The language the guest reads the page in: the order's mails and messages to the guest use it (issue 18). */
    locale: z.enum(LOCALES).optional(),
    /**
     * When the guest will pick the order up (issue 20): one of the free slots of GET /api/storefront/:slug/service;
     * absent or null: as soon as possible (only while the restaurant is open).
     */
    pickup_at: z.iso.datetime({ offset: true, error: msg((m) => m.serviceHours.notASlot) }).nullish(),
    /**
     * The table the guest orders at (issue 20, decision 0033): the label of the table's QR card (`?table=12`), one of
     * the restaurant's tables whatever its case (else 400 at `table`). A table order is for as soon as possible: sent
     * with `pickup_at`, 400 at `table`.
     */
    table: GuestTableSchema.optional(),
    /** Honeypot: invisible to people, filled in by naive bots. */
    website: z.string().max(200).optional(),
  })
  .refine((order) => order.customer_phone || order.customer_email, { error: msg((m) => m.storefront.phoneOrEmail), path: ['customer_phone'] })
  .refine((order) => !(order.table && order.pickup_at), { error: msg((m) => m.tables.tableWithPickup), path: ['table'] });
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
  /** The pickup time the guest chose (issue 20); null: as soon as possible. */
  pickup_at: z.string().nullable(),
  /** The table the order was placed at (decision 0033); null: pickup. */
  table_label: z.string().nullable(),
  /** The language the guest ordered in (null: not said, a phone order): the order's page opens in it (issue 18). */
  locale: z.enum(LOCALES).nullable(),
  /** The short number of the day (#12, issue 20), what the counter calls out. */
  daily_number: z.number().int(),
  /** When the restaurant said it will be ready (once accepted). */
  ready_at: z.string().nullable(),
  /** Why the restaurant turned the order down (once rejected). */
  rejection_reason: z.string().nullable(),
  /**
   * The restaurant's time zone, for the ready time as the restaurant's clock says it; null in the answer to placing the
   * order (the status page reads the order again).
   */
  time_zone: z.string().nullable(),
});
export type PublicOrder = z.infer<typeof PublicOrderSchema>;

/** 'Grace Hopper' → 'Grace': what the guest's order page shows of the name (see PublicOrderSchema). */
export function firstName(name: string): string {
  const [first = ''] = name.trim().split(/\s+/u);
  return [...first].slice(0, 40).join('');
}
