/**
 * The reports' reads (issue 22, decision 0041): sums over the rollups (report_days, report_hours, report_dishes,
 * report_options; migration 0025) of a range of business days, never over the orders themselves. Every query goes
 * through the restaurant's scope (db/tenant.ts) and filters by its id; a year is at most a few hundred rows per table.
 * Money comes back as numeric text, exact; the service turns it into cents.
 */
import { addDays, daysInRange } from '@maitre/shared/reports';
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
  text: `select (business_day - $2::date) as day, coalesce(sum(orders), 0)::int as orders, coalesce(sum(amount), 0)::text as amount
    from report_days where restaurant_id = $1 and business_day between $2::date and $3::date group by business_day`,
});

/** Net and orders per business day from `from` to `to`, the day as its index from `from` (days without orders are absent). */
export async function figuresByDay(scope: RestaurantScope, from: string, to: string): Promise<Array<{ day: number; orders: number; amount: string }>> {
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
 * The dish rows of a range (decision 0045): its calendar months from report_dish_months and the days around them from
 * report_dishes — a year is 12 × dishes month rows and a few days' rows instead of 365 × dishes. A month the range
 * covers only partly is read as its month row **minus** the rows of its days outside the range when those are fewer than
 * the days inside (decision 0045, "a partial month"): the last 30 days on the 28th are one month row and two days' rows,
 * not thirty days'. Parameters ($1 is the restaurant): [$2, $3] the days before the months, [$4, $5] the first days of
 * the first and the last month read, [$6, $7] the days after them, [$8, $9] and [$10, $11] the days of those months
 * outside the range (subtracted); a part the range does not have is two nulls, and reads nothing.
 *
 * A subtracted row carries its name's time as `cut_at`, not `name_at`: the name of a dish the menu no longer has is
 * the newest one seen **in the range**, and a month row's newest name may come from a day outside it — then (`name_at`
 * ≤ the newest `cut_at`) the name is read from the range's days instead (dishesCte, rare: a dish renamed, then deleted).
 *
 * Every bound is a plain date parameter, computed here: under row-level security the planner may use a condition in
 * the index only if its functions are leakproof, and date arithmetic in SQL (`$4 - 1`, `+ interval`) is not — a
 * generic plan then read every day of the restaurant (decision 0045).
 */
const DISH_COLUMNS = 'item_key, menu_item_id, name, name_at, null::timestamptz as cut_at, quantity, revenue, cancelled_quantity';
const CUT_COLUMNS = 'item_key, menu_item_id, name, null::timestamptz, name_at, -quantity, -revenue, -cancelled_quantity';
const DISH_ROWS = `dish_rows as (
      select ${DISH_COLUMNS} from report_dishes where restaurant_id = $1 and business_day between $2::date and $3::date
      union all
      select ${DISH_COLUMNS} from report_dish_months where restaurant_id = $1 and month between $4::date and $5::date
      union all
      select ${DISH_COLUMNS} from report_dishes where restaurant_id = $1 and business_day between $6::date and $7::date
      union all
      select ${CUT_COLUMNS} from report_dishes where restaurant_id = $1 and business_day between $8::date and $9::date
      union all
      select ${CUT_COLUMNS} from report_dishes where restaurant_id = $1 and business_day between $10::date and $11::date
    )`;

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const nextMonth = (month: string) => monthStart(addDays(month, 31));
const monthEnd = (month: string) => addDays(nextMonth(month), -1);

/** How a range's dish rows are read (DISH_ROWS): each part a pair of ISO days, or null when the range has none. */
export interface DishSegments {
  /** Days read as they are, before the months. */
  before: [string, string] | null;
  /** The first days of the first and the last month read from report_dish_months. */
  months: [string, string] | null;
  /** Days read as they are, after the months. */
  after: [string, string] | null;
  /** Days of the first month read that are before the range: subtracted. */
  cutBefore: [string, string] | null;
  /** Days of the last month read that are after the range: subtracted. */
  cutAfter: [string, string] | null;
}

/**
 * Splits [from, to] (ISO days) for DISH_ROWS: whole months from the month rows; a partial month at either end from its
 * month row minus its days outside the range when those are fewer than its days inside, else from its days; a range
 * with no month read (two short partial months, or a few days of one) is all days, `before` = [from, to].
 */
