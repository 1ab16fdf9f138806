/** A chart and, on request, the same figures as a table (its alternative for screen readers and for reading). */
import type { ReactNode } from 'react';
import { Disclosure } from '@/components/ui/disclosure';
import { useUniqueId } from '@/lib/use-unique-id';
import type { ReportTable } from '../report-tables';
import { exportTexts } from '../texts';
import { ReportTableView } from './report-table-view';

export function ChartWithTable({ table, children }: { table: ReportTable; children: ReactNode }) {
  const id = useUniqueId();
  return (
    <div className="space-y-3">
      {children}
      <Disclosure id={`${id}-table`} summary={exportTexts.showTable} openWhen={false} panelClassName="border-t border-stone-200 p-2">
        <ReportTableView table={table} />
      </Disclosure>
    </div>
  );
}
