/**
 * The better-auth mount, `/api/auth/*`: redirect parameters checked, our per-IP and per-account limits begun and
 * settled around better-auth's handler, timing floors, session tokens taken out of every answer, the known-device
 * cookie issued after a sign-in, and the session cache cleared by every state-changing request but sign-in/sign-up.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { messagesOf } from '../../lib/server-messages.ts';
import { tooManyAttemptsMessage } from '../rate-limit/auth-rate-limits.ts';
import { authErrorBody, sendAuthError } from './auth-error-shape.ts';
import { startAuthRateLimits } from './auth-limits.ts';
import { createDeviceCookies } from './device-cookie.ts';
import { toFetchHeaders } from './fetch-headers.ts';
import { createSignedCookieReader } from './session-token.ts';
import { TWO_FACTOR_CODE_PATHS, TWO_FACTOR_COOKIE } from './two-factor.ts';

export interface AuthRoutesOptions {
  config: Config;
  db: Database;
  secret: string;
}

const REDIRECT_PARAMS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/** A path on this site, or an absolute http(s) URL (better-auth then checks it against the trusted origins). */
export function isUsableRedirect(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The email field of a JSON or form body, without trusting its shape. */
function emailInBody(request: FastifyRequest): string | undefined {
  if (typeof request.body !== 'string' || request.body.length === 0) return undefined;
  let email: unknown;
  if (String(request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    email = new URLSearchParams(request.body).get('email');
  } else {
    try {
      email = (JSON.parse(request.body) as { email?: unknown } | null)?.email;
    } catch {
      return undefined;
    }
  }
  return typeof email === 'string' && email.length > 0 && email.length <= 320 ? email : undefined;
}

/**
 * better-auth hands the session token to scripts (sign-in's body, get-session's and list-sessions' sessions, the
 * bearer plugin's set-auth-token header). The browser needs none of it — the HttpOnly cookie carries the session —
 * so it is taken out of every answer: a script injected into a page cannot read the session and carry it away.
 */
const DROPPED_RESPONSE_HEADERS = new Set(['set-cookie', 'set-auth-token', 'access-control-expose-headers']);

function withoutSessionTokens(body: Buffer): Buffer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  const scrub = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    delete record.token;
    if (typeof record.session === 'object' && record.session !== null) delete (record.session as Record<string, unknown>).token;
  };
  if (Array.isArray(parsed)) parsed.forEach(scrub);
  else scrub(parsed);
  return Buffer.from(JSON.stringify(parsed));
}

