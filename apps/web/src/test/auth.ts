/**
 * MSW handlers for better-auth's endpoints under /api/auth, which the app calls through lib/session-client.ts and
 * better-auth's browser client. They answer what the API serves: better-auth's shapes without any session token (the
 * API takes them out of every /api/auth answer, auth.plugin.ts), errors in the one shape of /api,
 * `{ error: { code, message, fieldErrors? } }`, with the HTTP status (decision 0022).
 */
import { negotiateLocale } from '@maitre/shared/locales';
import { authCodeMessage, messagesFor } from '@maitre/shared/messages/index';
import { HttpResponse, http } from 'msw';
import type { AuthServiceError } from '@/features/auth/auth-errors';
import type { AuthSession } from '@/lib/auth-client';
import { OWNER_ID } from './fixtures';

const WEEK_MS = 7 * 24 * 3600_000;

/** Ada's session, valid for a week unless `expiresInMs` says otherwise. */
export function aSession({ expiresInMs = WEEK_MS } = {}): AuthSession {
  const now = new Date();
  return {
    user: {
      id: OWNER_ID,
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
      image: null,
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
      updatedAt: new Date('2026-01-01T00:00:00.000Z'),
    },
    session: {
      id: 'session-1',
      userId: OWNER_ID,
      token: 'session-token-never-served',
      expiresAt: new Date(now.getTime() + expiresInMs),
      createdAt: now,
      updatedAt: now,
      ipAddress: null,
      userAgent: null,
    },
  };
}

/** A session as GET /api/auth/get-session serves it: JSON, and no token. */
export function asServed(session: AuthSession) {
  const { token: _token, ...withoutToken } = session.session;
  return JSON.parse(JSON.stringify({ ...session, session: withoutToken })) as unknown;
}

type AuthError = Required<Pick<AuthServiceError, 'code' | 'message' | 'status'>> & Pick<AuthServiceError, 'fieldErrors'>;
/**
 * An error answer as the API serves it under /api/auth: the one shape (auth-error-shape.ts), its message in the
 * request's Accept-Language as the API writes it — the translation of its code when the shared messages have one (and
 * the test registered that language, as the app does with its catalog), else the given English words.
 */
export const refuse = ({ status, ...error }: AuthError, request?: Request) => {
  const m = messagesFor(negotiateLocale(request?.headers.get('accept-language')));
  return HttpResponse.json({ error: { ...error, message: authCodeMessage(m, error.code, error.message) } }, { status });
};

/** POST `path` answers this refusal (in the request's language, like refuse). */
export const refuseAt = (path: string, status: number, code: string, message: string) =>
  http.post(path, ({ request }) => refuse({ status, code, message }, request));

export const authAnswers = {
  /** GET /api/auth/get-session: this session, or null when signed out. `onRead` sees each request (its query says whether it refreshes). */
  session: (session: AuthSession | null | (() => AuthSession | null), onRead?: (request: Request) => void) =>
    http.get('/api/auth/get-session', ({ request }) => {
      onRead?.(request);
      const current = typeof session === 'function' ? session() : session;
      return HttpResponse.json(current && asServed(current));
    }),
  signIn: (outcome: AuthError | 'signed-in') =>
    http.post('/api/auth/sign-in/email', ({ request }) =>
      outcome === 'signed-in' ? HttpResponse.json({ redirect: false, user: aSession().user }) : refuse(outcome, request),
    ),
  signUp: (outcome: AuthError | 'created') =>
    http.post('/api/auth/sign-up/email', ({ request }) =>
      outcome === 'created' ? HttpResponse.json({ user: { ...aSession().user, emailVerified: false } }) : refuse(outcome, request),
    ),
  /** An answer better-auth's client cannot read as JSON, as a proxy's error page would be. */
  signUpUnreadable: () =>
    http.post('/api/auth/sign-up/email', () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })),
  resendVerification: () => http.post('/api/auth/send-verification-email', () => HttpResponse.json({ status: true })),
  signOut: () => http.post('/api/auth/sign-out', () => HttpResponse.json({ success: true })),
  /** POST /api/auth/organization/set-active: the session acts for another restaurant; `onSwitch` sees the id. */
  setActiveOrganization: (onSwitch?: (organizationId: string) => void) =>
    http.post('/api/auth/organization/set-active', async ({ request }) => {
      const { organizationId } = (await request.json()) as { organizationId: string };
      onSwitch?.(organizationId);
      return HttpResponse.json({ id: organizationId });
    }),
};
