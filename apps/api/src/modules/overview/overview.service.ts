/** The overview: today's figures against the same period yesterday, in the restaurant's time zone, and the newest orders. */
import { changePercent, type Overview, type OverviewFigure, RECENT_ORDERS_COUNT } from '@maitre/shared/overview';
import type { Executor } from '../../db/client.ts';
import { findNewestOrders } from '../orders/orders.repository.ts';
import { computeOverviewTotals, findOwnerTimezone } from './overview.repository.ts';

const figure = (value: number, previous: number): OverviewFigure => ({ value, previous, changePercent: changePercent(value, previous) });

/** A zone the runtime does not know (a typo in settings) falls back to UTC instead of failing the page. */
export function usableTimezone(timezone: string | null): string {
  if (!timezone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return timezone;
  } catch {
    return 'UTC';
  }
}

export async function getOverview(db: Executor, ownerId: string, now: Date = new Date()): Promise<Overview> {
  const timezone = usableTimezone(await findOwnerTimezone(db, ownerId));
  const [totals, recent] = await Promise.all([computeOverviewTotals(db, ownerId, timezone, now), findNewestOrders(db, ownerId, RECENT_ORDERS_COUNT)]);
  return {
    timezone,
    todayOrders: figure(totals.todayOrders, totals.yesterdayOrders),
    // No reservations exist yet; the card is real once they do.
    reservations: figure(0, 0),
    activeCustomers: figure(totals.activeCustomers, totals.previousActiveCustomers),
    revenueToday: figure(totals.todayRevenue, totals.yesterdayRevenue),
    recentOrders: recent,
  };
}
