/** Dates and times of the restaurant's clock on the order page, in the guest's language and the restaurant's zone. */
import { intlTag } from '@/lib/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  const id = `${intlTag()}|${zone}|${key}`;
  let found = formats.get(id);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(intlTag(), { ...options, timeZone: zone });
    } catch {
      found = new Intl.DateTimeFormat(intlTag(), { ...options, timeZone: 'UTC' });
    }
    formats.set(id, found);
  }
  return found;
}

/** "Tue 11:30": a weekday and a time (with the date when it is more than six days away). */
export function dayAndTime(iso: string, zone: string): string {
  const far = Date.parse(iso) - Date.now() > 6 * 86_400_000;
  return far
    ? format(zone, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'far').format(new Date(iso))
    : format(zone, { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'near').format(new Date(iso));
}

/** "19:45". */
export function timeOfDay(iso: string, zone: string): string {
  return format(zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'time').format(new Date(iso));
}

/** The weekday's name ("Monday") for mon … sun, in the guest's language. */
export function weekdayName(index: number): string {
  // 1 January 2024 was a Monday.
  return format('UTC', { weekday: 'long' }, 'weekday').format(new Date(Date.UTC(2024, 0, 1 + index)));
}

/** A local date 'YYYY-MM-DD' as "Wed 24 Dec". */
export function dateLabel(date: string): string {
  return format('UTC', { weekday: 'short', day: 'numeric', month: 'short' }, 'date').format(new Date(`${date}T12:00:00Z`));
}
