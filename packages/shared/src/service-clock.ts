/**
 * The restaurant's clock (issue 20, decision 0030): opening hours with several ranges per day and exceptions, in the
 * restaurant's IANA time zone; whether it is open, when it opens next, and the 15-minute pickup slots a guest may
 * choose. Zod-free and small: the API decides with it, the order page formats what the API answered, property tests
 * hold it across the nights clocks change.
 *
 * Rules, in instants (never in wall-clock arithmetic across a change of offset):
 * - A range `{ from, to }` of a local date D opens at D `from` and closes at D `to`, or at `to` on the next day when
 *   `to` is not after `from` (a service past midnight: 18:30–01:00). A wall-clock time that does not exist (the hour
 *   skipped in spring) moves forward by the gap; one that happens twice (autumn) is its first occurrence.
 * - An exception of date D replaces D's weekly ranges (none: closed that day). A service past midnight belongs to the
 *   date it opened on.
 * - No weekly hours set (null): open at all hours, as every restaurant was before issue 20.
 * - Open at `now` when an opening started at or before it and closes after it. Orders "as soon as possible" need that.
 * - A pickup slot is an instant on a 15-minute boundary (UTC: every zone's offset is a multiple of 15 minutes today)
 *   at least the preparation time after now and after an opening's start, and at or before that opening's end.
 */

/** Minutes in a pickup slot (and the pacing window). */
export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;
/** How far ahead guests may schedule, and at most how many slots the page lists. */
export const SCHEDULING_DAYS = 7;
export const MAX_SLOTS = 96;
/** The default preparation time of a new restaurant (restaurants.preparation_minutes). */
export const DEFAULT_PREPARATION_MINUTES = 20;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 'HH:MM' (00:00–23:59; `to` may be 24:00). */
export interface TimeRange {
  from: string;
  to: string;
}
export type WeeklyHours = Record<Weekday, TimeRange[]>;
/** A closed day (`ranges` empty) or special hours on a local date 'YYYY-MM-DD'. */
export interface HoursException {
  date: string;
  ranges: TimeRange[];
  /** Shown to the owner in Settings ("Christmas"). */
  note?: string | null | undefined;
}

export interface ServiceClock {
  timezone: string;
  weeklyHours: WeeklyHours | null;
  exceptions: readonly HoursException[];
  preparationMinutes: number;
}

export interface Interval {
  start: number;
  end: number;
}

const DAY_MS = 86_400_000;

/** Minutes after midnight of 'HH:MM' (24:00 is 1440); NaN when it is not one. */
export function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > 1440 ? Number.NaN : minutes;
}

/** 'HH:MM' of minutes after midnight (0–1440). */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(zone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // A zone the runtime does not know counts as UTC, like the business day's.
      format = wallFormat('UTC');
    }
    wallFormats.set(zone, format);
  }
  return format;
}

/**
 * Readings already made, by zone and minute. A reading depends on the minute alone (seconds are dropped), and the
 * clock asks for the same few minutes again and again (today's midnights and opening times, for every guest order and
 * every order page): formatToParts costs microseconds each, dozens of times per order. Emptied when full.
 */
const readings = new Map<string, number>();
const READINGS_KEPT = 4096;

/** The local wall-clock time of `instant` in `zone`, as milliseconds of the same reading in UTC (minute precision). */
export function wallClock(instant: number, zone: string): number {
  const key = `${zone} ${Math.floor(instant / 60_000)}`;
  const known = readings.get(key);
  if (known !== undefined) return known;
  const parts = wallFormat(zone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const reading = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'));
  if (readings.size >= READINGS_KEPT) readings.clear();
  readings.set(key, reading);
  return reading;
}

/** The local date 'YYYY-MM-DD' of `instant` in `zone`. */
export function localDate(instant: number, zone: string): string {
  return new Date(wallClock(instant, zone)).toISOString().slice(0, 10);
}

const offsetAt = (instant: number, zone: string) => wallClock(Math.floor(instant / 60_000) * 60_000, zone) - Math.floor(instant / 60_000) * 60_000;

/**
 * The instant at which `zone`'s clocks read `minutes` after midnight of local date `date` (minutes may pass 1440: the
 * next day). A skipped reading (spring) moves forward by the gap; a repeated one (autumn) is the first occurrence.
 */
export function zonedInstant(date: string, minutes: number, zone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const before = offsetAt(wall - DAY_MS, zone);
  const after = offsetAt(wall + DAY_MS, zone);
  const candidates = [wall - before, wall - after].filter((instant) => wallClock(instant, zone) === wall);
  if (candidates.length === 0) return wall - before;
  return Math.min(...candidates);
}

/** The date after (or `days` after) a local date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The weekday of a local date. */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // getUTCDay: 0 is Sunday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] as Weekday;
}

const ALL_DAY: readonly TimeRange[] = [{ from: '00:00', to: '24:00' }];

