/**
 * Who a request comes from. `app.authenticate` (the session: its cookie, or its token as bearer) and
 * `app.authenticateBearer` (the checkout contract: a bearer token only) set request.signedIn — the user, the
 * restaurant the session acts for and their role there — or answer 401. Routes read it with `signedInOf`/`memberOf`.
 * `app.authenticateMemberOrDevice` (the shared screens' routes, decision 0036) takes a member's session the same way,
 * or else a paired device's session cookie (request.device); such routes read the restaurant with `restaurantOf`. A
 * device on a member-only route gets 401: its cookie is not a session.
 */
import type { Permission, Role } from '@maitre/shared/team';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createDeviceAuthenticator, type DeviceIdentity } from '../devices/device-session.ts';
import type { StreamHolder } from '../realtime/stream-registry.ts';
import { ACCESS_TOKEN_PREFIX, type AccessTokens, createAccessTokens } from './access-token.ts';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth.ts';
import { toFetchHeaders } from './fetch-headers.ts';
import { findSessionMember, findSessionMemberById, type SessionMemberRow } from './session.repository.ts';
import { createSessionTokenReader } from './session-token.ts';
import { isTwoFactorMissing } from './two-factor-rule.ts';

/** Who a request comes from: the user, their session, and the restaurant it acts for with their role there. */
export interface SignedIn {
  userId: string;
  email: string;
  name: string;
  sessionId: string;
  /** null when the user is a member of no restaurant (a removed member, or an invitee who has not joined yet). */
  restaurantId: string | null;
  role: Role | null;
  /**
   * True when the restaurant's rule asks this member for two-factor sign-in (managers, when the owner turned the rule
   * on) and they have not turned it on: every route with a permission answers 403 TWO_FACTOR_REQUIRED. Left out
   * (false) by code that builds a member by hand.
   */
  twoFactorMissing?: boolean;
}

/**
 * An onRequest hook that guards a route. Each says what it checks, so the route table knows every route's guards
 * (app.ts records them; test/role-matrix.test.ts walks them): `authenticates` for the two ways to sign a request in,
 * `permission` for the role check (permissions.ts).
 */
export type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  authenticates?: 'session' | 'bearer' | 'member-or-device';
  permission?: Permission;
};

/** A signed-in member acting for a restaurant. */
export interface Member extends SignedIn {
  restaurantId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
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
     * onRequest for what shared screens use (decision 0036): a member's session as `authenticate` takes it (sets
     * request.signedIn), else a paired device's session cookie (sets request.device); 401 otherwise.
     * `requirePermission` then checks the member's role or the device's kind (deviceCan).
     */
    authenticateMemberOrDevice: Guard;
  }
  interface FastifyRequest {
    signedIn: SignedIn | null;
    /** The paired device behind a request that passed `authenticateMemberOrDevice` without a member's session. */
    device: DeviceIdentity | null;
  }
}

export interface AuthenticatePluginOptions {
  config: Config;
  db: Database;
  secret: string;
}

/** The signed-in user of a request that passed `app.authenticate`, member of a restaurant or not. */
export function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new AppError('UNAUTHENTICATED', (m) => m.auth.signIn);
  return request.signedIn;
}

/** The member acting for a restaurant behind a request that passed `app.authenticate`; 403 when they belong to none. */
export function memberOf(request: FastifyRequest): Member {
  const signedIn = signedInOf(request);
  if (!signedIn.restaurantId || !signedIn.role) throw new AppError('FORBIDDEN', (m) => m.team.noRestaurant);
  return signedIn as Member;
}

/** The restaurant a request acts for, a member's or a device's (routes guarded by `authenticateMemberOrDevice`). */
export function restaurantOf(request: FastifyRequest): string {
  if (request.device) return request.device.restaurantId;
  return memberOf(request).restaurantId;
}

/**
 * Who holds a live stream opened by a request that passed `authenticateMemberOrDevice`: the device, or the member's
 * session (closed when either ends: realtime.plugin.ts for sessions, this module for devices).
 */
export function streamHolderOf(request: FastifyRequest): StreamHolder {
  if (request.device) return { kind: 'device', deviceId: request.device.id, restaurantId: request.device.restaurantId };
  const member = memberOf(request);
  return { kind: 'session', userId: member.userId, sessionId: member.sessionId, restaurantId: member.restaurantId, role: member.role };
}

