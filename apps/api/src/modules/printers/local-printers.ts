/**
 * Local mode (decision 0005, 0038, 0040): three virtual printers for the demo restaurant, each reached the way a real
 * one is — a Star CloudPRNT printer and an Epson Server Direct Print printer that poll this server over their
 * protocols, and a network printer behind the print bridge (the bridge's own code, paired with a code like a real one,
 * writing raw ESC/POS to a TCP 9100 sink that decodes it) — and `/dev/printers`, the page of what each printed (newest
 * first). Started only in local mode (the web app served, not production, not tests), like the Stripe emulator.
 *
 * Routing, so a new user sees each at work: the Star printer prints kitchen tickets and receipts (as before), the Epson
 * printer kitchen tickets, the bridge's printer receipts. They are the demo restaurant's printers like any other
 * (Settings lists them; they count against the plan's printers, so a Snackbar demo has no slot left for a fourth).
 * Their secrets, and the bridge's session, are kept in DATA_DIR so their addresses survive restarts; a virtual printer
 * that cannot start is logged and skipped, the others and the server go on.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PrintBridge } from '@maitre/print-bridge';
import type { PrinterValues } from '@maitre/shared/printers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { DEMO_OWNER } from '../../db/seed.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { Member } from '../auth/authenticate.ts';
import { createDevice } from '../devices/devices.service.ts';
import { ensurePrinter, findOwnedRestaurant } from './printers.repository.ts';
import { hashSecret } from './printers.service.ts';

/** What /dev/printers shows of one virtual printer. */
interface VirtualPrinter {
  name: string;
  /** How it is reached, as Settings names it. */
  protocol: string;
  routing: string;
  printed(): Array<{ at: Date; text: string }>;
  stop(): Promise<void>;
}

const NAMES = {
  cloudprnt: 'Virtual printer (local)',
  epson: 'Virtual Epson printer (local)',
  bridge: 'Virtual network printer (local)',
  bridgeDevice: 'Virtual print bridge (local)',
} as const;

/** A secret kept in DATA_DIR under `file`, made on first use. */
async function localSecret(dataDir: string, file: string): Promise<string> {
  const at = path.join(dataDir, file);
  try {
    return (await readFile(at, 'utf8')).trim();
  } catch {
    const secret = randomBytes(24).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(at, secret, { mode: 0o600 });
    return secret;
  }
}

