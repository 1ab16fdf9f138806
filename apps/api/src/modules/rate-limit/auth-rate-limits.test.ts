import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../../../test/accounts.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { uniqueEmail } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';

let nextIp = 1;
/** Each test speaks from its own address, so per-IP counts of one test never touch another's. */
const freshIp = () => `203.0.113.${nextIp++}`;

function post(app: FastifyInstance, path: string, payload: Record<string, unknown>, ip: string) {
  return app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    remoteAddress: ip,
    headers: { origin: app.config.appUrl, 'content-type': 'application/json' },
    payload,
  });
}

describe('rate limits on the account endpoints', () => {
  // A short slow-down floor keeps the attack below quick; its length is a setting, what it does is the same.
  const SLOW_DOWN_MS = 150;
  const ctx = buildTestApp({ env: { AUTH_RATE_LIMITS: 'true', SIGN_IN_SLOW_DOWN_MS: String(SLOW_DOWN_MS) } });
  const signInFrom = (ip: string, email: string, password: string, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { origin: ctx.app.config.appUrl, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: { email, password },
    });
  /** The device cookie a successful sign-in hands the browser, as the browser sends it back. */
  const deviceCookieOf = (response: { headers: Record<string, unknown> }) =>
    [response.headers['set-cookie']]
      .flat()
      .map(String)
      .find((cookie) => cookie.startsWith('maitre_device='))
      ?.split(';')[0];
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const started = performance.now();
    const result = await work();
    return [result, performance.now() - started];
  };

  it('gives a browser that signed in a device cookie: HttpOnly, SameSite=Lax, only for /api/auth, kept a year', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const response = await signInFrom(freshIp(), owner.email, owner.password);
    expect(response.statusCode).toBe(200);
    const setCookie = [response.headers['set-cookie']]
      .flat()
      .map(String)
      .find((cookie) => cookie.startsWith('maitre_device='));
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\/api\/auth/);
    expect(setCookie).toMatch(/; Max-Age=31536000/);
    expect((await signInFrom(freshIp(), owner.email, 'a wrong password')).headers['set-cookie']).toBeUndefined();
  });

  it('never locks the owner out: during a sustained attack from many addresses the owner signs in at once from a known device, and from a new one after the slow-down; each attacking address stays limited', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const laptop = deviceCookieOf(await signInFrom(freshIp(), owner.email, owner.password));
    expect(laptop).toBeDefined();

    // Ten addresses guess ten times each (a hundred failures): each address is then refused for this account.
    const attackers = Array.from({ length: 10 }, () => freshIp());
    for (const ip of attackers) {
      for (let guess = 0; guess < 10; guess += 1) expect((await signInFrom(ip, owner.email, `guess ${ip} ${guess}`)).statusCode).toBe(401);
      const refused = await signInFrom(ip, owner.email, 'one more guess');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 15 minutes and try again.' } });
    }
    // The right password from an attacking address is refused like any guess: the limit says nothing about it.
    expect((await signInFrom(attackers[0] as string, owner.email, owner.password)).statusCode).toBe(429);

    // The owner's laptop, which signed in before, is not held back by the attack on the account.
    expect((await signInFrom(freshIp(), owner.email, owner.password, laptop)).statusCode).toBe(200);

    // A new phone on a new address gets in too, no sooner than the slow-down: as slow as every guess now is.
    const [phone, phoneMs] = await timed(() => signInFrom(freshIp(), owner.email, owner.password));
    expect(phone.statusCode).toBe(200);
    expect(phoneMs).toBeGreaterThanOrEqual(SLOW_DOWN_MS);
    const [guess, guessMs] = await timed(() => signInFrom(freshIp(), owner.email, 'yet another guess'));
    expect(guess.statusCode).toBe(401);
    expect(guessMs).toBeGreaterThanOrEqual(SLOW_DOWN_MS);
  });

  it('counts a known device on its own: ten failures from it and it is judged as an unknown device', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const browser = deviceCookieOf(await signInFrom(freshIp(), owner.email, owner.password));
    const ip = freshIp();
    for (let guess = 0; guess < 10; guess += 1) expect((await signInFrom(freshIp(), owner.email, `guess ${guess}`, browser)).statusCode).toBe(401);
    // From here the cookie no longer counts: this address's own count for the account applies.
    for (let guess = 0; guess < 10; guess += 1) expect((await signInFrom(ip, owner.email, `more ${guess}`, browser)).statusCode).toBe(401);
    expect((await signInFrom(ip, owner.email, owner.password, browser)).statusCode).toBe(429);
  });

  it('trusts a device cookie only for the account it was issued for, and never a forged one', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const other = await signUpAndVerify(ctx.app);
    const othersCookie = deviceCookieOf(await signInFrom(freshIp(), other.email, other.password));
    const forged = 'maitre_device=AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    for (const cookie of [othersCookie, forged]) {
      const ip = freshIp();
      for (let guess = 0; guess < 10; guess += 1) expect((await signInFrom(ip, owner.email, `guess ${guess}`, cookie)).statusCode).toBe(401);
      expect((await signInFrom(ip, owner.email, owner.password, cookie)).statusCode, String(cookie)).toBe(429);
    }
  });

  it('limits an unknown email exactly like an existing one, so a 429 reveals nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await signInFrom(ip, nobody, 'some password')).statusCode).toBe(401);
    expect((await signInFrom(ip, nobody, 'some password')).statusCode).toBe(429);
  });

  it('never locks for good: once the 15-minute window has passed the address may try again', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const ip = freshIp();
    for (let attempt = 0; attempt < 11; attempt += 1) await signInFrom(ip, owner.email, 'wrong password');
    expect((await signInFrom(ip, owner.email, owner.password)).statusCode).toBe(429);
    // Move every window 15 minutes into the past, as the clock would.
    await ctx.database.db.execute(sql`update rate_limit set last_request = last_request - ${15 * 60_000}`);
    expect((await signInFrom(ip, owner.email, owner.password)).statusCode).toBe(200);
  });

  it('forgets an address’s failures after it signs in successfully', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const ip = freshIp();
    for (let attempt = 0; attempt < 9; attempt += 1) await signInFrom(ip, owner.email, 'wrong password');
    expect((await signInFrom(ip, owner.email, owner.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await signInFrom(ip, owner.email, 'wrong password')).statusCode).toBe(401);
    expect((await signInFrom(ip, owner.email, owner.password)).statusCode).toBe(200);
  });

  it('allows 20 sign-in attempts per IP per minute, whatever the emails; other addresses are not affected', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await signInFrom(ip, uniqueEmail('spray'), 'password guess')).statusCode).toBe(401);
    const blocked = await signInFrom(ip, uniqueEmail('spray'), 'password guess');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await signInFrom(freshIp(), uniqueEmail('spray'), 'password guess')).statusCode).toBe(401);
  });

  it.each([
    ['/sign-up/email', (email: string) => ({ email, password: 'a long and unusual passphrase', name: 'A', full_name: 'A', restaurant_name: 'B' })],
    ['/request-password-reset', (email: string) => ({ email, redirectTo: '/reset-password' })],
    ['/send-verification-email', (email: string) => ({ email })],
  ])('allows 5 %s requests per email per hour', async (path, body) => {
    const email = uniqueEmail('limited');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await post(ctx.app, path, body(email), freshIp())).statusCode).toBe(200);
    const blocked = await post(ctx.app, path, body(email), freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('allows 20 password resets per IP per minute', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await post(ctx.app, '/reset-password', { token: `guess-${attempt}`, newPassword: 'a brand new passphrase' }, ip)).statusCode).toBe(400);
    }
    expect((await post(ctx.app, '/reset-password', { token: 'guess', newPassword: 'a brand new passphrase' }, ip)).statusCode).toBe(429);
  });

  describe('with two instances on one database', () => {
    let second: FastifyInstance;
    beforeAll(async () => {
      second = await buildApp(ctx.config, { database: ctx.app.database, logger: false });
      await second.ready();
    });
    afterAll(async () => second.close());

    it('shares the counts: failures on one instance count on the other', async () => {
      const owner = await signUpAndVerify(ctx.app);
      const ip = freshIp();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const instance = attempt % 2 === 0 ? ctx.app : second;
        expect((await post(instance, '/sign-in/email', { email: owner.email, password: 'wrong password' }, ip)).statusCode).toBe(401);
      }
      expect((await post(second, '/sign-in/email', { email: owner.email, password: owner.password }, ip)).statusCode).toBe(429);
      expect((await post(ctx.app, '/sign-in/email', { email: owner.email, password: owner.password }, ip)).statusCode).toBe(429);
    });
  });
});
