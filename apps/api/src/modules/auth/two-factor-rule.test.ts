import { TWO_FACTOR_REQUIRED_MESSAGE } from '@maitre/shared/errors';
import { can } from '@maitre/shared/team';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postAuth } from '../../../test/accounts.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, type TestMember, type TestOwner } from '../../../test/factories.ts';
import { totp } from '../../../test/totp.ts';
import { cookiesAfter, enableTwoFactor } from '../../../test/two-factor.ts';
import { restaurants } from '../../db/schema/index.ts';
import { findSessionMember } from './session.repository.ts';

/** The owner's rule: managers of a restaurant that requires it must sign in with two factors to use its routes. */
describe("the owner's two-factor rule for managers", () => {
  const ctx = buildTestApp();
  let owner: TestOwner;
  let manager: TestMember;
  let frontOfHouse: TestMember;

  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
  const setRule = async (on: boolean) => {
    await ctx.database.db.update(restaurants).set({ managersNeedTwoFactor: on }).where(eq(restaurants.id, owner.restaurantId));
    // The PUT route clears this instance's session cache when it changes the rule; a direct write must do the same.
    ctx.app.sessionCache.clear();
  };

  beforeAll(async () => {
    owner = await createOwner(ctx.app, { restaurantName: 'Chez Règle' });
    manager = await createMember(ctx.app, owner, 'manager');
    frontOfHouse = await createMember(ctx.app, owner, 'front_of_house');
  });

  it('lets a manager without two-factor work while the rule is off', async () => {
    await setRule(false);
    expect((await get('/api/orders', manager.headers)).statusCode).toBe(200);
  });

  it('answers 403 TWO_FACTOR_REQUIRED on every restaurant route of a manager without it, but leaves the profile, the session and the account endpoints open', async () => {
    await setRule(true);
    for (const url of ['/api/orders', '/api/menu-items', '/api/overview', '/api/subscription']) {
      const response = await get(url, manager.headers);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ error: { code: 'TWO_FACTOR_REQUIRED', message: TWO_FACTOR_REQUIRED_MESSAGE } });
    }
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: manager.headers,
      payload: { name: 'Soupe', price: 5, category: 'Starters' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ error: { code: 'TWO_FACTOR_REQUIRED' } });

    expect((await get('/api/profile', manager.headers)).statusCode).toBe(200);
    const rename = await ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: manager.headers, payload: { full_name: 'Maud Manager' } });
    expect(rename.statusCode).toBe(200);
    // The restaurant's settings through the profile are a restaurant route too.
    const settings = await ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: manager.headers, payload: { restaurant_name: 'Renamed' } });
    expect(settings.statusCode).toBe(403);
    expect(settings.json()).toMatchObject({ error: { code: 'TWO_FACTOR_REQUIRED' } });
    expect((await get('/api/auth/get-session', manager.headers)).statusCode).toBe(200);
  });

  it('covers every session route with a permission a manager has: each answers 403 TWO_FACTOR_REQUIRED before anything else', async () => {
    await setRule(true);
    const routes = [...ctx.app.routeGuards].filter(
      ([, guards]) => guards.authenticates === 'session' && guards.permission !== null && can('manager', guards.permission),
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const [route] of routes) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/:\w+/g, () => crypto.randomUUID());
      const response = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: manager.headers,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, route).toBe(403);
      expect(response.json(), route).toMatchObject({ error: { code: 'TWO_FACTOR_REQUIRED' } });
    }
  });

  it('does not apply to the owner or to front-of-house staff', async () => {
    await setRule(true);
    expect((await get('/api/orders', owner.headers)).statusCode).toBe(200);
    expect((await get('/api/overview', owner.headers)).statusCode).toBe(200);
    expect((await get('/api/orders', frontOfHouse.headers)).statusCode).toBe(200);
    // A route the role may not use at all still says so, rather than asking for a second factor.
    const billing = await ctx.app.inject({ method: 'POST', url: '/api/billing/portal', headers: manager.headers, payload: {} });
    expect(billing.statusCode).toBe(403);
    expect(billing.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('is lifted as soon as the manager turns two-factor on, and applies again to their next sign-ins only with the code', async () => {
    await setRule(true);
    const on = await enableTwoFactor(ctx.app, manager);
    const headers = { cookie: on.cookie, origin: ctx.app.config.appUrl };
    expect((await get('/api/orders', headers)).statusCode).toBe(200);

    // A fresh sign-in needs the code; with it, the manager works.
    const password = await postAuth(ctx.app, '/sign-in/email', { email: manager.email, password: manager.password });
    expect(password.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesAfter('', password);
    const code = await postAuth(ctx.app, '/two-factor/verify-totp', { code: totp(on.secret) }, { cookie: pending });
    expect(code.statusCode).toBe(200);
    expect((await get('/api/orders', { cookie: cookiesAfter(pending, code), origin: ctx.app.config.appUrl })).statusCode).toBe(200);

    // Turning it off again (with the password) brings the rule back.
    const off = await postAuth(ctx.app, '/two-factor/disable', { password: manager.password }, { cookie: on.cookie });
    expect(off.statusCode).toBe(200);
    const afterOff = { cookie: cookiesAfter(on.cookie, off), origin: ctx.app.config.appUrl };
    expect((await get('/api/orders', afterOff)).json()).toMatchObject({ error: { code: 'TWO_FACTOR_REQUIRED' } });
  });

  it('rides in the one session query: the row carries the user’s flag and the restaurant’s rule', async () => {
    await setRule(true);
    const token = decodeURIComponent(frontOfHouse.cookie.split('better-auth.session_token=')[1]?.split(';')[0] ?? '').split('.')[0] ?? '';
    const row = await findSessionMember(ctx.app.database.db, token);
    expect(row).toMatchObject({ role: 'front_of_house', twoFactorEnabled: false, managersNeedTwoFactor: true });
  });
});
