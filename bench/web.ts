/**
 * `npm run bench:web`: Lighthouse on /login, /dashboard and /dashboard/analytics (signed in as the seeded demo owner), /r/{slug} and /kitchen (as a
 * paired kitchen display, with a dozen accepted orders on it), against the
 * real server (built web app, local mode, a throwaway PGlite database) in the system Chromium. Prints one table —
 * Performance, Accessibility, Best Practices, LCP, TBT, CLS per page — with the failing audits of every category under
 * its target (Performance ≥ 95, Accessibility 100, Best Practices 100), and writes bench/results/web-<date>.json.
 *
 *   npm run bench:web -- [--runs 3] [--preset mobile|desktop|tablet|both|mobile,tablet…] [--pages login,dashboard,analytics,storefront,kitchen]
 *                        [--locale fr] [--cpu 6] [--reports] [--verbose]
 *
 * Without `--preset`, each page runs on its own device: /kitchen on a tablet (issue 21), the others on a phone.
 * `--locale` runs the browser in that language (Chromium's --lang and the Accept-Language header): the pages then load
 * that language's catalog chunk before their first paint, as a visitor's browser in that language does (issue 18).
 * `--cpu` sets the simulated CPU slowdown (the presets' is 4): the scores follow the machine's speed (Lighthouse's
 * benchmark index, in the JSON), and 4 × (this machine's index ÷ another's) stands in for that other machine.
 *
 * Each page runs `--runs` times, each in a fresh browser. The table shows the median of each figure over the runs and
 * every run's Performance score; the failing audits come from the run with the median score. `mobile` is Lighthouse's
 * default (a mid-range phone on a throttled 4G network, simulated); `desktop` is its desktop preset; `tablet` is the
 * mobile preset's network and CPU throttling on a 1024 × 768 landscape screen (a kitchen tablet on the wall). A missed target
 * prints MISSED; the exit code stays 0 (it is a benchmark), and is 1 only when the bench itself fails. `--reports` also
 * writes the HTML report (and its JSON, .lhr.json) of those runs: bench/results/web-<date>-<preset>-<page>.html.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Flags, generateReport, type Result } from 'lighthouse';
import type { ServerProcess } from '../apps/api/test/server-process.ts';
import { buildWebIfNeeded, CHROMIUM, startDemoServer } from './web-server.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    preset: { type: 'string' },
    pages: { type: 'string', default: 'login,dashboard,analytics,storefront,kitchen' },
    verbose: { type: 'boolean', default: false },
    reports: { type: 'boolean', default: false },
    locale: { type: 'string', default: 'en' },
    cpu: { type: 'string' },
  },
});
const locale = args.locale ?? 'en';
const runs = Math.max(1, Number(args.runs) || 3);
/** `--cpu`: the simulated CPU slowdown instead of the preset's 4×, to stand in for a slower machine (PERFORMANCE.md). */
const cpuSlowdown = args.cpu === undefined ? undefined : Number(args.cpu);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error(`--cpu must be a slowdown of at least 1, not ${args.cpu}`);
const PRESETS = ['mobile', 'desktop', 'tablet'] as const;
type Preset = (typeof PRESETS)[number];
/** The presets asked for; undefined: each page's own (`Page.preset`). */
const presets = args.preset === undefined ? undefined : ((args.preset === 'both' ? 'mobile,desktop' : args.preset).split(',') as Preset[]);
for (const preset of presets ?? [])
  if (!(PRESETS as readonly string[]).includes(preset)) throw new Error(`--preset must be mobile, desktop, tablet, both or a list, not ${preset}`);

/**
 * A kitchen tablet: the mobile preset's simulated throttling (150 ms RTT, 1.6 Mbit/s, a 4× slower CPU) on a 1024 × 768
 * landscape screen at 2× density, with an Android tablet's user agent (no "Mobile").
 */
