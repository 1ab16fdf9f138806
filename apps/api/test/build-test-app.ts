/** buildTestApp(): the real app on a fresh database per test file, closed for you after the file's tests. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import type { Mailer } from '../src/modules/mail/mailer.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_APP_URL = 'http://localhost:3000';

export interface TestContext {
  readonly app: FastifyInstance;
  /**
   * The test's own view of the app's database, for arranging and checking rows of any owner: on PostgreSQL it
   * bypasses row-level security (the app itself, `app.database`, does not).
   */
  readonly database: DatabaseHandle;
  readonly config: Config;
  readonly dataDir: string;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Extra routes a test needs (e.g. one behind app.requirePlan), registered before the app is ready. */
  register?: (app: FastifyInstance) => void | Promise<void>;
  /** The mail transport, made for the test's data directory (default: the dev mailbox there). */
  mailer?: (dataDir: string, from: string) => Mailer;
}

const adminDatabases = new WeakMap<FastifyInstance, DatabaseHandle>();

/** The test view (TestContext.database) of a test app's database, for helpers that are handed the app only. */
export function adminDatabase(app: FastifyInstance): DatabaseHandle {
  const handle = adminDatabases.get(app);
  if (!handle) throw new Error('adminDatabase(): this app was not made by createTestApp()');
  return handle;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext & { close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'maitre-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: TEST_APP_URL,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    ...options.env,
  });
  const testDatabase: TestDatabase = await createTestDatabase({ rls: config.databaseRls });
  const app = await buildApp(config, { database: testDatabase.handle, logger: false, mailer: options.mailer?.(dataDir, config.mailFrom) });
  adminDatabases.set(app, testDatabase.admin);
  await options.register?.(app);
  await app.ready();
  return {
    app,
    database: testDatabase.admin,
    config,
    dataDir,
    async close() {
      await app.close();
      await testDatabase.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers beforeAll/afterAll for the current file and returns the context, filled once beforeAll ran. */
export function buildTestApp(options: TestAppOptions = {}): TestContext {
  let current: Awaited<ReturnType<typeof createTestApp>> | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  }, 60_000);
  afterAll(async () => {
    await current?.close();
  });
  const need = () => {
    if (!current) throw new Error('buildTestApp(): the app is only available inside tests and hooks');
    return current;
  };
  return {
    get app() {
      return need().app;
    },
    get database() {
      return need().database;
    },
    get config() {
      return need().config;
    },
    get dataDir() {
      return need().dataDir;
    },
  };
}
