/** The owner's own data: profile, menu and orders. Every row carries user_id, and every query filters by it. */

import type { OrderLine } from '@maitre/shared/orders';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  restaurantName: text('restaurant_name').notNull(),
  /** Public order page address /r/{slug}; unique across restaurants. */
  slug: text('slug').unique(),
  /** IANA time zone that sets the restaurant's day boundaries. */
  timezone: text('timezone').notNull().default('UTC'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Old slugs keep working: /r/{old} redirects to the current one. */
export const restaurantSlugRedirects = pgTable('restaurant_slug_redirects', {
  slug: text('slug').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    isAvailable: boolean('is_available').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('menu_items_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    check('menu_items_price_non_negative', sql`${table.price} >= 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    orderItems: jsonb('order_items').$type<OrderLine[]>().notNull(),
    notes: text('notes'),
    totalAmount: numeric('total_amount', { precision: 10, scale: 2 }).notNull(),
    status: text('status').notNull().default('pending'),
    /** Where the order came from: 'dashboard' (taken by staff) or 'online' (the public order page). */
    source: text('source').notNull().default('dashboard'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order as the API sends it (the shared OrderSchema), written by a trigger on every insert and update
     * (migration 0001): a page of orders is then a concatenation of 50 stored texts, not 50 objects built per read.
     * Never written by the application; the default only satisfies NOT NULL before the trigger runs.
     */
    apiJson: text('api_json').notNull().default('{}'),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('orders_user_status_created_idx').on(table.userId, table.status, table.createdAt.desc(), table.id.desc()),
    check('orders_status_valid', sql`${table.status} in ('pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled')`),
    check('orders_total_non_negative', sql`${table.totalAmount} >= 0`),
  ],
);

/**
 * How many orders an owner has in each status, kept by triggers on `orders` (migration 0001) in the same transaction
 * as the change. The status chips read one row instead of counting an owner's whole history on every page.
 */
export const orderCounts = pgTable('order_counts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  pending: integer('pending').notNull().default(0),
  confirmed: integer('confirmed').notNull().default(0),
  preparing: integer('preparing').notNull().default(0),
  ready: integer('ready').notNull().default(0),
  delivered: integer('delivered').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
});
