/** A minimal EventSource over node:http for tests, so they see exactly the bytes and status a browser would. */
import http from 'node:http';

export interface SseClient {
  status: number;
  contentType: string | undefined;
  /** The response body when the server did not open a stream (an error's JSON). */
  body(): string;
  events: Array<{ event: string; data: unknown }>;
  /** The SSE id of each event in `events` (undefined: the event had none), in the same order. */
  ids: Array<string | undefined>;
  /** Resolves when the server ends the stream (or the connection closes). */
  ended: Promise<void>;
  close(): void;
  /** Waits until `count` events have arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
}

export function connectSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      let text = '';
      let buffer = '';
      let markEnded = () => {};
      const client: SseClient = {
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        body: () => text,
        events: [],
        ids: [],
        ended: new Promise((done) => {
          markEnded = done;
        }),
        close: () => request.destroy(),
        waitFor: (count, timeoutMs = 5_000) =>
          new Promise((done, fail) => {
            const started = Date.now();
            const check = () => {
              if (client.events.length >= count) return done();
              if (Date.now() - started > timeoutMs) return fail(new Error(`expected ${count} events, got ${client.events.length}`));
              setTimeout(check, 20);
            };
            check();
          }),
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        buffer += chunk;
        let boundary = buffer.indexOf('\n\n');
        while (boundary !== -1) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const event = block.match(/^event: (.+)$/m)?.[1];
          const data = block.match(/^data: (.+)$/m)?.[1];
          if (event && data) {
            client.events.push({ event, data: JSON.parse(data) });
            client.ids.push(block.match(/^id: (.+)$/m)?.[1]);
          }
          boundary = buffer.indexOf('\n\n');
        }
      });
      response.on('end', () => markEnded());
      response.on('close', () => markEnded());
      if (response.statusCode !== 200) {
        // Not a stream: resolve once the whole (error) body has arrived.
        response.on('end', () => resolve(client));
        return;
      }
      // A stream: resolve once it is open (the server writes a comment first).
      response.once('data', () => resolve(client));
    });
    request.on('error', reject);
  });
}

/** Resolves true when the stream ended within `ms`, false otherwise. */
export async function endsWithin(client: SseClient, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const result = await Promise.race([client.ended.then(() => true), timeout]);
  clearTimeout(timer);
  return result;
}
