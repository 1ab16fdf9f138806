/**
 * What a restaurant owns: its menu, its orders and their counts, its former addresses, and the person's profile.
 * Every tenant row carries restaurant_id, every query of a tenant table is scoped by it (db/tenant.ts), and
 * row-level security keys on it. `user_id` on menu items and orders is the account that created the row (the
 * member who added the dish or took the phone order; for an online order the restaurant's owner), kept for the API's
 * `user_id` field and nothing else (docs/decisions/0016-restaurant-as-tenant.md).
 */

import { ALLERGENS, type Allergen, DIETARY_MARKS, type DietaryMark } from '@maitre/shared/allergens';
import type { MenuItemTranslations } from '@maitre/shared/menu';
import type { ChosenOption } from '@maitre/shared/options';
import type { OrderLine } from '@maitre/shared/orders';

import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { kitchenStations } from './kitchen.ts';
import { menuPhotos } from './photos.ts';
import { LOCALES_SQL, restaurants } from './team.ts';

/** What an order took from sold-out counts (orders.portions). */
export interface OrderPortions {
  day: string;
  returned: boolean;
  taken: Array<{ kind: 'item' | 'option'; id: string; quantity: number; left: number | null }>;
}

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

/** A list of allergens (issue 19): any of the 14 keys of Regulation (EU) 1169/2011 (allergens.ts), stored in its order. */
const allergenList = (name: string) => text(name).array().$type<Allergen[]>().notNull().default(sql`'{}'::text[]`);
const ALLERGENS_SQL = `array[${ALLERGENS.map((key) => `'${key}'`).join(', ')}]::text[]`;
/** A check that every value of an allergen list is one of the 14 keys. */
const allergensKnown = (column: AnyPgColumn): SQL => sql`${column} <@ ${sql.raw(ALLERGENS_SQL)}`;

/**
 * A sold-out count (issue 19, decision 0027), on dishes and options: the portions left (null: not counted), the daily
 * par each business day starts from (null: none, the count carries over), and the business day the count belongs to.
 * Orders take from it atomically (trigger `orders_take_portions`, migration 0013); reads apply the par lazily.
 */
const portionColumns = () => ({
  portionsLeft: integer('portions_left'),
  portionsPar: integer('portions_par'),
  portionsDay: date('portions_day', { mode: 'string' }),
});
const portionChecks = (table: string, columns: { portionsLeft: AnyPgColumn; portionsPar: AnyPgColumn }) => [
  check(`${table}_portions_left_valid`, sql`${columns.portionsLeft} >= 0`),
  check(`${table}_portions_par_valid`, sql`${columns.portionsPar} >= 0`),
];

