#!/usr/bin/env node
// Initial JavaScript per route, gzip, from the Vite manifest of apps/web/dist: the entry's static import graph
// plus the route's lazy chunks. `--enforce` exits 1 when a route is over its budget (issue 18 budgets: 75 / 80 / 30 KB, with
// each page's English texts; another language is one more chunk, loaded when chosen; the dashboard's, also in files).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

export const ROUTES = [
  { route: '/login', entry: 'index.html', lazy: ['src/app/routes/login/login-page.tsx'], budgetKb: 75 },
  // A shared screen's one-time pairing page (decision 0036): the app's shell and a small form, like /login.
  { route: '/pair', entry: 'index.html', lazy: ['src/app/routes/pair/pair-page.tsx'], budgetKb: 75 },
  {
    route: '/dashboard',
    entry: 'index.html',
    // The layout and the overview are one named chunk with what only they use (vite.config.ts, dashboardShellChunk),
    // beside the chunks of what they share with other pages. Each file is a request on the way to the first paint (over
    // HTTP/1.1, six at a time): 18 files scored 1 point and 150-250 ms of first paint below 13 (PERFORMANCE.md).
    lazy: ['chunk:dashboard'],
    budgetKb: 80,
    maxFiles: 13,
  },
  { route: '/r/{slug}', entry: 'storefront.html', lazy: [], budgetKb: 30 },
  // The kitchen display (issue 21): full screen, its own chunk, on a kitchen tablet or TV.
  { route: '/kitchen', entry: 'index.html', lazy: ['src/app/routes/kitchen/kitchen-page.tsx'], budgetKb: 60 },
];

/** A manifest key, or `chunk:<name>` for a chunk the build names (a code-splitting group has no source of its own). */
function manifestKey(key) {
  if (!key.startsWith('chunk:')) return key;
  const name = key.slice('chunk:'.length);
  const named = Object.keys(manifest).filter((candidate) => manifest[candidate].name === name && !manifest[candidate].src);
  if (named.length !== 1) throw new Error(`the build has ${named.length} chunks named ${name}: did vite.config.ts's group change?`);
  return named[0];
}

/**
 * The files `source` loads: its chunk and what it imports; with `lazily`, also what they load on demand, except the
 * app's entry's (it loads every screen on demand).
 */
function staticGraph(source, { lazily = false } = {}, seen = new Set()) {
  const key = manifestKey(source);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest: did the route move?`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  const onDemand = lazily && chunk.src !== 'index.html' ? (chunk.dynamicImports ?? []) : [];
  for (const imported of [...(chunk.imports ?? []), ...onDemand]) staticGraph(imported, { lazily }, seen);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

const rows = ROUTES.map(({ route, entry, lazy, budgetKb, maxFiles = Number.POSITIVE_INFINITY }) => {
  const files = new Set();
  for (const key of [entry, ...lazy]) for (const file of staticGraph(key)) if (file.endsWith('.js')) files.add(file);
  const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  return { route, kb: Math.round(kb * 10) / 10, budgetKb, maxFiles, ok: kb <= budgetKb && files.size <= maxFiles, files: files.size };
});

console.log('Initial JavaScript per route (gzip):');
for (const row of rows)
  console.log(
    `  ${row.ok ? 'ok  ' : 'OVER'} ${row.route.padEnd(12)} ${String(row.kb).padStart(6)} KB  (budget ${row.budgetKb} KB, ${row.files} files${Number.isFinite(row.maxFiles) ? ` of at most ${row.maxFiles}` : ''})`,
  );

// A change of language loads one chunk (issue 18): each locale's catalog may import only code the page already loaded.
// By name: /pair's entry, inserted at index 1, had the dashboard's catalogs measured against /pair's first load and
// the order page's against the dashboard's.
const routeNamed = (name) => ROUTES.find((route) => route.route === name);
const LOCALE_CHUNKS = [
  { page: '/dashboard', route: routeNamed('/dashboard'), catalog: (locale) => `src/app/i18n/${locale}.ts` },
  { page: '/r/{slug}', route: routeNamed('/r/{slug}'), catalog: (locale) => `src/storefront/i18n/${locale}.ts` },
];
const initialFiles = (route) => new Set([route.entry, ...route.lazy].flatMap((key) => [...staticGraph(key)]));
const localeRows = LOCALE_CHUNKS.flatMap(({ page, route, catalog }) => {
  const loaded = initialFiles(route);
  return ['fr', 'de', 'it', 'es', 'nl'].map((locale) => {
    const requests = [...staticGraph(catalog(locale))].filter((file) => file.endsWith('.js') && !loaded.has(file));
    const kb = requests.reduce((sum, file) => sum + gzipKb(file), 0);
    return { page, locale, requests: requests.length, kb: Math.round(kb * 10) / 10 };
  });
});
console.log('Language switch (chunks fetched, gzip):');
for (const row of localeRows)
  console.log(`  ${row.requests === 1 ? 'ok  ' : 'MANY'} ${row.page.padEnd(12)} ${row.locale}  ${row.requests} request(s), ${String(row.kb).padStart(5)} KB`);

// The dashboard's first screen is one chunk (vite.config.ts, dashboardShellChunk): no page outside the dashboard may
// load it, however deep it goes (the order page's details, a screen's dialog): it would bring the dashboard with it.
const shellFile = manifest[manifestKey('chunk:dashboard')].file;
const outside = Object.keys(manifest).filter((key) => key === 'storefront.html' || /^src\/app\/routes\/(?!dashboard\/)[^/]+\/[^/]+\.tsx$/.test(key));
const leaking = outside.filter((key) => staticGraph(key, { lazily: true }).has(shellFile));
console.log(`Dashboard chunk loaded outside the dashboard: ${leaking.length === 0 ? `none (${outside.length} pages checked)` : leaking.join(', ')}`);

// zod (and the shared schemas with it, about 32 KB gzip) stays off the first load of the dashboard's overview and of the
// Analytics page: their shared imports come from zod-free modules (order-status.ts, report-range.ts; decision 0009).
// The first load is the entry's static graph and what the server names in the page (.vite/route-preloads.json).
const preloads = JSON.parse(readFileSync(path.join(dist, '.vite/route-preloads.json'), 'utf8')).routes;
const ZOD_FREE = ['/dashboard', '/dashboard/analytics'];
const withZod = ZOD_FREE.filter((address) => {
  const named = preloads.find((route) => route.path === address)?.files;
  if (!named) throw new Error(`.vite/route-preloads.json has no ${address}: did src/app/route-screens.ts change?`);
  return [...staticGraph('index.html'), ...named].some((file) => readFileSync(path.join(dist, file), 'utf8').includes('$ZodError'));
});
console.log(`zod on the first load of ${ZOD_FREE.join(' and ')}: ${withZod.length === 0 ? 'none' : withZod.join(', ')}`);

if (process.argv.includes('--enforce') && withZod.length > 0) {
  console.error('zod is back on a first load that did without it.');
  process.exit(1);
}
if (process.argv.includes('--enforce') && leaking.length > 0) {
  console.error("A page outside the dashboard loads the dashboard's chunk.");
  process.exit(1);
}
if (process.argv.includes('--enforce') && rows.some((row) => !row.ok)) {
  console.error('A route is over its JavaScript budget (kilobytes or files).');
  process.exit(1);
}
if (process.argv.includes('--enforce') && localeRows.some((row) => row.requests !== 1)) {
  console.error('A change of language takes more than one request.');
  process.exit(1);
}
