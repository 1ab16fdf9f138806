/**
 * Issue 21's speed scenarios, on PostgreSQL with two instances (`npm run bench -- --db postgres --only kitchen,printer`):
 *
 * - **Kitchen display** (`kitchenDisplayLatency`): paired kitchen displays (device sessions, decision 0036) hold
 *   `/api/kitchen/events` open on instance B while a manager accepts pending online orders on instance A at a steady
 *   rate (the real accept route). For each accepted order and each of its restaurant's displays: from the moment the
 *   accept leaves A's client to the moment B's stream delivers its `order.updated` (status `confirmed`), and to the
 *   moment that display's read of its tickets (`GET /api/kitchen/tickets`, started when the event arrived, as the
 *   web display does) holds the ticket. The web display gathers events for 50 ms before it reads (a burst costs one
 *   read); that wait is by design and not counted here.
 * - **Printers** (`printerPollLatency`): Star CloudPRNT (or Epson Server Direct Print) printers poll B while orders are
 *   accepted on A (each accept writes the printer's job in its own transaction: auto-print on "accepted"). Per job:
 *   from the moment the poll leaves the printer to the moment it holds the job — CloudPRNT's POST that answers
 *   `jobReady` plus the GET that returns the ticket's bytes; SDP's one GetRequest that answers the ePOS-Print XML. For
 *   context: the empty polls, the accept's answer (the job is available from its commit) and accepted → job in the
 *   printer's hands (which mostly measures the printer's poll interval).
 *
 * The first `rate` orders of each run (one second) are not counted: the streams', statements' and JIT's warm-up.
 */
import type { ServerProcess } from '../apps/api/test/server-process.ts';
import { type LiveOwner, openStream } from './live-orders.ts';

export interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** p50 / p99 / max of `values` in ms, one decimal (nearest-rank on the sorted values, as live-orders.ts reads them). */
export function summarise(values: readonly number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN) * 10) / 10;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

function send(server: ServerProcess, path: string, options: { method?: string; cookie?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: options.method ?? 'POST',
    headers: { origin: server.url, ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.body ? { 'content-type': 'application/json' } : {}) },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A new kitchen display of the owner's restaurant, paired with its code: the device's cookie. */
async function pairDisplay(server: ServerProcess, owner: LiveOwner, name: string): Promise<string> {
  const created = (await expectOk(await send(server, '/api/devices', { cookie: owner.cookie, body: { kind: 'kitchen_display', name } }), 'add a display')) as {
    pairing: { code: string };
  };
  const paired = await send(server, '/api/devices/pair', { body: { code: created.pairing.code } });
  await expectOk(paired, 'pair a display');
  return paired.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** `count` guest orders, spread over the owners in turn, placed 10 at a time: they arrive `pending` (auto-accept is off). */
async function placePendingOrders(server: ServerProcess, owners: LiveOwner[], count: number): Promise<Array<{ owner: LiveOwner; id: string }>> {
  const placed: Array<{ owner: LiveOwner; id: string }> = [];
  for (let first = 0; first < count; first += 10) {
    const batch = Array.from({ length: Math.min(10, count - first) }, async (_, offset) => {
      const owner = owners[(first + offset) % owners.length] as LiveOwner;
      const body = (await expectOk(
        await send(server, `/api/storefront/${owner.slug}/orders`, {
          body: {
            customer_name: 'Bench Guest',
            customer_phone: '+33 6 12 34 56 78',
            items: [{ menu_item_id: owner.menuItemIds[(first + offset) % owner.menuItemIds.length], quantity: 2 }],
          },
        }),
        'place an order',
      )) as { order: { id: string; status: string } };
      if (body.order.status !== 'pending') throw new Error(`a guest order arrived ${body.order.status}, not pending (auto-accept on?)`);
      return { owner, id: body.order.id };
    });
    placed.push(...(await Promise.all(batch)));
  }
  return placed;
}

/**
 * Accepts `orders` on `server` at a steady `rate` per second (the n-th leaves at n / rate s, whatever the answers'
 * speed). `onSent` hears each accept's id and departure time before it leaves; answers each accept's round trip.
 */
async function acceptAtRate(
  server: ServerProcess,
  orders: Array<{ owner: LiveOwner; id: string }>,
  rate: number,
  onSent: (id: string, index: number, sentAt: number) => void,
): Promise<{ roundTrips: Map<string, number>; errors: number }> {
  const roundTrips = new Map<string, number>();
  let errors = 0;
  const inFlight: Array<Promise<void>> = [];
  const started = performance.now();
  for (const [index, { owner, id }] of orders.entries()) {
    const wait = started + (index * 1000) / rate - performance.now();
    if (wait > 0) await pause(wait);
    const sentAt = performance.now();
    onSent(id, index, sentAt);
    inFlight.push(
      send(server, `/api/orders/${id}/accept`, { cookie: owner.cookie, body: { ready_in_minutes: 15 } })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 200) roundTrips.set(id, performance.now() - sentAt);
          else errors += 1;
        })
        .catch(() => {
          errors += 1;
        }),
    );
  }
  await Promise.all(inFlight);
  return { roundTrips, errors };
}

