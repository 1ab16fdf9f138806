/**
 * TOTP codes computed in the test, as an authenticator app would (RFC 6238 over RFC 4226: HMAC-SHA1 of the 30-second
 * step counter, dynamic truncation, six digits), from the otpauth:// URI the server hands out. Independent of
 * better-auth's own code, so the tests check the server against the standard, not against itself.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`base32Decode: "${char}" is not base32`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export interface TotpOptions {
  /** The moment the code is for (ms since the epoch). */
  at?: number;
  period?: number;
  digits?: number;
  /** Steps before (negative) or after the current one. */
  step?: number;
}

/** The code for a base32 secret. */
export function totp(secretBase32: string, { at = Date.now(), period = 30, digits = 6, step = 0 }: TotpOptions = {}): string {
  return hotp(base32Decode(secretBase32), Math.floor(at / 1000 / period) + step, digits);
}

/** The base32 secret of an otpauth:// URI. */
export function secretOf(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error(`secretOf: no secret in ${otpauthUri}`);
  return secret;
}

/** A six-digit code the server cannot accept now: none of the codes of the previous, current and next steps. */
export function wrongCode(secretBase32: string, at = Date.now()): string {
  const accepted = new Set([-2, -1, 0, 1, 2].map((step) => totp(secretBase32, { at, step })));
  for (let candidate = Number(totp(secretBase32, { at })) + 1; ; candidate += 1) {
    const code = String(candidate % 1_000_000).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}
