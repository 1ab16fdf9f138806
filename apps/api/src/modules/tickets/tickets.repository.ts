/**
 * What a ticket is printed from (decision 0038): an order, its lines and its restaurant, read through the restaurant's
 * scope as plain data. A line's station is the kitchen's, resolved when read (decision 0037: the dish's own, else its
 * category's, else none), so a printer that prints one station gets that station's lines.
 */
import { isLocale, type Locale } from '@maitre/shared/locales';
import { and, asc, eq } from 'drizzle-orm';
import { orderLines, orders, restaurants } from '../../db/schema/index.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { findLineStations } from '../kitchen/kitchen.repository.ts';
import type { TicketInput } from './ticket-document.ts';

export interface TicketSource {
  input: TicketInput;
  status: string;
  locale: Locale;
  timeZone: string;
}

/** The order's ticket data in its restaurant's language and time zone; null when the restaurant has no such order. */
export async function findTicketSource(scope: RestaurantTx, orderId: string): Promise<TicketSource | null> {
  const { tx, restaurantId } = scope;
  const [row] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      customerName: orders.customerName,
      notes: orders.notes,
      totalAmount: orders.totalAmount,
      dailyNumber: orders.dailyNumber,
      tableLabel: orders.tableLabel,
      pickupAt: orders.pickupAt,
      createdAt: orders.createdAt,
      readyAt: orders.readyAt,
      restaurantName: restaurants.name,
      timeZone: restaurants.timezone,
      language: restaurants.defaultLanguage,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId)));
  if (!row) return null;
  const lines = await tx
    .select({
      id: orderLines.id,
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      lineTotal: orderLines.lineTotal,
      options: orderLines.options,
      allergens: orderLines.allergens,
      traces: orderLines.traces,
    })
    .from(orderLines)
    .where(and(eq(orderLines.restaurantId, restaurantId), eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.position));
  const stations = new Map((await findLineStations(scope, [orderId])).map((line) => [line.lineId, line]));
  const locale: Locale = isLocale(row.language) ? row.language : 'en';
  return {
    status: row.status,
    locale,
    timeZone: row.timeZone,
    input: {
      restaurantName: row.restaurantName,
      orderId: row.id,
      dailyNumber: row.dailyNumber,
      reference: row.id.replace(/-/g, '').slice(-8).toUpperCase(),
      tableLabel: row.tableLabel,
      pickupAt: row.pickupAt,
      createdAt: row.createdAt,
      readyAt: row.readyAt,
      guestName: row.customerName,
      lines: lines.map((line) => ({
        quantity: line.quantity,
        name: line.name,
        options: line.options.map((option) => `${option.group}: ${option.name}`),
        note: null,
        allergens: line.allergens,
        traces: line.traces,
        unitPrice: Number(line.unitPrice),
        lineTotal: Number(line.lineTotal),
        stationId: stations.get(line.id)?.stationId ?? null,
        stationName: stations.get(line.id)?.stationName ?? null,
      })),
      notes: row.notes,
      total: Number(row.totalAmount),
    },
  };
}
