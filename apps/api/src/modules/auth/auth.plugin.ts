/**
 * Mounts better-auth under /api/auth behind our per-IP and per-account limits, and gives routes `app.authenticate`,
 * which sets request.signedIn (the user, the restaurant the session acts for and their role there) or answers 401.
 */
import { can, NO_RESTAURANT_MESSAGE, notAllowedMessage, type Permission, type Role } from '@maitre/shared/team';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type AuthRateLimits, createAuthRateLimits } from '../rate-limit/auth-rate-limits.ts';
import { createRateLimiter } from '../rate-limit/rate-limiter.ts';
import { ACCESS_TOKEN_PREFIX, type AccessTokens, createAccessTokens } from './access-token.ts';
import { type Auth, createAuth, SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth.ts';
import { createDeviceCookies } from './device-cookie.ts';
import { findSessionMember, findSessionMemberById, type SessionMemberRow } from './session.repository.ts';
import { SessionCache } from './session-cache.ts';
import { createSessionTokenReader } from './session-token.ts';

/** Who a request comes from: the user, their session, and the restaurant it acts for with their role there. */
export interface SignedIn {
  userId: string;
  email: string;
  name: string;
  sessionId: string;
  /** null when the user is a member of no restaurant (a removed member, or an invitee who has not joined yet). */
  restaurantId: string | null;
  role: Role | null;
}

/**
 * An onRequest hook that guards a route. Each says what it checks, so the route table knows every route's guards
 * (app.ts records them; test/role-matrix.test.ts walks them): `authenticates` for the two ways to sign a request in,
 * `permission` for the role check.
 */
export type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { authenticates?: 'session' | 'bearer'; permission?: Permission };

/** A signed-in member acting for a restaurant. */
export interface Member extends SignedIn {
  restaurantId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Short-lived, single-purpose bearer tokens for the browser (access-token.ts). */
    accessTokens: AccessTokens;
    /** onRequest: the session (cookie, or a session token as bearer) or 401; sets request.signedIn. */
    authenticate: Guard;
    /**
     * onRequest for the checkout contract: a bearer token only, never the cookie (a cookie alone buys nothing) — the
     * access token minted for the checkout, or a session token; 401 otherwise.
     */
    authenticateBearer: Guard;
    /**
     * An onRequest hook for after `authenticate`: the signed-in member's role must allow `permission` in the restaurant
     * the session acts for (the permission table, packages/shared/src/team.ts); otherwise 403 before the body is read.
     */
    requirePermission(permission: Permission): Guard;
    /** Recently checked sessions; the realtime listener turns it on and tells it about revocations elsewhere. */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    signedIn: SignedIn | null;
  }
}

export interface AuthPluginOptions {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
}

/** The signed-in user of a request that passed `app.authenticate`, member of a restaurant or not. */
export function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return request.signedIn;
}

/** The member acting for a restaurant behind a request that passed `app.authenticate`; 403 when they belong to none. */
export function memberOf(request: FastifyRequest): Member {
  const signedIn = signedInOf(request);
  if (!signedIn.restaurantId || !signedIn.role) throw new AppError('FORBIDDEN', NO_RESTAURANT_MESSAGE);
  return signedIn as Member;
}

export function toSignedIn(row: SessionMemberRow): SignedIn {
  return { userId: row.userId, email: row.email, name: row.name, sessionId: row.sessionId, restaurantId: row.restaurantId, role: row.role };
}

/**
 * Fetch-API headers from Fastify's, so better-auth sees cookies and the bearer token. A value the Fetch API refuses
 * (characters above U+00FF, control characters — possible through light-my-request or a proxy) is left out rather
 * than thrown: such a header cannot carry a valid cookie or token anyway, and a throw here would be a 500.
 */
export function toFetchHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  const add = (key: string, value: string) => {
    try {
      headers.append(key, value);
    } catch {
      // not a ByteString: skipped (see above)
    }
  };
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, String(value));
  }
  return headers;
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

/** POSTs under /api/auth that end no session; every other one clears the session cache. */
const SESSION_CREATING_PATHS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email']);

