/**
 * A report's table on screen, with its downloads (CSV and Excel of the whole table, whatever part is shown). Numbers
 * are right-aligned in tabular figures; the first column names each row for screen readers.
 */
import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { intlTag } from '@/lib/i18n';
import { download, exportFileName, toCsv, toXlsx } from '../export';
import { formatCell } from '../format';
import type { ReportRange } from '../range';
import { cellKind, type ReportTable } from '../report-tables';
import { exportTexts } from '../texts';

export function ExportButtons({ table, range }: { table: ReportTable; range: ReportRange }) {
  const [busy, setBusy] = useState(false);
  const csv = () => download(new Blob([toCsv(table, intlTag())], { type: 'text/csv;charset=utf-8' }), exportFileName(table, range, 'csv'));
  const xlsx = async () => {
    setBusy(true);
    try {
      download(await toXlsx(table), exportFileName(table, range, 'xlsx'));
    } catch {
      toast.error(exportTexts.failed);
    } finally {
      setBusy(false);
    }
  };
  const button =
    'inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-700 hover:bg-stone-50 disabled:text-stone-400 lg:min-h-9';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons, not a form's fieldset
    <div role="group" aria-label={exportTexts.exportLabel(table.title)} className="flex gap-2">
      <button type="button" onClick={csv} className={button} aria-label={exportTexts.exportAs(table.title, exportTexts.csv)}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {exportTexts.csv}
      </button>
      <button
        type="button"
        onClick={() => void xlsx()}
        disabled={busy}
        aria-busy={busy || undefined}
        className={button}
        aria-label={exportTexts.exportAs(table.title, exportTexts.xlsx)}
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        {exportTexts.xlsx}
      </button>
    </div>
  );
}

/**
 * The table; `rows` shows a part of it (a top ten) while the downloads keep every row. On a phone a wide table scrolls
 * sideways inside its box (WCAG 1.4.10 allows it for data tables): the box is a named tab stop so the keyboard can
 * scroll it too.
 */
export function ReportTableView({ table, rows = table.rows, caption }: { table: ReportTable; rows?: ReportTable['rows']; caption?: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scrolling box around a table, not a form's fieldset (and no landmark: its section is one)
    <div
      role="group"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={caption ?? table.title}
      className="overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption ?? table.title}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            {table.columns.map((column, index) => (
              <th key={column.label} scope="col" className={`px-3 py-2 font-medium ${index > 0 && column.kind !== 'text' ? 'text-right' : ''}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is the table's
            <tr key={rowIndex} className="border-b border-stone-100 last:border-0">
              {row.map((value, index) => {
                const column = table.columns[index];
                if (!column) return null;
                const text = formatCell(cellKind(table, rowIndex, index), value);
                return index === 0 ? (
                  <th key={column.label} scope="row" className="px-3 py-2 font-medium text-stone-900">
                    {text}
                  </th>
                ) : (
                  <td key={column.label} className={`px-3 py-2 ${column.kind === 'text' ? '' : 'text-right tabular-nums'}`}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A section of the page: its title, its downloads, and what it shows. */
export function ReportSection({ title, table, range, children }: { title: string; table: ReportTable | undefined; range: ReportRange; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-semibold">{title}</h2>
        {table && <ExportButtons table={table} range={range} />}
      </div>
      {children}
    </section>
  );
}
