import { orderNumber } from '@maitre/shared/order-status';
import type { Order } from '@maitre/shared/orders';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { DateTime } from '@/components/ui/date-time';
import { money } from '@/lib/i18n';
import { OrderStatusBadge } from './order-status-badge';

/**
 * A compact list of orders, each a link to the orders page. On a phone the status and total stack at the right.
 * `timeZone` is the restaurant's (profile.timezone); without it, times are the device's.
 */
export function RecentOrdersList({ orders, timeZone }: { orders: Order[]; timeZone?: string }) {
  return (
    <ul className="divide-y divide-stone-100">
      {orders.map((order) => (
        <li key={order.id}>
          <Link to="/dashboard/orders" className="flex min-h-11 items-center gap-3 px-2 py-3 hover:bg-stone-50 sm:px-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-stone-900">
                <span className="font-mono text-sm text-stone-500">#{orderNumber(order.id)}</span> {order.customer_name}
              </p>
              <p className="text-sm text-stone-500">
                <DateTime value={order.created_at} timeZone={timeZone} />
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
              <OrderStatusBadge status={order.status} />
              <span className="text-right font-semibold tabular-nums sm:w-20">{money(order.total_amount)}</span>
            </div>
            <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-stone-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
