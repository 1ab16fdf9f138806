/**
 * The reports' reads (issue 22, decision 0041): sums over the rollups (report_days, report_hours, report_dishes,
 * report_options; migration 0025) of a range of business days, never over the orders themselves. Every query goes
 * through the restaurant's scope (db/tenant.ts) and filters by its id; a year is at most a few hundred rows per table.
 * Money comes back as numeric text, exact; the service turns it into cents.
 */
import { namedQuery } from '../../db/client.ts';
import type { RestaurantScope } from '../../db/tenant.ts';

/** Sums of report_days: numeric text for money, integers for counts. */
export interface FigureRow {
  orders: number;
  amount: string;
  items: number;
  cancelled_orders: number;
  cancelled_amount: string;
  cancelled_items: number;
}

const FIGURE_SUMS = `coalesce(sum(orders), 0)::int as orders, coalesce(sum(amount), 0)::text as amount, coalesce(sum(items), 0)::int as items,
  coalesce(sum(cancelled_orders), 0)::int as cancelled_orders, coalesce(sum(cancelled_amount), 0)::text as cancelled_amount,
  coalesce(sum(cancelled_items), 0)::int as cancelled_items`;

const BY_PERIOD = namedQuery({
  name: 'reports_by_period',
  text: `select (business_day >= $2::date) as current, ${FIGURE_SUMS}
    from report_days where restaurant_id = $1 and business_day between $4::date and $3::date group by 1`,
});

/** The figures of the range [from, to] and of [previousFrom, from − 1]. */
export async function figuresByPeriod(
  scope: RestaurantScope,
  from: string,
  to: string,
  previousFrom: string,
): Promise<{ current: FigureRow | undefined; previous: FigureRow | undefined }> {
  const rows = await scope.query<FigureRow & { current: boolean }>(BY_PERIOD, [scope.restaurantId, from, to, previousFrom]);
  return { current: rows.find((row) => row.current), previous: rows.find((row) => !row.current) };
}

const BY_DAY = namedQuery({
  name: 'reports_by_day',
  text: `select to_char(business_day, 'YYYY-MM-DD') as day, coalesce(sum(orders), 0)::int as orders, coalesce(sum(amount), 0)::text as amount
    from report_days where restaurant_id = $1 and business_day between $2::date and $3::date group by business_day`,
});

/** Net and orders per business day from `from` to `to` (days without orders are absent). */
export async function figuresByDay(scope: RestaurantScope, from: string, to: string): Promise<Array<{ day: string; orders: number; amount: string }>> {
  return scope.query(BY_DAY, [scope.restaurantId, from, to]);
}

const BY_CHANNEL = namedQuery({
  name: 'reports_by_channel',
  text: `select channel, ${FIGURE_SUMS}
    from report_days where restaurant_id = $1 and business_day between $2::date and $3::date group by channel`,
});

export async function figuresByChannel(scope: RestaurantScope, from: string, to: string): Promise<Array<FigureRow & { channel: string }>> {
  return scope.query(BY_CHANNEL, [scope.restaurantId, from, to]);
}

const BY_HOUR = namedQuery({
  name: 'reports_by_hour',
  text: `select hour::int as hour, coalesce(sum(orders), 0)::int as orders, coalesce(sum(amount), 0)::text as amount,
      coalesce(sum(cancelled_orders), 0)::int as cancelled_orders
    from report_hours where restaurant_id = $1 and business_day between $2::date and $3::date group by hour`,
});

export async function figuresByHour(
  scope: RestaurantScope,
  from: string,
  to: string,
): Promise<Array<{ hour: number; orders: number; amount: string; cancelled_orders: number }>> {
  return scope.query(BY_HOUR, [scope.restaurantId, from, to]);
}

/**
 * Per dish: the menu's name now when the dish still exists (a renamed dish shows its new name over its whole history),
 * else its latest name on an order (the greatest name among its rows of the newest `name_at`, as the triggers keep it).
 * The sums are one hashed aggregate; the latest name is looked up only for dishes the menu no longer has. An ordered
 * `array_agg` here sorted every row of the range (a year: 366 days × every dish) and cost three times the sums
 * (docs/PERFORMANCE.md, "Reports at scale"). A dish's key is its menu item id when its lines recorded one.
 */
