import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProject } from './apps/web/vitest.projects.ts';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Minutes-long measurements, not for every run: `npm test` adds them under CI (scripts/test.mjs), `npm run test:slow`
// runs them alone.
const withSlow = Boolean(process.env.MAITRE_SLOW_TESTS);
const SLOW_API_TESTS = ['test/enumeration-timing.test.ts'];

// Test files at once. Vitest's default is one less than the cores: a single worker on a 2-core runner, which then waits
// on PostgreSQL (another process) through most of the api-postgres project, 462 s there with one worker and 288 s with
// two (2026-11-28). Every project but the timing one runs with at least two; the timing one runs after them, alone, so
// nothing else loads the machine while it compares medians to a few milliseconds.
const workers = Math.max(2, availableParallelism() - 1);
const together = { maxWorkers: workers, sequence: { groupOrder: 0 } };
const alone = { maxWorkers: 1, sequence: { groupOrder: 1 } };

const apiProject = (
  name: string,
  env: Record<string, string>,
  include = ['src/**/*.test.ts', 'test/**/*.test.ts'],
  exclude = SLOW_API_TESTS,
  run = together,
) => ({
  test: {
    ...run,
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
      { test: { ...together, name: 'shared', root: './packages/shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          ...together,
          name: 'stripe-emulator',
          root: './packages/stripe-emulator',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          ...together,
          name: 'printer-emulator',
          root: './packages/printer-emulator',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          testTimeout: 15_000,
        },
      },
      apiProject('api', { MAITRE_TEST_DB: 'pglite' }),
      ...(withPostgres ? [apiProject('api-postgres', { MAITRE_TEST_DB: 'postgres' })] : []),
      ...(withSlow ? [apiProject('api-slow', { MAITRE_TEST_DB: 'pglite' }, SLOW_API_TESTS, [], alone)] : []),
      webProject('react', together),
      webProject('preact', together),
    ],
  },
});
