/**
 * The restaurant's business day (decision 0027): which day an instant belongs to for a restaurant, in its time zone,
 * with a cutoff after midnight — a service that runs until 01:30 still belongs to the evening it started in. Zod-free
 * and small (the order page may import it). The same rule runs in SQL (`business_day`, migration 0013), where
 * the counts of what is left apply their daily par; a test holds the two to the same answers.
 *
 * The cutoff is the restaurant's own setting (issue 20, decision 0030: restaurants.business_day_cutoff_minutes, read
 * by `restaurant_business_day` in SQL, migration 0016); pass it here. This constant is its default.
 */

/** Minutes after local midnight at which a new business day starts unless the restaurant says otherwise: 04:00. */
export const BUSINESS_DAY_CUTOFF_MINUTES = 240;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return format;
}

/**
 * The business day of `instant` in `zone` as 'YYYY-MM-DD': the local date of the local wall-clock time minus the
 * cutoff (so 03:59 on the 25th belongs to the 24th, 04:00 to the 25th). A zone the runtime does not know counts as UTC,
 * like the overview's figures.
 */
export function businessDay(instant: Date, zone: string, cutoffMinutes: number = BUSINESS_DAY_CUTOFF_MINUTES): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatIn(zone).formatToParts(instant);
  } catch {
    parts = formatIn('UTC').formatToParts(instant);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  // The local wall-clock time as if it were UTC, minus the cutoff: plain calendar arithmetic, whatever the offset.
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - cutoffMinutes * 60_000;
  return new Date(wall).toISOString().slice(0, 10);
}
