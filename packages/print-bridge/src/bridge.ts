/**
 * Maître's print bridge (issue 21, decision 0040). It runs on a PC or a Raspberry Pi on the restaurant's network:
 *
 * 1. pairs once with a code from Settings → Screens and printers (`POST /api/devices/pair`) and keeps the device
 *    session in a file (0600) — a restart needs no new code;
 * 2. holds one outward connection to Maître (`GET /api/print-bridge/events`, Server-Sent Events), reconnecting with
 *    backoff and `Last-Event-ID`; the server's heartbeat arrives every 25 s, and a connection silent for 70 s is
 *    dropped and made again;
 * 3. writes each job's ESC/POS bytes to its printer's `host:port` over TCP, one job at a time per printer, and
 *    confirms it (`POST /api/print-bridge/confirm`) only once the write finished and the connection closed cleanly —
 *    or reports the failure (`/fail`: the job goes back to the queue, the printer shows as offline);
 * 4. reports every printer's status on a heartbeat (`/status`: offline when its port takes no connection, else what
 *    the printer answers to ESC/POS's real-time status requests — cover open, paper out, an error — or online), so
 *    Settings and the dashboard show it, and a printer back online gets its waiting jobs;
 * 5. stops with a clear message when its session is revoked (401): the file is deleted, a new code is needed.
 *
 * Logs never contain the session.
 */
import { PrinterUnreachable, type RawPrinterAddress, type RawPrinterStatus, readStatus, writeRaw } from './raw-printer.ts';
import { type BridgeSession, deleteSession, readSession, writeSession } from './session.ts';

export interface PrintBridgeOptions {
  /** Maître's address, like https://app.example. */
  server: string;
  /** The pairing code (K7QM-3XPA): needed only when the session file holds no session for this server. */
  code?: string | undefined;
  sessionFile: string;
  /**
   * The Origin the bridge's requests carry (Maître refuses a state change with a cookie from elsewhere): the server's
   * own origin unless it is reached at another address than its public one.
   */
  origin?: string | undefined;
  /** Seconds between status heartbeats (default 10). */
  statusIntervalMs?: number;
  /** A job's TCP write: its timeout. */
  writeTimeoutMs?: number;
  /** Reconnection backoff: first wait and cap. */
  backoffMs?: { first: number; max: number };
  log?: (line: string) => void;
}

export type BridgeEnd =
  | { reason: 'stopped' }
  /** The session was revoked (or signed out): a new code is needed. */
  | { reason: 'revoked'; message: string }
  /** It could not pair (wrong, used or expired code; not a print bridge's code; no code and no session). */
  | { reason: 'pairing-failed'; message: string };

export interface PrintBridge {
  /** Resolves when the bridge stops: asked to, revoked, or pairing failed. */
  done: Promise<BridgeEnd>;
  stop(): Promise<void>;
  /** The printers the server sent last. */
  printers(): BridgePrinter[];
  /** Whether the event stream is open now. */
  connected(): boolean;
}

interface BridgePrinter extends RawPrinterAddress {
  id: string;
  name: string;
}

interface BridgeJob {
  id: string;
  token: string;
  printer_id: string;
  bytes: string;
}

type Status = RawPrinterStatus;

/** The log's words for a status: "Bar (192.168.1.40:9100) is out of paper." */
const STATUS_WORDS: Record<Status, string> = {
  online: 'is online',
  offline: 'is offline',
  paper_out: 'is out of paper',
  cover_open: 'has its cover open',
  error: 'reports an error',
};

/** Tokens already written to a printer (kept a while): a job sent again after a reconnection is confirmed, not printed twice. */
const WRITTEN_KEPT = 500;
/** The server sends a comment every 25 s: this long without a byte means the connection is dead. */
const SILENCE_MS = 70_000;

class Revoked extends Error {}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The device session cookie (`name=value`) from a pairing answer's Set-Cookie headers. */
function sessionCookieOf(response: Response): string | null {
  const headers = typeof response.headers.getSetCookie === 'function' ? response.headers.getSetCookie() : [response.headers.get('set-cookie') ?? ''];
  for (const header of headers) {
    const pair = header.split(';')[0]?.trim() ?? '';
    if (/^(__Secure-)?maitre_device_session=/.test(pair)) return pair;
  }
  return null;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    return body.error?.message ?? `HTTP ${response.status}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}

/** Pairs with `code`: the session to keep, or why not. */
export async function pair(server: string, code: string, origin: string): Promise<BridgeSession | { error: string }> {
  const response = await fetch(`${server}/api/devices/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ code }),
  });
  if (!response.ok) return { error: await errorMessage(response) };
  const answer = (await response.json()) as { kind?: string; name?: string; restaurant_name?: string };
  if (answer.kind !== 'print_bridge') {
    return { error: `This code pairs a ${answer.kind ?? 'device'}, not a print bridge: in Settings → Screens and printers, add a "Print bridge".` };
  }
  const cookie = sessionCookieOf(response);
  if (!cookie) return { error: 'Maître answered without a device session.' };
  return { server, cookie, name: answer.name ?? '', restaurantName: answer.restaurant_name ?? '', pairedAt: new Date().toISOString() };
}

