/**
 * The durable job queue (decision 0029, ARCHITECTURE.md §9): everything that leaves the process later goes through it.
 *
 * - `enqueue(db, job)` writes a row with the executor it is given: in a transaction, the job exists if and only if the
 *   transaction commits. The caller then calls `wake()` (after the commit) so that this instance runs it at once; the
 *   other instances find it at their next poll.
 * - A worker claims due jobs with `FOR UPDATE SKIP LOCKED` (two workers never claim the same job) and pushes their
 *   `run_at` on by the lease as it claims them: a worker that dies mid-job leaves the job to be claimed again once the
 *   lease has passed. Done → the row is deleted. Failed → `run_at` moves on by the back-off (5 s, 10 s, 20 s… capped at
 *   an hour) with the error kept; after `max_attempts` the job is dead: kept, never claimed again, logged and counted.
 * - Delivery is at least once: a worker killed after the mail left and before the delete sends it again after the
 *   lease. Handlers that must not repeat an effect key it themselves.
 * - Works the same on PGlite (one process) and PostgreSQL (N instances).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from '../../db/client.ts';

/** What a handler gets: the payload as enqueued and which attempt this is (1 for the first). */
export interface JobRun<P> {
  id: number;
  payload: P;
  attempt: number;
  restaurantId: string | null;
}

export type JobHandler<P = unknown> = (run: JobRun<P>) => Promise<void>;

export interface NewJob<P = unknown> {
  kind: string;
  payload: P;
  /** The restaurant the job is for, when it is for one. */
  restaurantId?: string | null;
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** A second job of the same kind and key is not enqueued while the first exists. */
  key?: string;
  maxAttempts?: number;
}

export interface QueueDepth {
  /** Jobs waiting to run now or later (claimed ones included). */
  waiting: number;
  /** Seconds since the oldest due job was due (0 when none is). */
  oldestDueSeconds: number;
  /** Jobs that failed every attempt. */
  dead: number;
}

export interface JobQueueOptions {
  db: Database;
  handlers: Record<string, JobHandler<never>>;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for due jobs enqueued by other instances (ms). */
  pollMs?: number;
  /** Jobs run side by side on this instance. */
  concurrency?: number;
  /** How long a claimed job is this worker's before another may claim it again (s). */
  leaseSeconds?: number;
}

export interface JobQueue {
  enqueue<P>(db: Pick<Database, 'execute'>, job: NewJob<P>): Promise<void>;
  /** Look for due jobs now (after a commit that enqueued some). */
  wake(): void;
  start(): void;
  /** Stops claiming and waits for the jobs running now. */
  stop(): Promise<void>;
  /** Runs every job due now on this instance, until none is left (tests, and the shutdown of a one-off script). */
  drain(): Promise<number>;
  depth(): Promise<QueueDepth>;
}

const BACKOFF_BASE_SECONDS = 5;
const BACKOFF_CAP_SECONDS = 3600;

/** Seconds before attempt `attempt + 1`, after attempt `attempt` failed: 5, 10, 20, 40… at most an hour. */
export function backoffSeconds(attempt: number): number {
  return Math.min(BACKOFF_CAP_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempt - 1));
}

interface ClaimedRow {
  id: string | number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  restaurant_id: string | null;
}

export async function enqueueJob<P>(db: Pick<Database, 'execute'>, job: NewJob<P>): Promise<void> {
  const runAt = job.runAt ?? null;
  await db.execute(sql`insert into jobs (kind, restaurant_id, payload, run_at, key, max_attempts)
    values (${job.kind}, ${job.restaurantId ?? null}, ${JSON.stringify(job.payload)}::jsonb, coalesce(${runAt?.toISOString() ?? null}::timestamptz, now()),
      ${job.key ?? null}, ${job.maxAttempts ?? 8})
    on conflict (kind, key) where key is not null do nothing`);
}

export function createJobQueue({ db, handlers, log, pollMs = 1000, concurrency = 2, leaseSeconds = 300 }: JobQueueOptions): JobQueue {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;
  let again = false;
  const inFlight = new Set<Promise<void>>();

  async function claim(limit: number): Promise<ClaimedRow[]> {
    return queryRows<ClaimedRow>(
      db,
      sql`with due as (
          select id from jobs where dead_at is null and run_at <= now() order by run_at, id limit ${limit} for update skip locked
        )
        update jobs set attempts = jobs.attempts + 1, run_at = now() + make_interval(secs => ${leaseSeconds})
        from due where jobs.id = due.id
        returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.restaurant_id`,
    );
  }

  async function runOne(row: ClaimedRow): Promise<void> {
    const id = Number(row.id);
    const handler = handlers[row.kind] as JobHandler | undefined;
    try {
      if (!handler) throw new Error(`no handler for jobs of kind "${row.kind}"`);
      await handler({ id, payload: row.payload, attempt: row.attempts, restaurantId: row.restaurant_id });
      await db.execute(sql`delete from jobs where id = ${id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const dead = row.attempts >= row.max_attempts;
      await db
        .execute(
          dead
            ? sql`update jobs set dead_at = now(), last_error = ${message} where id = ${id}`
            : sql`update jobs set run_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)}), last_error = ${message} where id = ${id}`,
        )
        .catch((writeError: unknown) => log.error({ err: writeError, jobId: id }, 'could not record a failed job'));
      if (dead) log.error({ err: error, jobId: id, kind: row.kind, attempts: row.attempts }, 'a job failed its last attempt');
      else log.warn({ err: error, jobId: id, kind: row.kind, attempt: row.attempts }, 'a job failed; it will be tried again');
    }
  }

  /** Claims and runs batches until no job is due (or `goOn` says stop); answers how many ran. */
  async function runDue(goOn: () => boolean): Promise<number> {
    let ran = 0;
    while (goOn()) {
      const rows = await claim(concurrency);
      if (rows.length === 0) break;
      const batch = Promise.all(rows.map(runOne)).then(() => undefined);
      inFlight.add(batch);
      await batch.finally(() => inFlight.delete(batch));
      ran += rows.length;
    }
    return ran;
  }

  function schedule(delay: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    if (!running) return;
    if (loop) {
      again = true;
      return;
    }
    loop = runDue(() => running)
      .catch((error: unknown) => log.error({ err: error }, 'the job queue could not claim jobs'))
      .then(() => undefined)
      .finally(() => {
        loop = undefined;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(pollMs);
      });
  }

  return {
    enqueue: enqueueJob,
    wake() {
      if (running) schedule(0);
    },
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await loop;
      await Promise.all(inFlight);
    },
    async drain() {
      await loop;
      return runDue(() => true);
    },
    async depth() {
      const [row] = await queryRows<{ waiting: number; oldest: number; dead: number }>(
        db,
        sql`select count(*) filter (where dead_at is null)::int as waiting,
            coalesce(extract(epoch from now() - min(run_at) filter (where dead_at is null and run_at <= now())), 0)::float8 as oldest,
            count(*) filter (where dead_at is not null)::int as dead
          from jobs`,
      );
      return { waiting: row?.waiting ?? 0, oldestDueSeconds: row?.oldest ?? 0, dead: row?.dead ?? 0 };
    },
  };
}
