import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { linkIn, mailsTo, openLink, postAuth, signUpBody, waitForMail } from '../../../test/accounts.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { signIn } from '../../../test/factories.ts';
import { account, restaurantMembers, restaurants, user, userProfiles } from '../../db/schema/index.ts';

describe('POST /api/auth/sign-up/email', () => {
  const ctx = buildTestApp();

  const userRows = (email: string) => ctx.database.db.select().from(user).where(eq(user.email, email));
  /** The person's profile with the restaurant they own and their role there (every sign-up makes both). */
  const profileOf = async (email: string) => {
    const [row] = await ctx.database.db
      .select({
        userId: userProfiles.userId,
        fullName: userProfiles.fullName,
        restaurantName: restaurants.name,
        timezone: restaurants.timezone,
        slug: restaurants.slug,
        role: restaurantMembers.role,
      })
      .from(userProfiles)
      .innerJoin(user, eq(user.id, userProfiles.userId))
      .innerJoin(restaurantMembers, eq(restaurantMembers.userId, user.id))
      .innerJoin(restaurants, eq(restaurants.id, restaurantMembers.organizationId))
      .where(eq(user.email, email));
    return row;
  };

  it('creates the user, unverified, with a profile (full name) and a restaurant they own (name, time zone, slug)', async () => {
    const body = signUpBody({ email: 'Marie.Curie@Example.com', restaurant_name: 'Le Radium Café' });
    const response = await postAuth(ctx.app, '/sign-up/email', body);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'marie.curie@example.com', name: 'Marie Curie', emailVerified: false } });
    expect(response.json()).not.toHaveProperty('token');
    expect(response.headers['set-cookie']).toBeUndefined();
    const [created] = await userRows('marie.curie@example.com');
    expect(created?.emailVerified).toBe(false);
    expect(await profileOf('marie.curie@example.com')).toMatchObject({
      userId: created?.id,
      fullName: 'Marie Curie',
      restaurantName: 'Le Radium Café',
      timezone: 'Europe/Paris',
      slug: 'le-radium-cafe',
      role: 'owner',
    });
  });

  it('sends a verification mail with a plain-text and an HTML part that name the product; its link verifies the email', async () => {
    const body = signUpBody();
    await postAuth(ctx.app, '/sign-up/email', { ...body, callbackURL: '/login?verified=1' });

    const mail = await waitForMail(ctx.app, body.email, /verify/i);
    expect(mail.subject).toContain('Maître');
    expect(mail.text).toContain('Maître');
    expect(mail.html).toContain('Maître');
    expect(mail.html).toContain('<a href="http://localhost:3000/api/auth/verify-email?token=');
    const verify = await openLink(ctx.app, linkIn(mail));
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/login?verified=1');
    const [verified] = await userRows(body.email);
    expect(verified?.emailVerified).toBe(true);
    expect((await signIn(ctx.app, body.email, body.password)).statusCode).toBe(200);
  });

  it('gives taken restaurant names the next free slug: -2, -3…', async () => {
    const slugs: (string | null | undefined)[] = [];
    for (let index = 0; index < 3; index += 1) {
      const body = signUpBody({ restaurant_name: 'Chez Ünïque!' });
      expect((await postAuth(ctx.app, '/sign-up/email', body)).statusCode).toBe(200);
      slugs.push((await profileOf(body.email))?.slug);
    }
    expect(slugs).toEqual(['chez-unique', 'chez-unique-2', 'chez-unique-3']);
  });

  it('gives simultaneous sign-ups with the same restaurant name distinct slugs', async () => {
    const bodies = [0, 1, 2].map(() => signUpBody({ restaurant_name: 'Rush Hour Bistro' }));
    const answers = await Promise.all(bodies.map((body) => postAuth(ctx.app, '/sign-up/email', body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const slugs = await Promise.all(bodies.map(async (body) => (await profileOf(body.email))?.slug));
    expect(new Set(slugs)).toEqual(new Set(['rush-hour-bistro', 'rush-hour-bistro-2', 'rush-hour-bistro-3']));
  });

  it('uses UTC when the browser sent no time zone', async () => {
    const { timezone: _omitted, ...body } = signUpBody();
    expect((await postAuth(ctx.app, '/sign-up/email', body)).statusCode).toBe(200);
    expect((await profileOf(body.email))?.timezone).toBe('UTC');
  });

  it('answers a taken email exactly like a new one, creates nothing, and tells the owner of that email by mail', async () => {
    const first = signUpBody();
    await postAuth(ctx.app, '/sign-up/email', first);
    const again = await postAuth(ctx.app, '/sign-up/email', { ...signUpBody({ email: first.email }), restaurant_name: 'Another Place' });
    const fresh = await postAuth(ctx.app, '/sign-up/email', signUpBody());

    expect(again.statusCode).toBe(fresh.statusCode);
    const shape = (payload: { token: unknown; user: Record<string, unknown> }) => ({ token: payload.token, keys: Object.keys(payload.user).sort() });
    expect(shape(again.json())).toEqual(shape(fresh.json()));
    expect(await userRows(first.email)).toHaveLength(1);
    expect((await profileOf(first.email))?.restaurantName).toBe('Le Radium');
    await waitForMail(ctx.app, first.email, /already have a Maître account/);
  });

  it.each([
    ['full_name', { full_name: '  ' }, 'Full name is required'],
    ['restaurant_name', { restaurant_name: undefined }, 'Restaurant name is required'],
    ['timezone', { timezone: 'Mars/Olympus_Mons' }, 'Choose a time zone from the list'],
    ['timezone', { timezone: '+02:00' }, 'Choose a time zone from the list'],
  ])('refuses a bad %s with 400 and the field error, creating nothing', async (field, overrides, message) => {
    const body = { ...signUpBody(), ...overrides };
    const response = await postAuth(ctx.app, '/sign-up/email', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message, fieldErrors: { [field]: [message] } } });
    expect(await userRows(body.email)).toHaveLength(0);
  });

  it('refuses passwords shorter than 8 or longer than 128 characters, and common ones in any case', async () => {
    const short = await postAuth(ctx.app, '/sign-up/email', signUpBody({ password: 'xk3#Lp2' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { code: 'PASSWORD_TOO_SHORT' } });
    const long = await postAuth(ctx.app, '/sign-up/email', signUpBody({ password: 'x'.repeat(129) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: { code: 'PASSWORD_TOO_LONG' } });
    for (const common of ['password1', 'Sunshine1', 'qwertyuiop']) {
      const body = signUpBody({ password: common });
      const response = await postAuth(ctx.app, '/sign-up/email', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'PASSWORD_TOO_COMMON',
          message: 'This password is too common. Choose one that is harder to guess.',
          fieldErrors: { password: ['This password is too common. Choose one that is harder to guess.'] },
        },
      });
      expect(await userRows(body.email)).toHaveLength(0);
    }
    expect((await postAuth(ctx.app, '/sign-up/email', signUpBody({ password: 'x'.repeat(128) }))).statusCode).toBe(200);
  });

  it('is atomic: when the restaurant cannot be written, neither the user, the account, the profile nor a membership exists and no mail goes out', async () => {
    // A constraint the restaurant insert breaks, standing in for any database failure after the user and profile rows.
    await ctx.database.db.execute(sql`alter table restaurants add constraint test_refuses_doomed check (name <> 'Doomed Diner')`);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const body = signUpBody({ restaurant_name: 'Doomed Diner' });
      const response = await postAuth(ctx.app, '/sign-up/email', body);

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
      expect(consoleError).toHaveBeenCalled();
      expect(await userRows(body.email)).toHaveLength(0);
      const accounts = await ctx.database.db.select().from(account).innerJoin(user, eq(user.id, account.userId)).where(eq(user.email, body.email));
      expect(accounts).toHaveLength(0);
      expect(await ctx.database.db.select().from(restaurants).where(eq(restaurants.name, 'Doomed Diner'))).toHaveLength(0);

      // The same email signs up fine once the failure is gone: nothing half-made was left behind.
      await ctx.database.db.execute(sql`alter table restaurants drop constraint test_refuses_doomed`);
      expect((await postAuth(ctx.app, '/sign-up/email', body)).statusCode).toBe(200);
      expect(await profileOf(body.email)).toMatchObject({ restaurantName: 'Doomed Diner' });
      // Barrier: this later sign-up's mail is in, so a mail from the failed one, sent before it if at all, would be
      // too. Exactly one verification mail: the failed attempt sent none.
      await waitForMail(ctx.app, body.email, /Verify your email/);
      expect((await mailsTo(ctx.app, body.email)).map((mail) => mail.subject)).toEqual(['Verify your email for Maître']);
    } finally {
      consoleError.mockRestore();
      await ctx.database.db.execute(sql`alter table restaurants drop constraint if exists test_refuses_doomed`);
    }
  });
});
