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
 * "Today" is the business day so far: from the restaurant's cutoff (restaurants.business_day_cutoff_minutes, 04:00
 * unless changed; decision 0030) in `timezone` to `now` — at 01:30 it is still the evening's service; "yesterday" from
 * the cutoff a day earlier to the same local time one day earlier (computed on wall-clock time, so a DST change does
 * not shift it). Active customers are
 * distinct customers — by email, else phone, else name — with an order in the 30 days up to now, and up to this time
 * yesterday for the comparison.
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
          (date_trunc('day', (${at}::timestamptz at time zone ${timezone}) - c.after_midnight) + c.after_midnight) at time zone ${timezone} as today_start,
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
      )
      select
        count(*) filter (where r.created_at >= b.today_start) as "todayOrders",
        count(*) filter (where r.created_at >= b.yesterday_start and r.created_at <= b.yesterday_now) as "yesterdayOrders",
        coalesce(sum(r.total_amount) filter (where r.status <> 'cancelled' and r.created_at >= b.today_start), 0) as "todayRevenue",
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
