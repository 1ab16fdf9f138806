/**
 * The bench scenario "order placed → on a dashboard held on another instance" (issue 20): dashboards of `owners`
 * restaurants hold `/api/events` open on instance B while guests place orders on instance A at a steady `rate` per
 * second (after one second of the same, not counted: the streams', statements' and JIT's warm-up); each order's latency is from the moment its POST leaves the guest to the moment B's stream delivers its
 * `order.created` to that restaurant's dashboard (PostgreSQL's LISTEN/NOTIFY carries it between instances). A
 * dashboard then refetches its list, one GET /api/orders (measured by its own scenario).
 */
import http from 'node:http';
import type { ServerProcess } from '../apps/api/test/server-process.ts';

export interface LiveOwner {
  cookie: string;
  slug: string;
  menuItemIds: string[];
}

export interface LiveLatency {
  orders: number;
  delivered: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

/** Opens a stream (a restaurant's dashboard's, or `path`); `onEvent` hears each event with its arrival time. */
export function openStream(
  server: ServerProcess,
  cookie: string,
  onEvent: (event: string, data: string, at: number) => void,
  path = '/api/events',
): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}${path}`, { headers: { accept: 'text/event-stream', cookie } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`${path} answered ${response.statusCode}`));
        response.resume();
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let boundary = buffer.indexOf('\n\n');
        while (boundary !== -1) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const event = block.match(/^event: (.+)$/m)?.[1];
          const data = block.match(/^data: (.+)$/m)?.[1];
          if (event && data) onEvent(event, data, at);
          boundary = buffer.indexOf('\n\n');
        }
      });
      resolve(() => request.destroy());
    });
    request.on('error', reject);
  });
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

export async function crossInstanceLatency({
  placeOn,
  watchOn,
  owners,
  rate,
  seconds,
}: {
  placeOn: ServerProcess;
  watchOn: ServerProcess;
  owners: LiveOwner[];
  rate: number;
  seconds: number;
}): Promise<LiveLatency> {
  const arrived = new Map<string, number>();
  const closers = await Promise.all(
    owners.map((owner) =>
      openStream(watchOn, owner.cookie, (event, data, at) => {
        if (event !== 'order.created') return;
        const { id } = JSON.parse(data) as { id?: string };
        if (id && !arrived.has(id)) arrived.set(id, at);
      }),
    ),
  );
  // Give every stream a moment to be subscribed on B before the first order.
  await new Promise((done) => setTimeout(done, 500));

  const placed = new Map<string, number>();
  let errors = 0;
  const inFlight: Array<Promise<void>> = [];
  const warmup = rate;
  const total = warmup + Math.max(1, Math.round(rate * seconds));
  const started = performance.now();
  for (let index = 0; index < total; index += 1) {
    // A steady pace: the n-th order leaves at n / rate seconds, whatever the answers' speed.
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const owner = pick(owners);
    const sentAt = performance.now();
    inFlight.push(
      fetch(`${placeOn.url}/api/storefront/${owner.slug}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: placeOn.url },
        body: JSON.stringify({
          customer_name: 'Bench Guest',
          customer_phone: '+33 6 12 34 56 78',
          items: [{ menu_item_id: pick(owner.menuItemIds), quantity: 1 }],
        }),
      })
        .then(async (response) => {
          const body = (await response.json()) as { order?: { id: string } };
          if (response.status !== 201 || !body.order) errors += 1;
          else if (index >= warmup) placed.set(body.order.id, sentAt);
        })
        .catch(() => {
          errors += 1;
        }),
    );
  }
  await Promise.all(inFlight);
  // Events still on their way: wait up to two seconds for the last ones.
  const deadline = performance.now() + 2_000;
  while (performance.now() < deadline && [...placed.keys()].some((id) => !arrived.has(id))) await new Promise((done) => setTimeout(done, 20));
  for (const close of closers) close();

  const latencies = [...placed].flatMap(([id, sentAt]) => {
    const at = arrived.get(id);
    return at === undefined ? [] : [at - sentAt];
  });
  latencies.sort((a, b) => a - b);
  const quantile = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN) * 10) / 10;
  return {
    orders: placed.size,
    delivered: latencies.length,
    p50: quantile(0.5),
    p99: quantile(0.99),
    max: quantile(1),
    // An order never delivered to its dashboard counts as an error.
    errors: errors + (placed.size - latencies.length),
  };
}
