/**
 * Queries of a restaurant's printers and print jobs (decision 0038): every one through the restaurant's scope and
 * filtered by its id — except the lookup of a printer's restaurant by its secret, a SECURITY DEFINER function.
 */
import { DEFAULT_RAW_PORT, PRINTER_OFFLINE_SECONDS, type Printer, type PrinterUpdate, type PrinterValues } from '@maitre/shared/printers';
import { and, count, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { printers } from '../../db/schema/index.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { LINE_STATION_JOIN } from '../kitchen/kitchen.repository.ts';

/** An offer left unconfirmed this long is offered again (the printer died, or lost the job, between fetch and confirm). */
export const OFFER_TIMEOUT_SECONDS = 60;
/** A job handed out this many times without a confirmation is given up on (`failed`), so a broken job cannot jam a printer. */
export const MAX_PRINT_ATTEMPTS = 10;

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A printer as the API answers it; its status reads `offline` once it has not polled for PRINTER_OFFLINE_SECONDS. */
const PRINTER_COLUMNS = sql.raw(`p.id, p.name, p.protocol, p.host, p.port,
  coalesce(to_jsonb(p.stations), '"all"'::jsonb) as stations,
  p.prints_receipts, p.copies, p.auto_print, p.paper_width,
  case when p.last_poll_at is null then 'unknown'
       when p.last_poll_at < now() - interval '${PRINTER_OFFLINE_SECONDS} seconds' then 'offline'
       else p.status end as status,
  p.status_detail, ${ISO('p.last_poll_at')} as last_poll_at, ${ISO('p.created_at')} as created_at`);

export function findPrinters({ tx, restaurantId }: RestaurantTx): Promise<Printer[]> {
  return queryRows<Printer>(tx, sql`select ${PRINTER_COLUMNS} from printers p where p.restaurant_id = ${restaurantId} order by p.created_at, p.id`);
}

export async function findPrinter({ tx, restaurantId }: RestaurantTx, id: string): Promise<Printer | null> {
  const [row] = await queryRows<Printer>(tx, sql`select ${PRINTER_COLUMNS} from printers p where p.restaurant_id = ${restaurantId} and p.id = ${id}`);
  return row ?? null;
}

/** Serialises the restaurant's printer additions until the transaction ends (the count and the insert are never raced). */
export async function lockPrinters({ tx, restaurantId }: RestaurantTx): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`printers:${restaurantId}`}, 0))`);
}

export async function countPrinters({ tx, restaurantId }: RestaurantTx): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(printers).where(eq(printers.restaurantId, restaurantId));
  return row?.total ?? 0;
}

function stationsColumn(stations: 'all' | string[]): string[] | null {
  return stations === 'all' ? null : stations;
}

export async function insertPrinter({ tx, restaurantId }: RestaurantTx, values: PrinterValues, secretHash: string): Promise<string> {
  const [row] = await tx
    .insert(printers)
    .values({
      restaurantId,
      name: values.name,
      protocol: values.protocol,
      host: values.protocol === 'bridge' ? (values.host ?? null) : null,
      port: values.protocol === 'bridge' ? (values.port ?? DEFAULT_RAW_PORT) : null,
      secretHash,
      stations: stationsColumn(values.stations),
      printsReceipts: values.prints_receipts,
      copies: values.copies,
      autoPrint: values.auto_print,
      paperWidth: values.paper_width,
    })
    .returning({ id: printers.id });
  return row?.id as string;
}

/** Changes what the update names; false when the restaurant has no such printer. */
export async function updatePrinter({ tx, restaurantId }: RestaurantTx, id: string, update: PrinterUpdate): Promise<boolean> {
  const set: Partial<typeof printers.$inferInsert> = {};
  if (update.name !== undefined) set.name = update.name;
  if (update.stations !== undefined) set.stations = stationsColumn(update.stations);
  if (update.prints_receipts !== undefined) set.printsReceipts = update.prints_receipts;
  if (update.copies !== undefined) set.copies = update.copies;
  if (update.auto_print !== undefined) set.autoPrint = update.auto_print;
  if (update.paper_width !== undefined) set.paperWidth = update.paper_width;
  if (update.host !== undefined) set.host = update.host;
  if (update.port !== undefined) set.port = update.port;
  const where = and(eq(printers.restaurantId, restaurantId), eq(printers.id, id));
  if (Object.keys(set).length === 0) {
    const [row] = await tx.select({ id: printers.id }).from(printers).where(where);
    return Boolean(row);
  }
  const rows = await tx.update(printers).set(set).where(where).returning({ id: printers.id });
  return rows.length > 0;
}

export async function deletePrinter({ tx, restaurantId }: RestaurantTx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(printers)
    .where(and(eq(printers.restaurantId, restaurantId), eq(printers.id, id)))
    .returning({ id: printers.id });
  return rows.length > 0;
}

/** The restaurant of the printer whose secret hashes to `secretHash`, whoever's it is; null when none. */
export async function findPrinterRestaurant(db: Executor, secretHash: string): Promise<string | null> {
  const [row] = await queryRows<{ restaurant: string | null }>(db, sql`select maitre_printer_restaurant(${secretHash}) as restaurant`);
  return row?.restaurant ?? null;
}

/** What a poll needs of its printer. */
export interface PollingPrinter {
  id: string;
  protocol: 'cloudprnt' | 'epson_sdp';
  stations: string[] | null;
  copies: number;
  paperWidth: 58 | 80;
}

/**
 * A poll: the printer of this secret records when it polled and what it reported (`status` null: nothing reported,
 * so the last report stays, and a first poll reads as online), and is returned; null when the restaurant has no printer of this secret.
 */
export async function recordPoll(
  { tx, restaurantId }: RestaurantTx,
  secretHash: string,
  status: { status: string; detail: string | null } | null,
): Promise<PollingPrinter | null> {
  const [row] = await queryRows<PollingPrinter>(
    tx,
    sql`update printers p set last_poll_at = now(),
          status = coalesce(${status?.status ?? null}::text, case when p.status = 'unknown' then 'online' else p.status end),
          status_detail = case when ${status === null} then p.status_detail else ${status?.detail ?? null}::text end
        where p.restaurant_id = ${restaurantId} and p.secret_hash = ${secretHash}
        returning p.id, p.protocol, p.stations, p.copies, p.paper_width as "paperWidth"`,
  );
  return row ?? null;
}

/** Records a printer's report (an SDP response) without counting a poll. */
export async function recordStatus({ tx, restaurantId }: RestaurantTx, printerId: string, status: string, detail: string | null): Promise<void> {
  await queryRows(
    tx,
    sql`update printers set status = ${status}, status_detail = ${detail} where restaurant_id = ${restaurantId} and id = ${printerId} returning id`,
  );
}

export interface OfferedJob {
  id: string;
  orderId: string;
  purpose: 'kitchen' | 'receipt' | 'cancellation';
  copy: boolean;
  token: string;
}

/**
 * Hands the printer its next job, if any: the oldest queued one (an order's kitchen ticket before its receipt), or one offered more than OFFER_TIMEOUT_SECONDS ago
 * without a confirmation. It becomes `offered` under a fresh token. `FOR UPDATE SKIP LOCKED`: two polls at the same
 * moment never get the same job; a job offered and still within its timeout is offered to nobody.
 */
export async function offerNextJob({ tx, restaurantId }: RestaurantTx, printerId: string, token: string): Promise<OfferedJob | null> {
  // Jobs handed out too often without a confirmation are given up on first.
  await queryRows(
    tx,
    sql`update print_jobs set state = 'failed', token = null
        where restaurant_id = ${restaurantId} and printer_id = ${printerId} and state = 'offered' and attempts >= ${MAX_PRINT_ATTEMPTS}
          and offered_at < now() - make_interval(secs => ${OFFER_TIMEOUT_SECONDS})
        returning id`,
  );
  // A kitchen ticket for a printer of chosen stations when none of the order's lines goes there (every line belongs to
  // another station) would print a ticket with no dish on it: it is withdrawn instead — a job that never existed, so
  // a cancellation later prints nothing there either. Lines of no station print everywhere (the renderer's rule).
  await queryRows(
    tx,
    sql`delete from print_jobs j using printers p
        where j.restaurant_id = ${restaurantId} and j.printer_id = ${printerId} and j.state = 'queued' and j.purpose = 'kitchen'
          and p.restaurant_id = j.restaurant_id and p.id = j.printer_id and p.stations is not null
          and not exists (
            select from order_lines l ${sql.raw(LINE_STATION_JOIN)}
            where l.restaurant_id = j.restaurant_id and l.order_id = j.order_id and (ks.id is null or ks.id::text = any(p.stations))
          )
        returning j.id`,
  );
  const [row] = await queryRows<OfferedJob>(
    tx,
    sql`update print_jobs j set state = 'offered', token = ${token}, offered_at = now(), attempts = j.attempts + 1
        where j.id = (
          select c.id from print_jobs c
          where c.restaurant_id = ${restaurantId} and c.printer_id = ${printerId}
            and (c.state = 'queued' or (c.state = 'offered' and c.offered_at < now() - make_interval(secs => ${OFFER_TIMEOUT_SECONDS})))
          order by c.created_at, case c.purpose when 'receipt' then 1 else 0 end, c.id
          limit 1
          for update skip locked
        )
        returning j.id, j.order_id as "orderId", j.purpose, j.copy, j.token`,
  );
  return row ?? null;
}

/** The job offered to this printer under `token` (what its fetch asks for); null when the token is not a current offer. */
export async function findOfferedJob({ tx, restaurantId }: RestaurantTx, printerId: string, token: string): Promise<OfferedJob | null> {
  const [row] = await queryRows<OfferedJob>(
    tx,
    sql`select j.id, j.order_id as "orderId", j.purpose, j.copy, j.token from print_jobs j
        where j.restaurant_id = ${restaurantId} and j.printer_id = ${printerId} and j.token = ${token} and j.state = 'offered'`,
  );
  return row ?? null;
}

/** The printer's oldest offered job (a CloudPRNT printer that fetches without a token). */
export async function findOldestOfferedJob({ tx, restaurantId }: RestaurantTx, printerId: string): Promise<OfferedJob | null> {
  const [row] = await queryRows<OfferedJob>(
    tx,
    sql`select j.id, j.order_id as "orderId", j.purpose, j.copy, j.token from print_jobs j
        where j.restaurant_id = ${restaurantId} and j.printer_id = ${printerId} and j.state = 'offered'
        order by j.offered_at, j.id limit 1`,
  );
  return row ?? null;
}

/**
 * The printer confirmed the job of `token`: printed, once. A second confirmation of the same token changes nothing
 * (true either way); false when the token names no job of this printer.
 */
export async function confirmJob({ tx, restaurantId }: RestaurantTx, printerId: string, token: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update print_jobs set state = 'printed', printed_at = coalesce(printed_at, now()), last_error = null
        where restaurant_id = ${restaurantId} and printer_id = ${printerId} and token = ${token} and state in ('offered', 'printed')
        returning id`,
  );
  return rows.length > 0;
}

