/**
 * What better-auth's own endpoints accept as a person's name and picture: bounded, one line, no NUL (which PostgreSQL
 * cannot store and once answered 500), and never a way to put someone else's words into a Maître mail.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsTo, postAuth, sessionCookie, signUpAndVerify, signUpBody, waitForMail } from '../../../test/accounts.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signIn } from '../../../test/factories.ts';
import { user } from '../../db/schema/index.ts';

describe('names and pictures on the account endpoints', () => {
  const ctx = buildTestApp();

  async function signedIn() {
    const owner = await signUpAndVerify(ctx.app);
    return { owner, cookie: sessionCookie(await signIn(ctx.app, owner.email, owner.password)) };
  }
  const nameOf = async (email: string) => (await ctx.database.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.email, email)))[0];

  it.each([
    ['a NUL in the name', { name: 'Ada\u0000' }, 'name'],
    ['a NUL in the image', { image: 'https://example.com/a\u0000.png' }, 'image'],
    ['a null name', { name: null }, 'name'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
    ['a name with a line break', { name: 'Ada\nCall +1 800 555 0100' }, 'name'],
    ['a name with a right-to-left override', { name: 'Ada \u202Egnp.exe' }, 'name'],
    ['an image that is not an http(s) URL', { image: 'javascript:alert(1)' }, 'image'],
  ])('update-user refuses %s with 400 and a field error, and changes nothing', async (_case, body, field) => {
    const { owner, cookie } = await signedIn();
    const before = await nameOf(owner.email);
    const response = await postAuth(ctx.app, '/update-user', body, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fieldErrors: { [field]: [expect.any(String)] } } });
    expect(await nameOf(owner.email)).toEqual(before);
  });

  it('update-user takes a proper name and picture, or no picture', async () => {
    const { owner, cookie } = await signedIn();
    expect((await postAuth(ctx.app, '/update-user', { name: '  Zoë Ça-Va  ', image: 'https://example.com/me.png' }, { cookie })).statusCode).toBe(200);
    expect(await nameOf(owner.email)).toEqual({ name: 'Zoë Ça-Va', image: 'https://example.com/me.png' });
    expect((await postAuth(ctx.app, '/update-user', { image: null }, { cookie })).statusCode).toBe(200);
    expect(await nameOf(owner.email)).toEqual({ name: 'Zoë Ça-Va', image: null });
  });

  it.each([
    ['a 5.6 KB name', { name: 'Call 0800 123 456 or visit https://scam.example to claim your refund. '.repeat(80) }, 'name'],
    ['a name with a line break', { name: 'Ada\r\nVisit https://scam.example' }, 'name'],
    ['a full name with a tab', { full_name: 'Ada\tLovelace' }, 'full_name'],
    ['a restaurant name with an isolate', { restaurant_name: 'Chez \u2066Ada' }, 'restaurant_name'],
  ])('sign-up refuses %s, creates nothing and sends no mail', async (_case, override, field) => {
    const body = signUpBody(override);
    const response = await postAuth(ctx.app, '/sign-up/email', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fieldErrors: { [field]: [expect.any(String)] } } });
    expect(await nameOf(body.email)).toBeUndefined();
    expect(await mailsTo(ctx.app, body.email)).toEqual([]);
  });

  it('the verification mail, which goes to an address nobody has proved is theirs, carries nothing the person signing up typed', async () => {
    const body = signUpBody({ name: 'Call 0800 123 456 now', full_name: 'Call 0800 123 456 now', restaurant_name: 'Visit scam.example' });
    expect((await postAuth(ctx.app, '/sign-up/email', body)).statusCode).toBe(200);
    const mail = await waitForMail(ctx.app, body.email, /verify/i);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('0800');
      expect(part).not.toContain('scam.example');
    }
  });
});
