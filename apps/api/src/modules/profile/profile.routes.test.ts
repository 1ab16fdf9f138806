import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner } from '../../../test/factories.ts';
import { user, userProfiles } from '../../db/schema/index.ts';

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

  it("changes only the signed-in owner's profile, and needs a session", async () => {
    const owner = await createOwner(ctx.app);
    const other = await createOwner(ctx.app, { restaurantName: 'Untouched' });
    await patch(owner.headers, { restaurant_name: 'Mine Now', user_id: other.id });
    const theirs = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: other.headers })).json().profile;
    expect(theirs.restaurant_name).toBe('Untouched');
    expect((await patch({ origin: 'http://localhost:3000' }, { restaurant_name: 'Nobody' })).statusCode).toBe(401);
  });
});
