/** Every response, whatever route or error path produced it, carries the security headers; HSTS under https. */

import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp } from './build-test-app.ts';
import { createOwner } from './factories.ts';

const SAMPLE_PARAMS: Record<string, string> = { ':id': '00000000-0000-4000-8000-000000000000', ':slug': 'no-such-restaurant', '*': 'get-session' };
const HTTPS_ENV = { APP_URL: 'https://maitre.example.com' };

function concreteUrl(url: string): string {
  return url.replace(/:id|:slug|\*/g, (param) => SAMPLE_PARAMS[param] ?? 'x');
}

/** The headers every answer must carry; the names of those missing. */
function missingHeaders(headers: Record<string, string | string[] | number | undefined>): string[] {
  const csp = String(headers['content-security-policy'] ?? '');
  const checks: Record<string, boolean> = {
    'x-content-type-options': headers['x-content-type-options'] === 'nosniff',
    'csp frame-ancestors': csp.includes("frame-ancestors 'none'"),
    'csp script-src without inline': /script-src 'self'/.test(csp) && !/script-src[^;]*'unsafe-inline'/.test(csp),
    'referrer-policy': headers['referrer-policy'] === 'strict-origin-when-cross-origin',
    hsts: String(headers['strict-transport-security'] ?? '').includes('max-age=31536000'),
  };
  return Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
}

/** Sends raw bytes over a socket and answers the status line and headers of what came back. */
function rawExchange(port: number, bytes: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

describe('security headers on every route', () => {
  const ctx = buildTestApp({ env: { ...HTTPS_ENV, API_RATE_LIMIT_PER_MINUTE: '100000' } });

  it('sends a strict CSP, nosniff, frame-ancestors none, a referrer policy and HSTS on every route', async () => {
    expect(ctx.app.routeTable.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const route of ctx.app.routeTable) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string];
      const response = await ctx.app.inject({ method, url: concreteUrl(url), headers: { origin: 'https://maitre.example.com' } });
      for (const name of missingHeaders(response.headers)) missing.push(`${route} (${response.statusCode}): ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('sends them on every error path too: malformed URL, over-long parameter, unknown route, bad and oversized bodies', async () => {
    const origin = 'https://maitre.example.com';
    const cases: Array<[string, InjectOptions, number]> = [
      ['malformed URL', { method: 'GET', url: '/api/storefront/%E0%A4%A' }, 400],
      ['over-long path parameter', { method: 'GET', url: `/api/storefront/orders/${'a'.repeat(500)}` }, 414],
      ['unknown API route', { method: 'GET', url: '/api/no-such-thing' }, 404],
      ['wrong method', { method: 'DELETE', url: '/api/billing/plans', headers: { origin } }, 404],
      ['not signed in', { method: 'GET', url: '/api/orders' }, 401],
      ['invalid JSON', { method: 'POST', url: '/api/storefront/x/orders', headers: { origin, 'content-type': 'application/json' }, payload: '{"a":' }, 400],
      ['unsupported media type', { method: 'POST', url: '/api/storefront/x/orders', headers: { origin, 'content-type': 'text/csv' }, payload: 'a,b' }, 415],
      [
        'body over the limit',
        { method: 'POST', url: '/api/storefront/x/orders', headers: { origin, 'content-type': 'application/json' }, payload: `"${'x'.repeat(300 * 1024)}"` },
        413,
      ],
      ['foreign origin', { method: 'POST', url: '/api/menu-items', headers: { origin: 'https://evil.example' }, payload: {} }, 403],
    ];
    const missing: string[] = [];
    for (const [name, request, status] of cases) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, name).toBe(status);
      for (const header of missingHeaders(response.headers)) missing.push(`${name} (${response.statusCode}): ${header}`);
    }
    expect(missing).toEqual([]);
  });

  it('and on the answers of authenticated API routes, which are never stored by a cache', async () => {
    const owner = await createOwner(ctx.app);
    for (const url of ['/api/orders', '/api/menu-items', '/api/profile', '/api/overview', '/api/subscription']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const session = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: owner.cookie } });
    expect(session.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers on answers the router never sees', () => {
  it('a request Node cannot parse, one with headers too large, and one arriving while the server drains', async () => {
    const test = await createTestApp({ env: HTTPS_ENV });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as AddressInfo;
    try {
      const garbage = await rawExchange(port, 'THIS IS NOT HTTP\r\n\r\n');
      expect(garbage.status).toBe(400);
      expect(missingHeaders(garbage.headers)).toEqual([]);

      const huge = await rawExchange(port, `GET /api/billing/plans HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(huge.status).toBe(431);
      expect(missingHeaders(huge.headers)).toEqual([]);

      // A keep-alive connection opened before the drain starts sends its next request during it.
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const closing = test.app.close();
      const answer = new Promise<string>((resolve) => {
        let text = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('\r\n\r\n')) resolve(text);
        });
      });
      socket.write('GET /api/billing/plans HTTP/1.1\r\nHost: localhost\r\n\r\n');
      const head = (await answer).split('\r\n\r\n')[0] ?? '';
      socket.destroy();
      await closing;
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      expect(head.split(' ')[1]).toBe('503');
      expect(missingHeaders(headers)).toEqual([]);
    } finally {
      await test.close();
    }
  });
});
