/**
 * Printers (issue 21, decision 0038): Settings adds, routes and removes them within the plan's printer limit; the
 * order detail prints, reprints (COPY) and previews tickets; the printers themselves poll (print-protocols.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Messages } from '@maitre/shared/messages/index';
import { type Printer, type PrinterAlerts, type PrinterUpdate, type PrinterValues, printerLimit, printerLimitMessage } from '@maitre/shared/printers';
import type { Config } from '../../config.ts';
import type { TenantDatabase } from '../../db/client.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { getActivePlan } from '../billing/subscription.service.ts';
import { actorOf, insertActivity } from '../team/activity.repository.ts';
import { buildTicket, type PaperWidth, type TicketPurpose } from '../tickets/ticket-document.ts';
import { type RenderedTicket, renderTicket, type TicketFormat } from '../tickets/ticket-render.ts';
import { findTicketSource } from '../tickets/tickets.repository.ts';
import * as repository from './printers.repository.ts';

const printerNotFound = () => new AppError('NOT_FOUND', (m) => m.printing.printerNotFound);
const bridgeOnly = (m: Messages) => m.printing.bridgeOnly;
const orderNotFound = () => new AppError('NOT_FOUND', (m) => m.orders.notFound);

/** SHA-256 of a printer's secret: what is stored and looked up. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * The address a printer polls: CloudPRNT's "Server URL", or Server Direct Print's "URL". A print bridge's printer
 * polls nothing: the answer is Maître's own address, the bridge's `--server` (decision 0040).
 */
export function printerUrl(appUrl: string, protocol: Printer['protocol'], secret: string): string {
  if (protocol === 'bridge') return appUrl;
  return `${appUrl}/api/${protocol === 'cloudprnt' ? 'cloudprnt' : 'epson-sdp'}/${secret}`;
}

export function listPrinters(database: TenantDatabase, restaurantId: string): Promise<Printer[]> {
  return database.withRestaurant(restaurantId, (scope) => repository.findPrinters(scope));
}

async function answer(scope: RestaurantTx, id: string): Promise<Printer> {
  const printer = await repository.findPrinter(scope, id);
  if (!printer) throw printerNotFound();
  return printer;
}

/**
 * Adds a printer unless the plan's limit is reached (403 PLAN_LIMIT_REACHED; no plan counts as Snackbar). The count and
 * the insert share one locked transaction. The answer holds the printer's address with its secret: shown this once.
 */
export function createPrinter(database: TenantDatabase, config: Config, member: Member, values: PrinterValues): Promise<{ printer: Printer; url: string }> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.lockPrinters(scope);
    const planId = await getActivePlan(scope, config);
    const limit = printerLimit(planId);
    if (limit !== null && (await repository.countPrinters(scope)) >= limit) {
      throw new AppError('PLAN_LIMIT_REACHED', (m) => printerLimitMessage(planId, m));
    }
    const secret = randomBytes(24).toString('base64url');
    const id = await repository.insertPrinter(scope, values, hashSecret(secret));
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'printer.added',
      subjectType: 'printer',
      subjectId: id,
      details: { name: values.name, protocol: values.protocol },
    });
    return { printer: await answer(scope, id), url: printerUrl(config.appUrl, values.protocol, secret) };
  });
}

export function updatePrinter(database: TenantDatabase, member: Member, id: string, update: PrinterUpdate): Promise<Printer> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    const before = await repository.findPrinter(scope, id);
    if (!before) throw printerNotFound();
    if ((update.host !== undefined || update.port !== undefined) && before.protocol !== 'bridge') {
      // Only a print bridge's printer has an address of its own on the restaurant's network (decision 0040).
      const fields = Object.fromEntries((['host', 'port'] as const).filter((field) => update[field] !== undefined).map((field) => [field, [bridgeOnly]]));
      throw new AppError('VALIDATION_FAILED', (m) => m.printing.bridgeOnly, fields);
    }
    if (!(await repository.updatePrinter(scope, id, update))) throw printerNotFound();
    const after = await answer(scope, id);
    const changes = (Object.keys(update) as Array<keyof PrinterUpdate>).filter(
      (field) => update[field] !== undefined && JSON.stringify(before[field as keyof Printer]) !== JSON.stringify(after[field as keyof Printer]),
    );
    if (changes.length > 0) {
      await insertActivity(scope, {
        ...actorOf(member),
        action: 'printer.updated',
        subjectType: 'printer',
        subjectId: id,
        details: { name: after.name, changes },
      });
    }
    return after;
  });
}

