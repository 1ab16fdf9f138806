/** How a report's values read on screen, in the active language (report-tables.ts keeps them raw). */
import { dateFormat, money, number } from '@/lib/i18n';
import type { Cell, ColumnKind } from './report-tables';

/** A change in percent, signed: "+12.5%" (English), "+12,5 %" (French); "—" without a previous figure. */
export function percentChange(change: number | null): string {
  return change === null ? '—' : number(change / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
}

/** A business day ('YYYY-MM-DD', a calendar day: no zone applies) as the active language writes it: "Tue 24 Nov 2026". */
export function formatDay(day: string, style: 'short' | 'long' = 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return dateFormat(options).format(new Date(`${day}T12:00:00Z`));
}

/** "3 Nov 2026 – 24 Nov 2026" (one day: that day). */
export function formatRange(from: string, to: string): string {
  if (from === to) return formatDay(from);
  return dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
    new Date(`${from}T12:00:00Z`),
    new Date(`${to}T12:00:00Z`),
  );
}

/** An hour of the day (0–23) as the active language writes times: "19:00", "7:00 PM". */
export function formatHour(hour: number): string {
  return formatTimeOfDay(hour * 60);
}

/** Minutes after midnight as a time of day: "04:00", "4:00 AM". */
export function formatTimeOfDay(minutes: number): string {
  return dateFormat({ timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, 0, minutes)));
}

export function formatCell(kind: ColumnKind, value: Cell): string {
  if (value === null) return '—';
  if (typeof value === 'string') return kind === 'day' ? formatDay(value) : value;
  switch (kind) {
    case 'money':
      return money(value);
    case 'percent':
      return percentChange(value);
    case 'share':
      return number(value / 100, { style: 'percent', maximumFractionDigits: 1 });
    case 'hour':
      return formatHour(value);
    default:
      return number(value);
  }
}

/** An ISO weekday (1 = Monday … 7 = Sunday) as the active language names it: "Monday", "lundi". */
export function weekdayName(weekday: number, style: 'long' | 'short' = 'long'): string {
  // 5 January 2026 was a Monday; a calendar day, so no zone applies.
  return dateFormat({ weekday: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + weekday, 12)));
}
