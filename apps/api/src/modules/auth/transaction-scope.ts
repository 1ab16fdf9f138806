/**
 * Lets code that better-auth runs inside one of its transactions add our own writes to that same transaction.
 *
 * better-auth 1.7 opens a transaction for sign-up (user + credential account) but has no hook that runs inside it
 * after the user row exists: `create.before` runs before the insert and `create.after` only after the commit
 * (better-auth issue #10202). So the database handed to its Drizzle adapter is wrapped: every transaction it opens
 * records its Drizzle `tx` in an AsyncLocalStorage and, once better-auth's work is done and before the commit, runs
 * the tasks queued with `runBeforeCommit()`. A task that throws rolls back everything, better-auth's rows included.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../../db/client.ts';

type Task = (tx: Database) => Promise<void>;

const scopes = new AsyncLocalStorage<{ tasks: Task[] }>();

/** The same database, except that its transactions run the queued before-commit tasks. */
export function withBeforeCommitTasks(db: Database): Database {
  const scoped: Database = Object.create(db);
  const transaction: Database['transaction'] = (work, config) =>
    db.transaction(async (tx) => {
      const scope = { tasks: [] as Task[] };
      return scopes.run(scope, async () => {
        const result = await work(tx);
        for (let task = scope.tasks.shift(); task; task = scope.tasks.shift()) await task(tx as unknown as Database);
        return result;
      });
    }, config);
  Object.defineProperty(scoped, 'transaction', { value: transaction });
  return scoped;
}

/** Queues `task` to run in the current better-auth transaction, after its own writes and before the commit. */
export function runBeforeCommit(task: Task): void {
  const scope = scopes.getStore();
  if (!scope) throw new Error('runBeforeCommit() was called outside a transaction opened through withBeforeCommitTasks()');
  scope.tasks.push(task);
}
