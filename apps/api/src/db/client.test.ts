import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { DatabaseConnectError, MIGRATIONS_FOLDER, openDatabase, queryRows, redactUrl } from './client.ts';
import * as schema from './schema/index.ts';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; when: number; tag: string }>;
};

describe.runIf(testDatabaseKind === 'pglite')('embedded PGlite', () => {
  it('creates its folder, and what was written survives closing and reopening', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'maitre-pglite-')), 'nested', 'data');
    try {
      const first = await openDatabase({ dataDir });
      await first.db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Ada', 'ada@example.com')`);
      await first.close();

      const second = await openDatabase({ dataDir });
      const rows = await queryRows<{ email: string }>(second.db, sql`select email from "user"`);
      expect(rows.map((row) => row.email)).toEqual(['ada@example.com']);
      await second.close();
    } finally {
      await rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL', () => {
  it('migrates once when two instances start at the same moment', async () => {
    const target = await createTestDatabase();
    try {
      // The test database is already migrated; reset it so both instances race on an empty schema.
      await target.admin.db.execute(sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`);
      const [a, b] = await Promise.all([
        openDatabase({ databaseUrl: target.url, dataDir: 'unused', poolSize: 2 }),
        openDatabase({ databaseUrl: target.url, dataDir: 'unused', poolSize: 2 }),
      ]);
      const applied = await queryRows<{ count: string }>(target.admin.db, sql`select count(*)::text as count from drizzle.__drizzle_migrations`);
      expect(Number(applied[0]?.count)).toBe(journal.entries.length);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await target.dispose();
    }
  });

  it('refuses an unreachable server with a message that names it and hides the password', async () => {
    const error = await openDatabase({ databaseUrl: 'postgres://maitre:s3cret@127.0.0.1:1/nowhere', dataDir: 'unused' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseConnectError);
    expect((error as Error).message).toContain('Cannot connect to PostgreSQL at postgres://maitre:***@127.0.0.1:1/nowhere');
    expect((error as Error).message).not.toContain('s3cret');
  });
});

describe('the migrations journal', () => {
  // Drizzle's migrator applies the entries whose `when` is later than the last one applied: an entry older than its
  // predecessor (two branches each adding a migration) would be skipped on every database that is already migrated.
  it('numbers its entries in order, each newer than the one before', () => {
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0'))).toBe(true);
      if (index > 0) expect(entry.when).toBeGreaterThan(journal.entries[index - 1]?.when ?? 0);
    });
  });

  // What `npm run db:generate` and `npm run db:generate:custom -- --name …` (drizzle-kit) write for each migration: the
  // SQL file, a journal entry and a snapshot of the schema whose prevId is the previous snapshot's id. A migration
  // written by hand without its snapshot would make drizzle-kit diff the next one against an older schema.
  it('has, for every entry, its SQL file and a snapshot chained to the one before, and nothing else', () => {
    const snapshots = journal.entries.map((entry) => {
      expect(existsSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`)), `${entry.tag}.sql`).toBe(true);
      const file = path.join(MIGRATIONS_FOLDER, 'meta', `${String(entry.idx).padStart(4, '0')}_snapshot.json`);
      expect(existsSync(file), `snapshot of ${entry.tag}`).toBe(true);
      return JSON.parse(readFileSync(file, 'utf8')) as { id: string; prevId: string };
    });
    snapshots.forEach((snapshot, index) => {
      if (index > 0) expect(snapshot.prevId, `snapshot ${index} follows snapshot ${index - 1}`).toBe(snapshots[index - 1]?.id);
    });
    const sqlFiles = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
    expect(sqlFiles.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`).sort());
  });

  it('ends with a snapshot of the current schema: drizzle-kit generate would write no migration', async () => {
    const last = journal.entries.at(-1) as { idx: number };
    const snapshot = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'));
    // The casing of apps/api/drizzle.config.ts.
    const current = generateDrizzleJson(schema as Record<string, unknown>, snapshot.id, undefined, 'snake_case');
    expect(await generateMigration(snapshot, current), 'the schema changed without a migration: run npm run db:generate').toEqual([]);
  });
});

describe('redactUrl', () => {
  it('masks the password and keeps the rest', () => {
    expect(redactUrl('postgres://u:p@h:5432/d')).toBe('postgres://u:***@h:5432/d');
  });
});
