/**
 * Reports (issue 22, decision 0041): what a restaurant sold over a range of its business days, read from the rollups
 * the order triggers keep (migration 0025). Money is in euros (numbers; summed exactly in numeric by PostgreSQL).
 *
 * What counts: every order placed in a business day is in its **gross** from the moment it is placed, whatever its
 * status; an order whose status is now `cancelled` (a rejection included) is in **cancelled**; **net** = gross −
 * cancelled. `orders`, the average ticket, items, hours, dishes, options and channels count what is not cancelled.
 */
import { z } from 'zod';
import { msg } from './messages/index.ts';
import { changePercent } from './overview.ts';
import { daysInRange, MAX_REPORT_DAYS, REPORT_CHANNELS, TEAM_FIGURES } from './report-range.ts';
import { ROLES } from './team.ts';

// What the Analytics page needs before any answer, without zod (report-range.ts).
export * from './report-range.ts';
export { changePercent };

const ReportDaySchema = z.iso.date({ error: msg((m) => m.orders.enterDay) });

/** The first and last business day of a report, both included, in the restaurant's zone with its cutoff. */
export const ReportRangeQuerySchema = z
  .object({ from: ReportDaySchema, to: ReportDaySchema })
  .refine((query) => query.from <= query.to, { path: ['to'], error: msg((m) => m.orders.daysReversed) })
  .refine((query) => query.from > query.to || daysInRange(query.from, query.to) <= MAX_REPORT_DAYS, {
    path: ['to'],
    error: msg((m) => m.reports.rangeTooLong(MAX_REPORT_DAYS)),
  });
export type ReportRangeQuery = z.infer<typeof ReportRangeQuerySchema>;

const money = z.number();
const count = z.number().int();

export const SalesFiguresSchema = z.object({
  /** Every order placed, cancelled or not. */
  gross: money,
  grossOrders: count,
  /** Orders whose status is now cancelled (rejected included). */
  cancelled: money,
  cancelledOrders: count,
  /** gross − cancelled. */
  net: money,
  /** Orders not cancelled. */
  orders: count,
  /** net / orders, rounded to the cent; 0 without orders. */
  averageTicket: money,
  /** Portions on orders not cancelled. */
  itemsSold: count,
});
export type SalesFigures = z.infer<typeof SalesFiguresSchema>;

export const ReportPeriodSchema = z.object({ from: z.string(), to: z.string() });

/** The range's figures, the previous period's (the same number of days just before) and the change in percent. */
export const SalesSummarySchema = z.object({
  period: ReportPeriodSchema,
  previousPeriod: ReportPeriodSchema,
  current: SalesFiguresSchema,
  previous: SalesFiguresSchema,
  /** (current − previous) / previous × 100, one decimal; null when the previous figure is 0. */
  changePercent: z.object({
    gross: z.number().nullable(),
    net: z.number().nullable(),
    orders: z.number().nullable(),
    averageTicket: z.number().nullable(),
    itemsSold: z.number().nullable(),
  }),
});
export type SalesSummary = z.infer<typeof SalesSummarySchema>;

const DayValueSchema = z.object({ day: z.string(), net: money, orders: count });

/** One point per business day, with the same position in the previous period and the same weekday a week earlier. */
export const SalesTrendSchema = z.object({
  period: ReportPeriodSchema,
  previousPeriod: ReportPeriodSchema,
  days: z.array(DayValueSchema.extend({ previous: DayValueSchema, weekAgo: DayValueSchema })),
});
export type SalesTrend = z.infer<typeof SalesTrendSchema>;

/** The 24 local hours (0–23) the orders were placed in, over the range. */
export const SalesByHourSchema = z.object({
  period: ReportPeriodSchema,
  hours: z.array(z.object({ hour: count, orders: count, net: money, cancelledOrders: count })),
});
export type SalesByHour = z.infer<typeof SalesByHourSchema>;

export const DishFiguresSchema = z.object({
  /** The menu item id; null for lines written before ids were recorded (grouped by their name). */
  menuItemId: z.string().nullable(),
  /** The dish's name now (the menu's), else its latest name on an order. */
  name: z.string(),
  quantity: count,
  revenue: money,
  cancelledQuantity: count,
});
export type DishFigures = z.infer<typeof DishFiguresSchema>;

/** Every dish sold in the range (by revenue, highest first) and the top and bottom lists by quantity and by revenue. */
export const DishesReportSchema = z.object({
  period: ReportPeriodSchema,
  dishes: z.array(DishFiguresSchema),
  topByQuantity: z.array(DishFiguresSchema),
  bottomByQuantity: z.array(DishFiguresSchema),
  topByRevenue: z.array(DishFiguresSchema),
  bottomByRevenue: z.array(DishFiguresSchema),
});
export type DishesReport = z.infer<typeof DishesReportSchema>;

