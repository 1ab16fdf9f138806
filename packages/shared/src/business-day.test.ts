import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_DAY_CUTOFF_MINUTES, businessDay } from './business-day.ts';

describe('businessDay', () => {
  it('starts a business day at 04:00 local time', () => {
    expect(BUSINESS_DAY_CUTOFF_MINUTES).toBe(240);
    // Paris in winter is UTC+1: 03:59 local on the 11th is still the 10th.
    expect(businessDay(new Date('2026-03-11T02:59:00Z'), 'Europe/Paris')).toBe('2026-03-10');
    expect(businessDay(new Date('2026-03-11T03:00:00Z'), 'Europe/Paris')).toBe('2026-03-11');
    expect(businessDay(new Date('2026-03-10T23:30:00Z'), 'Europe/Paris')).toBe('2026-03-10');
    // Across the year's end, and in a zone behind UTC.
    expect(businessDay(new Date('2027-01-01T02:00:00Z'), 'UTC')).toBe('2026-12-31');
    expect(businessDay(new Date('2026-07-01T07:59:00Z'), 'America/New_York')).toBe('2026-06-30');
    expect(businessDay(new Date('2026-07-01T08:00:00Z'), 'America/New_York')).toBe('2026-07-01');
  });

  it('follows the local clock on the nights clocks change', () => {
    // 29 March 2026: Paris jumps from 02:00 to 03:00 (UTC+1 → UTC+2), so 04:00 local is 02:00Z.
    expect(businessDay(new Date('2026-03-29T01:59:00Z'), 'Europe/Paris')).toBe('2026-03-28');
    expect(businessDay(new Date('2026-03-29T02:00:00Z'), 'Europe/Paris')).toBe('2026-03-29');
    // 25 October 2026: 03:00 back to 02:00 (UTC+2 → UTC+1), so 04:00 local is 03:00Z; 02:30 happens twice, both the 24th.
    expect(businessDay(new Date('2026-10-25T00:30:00Z'), 'Europe/Paris')).toBe('2026-10-24');
    expect(businessDay(new Date('2026-10-25T01:30:00Z'), 'Europe/Paris')).toBe('2026-10-24');
    expect(businessDay(new Date('2026-10-25T02:59:00Z'), 'Europe/Paris')).toBe('2026-10-24');
    expect(businessDay(new Date('2026-10-25T03:00:00Z'), 'Europe/Paris')).toBe('2026-10-25');
  });

  it('takes another cutoff, and counts a zone the runtime does not know as UTC', () => {
    expect(businessDay(new Date('2026-05-02T05:59:00Z'), 'UTC', 360)).toBe('2026-05-01');
    expect(businessDay(new Date('2026-05-02T00:30:00Z'), 'UTC', 0)).toBe('2026-05-02');
    expect(businessDay(new Date('2026-05-02T03:00:00Z'), 'Mars/Olympus_Mons')).toBe('2026-05-01');
  });

  it('moves forward with time, one day at a time, never back', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 6 * 60 }),
        fc.constantFrom('Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'UTC'),
        (instant, minutes, zone) => {
          const before = businessDay(instant, zone);
          const after = businessDay(new Date(instant.getTime() + minutes * 60_000), zone);
          const days = (Date.parse(after) - Date.parse(before)) / 86_400_000;
          return days === 0 || days === 1;
        },
      ),
    );
  });
});
