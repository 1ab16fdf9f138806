/**
 * The hour × weekday heatmap (decision 0042) drawn in HTML and CSS (no chart library — 0 KB, MODULE-ANCHORS §6; a table
 * laid out by CSS, so the grid's rows and headers are the table's own for screen readers): a row
 * per weekday, Monday first, a column per hour from the business day's start. A cell's colour is one of five steps of
 * the busiest cell's value, named by the legend under it; the focused cell's figures, the previous period's and the
 * change are written above the grid. One tab stop: the grid (role="grid") moves its focus with the arrow keys, Home
 * and End (a row's first and last hour), Page Up and Page Down (the first and last weekday), and each cell's accessible
 * name is its figures; the same figures are a table under "Show as a table".
 */
import type { HeatmapCell, HeatmapReport } from '@maitre/shared/reports';
import { type KeyboardEvent, useRef, useState } from 'react';
import { intlTag, money, number } from '@/lib/i18n';
import { useUniqueId } from '@/lib/use-unique-id';
import { formatHour, percentChange, weekdayName } from '../format';
import { heatmapTexts, trendTexts } from '../texts';

export type HeatmapMeasure = 'orders' | 'net';

/**
 * Five steps, light to dark, each with a text colour passing 4.5:1 on it: stone-900 on the three lightest (≥ 11:1),
 * white on the brand's #b45309 (5.0:1) and #92400e (7.1:1).
 */
const STEPS = [
  'bg-brand-100 text-stone-900',
  'bg-amber-200 text-stone-900',
  'bg-amber-400 text-stone-900',
  'bg-brand-600 text-white',
  'bg-brand-700 text-white',
] as const;
const EMPTY = 'bg-stone-50 text-stone-600';

/** The step (0–4) of a value above 0, against the busiest cell's. */
export function heatStep(value: number, top: number): number {
  if (top <= 0) return 0;
  return Math.min(STEPS.length - 1, Math.max(0, Math.ceil((value / top) * STEPS.length) - 1));
}

const figureOf = (cell: HeatmapCell, measure: HeatmapMeasure) => (measure === 'orders' ? cell.orders : cell.net);