/** How often each option was chosen (portions ordered with it), most chosen first, with its share of its group's. */
export const OptionsReportSchema = z.object({
  period: ReportPeriodSchema,
  options: z.array(z.object({ optionId: z.string(), group: z.string(), name: z.string(), chosen: count, cancelledChosen: count })),
});
export type OptionsReport = z.infer<typeof OptionsReportSchema>;

/** Online pickup, table (dine-in) and phone (taken by staff): every channel, even without orders. */
export const ChannelsReportSchema = z.object({
  period: ReportPeriodSchema,
  channels: z.array(SalesFiguresSchema.extend({ channel: z.enum(REPORT_CHANNELS) })),
});
export type ChannelsReport = z.infer<typeof ChannelsReportSchema>;

/**
 * Menu engineering (Kasavana–Smith; Michelin Star, decision 0043). Popularity: a dish's share of the portions sold in
 * the range (its menu mix) against the cut-off 70 % × 1/n (n: the dishes classified); at or above it is high.
 * Profitability: its contribution margin (average selling price − cost, the price being revenue / quantity, options
 * included) against the quantity-weighted average margin of the dishes classified; at or above it is high.
 */
export const MENU_CLASSES = ['star', 'plough_horse', 'puzzle', 'dog'] as const;
export type MenuClass = (typeof MENU_CLASSES)[number];
/** The popularity cut-off's factor: a dish is popular from 70 % of an equal share (1/n) of the portions. */
export const MENU_MIX_FACTOR = 0.7;

/** A quadrant from the two comparisons. */
export function menuClass(popular: boolean, profitable: boolean): MenuClass {
  if (popular) return profitable ? 'star' : 'plough_horse';
  return profitable ? 'puzzle' : 'dog';
}

export const MenuEngineeringDishSchema = z.object({
  menuItemId: z.string(),
  name: z.string(),
  /** Portions sold in the range (orders not cancelled); 0 for a dish of the menu that sold none. */
  quantity: count,
  revenue: money,
  /** The cost entered for the dish (per portion, now). */
  cost: money,
  /** revenue / quantity, rounded to the cent; the menu's price when none was sold. */
  averagePrice: money,
  /** averagePrice − cost, per portion (rounded to the cent). */
  margin: money,
  /** revenue − quantity × cost. */
  totalMargin: money,
  /** Its share of the portions sold, in percent (one decimal). */
  menuMix: z.number(),
  popularity: z.enum(['high', 'low']),
  profitability: z.enum(['high', 'low']),
  class: z.enum(MENU_CLASSES),
});
export type MenuEngineeringDish = z.infer<typeof MenuEngineeringDishSchema>;

export const MenuEngineeringReportSchema = z.object({
  period: ReportPeriodSchema,
  /** n: the dishes classified (on the menu now, with a cost). */
  dishCount: count,
  /** Portions of those dishes sold in the range. */
  totalQuantity: count,
  /** 70 % × 100 / n, in percent (two decimals); 0 without dishes. */
  popularityCutoff: z.number(),
  /** Σ totalMargin / Σ quantity, rounded to the cent; 0 when nothing was sold. */
  averageMargin: money,
  /** The dishes classified, by total margin (highest first). Empty when none of them sold in the range. */
  dishes: z.array(MenuEngineeringDishSchema),
  /**
   * Dishes not classified because no cost is entered: the menu's dishes without one (sold or not), and dishes sold in
   * the range that are no longer on the menu (they cannot have one). By quantity, highest first.
   */
  withoutCost: z.array(z.object({ menuItemId: z.string().nullable(), name: z.string(), quantity: count, revenue: money, onMenu: z.boolean() })),
});
export type MenuEngineeringReport = z.infer<typeof MenuEngineeringReportSchema>;

/**
 * Repeat guests (Michelin Star, decision 0043). A guest is known by a phone (its digits, the country code as typed) or
 * an email (trimmed, lower case); an order is **returning** when one of its contacts was on an order the restaurant
 * received before it (cancelled or not), **new** when it has contacts none of which was, **unknown** without any.
 * Figures count orders not cancelled, in their business day (decision 0041). A new guest is counted on their first
 * order; when that order is cancelled they are not counted as new, and their next order is a returning one.
 */
