#!/usr/bin/env node
// `npm start`: build the web app when its build is missing or older than its sources, then run the server in production mode.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sourcesChanged = Math.max(
  newestMtime(path.join(web, 'src')),
  newestMtime(path.join(web, 'index.html')),
  newestMtime(path.join(web, 'public')),
  newestMtime(path.join(web, 'vite.config.ts')),
  newestMtime(path.join(root, 'packages/shared/src')),
);
if (!existsSync(built) || statSync(built).mtimeMs < sourcesChanged) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@maitre/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
// Local mode (no APP_URL): the built app with the dev mailbox and Stripe emulator, no secrets needed.
// A deployment sets APP_URL (and the secrets) and runs in production mode. See docs/decisions/0005-local-mode.md.
if (env.NODE_ENV === 'production' && !env.APP_URL) {
  env.NODE_ENV = 'development';
  env.SERVE_WEB = 'true';
}
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
