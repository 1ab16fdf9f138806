/**
 * The job queue on the real database (PGlite, and PostgreSQL in the api-postgres project, where two queues share a pool
 * of connections and really race): a job exists only if its transaction commits, runs once, is tried again with
 * back-off, dies after its last attempt, comes back after a dead worker's lease, and is not enqueued twice by key.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { queryRows } from '../../db/client.ts';
import { backoffSeconds, createJobQueue, enqueueJob, type JobHandler, type JobQueue } from './job-queue.ts';

let database: TestDatabase;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.dispose();
});
beforeEach(async () => {
  await database.handle.db.execute(sql`delete from jobs`);
});

const queue = (handlers: Record<string, JobHandler<never>>, options: { leaseSeconds?: number; concurrency?: number } = {}): JobQueue =>
  createJobQueue({ db: database.handle.db, handlers, log, ...options });

interface Row {
  kind: string;
  attempts: number;
  last_error: string | null;
  dead: boolean;
  due_in: number;
}
const rows = () =>
  queryRows<Row>(
    database.handle.db,
    sql`select kind, attempts, last_error, dead_at is not null as dead, extract(epoch from run_at - now())::float8 as due_in from jobs order by id`,
  );

describe('the job queue', () => {
  it('keeps a job only if the transaction that enqueued it commits', async () => {
    const seen: string[] = [];
    const jobs = queue({ note: async ({ payload }: { payload: { text: string } }) => void seen.push(payload.text) });
    await database.handle.db.transaction(async (tx) => {
      await jobs.enqueue(tx, { kind: 'note', payload: { text: 'kept' } });
    });
    await expect(
      database.handle.db.transaction(async (tx) => {
        await jobs.enqueue(tx, { kind: 'note', payload: { text: 'rolled back' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobs.drain()).toBe(1);
    expect(seen).toEqual(['kept']);
    expect(await rows()).toEqual([]);
  });

  it('runs each job once when two workers race for fifty of them', async () => {
    for (let n = 0; n < 50; n++) await enqueueJob(database.handle.db, { kind: 'count', payload: { n } });
    const runs: number[] = [];
    const handler = async ({ payload }: { payload: { n: number } }) => {
      runs.push(payload.n);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const [first, second] = [queue({ count: handler }, { concurrency: 3 }), queue({ count: handler }, { concurrency: 3 })];
    const [a, b] = await Promise.all([first.drain(), second.drain()]);
    expect(a + b).toBe(50);
    expect(runs.sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    expect(await rows()).toEqual([]);
  });

  it('tries a failed job again after a back-off that doubles, then keeps it as dead with its last error', async () => {
    expect([1, 2, 3, 4, 20].map(backoffSeconds)).toEqual([5, 10, 20, 40, 3600]);
    let calls = 0;
    const jobs = queue({
      flaky: async () => {
        calls += 1;
        throw new Error(`SMTP refused (attempt ${calls})`);
      },
    });
    await jobs.enqueue(database.handle.db, { kind: 'flaky', payload: {}, maxAttempts: 3 });
    expect(await jobs.drain()).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, last_error: 'SMTP refused (attempt 1)', dead: false });
    expect(row?.due_in).toBeGreaterThan(backoffSeconds(1) - 2);
    expect(row?.due_in).toBeLessThanOrEqual(backoffSeconds(1));
    // Not due yet: nothing runs.
    expect(await jobs.drain()).toBe(0);

    // Due again (as if the back-off had passed), twice: the third attempt is the last.
    for (const attempt of [2, 3]) {
      await database.handle.db.execute(sql`update jobs set run_at = now() - interval '1 second'`);
      expect(await jobs.drain()).toBe(1);
      [row] = await rows();
      expect(row).toMatchObject({ attempts: attempt, last_error: `SMTP refused (attempt ${attempt})`, dead: attempt === 3 });
    }
    await database.handle.db.execute(sql`update jobs set run_at = now() - interval '1 second'`);
    expect(await jobs.drain()).toBe(0);
    expect(calls).toBe(3);
    expect(await jobs.depth()).toEqual({ waiting: 0, oldestDueSeconds: 0, dead: 1 });
  });

  it('gives a job claimed by a worker that died back to the others once the lease has passed', async () => {
    await enqueueJob(database.handle.db, { kind: 'print', payload: { ticket: 12 } });
    // A worker claims it (lease 60 s) and dies before finishing: it hangs forever here.
    const dying = queue({ print: () => new Promise<void>(() => {}) }, { leaseSeconds: 60 });
    void dying.drain();
    await expect.poll(async () => (await rows())[0]?.attempts).toBe(1);
    const done: number[] = [];
    const survivor = queue({ print: async ({ payload }: { payload: { ticket: number } }) => void done.push(payload.ticket) });
    expect(await survivor.drain()).toBe(0);
    expect((await leaseLeft()) > 55).toBe(true);
    // The lease passes.
    await database.handle.db.execute(sql`update jobs set run_at = now() - interval '1 second'`);
    expect(await survivor.drain()).toBe(1);
    expect(done).toEqual([12]);
  });

  it('enqueues a job with a key once, until it is done', async () => {
    const jobs = queue({ digest: async () => {} });
    for (let n = 0; n < 3; n++) await jobs.enqueue(database.handle.db, { kind: 'digest', payload: { n }, key: 'restaurant-1:2026-11-24' });
    expect(await rows()).toHaveLength(1);
    expect(await jobs.drain()).toBe(1);
    await jobs.enqueue(database.handle.db, { kind: 'digest', payload: {}, key: 'restaurant-1:2026-11-24' });
    expect(await rows()).toHaveLength(1);
  });

  it('waits until its time for a job enqueued for later, and counts it as waiting, not overdue', async () => {
    const jobs = queue({ reminder: async () => {} });
    await jobs.enqueue(database.handle.db, { kind: 'reminder', payload: {}, runAt: new Date(Date.now() + 3_600_000) });
    expect(await jobs.drain()).toBe(0);
    expect(await jobs.depth()).toEqual({ waiting: 1, oldestDueSeconds: 0, dead: 0 });
  });

  it('runs what is enqueued while it is started, and stops only after the job it is running', async () => {
    let release: () => void = () => {};
    const finished: string[] = [];
    const jobs = queue({
      slow: async ({ payload }: { payload: { name: string } }) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        finished.push(payload.name);
      },
    });
    jobs.start();
    await jobs.enqueue(database.handle.db, { kind: 'slow', payload: { name: 'receipt' } });
    jobs.wake();
    await expect.poll(async () => (await rows())[0]?.attempts).toBe(1);
    const stopped = jobs.stop();
    let stoppedYet = false;
    void stopped.then(() => {
      stoppedYet = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stoppedYet).toBe(false);
    release();
    await stopped;
    expect(finished).toEqual(['receipt']);
    expect(await rows()).toEqual([]);
  });
});

async function leaseLeft(): Promise<number> {
  return (await rows())[0]?.due_in ?? 0;
}