export function Heatmap({ report, measure, firstHour = 0 }: { report: HeatmapReport; measure: HeatmapMeasure; firstHour?: number }) {
  const id = useUniqueId();
  const hours = Array.from({ length: 24 }, (_, index) => (firstHour + index) % 24);
  const rows = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
    hours.map((hour) => report.cells.find((cell) => cell.weekday === weekday && cell.hour === hour) as HeatmapCell),
  );
  const top = Math.max(0, ...report.cells.map((cell) => figureOf(cell, measure)));
  // The busiest cell is focused first: the figure people look for.
  let busiest: [number, number] = [0, 0];
  for (const [r, cells] of rows.entries()) {
    for (const [c, cell] of cells.entries()) {
      if (figureOf(cell, measure) > figureOf(rows[busiest[0]]?.[busiest[1]] as HeatmapCell, measure)) busiest = [r, c];
    }
  }
  const [active, setActive] = useState<[number, number] | null>(null);
  const [row, col] = active ?? busiest;
  const grid = useRef<HTMLTableElement>(null);

  // Names formatted once per drawing (7 weekdays, 24 hours), not once per cell.
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((weekday) => weekdayName(weekday));
  const hourNames = Array.from({ length: 24 }, (_, hour) => formatHour(hour));
  const counts = new Intl.NumberFormat(intlTag());
  const format = (value: number) => (measure === 'orders' ? heatmapTexts.ordersValue(value) : money(value));
  const readout = (cell: HeatmapCell) =>
    heatmapTexts.cell(
      weekdays[cell.weekday - 1] ?? '',
      trendTexts.hourRange(hourNames[cell.hour] ?? '', hourNames[(cell.hour + 1) % 24] ?? ''),
      format(figureOf(cell, measure)),
      measure === 'orders' ? counts.format(cell.previous.orders) : money(cell.previous.net),
      percentChange(cell.changePercent[measure]),
    );

  const move = (event: KeyboardEvent<HTMLTableElement>) => {
    const next: Record<string, [number, number]> = {
      ArrowRight: [row, Math.min(23, col + 1)],
      ArrowLeft: [row, Math.max(0, col - 1)],
      ArrowDown: [Math.min(6, row + 1), col],
      ArrowUp: [Math.max(0, row - 1), col],
      Home: [row, 0],
      End: [row, 23],
      PageUp: [0, col],
      PageDown: [6, col],
    };
    const target = next[event.key];
    if (!target) return;
    event.preventDefault();
    setActive(target);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${target[0]}-${target[1]}"]`)?.focus();
  };

  // The legend: each step's values — above k/5 of the busiest cell's, up to (k + 1)/5 (orders are whole, money in cents).
  const show = (value: number) => (measure === 'orders' ? number(value) : money(value));
  const legend = STEPS.map((className, step) => {
    if (measure === 'orders') return { className, low: Math.floor((top * step) / STEPS.length) + 1, high: Math.floor((top * (step + 1)) / STEPS.length) };
    const cents = Math.round(top * 100);
    return { className, low: (Math.floor((cents * step) / STEPS.length) + 1) / 100, high: Math.floor((cents * (step + 1)) / STEPS.length) / 100 };
  })
    .filter((step) => step.low <= step.high)
    .map((step) => ({ className: step.className, label: step.low === step.high ? show(step.high) : heatmapTexts.between(show(step.low), show(step.high)) }));

  const focused = rows[row]?.[col] as HeatmapCell;
  return (
    <figure className="space-y-3">
      <figcaption className="sr-only">{heatmapTexts.title}</figcaption>
      <p aria-hidden="true" className="min-h-10 text-sm text-stone-700 tabular-nums">
        {readout(focused)}
      </p>
      <div className="overflow-x-auto pb-1">
        {/* The ARIA grid pattern on a table: one tab stop, the arrow keys move between its cells (roving tabindex). */}
        <table
          ref={grid}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern's own markup (a table with role="grid")
          role="grid"
          aria-label={heatmapTexts.title}
          aria-describedby={`${id}-help`}
          onKeyDown={move}
          className="w-full min-w-[44rem] table-fixed border-separate border-spacing-0.5 text-xs"
        >
          <thead>
            <tr>
              <th scope="col" className="w-24">
                <span className="sr-only">{heatmapTexts.weekday}</span>
              </th>
              {hours.map((hour, index) => (
                <th key={hour} scope="col" className="px-0 text-center font-normal text-stone-600 tabular-nums">
                  {/* Every third hour written; every header named for screen readers. */}
                  <span aria-hidden="true">{index % 3 === 0 ? hourNames[hour]?.replace(':00', '') : ''}</span>
                  <span className="sr-only">{hourNames[hour]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, r) => (
              <tr key={cells[0]?.weekday}>
                <th scope="row" className="truncate pr-2 text-left font-medium text-stone-700">
                  {weekdays[(cells[0]?.weekday ?? 1) - 1]}
                </th>
                {cells.map((cell, c) => {
                  const value = figureOf(cell, measure);
                  const isActive = r === row && c === col;
                  const name = readout(cell);
                  return (
                    <td
                      key={cell.hour}
                      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the grid pattern, focused by the arrow keys
                      role="gridcell"
                      data-cell={`${r}-${c}`}
                      tabIndex={isActive ? 0 : -1}
                      aria-label={name}
                      aria-selected={isActive}
                      onFocus={() => setActive([r, c])}
                      title={name}
                      className={`h-8 rounded-sm p-0 text-center tabular-nums ${value > 0 ? STEPS[heatStep(value, top)] : EMPTY} ${
                        isActive ? 'ring-2 ring-stone-900 ring-inset' : ''
                      }`}
                    >
                      <span aria-hidden="true">{measure === 'orders' && value > 0 ? counts.format(value) : ''}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <span id={`${id}-help`} className="sr-only">
        {heatmapTexts.gridHelp}
      </span>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-700">
        <span className="font-medium">{heatmapTexts.legend}</span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={`h-3 w-5 rounded-sm border border-stone-200 ${EMPTY}`} />
          {heatmapTexts.none}
        </span>
        {top > 0 &&
          legend.map((step) => (
            <span key={step.className} className="inline-flex items-center gap-1.5 tabular-nums">
              <span aria-hidden="true" className={`h-3 w-5 rounded-sm ${step.className}`} />
              {step.label}
            </span>
          ))}
      </div>
    </figure>
  );
}
