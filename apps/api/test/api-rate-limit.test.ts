import { describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.ts';

describe('the per-IP API limit', () => {
  const ctx = buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '3' } });

  it('limits API calls with 429 and Retry-After, but never the web pages and files a page load fetches', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await ctx.app.inject({ method: 'GET', url: '/api/billing/plans' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.code).toBe('RATE_LIMITED');

    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).not.toBe(429);
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    }
  });
});