/** The printer could not print the job of `token` (paper out, cover open…): back in the queue, for its next poll. */
export async function returnJob({ tx, restaurantId }: RestaurantTx, printerId: string, token: string, error: string): Promise<void> {
  await queryRows(
    tx,
    sql`update print_jobs set state = 'queued', token = null, last_error = ${error.slice(0, 200)}
        where restaurant_id = ${restaurantId} and printer_id = ${printerId} and token = ${token} and state = 'offered'
        returning id`,
  );
}

/** Whether the order exists in the restaurant. */
export async function orderExists({ tx, restaurantId }: RestaurantTx, orderId: string): Promise<boolean> {
  const rows = await queryRows(tx, sql`select 1 from orders where restaurant_id = ${restaurantId} and id = ${orderId}`);
  return rows.length > 0;
}

/**
 * A manual print of an order: a job per printer (all, or `printerId`) and purpose (kitchen and receipt as each
 * printer is set up, or only `purpose`, which a chosen printer prints whatever its routing). A ticket this printer
 * already printed is marked COPY. Returns the jobs written.
 */
export async function insertManualJobs(
  { tx, restaurantId }: RestaurantTx,
  orderId: string,
  filter: { purpose?: 'kitchen' | 'receipt' | undefined; printerId?: string | undefined },
): Promise<Array<{ copy: boolean }>> {
  const printerId = filter.printerId ?? null;
  const purpose = filter.purpose ?? null;
  return queryRows<{ copy: boolean }>(
    tx,
    sql`insert into print_jobs (restaurant_id, printer_id, order_id, purpose, copy)
        select p.restaurant_id, p.id, ${orderId}::uuid, k.purpose,
               exists (select from print_jobs j where j.restaurant_id = p.restaurant_id and j.order_id = ${orderId}::uuid
                         and j.printer_id = p.id and j.purpose = k.purpose and j.state = 'printed')
        from printers p cross join (values ('kitchen'), ('receipt')) as k(purpose)
        where p.restaurant_id = ${restaurantId}
          and (${printerId}::uuid is null or p.id = ${printerId}::uuid)
          and (${purpose}::text is null or k.purpose = ${purpose}::text)
          and ((${printerId}::uuid is not null and ${purpose}::text is not null)
               or case k.purpose when 'kitchen' then p.stations is null or cardinality(p.stations) > 0 else p.prints_receipts end)
        returning copy`,
  );
}

