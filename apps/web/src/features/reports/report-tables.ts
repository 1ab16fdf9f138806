/**
 * Every table of the Analytics page, built once from an API answer: the page shows it, the chart's data table
 * alternative is it, and the CSV and Excel files are made from it (export.ts). A cell keeps its raw value (euros,
 * counts, a change in percent, a business day 'YYYY-MM-DD'); how it reads depends on where it goes.
 */
import { type ReportChannel, TEAM_FIGURES } from '@maitre/shared/report-range';
import type {
  ChannelsReport,
  DishesReport,
  DishFigures,
  GuestsReport,
  HeatmapReport,
  MenuClass,
  MenuEngineeringReport,
  OptionsReport,
  SalesByHour,
  SalesSummary,
  SalesTrend,
  TeamReport,
} from '@maitre/shared/reports';
import { roleLabels } from '@/features/team/texts';
import { weekdayName } from './format';
import { dishesTexts, guestsTexts, heatmapTexts, menuEngineeringTexts, summaryTexts, teamTexts, trendTexts } from './texts';

/** `percent`: a change (+12.5 %); `share`: a part of a whole (67.2 %). */
export type ColumnKind = 'text' | 'day' | 'hour' | 'money' | 'count' | 'percent' | 'share';
export type Cell = string | number | null;

export interface ReportColumn {
  label: string;
  kind: ColumnKind;
}

export interface ReportTable {
  /** The file's name part: 'dishes' → maitre-dishes-2026-11-01-2026-11-24.csv. */
  name: string;
  title: string;
  columns: ReportColumn[];
  rows: Cell[][];
  /** A row whose figures are not money (the summary's counts): the kind of its 'money' columns. */
  rowKinds?: Array<ColumnKind | undefined>;
}

/** What the cell at `row`, `index` holds. */
export function cellKind(table: ReportTable, row: number, index: number): ColumnKind {
  const kind = table.columns[index]?.kind ?? 'text';
  return kind === 'money' ? (table.rowKinds?.[row] ?? kind) : kind;
}

const column = (label: string, kind: ColumnKind): ReportColumn => ({ label, kind });

export function summaryTable(summary: SalesSummary): ReportTable {
  const { current, previous, changePercent } = summary;
  return {
    name: 'summary',
    title: summaryTexts.title,
    columns: [
      column(summaryTexts.metric, 'text'),
      column(summaryTexts.thisPeriod, 'money'),
      column(summaryTexts.previousPeriod, 'money'),
      column(summaryTexts.changeColumn, 'percent'),
    ],
    rows: [
      [summaryTexts.gross, current.gross, previous.gross, changePercent.gross],
      [summaryTexts.cancelled, current.cancelled, previous.cancelled, null],
      [summaryTexts.net, current.net, previous.net, changePercent.net],
      [summaryTexts.orders, current.orders, previous.orders, changePercent.orders],
      [summaryTexts.averageTicket, current.averageTicket, previous.averageTicket, changePercent.averageTicket],
      [summaryTexts.itemsSold, current.itemsSold, previous.itemsSold, changePercent.itemsSold],
    ],
    rowKinds: [undefined, undefined, undefined, 'count', undefined, 'count'],
  };
}

export function trendTable(trend: SalesTrend): ReportTable {
  return {
    name: 'trend',
    title: trendTexts.title,
    columns: [
      column(trendTexts.day, 'day'),
      column(trendTexts.net, 'money'),
      column(trendTexts.orders, 'count'),
      column(trendTexts.previousNet, 'money'),
      column(trendTexts.weekAgoNet, 'money'),
    ],
    rows: trend.days.map((day) => [day.day, day.net, day.orders, day.previous.net, day.weekAgo.net]),
  };
}

export function hoursTable(hours: SalesByHour): ReportTable {
  return {
    name: 'hours',
    title: trendTexts.hoursTitle,
    columns: [
      column(trendTexts.hour, 'hour'),
      column(trendTexts.orders, 'count'),
      column(trendTexts.net, 'money'),
      column(trendTexts.cancelledOrders, 'count'),
    ],
    rows: hours.hours.map((hour) => [hour.hour, hour.orders, hour.net, hour.cancelledOrders]),
  };
}

/** Dishes with their category now (a dish no longer on the menu: "Not on the menu any more"). */
export function dishesTable(dishes: readonly DishFigures[], categoryOf: (menuItemId: string | null) => string | null): ReportTable {
  return {
    name: 'dishes',
    title: dishesTexts.title,
    columns: [
      column(dishesTexts.dish, 'text'),
      column(dishesTexts.category, 'text'),
      column(dishesTexts.quantity, 'count'),
      column(dishesTexts.revenue, 'money'),
      column(dishesTexts.cancelledQuantity, 'count'),
    ],
    rows: dishes.map((dish) => [dish.name, categoryOf(dish.menuItemId) ?? dishesTexts.notOnMenu, dish.quantity, dish.revenue, dish.cancelledQuantity]),
  };
}

