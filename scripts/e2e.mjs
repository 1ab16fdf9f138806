#!/usr/bin/env node
// `npm run test:e2e`: build the web app and the server, pick a free port, and run the Playwright specs in the system
// Chromium against the compiled server.
// With no Chromium it skips loudly — unless CI or E2E_REQUIRED is set, where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const required = Boolean(process.env.CI || process.env.E2E_REQUIRED);
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => candidate && existsSync(candidate));

if (!chromium) {
  const message = 'No Chromium found (set CHROMIUM_PATH or install the Debian package `chromium`): the browser tests cannot run.';
  if (required) {
    console.error(`\nFAIL: ${message}\n`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(80)}\nSKIPPED: ${message}\n${'!'.repeat(80)}\n`);
  process.exit(0);
}

const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Page-weight budgets (issue 7): prints the initial JS of every route and fails when one is over.
const budgets = spawnSync(process.execPath, [path.join(root, 'bench/bundle-size.mjs'), '--enforce'], { cwd: root, stdio: 'inherit' });
if (budgets.status !== 0) process.exit(budgets.status ?? 1);

const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});

const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: String(port) },
});
process.exit(result.status ?? 1);
