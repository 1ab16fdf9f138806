/**
 * A bar chart drawn as SVG (issue 22: no chart library — 0 KB, MODULE-ANCHORS §6), with up to two comparison series
 * drawn over the bars: a line (the previous period) and dots (the same weekday a week earlier). One tab stop: a slider
 * over the chart's values (a native range input, visually hidden), so the arrow keys, Home and End move from one value
 * to the next, each read out by its value text and written above the chart; a pointer gets each bar's tooltip. The
 * same figures are a table under "Show as a table" (the page's ReportTableView).
 */
import { useState } from 'react';
import { useUniqueId } from '@/lib/use-unique-id';
import { trendTexts } from '../texts';

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface BarChartProps {
  title: string;
  /** One label per bar, each different ("Tue 24 Nov", "19:00"): the focused value's name, and the axis' first, middle and last. */
  labels: string[];
  bars: ChartSeries;
  line?: ChartSeries | undefined;
  dots?: ChartSeries | undefined;
  format(value: number): string;
}

const HEIGHT = 100;
const BAR_WIDTH = 10;

export function BarChart({ title, labels, bars, line, dots, format }: BarChartProps) {
  const id = useUniqueId();
  const count = labels.length;
  const [active, setActive] = useState<number | null>(null);
  const top = Math.max(1, ...bars.values, ...(line?.values ?? []), ...(dots?.values ?? []));
  const y = (value: number) => HEIGHT - (Math.max(0, value) / top) * (HEIGHT - 4);
  const x = (index: number) => index * BAR_WIDTH + BAR_WIDTH / 2;
  const width = Math.max(1, count) * BAR_WIDTH;
  const shown = Math.min(active ?? count - 1, count - 1);

  const readout = (index: number) =>
    trendTexts.point(
      labels[index] ?? '',
      [bars, line, dots]
        .filter((series): series is ChartSeries => series !== undefined)
        .map((series) => `${series.label} ${format(series.values[index] ?? 0)}`)
        .join(' · '),
    );

  const axis = count > 2 ? [0, Math.floor((count - 1) / 2), count - 1] : [...Array(count).keys()];

  return (
    <figure className="space-y-2">
      <figcaption className="sr-only">{title}</figcaption>
      <p aria-hidden="true" className="min-h-10 text-sm text-stone-700 tabular-nums">
        {count > 0 ? readout(shown) : ''}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-brand-600" />
          {bars.label}
        </span>
        {line && (
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="h-0.5 w-4 bg-stone-500" />
            {line.label}
          </span>
        )}
        {dots && (
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-sky-700" />
            {dots.label}
          </span>
        )}
      </div>
      <div className="relative rounded-lg has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-4 has-[input:focus-visible]:outline-brand-600">
        {/* The chart's keyboard: a slider over its values (arrow keys, Home, End, Page Up/Down), each read out as it is reached. */}
        <label htmlFor={`${id}-values`} className="sr-only">
          {title}
        </label>
        <input
          id={`${id}-values`}
          type="range"
          min={0}
          max={Math.max(0, count - 1)}
          step={1}
          value={shown}
          disabled={count === 0}
          aria-valuetext={count > 0 ? readout(shown) : undefined}
          aria-describedby={`${id}-help`}
          onChange={(event) => setActive(Number(event.target.value))}
          className="sr-only"
        />
        <span id={`${id}-help`} className="sr-only">
          {trendTexts.chartHelp}
        </span>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="h-48 w-full" aria-hidden="true">
          <line x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-stone-300" vectorEffect="non-scaling-stroke" />
          {bars.values.map((value, index) => (
            <rect
              key={labels[index]}
              x={index * BAR_WIDTH + 1}
              width={BAR_WIDTH - 2}
              y={y(value)}
              height={HEIGHT - y(value)}
              className={index === shown ? 'fill-brand-800' : 'fill-brand-600'}
            >
              {/* A pointer's tooltip; the keyboard has the slider. */}
              <title>{readout(index)}</title>
            </rect>
          ))}
          {line && line.values.length > 1 && (
            <polyline
              points={line.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')}
              fill="none"
              className="stroke-stone-500"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          )}
          {dots?.values.map((value, index) => (
            <line
              key={labels[index]}
              x1={x(index)}
              x2={x(index)}
              y1={y(value)}
              y2={y(value)}
              className="stroke-sky-700"
              strokeWidth={6}
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        <div className="mt-1 flex justify-between text-xs text-stone-600" aria-hidden="true">
          {axis.map((index) => (
            <span key={index}>{labels[index]}</span>
          ))}
        </div>
      </div>
    </figure>
  );
}