/** Old slugs keep working: /r/{old} redirects to the current one. */
export const restaurantSlugRedirects = pgTable('restaurant_slug_redirects', {
  slug: text('slug').primaryKey(),
  restaurantId: restaurantId(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A restaurant's menu categories (issue 19, decision 0025): the spec's five at first (DEFAULT_CATEGORIES), then
 * whatever the owner makes of them. `position` is the menu's order; a hidden category's dishes leave the order page.
 * A name is unique per restaurant whatever its case; `translations` holds it in other languages (`{ "fr": { "name" } }`).
 */
export const menuCategories = pgTable(
  'menu_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<MenuItemTranslations>().notNull().default({}),
    position: integer('position').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** The kitchen station its dishes go to (issue 21, decision 0037); null: none. A dish's own station wins. */
    stationId: uuid('station_id').references(() => kitchenStations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // What a dish's category refers to, so a dish can only sit in a category of its own restaurant.
    unique('menu_categories_id_restaurant_unique').on(table.id, table.restaurantId),
    uniqueIndex('menu_categories_restaurant_name_unique').on(table.restaurantId, sql`lower(${table.name})`),
    index('menu_categories_restaurant_position_idx').on(table.restaurantId, table.position, table.id),
    check('menu_categories_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: restaurantId(),
    userId: createdBy(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    /**
     * What one portion costs the restaurant, in euros, entered per dish until inventory exists (issue 22, menu
     * engineering, decision 0043); null: not entered (the dish is then not classified). Only for members who may edit
     * the menu: the API leaves it out for the others, the order page never reads it.
     */
    cost: numeric('cost', { precision: 10, scale: 2 }),
    /** Its category (one of the restaurant's, menu_categories): the API answers the category's name as `category`. */
    categoryId: uuid('category_id').notNull(),
    /** Its place within its category (0, 1, 2…): the order page and the dashboard show dishes in that order. */
    position: integer('position').notNull().default(0),
    imageUrl: text('image_url'),
    /** The uploaded photo `image_url` points at (null for a pasted URL or none): what keeps the photo (decision 0026). */
    photoId: uuid('photo_id'),
    isAvailable: boolean('is_available').notNull().default(true),
    /**
     * The name and description in other languages than the restaurant's default_language, in which `name` and
     * `description` are written: `{ "fr": { "name": "…", "description": "…" } }` (issue 18; the shared
     * MenuItemTranslationsSchema validates the keys and texts, the check only that it is an object).
     */
    translations: jsonb('translations').$type<MenuItemTranslations>().notNull().default({}),
    /** Issue 19: the EU allergens it contains, those it may contain (traces), its dietary marks (DIETARY_MARKS). */
    allergens: allergenList('allergens'),
    traces: allergenList('traces'),
    dietary: text('dietary').array().$type<DietaryMark[]>().notNull().default(sql`'{}'::text[]`),
    /**
     * The dish's reference in the restaurant's import/export files (issue 19, decision 0028): what a re-imported row
     * is matched on. Written by the import (the file's, or one made from the name) and by the export for a dish that
     * has none yet; null until then. Unique within the restaurant.
     */
    ref: text('ref'),
    /** The kitchen station this dish goes to, over its category's (issue 21, decision 0037); null: the category's. */
    stationId: uuid('station_id').references(() => kitchenStations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...portionColumns(),
  },
  (table) => [
    ...portionChecks('menu_items', table),
    uniqueIndex('menu_items_restaurant_ref_unique').on(table.restaurantId, table.ref).where(sql`${table.ref} is not null`),
    index('menu_items_restaurant_created_idx').on(table.restaurantId, table.createdAt.desc(), table.id.desc()),
    check('menu_items_price_non_negative', sql`${table.price} >= 0`),
    check('menu_items_cost_non_negative', sql`${table.cost} >= 0`),
    check('menu_items_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`),
    check('menu_items_allergens_known', allergensKnown(table.allergens)),
    check('menu_items_traces_known', allergensKnown(table.traces)),
    check('menu_items_dietary_known', sql`${table.dietary} <@ ${sql.raw(`array[${DIETARY_MARKS.map((mark) => `'${mark}'`).join(', ')}]::text[]`)}`),
    // What the dish ↔ group links refer to, so a link can only join a dish and a group of the same restaurant.
    unique('menu_items_id_restaurant_unique').on(table.id, table.restaurantId),
    // Only a photo of the dish's own restaurant; a photo in use cannot be deleted (no action).
    foreignKey({ name: 'menu_items_photo_fk', columns: [table.photoId, table.restaurantId], foreignColumns: [menuPhotos.id, menuPhotos.restaurantId] }),
    index('menu_items_photo_idx').on(table.restaurantId, table.photoId),
    // A category of the dish's own restaurant; a category with dishes cannot be deleted (they move first).
    foreignKey({
      name: 'menu_items_category_fk',
      columns: [table.categoryId, table.restaurantId],
      foreignColumns: [menuCategories.id, menuCategories.restaurantId],
    }),
    // A category's dishes in order (the order page, a reorder, the count per category).
    index('menu_items_category_position_idx').on(table.restaurantId, table.categoryId, table.position, table.id),
  ],
);

/**
 * Option groups (issue 19, decision 0024): sizes, choices, "No …" / "Extra …", reusable by any number of the
 * restaurant's dishes (menu_item_option_groups). Single choice or multiple; `min_choices` ≥ 1 makes it required;
 * `max_choices` null means as many as there are options. The shared OptionGroupInputSchema validates the rest.
 */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: restaurantId(),
    name: text('name').notNull(),
    /** The group's name in other languages (`{ "fr": { "name": "…" } }`), like a dish's translations. */
    translations: jsonb('translations').$type<MenuItemTranslations>().notNull().default({}),
    selection: text('selection').notNull(),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('option_groups_restaurant_created_idx').on(table.restaurantId, table.createdAt, table.id),
    unique('option_groups_id_restaurant_unique').on(table.id, table.restaurantId),
    check('option_groups_selection_valid', sql`${table.selection} in ('single', 'multiple')`),
    check('option_groups_min_choices_valid', sql`${table.minChoices} >= 0`),
    check('option_groups_max_choices_valid', sql`${table.maxChoices} is null or ${table.maxChoices} >= greatest(${table.minChoices}, 1)`),
    check('option_groups_single_is_one', sql`${table.selection} = 'multiple' or ${table.maxChoices} = 1`),
    check('option_groups_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
);

/** The options of a group, in the owner's order (`position`), each with its price change and its own allergens. */
export const options = pgTable(
  'options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: text('restaurant_id').notNull(),
    groupId: uuid('group_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<MenuItemTranslations>().notNull().default({}),
    /** Added to the dish's price when chosen; may be negative ("small": −1,00 €). */
    priceDelta: numeric('price_delta', { precision: 10, scale: 2 }).notNull().default('0'),
    isDefault: boolean('is_default').notNull().default(false),
    /** False: sold out (front of house may switch it). */
    isAvailable: boolean('is_available').notNull().default(true),
    allergens: allergenList('allergens'),
    traces: allergenList('traces'),
    ...portionColumns(),
  },
  (table) => [
    ...portionChecks('options', table),
    // The group's own restaurant: an option cannot sit in another restaurant's group.
    foreignKey({
      name: 'options_group_fk',
      columns: [table.groupId, table.restaurantId],
      foreignColumns: [optionGroups.id, optionGroups.restaurantId],
    }).onDelete('cascade'),
    index('options_group_position_idx').on(table.groupId, table.position),
    check('options_allergens_known', allergensKnown(table.allergens)),
    check('options_traces_known', allergensKnown(table.traces)),
    check('options_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
);

/**
 * Which groups a dish offers, in order. Both foreign keys carry the restaurant, so a dish can only offer its own
 * restaurant's groups; deleting the dish or the group removes the link.
 */
export const menuItemOptionGroups = pgTable(
  'menu_item_option_groups',
  {
    restaurantId: text('restaurant_id').notNull(),
    menuItemId: uuid('menu_item_id').notNull(),
    groupId: uuid('group_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ name: 'menu_item_option_groups_pkey', columns: [table.menuItemId, table.groupId] }),
    foreignKey({
      name: 'menu_item_option_groups_item_fk',
      columns: [table.menuItemId, table.restaurantId],
      foreignColumns: [menuItems.id, menuItems.restaurantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'menu_item_option_groups_group_fk',
      columns: [table.groupId, table.restaurantId],
      foreignColumns: [optionGroups.id, optionGroups.restaurantId],
    }).onDelete('cascade'),
    index('menu_item_option_groups_group_idx').on(table.groupId),
    // A restaurant's links in one index range, in dish then position order, without a table read: the order page's
    // menu aggregates them in one pass instead of one lookup per dish.
    index('menu_item_option_groups_restaurant_idx').on(table.restaurantId, table.menuItemId, table.position, table.groupId),
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
    /**
     * The portions this order took from sold-out counts (decision 0027), written by the trigger `orders_take_portions`
     * when the insert names counted dishes or options: `{ "day", "returned", "taken": [{ "kind", "id", "quantity",
     * "left" }] }`; null when it took none. Cancelling the order (or deleting it) gives them back once: `returned`.
     */
    portions: jsonb('portions').$type<OrderPortions>(),
    /**
     * The short number guests and staff call the order by (#1, #2 …), per restaurant and business day (issue 20,
     * decision 0031): assigned by the insert's trigger from `order_numbers`, never by the application. The default
     * only satisfies NOT NULL before the trigger runs.
     */
    dailyNumber: integer('daily_number').notNull().default(0),
    /** The business day the number belongs to (`restaurant_business_day` at created_at), set by the same trigger. */
    businessDay: date('business_day'),
    /** When the restaurant said the order will be ready: set when it is accepted (by staff or by auto-accept). */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** Why the restaurant turned the order down (the accept step's reject); null otherwise. */
    rejectionReason: text('rejection_reason'),
    /** When the guest will pick the order up (issue 20): a 15-minute slot they chose; null: as soon as possible. */
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    /**
     * The table a dine-in order was placed at (issue 20, decision 0033): the label as it was then ("12"), checked
     * against the restaurant's tables when placed; null for pickup. Not a reference: the history keeps its label.
     */
    tableLabel: text('table_label'),
    /**
     * When the kitchen bumped the whole order (issue 21, decision 0037): off every kitchen display, on the ready
     * board; null: still on the displays (or recalled). Written by the kitchen's routes only, never by the order path.
     */
    kitchenDoneAt: timestamp('kitchen_done_at', { withTimezone: true }),
    /**
     * The local hour (0–23) the order was placed in, in the restaurant's zone then (issue 22, decision 0041): set once by
     * the insert's trigger like `business_day`, so the reports' hour rollup never moves when the zone setting changes.
     */
    localHour: smallint('local_hour'),
    /**
     * Who placed it, as the restaurant knew them then (Michelin Star repeat guests, decision 0043): 'new' (none of its
     * phone and email seen on an earlier order), 'returning' (one of them seen), 'unknown' (neither given). Set once by
     * the insert's trigger from `report_guests`, never changed.
     */
    guestKind: text('guest_kind'),
    /**
     * The guest it is from, for the distinct guests (decision 0043): the guest of the first of its contacts the
     * restaurant knew (phone first), else — a new guest — its phone's key, else its email's; null without a contact.
     * Set once by the insert's trigger, like the kind.
     */
    guestKey: uuid('guest_key'),
  },
  (table) => [
    uniqueIndex('orders_restaurant_day_number_uq').on(table.restaurantId, table.businessDay, table.dailyNumber),
    // The pacing count of a slot (issue 20): scheduled orders by their pickup time.
    index('orders_restaurant_pickup_idx').on(table.restaurantId, table.pickupAt).where(sql`${table.pickupAt} is not null`),
    index('orders_restaurant_created_idx').on(table.restaurantId, table.createdAt.desc(), table.id.desc()),
    index('orders_restaurant_status_created_idx').on(table.restaurantId, table.status, table.createdAt.desc(), table.id.desc()),
    check('orders_status_valid', sql`${table.status} in ('pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled')`),
    check('orders_total_non_negative', sql`${table.totalAmount} >= 0`),
    check('orders_locale_valid', sql.raw(`"locale" in (${LOCALES_SQL})`)),
    check('orders_guest_kind_valid', sql`${table.guestKind} in ('new', 'returning', 'unknown')`),
  ],
);

/**
 * An order's lines (issue 19): what was ordered, as it was named and priced then — the dish's id (no foreign key:
 * deleting a dish keeps the history, the id then points nowhere, like the order's JSON), its name, the unit price with
 * the chosen options, the quantity, the line total, the chosen options (ChosenOption[]) and the allergens of what was
 * chosen. Written by the same statement as the order (orders.repository.ts); the order's `order_items` JSON keeps the
 * API's shape for the list. Append-only for the app (migration 0010): deleting an order (with its restaurant) cascades.
 * No foreign key to restaurants either: the order's own cascade removes the lines, and row-level security checks the
 * restaurant on insert, without one more key-share lock on the restaurant's row per order.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: text('restaurant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    menuItemId: uuid('menu_item_id'),
    name: text('name').notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: numeric('line_total', { precision: 10, scale: 2 }).notNull(),
    options: jsonb('options').$type<ChosenOption[]>().notNull().default([]),
    allergens: allergenList('allergens'),
    traces: allergenList('traces'),
    /** When the kitchen marked the line done (issue 21, decision 0037); null: still to make. */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    // By order: an order's lines in order, and what the cascade from a deleted order looks up.
    index('order_lines_order_position_idx').on(table.orderId, table.position),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('order_lines_options_array', sql`jsonb_typeof(${table.options}) = 'array'`),
  ],
);

/**
 * How many orders a restaurant has in each status, kept by triggers on `orders` (migrations 0001, 0005) in the same
 * transaction as the change. The status chips read one row instead of counting a restaurant's whole history.
 */
/**
 * The last order number given per restaurant and business day (issue 20, decision 0031): the order insert's trigger
 * takes the next one with one upsert, which locks this row until the order commits, so two orders of the same
 * restaurant and day never get the same number and a rolled-back order gives its number back.
 */
export const orderNumbers = pgTable(
  'order_numbers',
  {
    restaurantId: restaurantId(),
    businessDay: date('business_day').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.businessDay] })],
);

/**
 * Events with a memory (ARCHITECTURE §9, decision 0035): a restaurant's live events as rows, written by triggers on
 * `orders` in the change's own transaction, numbered per restaurant (`seq`, from `restaurant_event_counters`, whose row
 * stays locked until the change commits, so numbers commit in order and a reader never skips one). A stream sends each
 * with its number as the SSE id and resumes after a `Last-Event-ID`; NOTIFY only wakes it. Kept for two days.
 */
export const restaurantEvents = pgTable(
  'restaurant_events',
  {
    restaurantId: restaurantId(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.seq] }), index('restaurant_events_created_at_idx').on(table.createdAt)],
);

/** The last event number given per restaurant (see restaurantEvents). */
export const restaurantEventCounters = pgTable('restaurant_event_counters', {
  restaurantId: restaurantId().primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

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
