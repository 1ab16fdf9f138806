import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_APP_URL } from '../../../test/build-test-app.ts';
import { createOwner } from '../../../test/factories.ts';
import { originCheckPlugin } from './origin-check.plugin.ts';

describe('origin check plugin', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(originCheckPlugin, { allowedOrigins: ['https://maitre.example.com'] });
    for (const url of ['/api/menu', '/api/billing/webhook', '/functions/v1/stripe-checkout', '/dev/thing']) {
      app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url, handler: async () => ({ ok: true }) });
    }
    await app.ready();
  });
  afterAll(() => app.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>) => app.inject({ method, url, headers });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('refuses %s from another origin with 403, in the error shape', async (method) => {
    const response = await send(method, '/api/menu', { origin: 'https://evil.example', cookie: 'better-auth.session_token=x' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: expect.stringContaining('did not come from Maître') } });
  });

  it('lets the same origin through, and judges by the Referer when a browser sent no Origin', async () => {
    expect((await send('POST', '/api/menu', { origin: 'https://maitre.example.com', cookie: 'a=b' })).statusCode).toBe(200);
    expect((await send('POST', '/api/menu', { referer: 'https://maitre.example.com/dashboard/menu', cookie: 'a=b' })).statusCode).toBe(200);
    expect((await send('POST', '/api/menu', { referer: 'https://evil.example/page', cookie: 'a=b' })).statusCode).toBe(403);
  });

  it('refuses look-alike and opaque origins', async () => {
    for (const origin of ['https://maitre.example.com.evil.example', 'http://maitre.example.com', 'null', 'not a url']) {
      expect((await send('POST', '/api/menu', { origin })).statusCode, origin).toBe(403);
    }
  });

  it('lets a request with neither header through only when it carries no cookie (server-to-server calls)', async () => {
    expect((await send('POST', '/api/menu', {})).statusCode).toBe(200);
    expect((await send('POST', '/api/menu', { authorization: 'Bearer abc' })).statusCode).toBe(200);
    expect((await send('POST', '/api/menu', { cookie: 'better-auth.session_token=x' })).statusCode).toBe(403);
  });

  it('never checks reads, pages outside /api and /functions, or the Stripe webhook', async () => {
    expect((await send('GET', '/api/menu', { origin: 'https://evil.example' })).statusCode).toBe(200);
    expect((await send('POST', '/dev/thing', { origin: 'https://evil.example' })).statusCode).toBe(200);
    expect((await send('POST', '/api/billing/webhook', { origin: 'https://evil.example', cookie: 'a=b' })).statusCode).toBe(200);
    expect((await send('POST', '/functions/v1/stripe-checkout', { origin: 'https://evil.example' })).statusCode).toBe(403);
  });
});

describe('origin check in the app', () => {
  const ctx = buildTestApp();

  it('refuses a cross-site sign-in and profile change, answering each path family in its own error shape', async () => {
    const owner = await createOwner(ctx.app);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { email: owner.email, password: owner.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'FORBIDDEN' });

    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { origin: 'https://evil.example', cookie: owner.cookie },
      payload: { restaurant_name: 'Hijacked' },
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: owner.cookie } });
    expect(profile.json().profile.restaurant_name).toBe(owner.restaurantName);

    const sameSite = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { origin: TEST_APP_URL, cookie: owner.cookie },
      payload: { restaurant_name: 'Renamed' },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});
