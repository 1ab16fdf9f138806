import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner, type TestOwner } from '../../../test/factories.ts';
import { base32Decode, hotp, secretOf, totp, wrongCode } from '../../../test/totp.ts';
import { cookiesAfter, enableTwoFactor, setCookieOf } from '../../../test/two-factor.ts';
import { twoFactor, user } from '../../db/schema/index.ts';

let nextIp = 1;
/** Each test speaks from its own address, so per-IP counts of one test never touch another's. */
const freshIp = () => `198.51.100.${nextIp++}`;

describe('the TOTP helper of these tests', () => {
  it('computes RFC 6238’s SHA-1 test vectors (eight digits) and RFC 4226’s HOTP values', () => {
    const key = Buffer.from('12345678901234567890');
    expect(hotp(key, 0)).toBe('755224');
    expect(hotp(key, 9)).toBe('520489');
    expect(hotp(key, Math.floor(59 / 30), 8)).toBe('94287082');
    expect(hotp(key, Math.floor(1_111_111_109 / 30), 8)).toBe('07081804');
    // base32 of the same key, as an otpauth URI carries it.
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', { at: 59_000, digits: 8 })).toBe('94287082');
  });
});

describe('two-factor sign-in (TOTP and recovery codes)', () => {
  const ctx = buildTestApp({ env: { AUTH_RATE_LIMITS: 'true', SIGN_IN_SLOW_DOWN_MS: '0' } });
  const post = (path: string, payload: unknown, ip: string, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/auth${path}`,
      remoteAddress: ip,
      headers: { origin: ctx.app.config.appUrl, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });
  const profileWith = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
  const storedRow = async (userId: string) => (await ctx.database.db.select().from(twoFactor).where(eq(twoFactor.userId, userId)))[0];
  const enabledFlag = async (userId: string) => (await ctx.database.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)))[0]?.on;

  /** Signs in with the password only: the answer asks for the second factor; the cookie header holds the pending sign-in. */
  async function passwordStep(owner: Pick<TestOwner, 'email' | 'password'>, ip = freshIp()) {
    const response = await post('/sign-in/email', { email: owner.email, password: owner.password }, ip);
    return { response, cookie: cookiesAfter('', response), ip };
  }

  it('turns on only with the password and a first valid code; the secret and recovery codes are stored encrypted and shown once', async () => {
    const owner = await createOwner(ctx.app);
    const ip = freshIp();

    const wrongPassword = await post('/two-factor/enable', { password: 'not my password' }, ip, owner.cookie);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ error: { code: 'INVALID_PASSWORD' } });
    expect(await storedRow(owner.id)).toBeUndefined();
    expect((await post('/two-factor/enable', { password: owner.password }, ip)).statusCode).toBe(401);

    const enable = await post('/two-factor/enable', { password: owner.password }, ip, owner.cookie);
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes, method } = enable.json() as { totpURI: string; backupCodes: string[]; method: string };
    expect(method).toBe('totp');
    const uri = new URL(totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Maître:${owner.email}`);
    expect(uri.searchParams.get('issuer')).toBe('Maître');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    const secret = secretOf(totpURI);

    // Not on yet: an authenticator that was never set up cannot lock anyone out.
    expect(await enabledFlag(owner.id)).toBe(false);
    const row = await storedRow(owner.id);
    expect(row?.verified).toBe(false);
    // Stored encrypted: neither the secret (base32 or raw) nor any recovery code is in the row.
    const stored = JSON.stringify(row);
    const rawSecret = base32Decode(secret).toString('utf8');
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(rawSecret);
    for (const code of backupCodes) expect(stored).not.toContain(code);
    // Still signed in without a second factor while it is not verified.
    expect((await passwordStep(owner)).response.json()).not.toHaveProperty('twoFactorRedirect');

    const refused = await post('/two-factor/verify-totp', { code: wrongCode(secret) }, ip, owner.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: { code: 'INVALID_CODE', message: 'Invalid code' } });
    expect(await enabledFlag(owner.id)).toBe(false);

    const verified = await post('/two-factor/verify-totp', { code: totp(secret) }, ip, owner.cookie);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).not.toHaveProperty('token');
    expect(verified.body).not.toContain(secret);
    expect(await enabledFlag(owner.id)).toBe(true);
    // better-auth replaced the session: the new cookie works.
    expect((await profileWith(cookiesAfter(owner.cookie, verified))).statusCode).toBe(200);

    // Turning it on again is refused, and the URI cannot be read back afterwards.
    expect((await post('/two-factor/enable', { password: owner.password }, ip, cookiesAfter(owner.cookie, verified))).json()).toMatchObject({
      error: { code: 'TOTP_ALREADY_ENABLED' },
    });
    expect((await post('/two-factor/get-totp-uri', { password: owner.password }, ip, cookiesAfter(owner.cookie, verified))).statusCode).toBe(404);
  });

  it('signs in in two steps: the password alone opens no session and gives no device cookie; a wrong code is refused; the right one signs in', async () => {
    const owner = await createOwner(ctx.app);
    const { secret } = await enableTwoFactor(ctx.app, owner);

    const { response, cookie, ip } = await passwordStep(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(setCookieOf(response, 'maitre_device')).toBeUndefined();
    expect(setCookieOf(response, 'better-auth.two_factor')).toMatch(/HttpOnly/i);
    expect(cookie).not.toContain('better-auth.session_token');
    expect((await profileWith(cookie)).statusCode).toBe(401);

    const wrong = await post('/two-factor/verify-totp', { code: wrongCode(secret) }, ip, cookie);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'INVALID_CODE', message: 'Invalid code' } });
    expect(setCookieOf(wrong, 'maitre_device')).toBeUndefined();
    expect(setCookieOf(wrong, 'better-auth.session_token')).toBeUndefined();

    const right = await post('/two-factor/verify-totp', { code: totp(secret) }, ip, cookie);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ user: { email: owner.email, twoFactorEnabled: true } });
    // The session token never reaches scripts, here either.
    expect(right.json()).not.toHaveProperty('token');
    expect(right.headers['set-auth-token']).toBeUndefined();
    // The device cookie comes with the completed sign-in, not before.
    expect(setCookieOf(right, 'maitre_device')).toMatch(/HttpOnly/);
    const signedIn = cookiesAfter(cookie, right);
    expect(signedIn).not.toContain('better-auth.two_factor');
    const profile = await profileWith(signedIn);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ profile: { full_name: owner.fullName } });

    // The pending sign-in is spent: its cookie cannot open a second session.
    expect((await post('/two-factor/verify-totp', { code: totp(secret) }, ip, cookie)).statusCode).toBe(401);
  });

  it('never trusts a device for later sign-ins, even when asked to', async () => {
    const owner = await createOwner(ctx.app);
    const { secret } = await enableTwoFactor(ctx.app, owner);
    const first = await passwordStep(owner);
    const done = await post('/two-factor/verify-totp', { code: totp(secret), trustDevice: true }, first.ip, first.cookie);
    expect(done.statusCode).toBe(200);
    expect(setCookieOf(done, 'better-auth.trust_device')).toBeUndefined();
    const browser = cookiesAfter(first.cookie, done);
    const again = await post('/sign-in/email', { email: owner.email, password: owner.password }, first.ip, browser);
    expect(again.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('accepts each recovery code once, and regenerating them (with the password) retires the old ones', async () => {
    const owner = await createOwner(ctx.app);
    const on = await enableTwoFactor(ctx.app, owner);
    const [firstCode, secondCode] = on.backupCodes as [string, string];

    const step = await passwordStep(owner);
    const recovered = await post('/two-factor/verify-backup-code', { code: firstCode }, step.ip, step.cookie);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).not.toHaveProperty('token');
    expect(setCookieOf(recovered, 'maitre_device')).toBeDefined();
    expect((await profileWith(cookiesAfter(step.cookie, recovered))).statusCode).toBe(200);

    const reuse = await passwordStep(owner);
    const refused = await post('/two-factor/verify-backup-code', { code: firstCode }, reuse.ip, reuse.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'INVALID_BACKUP_CODE' } });

    const signedIn = cookiesAfter(step.cookie, recovered);
    expect((await post('/two-factor/generate-backup-codes', { password: 'not my password' }, freshIp(), signedIn)).statusCode).toBe(400);
    const regenerated = await post('/two-factor/generate-backup-codes', { password: owner.password }, freshIp(), signedIn);
    expect(regenerated.statusCode).toBe(200);
    const fresh = (regenerated.json() as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(secondCode);

    const withOld = await passwordStep(owner);
    expect((await post('/two-factor/verify-backup-code', { code: secondCode }, withOld.ip, withOld.cookie)).statusCode).toBe(401);
    expect((await post('/two-factor/verify-backup-code', { code: fresh[0] }, withOld.ip, withOld.cookie)).statusCode).toBe(200);
  });

  it('turns off only with the password; sign-in is then one step again', async () => {
    const owner = await createOwner(ctx.app);
    const on = await enableTwoFactor(ctx.app, owner);
    const ip = freshIp();
    const refused = await post('/two-factor/disable', { password: 'not my password' }, ip, on.cookie);
    expect(refused.statusCode).toBe(400);
    expect(await enabledFlag(owner.id)).toBe(true);

    const off = await post('/two-factor/disable', { password: owner.password }, ip, on.cookie);
    expect(off.statusCode).toBe(200);
    expect(await enabledFlag(owner.id)).toBe(false);
    expect(await storedRow(owner.id)).toBeUndefined();
    expect((await profileWith(cookiesAfter(on.cookie, off))).statusCode).toBe(200);

    const signIn = await passwordStep(owner);
    expect(signIn.response.statusCode).toBe(200);
    expect(signIn.response.json()).toMatchObject({ user: { email: owner.email } });
    expect(setCookieOf(signIn.response, 'maitre_device')).toBeDefined();
  });

  it('refuses the sixth wrong code per account in 15 minutes with a 429, from any address and any pending sign-in, right code included', async () => {
    const owner = await createOwner(ctx.app);
    const { secret } = await enableTwoFactor(ctx.app, owner);

    // Five wrong codes spread over two pending sign-ins from two addresses.
    const first = await passwordStep(owner);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await post('/two-factor/verify-totp', { code: wrongCode(secret) }, first.ip, first.cookie)).statusCode).toBe(401);
    const second = await passwordStep(owner);
    expect((await post('/two-factor/verify-backup-code', { code: 'AAAAA-AAAAA' }, second.ip, second.cookie)).statusCode).toBe(401);
    expect((await post('/two-factor/verify-totp', { code: wrongCode(secret) }, second.ip, second.cookie)).statusCode).toBe(401);

    const third = await passwordStep(owner);
    const blocked = await post('/two-factor/verify-totp', { code: totp(secret) }, third.ip, third.cookie);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 15 minutes and try again.' } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(setCookieOf(blocked, 'better-auth.session_token')).toBeUndefined();
    expect((await post('/two-factor/verify-backup-code', { code: 'BBBBB-BBBBB' }, freshIp(), third.cookie)).statusCode).toBe(429);

    // Another account is not affected.
    const other = await createOwner(ctx.app);
    const otherOn = await enableTwoFactor(ctx.app, other);
    const otherStep = await passwordStep(other, third.ip);
    expect((await post('/two-factor/verify-totp', { code: totp(otherOn.secret) }, otherStep.ip, otherStep.cookie)).statusCode).toBe(200);

    // Once the window has passed, the right code signs in (and the count starts over).
    await ctx.database.db.execute(sql`update rate_limit set last_request = last_request - ${15 * 60_000}`);
    const later = await passwordStep(owner);
    expect((await post('/two-factor/verify-totp', { code: totp(secret) }, later.ip, later.cookie)).statusCode).toBe(200);
  });

  it('counts wrong codes of a signed-in session (turning it on) against the account too', async () => {
    const owner = await createOwner(ctx.app);
    const enable = await post('/two-factor/enable', { password: owner.password }, freshIp(), owner.cookie);
    const secret = secretOf((enable.json() as { totpURI: string }).totpURI);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/two-factor/verify-totp', { code: wrongCode(secret) }, freshIp(), owner.cookie)).statusCode).toBe(401);
    }
    expect((await post('/two-factor/verify-totp', { code: totp(secret) }, freshIp(), owner.cookie)).statusCode).toBe(429);
  });

  it('limits every POST under /two-factor/ per address', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await post('/two-factor/verify-totp', { code: '000000' }, ip)).statusCode).toBe(401);
    expect((await post('/two-factor/verify-totp', { code: '000000' }, ip)).statusCode).toBe(429);
    expect((await post('/two-factor/verify-totp', { code: '000000' }, freshIp())).statusCode).toBe(401);
  });

  it('answers the endpoints Maître does not serve with 404 (codes by mail, reading the URI again)', async () => {
    const owner = await createOwner(ctx.app);
    for (const path of ['/two-factor/send-otp', '/two-factor/verify-otp', '/two-factor/get-totp-uri']) {
      const response = await post(path, { password: owner.password, code: '123456' }, freshIp(), owner.cookie);
      expect(response.statusCode, path).toBe(404);
    }
  });
});
