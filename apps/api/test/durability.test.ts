import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { user } from '../src/db/schema/index.ts';
import { startServerProcess } from './server-process.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './test-database.ts';

/**
 * kill -9 during a burst of writes: every write the server acknowledged must be there after a restart, once.
 * Writes are sign-ups (each creates a user row); more write kinds join as features land.
 */
describe('durability of acknowledged writes', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every acknowledged write across a kill -9 and a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'maitre-durability-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let database: TestDatabase | undefined;
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (testDatabaseKind === 'postgres') {
      database = await createTestDatabase();
      env.DATABASE_URL = database.url as string;
      cleanups.push(() => database?.dispose() ?? Promise.resolve());
    }

    const server = await startServerProcess(env);
    const acknowledged: string[] = [];
    const attempted: string[] = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let index = 0; !stop; index += 1) {
        const email = `burst-${worker}-${index}@example.com`;
        attempted.push(email);
        try {
          const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.url },
            body: JSON.stringify({ email, password: 'a long enough password', name: 'Burst', full_name: 'Burst', restaurant_name: `Burst ${worker}-${index}` }),
          });
          if (response.ok) acknowledged.push(email);
        } catch {
          return; // the server died mid-request: that write was never acknowledged
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 25));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await server.exited;

    // The restart must open the database cleanly (PGlite recovers from its WAL) and serve again.
    const restarted = await startServerProcess(env);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, migrate: false });
    try {
      const stored = await handle.db.select({ email: user.email }).from(user).where(inArray(user.email, attempted));
      const storedEmails = new Set(stored.map((row) => row.email));
      const lost = acknowledged.filter((email) => !storedEmails.has(email));
      expect(lost).toEqual([]);
      expect(stored.length).toBe(storedEmails.size);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
