/**
 * Queries of the print bridge (decision 0040): a restaurant's `bridge` printers, the jobs offered to a bridge, its
 * confirmations, failures and status reports — every one through the restaurant's scope and filtered by its id, and
 * limited to `bridge` printers (a bridge never touches a CloudPRNT or Server Direct Print printer's jobs).
 */
import type { BridgePrinter } from '@maitre/shared/printers';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { OFFER_TIMEOUT_SECONDS, type OfferedJob, offerNextJob } from './printers.repository.ts';

/** What a bridge printer's job is rendered with. */
export interface BridgePrinterRow extends BridgePrinter {
  status: string;
  stations: string[] | null;
  copies: number;
  paperWidth: 58 | 80;
}

export function findBridgePrinters({ tx, restaurantId }: RestaurantTx): Promise<BridgePrinterRow[]> {
  return queryRows<BridgePrinterRow>(
    tx,
    sql`select p.id, p.name, p.host, p.port, p.status, p.stations, p.copies, p.paper_width as "paperWidth" from printers p
        where p.restaurant_id = ${restaurantId} and p.protocol = 'bridge' order by p.created_at, p.id`,
  );
}

/**
 * The jobs offered to this bridge, still unconfirmed and within their timeout: a bridge that reconnects gets them
 * again, under the same token (it skips a token it already wrote and confirms it again).
 */
export function findOfferedTo({ tx, restaurantId }: RestaurantTx, deviceId: string): Promise<Array<OfferedJob & { printerId: string }>> {
  return queryRows(
    tx,
    sql`select j.id, j.order_id as "orderId", j.purpose, j.copy, j.token, j.printer_id as "printerId" from print_jobs j
        join printers p on p.id = j.printer_id and p.restaurant_id = j.restaurant_id and p.protocol = 'bridge'
        where j.restaurant_id = ${restaurantId} and j.state = 'offered' and j.offered_to = ${deviceId}
          and j.offered_at >= now() - make_interval(secs => ${OFFER_TIMEOUT_SECONDS})
        order by j.offered_at, j.id`,
  );
}

/**
 * Offers a bridge printer's next job to this bridge (the same offer as a polling printer's: oldest first, `SKIP LOCKED`,
 * a fresh token, re-offered after the timeout), and records which bridge it went to.
 */
export async function offerBridgeJob(scope: RestaurantTx, printerId: string, deviceId: string, token: string): Promise<OfferedJob | null> {
  const job = await offerNextJob(scope, printerId, token);
  if (!job) return null;
  await queryRows(scope.tx, sql`update print_jobs set offered_to = ${deviceId} where restaurant_id = ${scope.restaurantId} and id = ${job.id} returning id`);
  return job;
}

/** The bridge printed the job of `token`: printed, once (a second confirmation changes nothing). Null: no such job. */
export async function confirmBridgeJob({ tx, restaurantId }: RestaurantTx, token: string): Promise<{ printerId: string } | null> {
  const [row] = await queryRows<{ printerId: string }>(
    tx,
    sql`update print_jobs j set state = 'printed', printed_at = coalesce(j.printed_at, now()), last_error = null
        from printers p
        where j.restaurant_id = ${restaurantId} and j.token = ${token} and j.state in ('offered', 'printed')
          and p.id = j.printer_id and p.restaurant_id = j.restaurant_id and p.protocol = 'bridge'
        returning j.printer_id as "printerId"`,
  );
  if (!row) return null;
  // It printed: the printer is there.
  await queryRows(
    tx,
    sql`update printers set status = 'online', status_detail = null, last_poll_at = now() where restaurant_id = ${restaurantId} and id = ${row.printerId} returning id`,
  );
  return row;
}

/** The bridge could not print the job of `token`: back in the queue, the printer's status as the bridge saw it. Null: no such offer. */
export async function failBridgeJob(
  { tx, restaurantId }: RestaurantTx,
  token: string,
  status: string,
  detail: string | null,
): Promise<{ printerId: string } | null> {
  const [row] = await queryRows<{ printerId: string }>(
    tx,
    sql`update print_jobs j set state = 'queued', token = null, offered_to = null, last_error = ${(detail ?? status).slice(0, 200)}
        from printers p
        where j.restaurant_id = ${restaurantId} and j.token = ${token} and j.state = 'offered'
          and p.id = j.printer_id and p.restaurant_id = j.restaurant_id and p.protocol = 'bridge'
        returning j.printer_id as "printerId"`,
  );
  if (!row) return null;
  await queryRows(
    tx,
    sql`update printers set status = ${status}, status_detail = ${detail}, last_poll_at = now()
        where restaurant_id = ${restaurantId} and id = ${row.printerId} returning id`,
  );
  return row;
}

/**
 * A bridge's heartbeat: each printer's status, and now as its last report. Answers the printers it updated, with the
 * status each had before (a printer coming back online wakes the streams).
 */
export function recordBridgeStatus(
  { tx, restaurantId }: RestaurantTx,
  report: { id: string; status: string; detail: string | null },
): Promise<Array<{ id: string; before: string }>> {
  return queryRows(
    tx,
    sql`update printers p set status = ${report.status}, status_detail = ${report.detail}, last_poll_at = now()
        from (select id, status as before from printers where restaurant_id = ${restaurantId} and id = ${report.id} and protocol = 'bridge') o
        where p.restaurant_id = ${restaurantId} and p.id = o.id
        returning p.id, o.before`,
  );
}
