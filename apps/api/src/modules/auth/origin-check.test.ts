import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

  it('refuses a cross-site sign-in and profile change, both in the one error shape of /api (decision 0022)', async () => {
    const owner = await createOwner(ctx.app);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { email: owner.email, password: owner.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });

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

/** What each state-changing route would need to succeed: a request that only the origin check stands in front of. */
function bodyFor(route: string, ids: { menuItemId: string }): object {
  if (route === 'POST /api/menu-items') return { name: 'Forged dish', price: 1, category: 'Specials' };
  if (route === 'PATCH /api/menu-items/:id') return { name: 'Forged', is_available: false };
  if (route === 'POST /api/orders' || route === 'POST /api/storefront/:slug/orders') {
    return { customer_name: 'Forger', customer_phone: '+33 6 00 00 00 00', items: [{ menu_item_id: ids.menuItemId, quantity: 1 }] };
  }
  if (route === 'PATCH /api/orders/:id') return { status: 'cancelled' };
  if (route === 'PATCH /api/profile') return { full_name: 'Forged Name' };
  if (route === 'PUT /api/profile/slug') return { slug: 'forged-address' };
  if (route === 'POST /functions/v1/stripe-checkout') return { price_id: 'x', mode: 'subscription', success_url: 'x', cancel_url: 'x' };
  return { name: 'Forged Name', newPassword: 'a forged passphrase', currentPassword: 'x' };
}

/** The same path, spelled the ways an attacker would try to slip past a check on the raw URL. */
const SPELLINGS: Array<[string, (path: string) => string]> = [
  ['first letter percent-encoded', (path) => path.replace(/^\/(\w)/, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16).toUpperCase()}`)],
  [
    'a later letter in lower-case hex',
    (path) => path.replace(/^\/(\w)(\w)/, (_, first: string, second: string) => `/${first}%${second.charCodeAt(0).toString(16)}`),
  ],
  ['double encoded', (path) => path.replace(/^\/(\w)/, (_, letter: string) => `/%25${letter.charCodeAt(0).toString(16)}`)],
  ['second slash as %2F', (path) => path.replace(/^(\/[^/]+)\//, '$1%2F')],
  ['second slash as %2f', (path) => path.replace(/^(\/[^/]+)\//, '$1%2f')],
  ['upper case', (path) => path.replace(/^\/([^/]+)/, (_, first: string) => `/${first.toUpperCase()}`)],
  ['mixed case', (path) => path.replace(/^\/(\w)/, (_, letter: string) => `/${letter.toUpperCase()}`)],
  ['doubled leading slash', (path) => `/${path}`],
  ['doubled inner slash', (path) => path.replace(/^(\/[^/]+)\//, '$1//')],
  ['dot segment', (path) => `/.${path}`],
  ['dot-dot segment', (path) => `/x/..${path}`],
];

describe('origin check whatever the spelling of the path', () => {
  const ctx = buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
  let baseUrl: URL;

  /** Over a real socket, so the path reaches the server exactly as written (inject would normalise it). */
  const rawRequest = (method: string, path: string, headers: Record<string, string>, body: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: baseUrl.hostname,
          port: baseUrl.port,
          method,
          path,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it('refuses every state-changing route spelled with encodings, case changes, doubled slashes and dot segments: 403, nothing written', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = new URL(`http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`);
    const owner = await createOwner(ctx.app);
    const item = await ctx.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: owner.headers,
      payload: { name: 'Real dish', price: 5, category: 'Specials' },
    });
    const menuItemId = item.json().menuItem.id as string;
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: { customer_name: 'Real guest', items: [{ menu_item_id: menuItemId, quantity: 1 }] },
    });
    const orderId = order.json().order.id as string;
    const slug = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().profile.slug as string;
    const snapshot = async () => ({
      menu: (await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: owner.headers })).json(),
      orders: (await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: owner.headers })).json(),
      profile: (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json(),
    });
    const before = await snapshot();

    const stateChanging = ctx.app.routeTable.filter((route) => /^(POST|PUT|PATCH|DELETE) /.test(route) && route !== 'POST /api/billing/webhook');
    expect(stateChanging.length).toBeGreaterThan(8);
    const concrete = (route: string): string[] => {
      const url = (route.split(' ')[1] as string).replace(':slug', slug).replace(':id', route.includes('/orders/') ? orderId : menuItemId);
      return url.endsWith('*') ? ['sign-out', 'update-user', 'change-password', 'revoke-sessions'].map((path) => url.replace('*', path)) : [url];
    };
    const passed: string[] = [];
    for (const route of stateChanging) {
      const method = route.split(' ')[0] as string;
      for (const url of concrete(route)) {
        for (const [name, spell] of SPELLINGS) {
          const path = spell(url);
          expect(path, `${name} of ${url}`).not.toBe(url);
          const response = await rawRequest(
            method,
            path,
            { cookie: owner.cookie, origin: 'https://evil.example' },
            JSON.stringify(bodyFor(route, { menuItemId })),
          );
          if (response.status !== 403) passed.push(`${method} ${path} (${name}) → ${response.status}`);
          else expect(JSON.parse(response.body), path).toMatchObject({ error: { code: 'FORBIDDEN' } });
        }
      }
    }
    expect(passed).toEqual([]);
    // Nothing changed, and the owner's session is still the one they had (no forged sign-out or revocation).
    expect(await snapshot()).toEqual(before);
  });
});
