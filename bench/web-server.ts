/**
 * The web benches' server (bench/web.ts, bench/web-trace.ts): the built web app, the demo owner seeded into a throwaway
 * PGlite folder, the real server in local mode, signed in.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '../apps/api/test/server-process.ts';

const root = path.dirname(import.meta.dirname);

/** The system Chromium the web benches drive: `CHROMIUM_PATH`, else Debian's package. */
export const CHROMIUM = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => candidate && existsSync(candidate));

export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) if (entry !== 'node_modules' && entry !== 'dist') newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds apps/web when its build is missing or older than its sources (as `npm start` does). */
export function buildWebIfNeeded() {
  const web = path.join(root, 'apps/web');
  const built = path.join(web, 'dist/index.html');
  const sources = Math.max(
    ...['src', 'public', 'index.html', 'storefront.html', 'vite.config.ts', 'package.json'].map((entry) => newestMtime(path.join(web, entry))),
    newestMtime(path.join(root, 'packages/shared/src')),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** `npm run db:seed` into the throwaway data folder: the demo owner with a menu, two weeks of orders and a slug. */
export async function seedDemo(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/db/seed-cli.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`seeding failed:\n${output}`);
  const email = /email:\s+(\S+)/.exec(output)?.[1];
  const password = /password:\s+(\S+)/.exec(output)?.[1];
  if (!email || !password) throw new Error(`the seed did not print the demo owner:\n${output}`);
  return { email, password };
}

export async function signIn(server: ServerProcess, email: string, password: string): Promise<{ cookie: string; slug: string }> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const profile = await fetch(`${server.url}/api/profile`, { headers: { cookie } });
  const body = (await profile.json()) as { profile: { slug: string | null } | null };
  if (!body.profile?.slug) throw new Error(`the demo owner has no order page address: ${JSON.stringify(body)}`);
  return { cookie, slug: body.profile.slug };
}

/** The demo owner's server: a throwaway data folder, seeded, started (local mode, the built app), signed in. */
export async function startDemoServer(): Promise<{ server: ServerProcess; cookie: string; slug: string; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'maitre-bench-web-'));
  // Local mode (dev mailbox, Stripe emulator) serving the built app, as `npm start` runs without APP_URL.
  const env: Record<string, string> = { DATA_DIR: dataDir, NODE_ENV: 'development', SERVE_WEB: 'true', LOG_LEVEL: 'warn', AUTH_RATE_LIMITS: 'false' };
  let server: ServerProcess | undefined;
  const stop = async () => {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const demo = await seedDemo(env);
    server = await startServerProcess(env);
    const { cookie, slug } = await signIn(server, demo.email, demo.password);
    return { server, cookie, slug, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
