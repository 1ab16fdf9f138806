/**
 * A restaurant's tables (issue 20, dine-in ordering, decision 0033): what a guest's QR card names (`/r/{slug}?table=12`)
 * and a guest order may carry. A label ("12", "Terrace 3") is unique per restaurant whatever its case, trimmed, at most
 * 20 characters; `position` is the owner's order (the Settings list, the printed cards). A tenant table (row-level
 * security, migration 0020). An order keeps the label as it was (`orders.table_label`), not a reference: renaming or
 * deleting a table leaves the history as it happened.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { restaurants } from './team.ts';

export const restaurantTables = pgTable(
  'restaurant_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('restaurant_tables_restaurant_label_unique').on(table.restaurantId, sql`lower(${table.label})`),
    index('restaurant_tables_restaurant_position_idx').on(table.restaurantId, table.position, table.id),
    check('restaurant_tables_label_valid', sql`${table.label} = btrim(${table.label}) and char_length(${table.label}) between 1 and 20`),
  ],
);
