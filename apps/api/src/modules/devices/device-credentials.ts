/**
 * What a device proves itself with (decision 0036): a pairing code (8 characters, shown once to the manager, typed on
 * the device) and, once paired, a device session token (32 random bytes) in an httpOnly cookie. The database keeps only
 * their SHA-256 hashes: a copy of it pairs nothing and signs no screen in.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from '@maitre/shared/devices';

/** `maitre_device_session` (`__Secure-` under https): not `maitre_device`, the known-browser cookie of sign-in. */
export const DEVICE_SESSION_COOKIE = 'maitre_device_session';
/** Browsers keep a cookie at most 400 days; a device session ends when it is revoked or signs out, not by age. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A new pairing code in its canonical form (no dash), each character drawn uniformly from the alphabet. */
export function newPairingCode(): string {
  let code = '';
  for (let index = 0; index < PAIRING_CODE_LENGTH; index += 1) code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  return code;
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface DeviceCookies {
  name: string;
  /** The device session token the request's cookie carries, or null. */
  read(cookieHeader: string | undefined): string | null;
  issue(token: string): string;
  clear(): string;
}

export function createDeviceSessionCookies({ secureCookies }: { secureCookies: boolean }): DeviceCookies {
  const name = `${secureCookies ? '__Secure-' : ''}${DEVICE_SESSION_COOKIE}`;
  const attributes = `Path=/api; HttpOnly; SameSite=Lax${secureCookies ? '; Secure' : ''}`;
  return {
    name,
    read(cookieHeader) {
      for (const part of (cookieHeader ?? '').split(';')) {
        const equals = part.indexOf('=');
        if (equals === -1 || part.slice(0, equals).trim() !== name) continue;
        const value = part.slice(equals + 1).trim();
        if (/^[\w-]{43}$/.test(value)) return value;
      }
      return null;
    },
    issue: (token) => `${name}=${token}; Max-Age=${MAX_AGE_SECONDS}; ${attributes}`,
    clear: () => `${name}=; Max-Age=0; ${attributes}`,
  };
}