const tabletConfig: Config = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 1024, height: 768, deviceScaleFactor: 2, disabled: false },
    emulatedUserAgent: 'Mozilla/5.0 (Linux; Android 14; SM-X210) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
  },
};
const CONFIGS: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig, tablet: tabletConfig };

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
type CategoryId = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as CategoryId[];

// Without the background-networking flags Chromium keeps dialling Google's services, which a closed network refuses.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A busy kitchen for /kitchen: `orders` orders taken on the dashboard and accepted (the display shows them), and a
 * kitchen display paired with its code. Answers the display's cookie (maitre_device_session).
 */
async function pairKitchenDisplay(server: ServerProcess, cookie: string, orders: number): Promise<string> {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = { cookie }) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { origin: server.url, ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const { menuItems: all } = (await (await call('GET', '/api/menu-items')).json()) as {
    menuItems: Array<{ id: string; is_available: boolean; portions_left: number | null }>;
  };
  const menuItems = all.filter((dish) => dish.is_available && (dish.portions_left === null || dish.portions_left > 10));
  for (let index = 0; index < orders; index += 1) {
    const dishes = [menuItems[index % menuItems.length], menuItems[(index * 7 + 3) % menuItems.length]].filter((dish) => dish !== undefined);
    const created = (await (
      await call('POST', '/api/orders', {
        customer_name: `Guest ${index + 1}`,
        items: dishes.map((dish, line) => ({ menu_item_id: dish.id, quantity: 1 + ((index + line) % 3) })),
        ...(index % 3 === 0 ? { notes: 'No onions, please' } : {}),
      })
    ).json()) as { order: { id: string } };
    await call('POST', `/api/orders/${created.order.id}/accept`, { ready_in_minutes: 20 });
  }
  const { pairing } = (await (await call('POST', '/api/devices', { kind: 'kitchen_display', name: 'Pass' })).json()) as { pairing: { code: string } };
  const paired = await call('POST', '/api/devices/pair', { code: pairing.code }, {});
  return paired.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

// ---------------------------------------------------------------------------------------------------------------------
// Lighthouse

interface Page {
  name: string;
  path: string;
  /** Sent with every request of the page (the session cookie for /dashboard; Lighthouse clears the browser's storage). */
  headers?: Record<string, string>;
  /** The device it is measured on when `--preset` is not given. */
  preset: Preset;
}

interface Failing {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

interface PageResult {
  /** The median run's full result, for `--reports`; not written to the summary JSON. */
  lhr?: Result;
  page: string;
  url: string;
  preset: Preset;
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Performance score of every run, in run order. */
  performanceRuns: number[];
  benchmarkIndex: number;
  failing: Partial<Record<CategoryId, Failing[]>>;
  runWarnings: string[];
}

async function lighthouseOnce(url: string, preset: Preset, headers: Record<string, string> | undefined): Promise<Result> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'maitre-lighthouse-'));
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: [...CHROME_FLAGS, `--lang=${locale}`], userDataDir, logLevel: 'silent' });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: args.verbose ? 'info' : 'error',
      onlyCategories: [...CATEGORIES],
      extraHeaders: { 'accept-language': locale, ...headers },
      ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    };
    const result = await lighthouse(url, flags, CONFIGS[preset]);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true }).catch(() => {});
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: that run is retried. */
async function withRetries<T>(attempt: () => Promise<T>, label: string, tries = 3): Promise<T> {
  for (let left = tries - 1; ; left -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (left === 0) throw error;
      console.log(`  ${label} failed (${error instanceof Error ? error.message : String(error)}); trying again`);
    }
  }
}

/** Audits that cost a category points: scored below 1 (or below 0.9 for a metric or an opportunity) and not n/a. */
function failingAudits(lhr: Result, category: CategoryId): Failing[] {
  const failing: Failing[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || ['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
    const bar = audit.scoreDisplayMode === 'numeric' || audit.scoreDisplayMode === 'metricSavings' ? 0.9 : 1;
    if (audit.score >= bar) continue;
    if (category !== 'performance' && ref.weight === 0) continue;
    failing.push({ id: audit.id, title: audit.title, score: audit.score, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) });
  }
  return failing;
}

