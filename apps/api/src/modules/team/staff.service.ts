/**
 * The Staff page's rules (issue 17): who is in the team, invitations within the plan's seats, role changes within
 * the actor's own role, removals, ownership transfer, the owner's two-factor rule. Each change is one transaction on
 * the restaurant (db/tenant.ts) holding the team's lock, with its activity entry written in it; a mail goes out after
 * the commit. Membership changes reach every instance through the `maitre_sessions` notification (migration 0005):
 * cached sessions are forgotten and live streams of a member who lost their place end at once.
 */

import { DEFAULT_LOCALE, isLocale, type Locale } from '@maitre/shared/locales';
import { englishMessages, type MessagePick, type Messages } from '@maitre/shared/messages/index';
import { getPlan, type PlanId } from '@maitre/shared/plans';
import {
  GRANTABLE_ROLES,
  INVITATION_MAILS_PER_DAY,
  INVITATION_VALID_DAYS,
  type StaffInvitation,
  type StaffMember,
  type StaffResponse,
  staffLimitMessage,
} from '@maitre/shared/staff';
import { notAllowedMessage, type Role, roleAtLeast } from '@maitre/shared/team';
import { verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { queryRows, type TenantDatabase } from '../../db/client.ts';
import { account, restaurants } from '../../db/schema/index.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { getActivePlan } from '../billing/subscription.service.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { enqueueMail } from '../jobs/jobs.plugin.ts';
import { type RateLimiter, rateLimitKey } from '../rate-limit/rate-limiter.ts';
import { actorOf, insertActivity } from './activity.repository.ts';
import * as repository from './staff.repository.ts';
import { invitationMail } from './team.mails.ts';
import { findRestaurant, type RestaurantRow } from './team.repository.ts';

export interface TeamDeps {
  database: TenantDatabase;
  config: Config;
  /** Mails leave through the job queue, queued in the transaction that causes them. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  /**
   * After a commit that changed someone's memberships: this instance forgets their cached sessions at once (the
   * `maitre_sessions` notification tells the other instances, and ends live streams, a moment later).
   */
  membershipChanged: (userId: string) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Wrong passwords for an ownership transfer, per owner: then a pause. */
export const TRANSFER_PASSWORD_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

const memberNotFound = () => new AppError('NOT_FOUND', (m) => m.team.memberNotFound);
const invitationNotFound = () => new AppError('NOT_FOUND', (m) => m.team.invitationNotFound);

function toMember(row: repository.MemberRow, viewerId: string): StaffMember {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    joined_at: row.joinedAt.toISOString(),
    last_active_at: row.lastActiveAt?.toISOString() ?? null,
    two_factor_enabled: row.twoFactorEnabled,
    is_you: row.userId === viewerId,
  };
}

function toInvitation(row: repository.InvitationRow, now = Date.now()): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.expiresAt.getTime() > now ? 'pending' : 'expired',
    invited_by: row.inviterName,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

function seatLimit(planId: PlanId | null): number | null {
  // No plan: one seat, the owner's (like Snackbar).
  return planId ? getPlan(planId).limits.staff : 1;
}

/** The reason no invitation can be sent now (a message in any language), or null. */
function inviteBlockedReason(planId: PlanId | null, used: number): MessagePick | null {
  const limit = seatLimit(planId);
  return limit !== null && used >= limit ? (m) => staffLimitMessage(planId, m) : null;
}

/** The Staff page; `messages`: the reader's language, for the reason no invitation can be sent. */
export async function getStaff({ database, config }: TeamDeps, member: Member, messages: Messages = englishMessages): Promise<StaffResponse> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    const [members, invitations, planId, restaurant] = [
      await repository.findMembers(scope),
      await repository.findPendingInvitations(scope),
      await getActivePlan(scope, config),
      await findRestaurant(scope.tx, member.restaurantId),
    ];
    const now = Date.now();
    const used = members.length + invitations.filter((invitation) => invitation.expiresAt.getTime() > now).length;
    return {
      members: members.map((row) => toMember(row, member.userId)),
      invitations: invitations.map((row) => toInvitation(row, now)),
      seats: { used, limit: seatLimit(planId), plan_id: planId },
      invite_blocked_reason: inviteBlockedReason(planId, used)?.(messages) ?? null,
      managers_need_two_factor: restaurant?.managersNeedTwoFactor ?? false,
    };
  });
}

