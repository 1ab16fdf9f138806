/**
 * The restaurant is the tenant (docs/decisions/0016-restaurant-as-tenant.md). `restaurants` is better-auth's
 * organization model, `restaurant_members` its member model and `restaurant_invitations` its invitation model: the
 * organization plugin reads them by these TypeScript keys (auth.ts maps the models), and our own routes write them.
 * Ids are text (uuids made by crypto.randomUUID, as for every better-auth row), because the plugin looks rows up by
 * whatever string a client sends. These three tables are not under row-level security: they are what decides which
 * restaurant a request may act for (like `user` and `session`), and better-auth reads them outside any restaurant.
 */
import { LOCALES } from '@maitre/shared/locales';
import type { HoursException, WeeklyHours } from '@maitre/shared/service-clock';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** The languages Maître speaks (packages/shared/src/locales.ts), for the check constraints of language columns. */
export const LOCALES_SQL = LOCALES.map((locale) => `'${locale}'`).join(', ');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const restaurants = pgTable(
  'restaurants',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Public order page address /r/{slug}; unique across restaurants (former ones redirect: restaurant_slug_redirects). */
    slug: text('slug').notNull().unique(),
    /** better-auth's organization fields, unused by Maître (its schema check wants them). */
    logo: text('logo'),
    metadata: text('metadata'),
    /** IANA time zone that sets the restaurant's day boundaries. */
    timezone: text('timezone').notNull().default('UTC'),
    /**
     * The restaurant's language (one of LOCALES): the order page's when the guest's browser asks for none of ours, and
     * the invitation mails' (the invited person has no account, so no language of their own yet).
     */
    defaultLanguage: text('default_language').notNull().default('en'),
    /** The owner's rule: managers must have two-factor sign-in turned on to act for this restaurant. */
    managersNeedTwoFactor: boolean('managers_need_two_factor').notNull().default(false),
    /** Online orders are accepted as they arrive, ready after the preparation time (issue 20, decision 0031). */
    autoAcceptOrders: boolean('auto_accept_orders').notNull().default(false),
    /** Minutes after which an order still waiting to be accepted alerts the dashboard again. */
    realertAfterMinutes: integer('realert_after_minutes').notNull().default(3),
    /**
     * The restaurant's clock (issue 20, decision 0030; packages/shared/src/service-hours.ts): the weekly opening hours
     * (null: none set, open at all hours), the exceptions (closed days, special hours), the business-day cutoff in
     * minutes after midnight (SQL `restaurant_business_day` reads it), the default preparation time, the pacing (at
     * most N orders per 15-minute slot; null: no limit), whether guests may schedule a pickup, and the pause of online
     * orders (started, ends — null: until resumed — and the message to guests).
     */
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>(),
    hoursExceptions: jsonb('hours_exceptions').$type<HoursException[]>().notNull().default([]),
    businessDayCutoffMinutes: integer('business_day_cutoff_minutes').notNull().default(240),
    preparationMinutes: integer('preparation_minutes').notNull().default(20),
    pacingPerSlot: integer('pacing_per_slot'),
    allowScheduling: boolean('allow_scheduling').notNull().default(true),
    pauseStartedAt: timestamp('pause_started_at', { withTimezone: true }),
    pauseEndsAt: timestamp('pause_ends_at', { withTimezone: true }),
    pauseMessage: text('pause_message'),
    /** The kitchen display's age colours (issue 21, decision 0037): a ticket turns amber, then red, after so many minutes. */
    kitchenWarnMinutes: integer('kitchen_warn_minutes').notNull().default(10),
    kitchenLateMinutes: integer('kitchen_late_minutes').notNull().default(20),
    /** What the order page shows guests: the restaurant's address and phone (null: not given). */
    address: text('address'),
    phone: text('phone'),
    /**
     * The order page's privacy notice and legal imprint (decision 0034): plain text as the owner wrote it, line breaks
     * kept, never HTML; null: none written (the page then shows Maître's default privacy notice, and no imprint).
     */
    privacyNotice: text('privacy_notice'),
    legalImprint: text('legal_imprint'),
    /**
     * The order page's menu version (migration 0030): raised by a trigger on every change to a row the order page's menu
     * is built from (dishes, categories, option groups, options, their links, photos, counts), so a server may keep the
     * menu's JSON until it moves (storefront.service.ts).
     */
    menuVersion: integer('menu_version').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('restaurants_default_language_valid', sql.raw(`"default_language" in (${LOCALES_SQL})`)),
    check('restaurants_realert_after_minutes_valid', sql`${table.realertAfterMinutes} between 1 and 60`),
    check('restaurants_business_day_cutoff_valid', sql`${table.businessDayCutoffMinutes} between 0 and 720`),
    check('restaurants_preparation_minutes_valid', sql`${table.preparationMinutes} between 0 and 240`),
    check(
      'restaurants_kitchen_minutes_valid',
      sql`${table.kitchenWarnMinutes} between 1 and 240 and ${table.kitchenLateMinutes} between 2 and 480 and ${table.kitchenLateMinutes} > ${table.kitchenWarnMinutes}`,
    ),
    check('restaurants_pacing_per_slot_valid', sql`${table.pacingPerSlot} between 1 and 999`),
    check('restaurants_privacy_notice_length', sql`char_length(${table.privacyNotice}) <= 10000`),
    check('restaurants_legal_imprint_length', sql`char_length(${table.legalImprint}) <= 10000`),
  ],
);

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

/**
 * The activity log (issue 17): who changed which order's status, which dish, which member or invitation, and when.
 * A tenant table under row-level security, append-only: the app role may insert and read, never update or delete
 * (migration 0006 revokes those), so a member cannot rewrite their history. The actor's name is copied in, so a
 * removed member's entries keep their name. No foreign keys (migration 0007): each would lock the restaurant's and the
 * actor's rows for every entry; an account deleted later leaves its id here, dangling, beside its name. `subject_id`
 * is text: order and dish ids are uuids, member and invitation ids text.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: text('restaurant_id').notNull(),
    actorUserId: text('actor_user_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_log_restaurant_subject_idx').on(table.restaurantId, table.subjectType, table.subjectId, table.createdAt.desc()),
    index('activity_log_restaurant_actor_idx').on(table.restaurantId, table.actorUserId, table.createdAt.desc()),
  ],
);