export const GuestFiguresSchema = z.object({
  /** Orders not cancelled: new + returning + unknown. */
  orders: count,
  /**
   * Distinct guests with an order not cancelled in the period: newGuests + returningGuests. A phone or email first
   * given beside a known one is that guest's; two contacts only ever given apart are two guests (decision 0043).
   */
  guests: count,
  /** Guests whose first order was placed in the period (and is not cancelled). */
  newGuests: count,
  /** The period's other guests: seen before their first order of the period. */
  returningGuests: count,
  /** Orders from guests seen before. */
  returningOrders: count,
  /** Orders without a phone or an email. */
  unknownOrders: count,
  /** returningOrders / (newGuests + returningOrders) × 100, one decimal: the share of the orders whose guest is known; null without any. */
  returningShare: z.number().nullable(),
});
export type GuestFigures = z.infer<typeof GuestFiguresSchema>;

export const GuestsReportSchema = z.object({
  period: ReportPeriodSchema,
  previousPeriod: ReportPeriodSchema,
  current: GuestFiguresSchema,
  previous: GuestFiguresSchema,
  /** Change in percent (one decimal; null when the previous figure is 0); the share's change is in points. */
  changePercent: z.object({
    orders: z.number().nullable(),
    guests: z.number().nullable(),
    newGuests: z.number().nullable(),
    returningGuests: z.number().nullable(),
    returningOrders: z.number().nullable(),
    unknownOrders: z.number().nullable(),
  }),
  /** current.returningShare − previous.returningShare, in percentage points (one decimal); null when either is null. */
  returningShareChange: z.number().nullable(),
  /** Every business day of the range. */
  days: z.array(z.object({ day: z.string(), guests: count, newGuests: count, returningGuests: count, returningOrders: count, unknownOrders: count })),
});
export type GuestsReport = z.infer<typeof GuestsReportSchema>;

// ——— Advanced reports (Michelin Star; decision 0042) ———

/** ISO weekdays, Monday (1) first. */
export const REPORT_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const ChangeSchema = z.number().nullable();

/**
 * One cell of the hour × weekday heatmap: the orders placed (not cancelled) and their net sales in that local hour on
 * that weekday of the business day, over the range and over the previous period, with the change in percent (null
 * when the previous figure is 0).
 */
export const HeatmapCellSchema = z.object({
  /** ISO weekday of the business day: 1 = Monday … 7 = Sunday. */
  weekday: z.number().int().min(1).max(7),
  /** Local hour the orders were placed in (0–23). */
  hour: z.number().int().min(0).max(23),
  orders: count,
  net: money,
  previous: z.object({ orders: count, net: money }),
  changePercent: z.object({ orders: ChangeSchema, net: ChangeSchema }),
});
export type HeatmapCell = z.infer<typeof HeatmapCellSchema>;

/** 7 × 24 cells, Monday first, each weekday's hours from 0 to 23. */
export const HeatmapReportSchema = z.object({
  period: ReportPeriodSchema,
  previousPeriod: ReportPeriodSchema,
  cells: z.array(HeatmapCellSchema),
});
export type HeatmapReport = z.infer<typeof HeatmapReportSchema>;

/**
 * What one person did to orders in a range, from the activity log (decision 0042): `taken` orders they created on the
 * dashboard (phone and counter, tables); `accepted` and `rejected` pending orders they answered; `cancelled` orders
 * they cancelled after accepting; `ready` and `delivered` orders they moved there by hand (the kitchen display's
 * bumps are the screen's, not a person's, and are not in the log); `orders`: the different orders they did any of it to.
 */
export const TeamFiguresSchema = z.object({
  orders: count,
  taken: count,
  accepted: count,
  rejected: count,
  cancelled: count,
  ready: count,
  delivered: count,
});
export type TeamFigures = z.infer<typeof TeamFiguresSchema>;

export const TeamMemberFiguresSchema = z.object({
  /** The person's account id; null for entries whose account is unknown (grouped by the name they carry). */
  userId: z.string().nullable(),
  /** A member's name now; someone who left, by the name stored with their entries. */
  name: z.string(),
  /** Their role now; null: no longer a member of the restaurant. */
  role: z.enum(ROLES).nullable(),
  current: TeamFiguresSchema,
  previous: TeamFiguresSchema,
  changePercent: z.record(z.enum(TEAM_FIGURES), ChangeSchema),
});
export type TeamMemberFigures = z.infer<typeof TeamMemberFiguresSchema>;

/** Every member now (even without entries) and everyone else with entries in either period; most orders first. */
export const TeamReportSchema = z.object({
  period: ReportPeriodSchema,
  previousPeriod: ReportPeriodSchema,
  members: z.array(TeamMemberFiguresSchema),
});
export type TeamReport = z.infer<typeof TeamReportSchema>;
