import { type Allergen, allergenName } from '@maitre/shared/allergens';
import { currentMessages } from '@maitre/shared/messages/index';
import { fromCents, toCents } from '@maitre/shared/money';
import { dailyNumberLabel, type Order, type OrderLine, type OrderStatus, orderNumber } from '@maitre/shared/orders';
import { Mail, Phone, StickyNote } from 'lucide-react';
import { DateTime } from '@/components/ui/date-time';
import { money } from '@/lib/i18n';
import { acceptOrderTexts, orderCardTexts, serviceBoardTexts } from '../texts';
import { AcceptOrder, OrderAnswer } from './accept-order';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusSelect } from './order-status-select';

/** "Contains: Milk, Eggs. May contain: Nuts." for a line that kept its allergens (issue 19); empty for older lines. */
/** The table a dine-in order was placed at (decision 0033); null: pickup or phone. */
export function tableOf(order: Order): string | null {
  const value = (order as Order & { table_label?: string | null }).table_label;
  return typeof value === 'string' && value ? value : null;
}

export function lineAllergens(line: OrderLine): string {
  const messages = currentMessages();
  const names = (keys: readonly Allergen[]) => keys.map((key) => allergenName(messages, key)).join(', ');
  const parts: string[] = [];
  if (line.allergens?.length) parts.push(orderCardTexts.allergens(messages.allergens.contains, names(line.allergens)));
  if (line.traces?.length) parts.push(orderCardTexts.allergens(messages.allergens.mayContain, names(line.traces)));
  return parts.join(' ');
}

/** The guest's phone and email as links to call or write (nothing when they gave neither). */
export function GuestContact({ order, className }: { order: Order; className: string }) {
  if (!order.customer_phone && !order.customer_email) return null;
  return (
    <p className={`flex flex-wrap gap-x-4 gap-y-1 ${className}`}>
      {order.customer_phone && (
        <a href={`tel:${order.customer_phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-1.5 hover:text-brand-700">
          <Phone aria-hidden="true" className="h-4 w-4" />
          {order.customer_phone}
        </a>
      )}
      {order.customer_email && (
        <a href={`mailto:${order.customer_email}`} className="inline-flex items-center gap-1.5 break-all hover:text-brand-700">
          <Mail aria-hidden="true" className="h-4 w-4" />
          {order.customer_email}
        </a>
      )}
    </p>
  );
}

/**
 * One order. The card takes focus from the page (tabIndex -1) when the list sends it there: the first of the orders
 * "Load more" brought, or the next one when a status change took this one out of a filtered list (decision 0017).
 */
export function OrderCard({
  order,
  timeZone,
  isUpdating,
  onStatusChange,
  onOpen,
}: {
  order: Order;
  /** The restaurant's (profile.timezone), for when the order was placed. */
  timeZone: string | undefined;
  isUpdating: boolean;
  onStatusChange(status: OrderStatus): void;
  /** Opens the order's detail (issue 20: history, Print ticket); without it the card has no Details button. */
  onOpen?: (() => void) | undefined;
}) {
  const number = orderNumber(order.id);
  const table = tableOf(order);
  return (
    <article
      aria-label={orderCardTexts.order(number)}
      aria-busy={isUpdating || undefined}
      tabIndex={-1}
      data-order-id={order.id}
      className="scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="flex flex-wrap items-center gap-x-2 font-semibold text-stone-900">
            {/* The short number of the business day (issue 20) beside the spec's id-based one. */}
            <span className="font-display text-xl tabular-nums" title={acceptOrderTexts.dayNumber(dailyNumberLabel(order.daily_number))}>
              {dailyNumberLabel(order.daily_number)}
            </span>
            <span className="font-mono text-sm text-stone-500">#{number}</span>
            <span>{order.customer_name}</span>
            {table && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900" data-testid="order-table">
                {serviceBoardTexts.table(table)}
              </span>
            )}
          </h2>
          <p className="mt-1 text-sm text-stone-500">
            <DateTime value={order.created_at} timeZone={timeZone} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <OrderStatusSelect status={order.status} number={number} onChange={onStatusChange} />
        </div>
      </header>

      <AcceptOrder order={order} number={number} timeZone={timeZone} />
      <OrderAnswer order={order} timeZone={timeZone} />

      <GuestContact order={order} className="mt-3 text-sm text-stone-600" />

      <ul className="mt-4 divide-y divide-stone-100 border-y border-stone-100 text-sm">
        {order.order_items.map((line, index) => (
          // Lines have no id of their own; their position in the order is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex items-baseline justify-between gap-3 py-2">
            <span>
              <span className="font-medium tabular-nums">{line.quantity} ×</span> {line.name}
              <span className="ml-2 text-stone-500">{orderCardTexts.each(money(line.price))}</span>
              {/* The choices made (issue 19), as named when ordered; lines from before options have none. */}
              {line.options && line.options.length > 0 && <span className="block text-stone-700">{line.options.map((option) => option.name).join(', ')}</span>}
              {lineAllergens(line) && <span className="block text-xs text-stone-600">{lineAllergens(line)}</span>}
            </span>
            <span className="tabular-nums">{money(fromCents(toCents(line.price) * line.quantity))}</span>
          </li>
        ))}
      </ul>

      {order.notes && (
        <p className="mt-3 flex gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-stone-700">
          <StickyNote aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
          <span>{order.notes}</span>
        </p>
      )}

      <p className="mt-3 flex justify-between font-semibold">
        <span>{orderCardTexts.total}</span>
        <span className="tabular-nums">{money(order.total_amount)}</span>
      </p>
      {onOpen && (
        <div className="mt-3 flex justify-end">
          <button
            type="button"
            onClick={onOpen}
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-4 text-sm font-semibold text-stone-700 hover:bg-stone-50"
          >
            {orderCardTexts.details}
          </button>
        </div>
      )}
    </article>
  );
}
