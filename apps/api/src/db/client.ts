/**
 * Opens the database: embedded PGlite in DATA_DIR by default, real PostgreSQL when DATABASE_URL is set. On PostgreSQL
 * with row-level security (the default, DATABASE_RLS), every pooled connection acts as the role `maitre_app`, and
 * tenant queries run through `withRestaurant()` or `forRestaurant()` (db/tenant.ts;
 * docs/decisions/0011-row-level-security.md, 0016-restaurant-as-tenant.md).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { NamedQuery } from './named-query.ts';
import { queryPreparedOnPglite } from './pglite-statement.ts';
import { queryAfterLookupOnPostgres, queryAsRestaurantOnPostgres } from './restaurant-statement.ts';
import * as schema from './schema/index.ts';
import { makeScope, makeTx, type RestaurantScope, type RestaurantTx } from './tenant.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'query' | 'transaction'>;

/** Runs `work` in a transaction that shows the restaurant's rows, and only theirs (see TenantDatabase.withRestaurant). */
export type WithRestaurant = <T>(restaurantId: string, work: (scope: RestaurantTx) => Promise<T>) => Promise<T>;

/**
 * What services need: the database for what belongs to no restaurant (accounts, memberships, lookups before a
 * restaurant is known), and the two ways to act for one (db/tenant.ts).
 */
export interface TenantDatabase {
  db: Database;
  /**
   * A transaction that starts with `set_config('app.restaurant_id', restaurantId, true)` (with row-level security; a
   * plain transaction without), so the tenant tables show `work` this restaurant's rows only, then commits.
   */
  withRestaurant: WithRestaurant;
  /** The restaurant's named statements, each carrying the setting (one round trip): for measured hot paths. */
  forRestaurant(restaurantId: string): RestaurantScope;
  /**
   * A lookup that belongs to no restaurant and finds one, then one of that restaurant's statements. `lookup` answers
   * the restaurant's id in the `restaurantId` column of its first row (no row, or null: none) and sets
   * `app.restaurant_id` to it itself, transaction-local (`restaurantSettingSql`); `statement` takes the restaurant as
   * `$1` and reads it through `restaurantParamSql('$1')`; `values` are its values from `$2` on. On PostgreSQL both
   * leave in one round trip, the statement's `$1` bound to null (it reads the setting the lookup made; no restaurant:
   * an empty setting, no rows); elsewhere the lookup runs, then the statement through forRestaurant with `$1` bound
   * (no restaurant: the statement does not run).
   */
  lookupThenForRestaurant<L extends { restaurantId?: string | null }, T>(
    lookup: NamedQuery,
    lookupValues: unknown[],
    statement: NamedQuery,
    values: unknown[],
  ): Promise<{ found: L[]; rows: T[] }>;
}

/**
 * What a lookup run by `lookupThenForRestaurant` selects to make the restaurant it found (`restaurantIdSql`, null when
 * none) the one the statement after it acts for: an empty setting when none, which no row matches.
 */
export const restaurantSettingSql = (restaurantIdSql: string) => `set_config('app.restaurant_id', coalesce(${restaurantIdSql}, ''), true)`;

/**
 * The restaurant of a statement run by `lookupThenForRestaurant`: its parameter `param` when bound, else the
 * restaurant its lookup set. The same text serves both ways (and a plain forRestaurant call, `param` bound).
 */
export const restaurantParamSql = (param: string) => `coalesce(${param}::text, current_setting('app.restaurant_id'))`;

export interface DatabaseHandle extends TenantDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Row-level security applies to the app's tenant queries: PostgreSQL with DATABASE_RLS on (every query), PGlite opened
   * with `rls` (the restaurant scopes: its one user is a superuser otherwise). False on PGlite by default and on
   * PostgreSQL with DATABASE_RLS=false.
   */
  rls: boolean;
  /** Present on PostgreSQL: the pool, for LISTEN/NOTIFY and benchmarks. */
  pool?: pg.Pool;
  /** Present on PostgreSQL: the connection URL (LISTEN needs a connection of its own). */
  url?: string;
  /** Present on PGlite: the embedded instance. */
  pglite?: PGlite;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The role the app's connections act as under row-level security (created by migration 0002_row_level_security). */
