/**
 * Limits on the account endpoints, per client IP and per account, kept in PostgreSQL (rate-limiter.ts).
 *
 * The account is the email in the body (sign-in, sign-up, forgot password, resend verification), the signed-in
 * user (change password, the two-factor settings), or the user whose sign-in waits for its second factor (the
 * two-factor codes); it is counted whether or not an account exists, so a 429 tells nothing about who has one.
 *
 * Sign-in guards against guessing without ever refusing the right password to its owner (docs/SECURITY.md):
 * - a browser that signed in to the account before (a device cookie, device-cookie.ts) is counted per device: ten
 *   failures in 15 minutes and that device is judged as an unknown one until the window ends;
 * - an unknown device is counted per account and IP: ten failures in 15 minutes and that IP is refused (429) for
 *   that account until the window ends;
 * - once an account has had ten failures from unknown devices in 15 minutes, every unknown-device attempt on it is
 *   answered no sooner than the slow-down floor, whatever its outcome (so the floor reveals nothing): guessing from
 *   many addresses gets slow, while the owner on a new device still gets in, a couple of seconds later.
 *
 * Two-factor codes (authenticator or recovery) are counted per account, whatever the address: five wrong codes in 15
 * minutes and that account's second step answers 429 until the window ends (a right code forgets the count). With three
 * codes accepted at a time, a guess succeeds once in 333,333 on average: some 67,000 windows, nearly two years of
 * continuous guessing (about three with the plugin's own lock, which stops ten consecutive failures for 15 minutes),
 * and only after the password. Every POST under /two-factor/ has a per-IP limit; those that check the password share one
 * per-account count of wrong passwords with change-password.
 */
import { englishMessages, type Messages } from '@maitre/shared/messages/index';
import { type Hit, type Limit, type RateLimiter, rateLimitKey } from './rate-limiter.ts';

const MINUTE = 60_000;

export interface SignInRule {
  /** Unknown devices: failures per account and client IP; beyond, 429 for that pair. */
  perAccountAndIp: Limit;
  /** Known devices: failures per device; beyond, the device is judged as unknown. */
  perDevice: Limit;
  /** Unknown-device failures per account (same window as perAccountAndIp) after which every attempt is slowed. */
  slowDownAfter: number;
}

export interface AuthRateLimitRule {
  perIp: Limit;
  /** Sign-in's own scheme (above), instead of perAccount. */
  signIn?: SignInRule;
  perAccount?: Limit & {
    /**
     * 'email': the body's; 'session': the signed-in user; 'two-factor': the signed-in user, else the user whose sign-in
     * waits for its second factor (the signed two-factor cookie).
     */
    account: 'email' | 'session' | 'two-factor';
    /** The count's name when several endpoints share one (default: the path). */
    scope?: string;
    /** 'failures': only attempts answered with one of `failureStatuses` count, and a success starts over. */
    counts: 'attempts' | 'failures';
    failureStatuses?: readonly number[];
  };
}

/** Wrong passwords given by a signed-in session, counted per user, together (a stolen session guessing the password). */
const PASSWORD_CHECK: AuthRateLimitRule = {
  perIp: { max: 20, windowMs: MINUTE },
  perAccount: { account: 'session', scope: 'password-check', max: 10, windowMs: 15 * MINUTE, counts: 'failures', failureStatuses: [400, 401] },
};

/** Wrong two-factor codes (authenticator or recovery), per account whatever the address: five per 15 minutes. */
export const TWO_FACTOR_CODES_PER_ACCOUNT: Limit = { max: 5, windowMs: 15 * MINUTE };
const TWO_FACTOR_CODE: AuthRateLimitRule = {
  perIp: { max: 20, windowMs: MINUTE },
  perAccount: { account: 'two-factor', scope: 'two-factor-code', ...TWO_FACTOR_CODES_PER_ACCOUNT, counts: 'failures', failureStatuses: [400, 401] },
};

/** Any other POST under /two-factor/ (see ruleFor): the per-IP limit, and wrong passwords like PASSWORD_CHECK. */
const TWO_FACTOR_OTHER: AuthRateLimitRule = PASSWORD_CHECK;

