/** Opens the database: embedded PGlite in DATA_DIR by default, real PostgreSQL when DATABASE_URL is set. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'query' | 'transaction'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Present on PostgreSQL: the pool, for LISTEN/NOTIFY and benchmarks. */
  pool?: pg.Pool;
  /** Present on PostgreSQL: the connection URL (LISTEN needs a connection of its own). */
  url?: string;
  /** Present on PGlite: the embedded instance. */
  pglite?: PGlite;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant works; it only has to be the same for every instance of Maître. */
const MIGRATION_LOCK_KEY = 7_246_310_011;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite; 'memory://' for an in-memory database. */
  dataDir: string;
  poolSize?: number;
  migrate?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? await openPostgres(options.databaseUrl, options.poolSize ?? 10) : await openPglite(options.dataDir);
  if (options.migrate !== false) {
    try {
      await runMigrations(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // An idle client losing its server (PostgreSQL restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseConnectError(databaseUrl, error);
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    url: databaseUrl,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const folder = inMemory ? dataDir : path.join(dataDir, 'pglite');
  if (!inMemory) await mkdir(folder, { recursive: true });
  const pglite = await PGlite.create(folder);
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite,
    async ping() {
      await pglite.query('select 1');
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Applies pending migrations; on PostgreSQL under an advisory lock so simultaneous instances migrate once. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.pglite) {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  if (!handle.pool) throw new Error('runMigrations: the handle has neither a pool nor PGlite');
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export class DatabaseConnectError extends Error {
  constructor(databaseUrl: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot connect to PostgreSQL at ${redactUrl(databaseUrl)}: ${reason}`);
    this.name = 'DatabaseConnectError';
  }
}

/** postgres://user:secret@host/db → postgres://user:***@host/db, so logs never carry the password. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`, which Drizzle's shared type leaves unknown. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A hot query's fixed text and its name: PostgreSQL parses and plans it once per connection, then only binds. */
export interface NamedQuery {
  name: string;
  text: string;
}

interface DriverClient {
  query(config: { name: string; text: string; values: unknown[] } | string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a NamedQuery with its values, on the database or inside a transaction: on PostgreSQL as a named prepared
 * statement of the connection that Drizzle's session holds (the pool, or the transaction's client), on PGlite as a
 * plain parameterised query. For the few queries on every request's path, where building the SQL through the query
 * builder and planning it again each time cost more than running it.
 */
export async function queryNamed<T>(db: Executor, query: NamedQuery, values: unknown[]): Promise<T[]> {
  // Drizzle's session (public at run time, left out of its types) holds the driver's pool, client or transaction.
  const { client } = (db as unknown as { session: { client: DriverClient } }).session;
  const result = client instanceof pg.Pool || client instanceof pg.Client ? await client.query({ ...query, values }) : await client.query(query.text, values);
  return result.rows as T[];
}
