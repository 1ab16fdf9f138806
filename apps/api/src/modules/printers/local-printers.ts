/**
 * Local mode (decision 0005, 0038): a virtual Star CloudPRNT printer for the demo restaurant, polling this server over
 * the same protocol a real printer speaks, and `/dev/printers`, the page of what it printed (newest first). Started only
 * in local mode (the web app served, not production, not tests), like the Stripe emulator; the printer's secret is
 * kept in DATA_DIR so its address survives restarts.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { CloudPrntPrinter } from '@maitre/printer-emulator';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_OWNER } from '../../db/seed.ts';
import { escapeHtml } from '../../lib/html.ts';
import { ensurePrinter, findOwnedRestaurant } from './printers.repository.ts';
import { hashSecret } from './printers.service.ts';

const PRINTER_NAME = 'Virtual printer (local)';

async function localSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'virtual-printer-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(24).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

function page(printer: CloudPrntPrinter | null): string {
  const jobs = printer ? [...printer.printed].reverse() : [];
  const items = jobs
    .map((job) => `<li><p class="meta">${escapeHtml(job.printedAt.toISOString())} · ${escapeHtml(job.mediaType)}</p><pre>${escapeHtml(job.text)}</pre></li>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Virtual printers · Maître</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1c1917}ul{list-style:none;padding:0}li{margin:0 0 1.5rem}
pre{font:13px/1.35 ui-monospace,Menlo,Consolas,monospace;background:#fff;border:1px dashed #a8a29e;padding:12px;width:max-content;max-width:100%;overflow:auto}
.meta{color:#57534e;font-size:14px;margin:0 0 4px}</style></head>
<body><h1>Virtual printers</h1>
<p>${printer ? `${escapeHtml(PRINTER_NAME)} (Star CloudPRNT), polls this server and prints the demo restaurant's tickets. ${jobs.length} printed since the server started.` : 'No virtual printer: sign up as the demo owner (npm run db:seed) and restart.'}</p>
<ul>${items}</ul></body></html>`;
}

export interface LocalPrintersOptions {
  /** Default: local mode (the web app served, not production). */
  enabled?: boolean;
  /** How often the virtual printer polls; 2 s by default. */
  intervalMs?: number;
}

export const localPrintersPlugin = fp(
  async (app: FastifyInstance, options: LocalPrintersOptions) => {
    const { config } = app;
    if (!(options.enabled ?? (!config.isProduction && config.serveWeb))) return;
    const intervalMs = options.intervalMs ?? 2000;
    let printer: CloudPrntPrinter | null = null;

    const start = async () => {
      const restaurantId = await findOwnedRestaurant(app.database.db, DEMO_OWNER.email);
      if (!restaurantId) return;
      const secret = await localSecret(config.dataDir);
      await app.database.withRestaurant(restaurantId, (scope) => ensurePrinter(scope, PRINTER_NAME, hashSecret(secret)));
      const address = app.server.address() as AddressInfo;
      const { startCloudPrntPrinter } = await import('@maitre/printer-emulator');
      printer = startCloudPrntPrinter({ url: `http://127.0.0.1:${address.port}/api/cloudprnt/${secret}`, intervalMs });
      app.log.info(`Printers: a virtual Star CloudPRNT printer prints the demo restaurant's tickets; see ${config.appUrl}/dev/printers`);
    };
    app.addHook('onListen', async () => {
      await start().catch((error: unknown) => app.log.warn({ err: error }, 'the virtual printer could not start'));
    });
    app.addHook('onClose', async () => printer?.stop());

    app.get('/dev/printers', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(printer)),
    );
  },
  { name: 'local-printers' },
);
