/**
 * The daily digest's opt-ins (issue 22, decision 0044): one row per membership that chose (a member of two
 * restaurants decides per restaurant). A tenant table (row-level security on restaurant_id). The row goes with the
 * membership (cascade): a member who leaves gets no more digests, and one who comes back starts with it off.
 * `last_sent_day` is the business day of the last digest queued: the job sets it in the transaction that queues the
 * mail, only when it is older, so two instances (or a job run twice) queue one mail per business day.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurantMembers, restaurants } from './team.ts';

export const digestSubscriptions = pgTable(
  'digest_subscriptions',
  {
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => restaurantMembers.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** Minutes after local midnight in the restaurant's zone (480: 08:00). */
    sendMinutes: smallint('send_minutes').notNull().default(480),
    lastSentDay: date('last_sent_day'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.restaurantId, table.userId] }),
    uniqueIndex('digest_subscriptions_member_uq').on(table.memberId),
    check('digest_subscriptions_send_minutes_valid', sql`${table.sendMinutes} between 0 and 1439`),
  ],
);
