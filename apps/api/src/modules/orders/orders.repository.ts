/** Drizzle queries for orders; every one is scoped by the owner's id. */
import { ORDER_STATUSES, type Order, type OrderCounts, type OrderLine, type OrderSource, type OrderStatus } from '@maitre/shared/orders';
import { and, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
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
  };
}

/** Position of an order in the newest-first list. createdAt keeps PostgreSQL's microseconds, which a JS Date would lose. */
export interface OrderPosition {
  createdAt: string;
  id: string;
}

export interface FindOrdersOptions {
  status?: OrderStatus;
  after?: OrderPosition;
  limit: number;
}

/**
 * One page, newest first, by keyset: `(created_at, id) < after`. The order by matches the
 * (user_id[, status], created_at desc nulls last, id desc nulls last) indexes, so a page reads only its own rows.
 */
export async function findOrders(db: Executor, ownerId: string, { status, after, limit }: FindOrdersOptions) {
  const rows = await db
    .select({
      ...getTableColumns(orders),
      position: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, ownerId),
        status ? eq(orders.status, status) : undefined,
        after ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(limit);
  return rows.map(({ position, ...row }) => ({ order: toOrder(row), position: { createdAt: position, id: row.id } }));
}

export async function countOrdersByStatus(db: Executor, ownerId: string): Promise<OrderCounts> {
  const rows = await db.select({ status: orders.status, total: count() }).from(orders).where(eq(orders.userId, ownerId)).groupBy(orders.status);
  const counts: OrderCounts = { all: 0, pending: 0, confirmed: 0, preparing: 0, ready: 0, delivered: 0, cancelled: 0 };
  for (const row of rows) {
    if ((ORDER_STATUSES as readonly string[]).includes(row.status)) counts[row.status as OrderStatus] = row.total;
    counts.all += row.total;
  }
  return counts;
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
  status?: OrderStatus;
  createdAt?: Date;
}

export async function insertOrder(db: Executor, ownerId: string, order: NewOrder): Promise<Order> {
  const [row] = await db
    .insert(orders)
    .values({
      userId: ownerId,
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      customerEmail: order.customerEmail,
      notes: order.notes,
      orderItems: order.lines,
      totalAmount: order.totalAmount,
      source: order.source,
      ...(order.status && { status: order.status }),
      ...(order.createdAt && { createdAt: order.createdAt, updatedAt: order.createdAt }),
    })
    .returning();
  if (!row) throw new Error('insertOrder: the insert returned no row');
  return toOrder(row);
}

/** The updated order, or null when the owner has no order with this id. */
export async function updateOrderStatus(db: Executor, ownerId: string, id: string, status: OrderStatus): Promise<Order | null> {
  const [row] = await db
    .update(orders)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(orders.userId, ownerId), eq(orders.id, id)))
    .returning();
  return row ? toOrder(row) : null;
}