const BY_DISH = namedQuery({
  name: 'reports_by_dish',
  text: `with d as (
      select item_key, bool_or(menu_item_id is not null) as has_id, max(name_at) as name_at,
        sum(quantity)::int as quantity, sum(revenue)::text as revenue, sum(cancelled_quantity)::int as cancelled_quantity
      from report_dishes where restaurant_id = $1 and business_day between $2::date and $3::date group by item_key
      having sum(quantity) <> 0 or sum(cancelled_quantity) <> 0
    ), named as (
      select d.*, m.name as menu_name from d left join menu_items m on m.restaurant_id = $1 and d.has_id and m.id = d.item_key
    )
    select case when n.has_id then n.item_key end::text as menu_item_id, coalesce(n.menu_name, l.name) as name, n.quantity, n.revenue,
      n.cancelled_quantity
    from named n left join (
      select r.item_key, max(r.name) as name
      from report_dishes r join named n on n.item_key = r.item_key and n.name_at = r.name_at
      where r.restaurant_id = $1 and r.business_day between $2::date and $3::date and n.menu_name is null group by r.item_key
    ) l on l.item_key = n.item_key`,
});

export interface DishRow {
  menu_item_id: string | null;
  name: string;
  quantity: number;
  revenue: string;
  cancelled_quantity: number;
}

export async function figuresByDish(scope: RestaurantScope, from: string, to: string): Promise<DishRow[]> {
  return scope.query(BY_DISH, [scope.restaurantId, from, to]);
}

/**
 * Per option: its sums (one hashed aggregate), and its group's and its own name from its rows of the newest `name_at`
 * (the greatest name, then group name, as the triggers keep them) — without sorting every row of the range.
 */
const BY_OPTION = namedQuery({
  name: 'reports_by_option',
  text: `with o as (
      select option_id, max(name_at) as name_at, sum(chosen)::int as chosen, sum(cancelled_chosen)::int as cancelled_chosen
      from report_options where restaurant_id = $1 and business_day between $2::date and $3::date group by option_id
      having sum(chosen) <> 0 or sum(cancelled_chosen) <> 0
    )
    select o.option_id, l.latest[2] as group_name, l.latest[1] as name, o.chosen, o.cancelled_chosen
    from o join (
      select r.option_id, max(array[r.name, r.group_name]) as latest
      from report_options r join o on o.option_id = r.option_id and o.name_at = r.name_at
      where r.restaurant_id = $1 and r.business_day between $2::date and $3::date group by r.option_id
    ) l on l.option_id = o.option_id`,
});

export async function figuresByOption(
  scope: RestaurantScope,
  from: string,
  to: string,
): Promise<Array<{ option_id: string; group_name: string; name: string; chosen: number; cancelled_chosen: number }>> {
  return scope.query(BY_OPTION, [scope.restaurantId, from, to]);
}

/**
 * Menu engineering (decision 0043): every dish sold in the range (report_dishes, not cancelled, by item key) beside
 * every dish of the menu now, with its price and the cost entered (null: none). A dish sold but no longer on the menu
 * (or a line written before ids) comes with `on_menu` false; a dish of the menu that sold nothing with quantity 0.
 */
const MENU_ENGINEERING = namedQuery({
  name: 'reports_menu_engineering',
  text: `with sold as (
      select item_key, (array_agg(menu_item_id))[1] as menu_item_id, (array_agg(name order by name_at desc, name desc))[1] as name,
        sum(quantity)::int as quantity, sum(revenue) as revenue
      from report_dishes where restaurant_id = $1 and business_day between $2::date and $3::date group by item_key
      having sum(quantity) <> 0
    ), menu as (
      select id, name, price, cost from menu_items where restaurant_id = $1
    )
    select coalesce(m.id, s.menu_item_id)::text as menu_item_id, coalesce(m.name, s.name) as name, coalesce(s.quantity, 0)::int as quantity,
      coalesce(s.revenue, 0)::text as revenue, m.price::text as price, m.cost::text as cost, (m.id is not null) as on_menu
    from sold s full join menu m on m.id = s.menu_item_id`,
});

export interface MenuEngineeringRow {
  menu_item_id: string | null;
  name: string;
  quantity: number;
  revenue: string;
  price: string | null;
  cost: string | null;
  on_menu: boolean;
}

export async function menuEngineeringRows(scope: RestaurantScope, from: string, to: string): Promise<MenuEngineeringRow[]> {
  return scope.query(MENU_ENGINEERING, [scope.restaurantId, from, to]);
}

/** Repeat guests (decision 0043): report_guest_days per business day from `from` to `to` (days without orders are absent). */
const GUEST_DAYS = namedQuery({
  name: 'reports_guest_days',
  text: `select to_char(business_day, 'YYYY-MM-DD') as day, new_orders, returning_orders, unknown_orders
    from report_guest_days where restaurant_id = $1 and business_day between $2::date and $3::date`,
});

export interface GuestDayRow {
  day: string;
  new_orders: number;
  returning_orders: number;
  unknown_orders: number;
}

export async function guestDays(scope: RestaurantScope, from: string, to: string): Promise<GuestDayRow[]> {
  return scope.query(GUEST_DAYS, [scope.restaurantId, from, to]);
}
