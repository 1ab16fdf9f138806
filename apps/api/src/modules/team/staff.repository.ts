/**
 * A restaurant's members and invitations, as the Staff page and the team's routes need them. Members and invitations
 * are not tenant tables (db/schema/team.ts): they are read here inside the restaurant's transaction (so the change
 * and its activity entry commit together) and always filtered by the restaurant's id. The invitation page reads an
 * invitation by its id alone (the mailed link is the capability).
 */
import type { Role } from '@maitre/shared/team';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { restaurantInvitations, restaurantMembers, restaurants, user } from '../../db/schema/index.ts';
import type { RestaurantTx } from '../../db/tenant.ts';

export interface MemberRow {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: Role;
  joinedAt: Date;
  lastActiveAt: Date | null;
  twoFactorEnabled: boolean;
}

/**
 * The restaurant's members, owners first then by joining date. Last active: the latest of their sessions' last
 * refresh and their own entries in this restaurant's activity log.
 */
export async function findMembers({ tx, restaurantId }: RestaurantTx): Promise<MemberRow[]> {
  return queryRows<MemberRow>(
    tx,
    sql`select m.id, m.user_id as "userId", u.name, u.email, m.role, m.created_at as "joinedAt", u.two_factor_enabled as "twoFactorEnabled",
          greatest(
            (select max(s.updated_at) from session s where s.user_id = m.user_id),
            (select max(a.created_at) from activity_log a where a.restaurant_id = m.restaurant_id and a.actor_user_id = m.user_id)
          ) as "lastActiveAt"
        from restaurant_members m join "user" u on u.id = m.user_id
        where m.restaurant_id = ${restaurantId}
        order by case m.role when 'owner' then 0 when 'manager' then 1 when 'front_of_house' then 2 else 3 end, m.created_at, m.id`,
  ).then((rows) =>
    rows.map((row) => ({
      ...row,
      joinedAt: new Date(row.joinedAt),
      lastActiveAt: row.lastActiveAt ? new Date(row.lastActiveAt) : null,
    })),
  );
}

export async function findMember(
  { tx, restaurantId }: RestaurantTx,
  memberId: string,
): Promise<{ id: string; userId: string; role: Role; name: string } | null> {
  const [row] = await tx
    .select({ id: restaurantMembers.id, userId: restaurantMembers.userId, role: restaurantMembers.role, name: user.name })
    .from(restaurantMembers)
    .innerJoin(user, eq(user.id, restaurantMembers.userId))
    .where(and(eq(restaurantMembers.organizationId, restaurantId), eq(restaurantMembers.id, memberId)))
    .limit(1);
  return row ? { ...row, role: row.role as Role } : null;
}

export async function findMemberByUser(
  { tx, restaurantId }: RestaurantTx,
  userId: string,
): Promise<{ id: string; userId: string; role: Role; name: string } | null> {
  const [row] = await tx
    .select({ id: restaurantMembers.id, userId: restaurantMembers.userId, role: restaurantMembers.role, name: user.name })
    .from(restaurantMembers)
    .innerJoin(user, eq(user.id, restaurantMembers.userId))
    .where(and(eq(restaurantMembers.organizationId, restaurantId), eq(restaurantMembers.userId, userId)))
    .limit(1);
  return row ? { ...row, role: row.role as Role } : null;
}

export async function isMemberEmail({ tx, restaurantId }: RestaurantTx, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: restaurantMembers.id })
    .from(restaurantMembers)
    .innerJoin(user, eq(user.id, restaurantMembers.userId))
    .where(and(eq(restaurantMembers.organizationId, restaurantId), sql`lower(${user.email}) = ${email}`))
    .limit(1);
  return row !== undefined;
}

export async function setMemberRole({ tx, restaurantId }: RestaurantTx, memberId: string, role: Role): Promise<void> {
  await tx
    .update(restaurantMembers)
    .set({ role })
    .where(and(eq(restaurantMembers.organizationId, restaurantId), eq(restaurantMembers.id, memberId)));
}

export async function deleteMember({ tx, restaurantId }: RestaurantTx, memberId: string): Promise<boolean> {
  const rows = await tx
    .delete(restaurantMembers)
    .where(and(eq(restaurantMembers.organizationId, restaurantId), eq(restaurantMembers.id, memberId)))
    .returning({ id: restaurantMembers.id });
  return rows.length > 0;
}

export async function countOwners({ tx, restaurantId }: RestaurantTx): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(restaurantMembers)
    .where(and(eq(restaurantMembers.organizationId, restaurantId), eq(restaurantMembers.role, 'owner')));
  return row?.total ?? 0;
}

/**
 * Seats taken: every member (the owner included) plus the invitations still pending and not expired. Called after
 * lockTeam, so two invitations cannot both take the last seat.
 */
export async function countSeats({ tx, restaurantId }: RestaurantTx): Promise<number> {
  const [members] = await tx.select({ total: count() }).from(restaurantMembers).where(eq(restaurantMembers.organizationId, restaurantId));
  const [pending] = await tx
    .select({ total: count() })
    .from(restaurantInvitations)
    .where(
      and(eq(restaurantInvitations.organizationId, restaurantId), eq(restaurantInvitations.status, 'pending'), gt(restaurantInvitations.expiresAt, sql`now()`)),
    );
  return (members?.total ?? 0) + (pending?.total ?? 0);
}

