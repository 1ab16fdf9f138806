/** The advanced reports' tables (decision 0042) as the downloads write them: each figure beside its previous period and change. */
import type { HeatmapReport, TeamReport } from '@maitre/shared/reports';
import { describe, expect, it } from 'vitest';
import { heatStep } from './components/heatmap';
import { toCsv } from './export';
import { heatmapTable, teamTable } from './report-tables';

const team: TeamReport = {
  period: { from: '2026-11-18', to: '2026-11-24' },
  previousPeriod: { from: '2026-11-11', to: '2026-11-17' },
  members: [
    {
      userId: null,
      name: 'Léo; "former"',
      role: null,
      current: { orders: 3, taken: 2, accepted: 1, rejected: 0, cancelled: 0, ready: 0, delivered: 0 },
      previous: { orders: 2, taken: 2, accepted: 0, rejected: 0, cancelled: 0, ready: 0, delivered: 0 },
      changePercent: { orders: 50, taken: 0, accepted: null, rejected: null, cancelled: null, ready: null, delivered: null },
    },
  ],
};

describe('advanced report tables', () => {
  it('writes the team with three columns per figure, a former member named so', () => {
    const [header, row] = toCsv(teamTable(team), 'en-GB').replace('\uFEFF', '').split('\r\n');
    expect(header).toMatch(/^Team member,Role,Orders handled,"Orders handled, previous period","Orders handled, change",Taken,/);
    expect(row).toBe('"Léo; ""former""",Former member,3,2,50.0,2,2,0.0,1,0,,0,0,,0,0,,0,0,,0,0,');
  });

  it('writes the heatmap a row per weekday × hour, Monday first, each weekday from the business day’s first hour', () => {
    const report: HeatmapReport = {
      period: team.period,
      previousPeriod: team.previousPeriod,
      cells: Array.from({ length: 168 }, (_, index) => ({
        weekday: Math.floor(index / 24) + 1,
        hour: index % 24,
        orders: index === 43 ? 4 : 0,
        net: index === 43 ? 52.5 : 0,
        previous: { orders: index === 43 ? 2 : 0, net: 0 },
        changePercent: { orders: index === 43 ? 100 : null, net: null },
      })),
    };
    const table = heatmapTable(report, 4);
    expect(table.rows).toHaveLength(168);
    expect(table.rows[0]?.slice(0, 2)).toEqual(['Monday', 4]);
    expect(table.rows[23]?.slice(0, 2)).toEqual(['Monday', 3]);
    // Tuesday 19:00 (cell 24 + 19 = 43): 15 rows into Tuesday's, which start at 04:00.
    expect(table.rows[24 + 15]).toEqual(['Tuesday', 19, 4, 2, 100, 52.5, 0, null]);
  });

  it('puts a value in one of five colour steps of the busiest cell’s', () => {
    expect([1, 2, 3, 4, 5, 10].map((value) => heatStep(value, 10))).toEqual([0, 0, 1, 1, 2, 4]);
    expect(heatStep(7, 0)).toBe(0);
  });
});
