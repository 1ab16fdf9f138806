import { defineConfig } from 'vitest/config';
import { webProject } from './apps/web/vitest.projects.ts';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: './apps/api',
    environment: 'node' as const,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
      apiProject('api', { MAITRE_TEST_DB: 'pglite' }),
      ...(withPostgres ? [apiProject('api-postgres', { MAITRE_TEST_DB: 'postgres' })] : []),
      webProject('react'),
      webProject('preact'),
    ],
  },
});
