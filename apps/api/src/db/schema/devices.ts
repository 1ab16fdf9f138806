/**
 * Devices (issue 21, decision 0036): shared screens (kitchen display, ready board) and printers that sign in with a
 * pairing code a manager created, never with a person's password. A code (10 minutes, single use) and the device
 * session's token are stored as SHA-256 hashes only. A revoked device keeps its row (revoked_at) and loses both hashes.
 * A tenant table (row-level security, migration 0021); a code or a token is mapped to its restaurant only through the
 * SECURITY DEFINER lookups of that migration.
 */
import { DEVICE_KINDS } from '@maitre/shared/devices';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { restaurants } from './team.ts';

export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DEVICE_KINDS }).notNull(),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the pairing code while it may still be used; null once used, renewed or revoked. */
    pairingCodeHash: text('pairing_code_hash'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    /** SHA-256 (hex) of the device session's token (32 random bytes in its cookie); null until paired, after sign-out or revocation. */
    sessionTokenHash: text('session_token_hash'),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    /** Written at most once a minute per device (modules/devices/device-guard.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The member who created it (a user id; no foreign key, like the activity log: the device outlives the account). */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('devices_pairing_code_hash_unique').on(table.pairingCodeHash).where(sql`${table.pairingCodeHash} is not null`),
    uniqueIndex('devices_session_token_hash_unique').on(table.sessionTokenHash).where(sql`${table.sessionTokenHash} is not null`),
    index('devices_restaurant_created_idx').on(table.restaurantId, table.createdAt),
    check('devices_kind_valid', sql`${table.kind} in ('kitchen_display', 'ready_board', 'printer', 'print_bridge')`),
    check('devices_name_valid', sql`${table.name} = btrim(${table.name}) and char_length(${table.name}) between 1 and 60`),
  ],
);
