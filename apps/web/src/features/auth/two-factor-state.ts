/**
 * What the screens read of two-factor sign-in from answers they already have. Apart from the calls
 * (api/two-factor-calls.ts), so the dashboard's notice does not load better-auth's client with every page.
 */

/** The sign-in answer of an account with two-factor on: no session yet, a code is needed. */
export interface TwoFactorRedirect {
  twoFactorRedirect: true;
  twoFactorMethods?: string[];
}

export function needsSecondFactor(data: unknown): data is TwoFactorRedirect {
  return typeof data === 'object' && data !== null && (data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
}

/** Whether the signed-in user turned two-factor on (better-auth's `user.twoFactorEnabled`, from get-session). */
export function hasTwoFactor(user: object | null | undefined): boolean {
  return (user as { twoFactorEnabled?: unknown } | null | undefined)?.twoFactorEnabled === true;
}
