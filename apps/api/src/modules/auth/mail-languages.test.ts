/**
 * Which language each mail is written in (decision 0023): at sign-up the request's (the web app sends its active
 * language as Accept-Language); for an account, the person's own language if they chose one, else the request's; an
 * invitation in the restaurant's language. Every mail carries its language (the dev mailbox keeps it; SMTP sends it as
 * Content-Language, mailer.test.ts).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postAuth, signUpAndVerify, signUpBody, waitForMail } from '../../../test/accounts.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner, givePlan, signIn, uniqueEmail } from '../../../test/factories.ts';
import { user, userProfiles } from '../../db/schema/index.ts';

describe('the language of each mail', () => {
  const ctx = buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
  const french = { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.5' };

  async function chooseLocale(email: string, locale: string | null) {
    const [account] = await ctx.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!account) throw new Error(`no account for ${email}`);
    await ctx.database.db.update(userProfiles).set({ locale }).where(eq(userProfiles.userId, account.id));
  }

  it('writes the verification mail in the language of the sign-up request, English when it asks for none of ours', async () => {
    const dutch = signUpBody();
    expect((await postAuth(ctx.app, '/sign-up/email', dutch, { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' })).statusCode).toBe(200);
    const mail = await waitForMail(ctx.app, dutch.email, /Bevestig je e-mailadres voor Maître/);
    expect(mail.language).toBe('nl');
    expect(mail.text).toContain('Welkom bij Maître. Bevestig je e-mailadres om je dashboard te gaan gebruiken.');

    const inFrench = signUpBody();
    expect((await postAuth(ctx.app, '/sign-up/email', inFrench, french)).statusCode).toBe(200);
    const frenchMail = await waitForMail(ctx.app, inFrench.email, /Confirmez votre adresse e-mail pour Maître/);
    expect(frenchMail).toMatchObject({ language: 'fr', subject: 'Confirmez votre adresse e-mail pour Maître' });
    expect(frenchMail.text).toContain('Bienvenue sur Maître. Confirmez votre adresse e-mail pour commencer à utiliser votre tableau de bord.');

    const other = signUpBody();
    expect((await postAuth(ctx.app, '/sign-up/email', other, { 'accept-language': 'pt-BR,ja;q=0.8' })).statusCode).toBe(200);
    expect((await waitForMail(ctx.app, other.email, /Verify your email for Maître/)).language).toBe('en');

    // A person who signs up leaves their own language unset: their browser's keeps deciding.
    const [profile] = await ctx.database.db
      .select({ locale: userProfiles.locale })
      .from(userProfiles)
      .innerJoin(user, eq(user.id, userProfiles.userId))
      .where(eq(user.email, inFrench.email));
    expect(profile?.locale).toBeNull();
  });

  it("writes the existing-account mail in the account holder's language, else in the sign-up request's", async () => {
    const first = await signUpAndVerify(ctx.app);
    const again = await postAuth(ctx.app, '/sign-up/email', signUpBody({ email: first.email }), french);
    expect(again.statusCode).toBe(200);
    const mail = await waitForMail(ctx.app, first.email, /Vous avez déjà un compte Maître/);
    expect(mail.language).toBe('fr');
    expect(mail.text).toContain("Si ce n'est pas vous, vous pouvez ignorer ce message\u00a0: rien n'a changé.");

    // The mail goes to the account's owner, who chose Italian: someone signing up in French does not decide it.
    const italian = await signUpAndVerify(ctx.app);
    await chooseLocale(italian.email, 'it');
    expect((await postAuth(ctx.app, '/sign-up/email', signUpBody({ email: italian.email }), french)).statusCode).toBe(200);
    const italianMail = await waitForMail(ctx.app, italian.email, /Hai già un account Maître/);
    expect(italianMail.language).toBe('it');
  });

  it("writes the reset-password mail in the person's own language, whatever the request asks; else in the request's", async () => {
    const german = await signUpAndVerify(ctx.app);
    await chooseLocale(german.email, 'de');
    expect((await postAuth(ctx.app, '/request-password-reset', { email: german.email, redirectTo: '/reset-password' }, french)).statusCode).toBe(200);
    const mail = await waitForMail(ctx.app, german.email, /Ihr Maître-Passwort zurücksetzen/);
    expect(mail.language).toBe('de');
    expect(mail.text).toContain('Jemand möchte das Passwort Ihres Maître-Kontos zurücksetzen.');

    const unset = await signUpAndVerify(ctx.app);
    expect((await postAuth(ctx.app, '/request-password-reset', { email: unset.email, redirectTo: '/reset-password' }, french)).statusCode).toBe(200);
    const frenchMail = await waitForMail(ctx.app, unset.email, /Réinitialisez votre mot de passe Maître/);
    expect(frenchMail.language).toBe('fr');
    expect(frenchMail.text).toContain("Quelqu'un a demandé à réinitialiser le mot de passe de votre compte Maître.");

    // The reset itself, asked in French by a person with no language of their own: the notice is French too.
    const token = new URL(frenchMail.text.match(/https?:\/\/\S+/)?.[0] ?? '').pathname.split('/').at(-1) ?? '';
    expect((await postAuth(ctx.app, '/reset-password', { token, newPassword: 'a brand new passphrase' }, french)).statusCode).toBe(200);
    const notice = await waitForMail(ctx.app, unset.email, /Votre mot de passe Maître a été modifié/);
    expect(notice.language).toBe('fr');
    expect(notice.text).toContain("Le mot de passe de votre compte Maître vient d'être modifié, et vos autres appareils ont été déconnectés.");
  });

  it("writes the password-changed mail in the person's own language", async () => {
    const owner = await createOwner(ctx.app);
    await chooseLocale(owner.email, 'it');
    const changed = await postAuth(
      ctx.app,
      '/change-password',
      { currentPassword: owner.password, newPassword: 'another fine passphrase' },
      { cookie: owner.cookie, 'accept-language': 'en-GB' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const mail = await waitForMail(ctx.app, owner.email, /La tua password di Maître è stata cambiata/);
    expect(mail.language).toBe('it');
    expect(mail.text).toContain('Se non eri tu, reimposta subito la password e controlla il tuo account.');
    expect((await signIn(ctx.app, owner.email, 'another fine passphrase')).statusCode).toBe(200);
  });

  it("writes an invitation in the restaurant's language, with the role in it", async () => {
    const owner = await createOwner(ctx.app, { fullName: 'Ada Owner', restaurantName: 'Le Radium' });
    await givePlan(ctx.app, owner, 'restaurant');
    const settings = await ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: owner.headers, payload: { default_language: 'fr' } });
    expect(settings.statusCode, settings.body).toBe(200);
    const email = uniqueEmail('invited');
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/invitations',
      headers: { ...owner.headers, 'accept-language': 'de' },
      payload: { email, role: 'manager' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await waitForMail(ctx.app, email, /Invitation à rejoindre Le Radium sur Maître/);
    expect(mail.language).toBe('fr');
    expect(mail.text).toContain('Ada Owner vous invite à rejoindre Le Radium sur Maître en tant que manager.');
    expect(mail.text).toContain('Le lien est valable 7 jours.');
  });
});
