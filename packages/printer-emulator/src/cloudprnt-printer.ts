/**
 * A virtual Star CloudPRNT printer: it polls a server the way a Star printer does (CloudPRNT protocol, version 1):
 *
 * 1. POST its status as JSON (`statusCode` "200 OK", "410 Out of Paper", "420 Cover Open" …, `printerMAC`);
 * 2. when the answer says `jobReady`, GET the job in a media type it supports (`?type=…&mac=…&token=…`);
 * 3. "print" it (decode the bytes back to text), then DELETE with the result (`?code=200%20OK&mac=…&token=…`).
 *
 * It can be told to fail: offline (stops polling), out of paper or cover open (reports it and fetches nothing), or
 * crash after fetching a job and before confirming it (the job must be offered again, once).
 */
import { type DecodedJob, decodePrinterBytes } from './escpos-decoder.ts';
import { startPollLoop } from './poll-loop.ts';

export type VirtualPrinterState = 'ready' | 'offline' | 'paper_out' | 'cover_open';

export interface PrintedJob extends DecodedJob {
  mediaType: string;
  token: string | null;
  printedAt: Date;
}

export interface CloudPrntPrinterOptions {
  /** The server URL typed into the printer's web page. */
  url: string;
  /** Poll interval in ms (a real printer: 5000 by default); 0: poll only when told to (pollOnce). */
  intervalMs?: number;
  mac?: string;
  /** Media types it accepts, best first. */
  mediaTypes?: string[];
}

const STATUS_CODES: Record<Exclude<VirtualPrinterState, 'offline'>, string> = {
  ready: '200 OK',
  paper_out: '410 Out of Paper',
  cover_open: '420 Cover Open',
};

export interface CloudPrntPrinter {
  readonly mac: string;
  readonly printed: PrintedJob[];
  state: VirtualPrinterState;
  /** The next fetched job is not confirmed (the printer dies between GET and DELETE); it is not printed either. */
  crashBeforeConfirm(): void;
  /** One poll cycle: status, and the job if one is ready. Resolves to the job printed, if any. */
  pollOnce(): Promise<PrintedJob | null>;
  /** Resolves when `count` jobs have been printed (polling on its interval). */
  waitForPrinted(count: number, timeoutMs?: number): Promise<PrintedJob[]>;
  stop(): void;
}

function dialectOf(mediaType: string): 'escpos' | 'starprnt' | null {
  if (mediaType.startsWith('application/vnd.star.starprnt')) return 'starprnt';
  // Star Line Mode selects its code page and styles with the same ESC / ESC GS sequences the decoder reads for StarPRNT.
  if (mediaType.startsWith('application/vnd.star.line')) return 'starprnt';
  return null;
}

export function startCloudPrntPrinter(options: CloudPrntPrinterOptions): CloudPrntPrinter {
  const mac = options.mac ?? '00:11:62:00:00:01';
  const mediaTypes = options.mediaTypes ?? ['application/vnd.star.starprnt', 'application/vnd.star.line', 'text/plain'];
  const printed: PrintedJob[] = [];
  let crashNext = false;
  // The interval's first poll comes after `printer` exists below.
  const loop = startPollLoop(() => cycle(), printed, options.intervalMs);
  const withQuery = (query: Record<string, string>) => {
    const url = new URL(options.url);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url;
  };

  const printer: CloudPrntPrinter = {
    mac,
    printed,
    state: 'ready',
    crashBeforeConfirm() {
      crashNext = true;
    },
    pollOnce: loop.pollOnce,
    waitForPrinted: loop.waitForPrinted,
    stop: loop.stop,
  };

  async function cycle(): Promise<PrintedJob | null> {
    if (printer.state === 'offline') return null;
    const status = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        status: printer.state === 'ready' ? '23 86 0 0 0 0 0 0 0 ' : '23 86 8 0 0 0 0 0 0 ',
        printerMAC: mac,
        statusCode: encodeURIComponent(STATUS_CODES[printer.state]),
        printingInProgress: false,
        clientAction: null,
      }),
    });
    if (!status.ok) return null;
    const answer = (await status.json()) as { jobReady?: boolean; mediaTypes?: string[]; jobToken?: string };
    if (!answer.jobReady || printer.state !== 'ready') return null;
    const type = mediaTypes.find((candidate) => answer.mediaTypes?.includes(candidate));
    if (!type) return null;
    const token = answer.jobToken ?? null;
    const job = await fetch(withQuery({ type, mac, ...(token ? { token } : {}) }));
    if (!job.ok) return null;
    const bytes = Buffer.from(await job.arrayBuffer());
    if (crashNext) {
      crashNext = false;
      return null;
    }
    const dialect = dialectOf(type);
    const decoded = dialect ? decodePrinterBytes(bytes, dialect) : { text: bytes.toString('utf8'), cuts: 1 };
    const done: PrintedJob = { ...decoded, mediaType: type, token, printedAt: new Date() };
    printed.push(done);
    await fetch(withQuery({ code: '200 OK', mac, ...(token ? { token } : {}) }), { method: 'DELETE' });
    return done;
  }

  return printer;
}