/**
 * Serialises changes to one restaurant's team until the transaction ends (seat counts, the last owner). NO KEY
 * UPDATE does not block the foreign-key checks of other writes.
 */
export async function lockTeam({ tx, restaurantId }: RestaurantTx): Promise<void> {
  await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId)).for('no key update');
}

export interface InvitationRow {
  id: string;
  email: string;
  role: Role;
  status: string;
  expiresAt: Date;
  createdAt: Date;
  inviterName: string;
}

const invitationColumns = {
  id: restaurantInvitations.id,
  email: restaurantInvitations.email,
  role: restaurantInvitations.role,
  status: restaurantInvitations.status,
  expiresAt: restaurantInvitations.expiresAt,
  createdAt: restaurantInvitations.createdAt,
  inviterName: user.name,
};

/** The restaurant's pending invitations (expired ones included: they can be resent or revoked), oldest first. */
export async function findPendingInvitations({ tx, restaurantId }: RestaurantTx): Promise<InvitationRow[]> {
  const rows = await tx
    .select(invitationColumns)
    .from(restaurantInvitations)
    .innerJoin(user, eq(user.id, restaurantInvitations.inviterId))
    .where(and(eq(restaurantInvitations.organizationId, restaurantId), eq(restaurantInvitations.status, 'pending')))
    .orderBy(asc(restaurantInvitations.createdAt), asc(restaurantInvitations.id));
  return rows.map((row) => ({ ...row, role: row.role as Role }));
}

export async function findPendingInvitation({ tx, restaurantId }: RestaurantTx, invitationId: string): Promise<InvitationRow | null> {
  const [row] = await tx
    .select(invitationColumns)
    .from(restaurantInvitations)
    .innerJoin(user, eq(user.id, restaurantInvitations.inviterId))
    .where(and(eq(restaurantInvitations.organizationId, restaurantId), eq(restaurantInvitations.id, invitationId), eq(restaurantInvitations.status, 'pending')))
    .limit(1)
    .for('update', { of: restaurantInvitations });
  return row ? { ...row, role: row.role as Role } : null;
}

export async function findPendingInvitationByEmail({ tx, restaurantId }: RestaurantTx, email: string): Promise<{ id: string; expiresAt: Date } | null> {
  const [row] = await tx
    .select({ id: restaurantInvitations.id, expiresAt: restaurantInvitations.expiresAt })
    .from(restaurantInvitations)
    .where(and(eq(restaurantInvitations.organizationId, restaurantId), eq(restaurantInvitations.email, email), eq(restaurantInvitations.status, 'pending')))
    .limit(1);
  return row ?? null;
}

export async function insertInvitation(
  { tx, restaurantId }: RestaurantTx,
  invitation: { email: string; role: Role; inviterId: string; expiresAt: Date },
): Promise<string> {
  const id = crypto.randomUUID();
  await tx.insert(restaurantInvitations).values({ id, organizationId: restaurantId, status: 'pending', ...invitation });
  return id;
}

export async function setInvitationExpiry({ tx, restaurantId }: RestaurantTx, invitationId: string, expiresAt: Date): Promise<void> {
  await tx
    .update(restaurantInvitations)
    .set({ expiresAt })
    .where(and(eq(restaurantInvitations.organizationId, restaurantId), eq(restaurantInvitations.id, invitationId)));
}

/** Closes a pending invitation (accepted, rejected or canceled: better-auth's values); false when it was not pending. */
export async function closeInvitation(db: Executor, invitationId: string, status: 'accepted' | 'rejected' | 'canceled'): Promise<boolean> {
  const rows = await db
    .update(restaurantInvitations)
    .set({ status })
    .where(and(eq(restaurantInvitations.id, invitationId), eq(restaurantInvitations.status, 'pending')))
    .returning({ id: restaurantInvitations.id });
  return rows.length > 0;
}

export interface PublicInvitationRow {
  id: string;
  restaurantId: string;
  restaurantName: string;
  inviterName: string;
  email: string;
  role: Role;
  status: string;
  expiresAt: Date;
}

/** An invitation by its id alone, with its restaurant's and inviter's names; `lock` holds it until the transaction ends. */
export async function findInvitation(db: Executor, invitationId: string, lock = false): Promise<PublicInvitationRow | null> {
  const query = db
    .select({
      id: restaurantInvitations.id,
      restaurantId: restaurantInvitations.organizationId,
      restaurantName: restaurants.name,
      inviterName: user.name,
      email: restaurantInvitations.email,
      role: restaurantInvitations.role,
      status: restaurantInvitations.status,
      expiresAt: restaurantInvitations.expiresAt,
    })
    .from(restaurantInvitations)
    .innerJoin(restaurants, eq(restaurants.id, restaurantInvitations.organizationId))
    .innerJoin(user, eq(user.id, restaurantInvitations.inviterId))
    .where(eq(restaurantInvitations.id, invitationId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: restaurantInvitations }) : await query;
  return row ? { ...row, role: row.role as Role } : null;
}

/** Invitation mails (new and resent) the restaurant sent since `since`: the activity log counts them. */
export async function countInvitationMails({ tx, restaurantId }: RestaurantTx, since: Date): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    tx,
    sql`select count(*)::int as total from activity_log
        where restaurant_id = ${restaurantId} and action in ('invitation.sent', 'invitation.resent') and created_at > ${since.toISOString()}::timestamptz`,
  );
  return row?.total ?? 0;
}
