/** When a digest goes out (decision 0044): the member's local time on both DST days of Paris, and which day it reports. */
import { describe, expect, it } from 'vitest';
import { nextDigest, reportedDay } from './digest.schedule.ts';

const paris = { timezone: 'Europe/Paris', cutoffMinutes: 240, sendMinutes: 480 };

describe('digest schedule', () => {
  it('sends at 08:00 local on the 23-hour and the 25-hour day, about the business day before', () => {
    // 29 March 2026: clocks go 02:00 → 03:00 (UTC+2 after); 08:00 is 06:00 UTC.
    expect(nextDigest(Date.parse('2026-03-28T23:30:00Z'), paris, null)).toEqual({ sendAt: Date.parse('2026-03-29T06:00:00Z'), day: '2026-03-28' });
    // 25 October 2026: clocks go 03:00 → 02:00 (UTC+1 after); 08:00 is 07:00 UTC.
    expect(nextDigest(Date.parse('2026-10-25T01:30:00Z'), paris, null)).toEqual({ sendAt: Date.parse('2026-10-25T07:00:00Z'), day: '2026-10-24' });
    // The day after each, the offset is the new one.
    expect(nextDigest(Date.parse('2026-03-29T06:00:00Z'), paris, '2026-03-28')).toEqual({ sendAt: Date.parse('2026-03-30T06:00:00Z'), day: '2026-03-29' });
    expect(nextDigest(Date.parse('2026-10-25T07:00:00Z'), paris, '2026-10-24')).toEqual({ sendAt: Date.parse('2026-10-26T07:00:00Z'), day: '2026-10-25' });
  });

  it('moves a time the spring night skips forward by the gap, and sends a repeated one at its first occurrence', () => {
    expect(nextDigest(Date.parse('2026-03-28T22:00:00Z'), { ...paris, sendMinutes: 150 }, null).sendAt).toBe(Date.parse('2026-03-29T01:30:00Z'));
    expect(nextDigest(Date.parse('2026-10-24T22:00:00Z'), { ...paris, sendMinutes: 150 }, null).sendAt).toBe(Date.parse('2026-10-25T00:30:00Z'));
  });

  it('reports the business day before the one in progress: before the cutoff that is two calendar days back', () => {
    // 02:00 in Paris on 21 November belongs to the business day of the 20th: "yesterday" is the 19th.
    expect(reportedDay(Date.parse('2026-11-21T01:00:00Z'), paris)).toBe('2026-11-19');
    expect(reportedDay(Date.parse('2026-11-21T07:00:00Z'), paris)).toBe('2026-11-20');
  });

  it('skips a day already sent and a time already past', () => {
    const now = Date.parse('2026-11-21T07:30:00Z'); // 08:30 in Paris
    expect(nextDigest(now, paris, null)).toEqual({ sendAt: Date.parse('2026-11-22T07:00:00Z'), day: '2026-11-21' });
    expect(nextDigest(Date.parse('2026-11-21T06:00:00Z'), paris, '2026-11-20')).toEqual({ sendAt: Date.parse('2026-11-22T07:00:00Z'), day: '2026-11-21' });
  });
});
