/** The session behind a token and its owner, in one query (better-auth's adapter reads them in two). */
import { type Executor, namedQuery, queryNamed } from '../../db/client.ts';

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