function page(printers: VirtualPrinter[], started: boolean): string {
  const sections = printers
    .map((printer) => {
      const jobs = [...printer.printed()].reverse();
      const items = jobs.map((job) => `<li><p class="meta">${escapeHtml(job.at.toISOString())}</p><pre>${escapeHtml(job.text)}</pre></li>`).join('\n');
      return `<section><h2>${escapeHtml(printer.name)}</h2>
<p>${escapeHtml(printer.protocol)} · ${escapeHtml(printer.routing)} · ${jobs.length} printed since the server started.</p>
<ul>${items}</ul></section>`;
    })
    .join('\n');
  const intro = started
    ? 'The demo restaurant’s virtual printers, each reached the way a real one is. Accept an order to see its tickets here. They are the restaurant’s printers like any other: Settings lists them and they count against the plan’s printers.'
    : 'No virtual printers: sign up as the demo owner (npm run db:seed) and restart.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Virtual printers · Maître</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1c1917}ul{list-style:none;padding:0}li{margin:0 0 1.5rem}
section{margin:0 0 2.5rem}
pre{font:13px/1.35 ui-monospace,Menlo,Consolas,monospace;background:#fff;border:1px dashed #a8a29e;padding:12px;width:max-content;max-width:100%;overflow:auto}
.meta{color:#57534e;font-size:14px;margin:0 0 4px}</style></head>
<body><h1>Virtual printers</h1>
<p>${escapeHtml(intro)}</p>
${sections}</body></html>`;
}

export interface LocalPrintersOptions {
  /** Default: local mode (the web app served, not production). */
  enabled?: boolean;
  /** How often the virtual printers poll; 2 s by default. */
  intervalMs?: number;
}

interface Start {
  app: FastifyInstance;
  config: Config;
  member: Member;
  /** This server's own address (it listens on loopback too). */
  local: string;
  intervalMs: number;
}

const printerValues = (values: Partial<PrinterValues> & Pick<PrinterValues, 'name' | 'protocol'>): PrinterValues => ({
  stations: 'all',
  prints_receipts: false,
  copies: 1,
  auto_print: 'accepted',
  paper_width: 80,
  ...values,
});

async function startCloudPrnt({ app, config, member, local, intervalMs }: Start): Promise<VirtualPrinter> {
  const secret = await localSecret(config.dataDir, 'virtual-printer-secret');
  const values = printerValues({ name: NAMES.cloudprnt, protocol: 'cloudprnt', prints_receipts: true });
  await app.database.withRestaurant(member.restaurantId, (scope) => ensurePrinter(scope, values, hashSecret(secret)));
  const { startCloudPrntPrinter } = await import('@maitre/printer-emulator');
  const printer = startCloudPrntPrinter({ url: `${local}/api/cloudprnt/${secret}`, intervalMs });
  return {
    name: NAMES.cloudprnt,
    protocol: 'Star CloudPRNT',
    routing: 'kitchen tickets and receipts',
    printed: () => printer.printed.map((job) => ({ at: job.printedAt, text: job.text })),
    stop: async () => printer.stop(),
  };
}

async function startEpson({ app, config, member, local, intervalMs }: Start): Promise<VirtualPrinter> {
  const secret = await localSecret(config.dataDir, 'virtual-epson-printer-secret');
  const values = printerValues({ name: NAMES.epson, protocol: 'epson_sdp' });
  await app.database.withRestaurant(member.restaurantId, (scope) => ensurePrinter(scope, values, hashSecret(secret)));
  const { startEpsonSdpPrinter } = await import('@maitre/printer-emulator');
  const printer = startEpsonSdpPrinter({ url: `${local}/api/epson-sdp/${secret}`, intervalMs });
  return {
    name: NAMES.epson,
    protocol: 'Epson Server Direct Print',
    routing: 'kitchen tickets',
    printed: () => printer.printed.map((job) => ({ at: job.printedAt, text: job.text })),
    stop: async () => printer.stop(),
  };
}

/**
 * The bridge: a TCP 9100 sink on a new port, the bridge's printer pointed at it, and the bridge itself — with its
 * session from DATA_DIR, or paired with a new code when it has none (a device "Virtual print bridge (local)" in
 * Screens and printers). Revoked there, it stops, and the next start pairs a new one.
 */
async function startBridge({ app, config, member, local }: Start): Promise<VirtualPrinter> {
  const { startRawSink } = await import('@maitre/printer-emulator');
  const { readSession, startPrintBridge } = await import('@maitre/print-bridge');
  const sink = await startRawSink();
  let bridge: PrintBridge | undefined;
  try {
    const secret = await localSecret(config.dataDir, 'virtual-network-printer-secret');
    const values = printerValues({ name: NAMES.bridge, protocol: 'bridge', host: '127.0.0.1', port: sink.port, stations: [], prints_receipts: true });
    await app.database.withRestaurant(member.restaurantId, (scope) => ensurePrinter(scope, values, hashSecret(secret)));
    const sessionFile = path.join(config.dataDir, 'virtual-print-bridge', 'session.json');
    const paired = (await readSession(sessionFile))?.server === local;
    const code = paired ? undefined : (await createDevice(app.database, member, { kind: 'print_bridge', name: NAMES.bridgeDevice })).pairing.code;
    bridge = startPrintBridge({
      server: local,
      code,
      sessionFile,
      // The Origin of the app's public address: the server refuses a cookie-carrying POST from elsewhere.
      origin: new URL(config.appUrl).origin,
      log: (line) => app.log.debug(`virtual print bridge: ${line}`),
    });
  } catch (error) {
    await sink.close();
    throw error;
  }
  const running = bridge;
  void running.done.then((end) => {
    if (end.reason !== 'stopped') app.log.warn(`the virtual print bridge stopped: ${end.message}`);
  });
  return {
    name: NAMES.bridge,
    protocol: 'Network printer (raw ESC/POS on port 9100), through the print bridge',
    routing: 'receipts',
    printed: () => sink.jobs.map((job) => ({ at: job.receivedAt, text: job.text })),
    stop: async () => {
      await running.stop();
      await sink.close();
    },
  };
}

export const localPrintersPlugin = fp(
  async (app: FastifyInstance, options: LocalPrintersOptions) => {
    const { config } = app;
    if (!(options.enabled ?? (!config.isProduction && config.serveWeb))) return;
    const intervalMs = options.intervalMs ?? 2000;
    const printers: VirtualPrinter[] = [];
    let started = false;

    const start = async () => {
      const owner = await findOwnedRestaurant(app.database.db, DEMO_OWNER.email);
      if (!owner) return;
      started = true;
      const member: Member = {
        userId: owner.userId,
        email: owner.email,
        name: owner.name,
        sessionId: 'local-mode',
        restaurantId: owner.restaurantId,
        role: 'owner',
      };
      const address = app.server.address() as AddressInfo;
      const base: Start = { app, config, member, local: `http://127.0.0.1:${address.port}`, intervalMs };
      // One after the other: each adds its printer in its own transaction, and the plan's count stays simple to read.
      for (const [what, run] of [
        ['Star CloudPRNT', startCloudPrnt],
        ['Epson Server Direct Print', startEpson],
        ['print bridge', startBridge],
      ] as const) {
        try {
          printers.push(await run(base));
        } catch (error) {
          app.log.warn({ err: error }, `the virtual ${what} printer could not start`);
        }
      }
      app.log.info(`Printers: ${printers.length} virtual printers print the demo restaurant's tickets; see ${config.appUrl}/dev/printers`);
    };
    app.addHook('onListen', async () => {
      await start().catch((error: unknown) => app.log.warn({ err: error }, 'the virtual printers could not start'));
    });
    app.addHook('onClose', async () => {
      await Promise.all(printers.map((printer) => printer.stop().catch(() => undefined)));
    });

    app.get('/dev/printers', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(printers, started)),
    );
  },
  { name: 'local-printers' },
);
