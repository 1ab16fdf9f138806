/** A throwaway PostgreSQL server of our own (initdb + pg_ctl), for tests that stop and start the database. */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

const run = promisify(execFile);

export function findPostgresBin(): string | undefined {
  for (const version of ['18', '17', '16', '15']) {
    const bin = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin');
  const dir = await mkdtemp(path.join(tmpdir(), 'maitre-pg-'));
  await chmod(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // initdb refuses to run as root: run the server tools as the postgres user when we are root.
  const asPostgres = (tool: string, args: string[]) =>
    process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  await asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await asPostgres('pg_ctl', ['-D', dataDir, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    async stop() {
      await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    async destroy() {
      await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
