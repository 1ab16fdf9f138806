/**
 * The durable job queue (modules/jobs, decision 0029): work that leaves the process later — mails now; reminders,
 * print jobs and digests with the modules that need them. A job is enqueued in the transaction that causes it, claimed
 * by one worker of any instance (`FOR UPDATE SKIP LOCKED`), retried with back-off, and deleted once done; a job that
 * keeps failing is kept with its last error (`dead_at`) for an operator to read.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './team.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What to do: a handler's name (modules/jobs/job-kinds.ts). */
    kind: text('kind').notNull(),
    /** The restaurant the job is for, when it is for one (a guest's mail, a print job); none for an account's mail. */
    restaurantId: text('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    /** When it may run next: its time when enqueued, pushed on by a claim (the lease) and by each failure (the back-off). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lastError: text('last_error'),
    /** Set when the job failed its last attempt: it is no longer claimed. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    /** Enqueuing the same (kind, key) twice keeps the first: "done once" for work that may be asked for again. */
    key: text('key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_due_idx').on(table.runAt, table.id).where(sql`${table.deadAt} is null`),
    uniqueIndex('jobs_kind_key_idx').on(table.kind, table.key).where(sql`${table.key} is not null`),
    index('jobs_restaurant_id_idx').on(table.restaurantId),
  ],
);