/**
 * The restaurant's printers that should print (auto-print on) and cannot: what the dashboard warns about. `offline`
 * when it has not polled for PRINTER_OFFLINE_SECONDS (or never did) or its last report says so; else its last report
 * when that is paper out, cover open or an error (it is offered nothing meanwhile: its tickets wait).
 */
export function findPrintersNeedingAttention({
  tx,
  restaurantId,
}: RestaurantTx): Promise<Array<{ id: string; name: string; status: 'offline' | 'paper_out' | 'cover_open' | 'error' }>> {
  return queryRows(
    tx,
    sql`select p.id, p.name,
          case when p.last_poll_at is null or p.last_poll_at < now() - make_interval(secs => ${PRINTER_OFFLINE_SECONDS}) then 'offline'
               else p.status end as status
        from printers p
        where p.restaurant_id = ${restaurantId} and p.auto_print <> 'off'
          and (p.last_poll_at is null or p.last_poll_at < now() - make_interval(secs => ${PRINTER_OFFLINE_SECONDS})
               or p.status in ('offline', 'paper_out', 'cover_open', 'error'))
        order by p.created_at, p.id`,
  );
}

/** Local mode: the restaurant the account of `email` owns (the demo's) and that owner, or null; read before any restaurant is set. */
export async function findOwnedRestaurant(db: Executor, email: string): Promise<{ restaurantId: string; userId: string; name: string; email: string } | null> {
  const [row] = await queryRows<{ restaurantId: string; userId: string; name: string; email: string }>(
    db,
    sql`select m.restaurant_id as "restaurantId", u.id as "userId", u.name, u.email from restaurant_members m join "user" u on u.id = m.user_id
        where lower(u.email) = lower(${email}) and m.role = 'owner' order by m.created_at limit 1`,
  );
  return row ?? null;
}

/**
 * Local mode: the restaurant's printer of this secret, added with `values` when it has none; a print bridge's printer
 * that exists takes `values`' port (the virtual one listens on a new port at each start).
 */
export async function ensurePrinter(scope: RestaurantTx, values: PrinterValues, secretHash: string): Promise<void> {
  const [row] = await queryRows<{ id: string; port: number | null }>(
    scope.tx,
    sql`select id, port from printers where restaurant_id = ${scope.restaurantId} and secret_hash = ${secretHash}`,
  );
  if (!row) {
    await insertPrinter(scope, values, secretHash);
    return;
  }
  if (values.protocol === 'bridge' && values.port !== undefined && row.port !== values.port) {
    await queryRows(scope.tx, sql`update printers set port = ${values.port} where restaurant_id = ${scope.restaurantId} and id = ${row.id} returning id`);
  }
}