export function startPrintBridge(options: PrintBridgeOptions): PrintBridge {
  const server = trimSlash(options.server);
  const origin = options.origin ? trimSlash(options.origin) : new URL(server).origin;
  const log = options.log ?? ((line: string) => console.log(`${new Date().toISOString()} ${line}`));
  const statusIntervalMs = options.statusIntervalMs ?? 10_000;
  const backoff = options.backoffMs ?? { first: 1_000, max: 30_000 };
  let session: BridgeSession | null = null;
  let printers: BridgePrinter[] = [];
  let stopped = false;
  let isConnected = false;
  let lastEventId: string | undefined;
  let streamAbort: AbortController | null = null;
  let statusTimer: NodeJS.Timeout | undefined;
  let finish: (end: BridgeEnd) => void = () => {};
  const done = new Promise<BridgeEnd>((resolve) => {
    finish = resolve;
  });
  /** Each printer's jobs, one at a time. */
  const queues = new Map<string, Promise<void>>();
  const written = new Set<string>();
  /** Tokens received (queued, written or failed here): a token is acted on once. */
  const seen = new Set<string>();
  const printing = new Set<string>();
  const lastStatus = new Map<string, Status>();

  const end = (result: BridgeEnd) => {
    if (stopped) return;
    stopped = true;
    clearTimeout(statusTimer);
    streamAbort?.abort();
    finish(result);
  };

  const revoked = async () => {
    await deleteSession(options.sessionFile);
    end({ reason: 'revoked', message: 'This print bridge was revoked in Maître (or signed out). Pair it again with a new code.' });
  };

  /** A POST to one of the bridge's routes; throws Revoked on 401. Answers the status. */
  const post = async (path: string, body: unknown): Promise<number> => {
    const response = await fetch(`${server}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie: session?.cookie ?? '' },
      body: JSON.stringify(body),
    });
    await response.body?.cancel();
    if (response.status === 401) throw new Revoked();
    return response.status;
  };

  const guard = async (task: () => Promise<void>) => {
    try {
      await task();
    } catch (error) {
      if (error instanceof Revoked) await revoked();
      else log(`Could not reach Maître: ${(error as Error).message}`);
    }
  };

  /** Confirms a written job, a few times over a lost connection (the server confirms a token once, whatever the repeats). */
  const confirm = async (job: BridgeJob, printer: BridgePrinter) => {
    for (let attempt = 0; attempt < 5 && !stopped; attempt++) {
      try {
        const status = await post('/api/print-bridge/confirm', { token: job.token });
        if (status === 200) log(`Printed a ticket on ${printer.name}.`);
        else log(`Maître did not take the confirmation of a ticket on ${printer.name} (HTTP ${status}).`);
        return;
      } catch (error) {
        if (error instanceof Revoked) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1_000 * (attempt + 1)));
      }
    }
  };

  const runJob = async (job: BridgeJob) => {
    const printer = printers.find((candidate) => candidate.id === job.printer_id);
    if (!printer) return;
    if (written.has(job.token)) {
      await confirm(job, printer);
      return;
    }
    printing.add(printer.id);
    try {
      await writeRaw(printer, Buffer.from(job.bytes, 'base64'), options.writeTimeoutMs ? { timeoutMs: options.writeTimeoutMs } : {});
    } catch (error) {
      const code = error instanceof PrinterUnreachable ? error.code : 'ERROR';
      log(`Could not print on ${printer.name} (${printer.host}:${printer.port}): ${code}. The ticket waits in Maître until the printer is back.`);
      lastStatus.set(printer.id, 'offline');
      await post('/api/print-bridge/fail', { token: job.token, status: 'offline', detail: code });
      return;
    } finally {
      printing.delete(printer.id);
    }
    written.add(job.token);
    if (written.size > WRITTEN_KEPT) written.delete(written.values().next().value as string);
    lastStatus.set(printer.id, 'online');
    await confirm(job, printer);
  };

  const enqueue = (job: BridgeJob) => {
    // Sent again after a reconnection while still queued here, being written, or already given back as failed: once is
    // enough (a written one is confirmed again by runJob).
    if (seen.has(job.token) && !written.has(job.token)) return;
    seen.add(job.token);
    if (seen.size > WRITTEN_KEPT) seen.delete(seen.values().next().value as string);
    const previous = queues.get(job.printer_id) ?? Promise.resolve();
    const next = previous.then(() => (stopped ? undefined : guard(() => runJob(job))));
    queues.set(job.printer_id, next);
  };

  /** The heartbeat: each printer's status read from its port (one busy printing is online), the statuses sent. */
  const reportStatus = async () => {
    if (printers.length === 0 || stopped) return;
    const reports = await Promise.all(
      printers.map(async (printer) => {
        const status: Status = printing.has(printer.id) ? 'online' : await readStatus(printer);
        if (lastStatus.get(printer.id) !== status) log(`${printer.name} (${printer.host}:${printer.port}) ${STATUS_WORDS[status]}.`);
        lastStatus.set(printer.id, status);
        return { id: printer.id, status };
      }),
    );
    if (stopped) return;
    const status = await post('/api/print-bridge/status', { printers: reports });
    // A printer removed meanwhile: the next `printers` event brings the new list.
    if (status !== 200 && status !== 404) log(`Maître did not take the printers' status (HTTP ${status}).`);
  };
  const scheduleStatus = () => {
    clearTimeout(statusTimer);
    if (stopped) return;
    statusTimer = setTimeout(() => {
      void guard(reportStatus).finally(scheduleStatus);
    }, statusIntervalMs);
  };

  const onEvent = (type: string, data: string, id: string | undefined) => {
    if (id !== undefined) lastEventId = id;
    if (type === 'printers') {
      printers = (JSON.parse(data) as { printers: BridgePrinter[] }).printers;
      log(
        `Printers: ${printers.map((printer) => `${printer.name} (${printer.host}:${printer.port})`).join(', ') || 'none yet (add one in Settings → Printers)'}.`,
      );
      void guard(reportStatus);
    } else if (type === 'job') {
      enqueue(JSON.parse(data) as BridgeJob);
    }
  };

  /** One connection: resolves when it ends (the server closed it, silence, a network error); throws Revoked on 401. */
  const connectOnce = async (onOpen: () => void) => {
    streamAbort = new AbortController();
    const abort = streamAbort;
    let silence: NodeJS.Timeout | undefined;
    const resetSilence = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), SILENCE_MS);
    };
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream', cookie: session?.cookie ?? '' };
      if (lastEventId) headers['last-event-id'] = lastEventId;
      resetSilence();
      const response = await fetch(`${server}/api/print-bridge/events`, { headers, signal: abort.signal });
      if (response.status === 401) {
        await response.body?.cancel();
        throw new Revoked();
      }
      if (!response.ok || !response.body) {
        const message = await errorMessage(response);
        if (response.status === 403) {
          end({ reason: 'pairing-failed', message: `This device is not a print bridge: ${message}` });
          return;
        }
        throw new Error(message);
      }
      isConnected = true;
      onOpen();
      log(`Connected to ${server}.`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        resetSilence();
        buffer += value.replace(/\r\n?/g, '\n');
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          let type = 'message';
          let id: string | undefined;
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') type = text;
            else if (field === 'data') data.push(text);
            else if (field === 'id') id = text;
          }
          if (data.length > 0) onEvent(type, data.join('\n'), id);
          boundary = buffer.indexOf('\n\n');
        }
      }
    } finally {
      clearTimeout(silence);
      isConnected = false;
    }
  };

  const run = async () => {
    session = await readSession(options.sessionFile);
    if (session && trimSlash(session.server) !== server) session = null;
    if (!session) {
      if (!options.code) {
        end({ reason: 'pairing-failed', message: 'No session yet: start the bridge with --code and a pairing code from Settings → Screens and printers.' });
        return;
      }
      let paired: BridgeSession | { error: string };
      try {
        paired = await pair(server, options.code, origin);
      } catch (error) {
        paired = { error: `could not reach Maître at ${server} (${(error as Error).message})` };
      }
      if ('error' in paired) {
        end({ reason: 'pairing-failed', message: `Pairing failed: ${paired.error}` });
        return;
      }
      session = paired;
      await writeSession(options.sessionFile, session);
      log(`Paired as "${session.name}" for ${session.restaurantName}; the session is kept in ${options.sessionFile}.`);
    }
    scheduleStatus();
    let wait = backoff.first;
    while (!stopped) {
      try {
        await connectOnce(() => {
          wait = backoff.first;
        });
        if (stopped) return;
        log('The connection to Maître ended; connecting again.');
      } catch (error) {
        if (error instanceof Revoked) {
          await revoked();
          return;
        }
        if (stopped) return;
        log(`Could not connect to Maître (${(error as Error).message}); trying again in ${Math.round(wait / 1000)} s.`);
      }
      await new Promise((resolve) => setTimeout(resolve, wait + Math.floor(Math.random() * (wait / 4))));
      wait = Math.min(wait * 2, backoff.max);
    }
  };

  // What is left to fail here is local (the session file cannot be read or written): said once, by whoever awaits `done`.
  run().catch((error: unknown) => end({ reason: 'pairing-failed', message: `The print bridge stopped: ${(error as Error).message}` }));

  return {
    done,
    async stop() {
      end({ reason: 'stopped' });
      await Promise.allSettled([...queues.values()]);
    },
    printers: () => printers,
    connected: () => isConnected,
  };
}