const RATE_LIMIT_PRUNE_INTERVAL_MS = 10 * 60_000;
const RATE_LIMIT_KEEP_MS = 24 * 60 * 60_000;

export const authPlugin = fp(
  async (app: FastifyInstance, { config, db, mailer, secret }: AuthPluginOptions) => {
    // Mails and other after-the-answer work: logged when they fail, awaited before the app closes.
    const background = new Set<Promise<unknown>>();
    const runInBackground = (task: Promise<unknown>) => {
      const tracked = task
        .catch((error: unknown) => app.log.error({ err: error }, 'background task of an account request failed'))
        .finally(() => background.delete(tracked));
      background.add(tracked);
    };
    app.addHook('onClose', async () => {
      await Promise.allSettled([...background]);
    });

    const auth = createAuth({ config, db, mailer, secret, runInBackground, log: app.log });
    app.decorate('auth', auth);
    app.decorateRequest('signedIn', null);

    // Every authenticated request: the token is checked here (HMAC, no promise) and the session and its owner are read
    // in one query, so a revoked session fails at once. A session due for better-auth's daily sliding refresh goes
    // through better-auth's own getSession, which extends it.
    const readToken = createSessionTokenReader(secret, { secureCookies: config.appUrl.startsWith('https://') });
    const devices = createDeviceCookies(secret, { secureCookies: config.appUrl.startsWith('https://') });
    const refreshWithinMs = (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
    const sessionCache = new SessionCache({ ttlMs: config.sessionCacheSeconds * 1000 });
    app.decorate('sessionCache', sessionCache);
    const authenticate: Guard = async (request: FastifyRequest, reply: FastifyReply) => {
      // An answer about someone's own data is never kept by a browser or proxy cache, whatever it turns out to be.
      reply.header('cache-control', 'no-store');
      const token = readToken({ cookie: request.headers.cookie, authorization: request.headers.authorization });
      if (!token) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
      const now = Date.now();
      const cached = sessionCache.get(token);
      if (cached && cached.expiresAt - refreshWithinMs > now) {
        request.signedIn = cached.signedIn;
        return;
      }
      const row = await findSessionMember(db, token);
      if (!row || row.expiresAt.getTime() <= now) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
      request.signedIn = toSignedIn(row);
      if (row.expiresAt.getTime() - refreshWithinMs > now) {
        sessionCache.set(token, request.signedIn, row.expiresAt.getTime());
        return;
      }
      // Due for better-auth's daily sliding refresh: its own getSession extends the session.
      if (!(await auth.api.getSession({ headers: toFetchHeaders(request.headers) }))) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
    };
    authenticate.authenticates = 'session';
    app.decorate('authenticate', authenticate);

    const accessTokens = createAccessTokens(secret);
    app.decorate('accessTokens', accessTokens);
    const authenticateBearer: Guard = async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const header = request.headers.authorization;
      if (typeof header !== 'string' || !/^Bearer [\x21-\x7e]+$/i.test(header.trim())) {
        throw new AppError('UNAUTHENTICATED', 'Missing authentication token: send Authorization: Bearer <access token>');
      }
      const bearer = header.trim().slice('Bearer '.length);
      let row: SessionMemberRow | null;
      if (bearer.startsWith(ACCESS_TOKEN_PREFIX)) {
        const claims = accessTokens.verify(bearer, 'checkout');
        row = claims && (await findSessionMemberById(db, claims.sessionId));
        if (row && row.userId !== claims?.userId) row = null;
      } else {
        const token = readToken({ authorization: header.trim() });
        row = token ? await findSessionMember(db, token) : null;
      }
      if (!row || row.expiresAt.getTime() <= Date.now())
        throw new AppError('UNAUTHENTICATED', 'Invalid or expired authentication token. Please sign in again.');
      request.signedIn = toSignedIn(row);
    };
    authenticateBearer.authenticates = 'bearer';
    app.decorate('authenticateBearer', authenticateBearer);

    app.decorate('requirePermission', (permission: Permission) => {
      const guard: Guard = async (request) => {
        const member = memberOf(request);
        if (!can(member.role, permission)) throw new AppError('FORBIDDEN', notAllowedMessage(member.role));
      };
      guard.permission = permission;
      return guard;
    });

    let limits: AuthRateLimits | undefined;
    if (config.authRateLimits) {
      const limiter = createRateLimiter(db);
      limits = createAuthRateLimits(limiter, { slowDownMs: config.signInSlowDownMs });
      const timer = setInterval(() => {
        limiter.prune(RATE_LIMIT_KEEP_MS).catch((error: unknown) => app.log.warn({ err: error }, 'could not prune old rate-limit windows'));
      }, RATE_LIMIT_PRUNE_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }

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
          const badRedirect = REDIRECT_PARAMS.find((name) => {
            const value = url.searchParams.get(name);
            return value !== null && !isUsableRedirect(value);
          });
          if (badRedirect) {
            // better-auth builds a URL from these on its error path and answers 500 for one it cannot parse.
            return reply.status(400).send({ code: 'INVALID_REDIRECT_URL', message: `${badRedirect} must be a path like /login or an absolute http(s) URL` });
          }
          const guard =
            request.method === 'POST' && limits
              ? await limits.begin({
                  path: url.pathname.slice('/api/auth'.length),
                  ip: request.ip,
                  account: async (kind) =>
                    kind === 'email' ? emailInBody(request) : (await auth.api.getSession({ headers: toFetchHeaders(request.headers) }))?.user.id,
                  knownDevice: (email) => devices.read(request.headers.cookie, email),
                })
              : undefined;
          if (guard?.blocked) {
            // Under /api/auth every error has better-auth's shape, { code, message }.
            return reply.status(429).header('retry-after', String(guard.retryAfterSeconds)).send({ code: 'RATE_LIMITED', message: guard.message });
          }

          const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && typeof request.body === 'string' && request.body.length > 0;
          const response = await auth.handler(
            new Request(url, { method: request.method, headers: toFetchHeaders(request.headers), body: hasBody ? (request.body as string) : undefined }),
          );
          await guard?.settle(response.status);
          // Sign-out, revocations, password and account changes: no session may be answered from memory any more.
          if (request.method === 'POST' && !SESSION_CREATING_PATHS.has(url.pathname)) sessionCache.clear();
          // Answers whose timing must tell nothing: a taken email writes no account, so sign-up would answer sooner
          // (every sign-up answers on a floor); on an account under attack, unknown devices wait, right password or not.
          const floorMs = Math.max(url.pathname === '/api/auth/sign-up/email' ? config.signUpMinResponseMs : 0, guard && !guard.blocked ? guard.slowDownMs : 0);
          const wait = floorMs - (performance.now() - arrived);
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          if (response.status >= 500 && !response.body) {
            // better-auth answers an unexpected failure with an empty 500 (and logs it); give it the usual shape.
            return reply.status(response.status).send({ code: 'INTERNAL', message: 'Something went wrong on our side' });
          }
          if (response.status === 404 && !String(response.headers.get('content-type')).includes('application/json')) {
            // Its router's plain-text 404 (an endpoint switched off, e.g. the organization plugin's): the usual shape.
            return reply
              .status(404)
              .header('cache-control', 'no-store')
              .send({ code: 'NOT_FOUND', message: `No account endpoint ${url.pathname}` });
          }
          reply.status(response.status);
          for (const [key, value] of response.headers) {
            if (!DROPPED_RESPONSE_HEADERS.has(key.toLowerCase())) reply.header(key, value);
          }
          // Sessions, accounts: nothing under /api/auth may be stored by a cache.
          reply.header('cache-control', 'no-store');
          const cookies = response.headers.getSetCookie();
          if (url.pathname === '/api/auth/sign-in/email' && response.status === 200) {
            // This browser now knows the account's password: a known device from here on (device-cookie.ts).
            const email = emailInBody(request);
            if (email) cookies.push(devices.issue(email));
          }
          if (cookies.length > 0) reply.header('set-cookie', cookies);
          if (!response.body) return reply.send(null);
          const body = Buffer.from(await response.arrayBuffer());
          return reply.send(String(response.headers.get('content-type')).includes('application/json') ? withoutSessionTokens(body) : body);
        },
      });
    });
  },
  { name: 'auth' },
);
