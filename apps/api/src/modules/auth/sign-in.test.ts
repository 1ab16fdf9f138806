import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postAuth, sessionCookie, signUpAndVerify, signUpBody, waitForMail } from '../../../test/accounts.ts';
import { buildTestApp, TEST_APP_URL } from '../../../test/build-test-app.ts';
import { signIn, uniqueEmail } from '../../../test/factories.ts';
import { session } from '../../db/schema/index.ts';

describe('sign-in, sessions and sign-out', () => {
  const ctx = buildTestApp();
  const profileWith = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });

  it('refuses an unverified email with a clear message, and the resend action mails a fresh link that works', async () => {
    const body = signUpBody();
    await postAuth(ctx.app, '/sign-up/email', body);
    await waitForMail(ctx.app, body.email, /verify/i);

    const refused = await signIn(ctx.app, body.email, body.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } });
    expect(refused.headers['set-cookie']).toBeUndefined();

    const before = (await ctx.app.mailer.list?.())?.filter((mail) => mail.to === body.email).length ?? 0;
    const resend = await postAuth(ctx.app, '/send-verification-email', { email: body.email, callbackURL: '/login?verified=1' });
    expect(resend.statusCode).toBe(200);
    await expect.poll(async () => (await ctx.app.mailer.list?.())?.filter((mail) => mail.to === body.email).length).toBe(before + 1);
  });

  it('signs a verified owner in with an HttpOnly, SameSite=Lax session cookie (not Secure on http) that opens the API', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const response = await signIn(ctx.app, owner.email, owner.password);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: owner.email, emailVerified: true } });
    const setCookie = [response.headers['set-cookie']].flat().find((cookie) => cookie?.startsWith('better-auth.session_token='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const profile = await profileWith(sessionCookie(response));
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ profile: { full_name: owner.full_name, restaurant_name: owner.restaurant_name, timezone: owner.timezone } });
  });

  it('starts a new session at every sign-in, even when the request carries an existing session cookie', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const first = await signIn(ctx.app, owner.email, owner.password);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json', cookie: sessionCookie(first) },
      payload: { email: owner.email, password: owner.password },
    });
    expect(second.statusCode).toBe(200);
    expect(sessionCookie(second)).not.toBe(sessionCookie(first));
  });

  it('sign-out deletes the session on the server: the old cookie no longer opens anything', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const cookie = sessionCookie(await signIn(ctx.app, owner.email, owner.password));
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(await ctx.database.db.select().from(session).where(eq(session.token, token))).toHaveLength(1);

    const out = await postAuth(ctx.app, '/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(session).where(eq(session.token, token))).toHaveLength(0);
    expect((await profileWith(cookie)).statusCode).toBe(401);
  });

  it('"sign out of all devices" ends every session of the owner', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const phone = sessionCookie(await signIn(ctx.app, owner.email, owner.password));
    const laptop = sessionCookie(await signIn(ctx.app, owner.email, owner.password));

    expect((await postAuth(ctx.app, '/revoke-sessions', {}, { cookie: laptop })).statusCode).toBe(200);
    expect((await profileWith(phone)).statusCode).toBe(401);
    expect((await profileWith(laptop)).statusCode).toBe(401);
  });

  describe('gives nobody a way to learn who has an account', () => {
    /** Median durations of `a` and `b`, run alternately so that load on the machine weighs on both alike, in ms. */
    it('answers an unknown email and a wrong password identically', async () => {
      const owner = await signUpAndVerify(ctx.app);
      const unknown = await signIn(ctx.app, uniqueEmail('nobody'), owner.password);
      const wrong = await signIn(ctx.app, owner.email, 'not the right password');
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(unknown.statusCode);
      expect(wrong.body).toBe(unknown.body);
      expect(unknown.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });

      // Timing over 200 interleaved trials: apps/api/test/enumeration-timing.test.ts.
    });

    it('answers forgot-password the same for an unknown email and an owner, and mails only the owner', async () => {
      const owner = await signUpAndVerify(ctx.app);
      const nobody = uniqueEmail('nobody');
      const forOwner = await postAuth(ctx.app, '/request-password-reset', { email: owner.email, redirectTo: '/reset-password' });
      const forNobody = await postAuth(ctx.app, '/request-password-reset', { email: nobody, redirectTo: '/reset-password' });
      expect(forOwner.statusCode).toBe(200);
      expect(forNobody.statusCode).toBe(200);
      expect(forNobody.body).toBe(forOwner.body);
      await waitForMail(ctx.app, owner.email, /reset/i);
      expect((await ctx.app.mailer.list?.())?.some((mail) => mail.to === nobody)).toBe(false);

      // Timing over 200 interleaved trials: apps/api/test/enumeration-timing.test.ts.
    });

    it('answers resend-verification the same for an unknown, an unverified and a verified email', async () => {
      const verified = await signUpAndVerify(ctx.app);
      const unverified = signUpBody();
      await postAuth(ctx.app, '/sign-up/email', unverified);
      const answers = await Promise.all(
        [uniqueEmail('nobody'), unverified.email, verified.email].map((email) => postAuth(ctx.app, '/send-verification-email', { email })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    });
  });
});
