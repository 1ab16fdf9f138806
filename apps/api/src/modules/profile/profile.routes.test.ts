import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner } from '../../../test/factories.ts';
import { restaurants, user, userProfiles } from '../../db/schema/index.ts';

describe('/api/profile', () => {
  const ctx = buildTestApp();
  const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers, payload });

  it("answers the signed-in owner's own profile, and 401 in the error shape without a session", async () => {
    const owner = await createOwner(ctx.app, { fullName: 'Auguste Escoffier', restaurantName: 'Le Ritz' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile: {
        user_id: owner.id,
        restaurant_id: owner.restaurantId,
        full_name: 'Auguste Escoffier',
        restaurant_name: 'Le Ritz',
        slug: expect.stringMatching(/^le-ritz(-\d+)?$/),
        timezone: 'UTC',
        role: 'owner',
        locale: null,
        default_language: 'en',
      },
    });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/profile' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } });
  });

  it('answers a null profile, silently, when the owner has none', async () => {
    const owner = await createOwner(ctx.app);
    await ctx.database.db.delete(userProfiles).where(eq(userProfiles.userId, owner.id));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ profile: null });
  });

  it('changes full name, restaurant name and time zone, keeps the slug, and renames the account to match', async () => {
    const owner = await createOwner(ctx.app);
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().profile;
    const response = await patch(owner.headers, { full_name: '  Julia Child ', restaurant_name: 'The French Chef', timezone: 'America/New_York' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile: {
        user_id: owner.id,
        restaurant_id: owner.restaurantId,
        full_name: 'Julia Child',
        restaurant_name: 'The French Chef',
        slug: before.slug,
        timezone: 'America/New_York',
        role: 'owner',
        locale: null,
        default_language: 'en',
      },
    });
    const [account] = await ctx.database.db.select({ name: user.name }).from(user).where(eq(user.id, owner.id));
    expect(account?.name).toBe('Julia Child');

    const partial = await patch(owner.headers, { timezone: 'Europe/Lisbon' });
    expect(partial.json().profile).toMatchObject({ full_name: 'Julia Child', timezone: 'Europe/Lisbon' });
  });

  it('refuses empty names, unknown time zones and empty bodies with 400 and field errors; changes nothing', async () => {
    const owner = await createOwner(ctx.app);
    const bad = await patch(owner.headers, { full_name: ' ', timezone: 'Nowhere/Special' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fieldErrors: { full_name: ['Full name is required'], timezone: ['Choose a time zone from the list'] } },
    });
    expect((await patch(owner.headers, {})).statusCode).toBe(400);
    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().profile;
    expect(profile).toMatchObject({ full_name: owner.fullName, timezone: 'UTC' });
  });

  it("keeps the person's own language (null: the browser's again) and the restaurant's language", async () => {
    const owner = await createOwner(ctx.app);
    const get = async () => (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().profile;

    const chosen = await patch(owner.headers, { locale: 'fr', default_language: 'de' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().profile).toMatchObject({ locale: 'fr', default_language: 'de', full_name: owner.fullName });
    expect(await get()).toMatchObject({ locale: 'fr', default_language: 'de' });
    const [stored] = await ctx.database.db.select({ locale: userProfiles.locale }).from(userProfiles).where(eq(userProfiles.userId, owner.id));
    expect(stored?.locale).toBe('fr');
    const [restaurant] = await ctx.database.db
      .select({ language: restaurants.defaultLanguage })
      .from(restaurants)
      .where(eq(restaurants.id, owner.restaurantId));
    expect(restaurant?.language).toBe('de');

    // Each field alone; an absent field is left as it is, null clears the person's language.
    expect((await patch(owner.headers, { locale: 'nl' })).json().profile).toMatchObject({ locale: 'nl', default_language: 'de' });
    expect((await patch(owner.headers, { locale: null })).json().profile).toMatchObject({ locale: null, default_language: 'de' });
    expect((await patch(owner.headers, { default_language: 'en' })).json().profile).toMatchObject({ locale: null, default_language: 'en' });
    expect(await get()).toMatchObject({ locale: null, default_language: 'en' });
  });

  it('refuses a language Maître does not speak with 400 and field errors; changes nothing', async () => {
    const owner = await createOwner(ctx.app);
    for (const payload of [{ locale: 'pt' }, { default_language: 'xx' }, { default_language: null }, { locale: 'FR' }]) {
      const response = await patch(owner.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [Object.keys(payload)[0] ?? '']: expect.any(Array) } });
    }
    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().profile;
    expect(profile).toMatchObject({ locale: null, default_language: 'en' });
  });

  it("lets every member choose their own language; the restaurant's needs settings:write (403 otherwise, nothing written)", async () => {
    const owner = await createOwner(ctx.app);
    for (const role of ['front_of_house', 'kitchen'] as const) {
      const member = await createMember(ctx.app, owner, role);
      const own = await patch(member.headers, { locale: 'es' });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().profile).toMatchObject({ locale: 'es', role, default_language: 'en' });

      const restaurantLanguage = await patch(member.headers, { default_language: 'it' });
      expect(restaurantLanguage.statusCode, role).toBe(403);
      expect(restaurantLanguage.json().error.code).toBe('FORBIDDEN');
      // Together with their own language: refused whole, before anything is written.
      expect((await patch(member.headers, { locale: 'nl', default_language: 'it' })).statusCode).toBe(403);
      const profile = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: member.headers })).json().profile;
      expect(profile).toMatchObject({ locale: 'es', default_language: 'en' });
    }
    const manager = await createMember(ctx.app, owner, 'manager');
    const byManager = await patch(manager.headers, { default_language: 'it' });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(byManager.json().profile).toMatchObject({ default_language: 'it', locale: null });
    // The restaurant's language is the restaurant's: the owner sees it; their own language is untouched by others'.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().profile).toMatchObject({
      default_language: 'it',
      locale: null,
    });
  });

  it("changes only the signed-in owner's profile, and needs a session", async () => {
    const owner = await createOwner(ctx.app);
    const other = await createOwner(ctx.app, { restaurantName: 'Untouched' });
    await patch(owner.headers, { restaurant_name: 'Mine Now', user_id: other.id });
    const theirs = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: other.headers })).json().profile;
    expect(theirs.restaurant_name).toBe('Untouched');
    expect((await patch({ origin: 'http://localhost:3000' }, { restaurant_name: 'Nobody' })).statusCode).toBe(401);
  });
});
