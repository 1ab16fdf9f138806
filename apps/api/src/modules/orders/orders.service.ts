/** Order rules: pages of the restaurant's orders, status changes, and new orders priced from its own menu. */
import type { Locale } from '@maitre/shared/locales';
import type { MessagePick } from '@maitre/shared/messages/index';
import { fromCents } from '@maitre/shared/money';
import { type LineProblem, priceLine } from '@maitre/shared/options';
import type { Order, OrderCustomerSchema, OrderLine, OrderSettings, OrderSource, OrderStatus } from '@maitre/shared/orders';
import type { PortionCounts } from '@maitre/shared/portions';
import { can } from '@maitre/shared/team';
import type { z } from 'zod';
import type { TenantDatabase } from '../../db/client.ts';
import type { RestaurantScope } from '../../db/tenant.ts';
import { AppError, type Text } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { findPricedItems, type PricedItem } from '../menu/menu.repository.ts';
import { countsAfter, PortionsWanted, portionsShortIn } from '../portions/portions-taken.ts';
import { tableForOrder } from '../tables/tables.service.ts';
import * as repository from './orders.repository.ts';

/** numeric(10,2) holds at most this many cents. */
const MAX_TOTAL_CENTS = 9_999_999_999;

/**
 * A page of the restaurant's orders as the JSON text of OrderListResponseSchema: `{ orders, nextCursor, counts }`. The
 * orders and counts arrive from PostgreSQL as JSON text and are joined here, never parsed and serialised again —
 * except for a member who may not see guests' contact details (the kitchen), whose page has them taken out.
 */
export async function listOrdersJson(
  database: TenantDatabase,
  member: Member,
  query: { status?: OrderStatus | undefined; cursor?: string | undefined; limit: number } & repository.OrderSearch,
): Promise<string> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const search = { q: query.q, from: query.from, to: query.to };
  const page = await repository.findOrderPage(database.forRestaurant(member.restaurantId), { status: query.status, after, limit: query.limit, search });
  const nextCursor = page.next ? JSON.stringify(encodeCursor(page.next)) : 'null';
  return `{"orders":${forRole(member, page.ordersJson)},"nextCursor":${nextCursor},"counts":${page.countsJson}}`;
}

/**
 * Orders (an order's or an array's JSON text) as this member may see them: without the guest's phone and email when
 * their role may not read contact details.
 */
export function forRole(member: Member, json: string): string {
  if (can(member.role, 'orders:read_contact')) return json;
  const parsed = JSON.parse(json) as Order | Order[];
  const hide = (order: Order) => Object.assign(order, { customer_phone: null, customer_email: null });
  return JSON.stringify(Array.isArray(parsed) ? parsed.map(hide) : hide(parsed));
}

export function encodeCursor(position: repository.OrderPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string): repository.OrderPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    typeof parsed[0] === 'string' &&
    CURSOR_TIME.test(parsed[0]) &&
    typeof parsed[1] === 'string' &&
    UUID.test(parsed[1])
  ) {
    return { createdAt: parsed[0], id: parsed[1] };
  }
  throw new AppError('VALIDATION_FAILED', (m) => m.common.fieldsInvalid, { cursor: [(m) => m.common.unknownCursor('nextCursor')] });
}

/**
 * The order's JSON text after the change (OrderSchema, as this member may see it), and what a first cancellation gave
 * back to sold-out counts (for the live event; null when nothing); 404 when the restaurant has no such order.
 */
export async function changeOrderStatus(
  database: TenantDatabase,
  member: Member,
  orderId: string,
  status: OrderStatus,
): Promise<{ json: string; portions: PortionCounts | null; guestMail: boolean }> {
  const changed = await repository.updateOrderStatus(database.forRestaurant(member.restaurantId), orderId, status, {
    userId: member.userId,
    name: member.name,
  });
  if (changed === null) throw new AppError('NOT_FOUND', (m) => m.orders.notFound);
  return { json: forRole(member, changed.json), portions: countsAfter(changed.returned), guestMail: changed.guestMail };
}

/** An order answered by the accept step: its JSON text as this member may see it, its new status, and what a rejection gave back. */
export interface AnsweredOrder {
  json: string;
  status: OrderStatus;
  portions: PortionCounts | null;
}

function answered(member: Member, result: repository.AnswerResult): AnsweredOrder {
  if (result.kind === 'not_found') throw new AppError('NOT_FOUND', (m) => m.orders.notFound);
  if (result.kind === 'not_pending') throw new AppError('CONFLICT', (m) => m.orders.notPending);
  const { status } = JSON.parse(result.json) as Pick<Order, 'status'>;
  return { json: forRole(member, result.json), status, portions: countsAfter(result.returned) };
}

/**
 * Accepts a pending order (issue 20): `confirmed`, ready `readyInMinutes` from now by the database's clock, logged as
 * this member's. 404 when the restaurant has no such order; 409 when it is no longer pending (someone answered it).
 */