export function dishSegments(from: string, to: string): DishSegments {
  const none: DishSegments = { before: null, months: null, after: null, cutBefore: null, cutAfter: null };
  const first = monthStart(from);
  const last = monthStart(to);
  if (first === last) {
    const outside = daysInRange(first, from) - 1 + (daysInRange(to, monthEnd(first)) - 1);
    if (outside >= daysInRange(from, to)) return { ...none, before: [from, to] };
    return {
      ...none,
      months: [first, first],
      cutBefore: from > first ? [first, addDays(from, -1)] : null,
      cutAfter: to < monthEnd(first) ? [addDays(to, 1), monthEnd(first)] : null,
    };
  }
  const segments = { ...none };
  let firstMonth = first;
  if (from > first) {
    if (daysInRange(first, from) - 1 < daysInRange(from, monthEnd(first))) segments.cutBefore = [first, addDays(from, -1)];
    else [segments.before, firstMonth] = [[from, monthEnd(first)], nextMonth(first)];
  }
  let lastMonth = last;
  if (to < monthEnd(last)) {
    if (daysInRange(to, monthEnd(last)) - 1 < daysInRange(last, to)) segments.cutAfter = [addDays(to, 1), monthEnd(last)];
    else [segments.after, lastMonth] = [[last, to], monthStart(addDays(last, -1))];
  }
  if (firstMonth > lastMonth) return { ...none, before: [from, to] };
  return { ...segments, months: [firstMonth, lastMonth] };
}

/** dishSegments(from, to) as ten statement parameters: the bounds of before, months, after, cutBefore, cutAfter (null for none). */
function segmentParameters(from: string, to: string): Array<string | null> {
  const { before, months, after, cutBefore, cutAfter } = dishSegments(from, to);
  return [...(before ?? [null, null]), ...(months ?? [null, null]), ...(after ?? [null, null]), ...(cutBefore ?? [null, null]), ...(cutAfter ?? [null, null])];
}

/** DISH_ROWS' $1…$11 and dishesCte's $12, $13 (the range itself) for [from, to]. */
function dishParameters(scope: RestaurantScope, from: string, to: string): Array<string | null> {
  return [scope.restaurantId, ...segmentParameters(from, to), from, to];
}

/**
 * `dishes`: per dish of the range (its key, `menu_item_id` when its lines recorded one, its name, its sums; revenue as
 * numeric text) — the menu's name now when the dish still exists (a renamed dish shows its new name over its whole
 * history), else its latest name on an order in the range (the greatest name among its rows of the newest `name_at`, as
 * the triggers keep it). The sums are one hashed aggregate; the latest name is looked up only for dishes the menu no
 * longer has, in a second pass over the range's rows. An ordered `array_agg` instead sorted every row of the range and
 * cost three times the sums (docs/PERFORMANCE.md, "Reports at scale"). A dish's key is its menu item id when its lines
 * recorded one.
 *
 * Two forms: a range without a month row to read reads report_dishes directly, twice through the index ($1
 * restaurant, $2 from, $3 to); a range with one reads DISH_ROWS once into a CTE both passes share ($1…$13). Measured
 * with `pgbench` at 10 connections on the bench's year (2026-11-28): the direct form answers 30 days spread over two
 * months 40 % faster than the CTE of that time (days only), the CTE a year twice as fast as the direct form.
 */
const dishesCte = (months: boolean) => {
  const rows = months ? 'dish_rows' : 'report_dishes';
  // The direct form's range, for the table read as it is or under the alias `r`.
  const range = (alias: string) => `${alias}restaurant_id = $1 and ${alias}business_day between $2::date and $3::date`;
  const cut = months ? 'max(cut_at)' : 'null::timestamptz';
  // A month row's newest name is the range's when it is newer than every subtracted row (the days are distinct
  // instants); otherwise (months form only) the name is read from the range's own days, $12…$13.
  const fallback = months
    ? `left join lateral (
        select r.name from report_dishes r
        where n.menu_name is null and n.name_at <= n.cut_at and r.restaurant_id = $1 and r.business_day between $12::date and $13::date
          and r.item_key = n.item_key
        order by r.name_at desc, r.name desc limit 1
      ) f on true`
    : 'left join (select null::text as name) f on true';
  return `${months ? `${DISH_ROWS}, ` : ''}d as (
      select item_key, bool_or(menu_item_id is not null) as has_id, max(name_at) as name_at, ${cut} as cut_at,
        sum(quantity)::int as quantity, sum(revenue) as revenue, sum(cancelled_quantity)::int as cancelled_quantity
      from ${rows} ${months ? '' : `where ${range('')}`} group by item_key
      having sum(quantity) <> 0 or sum(cancelled_quantity) <> 0
    ), named as (
      select d.*, m.name as menu_name from d left join menu_items m on m.restaurant_id = $1 and d.has_id and m.id = d.item_key
    ), dishes as (
      select n.item_key, case when n.has_id then n.item_key end as menu_item_id, coalesce(n.menu_name, l.name, f.name) as name, n.quantity,
        n.revenue, n.cancelled_quantity
      from named n left join (
        select r.item_key, max(r.name) as name
        from ${rows} r join named n on n.item_key = r.item_key and n.name_at = r.name_at
        where ${months ? '' : `${range('r.')} and `}n.menu_name is null and (n.cut_at is null or n.name_at > n.cut_at) group by r.item_key
      ) l on l.item_key = n.item_key
      ${fallback}
    )`;
};

