/**
 * Fixed-window counters in PostgreSQL's `rate_limit` table, so every instance of Maître shares them.
 *
 * One row per key: `count` attempts since `last_request`, which for our keys holds the start of the current window
 * (better-auth's own limiter, which we leave off, would store the time of the last request there). A hit is one
 * atomic upsert, so concurrent requests on several instances never lose a count. A window always ends: limits slow
 * an attacker down, they never lock an account for good.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Executor, type NamedQuery, namedQuery, queryNamed } from '../../db/client.ts';

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export interface Hit {
  key: string;
  allowed: boolean;
  /** Attempts in the window, this one included. */
  count: number;
  windowStart: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt on `key` and says whether it is within `limit`. */
  hit(key: string, limit: Limit): Promise<Hit>;
  /**
   * Counts one attempt on each key (same window length) in one statement, in the order given, and says for each
   * whether it is within its own max.
   */
  hitMany(keys: ReadonlyArray<{ key: string; max: number }>, windowMs: number): Promise<Hit[]>;
  /** Takes back an attempt that turned out not to count (e.g. a successful sign-in on a failures-only limit). */
  undo(hit: Hit): Promise<void>;
  /** Forgets the key's window altogether. */
  reset(key: string): Promise<void>;
  /** Deletes windows that ended more than `olderThanMs` ago. */
  prune(olderThanMs: number): Promise<void>;
}

/** Keys hold hashes, so the table never stores an email address or an IP in clear. */
export function rateLimitKey(scope: string, value: string): string {
  return `maitre:${scope}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
}

/**
 * rateLimitKey in SQL, of the text expression `value`: the same key, for a statement that counts an attempt on a key
 * it reads itself (the guest order's restaurant, found by its slug in the same statement). base64 of a SHA-256 is 44
 * characters on one line; its first 32 are base64url once `+` and `/` are swapped.
 */
export function rateLimitKeySql(scope: string, value: string): string {
  if (!/^[a-z][a-z-]*$/.test(scope)) throw new Error(`rate limiter: a key scope is lower-case letters and dashes, not "${scope}"`);
  return `'maitre:${scope}:' || left(translate(encode(sha256(convert_to(${value}, 'UTF8')), 'base64'), '+/', '-_'), 32)`;
}

/**
 * The upsert that counts one attempt on each key `keys` selects (a query of one text column): `at` the time now
 * and `expired` the time before which a window has ended (SQL expressions). Returns key, count, last_request per key.
 */
export function hitsUpsertSql(keys: string, at: string, expired: string): string {
  return `insert into rate_limit (id, key, count, last_request) select k.key, k.key, 1, ${at} from (${keys}) k(key)
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${expired} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${expired} then ${at} else rate_limit.last_request end
    returning key, count, last_request`;
}

/** The upsert for n keys: `$1..$n` the keys, then the time now, then the time before which a window has ended. */
const hitQueries = new Map<number, NamedQuery>();
function hitQuery(keyCount: number): NamedQuery {
  let query = hitQueries.get(keyCount);
  if (!query) {
    const at = `$${keyCount + 1}::bigint`;
    const expired = `$${keyCount + 2}::bigint`;
    const keys = Array.from({ length: keyCount }, (_, index) => `($${index + 1}::text)`).join(', ');
    query = namedQuery({ name: `rate_limit_hit_${keyCount}`, text: hitsUpsertSql(`values ${keys}`, at, expired) });
    hitQueries.set(keyCount, query);
  }
  return query;
}

/** What a hit's upsert returns for a key (hitsUpsertSql). */
export type HitRow = { key: string; count: number | string; last_request: number | string };

/**
 * `on conflict (key)` settles a race on the `key` index only. The primary key (`id`, which holds the key too) is
 * checked as well, so when the first attempts on a new key arrive together, one of them can fail with
 * unique_violation (23505) once the other's insert commits. By then the row exists: the same upsert again counts the
 * attempt as an update. `run` runs the statement that holds the upsert (the whole statement fails and is run again).
 */
export async function retryingKeyRace<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || (error as { code?: unknown }).code !== '23505') throw error;
    }
  }
}

/** Each key's hit, from the rows an upsert at `at` returned: within its max or not, and when its window ends. */
export function readHits(keys: ReadonlyArray<{ key: string; max: number }>, rows: readonly HitRow[], at: number, windowMs: number): Hit[] {
  return keys.map(({ key, max }) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) throw new Error('rate limiter: the upsert returned no row for a key');
    const count = Number(row.count);
    const windowStart = Number(row.last_request);
    return { key, allowed: count <= max, count, windowStart, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)) };
  });
}

export function createRateLimiter(db: Executor, now: () => number = Date.now): RateLimiter {
  const hitMany: RateLimiter['hitMany'] = async (keys, windowMs) => {
    const at = now();
    const values = [...keys.map(({ key }) => key), at, at - windowMs];
    const rows = await retryingKeyRace(() => queryNamed<HitRow>(db, hitQuery(keys.length), values));
    return readHits(keys, rows, at, windowMs);
  };
  return {
    async hit(key, { max, windowMs }) {
      const [hit] = await hitMany([{ key, max }], windowMs);
      if (!hit) throw new Error('rate limiter: no hit for the key');
      return hit;
    },
    hitMany,
    async undo(hit) {
      await db.execute(sql`update rate_limit set count = greatest(count - 1, 0) where key = ${hit.key} and last_request = ${hit.windowStart}`);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limit where key = ${key}`);
    },
    async prune(olderThanMs) {
      await db.execute(sql`delete from rate_limit where key like 'maitre:%' and last_request < ${now() - olderThanMs}`);
    },
  };
}
