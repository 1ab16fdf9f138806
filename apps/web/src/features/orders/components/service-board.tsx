import { orderNumber } from '@maitre/shared/order-status';
import { dailyNumberLabel, type Order, type OrderStatus } from '@maitre/shared/orders';
import { ArrowRight, Clock, Globe, Phone, UtensilsCrossed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatMoment, money } from '@/lib/i18n';
import type { ActiveStatus } from '../api/find-active-orders';
import { serviceBoardTexts } from '../texts';
import { AcceptOrder, OrderAnswer } from './accept-order';
import { tableOf } from './order-card';
import { pickupAt } from './order-detail';

/** The board's columns and the statuses each holds. */
const COLUMNS = [
  { key: 'new', statuses: ['pending', 'confirmed'] },
  { key: 'preparing', statuses: ['preparing'] },
  { key: 'ready', statuses: ['ready'] },
] as const satisfies ReadonlyArray<{ key: string; statuses: readonly ActiveStatus[] }>;

/** The one next step of an order on the board: pending → confirmed → preparing → ready → delivered. */
export const NEXT_STATUS: Record<ActiveStatus, OrderStatus> = { pending: 'confirmed', confirmed: 'preparing', preparing: 'ready', ready: 'delivered' };

/** The minute now, so elapsed times move on by themselves. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The service board: the orders on their way in three columns — new, in preparation, ready — oldest first, each card
 * with one big button for its next step, where it came from, how long it has waited and when the guest wants it. A
 * new order still alerting (not acknowledged) is highlighted.
 */
export function ServiceBoard({
  orders,
  timeZone,
  updatingId,
  isAlerting,
  canUpdate,
  onNextStep,
  onOpen,
}: {
  orders: readonly Order[];
  timeZone: string | undefined;
  updatingId: string | undefined;
  isAlerting(orderId: string): boolean;
  canUpdate: boolean;
  onNextStep(order: Order, next: OrderStatus): void;
  onOpen(order: Order): void;
}) {
  const now = useNow();
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {COLUMNS.map((column) => {
        const cards = orders.filter((order) => (column.statuses as readonly OrderStatus[]).includes(order.status));
        const titleId = `board-${column.key}`;
        return (
          <section key={column.key} aria-labelledby={titleId} className="min-w-0 rounded-2xl bg-stone-100 p-3">
            <h2 id={titleId} className="mb-3 flex items-center justify-between px-1 font-display text-lg font-semibold">
              {serviceBoardTexts.columns[column.key]}
              <span className="rounded-full bg-white px-2 text-sm tabular-nums text-stone-600">{cards.length}</span>
            </h2>
            {cards.length === 0 ? (
              <p className="px-1 py-6 text-center text-sm text-stone-500">{serviceBoardTexts.emptyColumn}</p>
            ) : (
              <ul className="space-y-3">
                {cards.map((order) => (
                  <li key={order.id}>
                    <BoardCard
                      order={order}
                      timeZone={timeZone}
                      now={now}
                      isUpdating={updatingId === order.id}
                      isNew={isAlerting(order.id)}
                      canUpdate={canUpdate}
                      onNextStep={onNextStep}
                      onOpen={onOpen}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function BoardCard({
  order,
  timeZone,
  now,
  isUpdating,
  isNew,
  canUpdate,
  onNextStep,
  onOpen,
}: {
  order: Order;
  timeZone: string | undefined;
  now: number;
  isUpdating: boolean;
  isNew: boolean;
  canUpdate: boolean;
  onNextStep(order: Order, next: OrderStatus): void;
  onOpen(order: Order): void;
}) {
  const number = orderNumber(order.id);
  const status = order.status as ActiveStatus;
  const next = NEXT_STATUS[status];
  const minutes = Math.max(0, Math.floor((now - Date.parse(order.created_at)) / 60_000));
  const pickup = pickupAt(order);
  const table = tableOf(order);
  const items = order.order_items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <article
      aria-label={serviceBoardTexts.card(number)}
      aria-busy={isUpdating || undefined}
      data-order-id={order.id}
      data-new={isNew || undefined}
      className={`rounded-xl border bg-white p-4 shadow-sm ${isNew ? 'border-brand-500 ring-4 ring-brand-200 motion-safe:animate-pulse' : 'border-stone-200'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold text-stone-900">
          {/* The number of the business day (issue 20), the one the counter calls out, beside the spec's reference. */}
          <span className="mr-1 font-display text-xl tabular-nums">{dailyNumberLabel(order.daily_number)}</span>
          <span className="font-mono text-sm text-stone-500">#{number}</span> <span className="break-words">{order.customer_name}</span>
        </h3>
        {isNew && <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">{serviceBoardTexts.new}</span>}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
        {/* A dine-in order's source is its table (decision 0033): where the kitchen sends it. */}
        {table ? (
          <span className="inline-flex items-center gap-1 font-semibold text-stone-900" data-testid="order-table">
            <UtensilsCrossed aria-hidden="true" className="h-4 w-4" />
            {serviceBoardTexts.table(table)}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1">
            {order.source === 'online' ? <Globe aria-hidden="true" className="h-4 w-4" /> : <Phone aria-hidden="true" className="h-4 w-4" />}
            {serviceBoardTexts.source[order.source]}
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="h-4 w-4" />
          <span title={formatMoment(order.created_at, timeZone, 'dateTime')}>{serviceBoardTexts.elapsed(minutes)}</span>
        </span>
        <span className="font-medium text-stone-800">
          {table ? serviceBoardTexts.toTable : pickup ? serviceBoardTexts.pickupAt(formatMoment(pickup, timeZone, 'time')) : serviceBoardTexts.asap}
        </span>
      </p>
      <p className="mt-2 text-sm text-stone-700">
        {serviceBoardTexts.items(items)} · <span className="tabular-nums">{money(order.total_amount)}</span>
        {order.status === 'confirmed' && <span className="ml-2 text-sky-800">· {serviceBoardTexts.accepted}</span>}
      </p>
      <OrderAnswer order={order} timeZone={timeZone} />
      {/* A pending order is answered with a ready time (or refused with a reason): the accept step, not a bare status. */}
      {status === 'pending' && canUpdate && <AcceptOrder order={order} number={number} timeZone={timeZone} />}
      <div className="mt-3 flex flex-wrap gap-2">
        {canUpdate && status !== 'pending' && (
          <button
            type="button"
            aria-disabled={isUpdating || undefined}
            onClick={() => {
              if (!isUpdating) onNextStep(order, next);
            }}
            className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-base font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-60"
          >
            {serviceBoardTexts.next[status]}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </button>
        )}
        <button
          type="button"
          onClick={() => onOpen(order)}
          className="inline-flex min-h-12 items-center justify-center rounded-lg border border-stone-300 px-4 text-sm font-semibold text-stone-700 hover:bg-stone-50"
        >
          {serviceBoardTexts.details}
        </button>
      </div>
    </article>
  );
}
