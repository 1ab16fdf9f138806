import { fromCents, toCents } from '@maitre/shared/money';
import { dailyNumberLabel, type Order, type OrderStatus, orderNumber } from '@maitre/shared/orders';
import type { ActivityEntry } from '@maitre/shared/staff';
import { Printer, StickyNote } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '@/components/ui/spinner';
import { formatMoment, money } from '@/lib/i18n';
import { useOrderActivity } from '../api/find-order-activity';
import { orderCardTexts, orderDetailTexts, orderStatusTexts, serviceBoardTexts } from '../texts';
import { GuestContact, lineAllergens, tableOf } from './order-card';
import { OrderStatusBadge } from './order-status-badge';

/** The ticket as the printers print it, with "Print on the printers" (issue 21, decision 0038): a chunk of its own. */
const TicketPanel = lazy(async () => ({ default: (await import('@/features/printers/components/ticket-panel')).TicketPanel }));

/** When the guest wants it, where the order carries one (a scheduled pickup); null: as soon as possible. */
export function pickupAt(order: Order): string | null {
  const value = (order as Order & { pickup_at?: string | null }).pickup_at;
  return typeof value === 'string' ? value : null;
}

const statusText = (value: unknown) => (typeof value === 'string' && value in orderStatusTexts ? orderStatusTexts[value as OrderStatus] : String(value));

/** One line of the history, in the reader's language. */
function historyText(entry: ActivityEntry): string {
  const actor = entry.actor_name || orderDetailTexts.someone;
  if (entry.action === 'order.created')
    return entry.actor_user_id === null && !entry.actor_name ? orderDetailTexts.placedOnline : orderDetailTexts.created(actor);
  if (entry.action === 'order.status_changed') {
    const details = entry.details as { from?: unknown; to?: unknown } | null;
    return orderDetailTexts.changed(actor, statusText(details?.from), statusText(details?.to));
  }
  if (entry.action === 'order.printed') return orderDetailTexts.printed(actor, entry.details?.copy === true);
  return `${actor}: ${entry.action}`;
}

/**
 * An order in full, in a dialog opened from the board or the list: its lines with options and allergens, notes, the
 * guest's contact (the API leaves it out for the kitchen), when it is wanted, and its history from the activity log.
 * "Print ticket" prints an 80 mm ticket from the browser (styles.css `.order-ticket`).
 */
