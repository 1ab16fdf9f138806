/**
 * The kitchen display (issue 21, decision 0037): a restaurant's stations (grill, cold, bar…), at most MAX_STATIONS,
 * in the owner's order. A category or a single dish may be sent to a station (`menu_categories.station_id`,
 * `menu_items.station_id`, in restaurant.ts); a line's station is resolved when read (the dish's, else its category's,
 * else none: kitchen.repository.ts). A tenant table (row-level security, migration 0022).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { restaurants } from './team.ts';

export const kitchenStations = pgTable(
  'kitchen_stations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kitchen_stations_restaurant_name_unique').on(table.restaurantId, sql`lower(${table.name})`),
    index('kitchen_stations_restaurant_position_idx').on(table.restaurantId, table.position, table.id),
    check('kitchen_stations_name_valid', sql`${table.name} = btrim(${table.name}) and char_length(${table.name}) between 1 and 30`),
  ],
);
