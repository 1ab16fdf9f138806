/** Every route, whatever it answers, carries the security headers; HSTS is on when the app is served over https. */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.ts';

const SAMPLE_PARAMS: Record<string, string> = { ':id': '00000000-0000-4000-8000-000000000000', ':slug': 'no-such-restaurant', '*': 'get-session' };

function concreteUrl(url: string): string {
  return url.replace(/:id|:slug|\*/g, (param) => SAMPLE_PARAMS[param] ?? 'x');
}

describe('security headers on every route', () => {
  const ctx = buildTestApp({ env: { APP_URL: 'https://maitre.example.com' } });

  it('sends a strict CSP, nosniff, frame-ancestors none, a referrer policy and HSTS on every route', async () => {
    expect(ctx.app.routeTable.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const route of ctx.app.routeTable) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string];
      const response = await ctx.app.inject({ method, url: concreteUrl(url), headers: { origin: 'https://maitre.example.com' } });
      const csp = String(response.headers['content-security-policy'] ?? '');
      const checks: Record<string, boolean> = {
        'x-content-type-options': response.headers['x-content-type-options'] === 'nosniff',
        'csp frame-ancestors': csp.includes("frame-ancestors 'none'"),
        'csp script-src without inline': /script-src 'self'/.test(csp) && !/script-src[^;]*'unsafe-inline'/.test(csp),
        'referrer-policy': response.headers['referrer-policy'] === 'strict-origin-when-cross-origin',
        hsts: String(response.headers['strict-transport-security'] ?? '').includes('max-age=31536000'),
      };
      for (const [name, ok] of Object.entries(checks)) if (!ok) missing.push(`${route} (${response.statusCode}): ${name}`);
    }
    expect(missing).toEqual([]);
  });
});
