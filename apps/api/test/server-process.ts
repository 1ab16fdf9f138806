/**
 * Runs the real server as a child process, for crash, shutdown and boot tests: its TypeScript sources through tsx, or
 * (`compiled`) the build production runs, apps/api/dist/server.js (scripts/build-server.mjs makes it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const repoRoot = path.resolve(path.dirname(serverEntry), '../../..');
export const COMPILED_SERVER_ENTRY = path.join(repoRoot, 'apps/api/dist/server.js');
/** How production starts the compiled server (Dockerfile, scripts/start.mjs): its workspace packages' dist/ too. */
export const COMPILED_SERVER_ARGS = ['--conditions=maitre-dist', '--enable-source-maps', COMPILED_SERVER_ENTRY];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal name). */
  exited: Promise<number | string>;
}

/** `nodeArgs` go before the entry (e.g. `--cpu-prof` for the bench's profile). */
export async function startServerProcess(env: Record<string, string>, nodeArgs: string[] = [], options: { compiled?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const entry = options.compiled ? COMPILED_SERVER_ARGS : ['--import', 'tsx', serverEntry];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', APP_URL: url, AUTH_SECRET: 'x'.repeat(40), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    const ok = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready in 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, output: () => output, exited };
}
