/** The sales summary (issue 22): gross, cancelled, net, orders, average ticket, items sold, each against the previous period. */
import type { SalesSummary } from '@maitre/shared/reports';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { money, number } from '@/lib/i18n';
import { percentChange } from '../format';
import { summaryTexts } from '../texts';

function Figure({
  title,
  value,
  previous,
  change,
  note,
}: {
  title: string;
  value: string;
  previous: string;
  change: number | null | undefined;
  note?: string | undefined;
}) {
  const tone = change === null || change === undefined || change === 0 ? 'text-stone-600' : change > 0 ? 'text-emerald-700' : 'text-red-700';
  const Icon = change === null || change === undefined || change === 0 ? Minus : change > 0 ? TrendingUp : TrendingDown;
  return (
    <section aria-label={title} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 className="text-sm font-medium text-stone-600">{title}</h3>
      <p className="mt-2 text-2xl font-semibold tabular-nums text-stone-900" data-testid="figure-value">
        {value}
      </p>
      {change !== undefined && (
        <p className={`mt-1 flex items-center gap-1 text-sm ${tone}`}>
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span>{change === null ? summaryTexts.noPrevious : summaryTexts.change(percentChange(change))}</span>
        </p>
      )}
      <p className="mt-1 text-xs text-stone-600">{note ?? summaryTexts.previousValue(previous)}</p>
    </section>
  );
}

export function SummaryCards({ summary }: { summary: SalesSummary }) {
  const { current, previous, changePercent } = summary;
  return (
    <div className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Figure title={summaryTexts.net} value={money(current.net)} previous={money(previous.net)} change={changePercent.net} />
        <Figure title={summaryTexts.orders} value={number(current.orders)} previous={number(previous.orders)} change={changePercent.orders} />
        <Figure
          title={summaryTexts.averageTicket}
          value={money(current.averageTicket)}
          previous={money(previous.averageTicket)}
          change={changePercent.averageTicket}
        />
        <Figure title={summaryTexts.gross} value={money(current.gross)} previous={money(previous.gross)} change={changePercent.gross} />
        <Figure
          title={summaryTexts.cancelled}
          value={money(current.cancelled)}
          previous={money(previous.cancelled)}
          change={undefined}
          note={summaryTexts.cancelledOrders(current.cancelledOrders)}
        />
        <Figure title={summaryTexts.itemsSold} value={number(current.itemsSold)} previous={number(previous.itemsSold)} change={changePercent.itemsSold} />
      </div>
      <p className="text-sm text-stone-600">{summaryTexts.grossNote}</p>
    </div>
  );
}

/**
 * The cards' frame while the summary loads: the same grid, titles and line heights, no figures. The summary arrived
 * about 900 px taller than a spinner on a phone and pushed the rest of the page down (Lighthouse: CLS 0.27).
 */
export function SummaryCardsPlaceholder() {
  const titles = [summaryTexts.net, summaryTexts.orders, summaryTexts.averageTicket, summaryTexts.gross, summaryTexts.cancelled, summaryTexts.itemsSold];
  return (
    <div aria-hidden="true" className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {titles.map((title) => (
          <div key={title} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <p className="text-sm font-medium text-stone-600">{title}</p>
            <p className="mt-2 h-8 w-28 rounded bg-stone-100" />
            <p className="mt-1 h-5" />
            <p className="mt-1 h-4" />
          </div>
        ))}
      </div>
      <p className="text-sm text-stone-600">{summaryTexts.grossNote}</p>
    </div>
  );
}
