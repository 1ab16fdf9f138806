/** The session behind a token and its owner, in one query (better-auth's adapter reads them in two). */
import { sql } from 'drizzle-orm';
import { type Executor, namedQuery, queryNamed, queryRows } from '../../db/client.ts';

export interface SessionOwnerRow {
  sessionId: string;
  expiresAt: Date;
  userId: string;
  email: string;
  name: string;
}

/** On every authenticated request: prepared once per connection (see queryNamed). */
const SESSION_OWNER = namedQuery({
  name: 'session_owner',
  text: `select s.id as "sessionId", s.expires_at as "expiresAt", u.id as "userId", u.email, u.name
    from session s join "user" u on u.id = s.user_id where s.token = $1 limit 1`,
});

export async function findSessionOwner(db: Executor, token: string): Promise<SessionOwnerRow | null> {
  const [row] = await queryNamed<SessionOwnerRow>(db, SESSION_OWNER, [token]);
  return row ?? null;
}

/** Which of these sessions still exist and have not expired: live streams check theirs with it (one query for all). */
export async function findLiveSessionIds(db: Executor, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(db, sql`select id from session where id = any(${sql.param([...sessionIds])}::text[]) and expires_at > now()`);
  return new Set(rows.map((row) => row.id));
}

const SESSION_OWNER_BY_ID = namedQuery({
  name: 'session_owner_by_id',
  text: `select s.id as "sessionId", s.expires_at as "expiresAt", u.id as "userId", u.email, u.name
    from session s join "user" u on u.id = s.user_id where s.id = $1 limit 1`,
});

/** The session with this id and its owner (an access token names its session by id). */
export async function findSessionOwnerById(db: Executor, sessionId: string): Promise<SessionOwnerRow | null> {
  const [row] = await queryNamed<SessionOwnerRow>(db, SESSION_OWNER_BY_ID, [sessionId]);
  return row ?? null;
}
