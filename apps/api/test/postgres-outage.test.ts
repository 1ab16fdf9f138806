import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { TEST_APP_URL } from './build-test-app.ts';
import { createOwner, type TestOwner } from './factories.ts';
import { findPostgresBin, type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';
import { testDatabaseKind } from './test-database.ts';

describe.runIf(testDatabaseKind === 'postgres' && findPostgresBin())('PostgreSQL restart while Maître runs', () => {
  let postgres: PrivatePostgres;
  let app: FastifyInstance;
  let owner: TestOwner;
  let dataDir: string;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    dataDir = await mkdtemp(path.join(tmpdir(), 'maitre-outage-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_URL: TEST_APP_URL,
      LOG_LEVEL: 'silent',
      DATABASE_URL: postgres.url,
      AUTH_SECRET: 'x'.repeat(40),
    });
    app = await buildApp(config, { logger: false });
    owner = await createOwner(app);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await postgres?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a clear message during the outage and recovers by itself afterwards', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/subscription', headers: owner.headers })).statusCode).toBe(200);

    await postgres.stop();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', message: 'The database does not answer' });
    const during = await app.inject({ method: 'GET', url: '/api/subscription', headers: owner.headers });
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable right now. Please try again in a moment.' } });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await postgres.start();
    let after = await app.inject({ method: 'GET', url: '/api/subscription', headers: owner.headers });
    // The pool drops dead connections on first use; a retry or two later it answers again.
    for (let attempt = 0; attempt < 10 && after.statusCode !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await app.inject({ method: 'GET', url: '/api/subscription', headers: owner.headers });
    }
    expect(after.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  }, 60_000);
});
