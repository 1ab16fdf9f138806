/**
 * A virtual Epson printer in Server Direct Print mode: it POSTs `ConnectionType=GetRequest` (form data with its ID
 * and name) to the server's URL; a `<PrintRequestInfo>` answer carries ePOS-Print XML, which it "prints" (the
 * `<text>` elements, read back as text) and answers with `ConnectionType=SetResponse` and a `<PrintResponseInfo>`
 * whose `<response success=… status=…>` says how it went. It can be told to fail like the CloudPRNT one.
 */
import type { VirtualPrinterState } from './cloudprnt-printer.ts';
import { startPollLoop } from './poll-loop.ts';

export interface SdpPrintedJob {
  jobId: string;
  text: string;
  xml: string;
  printedAt: Date;
}

export interface EpsonSdpPrinterOptions {
  url: string;
  intervalMs?: number;
  /** The printer's ID as typed into its Server Direct Print settings. */
  id?: string;
  name?: string;
}

export interface EpsonSdpPrinter {
  readonly printed: SdpPrintedJob[];
  state: VirtualPrinterState;
  crashBeforeConfirm(): void;
  pollOnce(): Promise<SdpPrintedJob | null>;
  waitForPrinted(count: number, timeoutMs?: number): Promise<SdpPrintedJob[]>;
  stop(): void;
}

/** ePOS-Print status bits (ASB_*) the printer reports in its response. */
export const EPOS_STATUS = {
  offline: 0x00000008,
  coverOpen: 0x00000020,
  receiptEnd: 0x00080000,
  printSuccess: 0x00000002,
} as const;

const EPOS_NS = 'http://www.epson-pos.com/schemas/2011/03/epos-print';

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, entity: string) => {
    if (entity[0] === '#') return String.fromCodePoint(entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
    return ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" } as Record<string, string>)[entity.toLowerCase()] ?? '';
  });
}

/** The text an ePOS-Print document prints: its `<text>` contents in order. */
export function eposText(xml: string): string {
  return [...xml.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)]
    .map((match) => unescapeXml(match[1] ?? ''))
    .join('')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n+$/, '');
}

export function startEpsonSdpPrinter(options: EpsonSdpPrinterOptions): EpsonSdpPrinter {
  const id = options.id ?? 'kitchen-1';
  const name = options.name ?? 'TM-m30III';
  const printed: SdpPrintedJob[] = [];
  let crashNext = false;
  // The interval's first poll comes after `printer` exists below.
  const loop = startPollLoop(() => cycle(), printed, options.intervalMs);

  const post = (form: Record<string, string>) =>
    fetch(options.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });

  const printer: EpsonSdpPrinter = {
    printed,
    state: 'ready',
    crashBeforeConfirm() {
      crashNext = true;
    },
    pollOnce: loop.pollOnce,
    waitForPrinted: loop.waitForPrinted,
    stop: loop.stop,
  };

  function response(jobId: string, success: boolean, status: number, code: string): string {
    return (
      '<?xml version="1.0" encoding="UTF-8"?><PrintResponseInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer</devid>' +
      `<printjobid>${jobId}</printjobid></Parameter><PrintResponse><response xmlns="${EPOS_NS}" success="${success}" code="${code}" status="${status}" battery="0"/>` +
      '</PrintResponse></ePOSPrint></PrintResponseInfo>'
    );
  }

  async function cycle(): Promise<SdpPrintedJob | null> {
    if (printer.state === 'offline') return null;
    const answer = await post({ ConnectionType: 'GetRequest', ID: id, Name: name });
    if (!answer.ok) return null;
    const body = await answer.text();
    const jobs = [...body.matchAll(/<ePOSPrint>([\s\S]*?)<\/ePOSPrint>/g)];
    let last: SdpPrintedJob | null = null;
    const responses: string[] = [];
    for (const job of jobs) {
      const inner = job[1] ?? '';
      const jobId = /<printjobid>([^<]*)<\/printjobid>/.exec(inner)?.[1] ?? '';
      const xml = /<epos-print\b[\s\S]*<\/epos-print>/.exec(inner)?.[0] ?? '';
      if (crashNext) {
        crashNext = false;
        return null;
      }
      if (printer.state === 'paper_out') {
        responses.push(response(jobId, false, EPOS_STATUS.receiptEnd, 'EPTR_REC_EMPTY'));
        continue;
      }
      if (printer.state === 'cover_open') {
        responses.push(response(jobId, false, EPOS_STATUS.coverOpen, 'EPTR_COVER_OPEN'));
        continue;
      }
      last = { jobId, xml, text: eposText(xml), printedAt: new Date() };
      printed.push(last);
      responses.push(response(jobId, true, EPOS_STATUS.printSuccess, ''));
    }
    for (const file of responses) await post({ ConnectionType: 'SetResponse', ID: id, Name: name, ResponseFile: file });
    return last;
  }

  return printer;
}
