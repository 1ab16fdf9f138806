/**
 * Two-factor sign-in through better-auth's endpoints (the API's two-factor plugin), with the client's plain `$fetch`:
 * answers are `{ data, error }` like the other account calls (errors read by readAuthAnswer), and the session stays in its HttpOnly cookie.
 */
import { readAuthAnswer } from '@/features/auth/auth-errors';
import { authClient } from '@/lib/auth-client';

const post = <T>(path: string, body: Record<string, unknown>) => readAuthAnswer(authClient.$fetch<T>(path, { method: 'POST', body }));

/** Second step of a sign-in, or the first code that turns two-factor on (with a session). */
export function verifyTotp(code: string) {
  return post<{ user: { email: string } }>('/two-factor/verify-totp', { code });
}

/** Second step of a sign-in with a recovery code (spent). */
export function verifyRecoveryCode(code: string) {
  return post<{ user: { email: string } }>('/two-factor/verify-backup-code', { code });
}

/** Starts turning it on: the authenticator's otpauth:// URI and the recovery codes, answered once. */
export function startTwoFactor(password: string) {
  return post<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { password });
}

export function regenerateRecoveryCodes(password: string) {
  return post<{ backupCodes: string[] }>('/two-factor/generate-backup-codes', { password });
}

export function turnOffTwoFactor(password: string) {
  return post<{ status: boolean }>('/two-factor/disable', { password });
}

/** The base32 key of an otpauth:// URI, in groups of four for typing into an app. */
export function manualKeyOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
