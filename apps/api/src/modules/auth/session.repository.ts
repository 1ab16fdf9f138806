/**
 * The session behind a token, its user, and the restaurant it acts for with the user's role there — in one query
 * (better-auth's adapter reads session and user in two, and knows nothing of the role). The same query brings what the
 * owner's two-factor rule needs (the user's `two_factor_enabled`, the restaurant's `managers_need_two_factor`), so
 * checking the rule costs no round trip (decision 0018).
 */
import type { Role } from '@maitre/shared/team';
import { sql } from 'drizzle-orm';
import { type Executor, namedQuery, queryNamed, queryRows } from '../../db/client.ts';

export interface SessionMemberRow {
  sessionId: string;
  expiresAt: Date;
  userId: string;
  email: string;
  name: string;
  /** The restaurant the session acts for; null when the user is a member of none. */
  restaurantId: string | null;
  role: Role | null;
  /** The user finished turning on two-factor sign-in (better-auth's `user.two_factor_enabled`). */
  twoFactorEnabled: boolean;
  /** The owner's rule of that restaurant: managers must use two-factor sign-in. False without a restaurant. */
  managersNeedTwoFactor: boolean;
}

/**
 * The session's active restaurant (`active_organization_id`, chosen at sign-in and by the restaurant switcher) when
 * the user is still a member there, else the restaurant they joined first: a membership that ended never lends its
 * role to a session that still names it. The lateral read is one index lookup on restaurant_members (user_id).
 */
const memberOfSession = (where: string) => `select s.id as "sessionId", s.expires_at as "expiresAt", u.id as "userId", u.email, u.name,
      m.restaurant_id as "restaurantId", m.role,
      u.two_factor_enabled as "twoFactorEnabled", coalesce(m.managers_need_two_factor, false) as "managersNeedTwoFactor"
    from session s
    join "user" u on u.id = s.user_id
    left join lateral (
      select m.restaurant_id, m.role, r.managers_need_two_factor from restaurant_members m
      join restaurants r on r.id = m.restaurant_id
      where m.user_id = s.user_id
      order by (m.restaurant_id = s.active_organization_id) desc nulls last, m.created_at, m.restaurant_id
      limit 1
    ) m on true
    where ${where} limit 1`;

/** On every authenticated request: prepared once per connection (see queryNamed). */
const SESSION_MEMBER = namedQuery({ name: 'session_member', text: memberOfSession('s.token = $1') });

export async function findSessionMember(db: Executor, token: string): Promise<SessionMemberRow | null> {
  const [row] = await queryNamed<SessionMemberRow>(db, SESSION_MEMBER, [token]);
  return row ?? null;
}

const SESSION_MEMBER_BY_ID = namedQuery({ name: 'session_member_by_id', text: memberOfSession('s.id = $1') });

/** The session with this id, its user and restaurant (an access token names its session by id). */
export async function findSessionMemberById(db: Executor, sessionId: string): Promise<SessionMemberRow | null> {
  const [row] = await queryNamed<SessionMemberRow>(db, SESSION_MEMBER_BY_ID, [sessionId]);
  return row ?? null;
}

/**
 * Which of these (session, restaurant, role) triples may still be streamed to: the session exists and has not
 * expired, and its user is still a member of that restaurant with that role (a changed role ends the stream, which
 * reconnects with what the new role may see). Live streams check theirs with it, one query for all.
 */
export async function findLiveMemberships(db: Executor, held: ReadonlyArray<{ sessionId: string; restaurantId: string; role: string }>): Promise<Set<string>> {
  if (held.length === 0) return new Set();
  const rows = await queryRows<{ session_id: string; restaurant_id: string; role: string }>(
    db,
    sql`select h.session_id, h.restaurant_id, h.role
      from unnest(${sql.param(held.map((entry) => entry.sessionId))}::text[], ${sql.param(held.map((entry) => entry.restaurantId))}::text[],
                  ${sql.param(held.map((entry) => entry.role))}::text[])
        as h(session_id, restaurant_id, role)
      join session s on s.id = h.session_id and s.expires_at > now()
      join restaurant_members m on m.user_id = s.user_id and m.restaurant_id = h.restaurant_id and m.role = h.role`,
  );
  return new Set(rows.map((row) => liveKey(row.session_id, row.restaurant_id, row.role)));
}

export const liveKey = (sessionId: string, restaurantId: string, role: string) => `${sessionId}\n${restaurantId}\n${role}`;
