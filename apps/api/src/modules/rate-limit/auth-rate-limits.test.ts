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
  const ctx = buildTestApp({ env: { AUTH_RATE_LIMITS: 'true' } });
  const signInFrom = (ip: string, email: string, password: string) => post(ctx.app, '/sign-in/email', { email, password }, ip);

  it('stops an account after 10 failed sign-ins in 15 minutes with 429, Retry-After and a clear message, even with the right password', async () => {
    const owner = await signUpAndVerify(ctx.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // Spread over addresses, as a distributed guesser would: the account count still adds up.
      expect((await signInFrom(freshIp(), owner.email, `guess number ${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await signInFrom(freshIp(), owner.email, owner.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 15 minutes and try again.' });
  });

  it('limits an unknown email exactly like an existing one, so a 429 reveals nothing', async () => {
    const nobody = uniqueEmail('nobody');
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await signInFrom(freshIp(), nobody, 'some password')).statusCode).toBe(401);
    expect((await signInFrom(freshIp(), nobody, 'some password')).statusCode).toBe(429);
  });

  it('never locks for good: once the 15-minute window has passed the owner signs in again', async () => {
    const owner = await signUpAndVerify(ctx.app);
    for (let attempt = 0; attempt < 11; attempt += 1) await signInFrom(freshIp(), owner.email, 'wrong password');
    expect((await signInFrom(freshIp(), owner.email, owner.password)).statusCode).toBe(429);
    // Move every window 15 minutes into the past, as the clock would.
    await ctx.database.db.execute(sql`update rate_limit set last_request = last_request - ${15 * 60_000}`);
    expect((await signInFrom(freshIp(), owner.email, owner.password)).statusCode).toBe(200);
  });

  it('forgets failures after a successful sign-in', async () => {
    const owner = await signUpAndVerify(ctx.app);
    for (let attempt = 0; attempt < 9; attempt += 1) await signInFrom(freshIp(), owner.email, 'wrong password');
    expect((await signInFrom(freshIp(), owner.email, owner.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await signInFrom(freshIp(), owner.email, 'wrong password')).statusCode).toBe(401);
    expect((await signInFrom(freshIp(), owner.email, owner.password)).statusCode).toBe(200);
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
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
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
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const instance = attempt % 2 === 0 ? ctx.app : second;
        expect((await post(instance, '/sign-in/email', { email: owner.email, password: 'wrong password' }, freshIp())).statusCode).toBe(401);
      }
      expect((await post(second, '/sign-in/email', { email: owner.email, password: owner.password }, freshIp())).statusCode).toBe(429);
      expect((await post(ctx.app, '/sign-in/email', { email: owner.email, password: owner.password }, freshIp())).statusCode).toBe(429);
    });
  });
});
