import { describe, expect, it } from 'vitest';
import { presetRange, rangeProblem } from './range';

describe('report ranges', () => {
  it('count the presets from the restaurant’s business day, months by the calendar', () => {
    const today = '2026-03-01';
    expect(presetRange('today', today)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last30', today)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    // January's last month is December of the year before; a leap February has 29 days.
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('lastMonth', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('refuse a custom range the API would refuse, naming the field', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-24' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-24' })).toEqual({ field: 'from', problem: 'missing' });
    expect(rangeProblem({ from: '2026-11-01', to: '' })).toEqual({ field: 'to', problem: 'missing' });
    expect(rangeProblem({ from: '2026-11-24', to: '2026-11-01' })).toEqual({ field: 'to', problem: 'reversed' });
    // 366 days (a leap year) is the most; 367 is one too many.
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toEqual({ field: 'to', problem: 'tooLong' });
  });
});