export const APP_ROLE = 'maitre_app';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant works; it only has to be the same for every instance of Maître. */
const MIGRATION_LOCK_KEY = 7_246_310_011;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite; 'memory://' for an in-memory database. */
  dataDir: string;
  poolSize?: number;
  migrate?: boolean;
  /**
   * PGlite: start from this dump of a data directory (`PGlite.dumpDataDir`) instead of creating an empty cluster, which
   * takes seconds. The tests keep a migrated one per migration set (test/pglite-image.ts).
   */
  pgliteImage?: Blob;
  /**
   * PostgreSQL: act as `maitre_app`, held to row-level security (default true). False needs a login that bypasses
   * row-level security (superuser or BYPASSRLS), since the tenant tables force it. PGlite (default false): each
   * restaurant scope takes the role `maitre_app` for its transaction, so the policies apply to scoped queries too
   * (the tests turn it on: test/test-database.ts; docs/decisions/0019-row-level-security-on-pglite.md).
   */
  rls?: boolean;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Migrations run on a connection of their own, as the login user: the app's pool acts as a role that owns nothing.
    if (options.migrate !== false) await migratePostgres(options.databaseUrl);
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.rls ?? true);
  }
  const handle = await openPglite(options.dataDir, options.rls ?? false, options.pgliteImage);
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

/**
 * DATABASE_URL with `-c role=…` added to its `options` startup parameter (kept if it has one), so every connection
 * starts as that role. In the URL itself: pg lets a URL's `options` override one passed beside it.
 */
function withStartupRole(databaseUrl: string, role: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `${url.searchParams.get('options') ?? ''} -c role=${role}`.trim());
  return url.toString();
}

/**
 * How row-level security applies to the two ways of acting for a restaurant:
 * - `pooled`: PostgreSQL, whose pooled connections all act as maitre_app; a scope only sets the restaurant.
 * - `per-scope`: PGlite with `rls` (the tests' default): its one connection is a superuser, so each scope runs in a
 *   transaction that first takes the role maitre_app (`set local role`) and then the restaurant. Unscoped queries
 *   (accounts, memberships, the tests' own arranging) stay the superuser's. docs/decisions/0019.
 * - `off`: no row-level security (PGlite by default, PostgreSQL with DATABASE_RLS=false); still a transaction each.
 */
type RlsMode = 'pooled' | 'per-scope' | 'off';

/** The two ways to act for a restaurant (db/tenant.ts). */
function restaurantScopes(db: Database, mode: RlsMode): Pick<TenantDatabase, 'withRestaurant' | 'forRestaurant' | 'lookupThenForRestaurant'> {
  const enter = async (tx: Executor, restaurantId: string) => {
    if (mode === 'per-scope') await tx.execute(sql.raw(`set local role ${APP_ROLE}`));
    if (mode !== 'off') await actAsRestaurant(tx, restaurantId);
  };
  const forRestaurant = (restaurantId: string): RestaurantScope => {
    requireRestaurantId(restaurantId);
    if (mode === 'per-scope') {
      return makeScope(restaurantId, (statement, values) =>
        db.transaction(async (tx) => {
          await enter(tx, restaurantId);
          return queryNamed(tx, statement, values);
        }),
      );
    }
    return makeScope(restaurantId, (statement, values) => queryAsRestaurant(db, restaurantId, statement, values));
  };
  return {
    async withRestaurant(restaurantId, work) {
      requireRestaurantId(restaurantId);
      // Always a transaction, with or without row-level security: the work inside behaves the same everywhere.
      return db.transaction(async (tx) => {
        await enter(tx, restaurantId);
        return work(makeTx(restaurantId, tx, (statement, values) => queryNamed(tx, statement, values)));
      });
    },
    forRestaurant,
    async lookupThenForRestaurant<L extends { restaurantId?: string | null }, T>(
      lookup: NamedQuery,
      lookupValues: unknown[],
      statement: NamedQuery,
      values: unknown[],
    ) {
      const client = driverOf(db);
      if (client instanceof pg.Pool || client instanceof pg.Client) {
        return queryAfterLookupOnPostgres<L, T>(client, { query: lookup, values: lookupValues }, statement, [null, ...values]);
      }
      const found = await queryNamed<L>(db, lookup, lookupValues);
      const restaurantId = found[0]?.restaurantId;
      if (!restaurantId) return { found, rows: [] };
      return { found, rows: await forRestaurant(restaurantId).query<T>(statement, [restaurantId, ...values]) };
    },
  };
}