/** The email of the user a two-factor answer names (`{ user: { email } }`), after its second factor succeeded. */
function userEmailIn(body: Buffer): string | undefined {
  try {
    const email = (JSON.parse(body.toString('utf8')) as { user?: { email?: unknown } } | null)?.user?.email;
    return typeof email === 'string' && email.length > 0 ? email : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a sign-in answer only asks for the second factor (`{ twoFactorRedirect: true }`): no session was opened. */
function isTwoFactorRedirect(body: Buffer): boolean {
  try {
    return (JSON.parse(body.toString('utf8')) as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect === true;
  } catch {
    return false;
  }
}

/** POSTs under /api/auth that end no session; every other one clears the session cache. */
/**
 * Resolves no sooner than `deadline` (a `performance.now()` time). A timer alone may fire a fraction of a millisecond
 * early by that clock (its loop time is whole milliseconds), and a floor that says 2 s must never answer at 1.999 s.
 */
async function holdUntil(deadline: number): Promise<void> {
  for (let wait = deadline - performance.now(); wait > 0; wait = deadline - performance.now()) {
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
  }
}

const SESSION_CREATING_PATHS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email']);
/** Answered no sooner than the sign-up floor (SIGN_UP_MIN_RESPONSE_MS): their work differs for a known and an unknown email. */
const FLOORED_PATHS = new Set(['/api/auth/sign-up/email', '/api/auth/request-password-reset']);

export const authRoutes = fp(
  async (app: FastifyInstance, { config, db, secret }: AuthRoutesOptions) => {
    const { auth, sessionCache } = app;
    const devices = createDeviceCookies(secret, { secureCookies: config.appUrl.startsWith('https://') });
    const readTwoFactorCookie = createSignedCookieReader(secret, TWO_FACTOR_COOKIE, { secureCookies: config.appUrl.startsWith('https://') });
    /**
     * The user whose sign-in waits for its second factor: the signed two-factor cookie names a verification row whose
     * value is the user id (better-auth's two-factor plugin; tripwire in test/internals.test.ts). One query, on the
     * two-factor code endpoints only.
     */
    const pendingTwoFactorUser = async (cookie: string | undefined): Promise<string | undefined> => {
      const identifier = readTwoFactorCookie(cookie);
      if (!identifier) return undefined;
      const pending = await (await auth.$context).internalAdapter.findVerificationValue(identifier);
      return pending && new Date(pending.expiresAt).getTime() > Date.now() ? pending.value : undefined;
    };
    const limits = startAuthRateLimits(app, { config, db });

    await app.register(async (scope) => {
      // better-auth parses its own bodies, so hand it the raw text.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

      scope.route({
        method: ['GET', 'POST'],
        url: '/api/auth/*',
        schema: { hide: true },
        async handler(request, reply) {
          const arrived = performance.now();
          const url = new URL(request.url, config.appUrl);
          // Every refusal in the language the request asks for (decision 0023, "Server messages").
          const m = messagesOf(request);
          const badRedirect = REDIRECT_PARAMS.find((name) => {
            const value = url.searchParams.get(name);
            return value !== null && !isUsableRedirect(value);
          });
          if (badRedirect) {
            // better-auth builds a URL from these on its error path and answers 500 for one it cannot parse.
            return reply.status(400).send(authErrorBody('INVALID_REDIRECT_URL', m.auth.invalidRedirect(badRedirect)));
          }
          const guard =
            request.method === 'POST' && limits
              ? await limits.begin({
                  path: url.pathname.slice('/api/auth'.length),
                  ip: request.ip,
                  account: async (kind) => {
                    if (kind === 'email') return emailInBody(request);
                    const signedIn = (await auth.api.getSession({ headers: toFetchHeaders(request.headers) }))?.user.id;
                    // As the plugin does: the session's user if there is one, else the sign-in waiting for its code.
                    return signedIn ?? (kind === 'two-factor' ? await pendingTwoFactorUser(request.headers.cookie) : undefined);
                  },
                  knownDevice: (email) => devices.read(request.headers.cookie, email),
                })
              : undefined;
          if (guard?.blocked) {
            // Every error under /api/auth has the one shape, { error: { code, message } } (auth-error-shape.ts).
            return reply
              .status(429)
              .header('retry-after', String(guard.retryAfterSeconds))
              .send(authErrorBody('RATE_LIMITED', tooManyAttemptsMessage(guard.retryAfterSeconds, m)));
          }

          const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && typeof request.body === 'string' && request.body.length > 0;
          const response = await auth.handler(
            new Request(url, { method: request.method, headers: toFetchHeaders(request.headers), body: hasBody ? (request.body as string) : undefined }),
          );
          await guard?.settle(response.status);
          // Sign-out, revocations, password and account changes: no session may be answered from memory any more.
          if (request.method === 'POST' && !SESSION_CREATING_PATHS.has(url.pathname)) sessionCache.clear();
          // Answers whose timing must tell nothing: a taken email writes no account, so sign-up would answer sooner, and
          // forgot-password reads the account's language and queues its mail only for a known email, ~5 ms more (both
          // answer on a floor); on an account under attack, unknown devices wait, right password or not.
          const floorMs = Math.max(FLOORED_PATHS.has(url.pathname) ? config.signUpMinResponseMs : 0, guard && !guard.blocked ? guard.slowDownMs : 0);
          await holdUntil(arrived + floorMs);
          if (response.status >= 500 && !response.body) {
            // better-auth answers an unexpected failure with an empty 500 (and logs it); give it the usual shape.
            return reply.status(response.status).send(authErrorBody('INTERNAL', m.common.unexpected));
          }
          if (response.status === 404 && !String(response.headers.get('content-type')).includes('application/json')) {
            // Its router's plain-text 404 (an endpoint switched off, e.g. the organization plugin's): the usual shape.
            return reply
              .status(404)
              .header('cache-control', 'no-store')
              .send(authErrorBody('NOT_FOUND', `No account endpoint ${url.pathname}`));
          }
          reply.status(response.status);
          for (const [key, value] of response.headers) {
            if (!DROPPED_RESPONSE_HEADERS.has(key.toLowerCase())) reply.header(key, value);
          }
          // Sessions, accounts: nothing under /api/auth may be stored by a cache.
          reply.header('cache-control', 'no-store');
          const cookies = response.headers.getSetCookie();
          const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
          const path = url.pathname.slice('/api/auth'.length);
          if (response.status === 200 && body) {
            // This browser now signed in to the account: a known device from here on (device-cookie.ts). With two-factor
            // on, the password alone is not a sign-in (`twoFactorRedirect`): the cookie comes with the right code.
            const email =
              path === '/sign-in/email' && !isTwoFactorRedirect(body)
                ? emailInBody(request)
                : (TWO_FACTOR_CODE_PATHS as readonly string[]).includes(path)
                  ? userEmailIn(body)
                  : undefined;
            if (email) cookies.push(devices.issue(email));
          }
          if (cookies.length > 0) reply.header('set-cookie', cookies);
          if (response.status >= 400) return sendAuthError(reply, response.status, body, response.headers.get('content-type'), m);
          if (!body) return reply.send(null);
          return reply.send(String(response.headers.get('content-type')).includes('application/json') ? withoutSessionTokens(body) : body);
        },
      });
    });
  },
  { name: 'auth-routes', dependencies: ['sessions'] },
);
