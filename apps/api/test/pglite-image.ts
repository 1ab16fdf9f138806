/**
 * Ready-made PGlite data directories for the tests. Creating an in-memory PGlite runs initdb (about 3 s on a 2-core
 * runner) and the migrations add about 2 s more, for every test file; loading a dump of the same data directory takes
 * under a second. The first test file that needs one makes it the slow way and leaves its dump in
 * node_modules/.cache/maitre-pglite-images; every later one, in this run and the next, loads it.
 *
 * A dump is named by what made it: PGlite's version, and for the migrated one every file of the migrations folder, so a
 * new or edited migration (or a PGlite upgrade) makes a new one. Written to a temporary name and renamed, so a test
 * file in another worker never reads half a dump.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from '../src/db/client.ts';

const IMAGES = fileURLToPath(new URL('../../../node_modules/.cache/maitre-pglite-images', import.meta.url));

export type PgliteImageKind = 'empty' | 'migrated';

/** A new in-memory PGlite database: an empty cluster, or one with every migration applied. */
export async function openPgliteFromImage(kind: PgliteImageKind, rls: boolean | undefined): Promise<DatabaseHandle> {
  const rlsOption = rls === undefined ? {} : { rls };
  const file = path.join(IMAGES, `${kind}-${imageKey(kind)}.tar`);
  const image = readImage(file);
  if (image) return openDatabase({ dataDir: 'memory://', migrate: false, pgliteImage: image, ...rlsOption });
  const handle = await openDatabase({ dataDir: 'memory://', migrate: kind === 'migrated', ...rlsOption });
  const dump = await (handle.pglite as NonNullable<DatabaseHandle['pglite']>).dumpDataDir('none');
  writeImage(kind, file, Buffer.from(await dump.arrayBuffer()));
  return handle;
}

function imageKey(kind: PgliteImageKind): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  if (kind === 'migrated') hashMigrations(hash);
  return hash.digest('hex').slice(0, 16);
}

/** Names the migration set: every file of the migrations folder, its path and its bytes. */
export function migrationsKey(): string {
  const hash = createHash('sha256');
  hashMigrations(hash);
  return hash.digest('hex').slice(0, 16);
}

function hashMigrations(hash: ReturnType<typeof createHash>): void {
  for (const file of filesUnder(MIGRATIONS_FOLDER)) {
    hash.update(`\0${path.relative(MIGRATIONS_FOLDER, file)}\0`);
    hash.update(readFileSync(file));
  }
}

function pgliteVersion(): string {
  // The package's exports leave out its package.json: found by walking up from its entry instead.
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (path.basename(folder) !== 'pglite') {
    if (path.dirname(folder) === folder) throw new Error('pglite-image: no folder named pglite above its entry');
    folder = path.dirname(folder);
  }
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function readImage(file: string): Blob | undefined {
  try {
    return new Blob([readFileSync(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function writeImage(kind: PgliteImageKind, file: string, bytes: Buffer): void {
  mkdirSync(IMAGES, { recursive: true });
  // The dumps an earlier migration set left: 43 MB each, never read again.
  for (const old of readdirSync(IMAGES)) {
    if (old.startsWith(`${kind}-`) && old.endsWith('.tar') && path.join(IMAGES, old) !== file) rmSync(path.join(IMAGES, old), { force: true });
  }
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}
