#!/usr/bin/env node
// `npm run build:server`: compile the server (apps/api) and the workspace packages it imports (packages/shared,
// packages/stripe-emulator, packages/printer-emulator; packages/print-bridge, the restaurant's print bridge) to JavaScript in each one's dist/, with source maps, and copy the SQL migrations beside the
// compiled database code. Production runs `node --conditions=maitre-dist apps/api/dist/server.js`: the `maitre-dist`
// export condition of the workspace packages selects their dist/ (without it, their TypeScript sources, which Vite,
// Vitest, tsx and tsc read). See docs/decisions/0020-compiled-server.md.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/** In dependency order; each is compiled with its own tsconfig.build.json (type errors stop the build: noEmitOnError). */
export const SERVER_PROJECTS = ['packages/shared', 'packages/stripe-emulator', 'packages/printer-emulator', 'packages/print-bridge', 'apps/api'];
/** Written last: its presence says the build finished, its mtime is what `npm start` compares the sources with. */
export const SERVER_BUILD_STAMP = path.join(root, 'apps/api/dist/BUILD');

export function buildServer() {
  rmSync(SERVER_BUILD_STAMP, { force: true });
  for (const project of SERVER_PROJECTS) {
    const dir = path.join(root, project);
    // A clean dist each time: a source file deleted since the last build must not live on as JavaScript.
    rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    const result = spawnSync(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Compiling ${project} failed.`);
      return result.status ?? 1;
    }
  }
  // The migrator reads the SQL files and journal next to the compiled db/client.js (MIGRATIONS_FOLDER).
  cpSync(path.join(root, 'apps/api/src/db/migrations'), path.join(root, 'apps/api/dist/db/migrations'), { recursive: true });
  writeFileSync(SERVER_BUILD_STAMP, `${new Date().toISOString()}\n`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildServer());
}
