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
  daysFrom,
  daysInRange,
  type GuestFigures,
  type GuestsReport,
  type HeatmapReport,
  MENU_MIX_FACTOR,
  type MenuEngineeringDish,
  type MenuEngineeringReport,
  menuClass,
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
  type GuestDayRow,
  guestsFigures,
  menuEngineeringRows,
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
  const rows = await figuresByPeriod(database.forRestaurant(member.restaurantId), range.from, range.to, previous.from);
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
  const rows = await figuresByDay(database.forRestaurant(member.restaurantId), first, range.to);
  // Every day read, oldest first, made once (not three date strings per day shown, nor a Date per day): index
  // `lead + i` is the range's i-th day, `lead + i - length` its previous period's, `lead + i - 7` a week before.
  const lead = Math.max(length, 7);
  const values = daysFrom(first, lead + length).map((day) => ({ day, net: 0, orders: 0 }));
  for (const row of rows) {
    const value = values[row.day];
    if (!value) continue;
    value.net = euros(cents(row.amount));
    value.orders = row.orders;
  }
  const at = (index: number) => values[index] as (typeof values)[number];
  // Named fields, not `{ ...at(i), previous, weekAgo }`: V8 copies a spread object through a slow path, and that copy
  // was most of the endpoint's own time over a year (2026-11-28, CPU profile).
  const days: SalesTrend['days'] = new Array(length);
  for (let index = 0; index < length; index += 1) {
    const { day, net, orders } = at(lead + index);
    days[index] = { day, net, orders, previous: at(lead + index - length), weekAgo: at(lead + index - 7) };
  }
  return { period: { from: range.from, to: range.to }, previousPeriod: previous, days };
}

export async function salesByHour(database: TenantDatabase, member: Member, range: ReportRangeQuery): Promise<SalesByHour> {
  const rows = await figuresByHour(database.forRestaurant(member.restaurantId), range.from, range.to);
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
  const rows = await figuresByDish(database.forRestaurant(member.restaurantId), range.from, range.to);
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
  const rows = await figuresByOption(database.forRestaurant(member.restaurantId), range.from, range.to);
  return {
    period: { from: range.from, to: range.to },
    options: rows
      .map((row) => ({ optionId: row.option_id, group: row.group_name, name: row.name, chosen: row.chosen, cancelledChosen: row.cancelled_chosen }))
      .sort((a, b) => b.chosen - a.chosen || a.group.localeCompare(b.group) || a.name.localeCompare(b.name) || a.optionId.localeCompare(b.optionId)),
  };
}

export async function channelsReport(database: TenantDatabase, member: Member, range: ReportRangeQuery): Promise<ChannelsReport> {
  const rows = await figuresByChannel(database.forRestaurant(member.restaurantId), range.from, range.to);
  return {
    period: { from: range.from, to: range.to },
    channels: REPORT_CHANNELS.map((channel) => ({ channel, ...salesFigures(rows.find((row) => row.channel === channel)) })),
  };
}

/** a / b in cents, rounded half away from zero (b > 0), exactly for any size (BigInt). */
function divideRounded(a: bigint, b: bigint): number {
  const negative = a < 0n;
  const magnitude = negative ? -a : a;
  const rounded = (2n * magnitude + b) / (2n * b);
  return Number(negative ? -rounded : rounded);
}

/**
 * Kasavana–Smith over the dishes of the menu with a cost (decision 0043). Popular: quantity / total ≥ 0.7 / n, i.e.
 * 10 × quantity × n ≥ 7 × total; profitable: margin ≥ the weighted average, i.e. totalMargin × total ≥ Σ totalMargin ×
 * quantity (a dish not sold: its price − cost against the average) — integers in cents, so a tie is never a rounding.
 */
