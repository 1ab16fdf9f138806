/**
 * The restaurant's clock (issue 20) as properties: pickup slots and openings across the weekends clocks change
 * (Europe/Paris, Europe/Lisbon, and zones with odd offsets), services past midnight, exceptions, and the business-day
 * cutoff. Every property is checked against the wall clock read back through Intl, never against the code's own
 * arithmetic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDay } from './business-day.ts';
import {
  isOpenAt,
  isPickupSlot,
  localDate,
  minutesOf,
  nextOpening,
  openings,
  pickupSlots,
  rangesOn,
  type ServiceClock,
  SLOT_MINUTES,
  type TimeRange,
  WEEKDAYS,
  type WeeklyHours,
  wallClock,
  zonedInstant,
} from './service-clock.ts';

const ZONES = ['Europe/Paris', 'Europe/Lisbon', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The weekends clocks change in 2026 (Europe: last Sunday of March and of October, 01:00 UTC). */
const DST_WEEKENDS = [Date.parse('2026-03-27T12:00:00Z'), Date.parse('2026-10-23T12:00:00Z'), Date.parse('2027-03-26T12:00:00Z')];

const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A range on a quarter-hour grid; `to` before `from` runs past midnight. */
const rangeArb: fc.Arbitrary<TimeRange> = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 95 }))
  .map(([start, length]) => ({ from: time(start * 15), to: time(((start + length) % 96) * 15) }))
  .filter((range) => range.from !== range.to);

const weekArb: fc.Arbitrary<WeeklyHours> = fc
  .tuple(...WEEKDAYS.map(() => fc.array(rangeArb, { maxLength: 2 })))
  .map((days) => Object.fromEntries(WEEKDAYS.map((day, index) => [day, days[index] ?? []])) as WeeklyHours);

const clockArb: fc.Arbitrary<ServiceClock> = fc.record({
  timezone: fc.constantFrom(...ZONES),
  weeklyHours: weekArb,
  exceptions: fc.constant([]),
  preparationMinutes: fc.integer({ min: 0, max: 60 }),
});

/** "now": any minute around a change of clocks, or anywhere in 2026. */
const nowArb = fc.oneof(
  fc.constantFrom(...DST_WEEKENDS).chain((base) => fc.integer({ min: 0, max: 3 * 24 * 60 }).map((minutes) => base + minutes * MINUTE)),
  fc.integer({ min: Date.parse('2026-01-01T00:00:00Z') / MINUTE, max: Date.parse('2027-01-01T00:00:00Z') / MINUTE }).map((minutes) => minutes * MINUTE),
);

/** Whether the wall clock of `instant` in the clock's zone lies in one of its ranges as written (the spec, read back). */
function wallClockIsOpen(clock: ServiceClock, instant: number): boolean {
  const wall = wallClock(instant, clock.timezone);
  const today = localDate(instant, clock.timezone);
  const minute = Math.floor((wall % 86_400_000) / MINUTE);
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const open = (ranges: readonly TimeRange[], offset: number) =>
    ranges.some((range) => {
      const from = minutesOf(range.from);
      let to = minutesOf(range.to);
      if (to <= from) to += 1440;
      const at = minute + offset;
      return from <= at && at < to;
    });
  // Today's ranges, or yesterday's that ran past midnight.
  return open(rangesOn(clock, today), 0) || open(rangesOn(clock, yesterday), 1440);
}