/** The dishes added up by their category now (a dish no longer on the menu under "Not on the menu any more"). */
export function categoriesTable(report: DishesReport, categoryOf: (menuItemId: string | null) => string | null): ReportTable {
  const totals = new Map<string, { quantity: number; revenue: number; cancelled: number }>();
  for (const dish of report.dishes) {
    const name = categoryOf(dish.menuItemId) ?? dishesTexts.notOnMenu;
    const total = totals.get(name) ?? { quantity: 0, revenue: 0, cancelled: 0 };
    total.quantity += dish.quantity;
    // In cents, so that a sum of prices stays exact.
    total.revenue += Math.round(dish.revenue * 100);
    total.cancelled += dish.cancelledQuantity;
    totals.set(name, total);
  }
  const revenue = [...totals.values()].reduce((sum, total) => sum + total.revenue, 0);
  return {
    name: 'categories',
    title: dishesTexts.categoriesTitle,
    columns: [
      column(dishesTexts.category, 'text'),
      column(dishesTexts.quantity, 'count'),
      column(dishesTexts.revenue, 'money'),
      column(dishesTexts.share, 'share'),
      column(dishesTexts.cancelledQuantity, 'count'),
    ],
    rows: [...totals.entries()]
      .sort(([a, x], [b, y]) => y.revenue - x.revenue || a.localeCompare(b))
      .map(([name, total]) => [
        name,
        total.quantity,
        total.revenue / 100,
        revenue === 0 ? null : Math.round((total.revenue / revenue) * 1000) / 10,
        total.cancelled,
      ]),
  };
}

export function optionsTable(report: OptionsReport): ReportTable {
  const byGroup = new Map<string, number>();
  for (const option of report.options) byGroup.set(option.group, (byGroup.get(option.group) ?? 0) + option.chosen);
  return {
    name: 'options',
    title: dishesTexts.optionsTitle,
    columns: [
      column(dishesTexts.group, 'text'),
      column(dishesTexts.option, 'text'),
      column(dishesTexts.chosen, 'count'),
      column(dishesTexts.shareOfGroup, 'share'),
      column(dishesTexts.cancelledQuantity, 'count'),
    ],
    rows: report.options.map((option) => {
      const group = byGroup.get(option.group) ?? 0;
      return [option.group, option.name, option.chosen, group === 0 ? null : Math.round((option.chosen / group) * 1000) / 10, option.cancelledChosen];
    }),
  };
}

export const channelName = (channel: ReportChannel): string => dishesTexts[channel];

export function channelsTable(report: ChannelsReport): ReportTable {
  return {
    name: 'channels',
    title: dishesTexts.channelsTitle,
    columns: [
      column(dishesTexts.channel, 'text'),
      column(summaryTexts.orders, 'count'),
      column(summaryTexts.net, 'money'),
      column(summaryTexts.averageTicket, 'money'),
      column(summaryTexts.gross, 'money'),
      column(summaryTexts.cancelled, 'money'),
    ],
    rows: report.channels.map((channel) => [
      channelName(channel.channel),
      channel.orders,
      channel.net,
      channel.averageTicket,
      channel.gross,
      channel.cancelled,
    ]),
  };
}

/** A menu engineering class in words (decision 0043). */
export const menuClassName = (menuClass: MenuClass): string =>
  ({ star: menuEngineeringTexts.star, plough_horse: menuEngineeringTexts.ploughHorse, puzzle: menuEngineeringTexts.puzzle, dog: menuEngineeringTexts.dog })[
    menuClass
  ];

const level = (value: 'high' | 'low') => (value === 'high' ? menuEngineeringTexts.high : menuEngineeringTexts.low);

/** The dishes placed by menu engineering: class, popularity and margin (the class is column 1). */
export function menuEngineeringTable(report: MenuEngineeringReport): ReportTable {
  return {
    name: 'menu-engineering',
    title: menuEngineeringTexts.title,
    columns: [
      column(dishesTexts.dish, 'text'),
      column(menuEngineeringTexts.class, 'text'),
      column(dishesTexts.quantity, 'count'),
      column(menuEngineeringTexts.menuMix, 'share'),
      column(menuEngineeringTexts.popularity, 'text'),
      column(menuEngineeringTexts.averagePrice, 'money'),
      column(menuEngineeringTexts.cost, 'money'),
      column(menuEngineeringTexts.margin, 'money'),
      column(menuEngineeringTexts.profitability, 'text'),
      column(menuEngineeringTexts.totalMargin, 'money'),
    ],
    rows: report.dishes.map((dish) => [
      dish.name,
      menuClassName(dish.class),
      dish.quantity,
      dish.menuMix,
      level(dish.popularity),
      dish.averagePrice,
      dish.cost,
      dish.margin,
      level(dish.profitability),
      dish.totalMargin,
    ]),
  };
}

