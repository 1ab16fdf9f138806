/**
 * The two ways a printer polls Maître (decision 0038), exactly once: a job is printed only when its printer confirms.
 *
 * - Star CloudPRNT: the printer POSTs its status (JSON) → `{ jobReady, mediaTypes, jobToken }`; GETs the job
 *   (`?type=…&token=…`) → the bytes in that media type; DELETEs (`?code=200%20OK&token=…`) → printed (a code that is
 *   not 2xx puts the job back in the queue).
 * - Epson Server Direct Print: the printer POSTs `ConnectionType=GetRequest` → `<PrintRequestInfo>` with the job's
 *   ePOS-Print XML under a `printjobid` (the token); then `ConnectionType=SetResponse` with `<PrintResponseInfo>` →
 *   printed when `success="true"`, else back in the queue, its status bits recorded (paper end, cover open).
 *
 * The printer is found by its secret's hash (a SECURITY DEFINER lookup), then everything runs in its restaurant's scope.
 */
import { randomBytes } from 'node:crypto';
import type { TenantDatabase } from '../../db/client.ts';
import { MEDIA_TYPES, type TicketFormat } from '../tickets/ticket-render.ts';
import * as repository from './printers.repository.ts';
import { hashSecret, renderOrderTicket } from './printers.service.ts';

/** What a CloudPRNT printer may ask for, best first: StarPRNT commands, Star Line Mode commands (older models), text. */
export const CLOUDPRNT_MEDIA_TYPES = [MEDIA_TYPES.starprnt, MEDIA_TYPES.starline, 'text/plain'] as const;

function formatOfMediaType(type: string): TicketFormat | null {
  const base = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (base === MEDIA_TYPES.starprnt) return 'starprnt';
  if (base === MEDIA_TYPES.starline) return 'starline';
  if (base === 'text/plain') return 'text';
  return null;
}

function newToken(): string {
  return randomBytes(12).toString('base64url');
}

/** A CloudPRNT status code ("200 OK", "410 Out of Paper", "420 Cover Open" …, sometimes URL-encoded) as our status. */
export function cloudPrntStatus(statusCode: unknown): { status: string; detail: string | null } {
  let text = typeof statusCode === 'string' ? statusCode : '200 OK';
  try {
    text = decodeURIComponent(text);
  } catch {
    // Left as it came.
  }
  const code = Number.parseInt(text, 10);
  if (Number.isNaN(code) || (code >= 200 && code < 300)) return { status: 'online', detail: code === 200 || Number.isNaN(code) ? null : text.slice(0, 100) };
  if (code === 410) return { status: 'paper_out', detail: text.slice(0, 100) };
  if (code === 420) return { status: 'cover_open', detail: text.slice(0, 100) };
  return { status: 'error', detail: text.slice(0, 100) };
}

/** The printer's restaurant by its secret, or null (an unknown address: 404). */
async function restaurantOf(database: TenantDatabase, secret: string): Promise<{ restaurantId: string; hash: string } | null> {
  if (secret.length < 16 || secret.length > 100) return null;
  const hash = hashSecret(secret);
  const restaurantId = await repository.findPrinterRestaurant(database.db, hash);
  return restaurantId ? { restaurantId, hash } : null;
}

export interface CloudPrntPollAnswer {
  jobReady: boolean;
  mediaTypes?: string[];
  jobToken?: string;
}

/** CloudPRNT POST: the printer's status recorded; its next job offered when it can print. Null: unknown printer. */
export async function cloudPrntPoll(
  database: TenantDatabase,
  secret: string,
  body: { statusCode?: unknown; printingInProgress?: unknown } | null,
): Promise<CloudPrntPollAnswer | null> {
  const found = await restaurantOf(database, secret);
  if (!found) return null;
  const status = cloudPrntStatus(body?.statusCode);
  return database.withRestaurant(found.restaurantId, async (scope) => {
    const printer = await repository.recordPoll(scope, found.hash, status);
    if (!printer) return null;
    if (status.status !== 'online' || body?.printingInProgress === true) return { jobReady: false };
    const job = await repository.offerNextJob(scope, printer.id, newToken());
    return job ? { jobReady: true, mediaTypes: [...CLOUDPRNT_MEDIA_TYPES], jobToken: job.token } : { jobReady: false };
  });
}

