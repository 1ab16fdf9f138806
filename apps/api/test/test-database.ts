/**
 * A fresh, migrated database per test file: in-memory PGlite, or a throwaway PostgreSQL database when
 * MAITRE_TEST_DB=postgres. On PostgreSQL the app's handle acts as maitre_app under row-level security (unless
 * `rls: false`); on PGlite every restaurant scope does (unless `rls: false`: decision 0019), and `admin` is a second handle on the same database as the login user (a superuser in tests), which
 * bypasses it: tests arrange and inspect rows of any owner through `admin`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { openPgliteFromImage } from './pglite-image.ts';

export const testDatabaseKind = process.env.MAITRE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  /** What the app uses. */
  handle: DatabaseHandle;
  /** Sees and changes every row, whatever its owner (on PGlite, the same handle: its one user is a superuser). */
  admin: DatabaseHandle;
  /** Connection URL of the throwaway database (PostgreSQL only). */
  url?: string;
  dispose(): Promise<void>;
}

export async function createTestDatabase(options: { rls?: boolean } = {}): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    // Row-level security inside every restaurant scope, unless the test asks otherwise (decision 0019).
    const handle = await openPgliteFromImage('migrated', options.rls ?? true);
    return { handle, admin: handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('MAITRE_TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres');
  const name = `maitre_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 5, rls: options.rls ?? true });
  const bypassing = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 2, migrate: false, rls: false });
  return {
    handle,
    admin: bypassing,
    url: url.toString(),
    async dispose() {
      await handle.close();
      await bypassing.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
