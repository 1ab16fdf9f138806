/**
 * One statement run as an owner in ONE round trip, on PostgreSQL under row-level security: the owner setting and the
 * statement go to the server together, as two portals of the extended protocol before a single Sync. Until that Sync
 * the server keeps them in one implicit transaction, so `set_config('app.owner_id', …, true)` holds for the statement
 * and ends with it — the same guarantee as withOwner's BEGIN / set_config / … / COMMIT, without its three extra round
 * trips (docs/decisions/0011-row-level-security.md). For the statements on every request's path.
 *
 * It builds on node-postgres's own Query (exported, and the way pg-cursor extends it): `prepare` is where a Query
 * writes its Parse/Bind/Describe/Execute/Sync; this one writes the owner's Bind/Describe/Execute first. The replies
 * arrive as a two-statement result, like a multi-statement query's; the caller gets the second.
 */
import pg from 'pg';
import { type NamedQuery, namedQuery } from './named-query.ts';

const SET_OWNER = namedQuery({ name: 'maitre_set_owner', text: "select set_config('app.owner_id', $1, true)" });

/** The parts of pg's Connection that a Query's `prepare` writes to (pg/lib/connection.js). */
interface WireConnection {
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  parse(message: { name: string; text: string; types: unknown[] }): void;
  bind(message: { portal: string; statement: string; values: unknown[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string; rows: number }): void;
}

/** pg.Query with the method it writes its messages in (present at run time, left out of @types/pg). */
const PgQuery = pg.Query as unknown as new (config: pg.QueryConfig) => pg.Query & { prepare(connection: WireConnection): void };

class OwnerStatement extends PgQuery {
  constructor(
    private readonly ownerId: string,
    query: NamedQuery,
    values: unknown[],
  ) {
    super({ name: query.name, text: query.text, values });
  }

  override prepare(connection: WireConnection): void {
    if (connection.parsedStatements[SET_OWNER.name] === undefined && connection.submittedNamedStatements[SET_OWNER.name] === undefined) {
      connection.parse({ name: SET_OWNER.name, text: SET_OWNER.text, types: [] });
      connection.submittedNamedStatements[SET_OWNER.name] = SET_OWNER.text;
    }
    connection.bind({ portal: '', statement: SET_OWNER.name, values: [this.ownerId] });
    connection.describe({ type: 'P', name: '' });
    connection.execute({ portal: '', rows: 0 });
    super.prepare(connection); // the statement: Parse (first time on this connection), Bind, Describe, Execute, Sync
  }
}

/** Runs `query` with `app.owner_id` set to `ownerId` for it alone, on a pool (any of its connections) or a client. */
export async function queryAsOwnerOnPostgres<T>(client: pg.Pool | pg.Client, ownerId: string, query: NamedQuery, values: unknown[]): Promise<T[]> {
  if (typeof ownerId !== 'string' || ownerId.length === 0) throw new Error('queryAsOwner: an owner id is required');
  const statement = new OwnerStatement(ownerId, query, values);
  const results = await new Promise<pg.QueryResult[]>((resolve, reject) => {
    const done = (error: Error | null, results: pg.QueryResult[]) => (error ? reject(error) : resolve(results));
    // A pool hands its callback to the connection it picks (and releases it after); a client takes the query's own.
    if (client instanceof pg.Pool) (client.query as unknown as (query: unknown, callback: typeof done) => void)(statement, done);
    else {
      (statement as unknown as { callback: typeof done }).callback = done;
      client.query(statement as unknown as pg.QueryConfig);
    }
  });
  if (!Array.isArray(results) || results.length !== 2) throw new Error('queryAsOwner: expected the owner setting’s result and the statement’s');
  return (results[1] as pg.QueryResult).rows as T[];
}

/*
 * B: the same guarantee with node-postgres's documented pipeline mode (pg ≥ 8.23: `pipeline: true` on the pool, see
 * node-postgres.com/features/pipelining). On a checked-out client BEGIN, set_config, the statement and COMMIT are
 * written without waiting for each other: one round trip, one transaction, the setting ends with it. Inside a
 * transaction (a client that is not idle) only set_config and the statement, like withOwner.
 */
export async function queryAsOwnerPipelined<T>(
  client: pg.Pool | pg.PoolClient | pg.Client,
  ownerId: string,
  query: NamedQuery,
  values: unknown[],
): Promise<T[]> {
  if (typeof ownerId !== 'string' || ownerId.length === 0) throw new Error('queryAsOwner: an owner id is required');
  if (!(client instanceof pg.Pool)) return ownerPipeline<T>(client, ownerId, query, values);
  const connection = await client.connect();
  let broken: Error | undefined;
  try {
    return await ownerPipeline<T>(connection, ownerId, query, values);
  } catch (error) {
    // A statement's own error leaves the connection usable; anything else (a lost socket) retires it.
    if (!(error instanceof pg.DatabaseError)) broken = error as Error;
    throw error;
  } finally {
    connection.release(broken);
  }
}

async function ownerPipeline<T>(client: pg.PoolClient | pg.Client, ownerId: string, query: NamedQuery, values: unknown[]): Promise<T[]> {
  const setOwner = { name: SET_OWNER.name, text: SET_OWNER.text, values: [ownerId] };
  const statement = { name: query.name, text: query.text, values };
  if (client.getTransactionStatus() !== 'I') {
    const [, result] = await settle([client.query(setOwner), client.query(statement)]);
    return (result as pg.QueryResult).rows as T[];
  }
  // After a failed statement the transaction is aborted and COMMIT answers ROLLBACK: it ends either way.
  const [, , result] = await settle([client.query('begin'), client.query(setOwner), client.query(statement), client.query('commit')]);
  return (result as pg.QueryResult).rows as T[];
}

/** Waits for every query of the pipeline (the connection stays busy until the last answers), then throws the first error. */
async function settle(queries: Promise<pg.QueryResult>[]): Promise<pg.QueryResult[]> {
  const results = await Promise.allSettled(queries);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return results.map((result) => (result as PromiseFulfilledResult<pg.QueryResult>).value);
}
