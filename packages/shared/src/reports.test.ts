import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysFrom } from './reports.ts';

describe('daysFrom', () => {
  it('lists the same days as addDays, over month ends, leap years and the century rule (1900 no, 2000 yes, 2100 no)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1890, 0, 1), max: Date.UTC(2110, 0, 1) }), fc.nat({ max: 800 }), (at, count) => {
        const first = new Date(at).toISOString().slice(0, 10);
        expect(daysFrom(first, count)).toEqual(Array.from({ length: count }, (_, index) => addDays(first, index)));
      }),
      { numRuns: 300 },
    );
    expect(daysFrom('2100-02-27', 3)).toEqual(['2100-02-27', '2100-02-28', '2100-03-01']);
    expect(daysFrom('2000-02-28', 2)).toEqual(['2000-02-28', '2000-02-29']);
    expect(daysFrom('2026-12-31', 2)).toEqual(['2026-12-31', '2027-01-01']);
  });
});
