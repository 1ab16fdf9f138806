/** Helpers for the two-factor tests: turning it on through the real endpoints, and cookies as a browser keeps them. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { postAuth } from './accounts.ts';
import { secretOf, totp } from './totp.ts';

/**
 * A browser's cookie header after `response`: its Set-Cookie lines replace or add cookies of the same name, and those
 * with Max-Age=0 or an empty value are removed.
 */
export function cookiesAfter(header: string, response: LightMyRequestResponse): string {
  const jar = new Map<string, string>();
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals > 0) jar.set(part.slice(0, equals).trim(), part.slice(equals + 1).trim());
  }
  for (const line of [response.headers['set-cookie'] ?? []].flat().map(String)) {
    const [pair = ''] = line.split(';');
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    if (/;\s*max-age=0/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The Set-Cookie line of `name`, if the response sets it. */
export function setCookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  return [response.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((line) => line.startsWith(`${name}=`));
}

export interface TwoFactorOn {
  /** The base32 secret the authenticator app would keep. */
  secret: string;
  totpURI: string;
  backupCodes: string[];
  /** The signed-in cookie header after turning it on (better-auth opens a new session then). */
  cookie: string;
}

/** Turns two-factor on for a signed-in account: password, then a first code computed from the URI. */
export async function enableTwoFactor(
  app: FastifyInstance,
  account: { password: string; cookie: string },
  headers: Record<string, string> = {},
): Promise<TwoFactorOn> {
  const enable = await postAuth(app, '/two-factor/enable', { password: account.password }, { cookie: account.cookie, ...headers });
  if (enable.statusCode !== 200) throw new Error(`enableTwoFactor: enable answered ${enable.statusCode}: ${enable.body}`);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  const verify = await postAuth(app, '/two-factor/verify-totp', { code: totp(secret) }, { cookie: account.cookie, ...headers });
  if (verify.statusCode !== 200) throw new Error(`enableTwoFactor: verify-totp answered ${verify.statusCode}: ${verify.body}`);
  return { secret, totpURI, backupCodes, cookie: cookiesAfter(account.cookie, verify) };
}
