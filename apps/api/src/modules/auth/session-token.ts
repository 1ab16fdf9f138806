/**
 * Reads the session token of a request the way better-auth does — its signed session cookie, or a bearer token
 * (signed, or raw as the bearer plugin allows) that takes precedence when valid — with node:crypto's synchronous
 * HMAC instead of WebCrypto's promise per request. Anything unsigned, wrongly signed or malformed gives null.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'better-auth.session_token';

export type SessionTokenReader = (headers: { cookie?: string | undefined; authorization?: string | undefined }) => string | null;

/** `secureCookies`: under https better-auth names the cookie `__Secure-better-auth.session_token`. */
export function createSessionTokenReader(secret: string, { secureCookies }: { secureCookies: boolean }): SessionTokenReader {
  const cookieName = `${secureCookies ? '__Secure-' : ''}${SESSION_COOKIE}`;

  /** `token.signature`, the signature an HMAC-SHA256 of the token in base64 (with or without padding, or base64url). */
  const verifySigned = (value: string): string | null => {
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(
      value
        .slice(dot + 1)
        .replace(/-/g, '+')
        .replace(/_/g, '/'),
      'base64',
    );
    const expected = createHmac('sha256', secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  };

  const fromBearer = (authorization: string | undefined): string | null => {
    if (authorization?.slice(0, 7).toLowerCase() !== 'bearer ') return null;
    const token = authorization.slice(7).trim();
    if (!token) return null;
    if (!token.includes('.')) return token;
    return verifySigned(token.includes('%') ? safeDecode(token) : token);
  };

  const fromCookie = (cookie: string | undefined): string | null => {
    if (!cookie) return null;
    const value = cookieValue(cookie, cookieName);
    return value === null ? null : verifySigned(value);
  };

  return (headers) => fromBearer(headers.authorization) ?? fromCookie(headers.cookie);
}

/** The first cookie of that name, unquoted and URI-decoded, as better-call parses it. */
function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals === -1 || part.slice(0, equals).trim() !== name) continue;
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    return safeDecode(value);
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
