/**
 * The production start, as a deployment runs it (the Dockerfile's CMD): the compiled server (`npm run build`) with
 * NODE_ENV=production, an https APP_URL, real-looking secrets and PostgreSQL, which it migrates itself. It must become
 * ready, send the production headers, have no dev-only routes, and load neither TypeScript nor the Stripe emulator.
 * PostgreSQL only (project api-postgres): production refuses the embedded database nowhere, but runs on PostgreSQL.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILED_SERVER_ARGS, freePort, type ServerProcess, startServerProcess } from './server-process.ts';
import { testDatabaseKind } from './test-database.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const recordModules = fileURLToPath(new URL('./fixtures/record-modules.mjs', import.meta.url));
const APP_URL = 'https://maitre.example.test';

/** What a deployment sets: every secret production asks for, none of them real. */
async function productionEnv(databaseUrl: string): Promise<Record<string, string>> {
  return {
    NODE_ENV: 'production',
    APP_URL,
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // A port nothing listens on: mail is only sent after a sign-up, which this test does not do.
    SMTP_URL: `smtp://maitre:secret@127.0.0.1:${await freePort()}`,
    STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString('hex')}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(12).toString('hex')}`,
    STRIPE_PRICE_SNACKBAR: 'price_prod_boot_snackbar',
    STRIPE_PRICE_RESTAURANT: 'price_prod_boot_restaurant',
    STRIPE_PRICE_MICHELIN: 'price_prod_boot_michelin',
    DATA_DIR: path.join(tmpdir(), 'maitre-prod-boot-unused'),
  };
}

/** Runs a command of the build and fails the test with its output when it fails. */
function build(args: string[]) {
  const result = spawnSync(args[0] as string, args.slice(1), { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

describe.runIf(testDatabaseKind === 'postgres')('production boot (compiled server, NODE_ENV=production, PostgreSQL)', () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `maitre_prod_boot_${process.pid}_${randomBytes(4).toString('hex')}`;
  let server: ServerProcess;
  let modulesFile: string;
  let workDir: string;

  beforeAll(async () => {
    // The build a deployment makes first: the server always (it is what this test is about), the web app when missing.
    build([process.execPath, path.join(repoRoot, 'scripts/build-server.mjs')]);
    if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) build(['npm', 'run', 'build:web']);

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;

    workDir = await mkdtemp(path.join(tmpdir(), 'maitre-prod-boot-'));
    modulesFile = path.join(workDir, 'modules.txt');
    const env = { ...(await productionEnv(url.toString())), MAITRE_RECORD_MODULES: modulesFile };
    server = await startServerProcess(env, ['--import', recordModules], { compiled: true });
  }, 300_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    if (workDir) await rm(workDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('migrates the empty database and becomes ready on PostgreSQL', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'postgres' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('sends the production headers, HSTS included, on the API and on the web app', async () => {
    for (const pathname of ['/api/billing/plans', '/', '/dashboard']) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('strict-transport-security'), pathname).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('content-security-policy'), pathname).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
    }
    const plans = await (await fetch(`${server.url}/api/billing/plans`)).json();
    expect(JSON.stringify(plans)).toContain('price_prod_boot_restaurant');
  });

  it('has no dev mailbox and no metrics unless configured', async () => {
    for (const pathname of ['/dev/mailbox', '/dev/mailbox.json', '/metrics']) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status, pathname).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code, pathname).toBe('NOT_FOUND');
    }
  });

  it('runs compiled JavaScript only, with real Stripe: the Stripe emulator is never loaded', async () => {
    const loaded = readFileSync(modulesFile, 'utf8').split('\n').filter(Boolean);
    // The recorder works: the compiled entry and the shared package's compiled files were loaded.
    expect(loaded).toContain(`file://${path.join(repoRoot, 'apps/api/dist/server.js')}`);
    expect(loaded).toContain(`file://${path.join(repoRoot, 'packages/shared/dist/plans.js')}`);
    expect(loaded.filter((url) => url.endsWith('.ts'))).toEqual([]);
    expect(loaded.filter((url) => url.includes('/packages/stripe-emulator/'))).toEqual([]);
    expect(server.output()).toContain('Billing: Stripe (test mode)');
    expect(server.output()).not.toContain('emulator');
    // Logs are JSON lines in production.
    const running = server
      .output()
      .split('\n')
      .find((line) => line.includes('Maître is running'));
    expect(JSON.parse(running ?? '{}')).toMatchObject({ level: 30, msg: expect.stringContaining(`Maître is running at ${APP_URL}`) });
  });

  it('stops on SIGTERM with exit code 0', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('production start refusals', () => {
  it('the compiled server refuses to start without the production secrets, naming each', async () => {
    const child = spawn(process.execPath, COMPILED_SERVER_ARGS, {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', APP_URL, PORT: String(await freePort()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    for (const variable of ['AUTH_SECRET', 'SMTP_URL', 'STRIPE_SECRET_KEY']) expect(output).toContain(`${variable} (unset) is required in production`);
  });

  it('`npm start` with APP_URL set does not build: without a build it stops and says to run `npm run build`', async () => {
    // start.mjs and build-server.mjs in a checkout where nothing is built.
    const checkout = await mkdtemp(path.join(tmpdir(), 'maitre-unbuilt-'));
    try {
      mkdirSync(path.join(checkout, 'scripts'));
      for (const script of ['start.mjs', 'build-server.mjs']) copyFileSync(path.join(repoRoot, 'scripts', script), path.join(checkout, 'scripts', script));
      const result = spawnSync(process.execPath, [path.join(checkout, 'scripts/start.mjs')], {
        cwd: checkout,
        env: { PATH: process.env.PATH, APP_URL },
        encoding: 'utf8',
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'Maître is not built (missing: the web app in apps/web/dist, the server in apps/api/dist). Run `npm run build` before `npm start` in production (APP_URL is set).',
      );
    } finally {
      await rm(checkout, { recursive: true, force: true });
    }
  });
});
