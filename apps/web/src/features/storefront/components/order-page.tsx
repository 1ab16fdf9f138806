import type { OrderLine, OrderStatus } from '@maitre/shared/orders';
import type { PublicOrder } from '@maitre/shared/storefront';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { type ChosenInGroup, ChosenOptions } from '@/features/options/chosen-options';
import { nameIn } from '@/features/options/option-text';
import { ApiError } from '@/lib/api-client';
import { formatMoment, money } from '@/lib/i18n';
import { fetchPublicOrder, orderEventsUrl } from '../api/guest-calls';
import { itemText, type ShownText, shownMenus } from '../menu-text';
import { orderAnswerTexts, orderPageTexts, serviceTexts } from '../texts';
import { LanguagePicker } from './language-picker';
import { NotFound } from './not-found';

const POLL_WITHOUT_STREAM_MS = 30_000;
const STEPS: OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'delivered'];

/** The order last shown, for this page's lifetime: a change of language re-mounts the page, which shows it at once. */
const shownOrders = new Map<string, PublicOrder>();

export function OrderPage({
  slug,
  orderId,
  onLoaded,
  footer,
}: {
  slug: string;
  orderId: string;
  onLoaded?: (order: PublicOrder) => void;
  /** Under the order once it is shown (the legal footer); not under the not-found screen. */
  footer?: ReactNode;
}) {
  const [order, setOrder] = useState<PublicOrder | null>(() => shownOrders.get(orderId) ?? null);
  const [missing, setMissing] = useState(false);

  const load = useCallback(async () => {
    try {
      const fresh = await fetchPublicOrder(orderId);
      shownOrders.set(orderId, fresh);
      setOrder(fresh);
      onLoaded?.(fresh);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        shownOrders.delete(orderId);
        setMissing(true);
      }
    }
  }, [orderId, onLoaded]);

  useEffect(() => {
    void load();
    // Live status: every event (and every reconnect) refetches, so nothing is missed while offline.
    const source = new EventSource(orderEventsUrl(orderId));
    source.addEventListener('order.updated', () => void load());
    source.addEventListener('open', () => void load());
    // Closed for good: the order is finished (204), or the server has too many live connections (429/503). The page
    // then asks now and then instead, so a late correction by the restaurant still shows.
    let poll: number | undefined;
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED && poll === undefined) poll = window.setInterval(() => void load(), POLL_WITHOUT_STREAM_MS);
    });
    return () => {
      source.close();
      window.clearInterval(poll);
    };
  }, [orderId, load]);

  if (missing) return <NotFound message={orderPageTexts.notFound} />;
  if (!order) {
    return (
      <p role="status" className="py-24 text-center text-stone-500">
        {orderPageTexts.loading}
      </p>
    );
  }

  const currentStep = STEPS.indexOf(order.status);
  // The lines keep the dish's name in the restaurant's language (the kitchen's); the guest who came from the menu reads
  // them as the menu named them, while that dish still has the name it was ordered under.
  const menu = shownMenus.get(slug);
  const lineName = (line: OrderLine): { text: string; lang?: ShownText['lang'] } => {
    // Without the menu (the page opened from a link) the name's language is not known here: no lang.
    if (!menu) return { text: line.name };
    const base = menu.restaurant.default_language;
    const item = menu.menu.find((candidate) => candidate.id === line.menu_item_id);
    if (!item || item.name !== line.name) return { text: line.name, lang: base };
    return itemText(item, base).name;
  };
  // The options chosen, by group, named as the menu names them while they keep the name they were ordered under.
  const lineOptions = (line: OrderLine): ChosenInGroup[] => {
    const byGroup = new Map<string, ChosenInGroup>();
    for (const option of line.options ?? []) {
      const group = menu?.option_groups.find((candidate) => candidate.id === option.group_id);
      const known = group?.options.find((candidate) => candidate.id === option.option_id);
      const base = menu?.restaurant.default_language;
      const entry = byGroup.get(option.group_id) ?? { group: group && base && group.name === option.group ? nameIn(group, base) : option.group, options: [] };
      entry.options.push(known && base && known.name === option.name ? nameIn(known, base) : option.name);
      byGroup.set(option.group_id, entry);
    }
    return [...byGroup.values()];
  };
  return (
    <>
      <main className="mx-auto max-w-xl px-4 py-10">
        <div className="flex items-center justify-between gap-3">
          <p className="min-w-0 text-sm text-stone-600">
            <a href={`/r/${encodeURIComponent(order.restaurant.slug ?? slug)}`} className="underline hover:text-brand-700">
              {order.restaurant.name}
            </a>
          </p>
          <LanguagePicker />
        </div>
        <h1 className="mt-1 font-display text-3xl font-semibold">{orderPageTexts.thankYou(order.customer_first_name)}</h1>
        {/* The short number of the day (issue 20), what the counter calls out; the spec's id-based number beside it. */}
        <p className="mt-3 flex items-baseline gap-2 text-stone-700">
          {orderAnswerTexts.dayNumber}{' '}
          <strong data-testid="order-day-number" className="font-display text-4xl text-stone-900">
            #{order.daily_number}
          </strong>
        </p>
        <p className="mt-1 text-stone-700">
          {orderPageTexts.orderNumber} <strong className="font-mono">{order.number}</strong>
        </p>
        {order.table_label && <p className="mt-1 font-semibold text-stone-900">{serviceTexts.table(order.table_label)}</p>}

        <section aria-labelledby="status-heading" className="mt-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <h2 id="status-heading" className="font-semibold">
            {orderPageTexts.status}
          </h2>
          <p aria-live="polite" data-testid="order-status" className="mt-1 text-2xl font-display font-semibold text-brand-700">
            {orderPageTexts.statuses[order.status]}
          </p>
          {/* The restaurant's answer (issue 20): read out as it arrives, like the status above. */}
          <div aria-live="polite" data-testid="order-answer" className="mt-1">
            {order.status === 'pending' && <p className="text-sm text-stone-600">{orderAnswerTexts.waiting}</p>}
            {order.ready_at && (order.status === 'confirmed' || order.status === 'preparing') && (
              <p className="text-lg font-semibold text-stone-900">
                {orderAnswerTexts.acceptedReadyAt(formatMoment(order.ready_at, order.time_zone ?? undefined, 'time'))}
              </p>
            )}
          </div>
          {order.status === 'cancelled' && order.rejection_reason ? (
            <div className="mt-2 text-sm text-stone-700">
              <p>{orderAnswerTexts.rejected}</p>
              <p className="mt-1 font-medium">{orderAnswerTexts.reason(order.rejection_reason)}</p>
            </div>
          ) : order.status === 'cancelled' ? (
            <p className="mt-2 text-sm text-stone-600">{orderPageTexts.cancelled}</p>
          ) : (
            <ol className="mt-4 grid grid-cols-5 gap-1 text-center text-xs">
              {STEPS.map((step, index) => (
                <li key={step} aria-current={index === currentStep ? 'step' : undefined}>
                  <span className={`mb-1 block h-1.5 rounded-full ${index <= currentStep ? 'bg-brand-600' : 'bg-stone-200'}`} />
                  <span className={index <= currentStep ? 'font-medium text-stone-900' : 'text-stone-500'}>{orderPageTexts.statuses[step]}</span>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="items-heading" className="mt-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <h2 id="items-heading" className="font-semibold">
            {orderPageTexts.items}
          </h2>
          <ul className="mt-2 divide-y divide-stone-100">
            {order.order_items.map((line, index) => {
              const name = lineName(line);
              return (
                // The same dish can be on two lines with other choices: the line's place is its key (the order never changes).
                // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are fixed once it is placed.
                <li key={index} className="flex flex-wrap justify-between gap-x-3 py-2">
                  <span>
                    {line.quantity} × <span lang={name.lang}>{name.text}</span>
                  </span>
                  <span>{money(line.price * line.quantity)}</span>
                  <ChosenOptions options={lineOptions(line)} className="w-full text-sm text-stone-600" />
                </li>
              );
            })}
          </ul>
          <p className="mt-2 flex justify-between border-t border-stone-200 pt-2 font-semibold">
            <span>{orderPageTexts.total}</span>
            <span>{money(order.total_amount)}</span>
          </p>
        </section>
      </main>
      {footer}
    </>
  );
}