function requireRestaurantId(restaurantId: string): void {
  if (typeof restaurantId !== 'string' || restaurantId.length === 0) throw new Error('withRestaurant: a restaurant id is required');
}

/**
 * Makes the tenant tables show this restaurant's rows for the rest of the current transaction (a no-op where
 * row-level security does not apply). For code that runs inside a transaction it did not open.
 */
export async function actAsRestaurant(tx: Pick<Database, 'execute'>, restaurantId: string): Promise<void> {
  requireRestaurantId(restaurantId);
  await tx.execute(sql`select set_config('app.restaurant_id', ${restaurantId}, true)`);
}

/**
 * actAsRestaurant for a transaction opened elsewhere (better-auth's sign-up), answering the restaurant's scope on it
 * so that tenant repositories can be used there too. The caller's transaction must be the only work on `tx`.
 */
export async function actAsRestaurantIn(tx: Executor, restaurantId: string): Promise<RestaurantTx> {
  await actAsRestaurant(tx, restaurantId);
  return makeTx(restaurantId, tx, (statement, values) => queryNamed(tx, statement, values));
}

async function openPostgres(databaseUrl: string, poolSize: number, rls: boolean): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    // A startup parameter rather than a `set role` after connecting: a connection that cannot take the role fails to
    // open instead of running queries as the login user.
    connectionString: rls ? withStartupRole(databaseUrl, APP_ROLE) : databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (PostgreSQL restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    const client = await pool.connect().catch((error: unknown) => {
      if (rls && isRoleRefusal(error)) throw new DatabaseRoleError(databaseUrl, roleAdvice(databaseUrl, (error as Error).message));
      throw new DatabaseConnectError(databaseUrl, error);
    });
    try {
      await checkRowSecurity(client, databaseUrl, rls);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    rls,
    ...restaurantScopes(db, rls ? 'pooled' : 'off'),
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

async function openPglite(dataDir: string, rls: boolean, image: Blob | undefined): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const folder = inMemory ? dataDir : path.join(dataDir, 'pglite');
  if (!inMemory) await mkdir(folder, { recursive: true });
  const pglite = await PGlite.create(folder, image ? { loadDataDir: image } : {});
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    rls,
    ...restaurantScopes(db, rls ? 'per-scope' : 'off'),
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
  if (!handle.url) throw new Error('runMigrations: the handle has neither a URL nor PGlite');
  await migratePostgres(handle.url);
}

/** Migrates as the login user of `databaseUrl` (who owns the tables), on a connection that is not the app's. */
async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  // A failure is thrown by the query that meets it; without a listener the same error would also crash the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw new DatabaseConnectError(databaseUrl, error);
  }
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** PostgreSQL's answers to a startup `role` it cannot take: no such role (22023), not a member (42501). */
function isRoleRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22023' || code === '42501';
}

/**
 * Refuses a pool that would not behave as configured: with row-level security, the role acted as must not bypass it;
 * without, the login must bypass it wherever it is forced, or every tenant table would look empty.
 */
async function checkRowSecurity(client: pg.PoolClient, databaseUrl: string, rls: boolean): Promise<void> {
  const { rows } = await client.query<{ role: string; bypasses: boolean; forced: boolean }>(
    `select r.rolname as role, r.rolsuper or r.rolbypassrls as bypasses,
            exists (select from pg_catalog.pg_class c where c.relnamespace = 'public'::regnamespace and c.relforcerowsecurity) as forced
       from pg_catalog.pg_roles r where r.rolname = current_user`,
  );
  const [row] = rows;
  if (!row) throw new Error('checkRowSecurity: the current role is missing from pg_roles');
  if (rls && row.role !== APP_ROLE) {
    throw new DatabaseRoleError(databaseUrl, `connections act as ${row.role} instead of ${APP_ROLE}; check the options parameter of DATABASE_URL`);
  }
  if (rls && row.bypasses) {
    throw new DatabaseRoleError(
      databaseUrl,
      `the role ${row.role} bypasses row-level security (superuser or BYPASSRLS), so DATABASE_RLS would protect nothing`,
    );
  }
  if (!rls && row.forced && !row.bypasses) {
    throw new DatabaseRoleError(
      databaseUrl,
      `DATABASE_RLS=false, but ${row.role} does not bypass row-level security, which the tenant tables force: every one of them would look empty. Turn DATABASE_RLS on, or connect as a superuser or a BYPASSRLS role`,
    );
  }
}

