/**
 * The print bridge (issue 21, decision 0040), end to end: the real bridge program (packages/print-bridge) against a
 * listening Maître — on PostgreSQL a second instance, so every wake crosses instances — and the printer emulator's TCP
 * 9100 sink. It pairs with a code and keeps its session in a 0600 file (a restart needs no code); an accepted order's
 * ticket reaches the sink and decodes to the accented text, confirmed once; with the sink down the printer shows
 * offline, the ticket waits and prints once when the sink is back; two bridges print a ticket once; a revoked bridge's
 * stream closes and the bridge stops. Only a print bridge may use its routes; another restaurant's jobs and printers
 * are 404. Host and port are checked; the plan's printer limit counts bridge printers. Both databases.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type PrintBridge, type PrintBridgeOptions, startPrintBridge } from '@maitre/print-bridge';
import { type RawSink, startRawSink } from '@maitre/printer-emulator';
import { PrinterCreatedResponseSchema, PrinterListResponseSchema } from '@maitre/shared/printers';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminDatabase, createTestApp, TEST_APP_URL } from '../../../test/build-test-app.ts';
import { categoryIds, createOwner, givePlan, pairDevice, type TestOwner } from '../../../test/factories.ts';
import { listenForStreams, type StreamInstance } from '../../../test/stream-instance.ts';
import { menuItems, printJobs, restaurants as restaurantsTable } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let instance: StreamInstance;
let dir = '';
beforeAll(async () => {
  ctx = await createTestApp({
    env: { GUEST_ORDERS_PER_IP_PER_MINUTE: '1000', GUEST_ORDERS_PER_RESTAURANT_PER_MINUTE: '1000', API_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  instance = await listenForStreams(ctx);
  dir = await mkdtemp(path.join(tmpdir(), 'maitre-bridge-'));
}, 60_000);
afterAll(async () => {
  await instance?.close();
  await ctx?.close();
  await rm(dir, { recursive: true, force: true });
});

const DISHES = ['Crème brûlée', 'Käse, Übergröße', 'Paella à la niña', 'Pâté'];
let count = 0;
const running: PrintBridge[] = [];
const sinks: RawSink[] = [];
afterEach(async () => {
  for (const bridge of running.splice(0)) await bridge.stop();
  for (const sink of sinks.splice(0)) await sink.close();
});

async function restaurant(plan: 'snackbar' | 'michelin' = 'michelin') {
  count += 1;
  const slug = `bridge-test-${count}-${Math.random().toString(36).slice(2, 8)}`;
  const owner = await createOwner(ctx.app, { restaurantName: `Chez Pont ${count}` });
  await adminDatabase(ctx.app)
    .db.update(restaurantsTable)
    .set({ slug, timezone: 'Europe/Paris', defaultLanguage: 'fr' })
    .where(eq(restaurantsTable.id, owner.restaurantId));
  await givePlan(ctx.app, owner, plan);
  const category = await categoryIds(ctx.app, owner);
  const dishes = await adminDatabase(ctx.app)
    .db.insert(menuItems)
    .values(DISHES.map((name) => ({ restaurantId: owner.restaurantId, userId: owner.id, name, price: '9.50', categoryId: category['Main Course'] as string })))
    .returning({ id: menuItems.id });
  return { owner, slug, dishes };
}
type Place = Awaited<ReturnType<typeof restaurant>>;

/** A guest's order, accepted by the owner: its kitchen ticket is queued for every printer printing on acceptance. */
async function acceptedOrder({ slug, dishes, owner }: Place): Promise<string> {
  const placed = await ctx.app.inject({
    method: 'POST',
    url: `/api/storefront/${slug}/orders`,
    payload: { customer_name: 'Zoë Dupré', customer_phone: '+33 6 12 34 56 78', items: dishes.map((dish) => ({ menu_item_id: dish.id, quantity: 1 })) },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().order.id as string;
  const accepted = await ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/accept`, headers: owner.headers, payload: { ready_in_minutes: 20 } });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

async function addBridgePrinter(owner: Pick<TestOwner, 'headers'>, port: number, name = 'Grill') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/printers',
    headers: owner.headers,
    payload: { name, protocol: 'bridge', host: '127.0.0.1', port },
  });
  expect(response.statusCode, response.body).toBe(201);
  return PrinterCreatedResponseSchema.strict().parse(response.json()).printer;
}

/** A pairing code for a new print bridge of the owner's restaurant, as Settings → Screens and printers shows it. */
async function bridgeCode(owner: Pick<TestOwner, 'headers'>, name = 'Back office PC') {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/devices', headers: owner.headers, payload: { kind: 'print_bridge', name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { device: { id: string }; pairing: { code: string } };
}

function bridge(options: Partial<PrintBridgeOptions> & { sessionFile: string }, log: string[] = []): PrintBridge {
  const started = startPrintBridge({
    server: instance.url,
    // The app's public address (APP_URL): the test server listens at another one.
    origin: TEST_APP_URL,
    statusIntervalMs: 100,
    backoffMs: { first: 50, max: 200 },
    log: (line) => log.push(line),
    ...options,
  });
  running.push(started);
  return started;
}

/** Waits until `check` holds (the bridge and the server work on their own clocks); fails after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited in vain for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const jobsOf = (printerId: string) => adminDatabase(ctx.app).db.select().from(printJobs).where(eq(printJobs.printerId, printerId)).orderBy(printJobs.createdAt);

async function printerStatus(owner: Pick<TestOwner, 'headers'>, id: string): Promise<string | undefined> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/printers', headers: owner.headers });
  return PrinterListResponseSchema.strict()
    .parse(response.json())
    .printers.find((printer) => printer.id === id)?.status;
}

/** A port nothing listens on (a sink started and closed). */
async function closedPort(): Promise<number> {
  const sink = await startRawSink();
  await sink.close();
  return sink.port;
}

describe('the print bridge', () => {
  it('pairs once with its code, keeps the session in a 0600 file, and prints an accepted order’s ticket on the raw port, accents intact, confirmed once', async () => {
    const place = await restaurant();
    const sink = await startRawSink();
    sinks.push(sink);
    const printer = await addBridgePrinter(place.owner, sink.port);
    expect(printer).toMatchObject({ protocol: 'bridge', host: '127.0.0.1', port: sink.port, status: 'unknown' });
    const { pairing } = await bridgeCode(place.owner);
    const sessionFile = path.join(dir, 'first', 'session.json');
    const log: string[] = [];
    const first = bridge({ code: pairing.code, sessionFile }, log);
    await until(() => first.connected() && first.printers().length === 1, 'the bridge connected with its printer');
    expect(first.printers()[0]).toMatchObject({ id: printer.id, name: 'Grill', host: '127.0.0.1', port: sink.port });
    expect((await stat(sessionFile)).mode & 0o777).toBe(0o600);
    await until(async () => (await printerStatus(place.owner, printer.id)) === 'online', 'Settings shows the printer online');

    const orderId = await acceptedOrder(place);
    const [printed] = await sink.waitForJobs(1, 15_000);
    for (const dish of DISHES) expect(printed?.text).toContain(dish);
    expect(printed?.text).toContain('Cuisine');
    expect(printed?.text).not.toContain('+33');
    await until(async () => (await jobsOf(printer.id))[0]?.state === 'printed', 'the job confirmed');
    await first.stop();
    const jobs = await jobsOf(printer.id);
    expect(jobs.map((job) => [job.orderId, job.purpose, job.state, job.attempts])).toEqual([[orderId, 'kitchen', 'printed', 1]]);
    expect(sink.jobs).toHaveLength(1);
    // The session never reaches the logs.
    const token = (JSON.parse(await readFile(sessionFile, 'utf8')).cookie as string).split('=')[1] as string;
    expect(token.length).toBeGreaterThan(20);
    expect(log.join('\n')).not.toContain(token);

    // A restart: no code, the kept session.
    const again = bridge({ sessionFile });
    await until(() => again.connected() && again.printers().length === 1, 'the restarted bridge connected');
    await acceptedOrder(place);
    await sink.waitForJobs(2, 15_000);
    await until(async () => (await jobsOf(printer.id)).every((job) => job.state === 'printed'), 'both jobs confirmed');
    await again.stop();
    expect(sink.jobs).toHaveLength(2);
  });

  it('shows an unreachable printer offline and keeps its ticket, then prints it once when the printer is back', async () => {
    const place = await restaurant();
    const port = await closedPort();
    const printer = await addBridgePrinter(place.owner, port, 'Bar');
    const { pairing } = await bridgeCode(place.owner);
    const started = bridge({ code: pairing.code, sessionFile: path.join(dir, 'offline', 'session.json') });
    await until(() => started.connected(), 'the bridge connected');
    await until(async () => (await printerStatus(place.owner, printer.id)) === 'offline', 'Settings shows the printer offline');
    await acceptedOrder(place);
    // Offered nothing while offline: the ticket waits in the queue.
    await until(async () => (await jobsOf(printer.id))[0]?.state === 'queued', 'the ticket queued');
    const alerts = await ctx.app.inject({ method: 'GET', url: '/api/printers/alerts', headers: place.owner.headers });
    expect(alerts.json()).toEqual({ offline: [{ id: printer.id, name: 'Bar' }], stopped: [] });

    const sink = await startRawSink({ port });
    sinks.push(sink);
    const [printed] = await sink.waitForJobs(1, 15_000);
    expect(printed?.text).toContain('Crème brûlée');
    await until(async () => (await jobsOf(printer.id))[0]?.state === 'printed', 'the job confirmed');
    await started.stop();
    expect(sink.jobs).toHaveLength(1);
    expect(await printerStatus(place.owner, printer.id)).toBe('online');
  });

  it('reports what the printer answers to the status requests: out of paper, cover open, then online again', async () => {
    const place = await restaurant();
    const sink = await startRawSink();
    sinks.push(sink);
    const printer = await addBridgePrinter(place.owner, sink.port, 'Counter');
    const { pairing } = await bridgeCode(place.owner);
    const log: string[] = [];
    bridge({ code: pairing.code, sessionFile: path.join(dir, 'status', 'session.json') }, log);
    await until(async () => (await printerStatus(place.owner, printer.id)) === 'online', 'Settings shows the printer online');
    sink.setState({ paperOut: true });
    await until(async () => (await printerStatus(place.owner, printer.id)) === 'paper_out', 'Settings shows the printer out of paper');
    // The dashboard's notice names it, for everyone who reads orders.
    const alerts = await ctx.app.inject({ method: 'GET', url: '/api/printers/alerts', headers: place.owner.headers });
    expect(alerts.json()).toEqual({ offline: [], stopped: [{ id: printer.id, name: 'Counter', status: 'paper_out' }] });
    sink.setState({ paperOut: false, coverOpen: true });
    await until(async () => (await printerStatus(place.owner, printer.id)) === 'cover_open', 'Settings shows its cover open');
    sink.setState({ coverOpen: false });
    await until(async () => (await printerStatus(place.owner, printer.id)) === 'online', 'Settings shows the printer online again');
    expect(log).toEqual(
      expect.arrayContaining([
        `Counter (127.0.0.1:${sink.port}) is out of paper.`,
        `Counter (127.0.0.1:${sink.port}) has its cover open.`,
        `Counter (127.0.0.1:${sink.port}) is online.`,
      ]),
    );
    // The heartbeat's connections asked for the status only: nothing printed.
    expect(sink.jobs).toHaveLength(0);
  });

  it('prints a job that failed on the printer once the printer is back: a failed write is reported, never confirmed', async () => {
    const place = await restaurant();
    const sink = await startRawSink();
    sinks.push(sink);
    const printer = await addBridgePrinter(place.owner, sink.port);
    const { pairing } = await bridgeCode(place.owner);
    const started = bridge({ code: pairing.code, sessionFile: path.join(dir, 'fail', 'session.json'), statusIntervalMs: 60_000 });
    await until(() => started.connected() && started.printers().length === 1, 'the bridge connected');
    await until(async () => (await printerStatus(place.owner, printer.id)) === 'online', 'online');
    // The printer goes away between two heartbeats: the write fails, the job goes back to the queue.
    const port = sink.port;
    await sinks.pop()?.close();
    await acceptedOrder(place);
    // Back in the queue with the error (a wake racing the failure may have offered it a second time first: an offer
    // is not a print).
    await until(async () => {
      const [job] = await jobsOf(printer.id);
      return job?.state === 'queued' && job.attempts >= 1 && job.lastError !== null;
    }, 'the failure reported');
    expect(await printerStatus(place.owner, printer.id)).toBe('offline');
    await started.stop();
    // Back, and a bridge with a heartbeat: printed once.
    const back = await startRawSink({ port });
    sinks.push(back);
    bridge({ sessionFile: path.join(dir, 'fail', 'session.json') });
    await back.waitForJobs(1, 15_000);
    await until(async () => (await jobsOf(printer.id))[0]?.state === 'printed', 'the job confirmed');
  });

  it('prints each ticket once with two bridges connected', async () => {
    const place = await restaurant();
    const sink = await startRawSink();
    sinks.push(sink);
    const printer = await addBridgePrinter(place.owner, sink.port);
    const bridges: PrintBridge[] = [];
    for (const name of ['Bar PC', 'Office Pi']) {
      const { pairing } = await bridgeCode(place.owner, name);
      bridges.push(bridge({ code: pairing.code, sessionFile: path.join(dir, name, 'session.json') }));
    }
    await until(() => bridges.every((each) => each.connected() && each.printers().length === 1), 'both bridges connected');
    for (let order = 0; order < 3; order++) await acceptedOrder(place);
    await sink.waitForJobs(3, 15_000);
    await until(async () => (await jobsOf(printer.id)).every((job) => job.state === 'printed'), 'every job confirmed');
    for (const each of bridges) await each.stop();
    expect(sink.jobs).toHaveLength(3);
    expect((await jobsOf(printer.id)).map((job) => job.attempts)).toEqual([1, 1, 1]);
  });

  it('stops when it is revoked: its stream closes at once, its session file goes', async () => {
    const place = await restaurant();
    const sink = await startRawSink();
    sinks.push(sink);
    await addBridgePrinter(place.owner, sink.port);
    const { device, pairing } = await bridgeCode(place.owner);
    const sessionFile = path.join(dir, 'revoked', 'session.json');
    const log: string[] = [];
    const revokedBridge = bridge({ code: pairing.code, sessionFile, statusIntervalMs: 60_000 }, log);
    await until(() => revokedBridge.connected(), 'the bridge connected');
    const revoke = await ctx.app.inject({ method: 'DELETE', url: `/api/devices/${device.id}`, headers: place.owner.headers });
    expect(revoke.statusCode).toBe(204);
    const end = await revokedBridge.done;
    expect(end).toMatchObject({ reason: 'revoked' });
    expect(revokedBridge.connected()).toBe(false);
    await expect(stat(sessionFile)).rejects.toThrow();
    // Started again without a code: it says what to do.
    const without = bridge({ sessionFile });
    expect(await without.done).toMatchObject({ reason: 'pairing-failed', message: expect.stringContaining('--code') });
  });
});

describe('the print bridge’s routes', () => {
  it('are a print bridge’s only: a member, a kitchen screen or nobody is refused', async () => {
    const place = await restaurant();
    const screen = await pairDevice(ctx.app, place.owner, 'kitchen_display', 'Pass');
    const routes = [
      { method: 'POST' as const, url: '/api/print-bridge/confirm', payload: { token: 'x' } },
      { method: 'POST' as const, url: '/api/print-bridge/fail', payload: { token: 'x' } },
      { method: 'POST' as const, url: '/api/print-bridge/status', payload: { printers: [] } },
      { method: 'GET' as const, url: '/api/print-bridge/events' },
    ];
    for (const route of routes) {
      expect((await ctx.app.inject({ ...route, headers: place.owner.headers })).statusCode, `owner ${route.url}`).toBe(403);
      expect((await ctx.app.inject({ ...route, headers: screen.headers })).statusCode, `screen ${route.url}`).toBe(403);
      expect((await ctx.app.inject({ ...route, headers: { origin: TEST_APP_URL } })).statusCode, `nobody ${route.url}`).toBe(401);
    }
  });

  it('answer 404 for another restaurant’s printer or job, and record nothing', async () => {
    const mine = await restaurant();
    const theirs = await restaurant();
    const port = await closedPort();
    const theirPrinter = await addBridgePrinter(theirs.owner, port);
    await acceptedOrder(theirs);
    // Their job, offered to their bridge (a token exists).
    const theirBridge = await pairDevice(ctx.app, theirs.owner, 'print_bridge');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/print-bridge/status',
      headers: theirBridge.headers,
      payload: { printers: [{ id: theirPrinter.id, status: 'online' }] },
    });
    const { offerJobs } = await import('./print-bridge.service.ts');
    const [offered] = await offerJobs(ctx.app.database, theirs.owner.restaurantId, theirBridge.id, { resend: false });
    expect(offered?.token).toBeTruthy();
    const myBridge = await pairDevice(ctx.app, mine.owner, 'print_bridge');
    const status = await ctx.app.inject({
      method: 'POST',
      url: '/api/print-bridge/status',
      headers: myBridge.headers,
      payload: { printers: [{ id: theirPrinter.id, status: 'offline' }] },
    });
    expect(status.statusCode).toBe(404);
    const confirm = await ctx.app.inject({ method: 'POST', url: '/api/print-bridge/confirm', headers: myBridge.headers, payload: { token: offered?.token } });
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const fail = await ctx.app.inject({ method: 'POST', url: '/api/print-bridge/fail', headers: myBridge.headers, payload: { token: offered?.token } });
    expect(fail.statusCode).toBe(404);
    expect((await jobsOf(theirPrinter.id))[0]).toMatchObject({ state: 'offered' });
    expect(await printerStatus(theirs.owner, theirPrinter.id)).toBe('online');
    // Their own bridge confirms it: printed, and a second confirmation changes nothing.
    for (let time = 0; time < 2; time++) {
      const own = await ctx.app.inject({ method: 'POST', url: '/api/print-bridge/confirm', headers: theirBridge.headers, payload: { token: offered?.token } });
      expect(own.statusCode).toBe(200);
    }
    expect((await jobsOf(theirPrinter.id))[0]).toMatchObject({ state: 'printed' });
  });

  it('checks a bridge printer’s host and port, and counts it against the plan’s printers', async () => {
    const place = await restaurant('snackbar');
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/printers', headers: place.owner.headers, payload: { name: 'Bar', ...payload } });
    for (const [payload, field] of [
      [{ protocol: 'bridge' }, 'host'],
      [{ protocol: 'bridge', host: 'http://192.168.1.50' }, 'host'],
      [{ protocol: 'bridge', host: '192.168.1.50:9100' }, 'host'],
      [{ protocol: 'bridge', host: '192.168.1.999' }, 'host'],
      [{ protocol: 'bridge', host: 'printer.local', port: 0 }, 'port'],
      [{ protocol: 'bridge', host: 'printer.local', port: 65536 }, 'port'],
      [{ protocol: 'cloudprnt', host: '192.168.1.50' }, 'host'],
    ] as const) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error.fieldErrors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const ipv6 = await post({ protocol: 'bridge', host: '[fe80::1]' });
    expect(ipv6.statusCode, ipv6.body).toBe(201);
    expect(ipv6.json().printer).toMatchObject({ host: 'fe80::1', port: 9100 });
    // The address the bridge is started with: Maître's own.
    expect(ipv6.json().url).toBe(TEST_APP_URL);
    // Snackbar: one printer.
    const second = await post({ protocol: 'bridge', host: 'kitchen-printer.local', port: 9101 });
    expect(second.statusCode).toBe(403);
    expect(second.json().error.code).toBe('PLAN_LIMIT_REACHED');
    const id = ipv6.json().printer.id as string;
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/printers/${id}`,
      headers: place.owner.headers,
      payload: { host: '10.0.0.7', port: 9101 },
    });
    expect(moved.json().printer).toMatchObject({ host: '10.0.0.7', port: 9101 });
    const wrong = await ctx.app.inject({ method: 'PATCH', url: `/api/printers/${id}`, headers: place.owner.headers, payload: { host: 'ftp://10.0.0.7' } });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fieldErrors)).toEqual(['host']);
    // A polling printer has no address of its own on the restaurant's network.
    await ctx.app.inject({ method: 'DELETE', url: `/api/printers/${id}`, headers: place.owner.headers });
    const star = await post({ protocol: 'cloudprnt' });
    expect(star.statusCode).toBe(201);
    expect(star.json().url).toMatch(/\/api\/cloudprnt\//);
    const starMoved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/printers/${star.json().printer.id}`,
      headers: place.owner.headers,
      payload: { port: 9100 },
    });
    expect(starMoved.statusCode).toBe(400);
    expect(starMoved.json().error.fieldErrors).toEqual({ port: ['Only a network printer reached through the print bridge has an address and a port.'] });
  });
});
