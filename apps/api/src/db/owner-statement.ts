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