export function toSignedIn(row: SessionMemberRow): SignedIn {
  return {
    userId: row.userId,
    email: row.email,
    name: row.name,
    sessionId: row.sessionId,
    restaurantId: row.restaurantId,
    role: row.role,
    twoFactorMissing: isTwoFactorMissing(row),
  };
}

export const authenticatePlugin = fp(
  async (app: FastifyInstance, { config, db, secret }: AuthenticatePluginOptions) => {
    const { auth, sessionCache } = app;
    app.decorateRequest('signedIn', null);
    app.decorateRequest('device', null);

    // Every authenticated request: the token is checked here (HMAC, no promise) and the session and its owner are read
    // in one query, so a revoked session fails at once. A session due for better-auth's daily sliding refresh goes
    // through better-auth's own getSession, which extends it.
    const readToken = createSessionTokenReader(secret, { secureCookies: config.appUrl.startsWith('https://') });
    const refreshWithinMs = (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
    const authenticate: Guard = async (request: FastifyRequest, reply: FastifyReply) => {
      // An answer about someone's own data is never kept by a browser or proxy cache, whatever it turns out to be.
      reply.header('cache-control', 'no-store');
      const token = readToken({ cookie: request.headers.cookie, authorization: request.headers.authorization });
      if (!token) throw new AppError('UNAUTHENTICATED', (m) => m.auth.signIn);
      const now = Date.now();
      const cached = sessionCache.get(token);
      if (cached && cached.expiresAt - refreshWithinMs > now) {
        request.signedIn = cached.signedIn;
        return;
      }
      const row = await findSessionMember(db, token);
      if (!row || row.expiresAt.getTime() <= now) throw new AppError('UNAUTHENTICATED', (m) => m.auth.signIn);
      request.signedIn = toSignedIn(row);
      if (row.expiresAt.getTime() - refreshWithinMs > now) {
        sessionCache.set(token, request.signedIn, row.expiresAt.getTime());
        return;
      }
      // Due for better-auth's daily sliding refresh: its own getSession extends the session.
      if (!(await auth.api.getSession({ headers: toFetchHeaders(request.headers) }))) throw new AppError('UNAUTHENTICATED', (m) => m.auth.signIn);
    };
    authenticate.authenticates = 'session';
    app.decorate('authenticate', authenticate);

    // A member's session first (a manager checking the kitchen screen on their own login), else the device's cookie.
    const findDevice = createDeviceAuthenticator(app.database, { secureCookies: config.appUrl.startsWith('https://') });
    const authenticateMemberOrDevice: Guard = async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const hasSession = readToken({ cookie: request.headers.cookie, authorization: request.headers.authorization }) !== null;
      let refused: unknown = new AppError('UNAUTHENTICATED', (m) => m.auth.signIn);
      if (hasSession) {
        try {
          return await authenticate(request, reply);
        } catch (error) {
          // An expired session beside a device's cookie: the device still speaks for itself.
          request.signedIn = null;
          refused = error;
        }
      }
      const device = await findDevice(request.headers.cookie);
      if (!device) throw refused;
      request.device = device;
    };
    authenticateMemberOrDevice.authenticates = 'member-or-device';
    app.decorate('authenticateMemberOrDevice', authenticateMemberOrDevice);

    const accessTokens = createAccessTokens(secret);
    app.decorate('accessTokens', accessTokens);
    const authenticateBearer: Guard = async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const header = request.headers.authorization;
      if (typeof header !== 'string' || !/^Bearer [\x21-\x7e]+$/i.test(header.trim())) {
        throw new AppError('UNAUTHENTICATED', (m) => m.auth.missingToken);
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
      if (!row || row.expiresAt.getTime() <= Date.now()) throw new AppError('UNAUTHENTICATED', (m) => m.auth.invalidToken);
      request.signedIn = toSignedIn(row);
    };
    authenticateBearer.authenticates = 'bearer';
    app.decorate('authenticateBearer', authenticateBearer);
  },
  { name: 'authenticate', dependencies: ['sessions'] },
);
