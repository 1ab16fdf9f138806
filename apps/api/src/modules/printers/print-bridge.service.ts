/**
 * The print bridge (issue 21, decision 0040): a paired device of kind `print_bridge`, a small program on the
 * restaurant's network, holds a stream open to Maître and writes raw ESC/POS to the restaurant's `bridge` printers at
 * `host:port`. Its jobs are the same `print_jobs` rows the polling printers take (written by the orders' trigger or a
 * manual print), offered the same way — oldest first, `SKIP LOCKED`, a fresh token, re-offered after the timeout — and
 * printed only when the bridge confirms the token, once.
 *
 * A printer the bridge reported as not printing (offline, paper out, cover open, error) is offered nothing until a
 * heartbeat says it is back: its jobs wait in the queue instead of going round between the two.
 */
import { randomBytes } from 'node:crypto';
import type { BridgeJob, BridgePrinter } from '@maitre/shared/printers';
import type { TenantDatabase } from '../../db/client.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repository from './print-bridge.repository.ts';
import type { OfferedJob } from './printers.repository.ts';
import { renderOrderTicket } from './printers.service.ts';

/** Jobs offered per printer in one go (more wait for the next wake, a few seconds later at most). */
const OFFERS_PER_PRINTER = 20;
/** Statuses of a printer that may be handed a job. */
const PRINTABLE = new Set(['unknown', 'online']);

const printerNotFound = () => new AppError('NOT_FOUND', (m) => m.printing.printerNotFound);
const jobNotFound = () => new AppError('NOT_FOUND', (m) => m.printing.jobNotFound);

/** The restaurant's bridge printers, as the stream's `printers` event lists them. */
export function bridgePrinters(database: TenantDatabase, restaurantId: string): Promise<BridgePrinter[]> {
  return database.withRestaurant(restaurantId, async (scope) =>
    (await repository.findBridgePrinters(scope)).map(({ id, name, host, port }) => ({ id, name, host, port })),
  );
}

async function toBridgeJob(scope: RestaurantTx, job: OfferedJob, printer: repository.BridgePrinterRow): Promise<BridgeJob | null> {
  const rendered = await renderOrderTicket(scope, job.orderId, {
    purpose: job.purpose,
    copy: job.copy,
    width: printer.paperWidth,
    format: 'escpos',
    copies: printer.copies,
    stations: printer.stations,
  });
  if (!rendered) return null;
  const bytes = typeof rendered.body === 'string' ? Buffer.from(rendered.body, 'latin1') : rendered.body;
  return { id: job.id, token: job.token, printer_id: printer.id, bytes: bytes.toString('base64') };
}

/**
 * What a bridge is handed now: first (`resend`) the jobs already offered to it and not confirmed (it reconnected),
 * then the next jobs of every printer that can print, offered to it under fresh tokens.
 */
export function offerJobs(database: TenantDatabase, restaurantId: string, deviceId: string, { resend }: { resend: boolean }): Promise<BridgeJob[]> {
  return database.withRestaurant(restaurantId, async (scope) => {
    const printers = await repository.findBridgePrinters(scope);
    const byId = new Map(printers.map((printer) => [printer.id, printer]));
    const jobs: BridgeJob[] = [];
    if (resend) {
      for (const job of await repository.findOfferedTo(scope, deviceId)) {
        const printer = byId.get(job.printerId);
        const bridgeJob = printer && (await toBridgeJob(scope, job, printer));
        if (bridgeJob) jobs.push(bridgeJob);
      }
    }
    for (const printer of printers) {
      if (!PRINTABLE.has(printer.status)) continue;
      for (let offered = 0; offered < OFFERS_PER_PRINTER; offered++) {
        const job = await repository.offerBridgeJob(scope, printer.id, deviceId, randomBytes(12).toString('base64url'));
        if (!job) break;
        const bridgeJob = await toBridgeJob(scope, job, printer);
        if (bridgeJob) jobs.push(bridgeJob);
      }
    }
    return jobs;
  });
}

/** The bridge printed the job of `token` (its socket write finished and closed cleanly): printed, once. 404: no such job. */
export async function confirmJob(database: TenantDatabase, restaurantId: string, token: string): Promise<void> {
  const confirmed = await database.withRestaurant(restaurantId, (scope) => repository.confirmBridgeJob(scope, token));
  if (!confirmed) throw jobNotFound();
}

/** The bridge could not print the job of `token`: back in the queue; its printer's status recorded. 404: no such offer. */
export async function failJob(
  database: TenantDatabase,
  restaurantId: string,
  failure: { token: string; status: string; detail?: string | undefined },
): Promise<void> {
  const failed = await database.withRestaurant(restaurantId, (scope) => repository.failBridgeJob(scope, failure.token, failure.status, failure.detail ?? null));
  if (!failed) throw jobNotFound();
}

/**
 * The bridge's heartbeat: each printer's status. 404 (nothing recorded) when one is not a bridge printer of the
 * restaurant. Answers whether a printer came back to printing (the streams are woken to offer it its queue).
 */
export function reportStatus(
  database: TenantDatabase,
  restaurantId: string,
  reports: Array<{ id: string; status: string; detail?: string | undefined }>,
): Promise<boolean> {
  return database.withRestaurant(restaurantId, async (scope) => {
    let back = false;
    for (const report of reports) {
      const [row] = await repository.recordBridgeStatus(scope, { id: report.id, status: report.status, detail: report.detail ?? null });
      if (!row) throw printerNotFound();
      if (PRINTABLE.has(report.status) && !PRINTABLE.has(row.before)) back = true;
    }
    return back;
  });
}
