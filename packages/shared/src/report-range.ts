/**
 * The reports' ranges and fixed lists without zod (issue 22): the Analytics page picks and shows its range before any
 * answer, and importing them from reports.ts put zod and the shared schemas (about 32 KB gzip) on that page's first
 * load. reports.ts re-exports everything here, so the server's imports stay as they are.
 */
import type { TeamFigures } from './reports.ts';

/** The longest range a report covers, in business days (a leap year). */
export const MAX_REPORT_DAYS = 366;
/** How many dishes each top and bottom list holds. */
export const REPORT_DISH_LIST = 10;
export const REPORT_CHANNELS = ['online', 'table', 'phone'] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];

/** The number of days from `from` to `to`, both included (YYYY-MM-DD). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A day `delta` days after `day` (YYYY-MM-DD, calendar arithmetic). */
export function addDays(day: string, delta: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `count` consecutive days from `first` (YYYY-MM-DD), by counting on the calendar rather than through `Date` for each:
 * a year's trend lists 730 days, and building each with `addDays` was a quarter of the endpoint's time.
 */
export function daysFrom(first: string, count: number): string[] {
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  let day = Number(first.slice(8, 10));
  const length = (y: number, m: number) => (m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);
  let monthLength = length(year, month);
  let prefix = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-`;
  const days: string[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    days[index] = prefix + (day < 10 ? `0${day}` : String(day));
    day += 1;
    if (day > monthLength) {
      day = 1;
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
      monthLength = length(year, month);
      prefix = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-`;
    }
  }
  return days;
}

/** A range's previous period: as many days, ending the day before it starts. */
export function previousRange({ from, to }: { from: string; to: string }): { from: string; to: string } {
  const days = daysInRange(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** A member's figures in the Team report, in the order the page shows them. */
export const TEAM_FIGURES = ['orders', 'taken', 'accepted', 'rejected', 'cancelled', 'ready', 'delivered'] as const satisfies ReadonlyArray<keyof TeamFigures>;
