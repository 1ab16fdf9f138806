import { z } from 'zod';
import { OrderSchema } from './orders.ts';

/** A figure for today (so far) and for the same period yesterday. */
export const OverviewFigureSchema = z.object({
  value: z.number(),
  previous: z.number(),
  /** Change against yesterday in percent, one decimal; null when yesterday was zero. */
  changePercent: z.number().nullable(),
});
export type OverviewFigure = z.infer<typeof OverviewFigureSchema>;

export const OverviewSchema = z.object({
  /** The IANA time zone in which "today" runs from the business day's cutoff (04:00 unless changed). */
  timezone: z.string(),
  todayOrders: OverviewFigureSchema,
  reservations: OverviewFigureSchema,
  /** Distinct customers with an order in the last 30 days (previous: the 30 days up to this time yesterday). */
  activeCustomers: OverviewFigureSchema,
  /** Euros; cancelled orders excluded. */
  revenueToday: OverviewFigureSchema,
  recentOrders: z.array(OrderSchema),
});
export type Overview = z.infer<typeof OverviewSchema>;

export const RECENT_ORDERS_COUNT = 5;

/** (today − yesterday) / yesterday in percent, rounded to one decimal; null when there is nothing to compare with. */
export function changePercent(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}
