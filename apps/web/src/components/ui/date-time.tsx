import { formatMoment } from '@/lib/i18n';
import { uiTexts } from './texts';

/**
 * A moment in the active language: only the time for today, the date and time otherwise. `timeZone` is the
 * restaurant's (profile.timezone) where the screen has it, so "today" is the restaurant's day; without it, the reader's
 * own time zone.
 */
export function DateTime({ value, timeZone, className }: { value: string; timeZone?: string; className?: string }) {
  const date = new Date(value);
  const full = formatMoment(date, timeZone, 'dateTime');
  // The same calendar day in that zone: both dates written alike.
  const isToday = formatMoment(date, timeZone, 'date') === formatMoment(new Date(), timeZone, 'date');
  return (
    <time dateTime={value} title={full} className={className}>
      {isToday ? uiTexts.today(formatMoment(date, timeZone, 'time')) : full}
    </time>
  );
}
