/**
 * The Analytics page's ranges (issue 22): presets of business days counted from the restaurant's current business
 * day (its zone and cutoff, never the device's calendar), and the custom range as typed. Weeks and months are
 * calendar ones; every range ends at most today.
 */
import { addDays, daysInRange, MAX_REPORT_DAYS } from '@maitre/shared/report-range';

export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface ReportRange {
  from: string;
  to: string;
}

export function isRangePreset(value: string | null): value is RangePreset {
  return value !== null && (RANGE_PRESETS as readonly string[]).includes(value);
}

/** The first day of `day`'s month (YYYY-MM-DD). */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The range a preset covers when the restaurant's business day is `today` ('custom' keeps the last seven days). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): ReportRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastDay), to: lastDay };
    }
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a custom range, by field; null when it can be asked for. */
export function rangeProblem(range: ReportRange): { field: 'from' | 'to'; problem: 'missing' | 'reversed' | 'tooLong' } | null {
  if (!DAY.test(range.from) || Number.isNaN(Date.parse(range.from))) return { field: 'from', problem: 'missing' };
  if (!DAY.test(range.to) || Number.isNaN(Date.parse(range.to))) return { field: 'to', problem: 'missing' };
  if (range.from > range.to) return { field: 'to', problem: 'reversed' };
  if (daysInRange(range.from, range.to) > MAX_REPORT_DAYS) return { field: 'to', problem: 'tooLong' };
  return null;
}
