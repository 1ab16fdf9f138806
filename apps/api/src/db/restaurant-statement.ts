/**
 * One statement run for a restaurant in ONE round trip, on PostgreSQL under row-level security: the restaurant setting
 * and the statement go to the server together, as two portals of the extended protocol before a single Sync. Until
 * that Sync the server keeps them in one implicit transaction, so `set_config('app.restaurant_id', …, true)` holds for
 * the statement and ends with it — the same guarantee as withRestaurant's BEGIN / set_config / … / COMMIT, without its
 * three extra round trips (docs/decisions/0011-row-level-security.md). For the statements on every request's path.
 *
 * It builds on node-postgres's own Query (exported, and the way pg-cursor extends it): `prepare` is where a Query
 * writes its Parse/Bind/Describe/Execute/Sync; this one writes the restaurant setting's Bind/Describe/Execute first. The replies
 * arrive as a two-statement result, like a multi-statement query's; the caller gets the second.
 * (Until decision 0016 the setting was the owner's id, `app.owner_id`.) The same Query, with a lookup that sets the
 * restaurant itself in place of the setting, sends a lookup and its restaurant's statement together
 * (queryAfterLookupOnPostgres).
 */
import pg from 'pg';
import { type NamedQuery, namedQuery } from './named-query.ts';

const SET_RESTAURANT = namedQuery({ name: 'maitre_set_restaurant', text: "select set_config('app.restaurant_id', $1, true)" });

/** The parts of pg's Connection that a Query's `prepare` writes to (pg/lib/connection.js). */
interface WireConnection {
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  parse(message: { name: string; text: string; types: unknown[] }): void;
  bind(message: { portal: string; statement: string; values: unknown[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string; rows: number }): void;
}

/** How node-postgres turns a value into its text form (dates, arrays, JSON…): what its own Query binds with. */
const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils.prepareValue;

/** pg.Query with the method it writes its messages in (present at run time, left out of @types/pg). */
const PgQuery = pg.Query as unknown as new (config: pg.QueryConfig) => pg.Query & { prepare(connection: WireConnection): void };

/** A statement and its values, as one portal of a pipeline. */
interface Portal {
  query: NamedQuery;
  values: unknown[];
}

/**
 * A Query that writes `leading` portals (Bind/Describe/Execute each, Parse the first time on a connection) before its
 * own, and one Sync after them all: the server runs them in order in one implicit transaction and answers them as one
 * multi-statement result, one QueryResult per portal. An error in any of them rolls back all of them.
 */
class PipelinedStatement extends PgQuery {
  private readonly leading: Portal[];

  constructor(leading: Portal[], query: NamedQuery, values: unknown[]) {
    super({ name: query.name, text: query.text, values });
    // In their text form now, as pg's own Query binds them: a value that cannot be sent throws here, before anything
    // was written to the connection.
    this.leading = leading.map(({ query, values }) => ({ query, values: values.map(prepareValue) }));
  }

  override prepare(connection: WireConnection): void {
    for (const { query, values } of this.leading) {
      if (connection.parsedStatements[query.name] === undefined && connection.submittedNamedStatements[query.name] === undefined) {
        connection.parse({ name: query.name, text: query.text, types: [] });
        connection.submittedNamedStatements[query.name] = query.text;
      }
      connection.bind({ portal: '', statement: query.name, values });
      connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '', rows: 0 });
    }
    super.prepare(connection); // the statement: Parse (first time on this connection), Bind, Describe, Execute, Sync
  }
}

/** Sends a pipeline on a pool (any of its connections) or a client and answers one result per portal, in order. */
async function runPipeline(client: pg.Pool | pg.Client, statement: PipelinedStatement, portals: number): Promise<pg.QueryResult[]> {
  const results = await new Promise<pg.QueryResult[]>((resolve, reject) => {
    const done = (error: Error | null, results: pg.QueryResult[]) => (error ? reject(error) : resolve(results));
    // A pool hands its callback to the connection it picks (and releases it after); a client takes the query's own.
    if (client instanceof pg.Pool) (client.query as unknown as (query: unknown, callback: typeof done) => void)(statement, done);
    else {
      (statement as unknown as { callback: typeof done }).callback = done;
      client.query(statement as unknown as pg.QueryConfig);
    }
  });
  if (!Array.isArray(results) || results.length !== portals) throw new Error(`pipeline: expected ${portals} results, one per statement`);
  return results;
}

/** Runs `query` with `app.restaurant_id` set to `restaurantId` for it alone, on a pool (any of its connections) or a client. */
export async function queryAsRestaurantOnPostgres<T>(client: pg.Pool | pg.Client, restaurantId: string, query: NamedQuery, values: unknown[]): Promise<T[]> {
  if (typeof restaurantId !== 'string' || restaurantId.length === 0) throw new Error('queryAsRestaurant: a restaurant id is required');
  const results = await runPipeline(client, new PipelinedStatement([{ query: SET_RESTAURANT, values: [restaurantId] }], query, values), 2);
  return (results[1] as pg.QueryResult).rows as T[];
}

/**
 * A lookup that finds a restaurant, then a statement for it, in ONE round trip: `lookup` itself sets
 * `app.restaurant_id` (transaction-local) to the restaurant it answers, so `query`, run after it before the same Sync,
 * sees that restaurant's rows only (row-level security) and reads its id from the setting. For the guest order's path
 * (the restaurant of an address, then its menu's prices: docs/PERFORMANCE.md, "The menu's prices leave with the
 * restaurant's lookup"; decision 0011's last amendment).
 */
export async function queryAfterLookupOnPostgres<L, T>(
  client: pg.Pool | pg.Client,
  lookup: Portal,
  query: NamedQuery,
  values: unknown[],
): Promise<{ found: L[]; rows: T[] }> {
  const results = await runPipeline(client, new PipelinedStatement([lookup], query, values), 2);
  return { found: (results[0] as pg.QueryResult).rows as L[], rows: (results[1] as pg.QueryResult).rows as T[] };
}