const dishesText = (months: boolean) => `with ${dishesCte(months)} select menu_item_id::text, name, quantity, revenue::text, cancelled_quantity from dishes`;

const BY_DISH_DAYS = namedQuery({ name: 'reports_by_dish_days', text: dishesText(false) });
const BY_DISH_MONTHS = namedQuery({ name: 'reports_by_dish_months', text: dishesText(true) });

export interface DishRow {
  menu_item_id: string | null;
  name: string;
  quantity: number;
  revenue: string;
  cancelled_quantity: number;
}

export async function figuresByDish(scope: RestaurantScope, from: string, to: string): Promise<DishRow[]> {
  const parameters = dishParameters(scope, from, to);
  return parameters[3] === null ? scope.query(BY_DISH_DAYS, [scope.restaurantId, from, to]) : scope.query(BY_DISH_MONTHS, parameters);
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
 * Menu engineering (decision 0043): every dish sold in the range (its dish rows, not cancelled, by item key) beside
 * every dish of the menu now, with its price and the cost entered (null: none). A dish sold but no longer on the menu
 * (or a line written before ids) comes with `on_menu` false; a dish of the menu that sold nothing with quantity 0.
 */
const menuEngineeringText = (months: boolean) => `with ${dishesCte(months)}, menu as (
      select id, name, price, cost from menu_items where restaurant_id = $1
    ), sold as (
      select menu_item_id, name, quantity, revenue from dishes where quantity <> 0
    )
    select coalesce(m.id, s.menu_item_id)::text as menu_item_id, coalesce(m.name, s.name) as name, coalesce(s.quantity, 0)::int as quantity,
      coalesce(s.revenue, 0)::text as revenue, m.price::text as price, m.cost::text as cost, (m.id is not null) as on_menu
    from sold s full join menu m on m.id = s.menu_item_id`;

const MENU_ENGINEERING_DAYS = namedQuery({ name: 'reports_menu_engineering_days', text: menuEngineeringText(false) });
const MENU_ENGINEERING_MONTHS = namedQuery({ name: 'reports_menu_engineering_months', text: menuEngineeringText(true) });

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
  const parameters = dishParameters(scope, from, to);
  return parameters[3] === null ? scope.query(MENU_ENGINEERING_DAYS, [scope.restaurantId, from, to]) : scope.query(MENU_ENGINEERING_MONTHS, parameters);
}

/**
 * Distinct guests (decision 0043, "Distinct guests") of a period [from, to], as an SQL expression over the parameters
 * $n ($n = from, then the five segments' bounds): the guests' days in it whose previous day is before `from` — each
 * guest once, at their first day in the period. The period is read as decision 0045 reads the dishes
 * (`dishSegments`): whole months from report_guest_return_months (a row per previous day), the days around them from
 * report_guest_returns, a partial month as its month minus its days outside the period when those are fewer.
 */
function guestsInPeriod(n: number): string {
  const p = (index: number) => `$${n + index}::date`;
  const days = (first: number) =>
    `coalesce((select sum(guests) from report_guest_returns where restaurant_id = $1 and business_day between ${p(first)} and ${p(first + 1)} and previous_day < ${p(0)}), 0)`;
  return `(${days(1)}
    + coalesce((select sum(guests) from report_guest_return_months where restaurant_id = $1 and month between ${p(3)} and ${p(4)} and previous_day < ${p(0)}), 0)
    + ${days(5)} - ${days(7)} - ${days(9)})::int`;
}