export function deletePrinter(database: TenantDatabase, member: Member, id: string): Promise<void> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    const printer = await repository.findPrinter(scope, id);
    if (!printer || !(await repository.deletePrinter(scope, id))) throw printerNotFound();
    await insertActivity(scope, { ...actorOf(member), action: 'printer.removed', subjectType: 'printer', subjectId: id, details: { name: printer.name } });
  });
}

/**
 * Prints an order now (the order detail's Print): a job per printer and ticket, marked COPY where that printer printed
 * it before. 404 for an order (or printer) the restaurant does not have; 409 when no printer prints it.
 */
export function printOrder(
  database: TenantDatabase,
  member: Member,
  orderId: string,
  filter: { purpose?: 'kitchen' | 'receipt' | undefined; printer_id?: string | undefined },
): Promise<{ jobs: number; copy: boolean }> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    if (!(await repository.orderExists(scope, orderId))) throw orderNotFound();
    if (filter.printer_id && !(await repository.findPrinter(scope, filter.printer_id))) throw printerNotFound();
    const jobs = await repository.insertManualJobs(scope, orderId, { purpose: filter.purpose, printerId: filter.printer_id });
    if (jobs.length === 0) throw new AppError('CONFLICT', (m) => m.printing.noPrinter);
    const printed = { jobs: jobs.length, copy: jobs.some((job) => job.copy) };
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'order.printed',
      subjectType: 'order',
      subjectId: orderId,
      details: { ...printed, ...(filter.purpose ? { purpose: filter.purpose } : {}) },
    });
    return printed;
  });
}

export interface RenderOptions {
  purpose: TicketPurpose;
  copy: boolean;
  width: PaperWidth;
  format: TicketFormat;
  copies?: number;
  /** The stations a printer prints (null: all): its kitchen ticket shows their lines and those of no station. */
  stations?: string[] | null;
}

/** An order's ticket rendered in the restaurant's language and time zone; null when the restaurant has no such order. */
export async function renderOrderTicket(scope: RestaurantTx, orderId: string, options: RenderOptions): Promise<RenderedTicket | null> {
  const source = await findTicketSource(scope, orderId);
  if (!source) return null;
  const stations = options.stations ?? null;
  const input =
    stations && options.purpose !== 'receipt'
      ? { ...source.input, lines: source.input.lines.filter((line) => line.stationId === null || stations.includes(line.stationId)) }
      : source.input;
  // A printer of one station heads its kitchen ticket with the station's name (its lines say it; none: "Kitchen").
  const onlyStation = stations?.length === 1 ? source.input.lines.find((line) => line.stationId === stations[0]) : undefined;
  const station = onlyStation?.stationId && onlyStation.stationName ? { id: onlyStation.stationId, name: onlyStation.stationName } : null;
  const doc = buildTicket(input, {
    purpose: options.purpose,
    copy: options.copy,
    width: options.width,
    locale: source.locale,
    timeZone: source.timeZone,
    station,
  });
  return renderTicket(doc, options.format, options.copies ?? 1);
}

/** The order detail's preview: the ticket as it prints (SVG), or its text. 404 for another restaurant's order. */
export function previewTicket(
  database: TenantDatabase,
  restaurantId: string,
  orderId: string,
  query: { purpose: TicketPurpose; width: PaperWidth; format: 'svg' | 'text' },
): Promise<RenderedTicket> {
  return database.withRestaurant(restaurantId, async (scope) => {
    const rendered = await renderOrderTicket(scope, orderId, { ...query, copy: false });
    if (!rendered) throw orderNotFound();
    return rendered;
  });
}

/**
 * The dashboard's notice: the printers that should print by themselves and are offline, and those that report they
 * cannot print (paper out, cover open, an error).
 */
export async function printerAlerts(database: TenantDatabase, restaurantId: string): Promise<PrinterAlerts> {
  const rows = await database.withRestaurant(restaurantId, (scope) => repository.findPrintersNeedingAttention(scope));
  return {
    offline: rows.filter((row) => row.status === 'offline').map(({ id, name }) => ({ id, name })),
    stopped: rows.flatMap(({ id, name, status }) => (status === 'offline' ? [] : [{ id, name, status }])),
  };
}
