/** The overview: today's figures against the same period yesterday, in the restaurant's time zone, and the newest orders. */
import { changePercent, type Overview, type OverviewFigure, RECENT_ORDERS_COUNT } from '@maitre/shared/overview';
import type { TenantDatabase } from '../../db/client.ts';
import type { Member } from '../auth/authenticate.ts';
import { findNewestOrders } from '../orders/orders.repository.ts';
import { forRole } from '../orders/orders.service.ts';
import { findRestaurant } from '../team/team.repository.ts';
import { computeOverviewTotals } from './overview.repository.ts';

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

export async function getOverview(database: TenantDatabase, member: Member, now: Date = new Date()): Promise<Overview> {
  const timezone = usableTimezone((await findRestaurant(database.db, member.restaurantId))?.timezone ?? null);
  const [totals, recent] = await database.withRestaurant(
    member.restaurantId,
    async (scope) => [await computeOverviewTotals(scope, timezone, now), await findNewestOrders(scope, RECENT_ORDERS_COUNT)] as const,
  );
  return {
    timezone,
    todayOrders: figure(totals.todayOrders, totals.yesterdayOrders),
    // No reservations exist yet; the card is real once they do.
    reservations: figure(0, 0),
    activeCustomers: figure(totals.activeCustomers, totals.previousActiveCustomers),
    revenueToday: figure(totals.todayRevenue, totals.yesterdayRevenue),
    recentOrders: JSON.parse(forRole(member, JSON.stringify(recent))),
  };
}