export async function acceptOrder(database: TenantDatabase, member: Member, orderId: string, readyInMinutes: number): Promise<AnsweredOrder> {
  const actor = { userId: member.userId, name: member.name };
  return answered(member, await repository.acceptOrder(database.forRestaurant(member.restaurantId), orderId, readyInMinutes, actor));
}

/** Rejects a pending order with the reason the guest reads: `cancelled`. 404 / 409 as for accepting. */
export async function rejectOrder(database: TenantDatabase, member: Member, orderId: string, reason: string): Promise<AnsweredOrder> {
  const actor = { userId: member.userId, name: member.name };
  return answered(member, await repository.rejectOrder(database.forRestaurant(member.restaurantId), orderId, reason, actor));
}

function settingsOf(row: repository.OrderSettingsRow | null): OrderSettings {
  if (!row) throw new AppError('NOT_FOUND', (m) => m.orders.notFound);
  return { auto_accept: row.autoAccept, realert_after_minutes: row.realertAfterMinutes, preparation_minutes: row.preparationMinutes };
}

/** How the restaurant takes online orders: auto-accept, the re-alert delay, the preparation time offered. */
export function getOrderSettings(database: TenantDatabase, member: Member): Promise<OrderSettings> {
  return database.withRestaurant(member.restaurantId, async (scope) => settingsOf(await repository.findOrderSettings(scope)));
}

export function updateOrderSettings(
  database: TenantDatabase,
  member: Member,
  changes: { auto_accept?: boolean | undefined; realert_after_minutes?: number | undefined },
): Promise<OrderSettings> {
  return database.withRestaurant(member.restaurantId, async (scope) =>
    settingsOf(
      await repository.updateOrderSettings(scope, {
        ...(changes.auto_accept === undefined ? {} : { autoAccept: changes.auto_accept }),
        ...(changes.realert_after_minutes === undefined ? {} : { realertAfterMinutes: changes.realert_after_minutes }),
      }),
    ),
  );
}

export interface CreateOrderCommand {
  /** The account that creates it: the member taking it, or for an online order the restaurant's owner. */
  createdBy: string | null;
  customer: z.output<typeof OrderCustomerSchema>;
  /** Dishes by id, how many, and the chosen option ids (absent: each group's defaults); prices come from the menu. */
  items: ReadonlyArray<{ menu_item_id: string; quantity: number; options?: readonly string[] | undefined }>;
  notes: string | null;
  source: OrderSource;
  /** The guest's language when they ordered (the order page's); null for an order taken by staff. */
  locale?: Locale | null;
  /** The member taking it (an order taken by phone or at the counter), for the activity log; none for a guest's. */
  actor?: repository.Actor;
  /** When it is placed (its business day for sold-out counts, its created_at): now when left out. */
  at?: Date;
  /** The table of a dine-in order (decision 0033), already checked against the restaurant's tables; null: pickup. */
  tableLabel?: string | null;
}

/** A new order, and what is left of the counted dishes and options it took (for the live event; null when none). */
export interface PlacedOrder {
  order: Order;
  portions: PortionCounts | null;
}

/**
 * Whether changes to this order queue mails to its guest: an online order with the guest's email (the condition of
 * the guest mail triggers, migration 0017). Only such a change has a job for the queue to claim at once; waking it
 * after any other (one claim statement each) would cost every order a round trip for nothing (the queue's poll still
 * finds whatever else is due).
 */
export function mailsGuest(order: Pick<Order, 'source' | 'customer_email'>): boolean {
  return order.source === 'online' && order.customer_email !== null;
}

/**
 * An order a member takes by phone or at the counter: created by them, logged as theirs. `table` names one of the
 * restaurant's tables (decision 0033; whatever its case, else 400 at `table`) for an order taken at a table.
 */
export async function takeOrder(
  database: TenantDatabase,
  member: Member,
  { table, ...order }: Pick<CreateOrderCommand, 'customer' | 'items' | 'notes'> & { table?: string | undefined },
): Promise<PlacedOrder> {
  const scope = database.forRestaurant(member.restaurantId);
  return createOrder(scope, {
    ...order,
    tableLabel: table === undefined ? null : await tableForOrder(scope, table),
    createdBy: member.userId,
    source: 'dashboard',
    actor: { userId: member.userId, name: member.name },
  });
}

/** What is wrong with a line's choices, in the reader's language (the dish's name is added by `lineProblem`). */
function problemText(problem: LineProblem): MessagePick {
  switch (problem.kind) {
    case 'not_an_option':
      return (m) => m.orders.notAnOption;
    case 'repeated':
      return (m) => m.orders.optionRepeated(problem.option);
    case 'sold_out':
      return (m) => m.orders.optionSoldOut(problem.option);
    case 'too_few':
      return (m) => m.orders.chooseAtLeast(problem.group, problem.min);
    case 'too_many':
      return (m) => m.orders.chooseAtMost(problem.group, problem.max);
    case 'below_zero':
      return (m) => m.orders.belowZero;
  }
}

