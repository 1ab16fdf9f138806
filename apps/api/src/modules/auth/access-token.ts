/**
 * Short-lived access tokens for the one call that needs a bearer token from the browser: the checkout function of
 * spec §7 (`Authorization: Bearer <access token>`). The session token itself never reaches JavaScript (the auth
 * plugin takes it out of every /api/auth answer), so a script injected into the page could not carry the session
 * away; what it could get instead is this token: good for one purpose, for five minutes, and only while the session
 * it was minted from is alive (the checkout checks that session again).
 *
 * Format: `mat1.<payload>.<signature>`, the payload base64url JSON `{ p: purpose, u: user id, s: session id, e: expiry
 * in epoch ms }`, the signature an HMAC-SHA256 of `access-token:<payload>` with the auth secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const ACCESS_TOKEN_PREFIX = 'mat1.';
export const ACCESS_TOKEN_TTL_MS = 5 * 60_000;

export type AccessTokenPurpose = 'checkout';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

export interface AccessTokens {
  mint(claims: AccessTokenClaims, purpose: AccessTokenPurpose): { token: string; expiresAt: Date };
  /** The claims of a valid, unexpired token minted for `purpose`; null for anything else. */
  verify(token: string, purpose: AccessTokenPurpose): AccessTokenClaims | null;
}

export function createAccessTokens(secret: string, { ttlMs = ACCESS_TOKEN_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {}): AccessTokens {
  const sign = (payload: string) => createHmac('sha256', secret).update(`access-token:${payload}`).digest();
  return {
    mint({ userId, sessionId }, purpose) {
      const expiresAt = now() + ttlMs;
      const payload = Buffer.from(JSON.stringify({ p: purpose, u: userId, s: sessionId, e: expiresAt })).toString('base64url');
      return { token: `${ACCESS_TOKEN_PREFIX}${payload}.${sign(payload).toString('base64url')}`, expiresAt: new Date(expiresAt) };
    },
    verify(token, purpose) {
      if (!token.startsWith(ACCESS_TOKEN_PREFIX)) return null;
      const [payload, signature, ...rest] = token.slice(ACCESS_TOKEN_PREFIX.length).split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(payload);
      // Only the canonical spelling: base64's unused trailing bits must not give one token several valid forms.
      if (given.toString('base64url') !== signature || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { p?: unknown; u?: unknown; s?: unknown; e?: unknown };
        if (claims.p !== purpose || typeof claims.u !== 'string' || typeof claims.s !== 'string' || typeof claims.e !== 'number') return null;
        if (claims.e <= now()) return null;
        return { userId: claims.u, sessionId: claims.s };
      } catch {
        return null;
      }
    },
  };
}
