/**
 * What a restaurant owns: its menu, its orders and their counts, its former addresses, and the person's profile.
 * Every tenant row carries restaurant_id, every query of a tenant table is scoped by it (db/tenant.ts), and
 * row-level security keys on it. `user_id` on menu items and orders is the account that created the row (the
 * member who added the dish or took the phone order; for an online order the restaurant's owner), kept for the API's
 * `user_id` field and nothing else (docs/decisions/0016-restaurant-as-tenant.md).
 */

import type { MenuItemTranslations } from '@maitre/shared/menu';
import type { OrderLine } from '@maitre/shared/orders';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { LOCALES_SQL, restaurants } from './team.ts';

/**
 * The person behind an account (spec: user_profiles, read by user_id): their full name, and the language they chose
 * for Maître's screens and their mails (null: their browser's). Not a tenant table.
 */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('user_profiles_locale_valid', sql.raw(`"locale" in (${LOCALES_SQL})`))],
);

const restaurantId = () =>
  text('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });

/** The account that created a row: set to null if that account is ever deleted, so the row stays. */
const createdBy = () => text('user_id').references(() => user.id, { onDelete: 'set null' });

/** Old slugs keep working: /r/{old} redirects to the current one. */
export const restaurantSlugRedirects = pgTable('restaurant_slug_redirects', {
  slug: text('slug').primaryKey(),
  restaurantId: restaurantId(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: restaurantId(),
    userId: createdBy(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    isAvailable: boolean('is_available').notNull().default(true),
    /**
     * The name and description in other languages than the restaurant's default_language, in which `name` and
     * `description` are written: `{ "fr": { "name": "…", "description": "…" } }` (issue 18; the shared
     * MenuItemTranslationsSchema validates the keys and texts, the check only that it is an object).
     */
    translations: jsonb('translations').$type<MenuItemTranslations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('menu_items_restaurant_created_idx').on(table.restaurantId, table.createdAt.desc(), table.id.desc()),
    check('menu_items_price_non_negative', sql`${table.price} >= 0`),
    check('menu_items_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: restaurantId(),
    userId: createdBy(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    orderItems: jsonb('order_items').$type<OrderLine[]>().notNull(),
    notes: text('notes'),
    totalAmount: numeric('total_amount', { precision: 10, scale: 2 }).notNull(),
    status: text('status').notNull().default('pending'),
    /** Where the order came from: 'dashboard' (taken by staff) or 'online' (the public order page). */
    source: text('source').notNull().default('dashboard'),
    /** The guest's language when they ordered (one of LOCALES), for what is sent to them later; null for orders taken by staff. */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order as the API sends it (the shared OrderSchema), written by a trigger on every insert and update
     * (migrations 0001, 0005): a page of orders is then a concatenation of 50 stored texts, not 50 objects built per
     * read. Never written by the application; the default only satisfies NOT NULL before the trigger runs.
     */
    apiJson: text('api_json').notNull().default('{}'),
  },
  (table) => [
    index('orders_restaurant_created_idx').on(table.restaurantId, table.createdAt.desc(), table.id.desc()),
    index('orders_restaurant_status_created_idx').on(table.restaurantId, table.status, table.createdAt.desc(), table.id.desc()),
    check('orders_status_valid', sql`${table.status} in ('pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled')`),
    check('orders_total_non_negative', sql`${table.totalAmount} >= 0`),
    check('orders_locale_valid', sql.raw(`"locale" in (${LOCALES_SQL})`)),
  ],
);

/**
 * How many orders a restaurant has in each status, kept by triggers on `orders` (migrations 0001, 0005) in the same
 * transaction as the change. The status chips read one row instead of counting a restaurant's whole history.
 */
export const orderCounts = pgTable('order_counts', {
  restaurantId: text('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  pending: integer('pending').notNull().default(0),
  confirmed: integer('confirmed').notNull().default(0),
  preparing: integer('preparing').notNull().default(0),
  ready: integer('ready').notNull().default(0),
  delivered: integer('delivered').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
});
