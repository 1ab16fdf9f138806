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
 * (Until decision 0016 the setting was the owner's id, `app.owner_id`.)
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

/** pg.Query with the method it writes its messages in (present at run time, left out of @types/pg). */
const PgQuery = pg.Query as unknown as new (config: pg.QueryConfig) => pg.Query & { prepare(connection: WireConnection): void };

class RestaurantStatement extends PgQuery {
  constructor(
    private readonly restaurantId: string,
    query: NamedQuery,
    values: unknown[],
  ) {
    super({ name: query.name, text: query.text, values });
  }

  override prepare(connection: WireConnection): void {
    if (connection.parsedStatements[SET_RESTAURANT.name] === undefined && connection.submittedNamedStatements[SET_RESTAURANT.name] === undefined) {
      connection.parse({ name: SET_RESTAURANT.name, text: SET_RESTAURANT.text, types: [] });
      connection.submittedNamedStatements[SET_RESTAURANT.name] = SET_RESTAURANT.text;
    }
    connection.bind({ portal: '', statement: SET_RESTAURANT.name, values: [this.restaurantId] });
    connection.describe({ type: 'P', name: '' });
    connection.execute({ portal: '', rows: 0 });
    super.prepare(connection); // the statement: Parse (first time on this connection), Bind, Describe, Execute, Sync
  }
}

/** Runs `query` with `app.restaurant_id` set to `restaurantId` for it alone, on a pool (any of its connections) or a client. */
export async function queryAsRestaurantOnPostgres<T>(client: pg.Pool | pg.Client, restaurantId: string, query: NamedQuery, values: unknown[]): Promise<T[]> {
  if (typeof restaurantId !== 'string' || restaurantId.length === 0) throw new Error('queryAsRestaurant: a restaurant id is required');
  const statement = new RestaurantStatement(restaurantId, query, values);
  const results = await new Promise<pg.QueryResult[]>((resolve, reject) => {
    const done = (error: Error | null, results: pg.QueryResult[]) => (error ? reject(error) : resolve(results));
    // A pool hands its callback to the connection it picks (and releases it after); a client takes the query's own.
    if (client instanceof pg.Pool) (client.query as unknown as (query: unknown, callback: typeof done) => void)(statement, done);
    else {
      (statement as unknown as { callback: typeof done }).callback = done;
      client.query(statement as unknown as pg.QueryConfig);
    }
  });
  if (!Array.isArray(results) || results.length !== 2) throw new Error('queryAsRestaurant: expected the restaurant setting’s result and the statement’s');
  return (results[1] as pg.QueryResult).rows as T[];
}
