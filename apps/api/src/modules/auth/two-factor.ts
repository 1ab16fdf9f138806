/**
 * Two-factor sign-in through better-auth's two-factor plugin (decision 0018): an authenticator app's six-digit code
 * (TOTP, RFC 6238: HMAC-SHA1, 30 s, one step either side accepted) or one of ten single-use recovery codes.
 *
 * - Turning it on: POST /two-factor/enable with the password answers the otpauth:// URI and the recovery codes, once;
 *   nothing is on until the first code from the app is verified (POST /two-factor/verify-totp with the session).
 * - Signing in: POST /sign-in/email answers `{ twoFactorRedirect: true }` with no session, and a signed, 10-minute
 *   `better-auth.two_factor` cookie naming the pending sign-in; POST /two-factor/verify-totp or
 *   /two-factor/verify-backup-code with that cookie and a right code opens the session.
 * - Regenerating recovery codes and turning it off ask for the password again.
 *
 * The secret and the recovery codes are stored encrypted with the app's secret (table two_factor) and are answered
 * only where the plugin creates them. Guessing is bounded by our limiter (rate-limit/auth-rate-limits.ts: five wrong
 * codes per account per 15 minutes), by the plugin's five attempts per pending sign-in, and by its account lock (ten
 * consecutive failures lock the second step for 15 minutes).
 */
import { twoFactor } from 'better-auth/plugins/two-factor';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

/** better-auth's cookie naming a sign-in that waits for its second factor (`__Secure-` prefixed under https). */
export const TWO_FACTOR_COOKIE = 'better-auth.two_factor';

/** The plugin's endpoints that check a code; our limiter counts their failures per account, together. */
export const TWO_FACTOR_CODE_PATHS = ['/two-factor/verify-totp', '/two-factor/verify-backup-code'] as const;

/**
 * The plugin's endpoints Maître does not serve (they answer 404): codes by mail or SMS (none is configured), and
 * reading the authenticator's URI again after setup — the secret is shown once, when it is created.
 */
export const DISABLED_TWO_FACTOR_PATHS = ['/two-factor/send-otp', '/two-factor/verify-otp', '/two-factor/get-totp-uri'];

export function twoFactorPlugin() {
  return twoFactor({
    issuer: 'Maître',
    // Turning it on takes a first valid code: an authenticator that was never set up cannot lock its owner out.
    skipVerificationOnEnable: false,
    totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
    backupCodeOptions: { amount: RECOVERY_CODE_COUNT, length: 10, storeBackupCodes: 'encrypted' },
    // A pending sign-in lasts 10 minutes (the plugin's default), long enough to find the phone.
    twoFactorCookieMaxAge: 10 * 60,
    // Complements our limiter: ten consecutive failures (across pending sign-ins) lock the second step for 15 minutes.
    accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
  });
}
