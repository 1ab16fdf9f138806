/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that once signed in to an
 * account successfully carries a cookie saying so, signed with the server's secret and bound to that account's email.
 * Sign-in attempts from such a browser are counted per device, not against the account, so a stranger guessing from
 * elsewhere can never keep the owner out of their own browser (auth-rate-limits.ts).
 *
 * The cookie is `nonce.signature`: 16 random bytes, and an HMAC-SHA256 of `device:<nonce>:<email>` (email trimmed and
 * lower-cased). HttpOnly, SameSite=Lax, sent only to /api/auth, Secure (and `__Secure-` named) under https; kept a year.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'maitre_device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface DeviceCookies {
  /** The device id the request's cookie proves for this email, or undefined (no cookie, forged, or another email's). */
  read(cookieHeader: string | undefined, email: string): string | undefined;
  /** A Set-Cookie header naming this browser a known device of the account with this email. */
  issue(email: string): string;
}

const normalise = (email: string) => email.trim().toLowerCase();

export function createDeviceCookies(secret: string, { secureCookies }: { secureCookies: boolean }): DeviceCookies {
  const name = `${secureCookies ? '__Secure-' : ''}${DEVICE_COOKIE}`;
  const sign = (nonce: string, email: string) =>
    createHmac('sha256', secret)
      .update(`device:${nonce}:${normalise(email)}`)
      .digest();
  return {
    read(cookieHeader, email) {
      for (const part of (cookieHeader ?? '').split(';')) {
        const equals = part.indexOf('=');
        if (equals === -1 || part.slice(0, equals).trim() !== name) continue;
        const [nonce, signature] = part
          .slice(equals + 1)
          .trim()
          .split('.');
        if (!nonce || !signature || !/^[\w-]{22}$/.test(nonce)) continue;
        const given = Buffer.from(signature, 'base64url');
        const expected = sign(nonce, email);
        if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
      }
      return undefined;
    },
    issue(email) {
      const nonce = randomBytes(16).toString('base64url');
      const value = `${nonce}.${sign(nonce, email).toString('base64url')}`;
      return `${name}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/api/auth; HttpOnly; SameSite=Lax${secureCookies ? '; Secure' : ''}`;
    },
  };
}
