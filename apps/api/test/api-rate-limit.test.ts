import { describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.ts';
import { createOwner } from './factories.ts';

describe('the per-IP API limit', () => {
  const ctx = buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '3' } });

  it('limits API calls with 429 and Retry-After, whatever the spelling of the path, but never the web pages and files a page load fetches', async () => {
    const owner = await createOwner(ctx.app);
    const remoteAddress = '203.0.113.9';
    const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, remoteAddress, headers });

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await get('/api/billing/plans')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await get('/api/billing/plans');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.code).toBe('RATE_LIMITED');

    // The same API under another spelling of its path is the same API: counted, and refused, like the first.
    for (const url of ['/%61pi/billing/plans', '/a%70i/billing/plans', '/%61pi/storefront/no-such-place']) {
      const spelled = await get(url);
      expect(spelled.statusCode, url).toBe(429);
      expect(spelled.headers['retry-after'], url).toBeDefined();
      expect(spelled.headers['x-ratelimit-limit'], url).toBe('3');
    }
    const orders = await get('/%61pi/orders', owner.headers);
    expect(orders.statusCode).toBe(429);
    expect(orders.body).not.toContain('order_counts');

    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await get('/assets/index-abc123.js')).statusCode).not.toBe(429);
      expect((await get('/healthz')).statusCode).toBe(200);
    }
  });
});
