/**
 * The restaurant is the tenant (docs/decisions/0016-restaurant-as-tenant.md). `restaurants` is better-auth's
 * organization model, `restaurant_members` its member model and `restaurant_invitations` its invitation model: the
 * organization plugin reads them by these TypeScript keys (auth.ts maps the models), and our own routes write them.
 * Ids are text (uuids made by crypto.randomUUID, as for every better-auth row), because the plugin looks rows up by
 * whatever string a client sends. These three tables are not under row-level security: they are what decides which
 * restaurant a request may act for (like `user` and `session`), and better-auth reads them outside any restaurant.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const restaurants = pgTable('restaurants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Public order page address /r/{slug}; unique across restaurants (former ones redirect: restaurant_slug_redirects). */
  slug: text('slug').notNull().unique(),
  /** better-auth's organization fields, unused by Maître (its schema check wants them). */
  logo: text('logo'),
  metadata: text('metadata'),
  /** IANA time zone that sets the restaurant's day boundaries. */
  timezone: text('timezone').notNull().default('UTC'),
  /** The language of the order page and of guest mails when nothing else says (the languages issue uses it). */
  defaultLanguage: text('default_language').notNull().default('en'),
  ...timestamps,
});

/** The roles of a member, highest first (permissions per role: packages/shared/src/team.ts). */
export const MEMBER_ROLES_SQL = `'owner', 'manager', 'front_of_house', 'kitchen'`;

export const restaurantMembers = pgTable(
  'restaurant_members',
  {
    id: text('id').primaryKey(),
    /** better-auth's name for the restaurant of a membership. */
    organizationId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('restaurant_members_restaurant_user_uq').on(table.organizationId, table.userId),
    index('restaurant_members_user_idx').on(table.userId),
    check('restaurant_members_role_valid', sql.raw(`"role" in (${MEMBER_ROLES_SQL})`)),
  ],
);

export const restaurantInvitations = pgTable(
  'restaurant_invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** pending, accepted, rejected or canceled (better-auth's values). */
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('restaurant_invitations_restaurant_status_idx').on(table.organizationId, table.status),
    index('restaurant_invitations_email_idx').on(table.email),
    check('restaurant_invitations_role_valid', sql.raw(`"role" in (${MEMBER_ROLES_SQL})`)),
  ],
);
