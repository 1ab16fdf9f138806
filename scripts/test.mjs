#!/usr/bin/env node
// `npm test`: every suite — unit, API integration (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), web on React
// and on Preact, the slow timing measurements when CI is set (project api-slow; `npm run test:slow` alone), then the
// browser tests — and one closing line with the totals (a browser test that passed only on its retry counts as failed).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cache = path.join(root, 'node_modules/.cache');
const vitestResults = path.join(cache, 'vitest-results.json');
const e2eResults = path.join(cache, 'e2e-results.json');
mkdirSync(cache, { recursive: true });
rmSync(vitestResults, { force: true });
rmSync(e2eResults, { force: true });

const env = process.env.CI ? { ...process.env, MAITRE_SLOW_TESTS: '1' } : process.env;
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const unit = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestResults}`]);
const e2e = unit === 0 ? run(process.execPath, [path.join(root, 'scripts/e2e.mjs')]) : 1;

const totals = { passed: 0, failed: 0, skipped: 0 };
const vitest = readJson(vitestResults);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson(e2eResults);
if (playwright?.stats) {
  // `flaky`: failed, then passed on its retry. It is counted, and fails the run, as the failure it is.
  totals.passed += playwright.stats.expected;
  totals.failed += playwright.stats.unexpected + playwright.stats.flaky;
  totals.skipped += playwright.stats.skipped;
  if (playwright.stats.flaky > 0) console.error(`\n${playwright.stats.flaky} browser test(s) failed and then passed on retry: flaky, counted as failed.`);
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
const flaky = playwright?.stats?.flaky ?? 0;
process.exit(unit !== 0 ? unit : e2e !== 0 ? e2e : flaky > 0 ? 1 : 0);
