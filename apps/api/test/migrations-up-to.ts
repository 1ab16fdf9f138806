/** Migration tests start from the schema as it was at an earlier migration, fill it as the app then did, then upgrade. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase, runMigrations } from '../src/db/client.ts';
import { openPgliteFromImage } from './pglite-image.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './test-database.ts';

/** A copy of the migrations folder whose journal ends at `lastTag`: the schema as it was then. */
export function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'maitre-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last === -1) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A database of the test's own at an earlier schema, to fill as the app then did and upgrade. */
export interface OldDatabase {
  /** The owner's handle on it, for filling and reading it whatever row-level security says. */
  admin: DatabaseHandle['db'];
  /** The upgrade: the new server starts and applies every later migration; the app's handle on the database. */
  upgrade(options: { rls?: boolean; poolSize: number }): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/**
 * A database migrated up to `lastTag`: in memory on PGlite; on PostgreSQL a throwaway database emptied back to nothing,
 * migrated by the login that owns the tables.
 */
export async function databaseAt(lastTag: string, { rls }: { rls?: boolean } = {}): Promise<OldDatabase> {
  const folder = migrationsUpTo(lastTag);
  if (testDatabaseKind === 'pglite') {
    const handle = await openPgliteFromImage('empty', rls);
    await migratePglite(drizzlePglite(handle.pglite as NonNullable<DatabaseHandle['pglite']>), { migrationsFolder: folder });
    return {
      admin: handle.db,
      async upgrade() {
        await runMigrations(handle);
        return handle;
      },
      async dispose() {
        await handle.close().catch(() => {});
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const test: TestDatabase = await createTestDatabase();
  await test.admin.db.execute(sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`);
  const client = new pg.Client({ connectionString: test.url });
  await client.connect();
  try {
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
  } finally {
    await client.end();
  }
  let opened: DatabaseHandle | undefined;
  return {
    admin: test.admin.db,
    async upgrade({ rls: upgradedRls, poolSize }) {
      opened = await openDatabase({ databaseUrl: test.url, dataDir: 'unused', poolSize, ...(upgradedRls === undefined ? {} : { rls: upgradedRls }) });
      return opened;
    },
    async dispose() {
      await opened?.close().catch(() => {});
      await test.dispose();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
