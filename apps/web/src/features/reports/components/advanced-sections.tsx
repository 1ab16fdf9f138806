/**
 * The advanced reports' sections (decision 0042), mounted inside AdvancedReports (so they ask for their figures only on
 * the plan): the hour × weekday heatmap and the orders each member of the team handled, each beside the previous
 * period, each table downloadable as CSV and Excel.
 */
import { TEAM_FIGURES } from '@maitre/shared/report-range';
import type { TeamReport } from '@maitre/shared/reports';
import { useState } from 'react';
import { FilterChips } from '@/components/ui/filter-chips';
import { number } from '@/lib/i18n';
import { useHeatmapReport, useTeamReport } from '../api/reports';
import { percentChange } from '../format';
import type { ReportRange } from '../range';
import { heatmapTable, teamRole, teamTable } from '../report-tables';
import { heatmapTexts, teamTexts } from '../texts';
import { ChartWithTable } from './chart-with-table';
import { Heatmap, type HeatmapMeasure } from './heatmap';
import { Pending } from './pending';
import { ReportSection } from './report-table-view';

export function HeatmapSection({ range, firstHour }: { range: ReportRange; firstHour: number }) {
  const report = useHeatmapReport(range);
  const [measure, setMeasure] = useState<HeatmapMeasure>('orders');
  return (
    <ReportSection title={heatmapTexts.title} table={report.data && heatmapTable(report.data, firstHour)} range={range}>
      <FilterChips<HeatmapMeasure>
        label={heatmapTexts.measureLabel}
        chips={[
          { value: 'orders', label: heatmapTexts.orders },
          { value: 'net', label: heatmapTexts.net },
        ]}
        selected={measure}
        onSelect={setMeasure}
      />
      <Pending query={report}>
        {(data) =>
          data.cells.every((cell) => cell.orders === 0 && cell.previous.orders === 0) ? (
            <p className="text-stone-600">{heatmapTexts.empty}</p>
          ) : (
            <ChartWithTable table={heatmapTable(data, firstHour)}>
              <Heatmap report={data} measure={measure} firstHour={firstHour} />
            </ChartWithTable>
          )
        }
      </Pending>
    </ReportSection>
  );
}

export function TeamSection({ range }: { range: ReportRange }) {
  const report = useTeamReport(range);
  return (
    <ReportSection title={teamTexts.title} table={report.data && teamTable(report.data)} range={range}>
      <p className="text-sm text-stone-600">{teamTexts.note}</p>
      <Pending query={report}>
        {(data) => (data.members.length === 0 ? <p className="text-stone-600">{teamTexts.empty}</p> : <TeamTableView report={data} />)}
      </Pending>
    </ReportSection>
  );
}

/** Each member's figures with the previous period's and the change under each (the downloads have them as columns). */
function TeamTableView({ report }: { report: TeamReport }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{teamTexts.title}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="px-3 py-2 font-medium">
              {teamTexts.person}
            </th>
            {TEAM_FIGURES.map((figure) => (
              <th key={figure} scope="col" className="px-3 py-2 text-right font-medium">
                {teamTexts[figure]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.members.map((member) => (
            <tr key={member.userId ?? `name:${member.name}`} className="border-b border-stone-100 align-top last:border-0">
              <th scope="row" className="px-3 py-2 font-medium text-stone-900">
                {member.name}
                <span className="block text-xs font-normal text-stone-600">{teamRole(member.role)}</span>
              </th>
              {TEAM_FIGURES.map((figure) => (
                <td key={figure} className="px-3 py-2 text-right tabular-nums">
                  {number(member.current[figure])}
                  <span className="block text-xs whitespace-nowrap text-stone-600">
                    {teamTexts.previous(number(member.previous[figure]), percentChange(member.changePercent[figure]))}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
