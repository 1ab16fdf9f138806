/**
 * Reports (issue 22, decision 0041): the rollups' sums shaped for the API. Money is added in cents (the database's
 * numeric text, parsed once), so a year of days sums exactly; the previous period is the same number of business days
 * just before the range.
 */
import {
  addDays,
  type ChannelsReport,
  changePercent,
  type DishesReport,
  type DishFigures,
  daysInRange,
  type HeatmapReport,
  type OptionsReport,
  previousRange,
  REPORT_CHANNELS,
  REPORT_DISH_LIST,
  type ReportRangeQuery,
  type SalesByHour,
  type SalesFigures,
  type SalesSummary,
  type SalesTrend,
  TEAM_FIGURES,
  type TeamFigures,
  type TeamReport,
} from '@maitre/shared/reports';
import { isRole } from '@maitre/shared/team';
import type { TenantDatabase } from '../../db/client.ts';
import type { Member } from '../auth/authenticate.ts';
import { usableTimezone } from '../overview/overview.service.ts';
import {
  type FigureRow,
  figuresByChannel,
  figuresByDay,
  figuresByDish,
  figuresByHour,
  figuresByOption,
  figuresByPeriod,
  figuresByWeekdayHour,
  type TeamActivityRow,
  teamActivity,
  teamMembers,
} from './reports.repository.ts';

/** Numeric text ('12.30', '-4.5') in cents, exactly. */
export function cents(text: string): number {
  return Math.round(Number(text) * 100);
}
const euros = (amount: number) => amount / 100;

/** A range's previous period: as many days, ending the day before it starts. */
export function previousPeriod(range: ReportRangeQuery): { from: string; to: string } {
  return previousRange(range);
}

export function salesFigures(row: FigureRow | undefined): SalesFigures {
  const net = row ? cents(row.amount) : 0;
  const cancelled = row ? cents(row.cancelled_amount) : 0;
  const orders = row?.orders ?? 0;
  return {
    gross: euros(net + cancelled),
    grossOrders: orders + (row?.cancelled_orders ?? 0),
    cancelled: euros(cancelled),
    cancelledOrders: row?.cancelled_orders ?? 0,
    net: euros(net),
    orders,
    averageTicket: orders === 0 ? 0 : euros(Math.round(net / orders)),
    itemsSold: row?.items ?? 0,
  };
}

export async function salesSummary(database: TenantDatabase, member: Member, range: ReportRangeQuery): Promise<SalesSummary> {
  const previous = previousPeriod(range);
  const rows = await database.withRestaurant(member.restaurantId, (scope) => figuresByPeriod(scope, range.from, range.to, previous.from));
  const current = salesFigures(rows.current);
  const before = salesFigures(rows.previous);
  return {
    period: { from: range.from, to: range.to },
    previousPeriod: previous,
    current,
    previous: before,
    changePercent: {
      gross: changePercent(current.gross, before.gross),
      net: changePercent(current.net, before.net),
      orders: changePercent(current.orders, before.orders),
      averageTicket: changePercent(current.averageTicket, before.averageTicket),
      itemsSold: changePercent(current.itemsSold, before.itemsSold),
    },
  };
}

export async function salesTrend(database: TenantDatabase, member: Member, range: ReportRangeQuery): Promise<SalesTrend> {
  const previous = previousPeriod(range);
  const length = daysInRange(range.from, range.to);
  const first = addDays(range.from, -Math.max(length, 7));
  const rows = await database.withRestaurant(member.restaurantId, (scope) => figuresByDay(scope, first, range.to));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const value = (day: string) => {
    const row = byDay.get(day);
    return { day, net: row ? euros(cents(row.amount)) : 0, orders: row?.orders ?? 0 };
  };
  const days = Array.from({ length }, (_, index) => {
    const day = addDays(range.from, index);
    return { ...value(day), previous: value(addDays(day, -length)), weekAgo: value(addDays(day, -7)) };
  });
  return { period: { from: range.from, to: range.to }, previousPeriod: previous, days };
}

