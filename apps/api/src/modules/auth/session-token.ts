/**
 * Reads the session token of a request the way better-auth does — its signed session cookie, or a bearer token
 * (signed, or raw as the bearer plugin allows) that takes precedence when valid — with node:crypto's synchronous
 * HMAC instead of WebCrypto's promise per request. Anything unsigned, wrongly signed or malformed gives null.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'better-auth.session_token';

export type SessionTokenReader = (headers: { cookie?: string | undefined; authorization?: string | undefined }) => string | null;

/** `value.signature`, the signature an HMAC-SHA256 of the value in base64 (with or without padding, or base64url). */
function verifySignedValue(secret: string, value: string): string | null {
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
}

/**
 * The value of one of better-auth's signed cookies (`name` without the `__Secure-` prefix, which `secureCookies` adds),
 * or null when it is missing, unsigned or wrongly signed. The two-factor limit reads the pending sign-in's cookie with it.
 */
export function createSignedCookieReader(secret: string, name: string, { secureCookies }: { secureCookies: boolean }) {
  const cookieName = `${secureCookies ? '__Secure-' : ''}${name}`;
  return (cookie: string | undefined): string | null => {
    if (!cookie) return null;
    const value = cookieValue(cookie, cookieName);
    return value === null ? null : verifySignedValue(secret, value);
  };
}

/** `secureCookies`: under https better-auth names the cookie `__Secure-better-auth.session_token`. */
export function createSessionTokenReader(secret: string, { secureCookies }: { secureCookies: boolean }): SessionTokenReader {
  const verifySigned = (value: string) => verifySignedValue(secret, value);
  const fromCookie = createSignedCookieReader(secret, SESSION_COOKIE, { secureCookies });

  const fromBearer = (authorization: string | undefined): string | null => {
    if (authorization?.slice(0, 7).toLowerCase() !== 'bearer ') return null;
    const token = authorization.slice(7).trim();
    if (!token) return null;
    if (!token.includes('.')) return token;
    return verifySigned(token.includes('%') ? safeDecode(token) : token);
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
