import { describe, expect, it } from 'vitest';
import { linkIn, openLink, postAuth, sessionCookie, signUpAndVerify, waitForMail } from '../../../test/accounts.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signIn } from '../../../test/factories.ts';

describe('password reset and change', () => {
  const ctx = buildTestApp();
  const profileWith = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });

  /** Asks for a reset link and follows it to the reset page, as the owner would; answers the token. */
  async function resetToken(email: string): Promise<string> {
    expect((await postAuth(ctx.app, '/request-password-reset', { email, redirectTo: '/reset-password' })).statusCode).toBe(200);
    const mail = await waitForMail(ctx.app, email, /reset/i);
    expect(mail.text).toContain('Maître');
    expect(mail.html).toContain('Maître');
    const landing = await openLink(ctx.app, linkIn(mail));
    expect(landing.statusCode).toBe(302);
    const location = new URL(String(landing.headers.location), 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    return location.searchParams.get('token') ?? '';
  }

  it('resets the password from the mailed link, ends every session, and mails a notice', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const oldSession = sessionCookie(await signIn(ctx.app, owner.email, owner.password));
    expect((await profileWith(oldSession)).statusCode).toBe(200);

    const token = await resetToken(owner.email);
    const reset = await postAuth(ctx.app, '/reset-password', { token, newPassword: 'a brand new passphrase' });
    expect(reset.statusCode).toBe(200);

    expect((await profileWith(oldSession)).statusCode).toBe(401);
    expect((await signIn(ctx.app, owner.email, owner.password)).statusCode).toBe(401);
    expect((await signIn(ctx.app, owner.email, 'a brand new passphrase')).statusCode).toBe(200);
    await waitForMail(ctx.app, owner.email, /password was changed/);
    // The link works once.
    expect((await postAuth(ctx.app, '/reset-password', { token, newPassword: 'yet another passphrase' })).statusCode).toBe(400);
  });

  it('refuses a common or short new password and keeps the link usable', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const token = await resetToken(owner.email);
    const common = await postAuth(ctx.app, '/reset-password', { token, newPassword: 'iloveyou1' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ error: { code: 'PASSWORD_TOO_COMMON' } });
    const short = await postAuth(ctx.app, '/reset-password', { token, newPassword: 'k9#x' });
    expect(short.statusCode).toBe(400);
    expect((await postAuth(ctx.app, '/reset-password', { token, newPassword: 'finally a good one' })).statusCode).toBe(200);
  });

  it('refuses an unknown reset token', async () => {
    const response = await postAuth(ctx.app, '/reset-password', { token: 'made-up-token', newPassword: 'a brand new passphrase' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
  });

  it('changes the password only with the current one, signs out the other devices, keeps this one, and mails a notice', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const otherDevice = sessionCookie(await signIn(ctx.app, owner.email, owner.password));
    const thisDevice = sessionCookie(await signIn(ctx.app, owner.email, owner.password));

    const wrong = await postAuth(
      ctx.app,
      '/change-password',
      { currentPassword: 'not my password', newPassword: 'a better passphrase', revokeOtherSessions: true },
      { cookie: thisDevice },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'INVALID_PASSWORD' } });
    expect((await profileWith(otherDevice)).statusCode).toBe(200);

    const changed = await postAuth(
      ctx.app,
      '/change-password',
      { currentPassword: owner.password, newPassword: 'a better passphrase', revokeOtherSessions: true },
      { cookie: thisDevice },
    );
    expect(changed.statusCode).toBe(200);
    expect((await profileWith(otherDevice)).statusCode).toBe(401);
    expect((await profileWith(sessionCookie(changed))).statusCode).toBe(200);
    expect((await signIn(ctx.app, owner.email, 'a better passphrase')).statusCode).toBe(200);
    await waitForMail(ctx.app, owner.email, /password was changed/);
  });

  it.each([
    ['left out', {}],
    ['false', { revokeOtherSessions: false }],
  ])('signs out the other devices on a password change even when revokeOtherSessions is %s', async (_case, flag) => {
    const owner = await signUpAndVerify(ctx.app);
    const otherDevice = sessionCookie(await signIn(ctx.app, owner.email, owner.password));
    const thisDevice = sessionCookie(await signIn(ctx.app, owner.email, owner.password));
    const changed = await postAuth(
      ctx.app,
      '/change-password',
      { currentPassword: owner.password, newPassword: 'a better passphrase', ...flag },
      { cookie: thisDevice },
    );
    expect(changed.statusCode).toBe(200);
    expect((await profileWith(otherDevice)).statusCode).toBe(401);
    expect((await profileWith(sessionCookie(changed).length > 0 ? sessionCookie(changed) : thisDevice)).statusCode).toBe(200);
  });

  it('refuses a common new password on change', async () => {
    const owner = await signUpAndVerify(ctx.app);
    const cookie = sessionCookie(await signIn(ctx.app, owner.email, owner.password));
    const response = await postAuth(ctx.app, '/change-password', { currentPassword: owner.password, newPassword: 'Password123' }, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'PASSWORD_TOO_COMMON' } });
  });
});
