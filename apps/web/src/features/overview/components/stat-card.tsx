import type { OverviewFigure } from '@maitre/shared/overview';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { number } from '@/lib/i18n';
import { statCardTexts } from '../texts';

/** A change in percent, signed, in the active locale: "+12.5%" (English), "+12,5 %" (French). */
const percent = (change: number) => number(change / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** A figure with its change against the same period yesterday; no percentage when yesterday was zero. */
export function StatCard({
  title,
  icon,
  figure,
  format = String,
}: {
  title: string;
  icon: ReactNode;
  figure: OverviewFigure;
  format?: (value: number) => string;
}) {
  const change = figure.changePercent;
  const tone = change === null || change === 0 ? 'text-stone-500' : change > 0 ? 'text-emerald-700' : 'text-red-700';
  const TrendIcon = change === null || change === 0 ? Minus : change > 0 ? TrendingUp : TrendingDown;
  return (
    <section aria-label={title} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-stone-600">{title}</h2>
        <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-50 text-brand-600">{icon}</span>
      </div>
      <p className="mt-3 text-3xl font-semibold tabular-nums text-stone-900" data-testid="stat-value">
        {format(figure.value)}
      </p>
      <p className={`mt-2 flex items-center gap-1 text-sm ${tone}`}>
        <TrendIcon aria-hidden="true" className="h-4 w-4" />
        {change === null ? <span>{statCardTexts.noneYesterday}</span> : <span>{statCardTexts.fromYesterday(percent(change))}</span>}
      </p>
    </section>
  );
}