/**
 * Repeat guests (decision 0043) in one statement: the distinct guests of the range ($2…$12) and of the previous period
 * ($13…$23), the previous period's orders by kind summed ($24…$25 its first and last day), and the range's days of
 * report_guest_days ($26…$27; days without orders are absent — the period figures come on every row, and on a row of
 * nulls when the range has no day).
 */
const GUESTS_REPORT = namedQuery({
  name: 'reports_guests',
  text: `select c.*, d.day, d.new_orders, d.returning_orders, d.unknown_orders, d.guests as day_guests
    from (
      select ${guestsInPeriod(2)} as guests, ${guestsInPeriod(13)} as guests_before,
        coalesce(sum(p.new_orders), 0)::int as before_new, coalesce(sum(p.returning_orders), 0)::int as before_returning,
        coalesce(sum(p.unknown_orders), 0)::int as before_unknown
      from report_guest_days p where p.restaurant_id = $1 and p.business_day between $24::date and $25::date
    ) c
    left join lateral (
      select to_char(business_day, 'YYYY-MM-DD') as day, new_orders, returning_orders, unknown_orders, guests
      from report_guest_days where restaurant_id = $1 and business_day between $26::date and $27::date
    ) d on true`,
});

export interface GuestDayRow {
  day: string;
  new_orders: number;
  returning_orders: number;
  unknown_orders: number;
  /** The day's distinct guests. */
  guests: number;
}

export interface GuestsFigures {
  /** The range's distinct guests. */
  guests: number;
  /** The previous period's orders by kind and its distinct guests, summed (its `day` is its first day). */
  before: GuestDayRow;
  /** The range's days with orders. */
  days: GuestDayRow[];
}

export async function guestsFigures(
  scope: RestaurantScope,
  range: { from: string; to: string },
  previous: { from: string; to: string },
): Promise<GuestsFigures> {
  const rows = await scope.query<{
    guests: number;
    guests_before: number;
    before_new: number;
    before_returning: number;
    before_unknown: number;
    day: string | null;
    new_orders: number;
    returning_orders: number;
    unknown_orders: number;
    day_guests: number;
  }>(GUESTS_REPORT, [
    scope.restaurantId,
    range.from,
    ...segmentParameters(range.from, range.to),
    previous.from,
    ...segmentParameters(previous.from, previous.to),
    previous.from,
    previous.to,
    range.from,
    range.to,
  ]);
  const first = rows[0];
  return {
    guests: first?.guests ?? 0,
    before: {
      day: previous.from,
      new_orders: first?.before_new ?? 0,
      returning_orders: first?.before_returning ?? 0,
      unknown_orders: first?.before_unknown ?? 0,
      guests: first?.guests_before ?? 0,
    },
    days: rows.flatMap((row) =>
      row.day === null
        ? []
        : [{ day: row.day, new_orders: row.new_orders, returning_orders: row.returning_orders, unknown_orders: row.unknown_orders, guests: row.day_guests }],
    ),
  };
}

// ——— Advanced reports (Michelin Star; decision 0042) ———

/**
 * report_hours by the ISO weekday of its business day (1 = Monday) × hour, for the range [from, to] (`current`) and
 * for [previousFrom, from − 1]: one read of the primary key's range, at most 24 × 732 rows.
 */
const BY_WEEKDAY_HOUR = namedQuery({
  name: 'reports_by_weekday_hour',
  text: `select (business_day >= $2::date) as current, extract(isodow from business_day)::int as weekday, hour::int as hour,
      coalesce(sum(orders), 0)::int as orders, coalesce(sum(amount), 0)::text as amount
    from report_hours where restaurant_id = $1 and business_day between $4::date and $3::date
    group by 1, 2, 3`,
});

export interface WeekdayHourRow {
  current: boolean;
  weekday: number;
  hour: number;
  orders: number;
  amount: string;
}

export async function figuresByWeekdayHour(scope: RestaurantScope, from: string, to: string, previousFrom: string): Promise<WeekdayHourRow[]> {
  return scope.query(BY_WEEKDAY_HOUR, [scope.restaurantId, from, to, previousFrom]);
}

