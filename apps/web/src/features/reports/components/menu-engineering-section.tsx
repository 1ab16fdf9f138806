/**
 * Menu engineering (Michelin Star, issue 22, decision 0043): every dish with a cost as a star, plough horse, puzzle or
 * dog — the class in words with its own icon (never colour alone) — a short explanation of the four quadrants with
 * this range's cut-offs, and the dishes left out for want of a cost. Both tables download as CSV and Excel. Mounted
 * where the plan is Michelin Star (the API answers 403 PLAN_REQUIRED below it).
 */
import type { MenuClass, MenuEngineeringReport } from '@maitre/shared/reports';
import { Dog, type LucideIcon, Puzzle, Star, Tractor } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { secondaryButtonClass } from '@/components/ui/form-control-classes';
import { money, number } from '@/lib/i18n';
import { useMenuEngineering } from '../api/reports';
import { formatCell } from '../format';
import type { ReportRange } from '../range';
import { cellKind, menuClassName, menuEngineeringTable, withoutCostTable } from '../report-tables';
import { menuEngineeringTexts } from '../texts';
import { Pending } from './pending';
import { ExportButtons, ReportSection, ReportTableView } from './report-table-view';

const CLASS_ICON: Record<MenuClass, LucideIcon> = { star: Star, plough_horse: Tractor, puzzle: Puzzle, dog: Dog };
const CLASS_TONE: Record<MenuClass, string> = {
  star: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  plough_horse: 'border-amber-300 bg-amber-50 text-amber-900',
  puzzle: 'border-sky-300 bg-sky-50 text-sky-900',
  dog: 'border-stone-300 bg-stone-100 text-stone-800',
};
const CLASS_HELP: Record<MenuClass, () => string> = {
  star: () => menuEngineeringTexts.starHelp,
  plough_horse: () => menuEngineeringTexts.ploughHorseHelp,
  puzzle: () => menuEngineeringTexts.puzzleHelp,
  dog: () => menuEngineeringTexts.dogHelp,
};

/** A class as a badge: its icon and its name (the colour only repeats what both say). */
export function MenuClassBadge({ menuClass }: { menuClass: MenuClass }) {
  const Icon = CLASS_ICON[menuClass];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium ${CLASS_TONE[menuClass]}`}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {menuClassName(menuClass)}
    </span>
  );
}

/** The four quadrants, popular ones on top, profitable ones on the left, with what each calls for. */
function Quadrants({ report }: { report: MenuEngineeringReport }) {
  const cells: Array<{ menuClass: MenuClass; axes: string }> = [
    { menuClass: 'star', axes: `${menuEngineeringTexts.popularAxis} · ${menuEngineeringTexts.profitableAxis}` },
    { menuClass: 'plough_horse', axes: `${menuEngineeringTexts.popularAxis} · ${menuEngineeringTexts.notProfitableAxis}` },
    { menuClass: 'puzzle', axes: `${menuEngineeringTexts.notPopularAxis} · ${menuEngineeringTexts.profitableAxis}` },
    { menuClass: 'dog', axes: `${menuEngineeringTexts.notPopularAxis} · ${menuEngineeringTexts.notProfitableAxis}` },
  ];
  return (
    <section aria-label={menuEngineeringTexts.quadrantTitle} className="space-y-2">
      <h3 className="font-medium text-stone-900">{menuEngineeringTexts.quadrantTitle}</h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {cells.map(({ menuClass, axes }) => (
          <li key={menuClass} className="rounded-xl border border-stone-200 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <MenuClassBadge menuClass={menuClass} />
              <span className="text-xs text-stone-600">{axes}</span>
            </div>
            <p className="mt-1 text-sm text-stone-700">{CLASS_HELP[menuClass]()}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-600">
        {menuEngineeringTexts.popularRule(number(report.popularityCutoff / 100, { style: 'percent', maximumFractionDigits: 2 }))}{' '}
        {menuEngineeringTexts.profitableRule(money(report.averageMargin))}
      </p>
    </section>
  );
}

/** The placed dishes: the class column shows the badge, the other cells read as in every report table. */
function ClassTable({ report }: { report: MenuEngineeringReport }) {
  const table = menuEngineeringTable(report);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{table.title}</caption>
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
          {table.rows.map((row, rowIndex) => {
            const dish = report.dishes[rowIndex];
            return (
              <tr key={dish?.menuItemId ?? rowIndex} className="border-b border-stone-100 last:border-0">
                {row.map((value, index) => {
                  const column = table.columns[index];
                  if (!column || !dish) return null;
                  if (index === 0)
                    return (
                      <th key={column.label} scope="row" className="px-3 py-2 font-medium text-stone-900">
                        {formatCell('text', value)}
                      </th>
                    );
                  return (
                    <td key={column.label} className={`px-3 py-2 ${column.kind === 'text' ? '' : 'text-right tabular-nums'}`}>
                      {index === 1 ? <MenuClassBadge menuClass={dish.class} /> : formatCell(cellKind(table, rowIndex, index), value)}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Figures({ report, range }: { report: MenuEngineeringReport; range: ReportRange }) {
  const toMenu = (
    <Link to="/dashboard/menu" className={`${secondaryButtonClass} mt-3 inline-flex`}>
      {menuEngineeringTexts.toMenu}
    </Link>
  );
  const placed =
    report.dishCount === 0 ? (
      <EmptyState>
        <p>{menuEngineeringTexts.noCosts}</p>
        {toMenu}
      </EmptyState>
    ) : report.dishes.length === 0 ? (
      <p className="text-stone-600">{menuEngineeringTexts.noSales}</p>
    ) : (
      <>
        <ClassTable report={report} />
        <Quadrants report={report} />
      </>
    );
  const left = withoutCostTable(report);
  return (
    <div className="space-y-5">
      <p className="text-sm text-stone-600">{menuEngineeringTexts.intro}</p>
      {placed}
      {report.withoutCost.length > 0 && (
        <section aria-label={left.title} className="space-y-3 border-t border-stone-200 pt-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="font-medium text-stone-900">{left.title}</h3>
            <ExportButtons table={left} range={range} />
          </div>
          <p className="text-sm text-stone-600">{menuEngineeringTexts.withoutCostIntro}</p>
          <ReportTableView table={left} />
          {report.dishCount > 0 && report.withoutCost.some((dish) => dish.onMenu) && toMenu}
        </section>
      )}
    </div>
  );
}

export function MenuEngineeringSection({ range }: { range: ReportRange }) {
  const query = useMenuEngineering(range);
  const table = query.data && query.data.dishes.length > 0 ? menuEngineeringTable(query.data) : undefined;
  return (
    <ReportSection title={menuEngineeringTexts.title} table={table} range={range}>
      <Pending query={query}>{(data) => <Figures report={data} range={range} />}</Pending>
    </ReportSection>
  );
}