/** Keyed by better-auth's path (after /api/auth). */
export const AUTH_RATE_LIMITS: Readonly<Record<string, AuthRateLimitRule>> = {
  '/sign-in/email': {
    perIp: { max: 20, windowMs: MINUTE },
    signIn: { perAccountAndIp: { max: 10, windowMs: 15 * MINUTE }, perDevice: { max: 10, windowMs: 15 * MINUTE }, slowDownAfter: 10 },
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
  '/change-password': PASSWORD_CHECK,
  '/two-factor/enable': PASSWORD_CHECK,
  '/two-factor/disable': PASSWORD_CHECK,
  '/two-factor/generate-backup-codes': PASSWORD_CHECK,
  '/two-factor/verify-totp': TWO_FACTOR_CODE,
  '/two-factor/verify-backup-code': TWO_FACTOR_CODE,
};

/** The rule of a path: its own, or for a path under /two-factor/ without one (a new endpoint of the plugin), TWO_FACTOR_OTHER. */
export function ruleFor(path: string, rules: Readonly<Record<string, AuthRateLimitRule>> = AUTH_RATE_LIMITS): AuthRateLimitRule | undefined {
  return rules[path] ?? (path.startsWith('/two-factor/') ? TWO_FACTOR_OTHER : undefined);
}

export type AuthAttemptGuard =
  | { blocked: true; retryAfterSeconds: number; message: string }
  | {
      blocked: false;
      /** Call with the response status: settles failures-only counts. */
      settle(status: number): Promise<void>;
      /** Answer no sooner than this many ms after the attempt began (sign-in on an account under attack), or 0. */
      slowDownMs: number;
    };

const PASS: AuthAttemptGuard = { blocked: false, settle: async () => {}, slowDownMs: 0 };

/** Sign-in's failure statuses: a wrong password or unknown email. */
const SIGN_IN_FAILURES: readonly number[] = [401];

/** "Too many attempts. Please wait 15 minutes and try again.", in English unless given the reader's messages. */
export function tooManyAttemptsMessage(retryAfterSeconds: number, messages: Messages = englishMessages): string {
  return messages.auth.tooManyAttempts(retryAfterSeconds);
}

function blocked(hit: Hit): AuthAttemptGuard {
  return { blocked: true, retryAfterSeconds: hit.retryAfterSeconds, message: tooManyAttemptsMessage(hit.retryAfterSeconds) };
}

export interface AuthAttempt {
  path: string;
  ip: string;
  /** Resolves the account the rule names; undefined when there is none (no email, nobody signed in). */
  account(kind: 'email' | 'session' | 'two-factor'): Promise<string | undefined>;
  /** The id of the device the request proves it signed in to this email's account before (a device cookie). */
  knownDevice?(email: string): string | undefined;
}

export interface AuthRateLimitOptions {
  rules?: Readonly<Record<string, AuthRateLimitRule>>;
  /** How long an attempt on an account under attack takes at least (SIGN_IN_SLOW_DOWN_MS). */
  slowDownMs?: number;
}

export function createAuthRateLimits(limiter: RateLimiter, { rules = AUTH_RATE_LIMITS, slowDownMs = 2_000 }: AuthRateLimitOptions = {}) {
  /** Failures-only counting: a success forgets `forget`, another failure status keeps the counts, anything else undoes them. */
  const settleFailures =
    (hits: Hit[], forget: string[]) =>
    async (status: number): Promise<void> => {
      if (status >= 200 && status < 300) for (const key of forget) await limiter.reset(key);
      else if (!SIGN_IN_FAILURES.includes(status)) for (const hit of hits) await limiter.undo(hit);
    };

  async function beginSignIn(rule: SignInRule, email: string, { ip, knownDevice }: AuthAttempt): Promise<AuthAttemptGuard> {
    const device = knownDevice?.(email);
    if (device) {
      const deviceHit = await limiter.hit(rateLimitKey('/sign-in/email:device', device), rule.perDevice);
      if (deviceHit.allowed) return { blocked: false, slowDownMs: 0, settle: settleFailures([deviceHit], [deviceHit.key]) };
      // Too many failures from this browser: from now on it is judged like any unknown device.
    }
    const account = email.trim().toLowerCase();
    const [pairHit, accountHit] = await limiter.hitMany(
      [
        { key: rateLimitKey('/sign-in/email:account-ip', `${account}\n${ip}`), max: rule.perAccountAndIp.max },
        { key: rateLimitKey('/sign-in/email:account', account), max: rule.slowDownAfter },
      ],
      rule.perAccountAndIp.windowMs,
    );
    if (!pairHit || !accountHit) throw new Error('sign-in limits: a hit is missing');
    if (!pairHit.allowed) return blocked(pairHit);
    return { blocked: false, slowDownMs: accountHit.allowed ? 0 : slowDownMs, settle: settleFailures([pairHit, accountHit], [pairHit.key]) };
  }

  return {
    /** Counts the attempt; a blocked attempt must be answered 429 without reaching better-auth. */
    async begin(attempt: AuthAttempt): Promise<AuthAttemptGuard> {
      const { path, ip, account } = attempt;
      const rule = ruleFor(path, rules);
      if (!rule) return PASS;
      const ipHit = await limiter.hit(rateLimitKey(`${path}:ip`, ip), rule.perIp);
      if (!ipHit.allowed) return blocked(ipHit);
      if (rule.signIn) {
        const email = await attempt.account('email');
        return email ? beginSignIn(rule.signIn, email, attempt) : PASS;
      }

      const perAccount = rule.perAccount;
      const accountId = perAccount && (await account(perAccount.account));
      if (!perAccount || !accountId) return PASS;
      const accountHit = await limiter.hit(rateLimitKey(`${perAccount.scope ?? path}:account`, accountId.trim().toLowerCase()), perAccount);
      if (!accountHit.allowed) return blocked(accountHit);
      if (perAccount.counts === 'attempts') return PASS;
      return {
        blocked: false,
        slowDownMs: 0,
        async settle(status) {
          if (status >= 200 && status < 300) await limiter.reset(accountHit.key);
          else if (!perAccount.failureStatuses?.includes(status)) await limiter.undo(accountHit);
        },
      };
    },
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
