/**
 * The two auth calls every screen makes — read the session, sign out — as plain fetches to better-auth's endpoints.
 * better-auth's browser client (lib/auth-client.ts, about 11 KB gzip) then loads only with the screens that sign in,
 * sign up or change the account, not before the first paint of every page (docs/PERFORMANCE.md, Lighthouse).
 * Same answers as the client's: `{ data, error }`, data null when signed out, error with the HTTP status otherwise.
 */
import type { AuthSession } from './auth-client';

export type { AuthSession };

export interface SessionError {
  status: number;
  statusText: string;
}

export type SessionResult = { data: AuthSession | null; error: null } | { data: null; error: SessionError };

/** GET /api/auth/get-session; `disableRefresh` reads it without extending it. Throws only when the server is unreachable. */
export async function getSession(options?: { query?: { disableRefresh?: boolean } }): Promise<SessionResult> {
  const query = options?.query?.disableRefresh ? '?disableRefresh=true' : '';
  const response = await fetch(`/api/auth/get-session${query}`, { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) return { data: null, error: { status: response.status, statusText: response.statusText } };
  return { data: (await response.json()) as AuthSession | null, error: null };
}

/** POST /api/auth/sign-out: ends this session on the server and clears its cookie. */
export async function signOut(): Promise<void> {
  const response = await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`Sign-out failed (${response.status})`);
}
