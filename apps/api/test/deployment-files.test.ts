/**
 * The Dockerfile and compose.yaml, checked without Docker (CI has no engine): what they copy exists, every workspace
 * and every compiled output is in the image, the image runs the production start as a non-root user with a health
 * check, and compose's environment is a valid production configuration. What only a real `docker build` can show
 * (base images, the install inside the image) is reviewed by hand; the production boot test runs the same CMD.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.ts';
import { COMPILED_SERVER_ARGS } from './server-process.ts';
import { testDatabaseKind } from './test-database.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

/** The Dockerfile as stages of instructions (continuation lines joined, comments dropped). */
function parseDockerfile(text: string): { args: Record<string, string>; stages: Stage[] } {
  const logical = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of logical) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') {
      const [from = '', , name = `stage-${stages.length}`] = rest;
      stages.push({ name, from, instructions: [] });
    } else if (stages.length === 0 && instruction.keyword === 'ARG') {
      const [key = '', value = ''] = instruction.args.split('=');
      args[key] = value;
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { args, stages };
}

/** COPY's sources and destination, and its --from stage if any. */
function copies(stage: Stage) {
  return stage.instructions
    .filter((instruction) => instruction.keyword === 'COPY')
    .map(({ args }) => {
      const parts = args.split(/\s+/);
      const from = parts.find((part) => part.startsWith('--from='))?.slice('--from='.length);
      const paths = parts.filter((part) => !part.startsWith('--'));
      return { from, sources: paths.slice(0, -1), destination: paths.at(-1) as string };
    });
}

/** Every workspace package.json (`apps/*`, `packages/*`), as the root package.json declares them. */
function workspaceManifests(): string[] {
  const patterns = JSON.parse(read('package.json')).workspaces as string[];
  return patterns.flatMap((pattern) => {
    const parent = pattern.replace(/\/\*$/, '');
    return readdirSync(path.join(repoRoot, parent))
      .map((name) => `${parent}/${name}/package.json`)
      .filter((file) => existsSync(path.join(repoRoot, file)));
  });
}

describe.runIf(testDatabaseKind === 'pglite')('Dockerfile', () => {
  const { args, stages } = parseDockerfile(read('Dockerfile'));
  const runtime = stages.at(-1) as Stage;
  const runtimeValue = (keyword: string) =>
    runtime.instructions.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);

  it('builds in stages (dependencies, build) and ends with a runtime stage on the same Node image', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['deps', 'build', 'runtime']);
    expect(stages[0]?.from).toBe(`node:\${NODE_VERSION}-bookworm-slim`);
    expect(runtime.from).toBe(stages[0]?.from);
    expect(args.NODE_VERSION).toBe('24');
  });

  it('copies only files that exist and that .dockerignore lets through', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    const isIgnored = (file: string) =>
      ignored.some((pattern) => {
        const name = pattern.replace(/^\*\*\//, '');
        return file === name || file.startsWith(`${name}/`) || file.split('/').includes(name);
      });
    for (const stage of stages) {
      for (const copy of copies(stage).filter((candidate) => !candidate.from)) {
        for (const source of copy.sources) {
          if (source === '.') continue;
          expect(existsSync(path.join(repoRoot, source)), `${stage.name}: COPY ${source}`).toBe(true);
          expect(isIgnored(source), `${stage.name}: COPY ${source} is excluded by .dockerignore`).toBe(false);
        }
      }
    }
    // What the build needs is not excluded from `COPY . .`.
    for (const needed of ['scripts/build-server.mjs', 'tsconfig.build.base.json', 'apps/web/index.html', 'apps/api/src/server.ts', 'packages/shared/src']) {
      expect(isIgnored(needed), needed).toBe(false);
    }
  });

  it('installs with every workspace manifest, in the dependency stage and in the runtime stage', () => {
    const manifests = ['package.json', 'package-lock.json', ...workspaceManifests()];
    for (const stage of [stages[0] as Stage, runtime]) {
      const copied = copies(stage)
        .filter((copy) => !copy.from)
        .flatMap((copy) =>
          copy.sources.map((source) => (copy.destination.endsWith('/') && copy.destination !== './' ? `${copy.destination}${path.basename(source)}` : source)),
        );
      expect(copied.sort(), stage.name).toEqual(expect.arrayContaining(manifests));
    }
    expect(runtimeValue('RUN').join(' ')).toContain('npm install --omit=dev');
  });

  it('puts every compiled output in the runtime image: the web app, the server and each package it imports compiled', () => {
    const compiledPackages = workspaceManifests().filter((file) => read(file).includes('"maitre-dist"'));
    expect(compiledPackages.length).toBeGreaterThan(0);
    const needed = ['apps/web/dist', 'apps/api/dist', ...compiledPackages.map((file) => `${path.dirname(file)}/dist`)];
    const fromBuild = copies(runtime).filter((copy) => copy.from === 'build');
    expect(fromBuild.map((copy) => copy.destination).sort()).toEqual(needed.sort());
    for (const copy of fromBuild) expect(copy.sources).toEqual([`/app/${copy.destination}`]);
  });

  it('runs the production start as a non-root user, listening on all interfaces, with a health check on /healthz', () => {
    expect(runtimeValue('USER')).toEqual(['node']);
    const env = runtimeValue('ENV').join(' ');
    expect(env).toContain('NODE_ENV=production');
    expect(env).toContain('HOST=0.0.0.0');
    expect(runtimeValue('HEALTHCHECK').join(' ')).toContain('/healthz');
    expect(runtimeValue('WORKDIR')).toEqual(['/app']);
    const command = JSON.parse(runtimeValue('CMD')[0] ?? '[]');
    // The same arguments the production boot test and `npm start` use, relative to the image's /app.
    expect(command).toEqual(['node', ...COMPILED_SERVER_ARGS.map((arg) => (path.isAbsolute(arg) ? path.relative(repoRoot, arg) : arg))]);
  });
});

