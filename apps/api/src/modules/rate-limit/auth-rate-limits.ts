/**
 * Limits on the account endpoints, per client IP and per account, kept in PostgreSQL (rate-limiter.ts).
 *
 * The account is the email in the body (sign-in, sign-up, forgot password, resend verification) or the signed-in
 * owner (change password); it is counted whether or not an account exists, so a 429 tells nothing about who has one.
 */
import { type Hit, type Limit, type RateLimiter, rateLimitKey } from './rate-limiter.ts';

const MINUTE = 60_000;

export interface AuthRateLimitRule {
  perIp: Limit;
  perAccount?: Limit & {
    account: 'email' | 'session';
    /** 'failures': only attempts answered with one of `failureStatuses` count, and a success starts over. */
    counts: 'attempts' | 'failures';
    failureStatuses?: readonly number[];
  };
}

/** Keyed by better-auth's path (after /api/auth). */
export const AUTH_RATE_LIMITS: Readonly<Record<string, AuthRateLimitRule>> = {
  '/sign-in/email': {
    perIp: { max: 20, windowMs: MINUTE },
    perAccount: { account: 'email', max: 10, windowMs: 15 * MINUTE, counts: 'failures', failureStatuses: [401] },
  },
  '/sign-up/email': { perIp: { max: 20, windowMs: MINUTE }, perAccount: { account: 'email', max: 5, windowMs: 60 * MINUTE, counts: 'attempts' } },
  '/request-password-reset': {
    perIp: { max: 20, windowMs: MINUTE },
    perAccount: { account: 'email', max: 5, windowMs: 60 * MINUTE, counts: 'attempts' },
  },
  '/send-verification-email': {
    perIp: { max: 20, windowMs: MINUTE },
    perAccount: { account: 'email', max: 5, windowMs: 60 * MINUTE, counts: 'attempts' },
  },
  // The single-use token in the body is the account here; guessing one is hopeless, so the IP limit is enough.
  '/reset-password': { perIp: { max: 20, windowMs: MINUTE } },
  '/change-password': {
    perIp: { max: 20, windowMs: MINUTE },
    perAccount: { account: 'session', max: 10, windowMs: 15 * MINUTE, counts: 'failures', failureStatuses: [400, 401] },
  },
};

export type AuthAttemptGuard =
  | { blocked: true; retryAfterSeconds: number; message: string }
  | { blocked: false /** Call with the response status: settles failures-only counts. */; settle(status: number): Promise<void> };

const PASS: AuthAttemptGuard = { blocked: false, settle: async () => {} };

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

function blocked(hit: Hit): AuthAttemptGuard {
  return { blocked: true, retryAfterSeconds: hit.retryAfterSeconds, message: tooManyAttemptsMessage(hit.retryAfterSeconds) };
}

export interface AuthAttempt {
  path: string;
  ip: string;
  /** Resolves the account the rule names; undefined when there is none (no email, nobody signed in). */
  account(kind: 'email' | 'session'): Promise<string | undefined>;
}

export function createAuthRateLimits(limiter: RateLimiter, rules: Readonly<Record<string, AuthRateLimitRule>> = AUTH_RATE_LIMITS) {
  return {
    /** Counts the attempt; a blocked attempt must be answered 429 without reaching better-auth. */
    async begin({ path, ip, account }: AuthAttempt): Promise<AuthAttemptGuard> {
      const rule = rules[path];
      if (!rule) return PASS;
      const ipHit = await limiter.hit(rateLimitKey(`${path}:ip`, ip), rule.perIp);
      if (!ipHit.allowed) return blocked(ipHit);

      const perAccount = rule.perAccount;
      const accountId = perAccount && (await account(perAccount.account));
      if (!perAccount || !accountId) return PASS;
      const accountHit = await limiter.hit(rateLimitKey(`${path}:account`, accountId.trim().toLowerCase()), perAccount);
      if (!accountHit.allowed) return blocked(accountHit);
      if (perAccount.counts === 'attempts') return PASS;
      return {
        blocked: false,
        async settle(status) {
          if (status >= 200 && status < 300) await limiter.reset(accountHit.key);
          else if (!perAccount.failureStatuses?.includes(status)) await limiter.undo(accountHit);
        },
      };
    },
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