/** CloudPRNT GET: the offered job in the media type asked for. Null: unknown printer, no such offer, or a type we do not make. */
export async function cloudPrntJob(
  database: TenantDatabase,
  secret: string,
  query: { type?: string | undefined; token?: string | undefined },
): Promise<{ mediaType: string; body: Buffer | string } | null> {
  const found = await restaurantOf(database, secret);
  if (!found) return null;
  const format = formatOfMediaType(query.type ?? MEDIA_TYPES.starprnt);
  if (!format) return null;
  return database.withRestaurant(found.restaurantId, async (scope) => {
    const printer = await repository.recordPoll(scope, found.hash, null);
    if (!printer) return null;
    const job = query.token ? await repository.findOfferedJob(scope, printer.id, query.token) : await repository.findOldestOfferedJob(scope, printer.id);
    if (!job) return null;
    const rendered = await renderOrderTicket(scope, job.orderId, {
      purpose: job.purpose,
      copy: job.copy,
      width: printer.paperWidth,
      format,
      copies: printer.copies,
      stations: printer.stations,
    });
    if (!rendered) return null;
    return { mediaType: format === 'text' ? 'text/plain; charset=utf-8' : MEDIA_TYPES[format], body: rendered.body };
  });
}

/** CloudPRNT DELETE: a 2xx code confirms the job (printed, once); another puts it back in the queue. False: unknown printer. */
export async function cloudPrntConfirm(
  database: TenantDatabase,
  secret: string,
  query: { code?: string | undefined; token?: string | undefined },
): Promise<boolean> {
  const found = await restaurantOf(database, secret);
  if (!found) return false;
  return database.withRestaurant(found.restaurantId, async (scope) => {
    const printer = await repository.recordPoll(scope, found.hash, null);
    if (!printer) return false;
    const token = query.token ?? (await repository.findOldestOfferedJob(scope, printer.id))?.token;
    if (!token) return true;
    const result = cloudPrntStatus(query.code ?? '200 OK');
    if (result.status === 'online') await repository.confirmJob(scope, printer.id, token);
    else {
      await repository.returnJob(scope, printer.id, token, result.detail ?? result.status);
      await repository.recordStatus(scope, printer.id, result.status, result.detail);
    }
    return true;
  });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

const EMPTY_REQUEST = '<?xml version="1.0" encoding="utf-8"?>\n<PrintRequestInfo Version="2.00"></PrintRequestInfo>';

/** ePOS-Print status bits (ASB_*) a response carries, as our status. */
export function eposStatus(success: boolean, bits: number, code: string): { status: string; detail: string | null } {
  if (bits & 0x00080000) return { status: 'paper_out', detail: code || null };
  if (bits & 0x00000020) return { status: 'cover_open', detail: code || null };
  if (success) return { status: 'online', detail: null };
  return { status: 'error', detail: code || null };
}

/**
 * Epson Server Direct Print: a GetRequest gets the printer's next job (or an empty `<PrintRequestInfo>`); a SetResponse
 * confirms or returns the jobs it names. Null: unknown printer.
 */
export async function epsonSdp(database: TenantDatabase, secret: string, form: { ConnectionType?: string; ResponseFile?: string }): Promise<string | null> {
  const found = await restaurantOf(database, secret);
  if (!found) return null;
  return database.withRestaurant(found.restaurantId, async (scope) => {
    const printer = await repository.recordPoll(scope, found.hash, null);
    if (!printer) return null;
    if (form.ConnectionType === 'SetResponse') {
      const file = form.ResponseFile ?? '';
      for (const [, inner = ''] of file.matchAll(/<ePOSPrint>([\s\S]*?)<\/ePOSPrint>/g)) {
        const token = /<printjobid>([^<]*)<\/printjobid>/.exec(inner)?.[1]?.trim();
        const response = /<response\b([^>]*)\/?>/.exec(inner)?.[1] ?? '';
        const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(response)?.[1] ?? '';
        const success = attribute('success') === 'true';
        const result = eposStatus(success, Number(attribute('status')) || 0, attribute('code'));
        if (token) {
          if (success) await repository.confirmJob(scope, printer.id, token);
          else await repository.returnJob(scope, printer.id, token, result.detail ?? result.status);
        }
        await repository.recordStatus(scope, printer.id, result.status, result.detail);
      }
      return EMPTY_REQUEST;
    }
    const job = await repository.offerNextJob(scope, printer.id, newToken());
    if (!job) return EMPTY_REQUEST;
    const rendered = await renderOrderTicket(scope, job.orderId, {
      purpose: job.purpose,
      copy: job.copy,
      width: printer.paperWidth,
      format: 'epos-xml',
      copies: printer.copies,
      stations: printer.stations,
    });
    if (!rendered) return EMPTY_REQUEST;
    return (
      '<?xml version="1.0" encoding="utf-8"?>\n<PrintRequestInfo Version="2.00"><ePOSPrint><Parameter><devid>local_printer</devid>' +
      `<timeout>10000</timeout><printjobid>${escapeXml(job.token)}</printjobid></Parameter><PrintData>${rendered.body as string}</PrintData></ePOSPrint></PrintRequestInfo>`
    );
  });
}
