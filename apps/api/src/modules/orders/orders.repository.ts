/** Queries of orders: every one through the restaurant's scope (db/tenant.ts), and filtered by its id. */

import type { Locale } from '@maitre/shared/locales';
import {
  DEFAULT_ORDER_PAGE_SIZE,
  ORDER_STATUSES,
  type Order,
  type OrderCounts,
  type OrderLine,
  type OrderSource,
  type OrderStatus,
} from '@maitre/shared/orders';
import { and, eq, sql } from 'drizzle-orm';
import { type NamedQuery, namedQuery } from '../../db/client.ts';
import { orders, restaurants } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';

type OrderRow = typeof orders.$inferSelect;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    user_id: row.userId,
    customer_name: row.customerName,
    customer_phone: row.customerPhone,
    customer_email: row.customerEmail,
    order_items: row.orderItems,
    notes: row.notes,
    total_amount: Number(row.totalAmount),
    status: row.status as OrderStatus,
    source: row.source as OrderSource,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    daily_number: row.dailyNumber,
    business_day: row.businessDay,
    ready_at: row.readyAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
    pickup_at: row.pickupAt?.toISOString() ?? null,
    table_label: row.tableLabel,
  };
}

/** Position of an order in the newest-first list. createdAt keeps PostgreSQL's microseconds, which a JS Date would lose. */
export interface OrderPosition {
  createdAt: string;
  id: string;
}

export interface FindOrdersOptions {
  status?: OrderStatus | undefined;
  after?: OrderPosition | undefined;
  limit: number;
  /** Search and dates (issue 20): with any of them, the page is read by FILTERED_PAGE. */
  search?: OrderSearch | undefined;
}