/** A member may give only roles at or below their own, and never ownership (that is a transfer). */
function requireGrantable(actor: Member, role: Role): void {
  if (!(GRANTABLE_ROLES as readonly Role[]).includes(role) || !roleAtLeast(actor.role, role)) {
    throw new AppError('FORBIDDEN', (m) => m.team.cannotGiveRole(actor.role === 'manager'));
  }
}

async function refuseOverMailQuota(scope: RestaurantTx): Promise<void> {
  if ((await repository.countInvitationMails(scope, new Date(Date.now() - DAY_MS))) >= INVITATION_MAILS_PER_DAY) {
    throw new AppError('RATE_LIMITED', (m) => m.team.invitationQuota(INVITATION_MAILS_PER_DAY));
  }
}

function invitationUrl(config: Config, invitationId: string): string {
  return `${config.appUrl}/invitations/${invitationId}`;
}

/** What an invitation mail says of the restaurant: its name, and its language, the mail's (the invited person has none yet). */
interface InvitingRestaurant {
  name: string;
  language: Locale;
}

function invitingRestaurant(restaurant: RestaurantRow | null): InvitingRestaurant {
  return { name: restaurant?.name ?? '', language: isLocale(restaurant?.defaultLanguage) ? restaurant.defaultLanguage : DEFAULT_LOCALE };
}

/**
 * Queues the invitation's mail in the transaction that sends or resends it (modules/jobs): it leaves only if the
 * invitation is written, and an SMTP failure is tried again with back-off instead of being lost.
 */
async function queueInvitationMail(
  deps: TeamDeps,
  scope: RestaurantTx,
  actor: Member,
  restaurant: InvitingRestaurant,
  invitation: { id: string; email: string; role: Role },
): Promise<void> {
  const message = invitationMail({
    inviterName: actor.name,
    restaurantName: restaurant.name,
    role: invitation.role,
    url: invitationUrl(deps.config, invitation.id),
    locale: restaurant.language,
  });
  await enqueueMail(deps.jobs, scope.tx, { to: invitation.email, ...message }, scope.restaurantId);
}

export async function invite(deps: TeamDeps, actor: Member, body: { email: string; role: Role }): Promise<StaffInvitation> {
  requireGrantable(actor, body.role);
  const invitation = await deps.database.withRestaurant(actor.restaurantId, async (scope) => {
    await repository.lockTeam(scope);
    if (await repository.isMemberEmail(scope, body.email)) {
      throw new AppError('CONFLICT', (m) => m.team.alreadyMember(body.email), { email: [(m) => m.team.alreadyMemberField] });
    }
    if (await repository.findPendingInvitationByEmail(scope, body.email)) {
      throw new AppError('CONFLICT', (m) => m.team.alreadyInvited(body.email), { email: [(m) => m.team.alreadyInvitedField] });
    }
    const planId = await getActivePlan(scope, deps.config);
    const blocked = inviteBlockedReason(planId, await repository.countSeats(scope));
    if (blocked) throw new AppError('PLAN_LIMIT_REACHED', blocked);
    await refuseOverMailQuota(scope);
    const expiresAt = new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS);
    const id = await repository.insertInvitation(scope, { email: body.email, role: body.role, inviterId: actor.userId, expiresAt });
    await insertActivity(scope, {
      ...actorOf(actor),
      action: 'invitation.sent',
      subjectType: 'invitation',
      subjectId: id,
      details: { email: body.email, role: body.role },
    });
    const restaurant = invitingRestaurant(await findRestaurant(scope.tx, actor.restaurantId));
    const row = await repository.findPendingInvitation(scope, id);
    if (!row) throw new Error('invite: the new invitation is missing from its own transaction');
    await queueInvitationMail(deps, scope, actor, restaurant, row);
    return row;
  });
  deps.jobs.wake();
  return toInvitation(invitation);
}

