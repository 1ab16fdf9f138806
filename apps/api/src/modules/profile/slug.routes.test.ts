import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner } from '../../../test/factories.ts';

describe('PUT /api/profile/slug', () => {
  const ctx = buildTestApp();
  const put = (headers: Record<string, string>, slug: string) => ctx.app.inject({ method: 'PUT', url: '/api/profile/slug', headers, payload: { slug } });
  const unique = () => Math.random().toString(36).slice(2, 8);

  it('moves the order page, and the old address keeps leading to it', async () => {
    const owner = await createOwner(ctx.app, { restaurantName: `Moving Bistro ${unique()}` });
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().profile.slug as string;
    const next = `new-home-${unique()}`;
    const response = await put(owner.headers, next);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.slug).toBe(next);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/storefront/${before}` })).json().restaurant.slug).toBe(next);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/storefront/${next}` })).statusCode).toBe(200);
  });

  it("refuses another restaurant's address, current or old, with 409 and changes nothing", async () => {
    const first = await createOwner(ctx.app);
    const second = await createOwner(ctx.app);
    const firstOld = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: first.headers })).json().profile.slug as string;
    const firstNew = `first-${unique()}`;
    await put(first.headers, firstNew);
    const secondBefore = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: second.headers })).json().profile.slug;

    for (const slug of [firstNew, firstOld]) {
      const response = await put(second.headers, slug);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'CONFLICT', message: 'This address is already taken. Please choose another one.' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: second.headers })).json().profile.slug).toBe(secondBefore);
  });

  it('lets an owner take back their own old address', async () => {
    const owner = await createOwner(ctx.app);
    const original = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().profile.slug as string;
    await put(owner.headers, `detour-${unique()}`);
    const back = await put(owner.headers, original);
    expect(back.statusCode).toBe(200);
    expect(back.json().profile.slug).toBe(original);
  });

  it('validates the address and needs a session', async () => {
    const owner = await createOwner(ctx.app);
    const bad = await put(owner.headers, 'Not a slug!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors.slug).toEqual(['Use lowercase letters, digits and single dashes, e.g. chez-ada']);
    expect((await put(owner.headers, 'ab')).json().error.fieldErrors.slug).toEqual(['The address needs at least 3 characters']);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/profile/slug', payload: { slug: 'valid-one' } })).statusCode).toBe(401);
  });
});
