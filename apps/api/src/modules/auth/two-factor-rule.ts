/**
 * The owner's rule (decision 0018): managers of a restaurant that requires it must sign in with two factors. Read with
 * the session (session.repository.ts) into `SignedIn.twoFactorMissing`; enforced by `requirePermission`
 * (permissions.ts).
 */
import type { SessionMemberRow } from './session.repository.ts';

/** A manager of a restaurant that requires two-factor sign-in, without it. */
export function isTwoFactorMissing(row: Pick<SessionMemberRow, 'role' | 'twoFactorEnabled' | 'managersNeedTwoFactor'>): boolean {
  return row.role === 'manager' && row.managersNeedTwoFactor && !row.twoFactorEnabled;
}