export async function menuEngineering(database: TenantDatabase, member: Member, range: ReportRangeQuery): Promise<MenuEngineeringReport> {
  const rows = await menuEngineeringRows(database.forRestaurant(member.restaurantId), range.from, range.to);
  const costed = rows.filter((row) => row.on_menu && row.cost !== null);
  const withoutCost = rows
    .filter((row) => !row.on_menu || row.cost === null)
    .filter((row) => row.on_menu || row.quantity > 0)
    .map((row) => ({ menuItemId: row.menu_item_id, name: row.name, quantity: row.quantity, revenue: euros(cents(row.revenue)), onMenu: row.on_menu }))
    .sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue || a.name.localeCompare(b.name));
  const n = BigInt(costed.length);
  const dishes = costed.map((row) => {
    const quantity = BigInt(row.quantity);
    const revenue = BigInt(cents(row.revenue));
    const cost = BigInt(cents(row.cost as string));
    const price = row.quantity > 0 ? divideRounded(revenue, quantity) : cents(row.price as string);
    return { row, quantity, revenue, cost, price, totalMargin: revenue - quantity * cost };
  });
  const total = dishes.reduce((sum, dish) => sum + dish.quantity, 0n);
  const allMargin = dishes.reduce((sum, dish) => sum + dish.totalMargin, 0n);
  const classified: MenuEngineeringDish[] =
    total === 0n
      ? []
      : dishes.map((dish) => {
          const popular = 10n * dish.quantity * n >= 7n * total;
          const profitable = dish.quantity > 0n ? dish.totalMargin * total >= allMargin * dish.quantity : (BigInt(dish.price) - dish.cost) * total >= allMargin;
          const margin = dish.quantity > 0n ? divideRounded(dish.totalMargin, dish.quantity) : dish.price - Number(dish.cost);
          return {
            menuItemId: dish.row.menu_item_id as string,
            name: dish.row.name,
            quantity: dish.row.quantity,
            revenue: euros(Number(dish.revenue)),
            cost: euros(Number(dish.cost)),
            averagePrice: euros(dish.price),
            margin: euros(margin),
            totalMargin: euros(Number(dish.totalMargin)),
            menuMix: Math.round((dish.row.quantity / Number(total)) * 1000) / 10,
            popularity: popular ? 'high' : 'low',
            profitability: profitable ? 'high' : 'low',
            class: menuClass(popular, profitable),
          };
        });
  classified.sort(
    (a, b) => b.totalMargin - a.totalMargin || b.quantity - a.quantity || a.name.localeCompare(b.name) || a.menuItemId.localeCompare(b.menuItemId),
  );
  return {
    period: { from: range.from, to: range.to },
    dishCount: costed.length,
    totalQuantity: Number(total),
    popularityCutoff: costed.length === 0 ? 0 : Math.round((MENU_MIX_FACTOR * 10_000) / costed.length) / 100,
    averageMargin: total === 0n ? 0 : euros(divideRounded(allMargin, total)),
    dishes: classified,
    withoutCost,
  };
}

function guestFigures(rows: GuestDayRow[], guests: number): GuestFigures {
  const sum = (pick: (row: GuestDayRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const newGuests = sum((row) => row.new_orders);
  const returningOrders = sum((row) => row.returning_orders);
  const unknownOrders = sum((row) => row.unknown_orders);
  const known = newGuests + returningOrders;
  return {
    orders: known + unknownOrders,
    guests,
    newGuests,
    returningGuests: Math.max(0, guests - newGuests),
    returningOrders,
    unknownOrders,
    returningShare: known === 0 ? null : Math.round((returningOrders * 1000) / known) / 10,
  };
}

/**
 * Repeat guests (decision 0043): the range and the previous period from report_guest_days (≤ 2 × 366 rows), and each
 * period's distinct guests from the chain of each guest's days — one statement (`guestsFigures`).
 */
export async function guestsReport(database: TenantDatabase, member: Member, range: ReportRangeQuery): Promise<GuestsReport> {
  const previous = previousPeriod(range);
  const { guests, before: previousPeriodRow, days: rows } = await guestsFigures(database.forRestaurant(member.restaurantId), range, previous);
  const current = guestFigures(rows, guests);
  const before = guestFigures([previousPeriodRow], previousPeriodRow.guests);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return {
    period: { from: range.from, to: range.to },
    previousPeriod: previous,
    current,
    previous: before,
    changePercent: {
      orders: changePercent(current.orders, before.orders),
      guests: changePercent(current.guests, before.guests),
      newGuests: changePercent(current.newGuests, before.newGuests),
      returningGuests: changePercent(current.returningGuests, before.returningGuests),
      returningOrders: changePercent(current.returningOrders, before.returningOrders),
      unknownOrders: changePercent(current.unknownOrders, before.unknownOrders),
    },
    returningShareChange:
      current.returningShare === null || before.returningShare === null ? null : Math.round((current.returningShare - before.returningShare) * 10) / 10,
    days: daysFrom(range.from, daysInRange(range.from, range.to)).map((day) => {
      const row = byDay.get(day);
      const { guests: dayGuests, newGuests, returningGuests, returningOrders, unknownOrders } = guestFigures(row ? [row] : [], row?.guests ?? 0);
      return { day, guests: dayGuests, newGuests, returningGuests, returningOrders, unknownOrders };
    }),
  };
}

// ——— Advanced reports (Michelin Star; decision 0042) ———

/** The hour × weekday heatmap: every one of the 7 × 24 cells, Monday first, with the previous period's figure beside it. */
export async function heatmapReport(database: TenantDatabase, member: Member, range: ReportRangeQuery): Promise<HeatmapReport> {
  const previous = previousPeriod(range);
  const rows = await figuresByWeekdayHour(database.forRestaurant(member.restaurantId), range.from, range.to, previous.from);
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