export function OrderDetail({ order, timeZone, restaurantName }: { order: Order; timeZone: string | undefined; restaurantName?: string | undefined }) {
  const activity = useOrderActivity(order.id);
  const number = orderNumber(order.id);
  const pickup = pickupAt(order);
  const table = tableOf(order);
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-500">{orderDetailTexts.placed}</dt>
        <dd>{formatMoment(order.created_at, timeZone, 'dateTime')}</dd>
        <dt className="text-stone-500">{orderDetailTexts.source}</dt>
        <dd>{serviceBoardTexts.source[order.source]}</dd>
        {table ? (
          <>
            <dt className="text-stone-500">{orderDetailTexts.table}</dt>
            <dd className="font-semibold" data-testid="order-table">
              {serviceBoardTexts.table(table)}
            </dd>
          </>
        ) : (
          <>
            <dt className="text-stone-500">{orderDetailTexts.pickup}</dt>
            <dd>{pickup ? formatMoment(pickup, timeZone, 'time') : serviceBoardTexts.asap}</dd>
          </>
        )}
        <dt className="text-stone-500">{orderCardTexts.statusOf(number)}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
      </dl>

      <section aria-label={orderDetailTexts.contact} className="text-sm">
        <p className="font-semibold">{order.customer_name}</p>
        <GuestContact order={order} className="mt-1 text-stone-600" />
      </section>

      <section aria-labelledby={`detail-items-${order.id}`}>
        <h3 id={`detail-items-${order.id}`} className="mb-1 font-semibold">
          {orderDetailTexts.items}
        </h3>
        <ul className="divide-y divide-stone-100 border-y border-stone-100 text-sm">
          {order.order_items.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their position in the order is stable
            <li key={index} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="font-medium tabular-nums">{line.quantity} ×</span> {line.name}
                {line.options && line.options.length > 0 && (
                  <span className="block text-stone-700">{line.options.map((option) => option.name).join(', ')}</span>
                )}
                {lineAllergens(line) && <span className="block text-xs text-stone-600">{lineAllergens(line)}</span>}
              </span>
              <span className="shrink-0 tabular-nums">{money(fromCents(toCents(line.price) * line.quantity))}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between font-semibold">
          <span>{orderCardTexts.total}</span>
          <span className="tabular-nums">{money(order.total_amount)}</span>
        </p>
      </section>

      {order.notes && (
        <p className="flex gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-stone-700">
          <StickyNote aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
          <span>
            <span className="sr-only">{orderDetailTexts.notes}: </span>
            {order.notes}
          </span>
        </p>
      )}

      <section aria-labelledby={`detail-history-${order.id}`}>
        <h3 id={`detail-history-${order.id}`} className="mb-1 font-semibold">
          {orderDetailTexts.history}
        </h3>
        {activity.isPending ? (
          <Spinner className="py-4" label={orderDetailTexts.historyLoading} />
        ) : activity.isError ? (
          <p className="text-sm text-red-700">{orderDetailTexts.historyFailed}</p>
        ) : (
          <ol className="space-y-1 text-sm">
            {[...activity.data.entries].reverse().map((entry) => (
              <li key={entry.id} className="flex flex-wrap gap-x-3">
                <time dateTime={entry.at} className="tabular-nums text-stone-500">
                  {formatMoment(entry.at, timeZone, 'dateTime')}
                </time>
                <span>{historyText(entry)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <Suspense fallback={null}>
        <TicketPanel orderId={order.id} />
      </Suspense>

      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800"
        >
          <Printer aria-hidden="true" className="h-4 w-4" />
          {orderDetailTexts.print}
        </button>
      </div>
      {createPortal(<OrderTicket order={order} timeZone={timeZone} restaurantName={restaurantName} />, document.body)}
    </div>
  );
}

/** The 80 mm ticket: only on paper (styles.css). The number of the day and the name, the lines, options, allergens, notes, total. */
function OrderTicket({ order, timeZone, restaurantName }: { order: Order; timeZone: string | undefined; restaurantName?: string | undefined }) {
  const pickup = pickupAt(order);
  const table = tableOf(order);
  return (
    <div className="order-ticket" data-testid="order-ticket">
      {restaurantName && <p style={{ textAlign: 'center' }}>{restaurantName}</p>}
      {/* The number of the day, called out at the pass; the spec's reference under it. */}
      <p style={{ fontSize: '28px', fontWeight: 700, textAlign: 'center' }}>{dailyNumberLabel(order.daily_number)}</p>
      <p style={{ textAlign: 'center' }}>#{orderNumber(order.id)}</p>
      <p style={{ textAlign: 'center' }}>{order.customer_name}</p>
      <p style={{ textAlign: 'center' }}>
        {formatMoment(order.created_at, timeZone, 'dateTime')} · {serviceBoardTexts.source[order.source]}
      </p>
      {table ? (
        <p style={{ textAlign: 'center', fontSize: '18px', fontWeight: 700 }}>{serviceBoardTexts.table(table)}</p>
      ) : (
        <p style={{ textAlign: 'center', fontWeight: 700 }}>
          {orderDetailTexts.pickup}: {pickup ? formatMoment(pickup, timeZone, 'time') : serviceBoardTexts.asap}
        </p>
      )}
      <hr />
      {order.order_items.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their position in the order is stable
        <div key={index} style={{ margin: '4px 0' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: '8px' }}>
            <strong>
              {line.quantity} × {line.name}
            </strong>
            <span>{money(fromCents(toCents(line.price) * line.quantity))}</span>
          </div>
          {line.options?.map((option) => (
            <div key={option.option_id}>+ {option.name}</div>
          ))}
          {lineAllergens(line) && <div>{lineAllergens(line)}</div>}
        </div>
      ))}
      <hr />
      {order.notes && (
        <p>
          {orderDetailTexts.notes}: {order.notes}
        </p>
      )}
      <p style={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
        <span>{orderCardTexts.total}</span>
        <span>{money(order.total_amount)}</span>
      </p>
    </div>
  );
}