export interface KitchenLatency {
  orders: number;
  displays: number;
  /** Accept sent on A → the event on B's kitchen stream, per order and display. */
  event: Latency;
  /** Accept sent on A → the display's read of its tickets (on B, begun when the event came) holds the ticket. */
  ticket: Latency;
  /** The accept's own round trip on A. */
  accept: Latency;
  /** Accepts refused or lost, and (order, display) pairs never delivered or never read. */
  errors: number;
}

/**
 * Order accepted on `acceptOn` → ticket on the kitchen displays of its restaurant, held on `watchOn`. Every owner's
 * restaurant gets `displaysPerRestaurant` paired displays; `rate` accepts a second for `seconds` (plus one second of
 * warm-up). Expects the restaurants' displays to start empty (the caller clears seeded open orders).
 */
export async function kitchenDisplayLatency({
  acceptOn,
  watchOn,
  owners,
  displaysPerRestaurant,
  rate,
  seconds,
}: {
  acceptOn: ServerProcess;
  watchOn: ServerProcess;
  owners: LiveOwner[];
  displaysPerRestaurant: number;
  rate: number;
  seconds: number;
}): Promise<KitchenLatency> {
  const warmup = rate;
  const orders = await placePendingOrders(acceptOn, owners, warmup + Math.max(1, Math.round(rate * seconds)));
  const ownerOf = new Map(orders.map(({ owner, id }) => [id, owner]));

  interface Display {
    owner: LiveOwner;
    cookie: string;
    heard: Map<string, number>;
    read: Map<string, number>;
    reading: boolean;
    again: boolean;
    errors: number;
  }
  const displays: Display[] = [];
  for (const [index, owner] of owners.entries())
    for (let n = 1; n <= displaysPerRestaurant; n += 1)
      displays.push({
        owner,
        cookie: await pairDisplay(acceptOn, owner, `Bench display ${index + 1}.${n}`),
        heard: new Map(),
        read: new Map(),
        reading: false,
        again: false,
        errors: 0,
      });

  /** A display's read after an event: one at a time; events during a read make one more read after it. */
  const readTickets = async (display: Display) => {
    if (display.reading) {
      display.again = true;
      return;
    }
    display.reading = true;
    try {
      do {
        display.again = false;
        const waiting = [...display.heard.keys()].filter((id) => !display.read.has(id));
        const response = await fetch(`${watchOn.url}/api/kitchen/tickets?station=all`, { headers: { cookie: display.cookie } });
        if (!response.ok) {
          display.errors += 1;
          await response.arrayBuffer();
          continue;
        }
        const body = (await response.json()) as { tickets: Array<{ id: string }> };
        const at = performance.now();
        const open = new Set(body.tickets.map((ticket) => ticket.id));
        for (const id of waiting) if (open.has(id)) display.read.set(id, at);
      } while (display.again);
    } finally {
      display.reading = false;
    }
  };

  const closers = await Promise.all(
    displays.map((display) =>
      openStream(
        watchOn,
        display.cookie,
        (event, data, at) => {
          if (event !== 'order.updated') return;
          const { id, status } = JSON.parse(data) as { id?: string; status?: string };
          if (!id || status !== 'confirmed' || ownerOf.get(id) !== display.owner || display.heard.has(id)) return;
          display.heard.set(id, at);
          void readTickets(display);
        },
        '/api/kitchen/events',
      ),
    ),
  );
  // Give every stream a moment to be subscribed on B before the first accept.
  await pause(500);

  const sentAt = new Map<string, number>();
  const { roundTrips, errors } = await acceptAtRate(acceptOn, orders, rate, (id, index, at) => {
    if (index >= warmup) sentAt.set(id, at);
  });
  // Events and reads still on their way: up to two seconds for the last ones.
  const expected = (display: Display) => [...sentAt.keys()].filter((id) => ownerOf.get(id) === display.owner && roundTrips.has(id));
  const deadline = performance.now() + 2_000;
  while (performance.now() < deadline && displays.some((display) => display.reading || expected(display).some((id) => !display.read.has(id)))) await pause(20);
  for (const close of closers) close();

  const event: number[] = [];
  const ticket: number[] = [];
  let missing = 0;
  for (const display of displays) {
    for (const id of expected(display)) {
      const sent = sentAt.get(id) as number;
      const heard = display.heard.get(id);
      const read = display.read.get(id);
      if (heard === undefined || read === undefined) missing += 1;
      if (heard !== undefined) event.push(heard - sent);
      if (read !== undefined) ticket.push(read - sent);
    }
  }
  return {
    orders: sentAt.size,
    displays: displays.length,
    event: summarise(event),
    ticket: summarise(ticket),
    accept: summarise([...sentAt.keys()].flatMap((id) => (roundTrips.has(id) ? [roundTrips.get(id) as number] : []))),
    errors: errors + missing + displays.reduce((sum, display) => sum + display.errors, 0),
  };
}