export class DatabaseConnectError extends Error {
  constructor(databaseUrl: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot connect to PostgreSQL at ${redactUrl(databaseUrl)}: ${reason}`);
    this.name = 'DatabaseConnectError';
  }
}

/** The pool cannot act as configured for row-level security (DATABASE_RLS); the message says what to change. */
export class DatabaseRoleError extends Error {
  constructor(databaseUrl: string, problem: string) {
    super(`PostgreSQL at ${redactUrl(databaseUrl)}: ${problem} (docs/decisions/0011-row-level-security.md)`);
    this.name = 'DatabaseRoleError';
  }
}

/** What to do when the login cannot act as maitre_app. */
function roleAdvice(databaseUrl: string, reason: string): string {
  const user = loginUser(databaseUrl);
  return (
    `${reason}. With DATABASE_RLS on (the default), ${user} must be able to act as the role ${APP_ROLE}: the migrations create it and ` +
    `make ${user} a member when ${user} may create roles; otherwise ask an administrator to run ` +
    `\`CREATE ROLE ${APP_ROLE} NOLOGIN; GRANT ${APP_ROLE} TO ${user};\``
  );
}

function loginUser(databaseUrl: string): string {
  try {
    return decodeURIComponent(new URL(databaseUrl).username) || 'the login user';
  } catch {
    return 'the login user';
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

/** A hot query's fixed text and its name (db/named-query.ts): parsed and planned once per connection, then only bound. */
export { type NamedQuery, namedQuery } from './named-query.ts';

interface DriverClient {
  query(config: { name: string; text: string; values: unknown[] } | string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a NamedQuery with its values, on the database or inside a transaction: on PostgreSQL as a named prepared
 * statement of the connection that Drizzle's session holds (the pool, or the transaction's client); on PGlite as a
 * named prepared statement of the instance (db/pglite-statement.ts), or inside a transaction as a plain
 * parameterised query. For the few queries on every request's path, where building the SQL through the query
 * builder and planning it again each time cost more than running it.
 */
export async function queryNamed<T>(db: Executor, query: NamedQuery, values: unknown[]): Promise<T[]> {
  const client = driverOf(db);
  if (client instanceof pg.Pool || client instanceof pg.Client) return (await client.query({ ...query, values })).rows as T[];
  if (client instanceof PGlite) return queryPreparedOnPglite<T>(client, query, values);
  return (await client.query(query.text, values)).rows as T[];
}

/**
 * queryNamed for a tenant statement outside withRestaurant: on PostgreSQL the restaurant setting travels with the
 * statement (one round trip, one implicit transaction: db/restaurant-statement.ts), so row-level security shows it
 * this restaurant's rows only. On PGlite, whose superuser bypasses row-level security, a plain query. Reached through
 * `forRestaurant(id).query` (db/tenant.ts).
 */
async function queryAsRestaurant<T>(db: Executor, restaurantId: string, query: NamedQuery, values: unknown[]): Promise<T[]> {
  const client = driverOf(db);
  if (client instanceof pg.Pool || client instanceof pg.Client) return queryAsRestaurantOnPostgres<T>(client, restaurantId, query, values);
  return queryNamed<T>(db, query, values);
}

/** The driver under Drizzle: its session (public at run time, left out of its types) holds the pool, client or transaction. */
function driverOf(db: Executor): DriverClient | pg.Pool | pg.Client {
  return (db as unknown as { session: { client: DriverClient } }).session.client;
}
