/**
 * Printers and their print jobs (issue 21, decision 0038). Both are tenant tables (row-level security, migration 0023).
 *
 * A printer polls Maître over HTTPS (Star CloudPRNT or Epson Server Direct Print) at an address holding a secret; only
 * the secret's SHA-256 is kept (`secret_hash`), found by the SECURITY DEFINER lookup `maitre_printer_restaurant`.
 *
 * A print job is one ticket for one printer: written by the trigger `orders_print_jobs` in the transaction that places,
 * accepts or cancels the order (or by a manual print), rendered when the printer fetches it. `queued` → `offered` (a
 * poll got it, with a fresh token) → `printed` only when the printer confirms (CloudPRNT DELETE with a 2xx code, SDP
 * SetResponse success); an offer left unconfirmed is offered again after a timeout; a failure puts it back in the queue.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './restaurant.ts';
import { restaurants } from './team.ts';

export const printers = pgTable(
  'printers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'cloudprnt' (Star), 'epson_sdp' (Epson Server Direct Print) or 'bridge' (raw TCP through the print bridge, 0040). */
    protocol: text('protocol').notNull(),
    /** A `bridge` printer's address on the restaurant's network (IPv4, IPv6 or host name) and raw port; null for the others. */
    host: text('host'),
    port: integer('port'),
    /**
     * SHA-256 (hex) of the secret in the printer's address; the secret itself is shown once, at creation. A `bridge`
     * printer has no address: its secret is random and never shown.
     */
    secretHash: text('secret_hash').notNull(),
    /** The kitchen stations whose lines it prints: null = every station; empty = no kitchen tickets. */
    stations: text('stations').array(),
    printsReceipts: boolean('prints_receipts').notNull().default(false),
    copies: integer('copies').notNull().default(1),
    /** When tickets print by themselves: when the order is 'accepted', when it 'arrived', or 'off' (manual only). */
    autoPrint: text('auto_print').notNull().default('accepted'),
    paperWidth: integer('paper_width').notNull().default(80),
    /** What the printer last reported: 'unknown' (never polled), 'online', 'paper_out', 'cover_open', 'error'. */
    status: text('status').notNull().default('unknown'),
    statusDetail: text('status_detail'),
    /** Its last poll; no poll for 30 s reads as offline. */
    lastPollAt: timestamp('last_poll_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('printers_secret_hash_unique').on(table.secretHash),
    index('printers_restaurant_idx').on(table.restaurantId, table.createdAt),
    check('printers_protocol_valid', sql`${table.protocol} in ('cloudprnt', 'epson_sdp', 'bridge')`),
    check('printers_bridge_address', sql`(${table.protocol} = 'bridge') = (${table.host} is not null and ${table.port} is not null)`),
    check('printers_port_valid', sql`${table.port} between 1 and 65535`),
    check('printers_auto_print_valid', sql`${table.autoPrint} in ('accepted', 'arrived', 'off')`),
    check('printers_paper_width_valid', sql`${table.paperWidth} in (58, 80)`),
    check('printers_copies_valid', sql`${table.copies} between 1 and 5`),
    check('printers_status_valid', sql`${table.status} in ('unknown', 'online', 'offline', 'paper_out', 'cover_open', 'error')`),
    check('printers_name_valid', sql`${table.name} = btrim(${table.name}) and char_length(${table.name}) between 1 and 60`),
  ],
);

export const printJobs = pgTable(
  'print_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    printerId: uuid('printer_id')
      .notNull()
      .references(() => printers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'kitchen', 'receipt' or 'cancellation'. */
    purpose: text('purpose').notNull(),
    /** A reprint: the ticket says COPY. */
    copy: boolean('copy').notNull().default(false),
    /** The print bridge (device id) the current offer went to: a bridge that reconnects gets its offers again (0040). */
    offeredTo: text('offered_to'),
    /** 'queued', 'offered', 'printed' or 'failed' (given up on). */
    state: text('state').notNull().default('queued'),
    /** The token of the current offer: what the printer's fetch and confirmation must carry. */
    token: text('token'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // What a poll looks for: the printer's unprinted jobs, oldest first.
    index('print_jobs_printer_pending_idx').on(table.printerId, table.createdAt).where(sql`${table.state} in ('queued', 'offered')`),
    index('print_jobs_order_idx').on(table.orderId),
    uniqueIndex('print_jobs_token_unique').on(table.token),
    check('print_jobs_purpose_valid', sql`${table.purpose} in ('kitchen', 'receipt', 'cancellation')`),
    check('print_jobs_state_valid', sql`${table.state} in ('queued', 'offered', 'printed', 'failed')`),
  ],
);