/** A fresh week and a new mail; the link stays the same. */
export async function resendInvitation(deps: TeamDeps, actor: Member, invitationId: string): Promise<StaffInvitation> {
  const invitation = await deps.database.withRestaurant(actor.restaurantId, async (scope) => {
    await repository.lockTeam(scope);
    const row = await repository.findPendingInvitation(scope, invitationId);
    if (!row) throw invitationNotFound();
    requireGrantable(actor, row.role);
    if (row.expiresAt.getTime() <= Date.now()) {
      // An expired invitation takes its seat again: only if one is free.
      const blocked = inviteBlockedReason(await getActivePlan(scope, deps.config), await repository.countSeats(scope));
      if (blocked) throw new AppError('PLAN_LIMIT_REACHED', blocked);
    }
    await refuseOverMailQuota(scope);
    const expiresAt = new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS);
    await repository.setInvitationExpiry(scope, invitationId, expiresAt);
    await insertActivity(scope, {
      ...actorOf(actor),
      action: 'invitation.resent',
      subjectType: 'invitation',
      subjectId: invitationId,
      details: { email: row.email, role: row.role },
    });
    const restaurant = invitingRestaurant(await findRestaurant(scope.tx, actor.restaurantId));
    await queueInvitationMail(deps, scope, actor, restaurant, row);
    return { ...row, expiresAt };
  });
  deps.jobs.wake();
  return toInvitation(invitation);
}

export async function revokeInvitation(deps: TeamDeps, actor: Member, invitationId: string): Promise<void> {
  await deps.database.withRestaurant(actor.restaurantId, async (scope) => {
    const row = await repository.findPendingInvitation(scope, invitationId);
    if (!row) throw invitationNotFound();
    requireGrantable(actor, row.role);
    await repository.closeInvitation(scope.tx, invitationId, 'canceled');
    await insertActivity(scope, {
      ...actorOf(actor),
      action: 'invitation.revoked',
      subjectType: 'invitation',
      subjectId: invitationId,
      details: { email: row.email, role: row.role },
    });
  });
}

/** The member `memberId` if the actor may manage them: not themselves, not an owner, not above the actor. */
async function manageableMember(scope: RestaurantTx, actor: Member, memberId: string) {
  const target = await repository.findMember(scope, memberId);
  if (!target) throw memberNotFound();
  if (target.userId === actor.userId) throw new AppError('FORBIDDEN', (m) => m.team.notYourself);
  if (target.role === 'owner') throw new AppError('FORBIDDEN', (m) => m.team.ownerUnchangeable);
  if (!roleAtLeast(actor.role, target.role)) throw new AppError('FORBIDDEN', (m) => notAllowedMessage(actor.role, m));
  return target;
}

export async function changeRole(deps: TeamDeps, actor: Member, memberId: string, role: Role): Promise<StaffMember> {
  requireGrantable(actor, role);
  const member = await deps.database.withRestaurant(actor.restaurantId, async (scope) => {
    await repository.lockTeam(scope);
    const target = await manageableMember(scope, actor, memberId);
    if (target.role !== role) {
      await repository.setMemberRole(scope, memberId, role);
      await insertActivity(scope, {
        ...actorOf(actor),
        action: 'member.role_changed',
        subjectType: 'member',
        subjectId: target.userId,
        details: { name: target.name, from: target.role, to: role },
      });
    }
    const row = (await repository.findMembers(scope)).find((candidate) => candidate.id === memberId);
    if (!row) throw memberNotFound();
    return toMember(row, actor.userId);
  });
  deps.membershipChanged(member.user_id);
  return member;
}

export async function removeMember(deps: TeamDeps, actor: Member, memberId: string): Promise<void> {
  const removed = await deps.database.withRestaurant(actor.restaurantId, async (scope) => {
    await repository.lockTeam(scope);
    const target = await manageableMember(scope, actor, memberId);
    await repository.deleteMember(scope, memberId);
    await insertActivity(scope, {
      ...actorOf(actor),
      action: 'member.removed',
      subjectType: 'member',
      subjectId: target.userId,
      details: { name: target.name, role: target.role },
    });
    return target.userId;
  });
  deps.membershipChanged(removed);
}

