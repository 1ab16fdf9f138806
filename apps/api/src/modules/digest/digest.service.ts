/**
 * The daily digest (issue 22, decision 0044): the member's setting, and the two jobs of the queue that send it.
 *
 * - `digest` (one per member × restaurant × planned send instant; the queue's key is all three and the business day):
 *   checks when it runs that the member still is one, still has `reports:view`, still opted in, and that the setting
 *   still plans this instant (a changed time or zone leaves a stale job that plans the right one instead); reads the
 *   figures through the reports service; then, in one transaction of the restaurant, moves `last_sent_day` on (only
 *   forward) and queues the mail — a second run, on this instance or another, finds the day sent and queues nothing.
 *   Then it plans the next day's.
 * - `digest_sweep` (once an hour, keyed by the hour; queued at start too): plans the next digest of every opt-in whose
 *   job is missing (a restart, a zone change, a job that died). Planning is idempotent: the same instant has the same key.
 */
import { DEFAULT_DIGEST_MINUTES, DIGEST_TOP_DISHES, type DigestSettings, type DigestSettingsInput } from '@maitre/shared/digest';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@maitre/shared/locales';
import { addDays } from '@maitre/shared/reports';
import { localDate, minutesOf, timeOf } from '@maitre/shared/service-clock';
import { can, type Role } from '@maitre/shared/team';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, TenantDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { digestSubscriptions, restaurantMembers, restaurants, user, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { enqueueJob, type JobQueue, type JobRun } from '../jobs/job-queue.ts';
import { digestMail } from '../mail/digest.mails.ts';
import { dishesReport, salesSummary } from '../reports/reports.service.ts';
import { type DigestClock, nextDigest, reportedDay, sendInstant } from './digest.schedule.ts';

export const DIGEST_JOB = 'digest';
export const DIGEST_SWEEP_JOB = 'digest_sweep';
const MAIL_JOB = 'mail';
const HOUR_MS = 3_600_000;

export interface DigestPayload {
  userId: string;
  /** The business day reported ('YYYY-MM-DD'). */
  day: string;
  /** The instant it was planned for (ISO). */
  sendAt: string;
  /** "Send me a test digest now": sent whatever the setting, does not count as the day's digest. */
  test?: boolean;
}

export interface DigestDeps {
  database: TenantDatabase;
  jobs: () => JobQueue;
  appUrl: string;
  /** The clock (tests move it). */
  now?: () => number;
}

interface Recipient {
  memberId: string;
  role: Role;
  email: string;
  locale: Locale;
  restaurantName: string;
  clock: Omit<DigestClock, 'sendMinutes'>;
}

async function findRecipient(db: Database, restaurantId: string, userId: string): Promise<Recipient | null> {
  const [row] = await db
    .select({
      memberId: restaurantMembers.id,
      role: restaurantMembers.role,
      email: user.email,
      locale: userProfiles.locale,
      restaurantName: restaurants.name,
      defaultLanguage: restaurants.defaultLanguage,
      timezone: restaurants.timezone,
      cutoffMinutes: restaurants.businessDayCutoffMinutes,
    })
    .from(restaurantMembers)
    .innerJoin(restaurants, eq(restaurants.id, restaurantMembers.organizationId))
    .innerJoin(user, eq(user.id, restaurantMembers.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, restaurantMembers.userId))
    .where(and(eq(restaurantMembers.organizationId, restaurantId), eq(restaurantMembers.userId, userId)))
    .limit(1);
  if (!row) return null;
  const locale = isLocale(row.locale) ? row.locale : isLocale(row.defaultLanguage) ? row.defaultLanguage : DEFAULT_LOCALE;
  return {
    memberId: row.memberId,
    role: row.role as Role,
    email: row.email,
    locale,
    restaurantName: row.restaurantName,
    clock: { timezone: row.timezone, cutoffMinutes: row.cutoffMinutes },
  };
}

interface Subscription {
  enabled: boolean;
  sendMinutes: number;
  lastSentDay: string | null;
}

async function findSubscription(database: TenantDatabase, restaurantId: string, userId: string): Promise<Subscription | null> {
  return database.withRestaurant(restaurantId, async ({ tx }) => {
    const [row] = await tx
      .select({ enabled: digestSubscriptions.enabled, sendMinutes: digestSubscriptions.sendMinutes, lastSentDay: digestSubscriptions.lastSentDay })
      .from(digestSubscriptions)
      .where(and(eq(digestSubscriptions.restaurantId, restaurantId), eq(digestSubscriptions.userId, userId)))
      .limit(1);
    return row ?? null;
  });
}

const digestKey = (restaurantId: string, userId: string, day: string, sendAt: number) => `${restaurantId}:${userId}:${day}:${new Date(sendAt).toISOString()}`;

/** Queues the member's next digest after `now` (nothing when they are not opted in or may not read reports). */
export async function planDigest(deps: DigestDeps, restaurantId: string, userId: string, now: number): Promise<{ sendAt: number; day: string } | null> {
  const recipient = await findRecipient(deps.database.db, restaurantId, userId);
  if (!recipient || !can(recipient.role, 'reports:view')) return null;
  const subscription = await findSubscription(deps.database, restaurantId, userId);
  if (!subscription?.enabled) return null;
  const next = nextDigest(now, { ...recipient.clock, sendMinutes: subscription.sendMinutes }, subscription.lastSentDay);
  await enqueueJob<DigestPayload>(deps.database.db, {
    kind: DIGEST_JOB,
    restaurantId,
    runAt: new Date(next.sendAt),
    key: digestKey(restaurantId, userId, next.day, next.sendAt),
    payload: { userId, day: next.day, sendAt: new Date(next.sendAt).toISOString() },
  });
  return next;
}

/** Withdraws the member's planned digests (not a test one, not one running: its own checks stop it). */
async function withdrawPlanned(db: Database, restaurantId: string, userId: string): Promise<void> {
  await db.execute(sql`delete from jobs where kind = ${DIGEST_JOB} and restaurant_id = ${restaurantId} and payload->>'userId' = ${userId}
    and dead_at is null and attempts = 0 and coalesce((payload->>'test')::boolean, false) = false`);
}

export async function getDigestSettings(database: TenantDatabase, member: Member): Promise<DigestSettings> {
  const recipient = await findRecipient(database.db, member.restaurantId, member.userId);
  const subscription = await findSubscription(database, member.restaurantId, member.userId);
  return {
    enabled: subscription?.enabled ?? false,
    send_time: timeOf(subscription?.sendMinutes ?? DEFAULT_DIGEST_MINUTES),
    timezone: recipient?.clock.timezone ?? 'UTC',
  };
}

export async function saveDigestSettings(deps: DigestDeps, member: Member, input: DigestSettingsInput): Promise<DigestSettings> {
  const recipient = await findRecipient(deps.database.db, member.restaurantId, member.userId);
  if (!recipient) throw new AppError('NOT_FOUND', (m) => m.profile.noProfile);
  const sendMinutes = minutesOf(input.send_time);
  await deps.database.withRestaurant(member.restaurantId, async ({ tx }) => {
    await tx
      .insert(digestSubscriptions)
      .values({ restaurantId: member.restaurantId, userId: member.userId, memberId: recipient.memberId, enabled: input.enabled, sendMinutes })
      .onConflictDoUpdate({
        target: [digestSubscriptions.restaurantId, digestSubscriptions.userId],
        set: { enabled: input.enabled, sendMinutes, memberId: recipient.memberId, updatedAt: new Date() },
      });
  });
  await withdrawPlanned(deps.database.db, member.restaurantId, member.userId);
  if (input.enabled) {
    await planDigest(deps, member.restaurantId, member.userId, (deps.now ?? Date.now)());
    deps.jobs().wake();
  }
  return { enabled: input.enabled, send_time: timeOf(sendMinutes), timezone: recipient.clock.timezone };
}

/** "Send me a test digest now": yesterday's digest, through the queue, whatever the setting. */
export async function queueTestDigest(deps: DigestDeps, member: Member): Promise<void> {
  const recipient = await findRecipient(deps.database.db, member.restaurantId, member.userId);
  if (!recipient) throw new AppError('NOT_FOUND', (m) => m.profile.noProfile);
  const now = (deps.now ?? Date.now)();
  await enqueueJob<DigestPayload>(deps.database.db, {
    kind: DIGEST_JOB,
    restaurantId: member.restaurantId,
    payload: { userId: member.userId, day: reportedDay(now, recipient.clock), sendAt: new Date(now).toISOString(), test: true },
  });
  deps.jobs().wake();
}

async function renderDigest(deps: DigestDeps, restaurantId: string, recipient: Recipient, day: string, test: boolean) {
  // The reports service reads the restaurant's id only (its routes pass the signed-in member).
  const reader = { restaurantId, role: recipient.role } as Member;
  const weekAgo = addDays(day, -7);
  const [current, previous, dishes] = await Promise.all([
    salesSummary(deps.database, reader, { from: day, to: day }),
    salesSummary(deps.database, reader, { from: weekAgo, to: weekAgo }),
    dishesReport(deps.database, reader, { from: day, to: day }),
  ]);
  const query = new URLSearchParams({ from: day, to: day });
  return digestMail({
    locale: recipient.locale,
    to: recipient.email,
    restaurantName: recipient.restaurantName,
    day,
    weekAgo,
    current: current.current,
    previous: previous.current,
    dishes: dishes.topByQuantity.slice(0, DIGEST_TOP_DISHES).map(({ name, quantity, revenue }) => ({ name, quantity, revenue })),
    analyticsUrl: `${deps.appUrl}/dashboard/analytics?${query}`,
    settingsUrl: `${deps.appUrl}/dashboard/settings#daily-digest`,
    test,
  });
}

export function digestHandler(deps: DigestDeps) {
  return async ({ payload, restaurantId }: JobRun<DigestPayload>): Promise<void> => {
    if (!restaurantId) return;
    const recipient = await findRecipient(deps.database.db, restaurantId, payload.userId);
    // Left the restaurant, or no longer allowed to read its figures: nothing, and nothing planned.
    if (!recipient || !can(recipient.role, 'reports:view')) return;
    const now = (deps.now ?? Date.now)();
    if (payload.test) {
      const mail = await renderDigest(deps, restaurantId, recipient, payload.day, true);
      await enqueueJob(deps.database.db, { kind: MAIL_JOB, restaurantId, payload: mail });
      deps.jobs().wake();
      return;
    }
    const subscription = await findSubscription(deps.database, restaurantId, payload.userId);
    if (!subscription?.enabled) return;
    const sendAt = Date.parse(payload.sendAt);
    const clock = { ...recipient.clock, sendMinutes: subscription.sendMinutes };
    const stale = sendInstant(localDate(sendAt, clock.timezone), clock) !== sendAt || reportedDay(sendAt, clock) !== payload.day;
    if (!stale && (subscription.lastSentDay === null || subscription.lastSentDay < payload.day)) {
      const mail = await renderDigest(deps, restaurantId, recipient, payload.day, false);
      await deps.database.withRestaurant(restaurantId, async ({ tx }) => {
        const marked = await tx
          .update(digestSubscriptions)
          .set({ lastSentDay: payload.day })
          .where(
            and(
              eq(digestSubscriptions.restaurantId, restaurantId),
              eq(digestSubscriptions.userId, payload.userId),
              eq(digestSubscriptions.enabled, true),
              sql`(${digestSubscriptions.lastSentDay} is null or ${digestSubscriptions.lastSentDay} < ${payload.day}::date)`,
            ),
          )
          .returning({ userId: digestSubscriptions.userId });
        if (marked.length > 0) await enqueueJob(tx, { kind: MAIL_JOB, restaurantId, payload: mail });
      });
      deps.jobs().wake();
    }
    // The next one (or, for a stale job, the one the setting plans now).
    await planDigest(deps, restaurantId, payload.userId, Math.max(now, sendAt));
  };
}

const hourKey = (instant: number) => new Date(Math.floor(instant / HOUR_MS) * HOUR_MS).toISOString();

/** Queues the sweep of the hour `now` is in (once per hour whatever the number of instances). */
export async function queueSweep(db: Database, now: number, runAt: number = now): Promise<void> {
  await enqueueJob(db, { kind: DIGEST_SWEEP_JOB, payload: {}, runAt: new Date(runAt), key: hourKey(runAt) });
}

export function digestSweepHandler(deps: DigestDeps) {
  return async (): Promise<void> => {
    const now = (deps.now ?? Date.now)();
    const rows = await queryRows<{ restaurant_id: string; user_id: string }>(
      deps.database.db,
      sql`select restaurant_id, user_id from maitre_digest_subscribers()`,
    );
    for (const row of rows) await planDigest(deps, row.restaurant_id, row.user_id, now);
    const nextHour = (Math.floor(now / HOUR_MS) + 1) * HOUR_MS;
    await queueSweep(deps.database.db, now, nextHour);
  };
}
