import { ORDER_STATUSES, type OrderCounts, type OrderStatus, orderStatusLabel } from '@maitre/shared/orders';
import { FilterChips } from '@/components/ui/filter-chips';

export type StatusFilterValue = OrderStatus | 'all';

export function StatusFilter({
  counts,
  selected,
  onSelect,
}: {
  counts: OrderCounts | undefined;
  selected: StatusFilterValue;
  onSelect(value: StatusFilterValue): void;
}) {
  const chips = [
    { value: 'all' as const, label: 'All', count: counts?.all },
    ...ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status), count: counts?.[status] })),
  ];
  return <FilterChips label="Filter by status" chips={chips} selected={selected} onSelect={onSelect} />;
}