describe('the restaurant clock: wall-clock times to instants', () => {
  it('reads back the time it was asked for, except the hour skipped in spring (moved forward by the gap)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), nowArb, fc.integer({ min: 0, max: 1439 }), (zone, now, minute) => {
        const date = localDate(now, zone);
        const instant = zonedInstant(date, minute, zone);
        const wall = wallClock(instant, zone);
        const asked = Date.parse(`${date}T00:00:00Z`) + minute * MINUTE;
        // Exact, or later by the gap (at most an hour) when that reading does not exist.
        expect(wall - asked).toBeGreaterThanOrEqual(0);
        expect(wall - asked).toBeLessThanOrEqual(HOUR);
        if (wall !== asked) expect(zonedInstant(date, minute - 1, zone)).toBeLessThanOrEqual(instant);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes the first of a time that happens twice (autumn)', () => {
    // 02:30 on 25 October 2026 happens at 00:30 UTC (CEST) and at 01:30 UTC (CET) in Paris.
    expect(new Date(zonedInstant('2026-10-25', 150, 'Europe/Paris')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // Lisbon falls back from 02:00 to 01:00: 01:30 happens at 00:30 UTC (WEST) and 01:30 UTC (WET).
    expect(new Date(zonedInstant('2026-10-25', 90, 'Europe/Lisbon')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // And moves a time skipped in spring forward: 02:30 on 29 March 2026 in Paris is 03:30 CEST.
    expect(new Date(zonedInstant('2026-03-29', 150, 'Europe/Paris')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('the restaurant clock: open or closed', () => {
  it('is open exactly when the wall clock is within a range, around changes of clocks and past midnight', () => {
    fc.assert(
      fc.property(clockArb, nowArb, (clock, now) => {
        // A wall-clock time skipped in spring opens at the first real minute after it: compare away from the gap.
        const wall = wallClock(now, clock.timezone);
        const skipped = wallClock(now - HOUR, clock.timezone) !== wall - HOUR;
        if (skipped) return;
        expect(isOpenAt(clock, now)).toBe(wallClockIsOpen(clock, now));
      }),
      { numRuns: 1500 },
    );
  });

  it('opens next at the first later minute it is open, never in the past', () => {
    fc.assert(
      fc.property(clockArb, nowArb, (clock, now) => {
        const next = nextOpening(clock, now);
        if (isOpenAt(clock, now)) {
          expect(next).toBeNull();
        } else if (next === null) {
          expect(openings(clock, now, now + 14 * 86_400_000)).toEqual([]);
        } else {
          expect(next).toBeGreaterThan(now);
          expect(isOpenAt(clock, next)).toBe(true);
          expect(isOpenAt(clock, next - MINUTE)).toBe(false);
        }
      }),
      { numRuns: 800 },
    );
  });

  it('keeps a service past midnight open after midnight, on the date it opened, and an exception closes only its own date', () => {
    const friday: ServiceClock = {
      timezone: 'Europe/Paris',
      weeklyHours: { mon: [], tue: [], wed: [], thu: [], fri: [{ from: '18:30', to: '02:00' }], sat: [], sun: [] },
      exceptions: [],
      preparationMinutes: 15,
    };
    // Friday 27 March 2026, 01:30 on Saturday morning (CET, UTC+1): still Friday's service.
    expect(isOpenAt(friday, Date.parse('2026-03-28T00:30:00Z'))).toBe(true);
    expect(isOpenAt(friday, Date.parse('2026-03-28T01:00:00Z'))).toBe(false);
    // Closing Friday by exception closes its night too; Saturday (no hours) stays closed.
    const closedFriday = { ...friday, exceptions: [{ date: '2026-03-27', ranges: [] }] };
    expect(isOpenAt(closedFriday, Date.parse('2026-03-28T00:30:00Z'))).toBe(false);
    expect(isOpenAt(closedFriday, Date.parse('2026-03-27T19:00:00Z'))).toBe(false);
    // Special hours replace the weekly ones.
    const special = { ...friday, exceptions: [{ date: '2026-03-27', ranges: [{ from: '12:00', to: '15:00' }] }] };
    expect(isOpenAt(special, Date.parse('2026-03-27T12:00:00Z'))).toBe(true);
    expect(isOpenAt(special, Date.parse('2026-03-27T19:00:00Z'))).toBe(false);
  });

  it('counts the hours of a night clocks change: Saturday 22:00–03:00 is 4 hours in spring and 6 in autumn (Paris)', () => {
    const saturday: ServiceClock = {
      timezone: 'Europe/Paris',
      weeklyHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [{ from: '22:00', to: '03:00' }], sun: [] },
      exceptions: [],
      preparationMinutes: 0,
    };
    const length = (from: string) => {
      const [interval] = openings(saturday, Date.parse(`${from}T12:00:00Z`), Date.parse(`${from}T12:00:00Z`) + 86_400_000);
      return interval ? (interval.end - interval.start) / HOUR : 0;
    };
    expect(length('2026-03-28')).toBe(4);
    expect(length('2026-10-24')).toBe(6);
    expect(length('2026-11-07')).toBe(5);
  });
});

describe('the restaurant clock: pickup slots', () => {
  it('offers slots on quarter hours, in order, each once, in opening hours, after the preparation time', () => {
    fc.assert(
      fc.property(clockArb, nowArb, (clock, now) => {
        const slots = pickupSlots(clock, now);
        const spans = openings(clock, now - 86_400_000, now + 8 * 86_400_000);
        for (const [index, slot] of slots.entries()) {
          expect(slot % (SLOT_MINUTES * MINUTE)).toBe(0);
          if (index > 0) expect(slot).toBeGreaterThan(slots[index - 1] as number);
          expect(slot).toBeGreaterThanOrEqual(now + clock.preparationMinutes * MINUTE);
          expect(spans.some((span) => span.start + clock.preparationMinutes * MINUTE <= slot && slot <= span.end)).toBe(true);
        }
        // The server takes the slots it offered (the first few and the last).
        for (const slot of [...slots.slice(0, 4), ...slots.slice(-1)]) expect(isPickupSlot(clock, slot, now)).toBe(true);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('on the weekends clocks change, every slot reads as a distinct quarter-hour on the wall clock (Paris, Lisbon)', () => {
    fc.assert(
      fc.property(fc.constantFrom('Europe/Paris', 'Europe/Lisbon'), fc.constantFrom(...DST_WEEKENDS), fc.integer({ min: 0, max: 48 }), (zone, base, hours) => {
        const clock: ServiceClock = {
          timezone: zone,
          weeklyHours: Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from: '18:00', to: '04:00' }]])) as WeeklyHours,
          exceptions: [],
          preparationMinutes: 20,
        };
        const now = base + hours * HOUR;
        const slots = pickupSlots(clock, now);
        expect(new Set(slots).size).toBe(slots.length);
        for (const slot of slots) {
          expect(wallClock(slot, zone) % (15 * MINUTE)).toBe(0);
          expect(wallClockIsOpen(clock, slot) || wallClockIsOpen(clock, slot - 1)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('refuses a time off the grid, too soon, too far, or when closed', () => {
    fc.assert(
      fc.property(clockArb, nowArb, fc.integer({ min: -60, max: 9 * 24 * 60 }), (clock, now, minutes) => {
        const candidate = now + minutes * MINUTE;
        if (!isPickupSlot(clock, candidate, now)) return;
        expect(candidate % (SLOT_MINUTES * MINUTE)).toBe(0);
        expect(candidate).toBeGreaterThanOrEqual(now + clock.preparationMinutes * MINUTE - MINUTE);
        expect(candidate).toBeLessThanOrEqual(now + 7 * 86_400_000);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the business day and its cutoff', () => {
  it('moves an instant to the day before exactly when its wall-clock time is before the cutoff', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), nowArb, fc.integer({ min: 0, max: 720 }), (zone, now, cutoff) => {
        const date = localDate(now, zone);
        const minute = Math.floor((wallClock(now, zone) % 86_400_000) / MINUTE);
        const previous = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        expect(businessDay(new Date(now), zone, cutoff)).toBe(minute < cutoff ? previous : date);
      }),
      { numRuns: 3000 },
    );
  });

  it('puts a whole service past midnight in the business day it opened on, with a cutoff after its close', () => {
    fc.assert(
      fc.property(clockArb, nowArb, (clock, now) => {
        for (const span of openings(clock, now, now + 2 * 86_400_000)) {
          const opened = localDate(span.start, clock.timezone);
          const closesAt = Math.floor((wallClock(span.end - MINUTE, clock.timezone) % 86_400_000) / MINUTE);
          const pastMidnight = localDate(span.end - MINUTE, clock.timezone) !== opened;
          // A single service (not merged across days) that ends before a 04:00 cutoff.
          if (!pastMidnight || closesAt >= 240 || span.end - span.start > 20 * HOUR) continue;
          for (let at = span.start; at < span.end; at += 15 * MINUTE) {
            expect(businessDay(new Date(at), clock.timezone, 240)).toBe(businessDay(new Date(span.start), clock.timezone, 240));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