/** The dishes menu engineering leaves out: no cost entered (or no longer on the menu). */
export function withoutCostTable(report: MenuEngineeringReport): ReportTable {
  return {
    name: 'menu-engineering-no-cost',
    title: menuEngineeringTexts.withoutCostTitle,
    columns: [
      column(dishesTexts.dish, 'text'),
      column(dishesTexts.quantity, 'count'),
      column(dishesTexts.revenue, 'money'),
      column(menuEngineeringTexts.note, 'text'),
    ],
    rows: report.withoutCost.map((dish) => [dish.name, dish.quantity, dish.revenue, dish.onMenu ? null : dishesTexts.notOnMenu]),
  };
}

/** Repeat guests (decision 0043): the period against the previous one, as the summary's table. */
export function guestsSummaryTable(report: GuestsReport): ReportTable {
  const { current, previous, changePercent } = report;
  return {
    name: 'repeat-guests',
    title: guestsTexts.title,
    columns: [
      column(summaryTexts.metric, 'text'),
      // 'money' columns take their kind from the row (rowKinds): a share, then counts.
      column(summaryTexts.thisPeriod, 'money'),
      column(summaryTexts.previousPeriod, 'money'),
      column(summaryTexts.changeColumn, 'percent'),
    ],
    rows: [
      [guestsTexts.returningShare, current.returningShare, previous.returningShare, null],
      [guestsTexts.guests, current.guests, previous.guests, changePercent.guests],
      [guestsTexts.newGuests, current.newGuests, previous.newGuests, changePercent.newGuests],
      [guestsTexts.returningGuests, current.returningGuests, previous.returningGuests, changePercent.returningGuests],
      [guestsTexts.returningOrders, current.returningOrders, previous.returningOrders, changePercent.returningOrders],
      [guestsTexts.unknownOrders, current.unknownOrders, previous.unknownOrders, changePercent.unknownOrders],
      [summaryTexts.orders, current.orders, previous.orders, changePercent.orders],
    ],
    rowKinds: ['share', 'count', 'count', 'count', 'count', 'count', 'count'],
  };
}

/** Repeat guests by business day. */
export function guestsDaysTable(report: GuestsReport): ReportTable {
  return {
    name: 'repeat-guests-by-day',
    title: guestsTexts.byDayTitle,
    columns: [
      column(trendTexts.day, 'day'),
      column(guestsTexts.guests, 'count'),
      column(guestsTexts.newGuests, 'count'),
      column(guestsTexts.returningGuests, 'count'),
      column(guestsTexts.returningOrders, 'count'),
      column(guestsTexts.unknownOrders, 'count'),
    ],
    rows: report.days.map((day) => [day.day, day.guests, day.newGuests, day.returningGuests, day.returningOrders, day.unknownOrders]),
  };
}

/**
 * The heatmap's figures, one row per weekday × hour (Monday first; each weekday's hours from `firstHour`, the business
 * day's start), with the previous period's and the change beside each.
 */
export function heatmapTable(report: HeatmapReport, firstHour = 0): ReportTable {
  const order = (hour: number) => (hour - firstHour + 24) % 24;
  const cells = [...report.cells].sort((a, b) => a.weekday - b.weekday || order(a.hour) - order(b.hour));
  return {
    name: 'heatmap',
    title: heatmapTexts.title,
    columns: [
      column(heatmapTexts.weekday, 'text'),
      column(heatmapTexts.hour, 'hour'),
      column(heatmapTexts.orders, 'count'),
      column(heatmapTexts.previousOrders, 'count'),
      column(heatmapTexts.ordersChange, 'percent'),
      column(heatmapTexts.net, 'money'),
      column(heatmapTexts.previousNet, 'money'),
      column(heatmapTexts.netChange, 'percent'),
    ],
    rows: cells.map((cell) => [
      weekdayName(cell.weekday),
      cell.hour,
      cell.orders,
      cell.previous.orders,
      cell.changePercent.orders,
      cell.net,
      cell.previous.net,
      cell.changePercent.net,
    ]),
  };
}

/** A team member's name and role ("Former member" for someone who left). */
export function teamRole(role: TeamReport['members'][number]['role']): string {
  return role === null ? teamTexts.former : roleLabels[role];
}

/** Orders handled per member: each figure, the previous period's and the change (the downloads; the screen folds them). */
export function teamTable(report: TeamReport): ReportTable {
  return {
    name: 'team',
    title: teamTexts.title,
    columns: [
      column(teamTexts.person, 'text'),
      column(teamTexts.role, 'text'),
      ...TEAM_FIGURES.flatMap((figure) => [
        column(teamTexts[figure], 'count'),
        column(teamTexts.previousOf(teamTexts[figure]), 'count'),
        column(teamTexts.changeOf(teamTexts[figure]), 'percent'),
      ]),
    ],
    rows: report.members.map((member) => [
      member.name,
      teamRole(member.role),
      ...TEAM_FIGURES.flatMap((figure) => [member.current[figure], member.previous[figure], member.changePercent[figure]]),
    ]),
  };
}
