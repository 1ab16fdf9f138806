/**
 * Repeat guests (Michelin Star, issue 22, decision 0043): the period's guests (each once) split into new and
 * returning, the share of orders from guests seen before, their orders, new guests and orders without a contact, each
 * beside the previous period with its change; the figures by business day as a table. Both download as CSV and Excel. Mounted where the plan is Michelin Star.
 */
import type { GuestsReport } from '@maitre/shared/reports';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { number } from '@/lib/i18n';
import { useGuestsReport } from '../api/reports';
import { percentChange } from '../format';
import type { ReportRange } from '../range';
import { guestsDaysTable, guestsSummaryTable } from '../report-tables';
import { exportTexts, guestsTexts, summaryTexts } from '../texts';
import { Pending } from './pending';
import { ExportButtons, ReportSection, ReportTableView } from './report-table-view';

const share = (value: number | null) => (value === null ? guestsTexts.noShare : number(value / 100, { style: 'percent', maximumFractionDigits: 1 }));

/** A figure; `change` is its change in words and `delta` the number it says (its sign picks the icon). */
function Figure({
  title,
  value,
  previous,
  change,
  delta,
  note,
}: {
  title: string;
  value: string;
  previous: string;
  change: string | null;
  delta: number | null;
  note?: string;
}) {
  const sign = Math.sign(delta ?? 0);
  const Icon = sign === 0 ? Minus : sign > 0 ? TrendingUp : TrendingDown;
  const tone = sign === 0 ? 'text-stone-600' : sign > 0 ? 'text-emerald-700' : 'text-red-700';
  return (
    <section aria-label={title} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 className="text-sm font-medium text-stone-600">{title}</h3>
      <p className="mt-2 text-2xl font-semibold tabular-nums text-stone-900">{value}</p>
      {note && <p className="text-xs text-stone-600">{note}</p>}
      <p className={`mt-1 flex items-center gap-1 text-sm ${tone}`}>
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span>{change ?? summaryTexts.noPrevious}</span>
      </p>
      <p className="mt-1 text-xs text-stone-600">{summaryTexts.previousValue(previous)}</p>
    </section>
  );
}

function Figures({ report, range }: { report: GuestsReport; range: ReportRange }) {
  const { current, previous, changePercent } = report;
  if (current.orders === 0 && previous.orders === 0) return <EmptyState>{guestsTexts.noOrders}</EmptyState>;
  const countChange = (change: number | null) => (change === null ? null : summaryTexts.change(percentChange(change)));
  const points =
    report.returningShareChange === null
      ? null
      : guestsTexts.pointsChange(number(report.returningShareChange, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }));
  const days = guestsDaysTable(report);
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{guestsTexts.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Figure
          title={guestsTexts.guests}
          value={number(current.guests)}
          note={guestsTexts.guestsSplit(number(current.newGuests), number(current.returningGuests))}
          previous={number(previous.guests)}
          change={countChange(changePercent.guests)}
          delta={changePercent.guests}
        />
        <Figure
          title={guestsTexts.returningGuests}
          value={number(current.returningGuests)}
          previous={number(previous.returningGuests)}
          change={countChange(changePercent.returningGuests)}
          delta={changePercent.returningGuests}
        />
        <Figure
          title={guestsTexts.returningShare}
          value={share(current.returningShare)}
          note={guestsTexts.shareOf(current.newGuests + current.returningOrders)}
          previous={share(previous.returningShare)}
          change={points}
          delta={report.returningShareChange}
        />
        <Figure
          title={guestsTexts.returningOrders}
          value={number(current.returningOrders)}
          previous={number(previous.returningOrders)}
          change={countChange(changePercent.returningOrders)}
          delta={changePercent.returningOrders}
        />
        <Figure
          title={guestsTexts.newGuests}
          value={number(current.newGuests)}
          previous={number(previous.newGuests)}
          change={countChange(changePercent.newGuests)}
          delta={changePercent.newGuests}
        />
        <Figure
          title={guestsTexts.unknownOrders}
          value={number(current.unknownOrders)}
          previous={number(previous.unknownOrders)}
          change={countChange(changePercent.unknownOrders)}
          delta={changePercent.unknownOrders}
        />
      </div>
      <p className="text-sm text-stone-600">
        {guestsTexts.guestsRules} {guestsTexts.rules}
      </p>
      <section aria-label={days.title} className="space-y-3 border-t border-stone-200 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="font-medium text-stone-900">{days.title}</h3>
          <ExportButtons table={days} range={range} />
        </div>
        <details className="rounded-xl border border-stone-200">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-stone-700">{exportTexts.showTable}</summary>
          <div className="border-t border-stone-200 p-2">
            <ReportTableView table={days} />
          </div>
        </details>
      </section>
    </div>
  );
}

export function RepeatGuestsSection({ range }: { range: ReportRange }) {
  const query = useGuestsReport(range);
  return (
    <ReportSection title={guestsTexts.title} table={query.data && guestsSummaryTable(query.data)} range={range}>
      <Pending query={query}>{(data) => <Figures report={data} range={range} />}</Pending>
    </ReportSection>
  );
}
