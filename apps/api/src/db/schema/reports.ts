/**
 * Reports' rollups (issue 22, decision 0041): per restaurant and business day, what its orders add up to, kept exact by
 * triggers on `orders` and `order_lines` (migration 0025) in the same transaction as the order change, so a report of a
 * year reads a few hundred rows instead of a year of orders. Every table is a tenant table (row-level security).
 *
 * Each row holds two halves: what still counts (orders not cancelled) and what was cancelled (orders whose status is
 * now `cancelled`, rejections included). Gross = both halves; net = the first. A cancellation moves an order's share
 * from one half to the other; a deleted order takes its share out. The day is the order's own business day
 * (`orders.business_day`, set once when it is created in the restaurant's zone with its cutoff); the hour is its local
 * hour then (`orders.local_hour`). A row whose figures all fell back to zero may stay: readers add, never count rows.
 */
import { date, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { restaurants } from './team.ts';

const restaurantRef = () =>
  text('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');
const count = (name: string) => integer(name).notNull().default(0);

/** A dish's columns in report_dishes and report_dish_months: its key, its latest name, the two halves' figures. */
const dishFigures = () => ({
  itemKey: uuid('item_key').notNull(),
  menuItemId: uuid('menu_item_id'),
  name: text('name').notNull(),
  nameAt: timestamp('name_at', { withTimezone: true }).notNull(),
  quantity: count('quantity'),
  revenue: money('revenue'),
  cancelledQuantity: count('cancelled_quantity'),
  cancelledRevenue: money('cancelled_revenue'),
});

/** Per business day and channel ('online' pickup, 'table', 'phone' — taken by staff): orders, money and items. */
export const reportDays = pgTable(
  'report_days',
  {
    restaurantId: restaurantRef(),
    businessDay: date('business_day').notNull(),
    channel: text('channel').notNull(),
    orders: count('orders'),
    amount: money('amount'),
    items: count('items'),
    cancelledOrders: count('cancelled_orders'),
    cancelledAmount: money('cancelled_amount'),
    cancelledItems: count('cancelled_items'),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.businessDay, table.channel] })],
);

/** Per business day and local hour (0–23) the order was placed in: orders and money. */
export const reportHours = pgTable(
  'report_hours',
  {
    restaurantId: restaurantRef(),
    businessDay: date('business_day').notNull(),
    hour: smallint('hour').notNull(),
    orders: count('orders'),
    amount: money('amount'),
    cancelledOrders: count('cancelled_orders'),
    cancelledAmount: money('cancelled_amount'),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.businessDay, table.hour] })],
);

/**
 * Per business day and dish: quantity and revenue (line totals). `item_key` is the menu item id, so a renamed dish
 * keeps its history; a line written before ids were recorded is keyed by its name (`report_item_key`). `name` is the
 * name of the dish's latest line (by the order's creation time, `name_at`), shown for a dish since deleted.
 */
export const reportDishes = pgTable(
  'report_dishes',
  {
    restaurantId: restaurantRef(),
    businessDay: date('business_day').notNull(),
    ...dishFigures(),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.businessDay, table.itemKey] })],
);

/**
 * report_dishes summed per calendar month of business days (`month`: its first day), kept by the same triggers in the
 * same transaction (migration 0028, decision 0045): a year's dish report reads its whole months here — 12 × dishes
 * rows instead of 365 × dishes — and only the days of its partial months in report_dishes. `name` / `name_at` follow
 * the day rows' rule (the newest, a tie to the greater name).
 */
export const reportDishMonths = pgTable(
  'report_dish_months',
  {
    restaurantId: restaurantRef(),
    month: date('month').notNull(),
    ...dishFigures(),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.month, table.itemKey] })],
);

/** Per business day and option (its id): how many portions were ordered with it (the line's quantity). */
export const reportOptions = pgTable(
  'report_options',
  {
    restaurantId: restaurantRef(),
    businessDay: date('business_day').notNull(),
    optionId: text('option_id').notNull(),
    groupName: text('group_name').notNull(),
    name: text('name').notNull(),
    nameAt: timestamp('name_at', { withTimezone: true }).notNull(),
    chosen: count('chosen'),
    cancelledChosen: count('cancelled_chosen'),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.businessDay, table.optionId] })],
);

/**
 * Repeat guests (Michelin Star, decision 0043): every contact a restaurant has seen on an order — a normalised phone
 * (its digits, the country code as typed) or email (trimmed, lower case), kept as `md5('p:' || digits)` /
 * `md5('e:' || email)` so the table holds no contact itself — with the business day it was first seen. Written by the
 * order insert's trigger, never decremented: a guest once seen stays seen (a cancelled or deleted order included).
 */
export const reportGuests = pgTable(
  'report_guests',
  {
    restaurantId: restaurantRef(),
    contactKey: uuid('contact_key').notNull(),
    firstDay: date('first_day').notNull(),
    /**
     * The guest this contact belongs to (decision 0043, "Distinct guests"): a contact first seen on an order beside a
     * known one joins that one's guest; null: the contact is its own guest.
     */
    guestKey: uuid('guest_key'),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.contactKey] })],
);

/**
 * Per business day: orders by the guest's kind when it was placed (`orders.guest_kind`) — `new` (none of its contacts
 * seen before: a new guest), `returning` (one of them seen before), `unknown` (no phone, no email) — in the two halves
 * of decision 0041 (not cancelled / cancelled now).
 */
export const reportGuestDays = pgTable(
  'report_guest_days',
  {
    restaurantId: restaurantRef(),
    businessDay: date('business_day').notNull(),
    newOrders: count('new_orders'),
    returningOrders: count('returning_orders'),
    unknownOrders: count('unknown_orders'),
    cancelledNew: count('cancelled_new'),
    cancelledReturning: count('cancelled_returning'),
    cancelledUnknown: count('cancelled_unknown'),
    /** The day's distinct guests: its rows of report_guest_visits (decision 0043, "Distinct guests"). */
    guests: count('guests'),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.businessDay] })],
);

/**
 * Distinct guests over any range (decision 0043, "Distinct guests"): the business days on which each guest — the key
 * of the order's phone, else of its email — has orders that still count (new or returning, not cancelled), with how
 * many. A row exists only while that number is above zero.
 */
export const reportGuestVisits = pgTable(
  'report_guest_visits',
  {
    restaurantId: restaurantRef(),
    guestKey: uuid('guest_key').notNull(),
    businessDay: date('business_day').notNull(),
    orders: count('orders'),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.guestKey, table.businessDay] })],
);

/**
 * report_guest_visits counted by (business day, the same guest's previous day with orders — `-infinity` when none):
 * the guests of a range [from, to] are the rows of its days whose previous day is before `from`, each guest once.
 */
export const reportGuestReturns = pgTable(
  'report_guest_returns',
  {
    restaurantId: restaurantRef(),
    businessDay: date('business_day').notNull(),
    previousDay: date('previous_day').notNull(),
    guests: count('guests'),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.businessDay, table.previousDay] })],
);

/**
 * report_guest_returns by the month of the business day (its first day): a whole month of a range is one row per
 * previous day instead of one per day and previous day (decision 0043, "Distinct guests"; months as decision 0045).
 */
export const reportGuestReturnMonths = pgTable(
  'report_guest_return_months',
  {
    restaurantId: restaurantRef(),
    month: date('month').notNull(),
    previousDay: date('previous_day').notNull(),
    guests: count('guests'),
  },
  (table) => [primaryKey({ columns: [table.restaurantId, table.month, table.previousDay] })],
);
