/**
 * A/B of the owner statement at the driver, without HTTP (decision 0011, amendment of issue 23): the order page query
 * as maitre_app with its owner, through
 *   A — the app's queryAsRestaurant (db/restaurant-statement.ts, queryAsOwner before decision 0016: a subclass of pg's Query writes set_config's portal and the
 *       statement's before one Sync; pool.query), and
 *   B — pg's documented pipeline mode (`pipeline: true` on the pool; BEGIN, set_config, the statement and COMMIT sent
 *       on a checked-out client without waiting for each other).
 * Phases alternate A B B A …, each `seconds` long after a one-second warm-up, 10 concurrent loops, on two pools of the
 * same size, so a machine whose load moves treats both alike. Re-run it when pg is upgraded: if B comes out equal or
 * faster, the Query subclass can go.
 *
 *   npm run bench -- --db postgres --keep --only healthz     # once: seeds maitre_bench_100x1000 and keeps it
 *   npx tsx bench/owner-statement.ts postgres://postgres@127.0.0.1:5432/maitre_bench_100x1000 [seconds=5] [rounds=8]
 */
import pg from 'pg';
import type { NamedQuery } from '../apps/api/src/db/named-query.ts';
import { queryAsRestaurantOnPostgres } from '../apps/api/src/db/restaurant-statement.ts';
import { DEFAULT_SIZE_PAGE_QUERIES } from '../apps/api/src/modules/orders/orders.repository.ts';

const url = new URL(process.argv[2] as string);
url.searchParams.set('options', '-c role=maitre_app');
const seconds = Number(process.argv[3] ?? 5);
const rounds = Number(process.argv[4] ?? 8);
const concurrency = 10;
/** The order page's own statement (default page size, no filter): `$1` owner, `$2` page size. */
const page = DEFAULT_SIZE_PAGE_QUERIES[0];
const owners = Array.from({ length: 50 }, (_, index) => `bench-owner-${1 + 2 * index}`);
const pick = () => owners[Math.floor(Math.random() * owners.length)] as string;

const poolA = new pg.Pool({ connectionString: url.toString(), max: concurrency });
const poolB = new pg.Pool({ connectionString: url.toString(), max: concurrency, pipeline: true });
/** B: the owner setting with pg's pipeline mode (what the experiment of issue 23 measured). */
async function queryAsOwnerPipelined<T>(pool: pg.Pool, ownerId: string, query: NamedQuery, values: unknown[]): Promise<T[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const settled = await Promise.allSettled([
      client.query('begin'),
      client.query({ name: 'ab_set_restaurant', text: "select set_config('app.restaurant_id', $1, true)", values: [ownerId] }),
      client.query({ name: query.name, text: query.text, values }),
      client.query('commit'),
    ]);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    return (settled[2] as PromiseFulfilledResult<pg.QueryResult>).value.rows as T[];
  } catch (error) {
    if (!(error instanceof pg.DatabaseError)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

const runA = (owner = pick()) => queryAsRestaurantOnPostgres(poolA, owner, page, [owner, 50]);
const runB = (owner = pick()) => queryAsOwnerPipelined(poolB, owner, page, [owner, 50]);

async function phase(run: () => Promise<unknown[]>): Promise<number> {
  const warmUntil = Date.now() + 1000;
  const deadline = warmUntil + seconds * 1000;
  let count = 0;
  let rows = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        rows += (await run()).length;
        if (Date.now() > warmUntil) count += 1;
      }
    }),
  );
  if (rows === 0) throw new Error('no rows: wrong database?');
  return count / seconds;
}

const results: Record<string, number[]> = { A: [], B: [] };
const order = Array.from({ length: rounds }, (_, round) => (round % 2 === 0 ? ['A', 'B'] : ['B', 'A'])).flat();
for (const mode of order) {
  const rate = await phase(mode === 'A' ? runA : runB);
  results[mode]?.push(rate);
  console.log(
    `${mode} ${Math.round(rate)} queries/s  (load ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] as number;
console.log(
  `median A ${Math.round(median(results.A as number[]))}  B ${Math.round(median(results.B as number[]))}  B/A ${(median(results.B as number[]) / median(results.A as number[])).toFixed(3)}`,
);
await poolA.end();
await poolB.end();
