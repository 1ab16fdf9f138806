import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://localhost:${port}`;
// Computed once in the runner process; workers inherit the env, so every worker talks to the same server.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'maitre-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // A test that fails and then passes on its retry is a failure (flaky), in the exit code and in `npm test`'s totals.
  // CI keeps one retry only to say which kind: failed twice is a bug to reproduce, passed on retry is a race to find.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../node_modules/.cache/e2e-results.json' }]],
  outputDir: '../node_modules/.cache/e2e-output',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The compiled server, as production runs it (scripts/e2e.mjs builds it with the web app first).
    command: 'node --conditions=maitre-dist --enable-source-maps apps/api/dist/server.js',
    cwd: '..',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      SERVE_WEB: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // One browser signs up and in far more often than any person: the per-IP limits are tested in the API suite.
      AUTH_RATE_LIMITS: 'false',
      // One browser from one IP runs the whole suite: the per-IP API limit is for real clients.
      API_RATE_LIMIT_PER_MINUTE: '100000',
      // …and places every guest's order from that one IP (the per-IP guest limit is tested in the API suite).
      GUEST_ORDERS_PER_IP_PER_MINUTE: '1000',
    },
  },
});
