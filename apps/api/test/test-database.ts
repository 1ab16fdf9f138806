/**
 * A fresh, migrated database per test file: in-memory PGlite, or a throwaway PostgreSQL database when
 * MAITRE_TEST_DB=postgres. On PostgreSQL the app's handle acts as maitre_app under row-level security (unless
 * `rls: false`); on PGlite every restaurant scope does (unless `rls: false`: decision 0019), and `admin` is a second handle on the same database as the login user (a superuser in tests), which
 * bypasses it: tests arrange and inspect rows of any owner through `admin`.
 *
 * On PostgreSQL each test database is a copy of a migrated template (`create database … template`: a file copy, where
 * running the 30-odd migrations took about a second per database, a hundred times a run). The template is named by
 * the migration set (pglite-image.ts's `migrationsKey`), made once by whichever test file needs it first under an
 * advisory lock, built under a temporary name and renamed when complete, and kept for the next run; templates of
 * earlier migration sets are dropped when a new one is made.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { migrationsKey, openPgliteFromImage } from './pglite-image.ts';

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
  const template = await migratedTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 5, rls: options.rls ?? true });
  const bypassing = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 2, migrate: false, rls: false });
  return {
    handle,
    admin: bypassing,
    url,
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

/** Any constant: the test files of every worker (and of a run beside) build the template once. */
const TEMPLATE_LOCK_KEY = 7_246_310_012;
const TEMPLATE_PREFIX = 'maitre_template_';
let template: Promise<string> | undefined;

/** The migrated template database of this migration set, made if missing (see the top of this file). */
function migratedTemplate(adminUrl: string): Promise<string> {
  if (!template) {
    const making = makeTemplate(adminUrl);
    // A failure is not kept: the next test file tries again (and reports its own error).
    making.catch(() => {
      template = undefined;
    });
    template = making;
  }
  return template;
}

/** The URL of database `name` on the server of `adminUrl`. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function makeTemplate(adminUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    const building = `${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${building}`);
    try {
      // Migrated as the login user, as every test database was; nothing stays connected to it.
      const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building), dataDir: 'unused', poolSize: 1, rls: false });
      await handle.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      await admin.query(`drop database if exists ${building} with (force)`);
      throw error;
    }
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1 and datname <> $2', [
      `${TEMPLATE_PREFIX}%`,
      name,
    ]);
    // Earlier migration sets' templates (and a build a killed run left): in use by a run beside, it stays.
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname}`).catch(() => {});
    return name;
  } finally {
    await admin.end();
  }
}
