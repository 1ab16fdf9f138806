import { defineConfig } from 'vitest/config';
import { webProject } from './apps/web/vitest.projects.ts';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Minutes-long measurements, not for every run: `npm test` adds them under CI (scripts/test.mjs), `npm run test:slow`
// runs them alone.
const withSlow = Boolean(process.env.MAITRE_SLOW_TESTS);
const SLOW_API_TESTS = ['test/enumeration-timing.test.ts'];

const apiProject = (name: string, env: Record<string, string>, include = ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude = SLOW_API_TESTS) => ({
  test: {
    name,
    root: './apps/api',
    environment: 'node' as const,
    include,
    exclude,
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      { test: { name: 'stripe-emulator', root: './packages/stripe-emulator', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 15_000 } },
      { test: { name: 'printer-emulator', root: './packages/printer-emulator', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 15_000 } },
      apiProject('api', { MAITRE_TEST_DB: 'pglite' }),
      ...(withPostgres ? [apiProject('api-postgres', { MAITRE_TEST_DB: 'postgres' })] : []),
      ...(withSlow ? [apiProject('api-slow', { MAITRE_TEST_DB: 'pglite' }, SLOW_API_TESTS, [])] : []),
      webProject('react'),
      webProject('preact'),
    ],
  },
});
