/**
 * `npm run bench:web-trace`: what the browser's main thread does while a page of the app loads, task by task, with
 * our own code named — the tool behind docs/PERFORMANCE.md's "The session and the screen's code in the page".
 * Lighthouse says how long the tasks are; this says what is in them.
 *
 *   npm run bench:web-trace -- [--page /dashboard] [--loads 3] [--cpu 4] [--long 50] [--locale fr] [--frames 20]
 *
 * Builds the web app with source maps (apps/web/dist; built again without them at the end), seeds the demo owner and
 * starts the server as `npm run bench:web` does (bench/web-server.ts), then loads the page `--loads` times in the
 * system Chromium (in `--locale`'s language: navigator.languages and Accept-Language), signed in as the owner, on a phone's screen with the CPU slowed `--cpu` times (Lighthouse's phone:
 * 4), no network throttling. It records a trace (the main thread's tasks) and a CPU profile (what ran inside them,
 * mapped to the sources) of each load and prints:
 *
 * - per load, the largest-paint candidates (ms after navigation);
 * - the main thread's time per trace event, self time, averaged over the loads;
 * - for the last load, every task of `--long` ms or more: its start, its length, its biggest trace events, and where
 *   its CPU samples fell — by the deepest frame in our sources (`own`) and by the frame that was running (`leaf`);
 *   the largest 6 and 4 of them, or `--frames` of each.
 *
 * All times are the slowed-down ones, as Lighthouse counts them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { CHROMIUM, startDemoServer } from './web-server.ts';

const { values: args } = parseArgs({
  options: {
    page: { type: 'string', default: '/dashboard' },
    loads: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    long: { type: 'string', default: '50' },
    locale: { type: 'string', default: 'en' },
    frames: { type: 'string' },
  },
});
const loads = Math.max(1, Number(args.loads) || 3);
const cpuRate = Math.max(1, Number(args.cpu) || 4);
const longTaskMs = Number(args.long) || 50;
// How many of a task's frames to print: 6 `own` and 4 `leaf` unless `--frames` says.
const ownFrames = Number(args.frames) || 6;
const leafFrames = Number(args.frames) || 4;
const root = path.dirname(import.meta.dirname);
const web = path.join(root, 'apps/web');
if (!CHROMIUM) {
  console.error('No Chromium found (set CHROMIUM_PATH or install the Debian package `chromium`).');
  process.exit(1);
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Task {
  start: number;
  length: number;
  event: TraceEvent & { dur: number };
  events: Array<{ name: string; ms: number }>;
  own: Map<string, number>;
  leaf: Map<string, number>;
}

function build(sourceMaps: boolean) {
  const result = spawnSync('npx', ['vite', 'build', ...(sourceMaps ? ['--sourcemap'] : [])], { cwd: web, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the web build failed:\n${result.stdout}${result.stderr}`);
}

const maps = new Map<string, SourceMapConsumer | null>();
/** The source map of a built file the page loaded, if the build wrote one. */
function mapOf(url: string): SourceMapConsumer | null {
  if (!url.includes('/assets/')) return null;
  const file = path.join(web, 'dist', `${new URL(url).pathname}.map`);
  if (!maps.has(file)) maps.set(file, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  return maps.get(file) ?? null;
}

const add = (into: Map<string, number>, key: string, value: number) => into.set(key, (into.get(key) ?? 0) + value);
const top = (from: Map<string, number>, count: number) => [...from].sort((a, b) => b[1] - a[1]).slice(0, count);

build(true);
const demo = await startDemoServer();
const selfTime = new Map<string, number>();
let lastTasks: Task[] = [];
try {
  const { server, cookie } = demo;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  for (let load = 1; load <= loads; load += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: args.locale,
    });
    await context.addCookies(
      cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: server.url })),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (batch) => events.push(...(batch.value as unknown as TraceEvent[])));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8,blink,loading', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}${args.page}`, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor();
    // The page's later work (its data's answers, idle callbacks) belongs to the load too.
    await page.waitForTimeout(2_500);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await traced;
    await context.close();

    // The renderer's main thread: the one that ran our scripts.
    const main = events.find(
      (event) =>
        event.name === 'thread_name' &&
        event.args?.name === 'CrRendererMain' &&
        events.some((other) => other.pid === event.pid && other.name === 'FunctionCall'),
    );
    if (!main) throw new Error('no renderer main thread in the trace');
    const complete = events
      .filter((event): event is TraceEvent & { dur: number } => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === main.pid)?.ts ?? complete[0]?.ts ?? 0;
    const paints = events.filter((event) => event.name === 'largestContentfulPaint::Candidate' && event.pid === main.pid);
    console.log(`load ${load}: largest-paint candidates at ${paints.map((event) => ((event.ts - navigation) / 1000).toFixed(0)).join(', ')} ms`);

    // Self time per event, and the top-level tasks with their events one and two levels down.
    const tasks: Task[] = [];
    const stack: Array<TraceEvent & { dur: number; children?: number }> = [];
    for (const event of complete) {
      while (stack.length > 0 && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= event.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) parent.children = (parent.children ?? 0) + event.dur;
      else if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')
        tasks.push({ start: (event.ts - navigation) / 1000, length: event.dur / 1000, event, events: [], own: new Map(), leaf: new Map() });
      if (stack.length === 1 || stack.length === 2) tasks.at(-1)?.events.push({ name: `${'  '.repeat(stack.length - 1)}${event.name}`, ms: event.dur / 1000 });
      stack.push(event);
    }
    for (const event of complete as Array<TraceEvent & { dur: number; children?: number }>) {
      const url = typeof event.args?.data?.url === 'string' ? ` ${event.args.data.url.replace(server.url, '')}` : '';
      add(
        selfTime,
        `${event.name}${event.name === 'EvaluateScript' || event.name === 'FunctionCall' ? url : ''}`,
        (event.dur - (event.children ?? 0)) / 1000 / loads,
      );
    }

    // The CPU samples, placed in the long tasks by time (the profile and the trace share the clock).
    const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
    const parentOf = new Map<number, number>();
    for (const node of nodes.values()) for (const child of node.children ?? []) parentOf.set(child, node.id);
    const labels = new Map<number, string>();
    const label = (id: number): string => {
      let text = labels.get(id);
      if (text === undefined) {
        const frame = (nodes.get(id) as ProfileNode).callFrame;
        const position = mapOf(frame.url)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
        text = position?.source
          ? `${position.name ?? frame.functionName} ${position.source.replace(/^.*?(node_modules|src)\//, '$1/')}:${position.line}`
          : `${frame.functionName || '(anonymous)'} ${frame.url.replace(server.url, '')}`;
        labels.set(id, text);
      }
      return text;
    };
    const ownFrame = (id: number): string => {
      for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) if (label(at).includes(' src/')) return label(at);
      return '(none of our frames)';
    };
    const long = tasks.filter((task) => task.length >= longTaskMs);
    let time = profile.startTime;
    for (const [index, id] of profile.samples?.entries() ?? []) {
      const previous = time;
      time += profile.timeDeltas?.[index] ?? 0;
      if ((nodes.get(id) as ProfileNode).callFrame.functionName === '(idle)') continue;
      const task = long.find((candidate) => time >= candidate.event.ts && time <= candidate.event.ts + candidate.event.dur);
      if (!task) continue;
      add(task.own, ownFrame(id), (time - previous) / 1000);
      add(task.leaf, label(id), (time - previous) / 1000);
    }
    lastTasks = long;
  }
  await browser.close();
} finally {
  await demo.stop();
  build(false);
}

console.log(`\nMain thread, self time per trace event (ms per load, CPU ${cpuRate}× slower):`);
for (const [name, ms] of top(selfTime, 30)) console.log(`${ms.toFixed(1).padStart(8)}  ${name}`);
console.log(`\nTasks of ${longTaskMs} ms or more in load ${loads} (start and length in ms):`);
for (const task of lastTasks) {
  console.log(`${task.start.toFixed(0).padStart(6)} ${task.length.toFixed(0).padStart(5)}`);
  for (const event of task.events.filter((candidate) => candidate.ms >= 4)) console.log(`${' '.repeat(14)}${event.ms.toFixed(1).padStart(6)}  ${event.name}`);
  for (const [frame, ms] of top(task.own, ownFrames)) console.log(`${' '.repeat(10)}own ${ms.toFixed(1).padStart(6)}  ${frame}`);
  for (const [frame, ms] of top(task.leaf, leafFrames)) console.log(`${' '.repeat(9)}leaf ${ms.toFixed(1).padStart(6)}  ${frame}`);
}