export async function salesByHour(database: TenantDatabase, member: Member, range: ReportRangeQuery): Promise<SalesByHour> {
  const rows = await database.withRestaurant(member.restaurantId, (scope) => figuresByHour(scope, range.from, range.to));
  const byHour = new Map(rows.map((row) => [row.hour, row]));
  return {
    period: { from: range.from, to: range.to },
    hours: Array.from({ length: 24 }, (_, hour) => {
      const row = byHour.get(hour);
      return { hour, orders: row?.orders ?? 0, net: row ? euros(cents(row.amount)) : 0, cancelledOrders: row?.cancelled_orders ?? 0 };
    }),
  };
}

/** Ties in a list go to the name, then the id, so the lists are the same on every call. */
function byName(a: DishFigures, b: DishFigures): number {
  return a.name.localeCompare(b.name) || (a.menuItemId ?? '').localeCompare(b.menuItemId ?? '');
}

export async function dishesReport(database: TenantDatabase, member: Member, range: ReportRangeQuery): Promise<DishesReport> {
  const rows = await database.withRestaurant(member.restaurantId, (scope) => figuresByDish(scope, range.from, range.to));
  // A dish every one of whose orders was cancelled has sold nothing: it is counted (cancelledQuantity) but in no list.
  const dishes: DishFigures[] = rows.map((row) => ({
    menuItemId: row.menu_item_id,
    name: row.name,
    quantity: row.quantity,
    revenue: euros(cents(row.revenue)),
    cancelledQuantity: row.cancelled_quantity,
  }));
  const sold = dishes.filter((dish) => dish.quantity > 0);
  const byQuantity = [...sold].sort((a, b) => b.quantity - a.quantity || byName(a, b));
  const byRevenue = [...sold].sort((a, b) => b.revenue - a.revenue || byName(a, b));
  const bottom = (sorted: DishFigures[]) => sorted.slice(-REPORT_DISH_LIST).reverse();
  return {
    period: { from: range.from, to: range.to },
    dishes: [...dishes].sort((a, b) => b.revenue - a.revenue || b.quantity - a.quantity || byName(a, b)),
    topByQuantity: byQuantity.slice(0, REPORT_DISH_LIST),
    bottomByQuantity: bottom(byQuantity),
    topByRevenue: byRevenue.slice(0, REPORT_DISH_LIST),
    bottomByRevenue: bottom(byRevenue),
  };
}

export async function optionsReport(database: TenantDatabase, member: Member, range: ReportRangeQuery): Promise<OptionsReport> {
  const rows = await database.withRestaurant(member.restaurantId, (scope) => figuresByOption(scope, range.from, range.to));
  return {
    period: { from: range.from, to: range.to },
    options: rows
      .map((row) => ({ optionId: row.option_id, group: row.group_name, name: row.name, chosen: row.chosen, cancelledChosen: row.cancelled_chosen }))
      .sort((a, b) => b.chosen - a.chosen || a.group.localeCompare(b.group) || a.name.localeCompare(b.name) || a.optionId.localeCompare(b.optionId)),
  };
}

export async function channelsReport(database: TenantDatabase, member: Member, range: ReportRangeQuery): Promise<ChannelsReport> {
  const rows = await database.withRestaurant(member.restaurantId, (scope) => figuresByChannel(scope, range.from, range.to));
  return {
    period: { from: range.from, to: range.to },
    channels: REPORT_CHANNELS.map((channel) => ({ channel, ...salesFigures(rows.find((row) => row.channel === channel)) })),
  };
}

// ——— Advanced reports (Michelin Star; decision 0042) ———

