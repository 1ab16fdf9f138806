/**
 * How a range's dish rows are read (decision 0045): months from report_dish_months, a partial month as its month row
 * minus its days outside the range when those are fewer, the rest as days. A month counted when it should not be, or a
 * day cut or read twice, would add or drop a day's sales: the property checks every range reads each of its days once.
 */
import { addDays, daysInRange } from '@maitre/shared/reports';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DishSegments, dishSegments } from './reports.repository.ts';

const days = (pair: [string, string] | null) => (pair ? Array.from({ length: daysInRange(pair[0], pair[1]) }, (_, i) => addDays(pair[0], i)) : []);
const monthDays = (months: [string, string] | null) => {
  if (!months) return [];
  const end = addDays(`${addDays(months[1], 31).slice(0, 8)}01`, -1);
  return days([months[0], end]);
};

/** Each day the segments read, with its sign: +1 per read, −1 per cut. */
function coverage(segments: DishSegments): Map<string, number> {
  const count = new Map<string, number>();
  const add = (list: string[], sign: number) => {
    for (const day of list) count.set(day, (count.get(day) ?? 0) + sign);
  };
  add(days(segments.before), 1);
  add(monthDays(segments.months), 1);
  add(days(segments.after), 1);
  add(days(segments.cutBefore), -1);
  add(days(segments.cutAfter), -1);
  return count;
}

/** Day rows read (per dish): the cost the split keeps low. A month row counts as one. */
const rowsRead = (s: DishSegments) =>
  [s.before, s.after, s.cutBefore, s.cutAfter].reduce((sum, pair) => sum + days(pair).length, 0) +
  (s.months ? Math.round(daysInRange(s.months[0], s.months[1]) / 30) : 0);

describe('dishSegments', () => {
  it('the last 30 days on the 28th: two days of October, November as its month row less its two days to come', () => {
    expect(dishSegments('2026-10-30', '2026-11-28')).toEqual({
      before: ['2026-10-30', '2026-10-31'],
      months: ['2026-11-01', '2026-11-01'],
      after: null,
      cutBefore: null,
      cutAfter: ['2026-11-29', '2026-11-30'],
    });
  });

  it('a year ending yesterday: its first two days, then twelve month rows less the last month’s three days', () => {
    expect(dishSegments('2025-11-28', '2026-11-27')).toEqual({
      before: ['2025-11-28', '2025-11-30'],
      months: ['2025-12-01', '2026-11-01'],
      after: null,
      cutBefore: null,
      cutAfter: ['2026-11-28', '2026-11-30'],
    });
  });

  it('whole months from end to end are month rows only, February of a leap year included', () => {
    const only = (months: [string, string]) => ({ before: null, months, after: null, cutBefore: null, cutAfter: null });
    expect(dishSegments('2028-01-01', '2028-02-29')).toEqual(only(['2028-01-01', '2028-02-01']));
    expect(dishSegments('2027-02-01', '2027-02-28')).toEqual(only(['2027-02-01', '2027-02-01']));
  });

  it('a month short of a day or two is its month row less those days; a few days of a month are days', () => {
    expect(dishSegments('2028-02-01', '2028-02-28')).toMatchObject({ months: ['2028-02-01', '2028-02-01'], cutAfter: ['2028-02-29', '2028-02-29'] });
    expect(dishSegments('2026-03-02', '2026-03-30')).toMatchObject({
      months: ['2026-03-01', '2026-03-01'],
      cutBefore: ['2026-03-01', '2026-03-01'],
      cutAfter: ['2026-03-31', '2026-03-31'],
    });
    expect(dishSegments('2026-03-10', '2026-03-20')).toEqual({
      before: ['2026-03-10', '2026-03-20'],
      months: null,
      after: null,
      cutBefore: null,
      cutAfter: null,
    });
  });

  it('a short range across a month end is days; a longer one cuts the end with fewer days outside and reads the other as days', () => {
    expect(dishSegments('2026-10-29', '2026-11-03')).toEqual({
      before: ['2026-10-29', '2026-11-03'],
      months: null,
      after: null,
      cutBefore: null,
      cutAfter: null,
    });
    expect(dishSegments('2026-11-15', '2027-02-10')).toEqual({
      before: null,
      months: ['2026-11-01', '2027-01-01'],
      after: ['2027-02-01', '2027-02-10'],
      cutBefore: ['2026-11-01', '2026-11-14'],
      cutAfter: null,
    });
    expect(dishSegments('2026-12-20', '2027-01-05')).toEqual({
      before: ['2026-12-20', '2027-01-05'],
      months: null,
      after: null,
      cutBefore: null,
      cutAfter: null,
    });
  });

  it('any range: every day of it read exactly once, nothing outside it, cuts only inside the months read, never more rows than its days', () => {
    const day = fc.integer({ min: 0, max: 3 * 366 }).map((n) => addDays('2025-12-20', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (from, length) => {
        const to = addDays(from, length);
        const segments = dishSegments(from, to);
        const count = coverage(segments);
        for (const [each, n] of count) expect(n, each).toBe(each >= from && each <= to ? 1 : 0);
        for (const each of days([from, to])) expect(count.get(each), each).toBe(1);
        const months = new Set(monthDays(segments.months));
        for (const each of [...days(segments.cutBefore), ...days(segments.cutAfter)]) expect(months.has(each), each).toBe(true);
        expect(rowsRead(segments)).toBeLessThanOrEqual(daysInRange(from, to));
      }),
      { numRuns: 500 },
    );
  });
});