/**
 * Creates an order priced from the restaurant's current menu: each line by the shared `priceLine` (options.ts) from
 * the dish's and the chosen options' ids — names, prices, price changes and allergens are read on the server, never
 * taken from the request — and the total summed in integer cents. A dish that is unknown, another restaurant's, or
 * unavailable is refused by name; so is a line whose choices break its groups' rules (an option of another dish or
 * restaurant, sold out, chosen twice, too few or too many for a group, a price below zero), with the dish named.
 * Nothing is written then. One service for phone orders and guests' orders.
 *
 * Sold-out counts (decision 0027): a counted dish or option is taken from its count by the insert itself, atomically
 * (a conditional update that never goes below zero, in the same statement); an order asking for more than is left is
 * refused whole, each short line named ("Margherita: only 2 left"), whether the menu read already showed it or an
 * order placed a moment earlier took the last portions. Dishes without a count cost nothing more.
 */
export async function createOrder(
  scope: RestaurantScope,
  { createdBy, customer, items, notes, source, locale, actor, at, tableLabel }: CreateOrderCommand,
  /** The order's dishes as findPricedItems answers them, when the caller read them already (a guest's order). */
  priced?: PricedItem[],
): Promise<PlacedOrder> {
  // Two statements, no transaction: the insert is atomic on its own (the order, its lines and what it takes from the
  // counts, one statement), and a transaction would not stop the menu from changing between the read and the insert
  // anyway (it would need row locks, and a dish sold out a millisecond later is the same as one sold out a millisecond
  // after the order). The counts are the exception, so the insert checks them again itself. A guest's order reads the
  // menu with its restaurant's lookup (storefront.service.ts): the same statement, one round trip fewer.
  const menu = new Map(
    (
      priced ??
      (await findPricedItems(
        scope,
        items.map((item) => item.menu_item_id),
        at,
      ))
    ).map((menuItem) => [menuItem.id, menuItem]),
  );
  const wanted = new PortionsWanted();
  const fieldErrors: Record<string, Text[]> = {};
  const unavailable: string[] = [];
  let missing = 0;
  let firstLineProblem: MessagePick | undefined;
  const lines: OrderLine[] = [];
  let totalCents = 0;
  items.forEach((item, index) => {
    const menuItem = menu.get(item.menu_item_id.toLowerCase());
    if (!menuItem) {
      missing += 1;
      fieldErrors[`items.${index}.menu_item_id`] = [(m) => m.orders.itemGone];
      return;
    }
    // A dish of a hidden category is off the order page: a guest cannot order it (staff may, by phone).
    if (!menuItem.is_available || (source === 'online' && menuItem.category_hidden)) {
      unavailable.push(menuItem.name);
      fieldErrors[`items.${index}.menu_item_id`] = [(m) => m.orders.itemUnavailable(menuItem.name)];
      return;
    }
    const priced = priceLine(
      menuItem,
      item.options?.map((id) => id.toLowerCase()),
    );
    if (!priced.ok) {
      const problem = problemText(priced.problem);
      const text: MessagePick = (m) => m.orders.lineProblem(menuItem.name, problem(m));
      firstLineProblem ??= text;
      fieldErrors[`items.${index}.options`] = [text];
      return;
    }
    const { unitCents, options, allergens, traces } = priced.line;
    wanted.addLine(index, menuItem, options, item.quantity);
    totalCents += unitCents * item.quantity;
    // The base names, in the restaurant's default_language, whatever language the guest ordered in: the kitchen, the
    // dashboard and the receipts read the restaurant's language (issue 18). The guest's page shows its own choice of
    // the item's translations beside the line (by menu_item_id). `price` is the unit price with the options.
    lines.push({ menu_item_id: menuItem.id, name: menuItem.name, price: fromCents(unitCents), quantity: item.quantity, options, allergens, traces });
  });
  if (missing > 0 || unavailable.length > 0) throw new AppError('VALIDATION_FAILED', (m) => m.orders.refused(unavailable, missing), fieldErrors);
  if (firstLineProblem) throw new AppError('VALIDATION_FAILED', firstLineProblem, fieldErrors);

  if (totalCents > MAX_TOTAL_CENTS) throw new AppError('VALIDATION_FAILED', (m) => m.orders.tooLarge, { items: [(m) => m.orders.totalTooLarge] });
  // What the menu read already shows cannot be served is refused before writing anything.
  wanted.refuseShort(wanted.shortOnMenu());

  try {
    const placed = await repository.insertOrder(
      scope,
      {
        createdBy,
        customerName: customer.customer_name,
        customerPhone: customer.customer_phone,
        customerEmail: customer.customer_email,
        notes,
        lines,
        totalAmount: fromCents(totalCents).toFixed(2),
        source,
        locale: locale ?? null,
        portions: wanted.taken(),
        tableLabel: tableLabel ?? null,
        ...(at ? { createdAt: at } : {}),
      },
      actor,
    );
    return { order: placed.order, portions: countsAfter(placed.taken) };
  } catch (error) {
    // Orders placed meanwhile took what this one needed: the insert refused itself, nothing was written.
    const short = portionsShortIn(error);
    if (short) wanted.refuseShort(short);
    throw error;
  }
}