const score = (lhr: Result, category: CategoryId) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

async function measure(page: Page, baseUrl: string, preset: Preset): Promise<PageResult> {
  const url = `${baseUrl}${page.path}`;
  const results: Result[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const lhr = await withRetries(() => lighthouseOnce(url, preset, page.headers), `${preset} ${page.name} run ${run}`);
    console.log(
      `  ${preset} ${page.name} run ${run}/${runs}: ${CATEGORIES.map((category) => `${category} ${score(lhr, category)}`).join(', ')}` +
        `, LCP ${Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
    );
    results.push(lhr);
  }
  const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // The run whose Performance score is the median one: its failing audits and its report are shown.
  const typical = byMedian(results, (lhr) => score(lhr, 'performance'));
  if (typical.finalDisplayedUrl !== url) console.log(`  note: ${url} ended on ${typical.finalDisplayedUrl}`);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round(median(results.map((lhr) => score(lhr, category))))])) as Record<
    CategoryId,
    number
  >;
  const failing: PageResult['failing'] = {};
  for (const category of CATEGORIES) {
    if (scores[category] < TARGETS[category])
      failing[category] = failingAudits(
        byMedian(results, (lhr) => score(lhr, category)),
        category,
      );
  }
  return {
    page: page.name,
    url: typical.finalDisplayedUrl,
    preset,
    scores,
    lcpMs: Math.round(median(results.map((lhr) => metric(lhr, 'largest-contentful-paint')))),
    tbtMs: Math.round(median(results.map((lhr) => metric(lhr, 'total-blocking-time')))),
    cls: Math.round(median(results.map((lhr) => metric(lhr, 'cumulative-layout-shift'))) * 1000) / 1000,
    fcpMs: Math.round(median(results.map((lhr) => metric(lhr, 'first-contentful-paint')))),
    performanceRuns: results.map((lhr) => score(lhr, 'performance')),
    // Lighthouse's CPU benchmark of the moment (higher is faster): how busy the shared machine was.
    benchmarkIndex: Math.round(median(results.map((lhr) => lhr.environment.benchmarkIndex))),
    failing,
    runWarnings: typical.runWarnings,
    lhr: typical,
  };
}

/** The median of the values (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The run whose value is the median one (the lower middle for an even count). */
function byMedian(results: Result[], value: (lhr: Result) => number): Result {
  return [...results].sort((a, b) => value(a) - value(b))[Math.floor((results.length - 1) / 2)] as Result;
}

// ---------------------------------------------------------------------------------------------------------------------
// Output

function printTable(rows: PageResult[]) {
  const header = ['page', 'preset', 'Performance', 'Accessibility', 'Best Practices', 'LCP ms', 'TBT ms', 'CLS', 'CPU index', 'perf runs'];
  const mark = (value: number, category: CategoryId) => `${value}${value < TARGETS[category] ? ' MISSED' : ''}`;
  const lines = rows.map((row) => [
    row.page,
    row.preset,
    mark(row.scores.performance, 'performance'),
    mark(row.scores.accessibility, 'accessibility'),
    mark(row.scores['best-practices'], 'best-practices'),
    String(row.lcpMs),
    String(row.tbtMs),
    row.cls.toFixed(3),
    String(row.benchmarkIndex),
    row.performanceRuns.join('/'),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${lines.map(format).join('\n')}`);
  console.log("CPU index: Lighthouse's benchmark index, the median of the runs (higher is a faster machine)");
  console.log(`targets: Performance ≥ ${TARGETS.performance}, Accessibility ${TARGETS.accessibility}, Best Practices ${TARGETS['best-practices']}`);

  const missed = rows.filter((row) => Object.keys(row.failing).length > 0);
  if (missed.length === 0) {
    console.log('\nAll targets met.');
    return;
  }
  console.log('\nMISSED:');
  for (const row of missed) {
    for (const [category, audits] of Object.entries(row.failing)) {
      console.log(`  ${row.page} (${row.preset}) ${category} ${row.scores[category as CategoryId]} < ${TARGETS[category as CategoryId]}:`);
      for (const audit of audits ?? [])
        console.log(`    - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [score ${audit.score}]`);
      if (!audits?.length) console.log('    (no single audit below its bar: the score is the weighted sum of the metrics)');
    }
  }
}

function chromiumVersion(): string {
  const result = spawnSync(CHROMIUM as string, ['--version'], { encoding: 'utf8' });
  return result.stdout.trim();
}

// ---------------------------------------------------------------------------------------------------------------------

if (!CHROMIUM) {
  console.error('No Chromium found (set CHROMIUM_PATH or install the Debian package `chromium`): Lighthouse cannot run.');
  process.exit(1);
}

buildWebIfNeeded();
const rows: PageResult[] = [];
const loadBefore = os.loadavg();
const demo = await startDemoServer();
try {
  const { server, cookie, slug } = demo;
  const wanted = new Set(args.pages?.split(','));
  const pages: Page[] = [
    { name: '/login', path: '/login', preset: 'mobile' as const },
    { name: '/dashboard', path: '/dashboard', headers: { Cookie: cookie }, preset: 'mobile' as const },
    // Issue 22: the Analytics page (its figures, charts and tables a lazy chunk) over the demo's orders.
    { name: '/dashboard/analytics', path: '/dashboard/analytics', headers: { Cookie: cookie }, preset: 'mobile' as const },
    { name: '/r/{slug}', path: `/r/${slug}`, preset: 'mobile' as const },
    // Only the display's device cookie: no member session (a kitchen tablet signs in with its pairing code).
    { name: '/kitchen', path: '/kitchen', preset: 'tablet' as const },
  ].filter((page) => wanted.has(page.name === '/r/{slug}' ? 'storefront' : (page.name.split('/').pop() ?? page.name)));
  const kitchen = pages.find((page) => page.name === '/kitchen');
  if (kitchen) kitchen.headers = { Cookie: await pairKitchenDisplay(server, cookie, 12) };
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} in ${chromiumVersion()}, ` +
      `${runs} run(s) per page, ${presets ? presets.join(' and ') : 'each page on its own device'}` +
      `${cpuSlowdown === undefined ? '' : `, CPU slowed ${cpuSlowdown}× (not the preset's)`}; server ${server.url}; ${os.cpus().length} CPUs, load ${loadBefore.map((load) => load.toFixed(2)).join(' ')}`,
  );
  for (const preset of presets ?? [undefined])
    for (const page of pages) {
      const run = preset ?? page.preset;
      rows.push(await measure(page, server.url, run));
    }
} finally {
  await demo.stop();
}

printTable(rows);
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: process.platform,
  chromium: chromiumVersion(),
  loadBefore,
  loadAfter: os.loadavg(),
};
await mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
const stem = path.join(import.meta.dirname, 'results', `web-${new Date().toISOString().replace(/[:.]/g, '-')}`);
const summary = rows.map(({ lhr: _lhr, ...row }) => row);
await writeFile(
  `${stem}.json`,
  JSON.stringify({ date: new Date().toISOString(), machine, runs, locale, cpuSlowdown, targets: TARGETS, rows: summary }, null, 2),
);
console.log(`\nwritten to ${path.relative(process.cwd(), `${stem}.json`)}`);
if (args.reports) {
  for (const row of rows) {
    if (!row.lhr) continue;
    const file = `${stem}-${row.preset}-${row.page.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}.html`;
    await writeFile(file, generateReport(row.lhr, 'html'));
    await writeFile(file.replace(/\.html$/, '.lhr.json'), JSON.stringify(row.lhr));
    console.log(`report: ${path.relative(process.cwd(), file)}`);
  }
}