/** The ranges of a local date: its exception's, else its weekday's (all day when no weekly hours are set). */
export function rangesOn(clock: Pick<ServiceClock, 'weeklyHours' | 'exceptions'>, date: string): readonly TimeRange[] {
  const exception = clock.exceptions.find((candidate) => candidate.date === date);
  if (exception) return exception.ranges;
  if (!clock.weeklyHours) return ALL_DAY;
  return clock.weeklyHours[weekdayOf(date)] ?? [];
}

/**
 * The openings (instants, start inclusive, end exclusive) that overlap [from, to), merged where one ends as the next
 * begins (a day open until midnight and the next from midnight), in order.
 */
export function openings(clock: Pick<ServiceClock, 'timezone' | 'weeklyHours' | 'exceptions'>, from: number, to: number): Interval[] {
  const zone = clock.timezone;
  // A service past midnight opened the day before: start a day early.
  let date = addDays(localDate(from, zone), -1);
  const last = localDate(to, zone);
  const found: Interval[] = [];
  for (let guard = 0; date <= last && guard < 400; guard += 1, date = addDays(date, 1)) {
    for (const range of rangesOn(clock, date)) {
      const open = minutesOf(range.from);
      let close = minutesOf(range.to);
      if (Number.isNaN(open) || Number.isNaN(close)) continue;
      if (close <= open) close += 1440;
      const start = zonedInstant(date, open, zone);
      const end = zonedInstant(date, close, zone);
      if (end > start && end > from && start < to) found.push({ start, end });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of found) {
    const previous = merged[merged.length - 1];
    if (previous && interval.start <= previous.end) previous.end = Math.max(previous.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** Whether the restaurant is open at `now`. */
export function isOpenAt(clock: ServiceClock, now: number): boolean {
  return openings(clock, now, now + 1).some((interval) => interval.start <= now && now < interval.end);
}

/** When the restaurant opens next after `now` (within two weeks), or null (open now, or no opening ahead). */
export function nextOpening(clock: ServiceClock, now: number): number | null {
  const ahead = openings(clock, now, now + 14 * DAY_MS);
  if (ahead.some((interval) => interval.start <= now && now < interval.end)) return null;
  return ahead.find((interval) => interval.start > now)?.start ?? null;
}

/** The start of the 15-minute slot an instant falls in. */
export function slotOf(instant: number): number {
  return Math.floor(instant / SLOT_MS) * SLOT_MS;
}

/** The pickup slots from `now` on (at most MAX_SLOTS, within SCHEDULING_DAYS), in order, each once. */
export function pickupSlots(clock: ServiceClock, now: number): number[] {
  const preparation = clock.preparationMinutes * 60_000;
  const slots: number[] = [];
  for (const interval of openings(clock, now, now + SCHEDULING_DAYS * DAY_MS)) {
    const earliest = Math.max(interval.start, now) + preparation;
    for (let slot = Math.ceil(earliest / SLOT_MS) * SLOT_MS; slot <= interval.end; slot += SLOT_MS) {
      if (slot > now + SCHEDULING_DAYS * DAY_MS) return slots;
      if (slots[slots.length - 1] !== slot) slots.push(slot);
      if (slots.length >= MAX_SLOTS) return slots;
    }
  }
  return slots;
}

/**
 * Whether a guest may pick up at `pickup` when ordering at `now`: on a slot boundary, within the scheduling window,
 * and one of the slots (a minute of grace for a guest who chose it a moment ago).
 */
export function isPickupSlot(clock: ServiceClock, pickup: number, now: number): boolean {
  if (pickup % SLOT_MS !== 0 || pickup > now + SCHEDULING_DAYS * DAY_MS) return false;
  const preparation = clock.preparationMinutes * 60_000;
  if (pickup < now + preparation - 60_000) return false;
  return openings(clock, pickup - preparation - DAY_MS, pickup + 1).some((interval) => interval.start + preparation <= pickup && pickup <= interval.end);
}

/** The pause of online orders: active when it started and has not ended (`endsAt` null: until resumed). */
export function isPaused(pause: { startedAt: number | null; endsAt: number | null }, now: number): boolean {
  return pause.startedAt !== null && (pause.endsAt === null || pause.endsAt > now);
}

/**
 * "Tue 11:30" in `locale`, in the restaurant's zone; with the date when it is more than six days away ("Tue 24 Dec,
 * 11:30"). Used by the API's refusals and the order page.
 */
export function formatOpening(locale: string, instant: number, zone: string, now: number = Date.now()): string {
  const far = instant - now > 6 * DAY_MS;
  let timeZone = zone;
  try {
    new Intl.DateTimeFormat(locale, { timeZone: zone });
  } catch {
    timeZone = 'UTC';
  }
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    ...(far ? { day: 'numeric', month: 'short' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

/** A time of day "19:45" in `locale`, in the restaurant's zone. */
export function formatClockTime(locale: string, instant: number, zone: string): string {
  let timeZone = zone;
  try {
    new Intl.DateTimeFormat(locale, { timeZone: zone });
  } catch {
    timeZone = 'UTC';
  }
  return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
}
