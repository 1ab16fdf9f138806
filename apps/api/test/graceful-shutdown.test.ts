import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process.ts';
import { testDatabaseKind } from './test-database.ts';

describe.runIf(testDatabaseKind === 'pglite')('SIGTERM under load', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('finishes in-flight requests, refuses new ones cleanly, and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'maitre-sigterm-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // The server logs each request it receives ("incoming request", at info): what reached it, by number.
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });

    const outcomes: Array<{ n: number; outcome: string }> = [];
    let sent = 0;
    let stop = false;
    const client = async () => {
      while (!stop) {
        sent += 1;
        const n = sent;
        try {
          const response = await fetch(`${server.url}/readyz?n=${n}`);
          await response.text();
          outcomes.push({ n, outcome: String(response.status) });
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code ?? 'error';
          outcomes.push({ n, outcome: code });
          if (code === 'ECONNREFUSED') return;
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    while (outcomes.length < 50) await new Promise((resolve) => setTimeout(resolve, 10));
    server.child.kill('SIGTERM');
    const exitCode = await server.exited;
    stop = true;
    await Promise.all(clients);

    expect(exitCode).toBe(0);
    // Every request the server received was answered: a success, or a clean 503 while closing — never a connection
    // torn down in the middle of a request. A client may still see a reset for a request the server never received:
    // one written on a keep-alive socket as the server closed it idle, or a connection still in the kernel's queue
    // when the listener closed (on a loaded machine, CI's full suite); like a refused connection, safe to retry.
    const received = new Set([...server.output().matchAll(/\/readyz\?n=(\d+)/g)].map((match) => Number(match[1])));
    const tornDown = outcomes.filter(({ n, outcome }) => !['200', '503', 'ECONNREFUSED'].includes(outcome) && received.has(n));
    expect(tornDown).toEqual([]);
    expect(received.size, 'the server logged the requests it received').toBeGreaterThanOrEqual(50);
    expect(outcomes.filter(({ outcome }) => outcome === '200').length).toBeGreaterThanOrEqual(50);
  }, 90_000);
});