describe.runIf(testDatabaseKind === 'pglite')('compose.yaml', () => {
  const compose = parse(read('compose.yaml'));
  const app = compose.services.app;
  const postgres = compose.services.postgres;

  /** `${NAME:?message}`, `${NAME:-default}` and `${NAME}` as compose reads them, with `given` as the operator's values. */
  const substitute = (value: string, given: Record<string, string>) =>
    value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_match, name: string, kind: string | undefined, rest: string) => {
      if (given[name] !== undefined) return given[name] as string;
      if (kind === '-') return rest;
      throw new Error(`compose.yaml needs ${name}: ${rest}`);
    });

  it('runs PostgreSQL 15 with a health check, and starts the app once it is healthy', () => {
    expect(postgres.image).toBe('postgres:15');
    expect(postgres.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(app.build).toBe('.');
    expect(app.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  });

  it("points the app at the postgres service's database, and gives it a valid production configuration", () => {
    const operator = {
      POSTGRES_PASSWORD: 'a-long-password',
      APP_URL: 'https://maitre.example.com',
      AUTH_SECRET: 'a'.repeat(64),
      SMTP_URL: 'smtp://user:pass@smtp.example.com:587',
      STRIPE_SECRET_KEY: 'sk_live_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
      STRIPE_PRICE_SNACKBAR: 'price_1',
      STRIPE_PRICE_RESTAURANT: 'price_2',
      STRIPE_PRICE_MICHELIN: 'price_3',
    };
    const env = Object.fromEntries(Object.entries(app.environment as Record<string, string>).map(([key, value]) => [key, substitute(String(value), operator)]));
    const database = new URL(env.DATABASE_URL as string);
    expect(database.hostname).toBe('postgres');
    expect(database.username).toBe(postgres.environment.POSTGRES_USER);
    expect(database.pathname).toBe(`/${postgres.environment.POSTGRES_DB}`);
    expect(decodeURIComponent(database.password)).toBe(substitute(postgres.environment.POSTGRES_PASSWORD, operator));

    // The image's ENV (NODE_ENV=production, HOST, PORT, DATA_DIR) under compose's environment.
    const { stages } = parseDockerfile(read('Dockerfile'));
    const imageEnv = Object.fromEntries(
      ((stages.at(-1) as Stage).instructions.find((instruction) => instruction.keyword === 'ENV')?.args ?? '')
        .split(/\s+/)
        .map((pair) => pair.split('=') as [string, string]),
    );
    const config = loadConfig({ ...imageEnv, ...env });
    expect(config.isProduction).toBe(true);
    expect(config.host).toBe('0.0.0.0');
    expect(config.operations.metrics).toMatchObject({ enabled: true, port: 9464 });
    // Without the operator's secrets, compose stops before starting anything.
    expect(() => substitute(app.environment.AUTH_SECRET, {})).toThrow('compose.yaml needs AUTH_SECRET');
  });

  it('publishes the app on the loopback only and the metrics port not at all', () => {
    expect(app.ports).toEqual([`127.0.0.1:3000:${loadConfig({}).port}`]);
    expect(JSON.stringify(app.ports)).not.toContain('9464');
  });
});