async function passwordMatches(deps: TeamDeps, userId: string, password: string): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  if (!row?.hash) return false;
  try {
    return await verify(row.hash, password);
  } catch {
    return false;
  }
}

/** The owner hands ownership to a manager, confirming with their password, and stays on as a manager. */
export async function transferOwnership(deps: TeamDeps, actor: Member, body: { member_id: string; password: string }): Promise<void> {
  const key = rateLimitKey('transfer-ownership', actor.userId);
  const hit = await deps.limiter.hit(key, TRANSFER_PASSWORD_LIMIT);
  if (!hit.allowed) {
    throw new AppError('RATE_LIMITED', (m) => m.team.tooManyWrongPasswords, undefined, hit.retryAfterSeconds);
  }
  if (!(await passwordMatches(deps, actor.userId, body.password))) {
    throw new AppError('VALIDATION_FAILED', (m) => m.team.wrongPassword, { password: [(m) => m.team.wrongPassword] });
  }
  await deps.limiter.undo(hit);
  const newOwner = await deps.database.withRestaurant(actor.restaurantId, async (scope) => {
    await repository.lockTeam(scope);
    const target = await repository.findMember(scope, body.member_id);
    if (!target) throw memberNotFound();
    if (target.userId === actor.userId) throw new AppError('BAD_REQUEST', (m) => m.team.alreadyOwner);
    if (target.role !== 'manager') throw new AppError('BAD_REQUEST', (m) => m.team.ownershipToManager);
    const self = await repository.findMemberByUser(scope, actor.userId);
    // The owner's own membership, read under the lock: a second transfer racing this one finds them a manager already.
    if (!self) throw memberNotFound();
    if (self.role !== 'owner') throw new AppError('FORBIDDEN', (m) => notAllowedMessage(self.role, m));
    await repository.setMemberRole(scope, target.id, 'owner');
    await repository.setMemberRole(scope, self.id, 'manager');
    await insertActivity(scope, {
      ...actorOf(actor),
      action: 'ownership.transferred',
      subjectType: 'member',
      subjectId: target.userId,
      details: { from_name: actor.name, to_name: target.name },
    });
    return target.userId;
  });
  deps.membershipChanged(newOwner);
  deps.membershipChanged(actor.userId);
}

/**
 * The owner's rule that managers sign in with a second factor. It rides in every request's session lookup (decision
 * 0018), so the cached sessions of the team are forgotten: here at once, elsewhere by the `maitre_sessions`
 * notification sent, per member, when the change commits.
 */
export async function setTwoFactorRule(deps: TeamDeps, actor: Member, managersNeedTwoFactor: boolean): Promise<boolean> {
  const { value, members } = await deps.database.withRestaurant(actor.restaurantId, async (scope) => {
    const [row] = await scope.tx
      .update(restaurants)
      .set({ managersNeedTwoFactor, updatedAt: new Date() })
      .where(eq(restaurants.id, actor.restaurantId))
      .returning({ value: restaurants.managersNeedTwoFactor });
    if (!row) throw new AppError('NOT_FOUND', (m) => m.team.restaurantGone);
    await insertActivity(scope, {
      ...actorOf(actor),
      action: 'restaurant.two_factor_rule_changed',
      subjectType: 'restaurant',
      subjectId: actor.restaurantId,
      details: { managers_need_two_factor: managersNeedTwoFactor },
    });
    const notified = await queryRows<{ userId: string }>(
      scope.tx,
      sql`select m.user_id as "userId", pg_notify('maitre_sessions', m.user_id) from restaurant_members m where m.restaurant_id = ${actor.restaurantId}`,
    );
    return { value: row.value, members: notified.map((member) => member.userId) };
  });
  for (const userId of members) deps.membershipChanged(userId);
  return value;
}
