/**
 * The account calls to better-auth's endpoints (/api/auth/*), as plain fetches with the answers of better-auth's own
 * browser client — `{ data, error }`, error carrying the HTTP status and the JSON body spread out — for the few
 * endpoints the screens use. Its client weighed about 11 KB gzip on the sign-in page for what is a JSON POST; the
 * page's budget is 75 KB with its texts (issue 18). Cookies carry the session, so no token is stored in JS.
 */
import type { createAuthClient } from 'better-auth/client';
import { currentLocale } from '@/lib/i18n';

/** The session better-auth answers, typed by its client (types only: nothing of it is bundled). */
export type AuthSession = NonNullable<Awaited<ReturnType<ReturnType<typeof createAuthClient>['getSession']>>['data']>;

/** better-fetch's error: the status and the error body's fields (the API's body is `{ error: { code, message } }`). */
export interface AuthFetchError {
  status: number;
  statusText: string;
  error?: unknown;
  [field: string]: unknown;
}

export type AuthFetchAnswer<T> = { data: T; error: null } | { data: null; error: AuthFetchError };

/** POST (or `method`) to /api/auth`path` with a JSON body. Rejects only when the server cannot be reached. */
async function authFetch<T>(
  path: string,
  { method = 'POST', body = {} }: { method?: string; body?: Record<string, unknown> } = {},
): Promise<AuthFetchAnswer<T>> {
  const response = await fetch(`/api/auth${path}`, {
    method,
    credentials: 'include',
    headers: { accept: 'application/json', 'accept-language': currentLocale(), ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (!response.ok) {
    const fields = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
    return { data: null, error: { ...fields, status: response.status, statusText: response.statusText } };
  }
  return { data: payload as T, error: null };
}

type SignUpBody = { email: string; password: string; name: string; callbackURL?: string } & Record<string, unknown>;

export const authClient = {
  signIn: {
    email: (body: { email: string; password: string }) =>
      authFetch<{ twoFactorRedirect?: boolean; user?: AuthSession['user']; redirect?: boolean }>('/sign-in/email', { body }),
  },
  signUp: {
    email: (body: SignUpBody) => authFetch<{ user: AuthSession['user']; token: string | null }>('/sign-up/email', { body }),
  },
  sendVerificationEmail: (body: { email: string; callbackURL?: string }) => authFetch<{ status: boolean }>('/send-verification-email', { body }),
  requestPasswordReset: (body: { email: string; redirectTo?: string }) => authFetch<{ status: boolean }>('/request-password-reset', { body }),
  resetPassword: (body: { token: string; newPassword: string }) => authFetch<{ status: boolean }>('/reset-password', { body }),
  changePassword: (body: { currentPassword: string; newPassword: string; revokeOtherSessions?: boolean }) =>
    authFetch<{ token: string | null; user: AuthSession['user'] }>('/change-password', { body }),
  revokeSessions: () => authFetch<{ status: boolean }>('/revoke-sessions'),
  /** Any other endpoint (two-factor): `path` after /api/auth. */
  $fetch: <T>(path: string, options: { method?: string; body?: Record<string, unknown> } = {}) => authFetch<T>(path, options),
};