export interface PrinterLatency {
  protocol: 'cloudprnt' | 'epson_sdp';
  printers: number;
  orders: number;
  /** The poll leaves the printer → the printer holds the job (CloudPRNT: POST jobReady + GET; SDP: one GetRequest). */
  pollToJob: Latency;
  /** CloudPRNT's two parts of `pollToJob`: the POST that offers the job, the GET that renders and returns it. */
  offer?: Latency;
  fetch?: Latency;
  /** Polls that found nothing waiting (CloudPRNT: the POST; SDP: the GetRequest). */
  emptyPoll: Latency;
  /** Accept sent → its answer: the job is written in the accept's transaction, so it is available from then on. */
  accept: Latency;
  /** Accept sent → the job in its printer's hands (mostly the printer's poll interval). */
  acceptedToPrinter: Latency;
  errors: number;
}

const STAR_MEDIA_TYPE = 'application/vnd.star.starprnt';

/** The SDP printer's answer to a job (ePOS-Print response), as packages/printer-emulator writes it. */
const sdpResponse = (jobId: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><PrintResponseInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer</devid>' +
  `<printjobid>${jobId}</printjobid></Parameter><PrintResponse><response xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print" ` +
  'success="true" code="" status="2" battery="0"/></PrintResponse></ePOSPrint></PrintResponseInfo>';

/**
 * Order accepted on `acceptOn` → kitchen ticket handed to a polling printer on `pollOn`. Each owner's restaurant gets
 * one printer of `protocol` (kitchen tickets of every station, auto-print when accepted: the defaults); each printer
 * polls every `pollIntervalMs` on average, and again at once after a job (a queue drains without waiting), the requests a Star
 * or Epson printer sends (packages/printer-emulator). `rate` accepts a second for `seconds`, after one second of warm-up.
 */
export async function printerPollLatency({
  acceptOn,
  pollOn,
  owners,
  protocol,
  rate,
  seconds,
  pollIntervalMs,
}: {
  acceptOn: ServerProcess;
  pollOn: ServerProcess;
  owners: LiveOwner[];
  protocol: 'cloudprnt' | 'epson_sdp';
  rate: number;
  seconds: number;
  pollIntervalMs: number;
}): Promise<PrinterLatency> {
  const warmup = rate;
  const orders = await placePendingOrders(acceptOn, owners, warmup + Math.max(1, Math.round(rate * seconds)));
  const printers = await Promise.all(
    owners.map(async (owner, index) => {
      const created = (await expectOk(
        await send(acceptOn, '/api/printers', { cookie: owner.cookie, body: { name: `Bench printer ${index + 1}`, protocol } }),
        'add a printer',
      )) as { url: string; printer: { id: string } };
      // The address the printer is given holds its secret: the same path on the polled instance.
      return { owner, id: created.printer.id, url: `${pollOn.url}${new URL(created.url).pathname}` };
    }),
  );

  const pollToJob: number[] = [];
  const offers: number[] = [];
  const fetches: number[] = [];
  const emptyPoll: number[] = [];
  /** Per restaurant, when each job reached its printer, in order (jobs are handed oldest first). */
  const handed = new Map<LiveOwner, number[]>();
  let errors = 0;
  let running = true;
  /** Polls are counted once the warm-up's accepts are out. */
  let countFrom = Number.POSITIVE_INFINITY;

  /** One poll; answers whether it got a job. */
  const cloudPrntPoll = async (url: string, owner: LiveOwner): Promise<boolean> => {
    const started = performance.now();
    const poll = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: '23 86 0 0 0 0 0 0 0 ', printerMAC: '00:11:62:00:00:01', statusCode: '200%20OK', printingInProgress: false }),
    });
    const answer = (await poll.json()) as { jobReady?: boolean; jobToken?: string };
    if (!poll.ok) errors += 1;
    if (!answer.jobReady || !answer.jobToken) {
      if (started >= countFrom) emptyPoll.push(performance.now() - started);
      return false;
    }
    const offered = performance.now();
    const query = `type=${encodeURIComponent(STAR_MEDIA_TYPE)}&mac=00%3A11%3A62%3A00%3A00%3A01&token=${encodeURIComponent(answer.jobToken)}`;
    const job = await fetch(`${url}?${query}`);
    const bytes = await job.arrayBuffer();
    const at = performance.now();
    if (!job.ok || bytes.byteLength === 0) {
      errors += 1;
      return false;
    }
    if (started >= countFrom) {
      pollToJob.push(at - started);
      offers.push(offered - started);
      fetches.push(at - offered);
    }
    handed.set(owner, [...(handed.get(owner) ?? []), at]);
    const confirmed = await fetch(`${url}?code=200%20OK&${query}`, { method: 'DELETE' });
    await confirmed.arrayBuffer();
    if (!confirmed.ok) errors += 1;
    return true;
  };

  const sdpPost = (url: string, form: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ID: 'kitchen-1', Name: 'TM-m30III', ...form }).toString(),
    });
  const sdpPoll = async (url: string, owner: LiveOwner): Promise<boolean> => {
    const started = performance.now();
    const answer = await sdpPost(url, { ConnectionType: 'GetRequest' });
    const body = await answer.text();
    const at = performance.now();
    if (!answer.ok) errors += 1;
    const jobId = /<printjobid>([^<]*)<\/printjobid>/.exec(body)?.[1];
    if (!jobId) {
      if (started >= countFrom) emptyPoll.push(at - started);
      return false;
    }
    if (started >= countFrom) pollToJob.push(at - started);
    handed.set(owner, [...(handed.get(owner) ?? []), at]);
    const confirmed = await sdpPost(url, { ConnectionType: 'SetResponse', ResponseFile: sdpResponse(jobId) });
    await confirmed.arrayBuffer();
    if (!confirmed.ok) errors += 1;
    return true;
  };

  const poll = protocol === 'cloudprnt' ? cloudPrntPoll : sdpPoll;
  const loops = printers.map(async ({ owner, url }, index) => {
    // The printers' polls spread over the interval, as printers switched on at different moments are.
    await pause((index * pollIntervalMs) / printers.length);
    while (running) {
      const gotJob = await poll(url, owner).catch(() => {
        errors += 1;
        return false;
      });
      // Each wait drawn between half and one and a half intervals: the polls do not fall into step with the accepts
      // (which leave each restaurant at a fixed pace), so accepted → at the printer samples every phase of the wait.
      if (!gotJob) await pause(pollIntervalMs * (0.5 + Math.random()));
    }
  });

  /** Per restaurant, when each of its orders' accept left, in order. */
  const sent = new Map<LiveOwner, Array<{ at: number; counted: boolean; id: string }>>();
  const ownerOf = new Map(orders.map(({ owner, id }) => [id, owner]));
  const { roundTrips, errors: acceptErrors } = await acceptAtRate(acceptOn, orders, rate, (id, index, at) => {
    const owner = ownerOf.get(id) as LiveOwner;
    if (index === warmup) countFrom = at;
    sent.set(owner, [...(sent.get(owner) ?? []), { at, counted: index >= warmup, id }]);
  });
  // The last jobs: until every accepted order's job reached its printer, or two poll intervals and a second.
  const total = () => [...handed.values()].reduce((sum, list) => sum + list.length, 0);
  const deadline = performance.now() + 2 * pollIntervalMs + 1_000;
  while (performance.now() < deadline && total() < roundTrips.size) await pause(20);
  running = false;
  await Promise.all(loops);
  // Removed again: the plan's one printer per restaurant is free for the next run on the same data (--rls both).
  for (const { owner, id } of printers)
    await expectOk(await send(acceptOn, `/api/printers/${id}`, { method: 'DELETE', cookie: owner.cookie }), 'remove a printer');

  // A restaurant's jobs are handed oldest first, and its orders were accepted one after another (rate / restaurants
  // a second, far apart): its k-th job handed is its k-th order accepted.
  const acceptedToPrinter: number[] = [];
  let unprinted = 0;
  for (const [owner, list] of sent) {
    const times = handed.get(owner) ?? [];
    const accepted = list.filter(({ id }) => roundTrips.has(id));
    for (const [k, { at, counted }] of accepted.entries()) {
      const got = times[k];
      if (got === undefined) unprinted += counted ? 1 : 0;
      else if (counted) acceptedToPrinter.push(got - at);
    }
  }
  const countedIds = [...sent.values()].flat().filter(({ counted }) => counted);
  return {
    protocol,
    printers: printers.length,
    orders: countedIds.length,
    pollToJob: summarise(pollToJob),
    ...(protocol === 'cloudprnt' ? { offer: summarise(offers), fetch: summarise(fetches) } : {}),
    emptyPoll: summarise(emptyPoll),
    accept: summarise(countedIds.flatMap(({ id }) => (roundTrips.has(id) ? [roundTrips.get(id) as number] : []))),
    acceptedToPrinter: summarise(acceptedToPrinter),
    errors: errors + acceptErrors + unprinted,
  };
}
