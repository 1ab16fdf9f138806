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
    const server = await startServerProcess({ DATA_DIR: dataDir });

    const outcomes: string[] = [];
    let stop = false;
    const client = async () => {
      while (!stop) {
        try {
          const response = await fetch(`${server.url}/readyz`);
          await response.text();
          outcomes.push(String(response.status));
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code ?? 'error';
          outcomes.push(code);
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
    // Every answer is a success, a clean 503 while closing, or a refused connection once the port is closed —
    // never a connection torn down in the middle of a request.
    const unexpected = outcomes.filter((outcome) => !['200', '503', 'ECONNREFUSED'].includes(outcome));
    expect(unexpected).toEqual([]);
    expect(outcomes.filter((outcome) => outcome === '200').length).toBeGreaterThanOrEqual(50);
  }, 90_000);
});
