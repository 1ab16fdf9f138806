#!/usr/bin/env node
// `npm run test:e2e`: build the web app and the server, pick a free port, and run the Playwright specs in the system
// Chromium against the compiled server.
// With no Chromium it skips loudly — unless CI or E2E_REQUIRED is set, where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

const started = Date.now();
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: String(port) },
});
if (result.status !== 0) printPagesAtFailure();
process.exit(result.status ?? 1);

/**
 * What the page showed when a test failed (Playwright's error context: the page's accessibility snapshot), printed
 * here because CI keeps the output and not the files: a flaky test that passed on its retry can be read afterwards.
 */
function printPagesAtFailure() {
  const output = path.join(root, 'node_modules/.cache/e2e-output');
  if (!existsSync(output)) return;
  for (const folder of readdirSync(output)) {
    const file = path.join(output, folder, 'error-context.md');
    if (!existsSync(file) || statSync(file).mtimeMs < started) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    const shown = lines.slice(0, 120);
    console.log(
      `\n--- the page when ${folder} failed (${file}) ---\n${shown.join('\n')}${lines.length > shown.length ? `\n… ${lines.length - shown.length} more lines` : ''}`,
    );
  }
}