/** What the orders list is narrowed to: a text to find, and days (YYYY-MM-DD) in the restaurant's time zone. */
export interface OrderSearch {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** `%`, `_` and `\` as themselves in a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The page query when searching or filtering by days: the same keyset order, page and counts as `pageQuery`, with
 * each filter switched on by its parameter (null: off). `$6` the name as a LIKE pattern (case-insensitive), `$7` the
 * order number as a suffix of the id (the id's last 8 characters are the number the spec shows) — `$6` also finds
 * a dine-in order's table label —, `$8` the phone's
 * digits (compared without spaces or punctuation; null when the text has fewer than 3 digits), `$11` the number of
 * the day (#12: orders.daily_number, of any day unless the days narrow it), `$9`/`$10` the first and last business day
 * (orders.business_day: from the restaurant's cutoff to the next, 04:00 unless changed — an order at 01:30 belongs to
 * the day before, as on the overview and in the numbers of the day). Searches are rare next
 * to the plain list, so one text serves every combination; the keyset and the (restaurant_id, created_at, id) index
 * still bound what a page reads to the rows it walks.
 */
const FILTERED_PAGE = namedQuery({
  name: 'orders_page_filtered',
  text: `select p.*, c.pending, c.confirmed, c.preparing, c.ready, c.delivered, c.cancelled
      from (
        select '[' || coalesce(array_to_string((array_agg(api_json order by created_at desc, id desc))[1:$2], ','), '') || ']' as orders,
          count(*) > $2 as has_more,
          to_char(((array_agg(created_at order by created_at desc, id desc))[$2]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as last_created_at,
          ((array_agg(id order by created_at desc, id desc))[$2])::text as last_id
        from (
          select o.api_json, o.created_at, o.id
          from orders o
          where o.restaurant_id = $1
            and ($3::text is null or o.status = $3::text)
            and ($4::timestamptz is null or (o.created_at, o.id) < ($4::timestamptz, $5::uuid))
            and ($6::text is null
              or o.customer_name ilike $6::text
              or o.table_label ilike $6::text
              or ($7::text is not null and o.id::text like $7::text)
              or ($8::text is not null and regexp_replace(coalesce(o.customer_phone, ''), '[^0-9]', '', 'g') like $8::text)
              or ($11::int is not null and o.daily_number = $11::int))
            and ($9::date is null or o.business_day >= $9::date)
            and ($10::date is null or o.business_day <= $10::date)
          order by o.created_at desc nulls last, o.id desc nulls last limit $2::int + 1
        ) page
      ) p
      left join order_counts c on c.restaurant_id = $1`,
});

/** The parameters $6…$11 of FILTERED_PAGE for a search. */
function searchValues({ q, from, to }: OrderSearch): unknown[] {
  const text = q?.trim().replace(/^#/, '') ?? '';
  const digits = text.replace(/\D/g, '');
  // A reference is the id's last 8 characters: its end from 4 characters on. Shorter ("2", "#12") is a number of the
  // day — as a reference suffix it would match one order in 16 (or 256) at random.
  const isNumber = /^[0-9a-f-]{4,36}$/i.test(text);
  return [
    text ? `%${likeLiteral(text)}%` : null,
    text && isNumber ? `%${likeLiteral(text.toLowerCase())}` : null,
    text && digits.length >= 3 && /^[+()\d\s./-]+$/.test(text) ? `%${digits}%` : null,
    from ?? null,
    to ?? null,
    /^\d{1,6}$/.test(text) ? Number(text) : null,
  ];
}

export interface OrderPageText {
  /** A JSON array of OrderSchema objects, newest first, as stored in orders.api_json. */
  ordersJson: string;
  /** The position of the page's last order when more orders follow it; null on the last page. */
  next: OrderPosition | null;
  /** A JSON object of OrderCountsSchema. */
  countsJson: string;
}

/**
 * The text of the page query for each filter: `$1` restaurant, `$2` page size, then the status, then the cursor's time and
 * id. One text per combination, so each keeps the plan of its own index.
 *
 * Planned once: PostgreSQL plans a prepared statement for its parameters five times, then keeps one generic plan
 * only while that plan looks no dearer than the custom ones did; otherwise every request is planned again, which cost
 * more than running the page (docs/PERFORMANCE.md, "planned once"; orders.repository.test.ts). Two things made the
 * generic plan look dearer: an unknown LIMIT (it assumes a tenth of the average restaurant's orders), so the default
 * page size (`pageSize`) is written into the LIMIT as a constant (other sizes keep `$2 + 1`); and `restaurant_id = $1`,
 * which gives a busy restaurant's custom plan its own, cheaper-looking estimate, so the restaurant is compared through
 * `(select $1::text)`, which custom and generic plans alike estimate for the average restaurant (same index scan).
 */
function pageQuery(byStatus: boolean, afterCursor: boolean, pageSize?: number): NamedQuery {
  const next = byStatus ? 4 : 3;
  const where = [
    'restaurant_id = (select $1::text)',
    ...(byStatus ? ['status = $3'] : []),
    ...(afterCursor ? [`(created_at, id) < ($${next}::timestamptz, $${next + 1}::uuid)`] : []),
  ].join(' and ');
  // Aggregates over the limit + 1 rows in index order (no window function: it cost a third of the query on PGlite).
  const inOrder = 'order by created_at desc, id desc';
  const limit = pageSize === undefined ? '$2::int + 1' : String(pageSize + 1);
  return namedQuery({
    name: `orders_page${byStatus ? '_status' : ''}${afterCursor ? '_after' : ''}${pageSize === undefined ? '' : `_${pageSize}`}`,
    text: `select p.*, c.pending, c.confirmed, c.preparing, c.ready, c.delivered, c.cancelled
      from (
        select '[' || coalesce(array_to_string((array_agg(api_json ${inOrder}))[1:$2], ','), '') || ']' as orders,
          count(*) > $2 as has_more,
          to_char(((array_agg(created_at ${inOrder}))[$2]) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as last_created_at,
          ((array_agg(id ${inOrder}))[$2])::text as last_id
        from (
          select api_json, created_at, id from orders where ${where}
          order by created_at desc nulls last, id desc nulls last limit ${limit}
        ) page
      ) p
      left join order_counts c on c.restaurant_id = $1`,
  });
}
const pageQueries = (pageSize?: number) =>
  [pageQuery(false, false, pageSize), pageQuery(true, false, pageSize), pageQuery(false, true, pageSize), pageQuery(true, true, pageSize)] as const;
const PAGE_QUERIES = pageQueries();
/** The page queries for the default page size: no filter, by status, after a cursor, both (bench/restaurant-statement.ts uses the first). */
export const DEFAULT_SIZE_PAGE_QUERIES = pageQueries(DEFAULT_ORDER_PAGE_SIZE);

/**
 * One page, newest first, by keyset — `(created_at, id) < after` — and the status counts, in one round trip. The
 * order by matches the (restaurant_id[, status], created_at desc nulls last, id desc nulls last) indexes, so a page
 * reads only its own rows (limit + 1, to know whether another page follows), and each row brings its stored JSON
 * text: nothing is built per order on a read. The counts are the restaurant's order_counts row, kept by triggers.
 */
export async function findOrderPage(scope: RestaurantScope, { status, after, limit, search }: FindOrdersOptions): Promise<OrderPageText> {
  const isFiltered = Boolean(search && (search.q?.trim() || search.from || search.to));
  const query = isFiltered
    ? FILTERED_PAGE
    : ((limit === DEFAULT_ORDER_PAGE_SIZE ? DEFAULT_SIZE_PAGE_QUERIES : PAGE_QUERIES)[(status ? 1 : 0) + (after ? 2 : 0)] as NamedQuery);
  const values: unknown[] = isFiltered
    ? [scope.restaurantId, limit, status ?? null, after?.createdAt ?? null, after?.id ?? null, ...searchValues(search ?? {})]
    : [scope.restaurantId, limit, ...(status ? [status] : []), ...(after ? [after.createdAt, after.id] : [])];
  const [row] = await scope.query<PageRow>(query, values);
  if (!row) throw new Error('findOrderPage: an aggregate returned no row');
  return {
    ordersJson: row.orders,
    next: row.has_more && row.last_created_at && row.last_id ? { createdAt: row.last_created_at, id: row.last_id } : null,
    countsJson: JSON.stringify(countsOf(row)),
  };
}

type StatusCounts = Record<OrderStatus, number | null>;
interface PageRow extends StatusCounts {
  orders: string;
  has_more: boolean;
  last_created_at: string | null;
  last_id: string | null;
}

/** `all` and every status, from an order_counts row (all null when the restaurant has no order yet). */
function countsOf(row: StatusCounts): OrderCounts {
  const counts: OrderCounts = { all: 0, pending: 0, confirmed: 0, preparing: 0, ready: 0, delivered: 0, cancelled: 0 };
  for (const status of ORDER_STATUSES) {
    counts[status] = row[status] ?? 0;
    counts.all += counts[status];
  }
  return counts;
}

/** The restaurant's newest orders (the overview's recent list), from their stored JSON. */
export async function findNewestOrders({ tx, restaurantId }: RestaurantTx, limit: number): Promise<Order[]> {
  const rows = await tx
    .select({ json: orders.apiJson })
    .from(orders)
    .where(eq(orders.restaurantId, restaurantId))
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(limit);
  return rows.map((row) => JSON.parse(row.json) as Order);
}

export interface NewOrder {
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  notes: string | null;
  lines: OrderLine[];
  /** numeric(10,2) text, computed exactly by the caller. */
  totalAmount: string;
  source: OrderSource;
  /** The guest's language when they ordered; null (or absent) for an order taken by staff. */
  locale?: Locale | null;
  /** The account that created it: the member who took it, or for an online order the restaurant's owner. */
  createdBy: string | null;
  status?: OrderStatus;
  createdAt?: Date;
  /** The counted dishes and options it takes (decision 0027): only those the menu it was priced from counts. */
  portions?: ReadonlyArray<{ kind: 'item' | 'option'; id: string; quantity: number }>;
  /** The table's label for a dine-in order (decision 0033), already checked to be one of the restaurant's; null for pickup. */
  tableLabel?: string | null;
}

/**
 * The order's lines (issue 19) from the same JSON as order_items ($6), in order: written by the statement that writes
 * the order, from the order the CTE `created` returns. The line total is the unit price times the quantity, exact in
 * numeric.
 */
const INSERT_LINES = `lines as (
      insert into order_lines (restaurant_id, order_id, position, menu_item_id, name, unit_price, quantity, line_total, options, allergens, traces)
      select $1, created.id, (line.ordinality - 1)::int, (line.value->>'menu_item_id')::uuid, line.value->>'name', (line.value->>'price')::numeric,
        (line.value->>'quantity')::int, round((line.value->>'price')::numeric * (line.value->>'quantity')::int, 2),
        coalesce(line.value->'options', '[]'::jsonb),
        array(select jsonb_array_elements_text(coalesce(line.value->'allergens', '[]'::jsonb))),
        array(select jsonb_array_elements_text(coalesce(line.value->'traces', '[]'::jsonb)))
      from created, jsonb_array_elements($6::jsonb) with ordinality as line(value, ordinality)
    )`;

/**
 * `$13`: the counted dishes and options the order takes (decision 0027), `{ "taken": [{ kind, id, quantity }] }`, or
 * null when it names none — then no trigger runs and the insert costs what it did. With them, the trigger
 * `orders_take_portions` (migration 0013) takes them from their counts inside this statement, or fails it (SQLSTATE
 * MA086) when one cannot be served; the row returns what it took and what is left.
 */
const INSERT_ORDER_ROW = `insert into orders (restaurant_id, user_id, customer_name, customer_phone, customer_email, notes, order_items, total_amount, source, status, created_at, updated_at, locale, portions, table_label)
      values ($1, $11, $2, $3, $4, $5, $6::jsonb, $7::numeric, $8, coalesce($9, 'pending'), coalesce($10::timestamptz, now()), coalesce($10::timestamptz, now()), $12, $13::jsonb, $14)
      returning id, total_amount, created_at, api_json, portions`;

/** The order and its lines, one statement. */
const INSERT_ORDER = namedQuery({
  name: 'orders_insert',
  text: `with created as (
      ${INSERT_ORDER_ROW}
    ), ${INSERT_LINES}
    select api_json, portions from created`,
});

/**
 * INSERT_ORDER with its `order.created` entry in the activity log, in the same statement (one round trip, one
 * implicit transaction): for an order a member takes ($15, $16: their id and name; $14 is the table's label).
 */
const INSERT_ORDER_LOGGED = namedQuery({
  name: 'orders_insert_logged',
  text: `with created as (
      ${INSERT_ORDER_ROW}
    ), ${INSERT_LINES}, logged as (
      insert into activity_log (restaurant_id, actor_user_id, actor_name, action, subject_type, subject_id, details, created_at)
      select $1, $15, $16, 'order.created', 'order', created.id::text, jsonb_build_object('total', created.total_amount), created.created_at from created
    )
    select api_json, portions from created`,
});

/** Who takes an order or changes it, for the activity log. */
export interface Actor {
  userId: string;
  name: string;
}

/** A dish's or an option's count an order took from or gave back to, and what is left of it after (null: not given back). */
export interface PortionsMoved {
  kind: 'item' | 'option';
  id: string;
  quantity: number;
  left: number | null;
}

/**
 * Writes the order with its lines (order_lines, one row per line) and answers it as the API sends it (its stored
 * JSON, OrderSchema) with what it took from sold-out counts; with an actor, the activity entry is written by the same
 * statement. One round trip. When a counted dish or option cannot be served, nothing is written and the database's
 * error (SQLSTATE MA086, DETAIL the JSON of what was short) is thrown: the service names the lines.
 */
export async function insertOrder(scope: RestaurantScope, order: NewOrder, actor?: Actor): Promise<{ order: Order; taken: PortionsMoved[] }> {
  const [row] = await scope.query<{ api_json: string; portions: { taken: PortionsMoved[] } | null }>(actor ? INSERT_ORDER_LOGGED : INSERT_ORDER, [
    scope.restaurantId,
    order.customerName,
    order.customerPhone,
    order.customerEmail,
    order.notes,
    JSON.stringify(order.lines),
    order.totalAmount,
    order.source,
    order.status ?? null,
    order.createdAt?.toISOString() ?? null,
    order.createdBy,
    order.locale ?? null,
    order.portions && order.portions.length > 0 ? JSON.stringify({ taken: order.portions }) : null,
    order.tableLabel ?? null,
    ...(actor ? [actor.userId, actor.name] : []),
  ]);
  if (!row) throw new Error('insertOrder: the insert returned no row');
  return { order: JSON.parse(row.api_json) as Order, taken: row.portions?.taken ?? [] };
}

const UPDATE_STATUS = namedQuery({
  name: 'orders_update_status',
  text: "update orders set status = $3, updated_at = now() where restaurant_id = $1 and id = $2 returning api_json, source = 'online' and customer_email is not null as guest_mail",
});

/**
 * UPDATE_STATUS with its `order.status_changed` entry (from, to) in the activity log, in the same statement: the
 * order's row is locked first so `from` is the status this change replaced. A status set to what it already was
 * writes no entry. `returned`: what this change gave back to sold-out counts (a first cancellation of an order that
 * took some: trigger `orders_return_portions_on_cancel`, migration 0013), else null.
 */
const UPDATE_STATUS_LOGGED = namedQuery({
  name: 'orders_update_status_logged',
  text: `with previous as (
      select id, status, portions from orders where restaurant_id = $1 and id = $2 for update
    ), changed as (
      update orders o set status = $3::text, updated_at = now() from previous
      where o.restaurant_id = $1 and o.id = previous.id
      returning o.api_json, previous.status as previous_status,
        case when previous.portions is not null and not coalesce((previous.portions->>'returned')::boolean, false)
          and coalesce((o.portions->>'returned')::boolean, false) then o.portions->'taken' end as returned,
        o.source = 'online' and o.customer_email is not null as guest_mail
    ), logged as (
      insert into activity_log (restaurant_id, actor_user_id, actor_name, action, subject_type, subject_id, details)
      select $1, $4, $5, 'order.status_changed', 'order', $2::text, jsonb_build_object('from', changed.previous_status, 'to', $3::text)
      from changed where changed.previous_status is distinct from $3::text
    )
    select api_json, returned, guest_mail from changed`,
});

/**
 * Sets the status of one of the restaurant's orders, and with an actor logs who did it (same statement). Answers the
 * order's stored JSON text (OrderSchema, rewritten by the trigger in the same statement), with an actor what the
 * change gave back to sold-out counts, and whether its guest is mailed on changes (`mailsGuest`, read with the change:
 * a kitchen member's answer hides the email); null when the restaurant has no such order.
 */
export async function updateOrderStatus(
  scope: RestaurantScope,
  id: string,
  status: OrderStatus,
  actor?: Actor,
): Promise<{ json: string; returned: PortionsMoved[]; guestMail: boolean } | null> {
  const [row] = actor
    ? await scope.query<{ api_json: string; returned: PortionsMoved[] | null; guest_mail: boolean }>(UPDATE_STATUS_LOGGED, [
        scope.restaurantId,
        id,
        status,
        actor.userId,
        actor.name,
      ])
    : await scope.query<{ api_json: string; returned?: undefined; guest_mail: boolean }>(UPDATE_STATUS, [scope.restaurantId, id, status]);
  return row ? { json: row.api_json, returned: row.returned ?? [], guestMail: row.guest_mail } : null;
}

/** Whether the restaurant has an order with this id. */
export async function orderExists({ tx, restaurantId }: RestaurantTx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, id)))
    .limit(1);
  return row !== undefined;
}

/**
 * The accept step (issue 20): a pending order becomes `confirmed` with its ready time ($3 minutes from now), or
 * `cancelled` with the reason it was turned down ($3), and the activity log says who did it (an
 * `order.status_changed` entry, from pending, with the ready time or the reason), in one statement. The order's row is
 * locked first: of two members answering the same order at once, the second finds it no longer pending and changes
 * nothing. The guest's mail is queued by the change itself (trigger `orders_guest_mail_update`, migration 0017).
 */
const ANSWER_PENDING = (name: string, set: string, details: string) =>
  namedQuery({
    name,
    text: `with previous as (
      select id, status, portions from orders where restaurant_id = $1 and id = $2 for update
    ), changed as (
      update orders o set ${set}, updated_at = now() from previous
      where o.restaurant_id = $1 and o.id = previous.id and previous.status = 'pending'
      returning o.api_json, o.status, o.ready_at, o.rejection_reason,
        case when previous.portions is not null and not coalesce((previous.portions->>'returned')::boolean, false)
          and coalesce((o.portions->>'returned')::boolean, false) then o.portions->'taken' end as returned
    ), logged as (
      insert into activity_log (restaurant_id, actor_user_id, actor_name, action, subject_type, subject_id, details)
      select $1, $4, $5, 'order.status_changed', 'order', $2::text, jsonb_build_object('from', 'pending', 'to', changed.status, ${details})
      from changed
    )
    select (select status from previous) as previous_status, changed.api_json, changed.returned
    from (select 1) one left join changed on true`,
  });

const ACCEPT_ORDER = ANSWER_PENDING(
  'orders_accept',
  "status = 'confirmed', ready_at = now() + make_interval(mins => $3::int), rejection_reason = null",
  `'ready_at', to_char(changed.ready_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
);
const REJECT_ORDER = ANSWER_PENDING('orders_reject', "status = 'cancelled', rejection_reason = $3::text", `'reason', changed.rejection_reason`);

export type AnswerResult = { kind: 'not_found' } | { kind: 'not_pending'; status: OrderStatus } | { kind: 'answered'; json: string; returned: PortionsMoved[] };

async function answerPending(scope: RestaurantScope, query: NamedQuery, id: string, value: number | string, actor: Actor): Promise<AnswerResult> {
  const [row] = await scope.query<{ previous_status: OrderStatus | null; api_json: string | null; returned: PortionsMoved[] | null }>(query, [
    scope.restaurantId,
    id,
    value,
    actor.userId,
    actor.name,
  ]);
  if (!row?.previous_status) return { kind: 'not_found' };
  if (row.api_json === null) return { kind: 'not_pending', status: row.previous_status };
  return { kind: 'answered', json: row.api_json, returned: row.returned ?? [] };
}

/** Accepts a pending order: `confirmed`, ready `readyInMinutes` from now. */
export function acceptOrder(scope: RestaurantScope, id: string, readyInMinutes: number, actor: Actor): Promise<AnswerResult> {
  return answerPending(scope, ACCEPT_ORDER, id, readyInMinutes, actor);
}

/** Rejects a pending order: `cancelled`, with the reason (its counted portions go back, as for any cancellation). */
export function rejectOrder(scope: RestaurantScope, id: string, reason: string, actor: Actor): Promise<AnswerResult> {
  return answerPending(scope, REJECT_ORDER, id, reason, actor);
}

export interface OrderSettingsRow {
  autoAccept: boolean;
  realertAfterMinutes: number;
  /** The restaurant's clock's preparation time (migration 0016): what an accepted order's ready time starts from. */
  preparationMinutes: number;
}

/** How the restaurant takes online orders (restaurants has no row-level security: filtered by its id). */
export async function findOrderSettings({ tx, restaurantId }: RestaurantTx): Promise<OrderSettingsRow | null> {
  const [row] = await tx
    .select({
      autoAccept: restaurants.autoAcceptOrders,
      realertAfterMinutes: restaurants.realertAfterMinutes,
      preparationMinutes: restaurants.preparationMinutes,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row ?? null;
}

export async function updateOrderSettings(scope: RestaurantTx, changes: Partial<OrderSettingsRow>): Promise<OrderSettingsRow | null> {
  const { tx, restaurantId } = scope;
  const set: Partial<typeof restaurants.$inferInsert> = {};
  if (changes.autoAccept !== undefined) set.autoAcceptOrders = changes.autoAccept;
  if (changes.realertAfterMinutes !== undefined) set.realertAfterMinutes = changes.realertAfterMinutes;
  if (Object.keys(set).length === 0) return findOrderSettings(scope);
  const [row] = await tx
    .update(restaurants)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(restaurants.id, restaurantId))
    .returning({
      autoAccept: restaurants.autoAcceptOrders,
      realertAfterMinutes: restaurants.realertAfterMinutes,
      preparationMinutes: restaurants.preparationMinutes,
    });
  return row ?? null;
}

/** An order with what its guest's mail needs of its restaurant: name, address, time zone, language. Null when gone. */
export async function findOrderForGuestMail({ tx, restaurantId }: RestaurantTx, orderId: string) {
  const [row] = await tx
    .select({
      order: orders,
      restaurantName: restaurants.name,
      slug: restaurants.slug,
      timeZone: restaurants.timezone,
      defaultLanguage: restaurants.defaultLanguage,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId)))
    .limit(1);
  return row ?? null;
}
