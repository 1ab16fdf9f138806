#!/usr/bin/env node
// `npm start`: run the compiled server. In local mode (no APP_URL) it first builds what is missing or older than its
// sources — the web app and the server — so `npm install && npm start` works on a fresh clone. A production deployment
// (APP_URL set) never builds at start: it runs what `npm run build` made, and stops with a clear message when that is
// missing. See docs/decisions/0005-local-mode.md and 0020-compiled-server.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUILD_STAMP } from './build-server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');
const serverEntry = path.join(root, 'apps/api/dist/server.js');

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

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const webSourcesChanged = Math.max(
  newestMtime(path.join(web, 'src')),
  newestMtime(path.join(web, 'index.html')),
  newestMtime(path.join(web, 'public')),
  newestMtime(path.join(web, 'vite.config.ts')),
  newestMtime(path.join(root, 'packages/shared/src')),
);
const serverSourcesChanged = Math.max(
  ...['apps/api/src', 'packages/shared/src', 'packages/stripe-emulator/src', 'packages/printer-emulator/src'].map((dir) => newestMtime(path.join(root, dir))),
  ...['tsconfig.base.json', 'tsconfig.build.base.json', 'apps/api/tsconfig.build.json'].map((file) => newestMtime(path.join(root, file))),
);

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
// Local mode (no APP_URL): the built app with the dev mailbox and Stripe emulator, no secrets needed.
// A deployment sets APP_URL (and the secrets) and runs in production mode. See docs/decisions/0005-local-mode.md.
const deployment = env.NODE_ENV === 'production' && Boolean(env.APP_URL);
if (env.NODE_ENV === 'production' && !env.APP_URL) {
  env.NODE_ENV = 'development';
  env.SERVE_WEB = 'true';
}

if (deployment) {
  // Production runs what the build step made (npm run build, or the Docker image's build stage), never a build at boot.
  const missing = [...(existsSync(built) ? [] : ['the web app in apps/web/dist']), ...(existsSync(SERVER_BUILD_STAMP) ? [] : ['the server in apps/api/dist'])];
  if (missing.length > 0) {
    console.error(`Maître is not built (missing: ${missing.join(', ')}). Run \`npm run build\` before \`npm start\` in production (APP_URL is set).`);
    process.exit(1);
  }
  if (builtAt(built) < webSourcesChanged || builtAt(SERVER_BUILD_STAMP) < serverSourcesChanged) {
    console.warn('Warning: the sources changed after the last `npm run build`; starting the build as it is.');
  }
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) console.warn(`Warning: Node.js ${process.versions.node} is past its end of life; run Maître in production on Node.js 22 or 24.`);
} else {
  if (builtAt(built) < webSourcesChanged) {
    console.log('Building the web app…');
    const result = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (builtAt(SERVER_BUILD_STAMP) < serverSourcesChanged) {
    console.log('Compiling the server…');
    const status = buildServer();
    if (status !== 0) process.exit(status);
  }
}

const server = spawn(process.execPath, ['--conditions=maitre-dist', '--enable-source-maps', serverEntry], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
