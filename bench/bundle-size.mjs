#!/usr/bin/env node
// Initial JavaScript per route, gzip, from the Vite manifest of apps/web/dist: the entry's static import graph
// plus the route's lazy chunks. `--enforce` exits 1 when a route is over its budget (issue 18 budgets: 75 / 80 / 30 KB, with
// each page's English texts; another language is one more chunk, loaded when chosen).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

export const ROUTES = [
  { route: '/login', entry: 'index.html', lazy: ['src/app/routes/login/login-page.tsx'], budgetKb: 75 },
  {
    route: '/dashboard',
    entry: 'index.html',
    lazy: ['src/app/routes/dashboard/dashboard-layout.tsx', 'src/app/routes/dashboard/overview/overview-page.tsx'],
    budgetKb: 80,
  },
  { route: '/r/{slug}', entry: 'storefront.html', lazy: [], budgetKb: 30 },
];

function staticGraph(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest: did the route move?`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticGraph(imported, seen);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

const rows = ROUTES.map(({ route, entry, lazy, budgetKb }) => {
  const files = new Set();
  for (const key of [entry, ...lazy]) for (const file of staticGraph(key)) if (file.endsWith('.js')) files.add(file);
  const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  return { route, kb: Math.round(kb * 10) / 10, budgetKb, ok: kb <= budgetKb, files: files.size };
});

console.log('Initial JavaScript per route (gzip):');
for (const row of rows)
  console.log(`  ${row.ok ? 'ok  ' : 'OVER'} ${row.route.padEnd(12)} ${String(row.kb).padStart(6)} KB  (budget ${row.budgetKb} KB, ${row.files} files)`);
if (process.argv.includes('--enforce') && rows.some((row) => !row.ok)) {
  console.error('A route is over its JavaScript budget.');
  process.exit(1);
}
