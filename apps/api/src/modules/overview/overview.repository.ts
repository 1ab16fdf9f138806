/** The overview's figures, computed in SQL so day boundaries follow the restaurant's time zone and sums stay exact. */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { RestaurantTx } from '../../db/tenant.ts';

export interface OverviewTotals {
  todayOrders: number;
  yesterdayOrders: number;
  /** Euros; numeric summed by PostgreSQL, so exact. */
  todayRevenue: number;
  yesterdayRevenue: number;
  activeCustomers: number;
  previousActiveCustomers: number;
}

/**
 * "Today" is the business day in progress at `now` (the restaurant's zone and cutoff, restaurants.
 * business_day_cutoff_minutes, 04:00 unless changed; decision 0030): its orders and net sales are read from the
 * reports' rollup (report_days, decision 0041) for that business day — the same source and the same rule as the
 * Analytics page's "Today" (orders not cancelled; net = placed − cancelled), so the two never disagree.
 * "Yesterday" is the same period one day earlier: from the cutoff a day earlier to the same local time one day earlier
 * (wall-clock time, so a DST change does not shift it). The rollups keep whole days and hours, not minutes, so this
 * half-day is summed from the orders of that window (one day at most, on the (restaurant, created_at) index), with the
 * same rule. Active customers are distinct customers — by email, else phone, else name — with an order in the 30 days
 * up to now, and up to this time yesterday for the comparison.
 */
export async function computeOverviewTotals({ tx, restaurantId }: RestaurantTx, timezone: string, now: Date): Promise<OverviewTotals> {
  const at = now.toISOString();
  const [row] = await queryRows<Record<keyof OverviewTotals, string | number>>(
    tx,
    sql`
      with cutoff as (
        select make_interval(mins => r.business_day_cutoff_minutes) as after_midnight from restaurants r where r.id = ${restaurantId}
      ),
      bounds as (
        select
          ${at}::timestamptz as now_at,
          (date_trunc('day', (${at}::timestamptz at time zone ${timezone}) - c.after_midnight) + c.after_midnight - interval '1 day') at time zone ${timezone} as yesterday_start,
          ((${at}::timestamptz at time zone ${timezone}) - interval '1 day') at time zone ${timezone} as yesterday_now
        from cutoff c
      ),
      recent as (
        select
          o.created_at,
          o.status,
          o.total_amount,
          coalesce(
            nullif(lower(trim(o.customer_email)), ''),
            nullif(regexp_replace(coalesce(o.customer_phone, ''), '[^0-9+]', '', 'g'), ''),
            lower(trim(o.customer_name))
          ) as customer_key
        from orders o, bounds b
        where o.restaurant_id = ${restaurantId}
          and o.created_at > least(b.yesterday_start, b.yesterday_now - interval '30 days')
          and o.created_at <= b.now_at
      ),
      today as (
        select coalesce(sum(d.orders), 0) as orders, coalesce(sum(d.amount), 0) as amount
        from report_days d
        where d.restaurant_id = ${restaurantId} and d.business_day = restaurant_business_day(${restaurantId}, ${at}::timestamptz)
      )
      select
        (select orders from today) as "todayOrders",
        count(*) filter (where r.status <> 'cancelled' and r.created_at >= b.yesterday_start and r.created_at <= b.yesterday_now) as "yesterdayOrders",
        (select amount from today) as "todayRevenue",
        coalesce(sum(r.total_amount) filter (where r.status <> 'cancelled' and r.created_at >= b.yesterday_start and r.created_at <= b.yesterday_now), 0) as "yesterdayRevenue",
        count(distinct r.customer_key) filter (where r.created_at > b.now_at - interval '30 days') as "activeCustomers",
        count(distinct r.customer_key) filter (where r.created_at > b.yesterday_now - interval '30 days' and r.created_at <= b.yesterday_now) as "previousActiveCustomers"
      from bounds b left join recent r on true
    `,
  );
  if (!row) throw new Error('computeOverviewTotals: the query returned no row');
  return {
    todayOrders: Number(row.todayOrders),
    yesterdayOrders: Number(row.yesterdayOrders),
    todayRevenue: Number(row.todayRevenue),
    yesterdayRevenue: Number(row.yesterdayRevenue),
    activeCustomers: Number(row.activeCustomers),
    previousActiveCustomers: Number(row.previousActiveCustomers),
  };
}
