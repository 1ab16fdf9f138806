/**
 * The activity log (db/schema/team.ts `activity_log`): appended in the transaction of the change it records, read per
 * member or per subject, newest first. A tenant table: every query through the restaurant's scope (db/tenant.ts).
 */
import type { ActivityAction, ActivityEntry } from '@maitre/shared/staff';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { activityLog } from '../../db/schema/index.ts';
import type { RestaurantTx } from '../../db/tenant.ts';

export type SubjectType = ActivityEntry['subject_type'];

export interface NewActivity {
  /** null: nobody signed in (a guest's online order). */
  actorUserId: string | null;
  actorName: string;
  action: ActivityAction;
  subjectType: SubjectType;
  subjectId: string;
  details?: Record<string, unknown>;
}

/** The actor fields of an entry, from whoever acts: their id, and their name copied in (it outlives the account). */
export function actorOf(person: { userId: string; name: string }): Pick<NewActivity, 'actorUserId' | 'actorName'> {
  return { actorUserId: person.userId, actorName: person.name };
}

export async function insertActivity({ tx, restaurantId }: RestaurantTx, entries: NewActivity | NewActivity[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await tx.insert(activityLog).values(list.map((entry) => ({ restaurantId, ...entry, details: entry.details ?? {} })));
}

export interface ActivityPosition {
  /** created_at as an ISO string with microseconds. */
  at: string;
  id: string;
}

export type ActivityFilter = { actorUserId: string } | { subjectType: SubjectType; subjectId: string };

/** One page of entries matching `filter`, newest first, starting after `after`; one more than `limit` tells a next page exists. */
export async function findActivity(
  { tx, restaurantId }: RestaurantTx,
  filter: ActivityFilter,
  after: ActivityPosition | undefined,
  limit: number,
): Promise<Array<ActivityEntry & { position: ActivityPosition }>> {
  const conditions: SQL[] = [eq(activityLog.restaurantId, restaurantId)];
  if ('actorUserId' in filter) conditions.push(eq(activityLog.actorUserId, filter.actorUserId));
  else conditions.push(eq(activityLog.subjectType, filter.subjectType), eq(activityLog.subjectId, filter.subjectId));
  if (after) {
    // Compared as PostgreSQL timestamps with their microseconds: a JavaScript Date would cut them to milliseconds and
    // skip entries written in the same millisecond.
    const at = sql`${after.at}::timestamptz`;
    const before = or(sql`${activityLog.createdAt} < ${at}`, and(sql`${activityLog.createdAt} = ${at}`, sql`${activityLog.id} < ${after.id}::uuid`));
    if (before) conditions.push(before);
  }
  const rows = await tx
    .select({ row: activityLog, cursorAt: sql<string>`to_char(${activityLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
    .from(activityLog)
    .where(and(...conditions))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit + 1);
  return rows.map(({ row, cursorAt }) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actor_user_id: row.actorUserId,
    actor_name: row.actorName,
    action: row.action as ActivityAction,
    subject_type: row.subjectType as SubjectType,
    subject_id: row.subjectId,
    details: row.details,
    position: { at: cursorAt, id: row.id },
  }));
}
