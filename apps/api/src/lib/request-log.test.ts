/**
 * Credentials never reach the logs: a printer polls with the secret in its address every few seconds (decision 0038),
 * so the request line is masked, as are `token` values and the headers that carry a session.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_APP_URL } from '../../test/build-test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loggedUrl, safeLogOptions } from './request-log.ts';

const SECRET = 'Zq8vN3kLw0pXy7TbR4mC2sHd9fGj6aEe';

describe('the request line as logged', () => {
  it('masks a printer’s secret and token values, and keeps the rest as sent', () => {
    expect(loggedUrl(`/api/cloudprnt/${SECRET}`)).toBe('/api/cloudprnt/[redacted]');
    expect(loggedUrl(`/api/cloudprnt/${SECRET}?type=application%2Fvnd.star.starprnt&token=abc123&mac=00%3A11`)).toBe(
      '/api/cloudprnt/[redacted]?type=application%2Fvnd.star.starprnt&token=[redacted]&mac=00%3A11',
    );
    expect(loggedUrl(`/api/epson-sdp/${SECRET}`)).toBe('/api/epson-sdp/[redacted]');
    expect(loggedUrl('/api/orders?q=12&from=2026-11-01')).toBe('/api/orders?q=12&from=2026-11-01');
    expect(loggedUrl('/reset-password?Token=xyz')).toBe('/reset-password?Token=[redacted]');
  });
});

describe('the server’s log', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'maitre-log-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: TEST_APP_URL, LOG_LEVEL: 'info', AUTH_SECRET: 'x'.repeat(40) });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(config, { logger: { level: 'info', ...safeLogOptions(), stream } });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes a printer’s poll, a job fetch and a session’s request without their credentials', async () => {
    await app.inject({ method: 'POST', url: `/api/cloudprnt/${SECRET}`, payload: { statusCode: '200 OK' } });
    await app.inject({ method: 'GET', url: `/api/cloudprnt/${SECRET}?type=text/plain&token=job-token-1` });
    await app.inject({
      method: 'POST',
      url: `/api/epson-sdp/${SECRET}`,
      payload: 'ConnectionType=GetRequest',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: 'better-auth.session_token=session-secret-1', authorization: 'Bearer bearer-secret-1' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/cloudprnt/[redacted]');
    expect(log).toContain('/api/epson-sdp/[redacted]');
    for (const secret of [SECRET, 'job-token-1', 'session-secret-1', 'bearer-secret-1']) expect(log).not.toContain(secret);
  });
});
