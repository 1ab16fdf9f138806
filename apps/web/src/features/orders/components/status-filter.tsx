import { ORDER_STATUSES, type OrderCounts, type OrderStatus } from '@maitre/shared/orders';
import { FilterChips } from '@/components/ui/filter-chips';
import { orderStatusTexts, statusFilterTexts } from '../texts';

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
    { value: 'all' as const, label: statusFilterTexts.all, count: counts?.all },
    ...ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusTexts[status], count: counts?.[status] })),
  ];
  return <FilterChips label={statusFilterTexts.label} chips={chips} selected={selected} onSelect={onSelect} />;
}
