/**
 * Order statuses, sources and how orders are named on screen — without zod, so screens that only show orders (the
 * dashboard overview) load no validation code. orders.ts re-exports all of it beside its schemas.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders per page of GET /api/orders: by default, and at most (the service board reads a whole status at once). */
export const DEFAULT_ORDER_PAGE_SIZE = 50;
export const MAX_ORDER_PAGE_SIZE = 100;

/** 'preparing' → 'Preparing', for chips, selects and badges. */
export function orderStatusLabel(status: OrderStatus): string {
  return `${status.charAt(0).toUpperCase()}${status.slice(1)}`;
}

/** Where an order came from: taken by staff on the dashboard (phone, counter) or placed by a guest online. */
export const ORDER_SOURCES = ['dashboard', 'online'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** The order number shown to owners and guests: the id's last 8 characters (spec §2). */
export function orderNumber(id: string): string {
  return id.slice(-8);
}

/** "#12": the short number of an order in its restaurant's business day (issue 20), shown beside `orderNumber`. */
export function dailyNumberLabel(dailyNumber: number): string {
  return `#${dailyNumber}`;
}

/** Minutes from acceptance to ready offered by default: the restaurant's clock's (restaurants.preparation_minutes) until read. */
export { DEFAULT_PREPARATION_MINUTES } from './service-clock.ts';

/** Delivered and cancelled: the end of an order's way (staff may still correct a status by hand). */
export const FINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];
export function isFinalStatus(status: string): boolean {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}
