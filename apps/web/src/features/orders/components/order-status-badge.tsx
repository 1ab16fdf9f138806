import type { OrderStatus } from '@maitre/shared/order-status';
import { orderStatusTexts } from '../texts';

export const STATUS_STYLES: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-sky-50 text-sky-800 ring-sky-200',
  preparing: 'bg-violet-50 text-violet-800 ring-violet-200',
  ready: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  delivered: 'bg-stone-100 text-stone-700 ring-stone-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLES[status]}`}>
      {orderStatusTexts[status]}
    </span>
  );
}
