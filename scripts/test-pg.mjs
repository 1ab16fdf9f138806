#!/usr/bin/env node
// `npm run test:pg`: the API suite on PostgreSQL (project api-postgres), where row-level security binds every query
// of the app, not only its restaurant scopes as on PGlite (docs/decisions/0019). Uses TEST_DATABASE_URL, or the local
// server at postgres://postgres@127.0.0.1:5432/postgres; each test file makes and drops a database of its own there.
// Extra arguments go to Vitest (file filters, -t).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const check = spawnSync('pg_isready', ['-d', url, '-q']);
if (check.error === undefined && check.status !== 0) {
  console.error(`test:pg: no PostgreSQL answers at ${url.replace(/:[^:@/]*@/, ':***@')}. Start one, or set TEST_DATABASE_URL.`);
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api-postgres', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
