/**
 * A range's whole calendar months (decision 0045): the dish report reads them from report_dish_months and only the days
 * around them from report_dishes, so a month wrongly counted whole would add days outside the range, or drop some.
 */
import { describe, expect, it } from 'vitest';
import { dishRanges, wholeMonths } from './reports.repository.ts';

describe('wholeMonths', () => {
  it('a year ending yesterday: the eleven months between its partial first and last month', () => {
    expect(wholeMonths('2025-11-28', '2026-11-27')).toEqual({ first: '2025-12-01', last: '2026-10-01' });
  });

  it('a range from a first day to a last day is whole months from end to end, February of a leap year included', () => {
    expect(wholeMonths('2028-01-01', '2028-02-29')).toEqual({ first: '2028-01-01', last: '2028-02-01' });
    expect(wholeMonths('2027-02-01', '2027-02-28')).toEqual({ first: '2027-02-01', last: '2027-02-01' });
  });

  it('a month short of its last day, or of its first, is not whole', () => {
    expect(wholeMonths('2028-02-01', '2028-02-28')).toEqual({ first: null, last: null });
    expect(wholeMonths('2026-03-02', '2026-03-31')).toEqual({ first: null, last: null });
    expect(wholeMonths('2026-11-01', '2026-11-27')).toEqual({ first: null, last: null });
  });

  it('thirty days across two months hold none; a range across a year end keeps December and January apart', () => {
    expect(wholeMonths('2026-10-29', '2026-11-27')).toEqual({ first: null, last: null });
    expect(wholeMonths('2026-11-15', '2027-02-10')).toEqual({ first: '2026-12-01', last: '2027-01-01' });
    expect(wholeMonths('2026-01-31', '2026-03-31')).toEqual({ first: '2026-02-01', last: '2026-03-01' });
  });

  it('splits a range into the days before its whole months, the months, and the days after (nulls for a part it has not)', () => {
    expect(dishRanges('2025-11-28', '2026-11-27')).toEqual(['2025-11-28', '2025-11-30', '2025-12-01', '2026-10-01', '2026-11-01', '2026-11-27']);
    expect(dishRanges('2026-10-29', '2026-11-27')).toEqual(['2026-10-29', '2026-11-27', null, null, null, null]);
    expect(dishRanges('2026-01-01', '2026-03-31')).toEqual([null, null, '2026-01-01', '2026-03-01', null, null]);
    expect(dishRanges('2026-01-01', '2026-02-03')).toEqual([null, null, '2026-01-01', '2026-01-01', '2026-02-01', '2026-02-03']);
    expect(dishRanges('2026-12-15', '2027-01-31')).toEqual(['2026-12-15', '2026-12-31', '2027-01-01', '2027-01-01', null, null]);
  });
});