/**
 * What each person did to orders, from the activity log, over the business days [previousFrom, to] split at `from`
 * (`current`). The business day of an entry is the restaurant's rule (`business_day`: its zone, its cutoff) applied to
 * the entry's time; the entries read are those between the range's first and last instants widened by a day each side
 * (any zone's offset, a DST change), then kept by that exact rule.
 *
 * Indexed for a long log: the log's indexes are (restaurant, actor, created_at) and (restaurant, subject, created_at);
 * none starts with (restaurant, created_at). So the distinct actors are found by a loose index scan of the first (one
 * index probe per person who ever acted here), then each actor's entries of the range are one range scan of it (the
 * lateral subquery's `offset 0` keeps the planner from flattening it into one scan of the restaurant's whole part of
 * the index with the time range as a mere filter) — the
 * cost follows the team's size and the range's entries, never the length of the log. Entries without an actor
 * (`actor_user_id` null) are one more range scan (IS NULL is indexable), grouped by the name they carry.
 *
 * $1 restaurant, $2 from, $3 to, $4 previousFrom, $5 zone, $6 cutoff minutes.
 */
const TEAM_ACTIVITY = namedQuery({
  name: 'reports_team_activity',
  text: `with recursive bounds as (
      select (($4::date - 1)::timestamp at time zone $5) as low, (($3::date + 2)::timestamp at time zone $5) as high
    ), actors(id) as (
      (select actor_user_id from activity_log where restaurant_id = $1 and actor_user_id is not null order by actor_user_id limit 1)
      union all
      select (select a.actor_user_id from activity_log a where a.restaurant_id = $1 and a.actor_user_id > actors.id order by a.actor_user_id limit 1)
      from actors where actors.id is not null
    ), entries as (
      select e.actor_user_id, e.actor_name, e.action, e.subject_id, e.details, e.created_at
      from actors, bounds, lateral (
        select actor_user_id, actor_name, action, subject_id, details, created_at from activity_log
        where restaurant_id = $1 and actor_user_id = actors.id and created_at >= bounds.low and created_at < bounds.high
          and action in ('order.created', 'order.status_changed')
        offset 0
      ) e
      where actors.id is not null
      union all
      select actor_user_id, actor_name, action, subject_id, details, created_at from activity_log, bounds
      where restaurant_id = $1 and actor_user_id is null and created_at >= bounds.low and created_at < bounds.high
        and action in ('order.created', 'order.status_changed')
    ), dated as (
      select *, business_day(created_at, $5, $6::int) as day, details->>'from' as from_status, details->>'to' as to_status from entries
    )
    select (day >= $2::date) as current, actor_user_id,
      (array_agg(actor_name order by created_at desc))[1] as actor_name,
      count(distinct subject_id)::int as orders,
      (count(*) filter (where action = 'order.created'))::int as taken,
      (count(*) filter (where action = 'order.status_changed' and from_status = 'pending' and to_status = 'confirmed'))::int as accepted,
      (count(*) filter (where action = 'order.status_changed' and from_status = 'pending' and to_status = 'cancelled'))::int as rejected,
      (count(*) filter (where action = 'order.status_changed' and from_status <> 'pending' and to_status = 'cancelled'))::int as cancelled,
      (count(*) filter (where action = 'order.status_changed' and to_status = 'ready'))::int as ready,
      (count(*) filter (where action = 'order.status_changed' and to_status = 'delivered'))::int as delivered
    from dated where day between $4::date and $3::date
    group by 1, 2, case when actor_user_id is null then actor_name end`,
});

export interface TeamActivityRow {
  current: boolean;
  actor_user_id: string | null;
  actor_name: string;
  orders: number;
  taken: number;
  accepted: number;
  rejected: number;
  cancelled: number;
  ready: number;
  delivered: number;
}

export async function teamActivity(
  scope: RestaurantScope,
  range: { from: string; to: string; previousFrom: string },
  zone: string,
  cutoffMinutes: number,
): Promise<TeamActivityRow[]> {
  return scope.query(TEAM_ACTIVITY, [scope.restaurantId, range.from, range.to, range.previousFrom, zone, cutoffMinutes]);
}

const TEAM_MEMBERS = namedQuery({
  name: 'reports_team_members',
  text: `select m.user_id, u.name, m.role, r.timezone, r.business_day_cutoff_minutes as cutoff
    from restaurants r left join restaurant_members m on m.restaurant_id = r.id left join "user" u on u.id = m.user_id
    where r.id = $1`,
});

/** The restaurant's members now (their name now and role), with its zone and cutoff (one row without members). */
export async function teamMembers(
  scope: RestaurantScope,
): Promise<Array<{ user_id: string | null; name: string | null; role: string | null; timezone: string | null; cutoff: number }>> {
  return scope.query(TEAM_MEMBERS, [scope.restaurantId]);
}