/** The hour × weekday heatmap: every one of the 7 × 24 cells, Monday first, with the previous period's figure beside it. */
export async function heatmapReport(database: TenantDatabase, member: Member, range: ReportRangeQuery): Promise<HeatmapReport> {
  const previous = previousPeriod(range);
  const rows = await database.withRestaurant(member.restaurantId, (scope) => figuresByWeekdayHour(scope, range.from, range.to, previous.from));
  const key = (current: boolean, weekday: number, hour: number) => `${current ? 'c' : 'p'}${weekday}-${hour}`;
  const byCell = new Map(rows.map((row) => [key(row.current, row.weekday, row.hour), row]));
  const value = (current: boolean, weekday: number, hour: number) => {
    const row = byCell.get(key(current, weekday, hour));
    return { orders: row?.orders ?? 0, net: row ? euros(cents(row.amount)) : 0 };
  };
  return {
    period: { from: range.from, to: range.to },
    previousPeriod: previous,
    cells: Array.from({ length: 7 * 24 }, (_, index) => {
      const weekday = Math.floor(index / 24) + 1;
      const hour = index % 24;
      const now = value(true, weekday, hour);
      const before = value(false, weekday, hour);
      return {
        weekday,
        hour,
        ...now,
        previous: before,
        changePercent: { orders: changePercent(now.orders, before.orders), net: changePercent(now.net, before.net) },
      };
    }),
  };
}

const NO_FIGURES: TeamFigures = { orders: 0, taken: 0, accepted: 0, rejected: 0, cancelled: 0, ready: 0, delivered: 0 };
const teamFigures = (row: TeamActivityRow | undefined): TeamFigures =>
  row ? (Object.fromEntries(TEAM_FIGURES.map((name) => [name, row[name]])) as TeamFigures) : NO_FIGURES;

/**
 * Orders handled per person over the range and the previous period (the activity log's order entries, decision
 * 0042): every member now, even without entries, by their name now and role; anyone else with entries (who left, or
 * whose account is gone) by the name stored with their entries and no role.
 */
export async function teamReport(database: TenantDatabase, member: Member, range: ReportRangeQuery): Promise<TeamReport> {
  const previous = previousPeriod(range);
  const { members, rows } = await database.withRestaurant(member.restaurantId, async (scope) => {
    const members = await teamMembers(scope);
    const first = members[0];
    const zone = usableTimezone(first?.timezone ?? null);
    const rows = await teamActivity(scope, { from: range.from, to: range.to, previousFrom: previous.from }, zone, first?.cutoff ?? 240);
    return { members, rows };
  });
  const people = new Map<
    string,
    { userId: string | null; name: string; role: TeamReport['members'][number]['role']; current?: TeamActivityRow; previous?: TeamActivityRow }
  >();
  for (const row of members) {
    if (row.user_id === null) continue;
    people.set(`u:${row.user_id}`, { userId: row.user_id, name: row.name ?? '', role: isRole(row.role) ? row.role : null });
  }
  for (const row of rows) {
    const key = row.actor_user_id === null ? `n:${row.actor_name}` : `u:${row.actor_user_id}`;
    const person = people.get(key) ?? { userId: row.actor_user_id, name: row.actor_name, role: null };
    // Rows come newest period first or last in any order: a person who left keeps the name of their latest entry.
    if (row.current) person.current = row;
    else person.previous = row;
    if (person.role === null && row.current) person.name = row.actor_name;
    people.set(key, person);
  }
  return {
    period: { from: range.from, to: range.to },
    previousPeriod: previous,
    members: [...people.values()]
      .map((person) => {
        const current = teamFigures(person.current);
        const before = teamFigures(person.previous);
        return {
          userId: person.userId,
          name: person.name,
          role: person.role,
          current,
          previous: before,
          changePercent: Object.fromEntries(TEAM_FIGURES.map((name) => [name, changePercent(current[name], before[name])])) as Record<
            (typeof TEAM_FIGURES)[number],
            number | null
          >,
        };
      })
      .sort((a, b) => b.current.orders - a.current.orders || a.name.localeCompare(b.name) || (a.userId ?? '').localeCompare(b.userId ?? '')),
  };
}
