import type { MenuItem } from '@maitre/shared/menu';
import { FilterChips } from '@/components/ui/filter-chips';
import { categoryFilterTexts } from '../texts';

/** 'All', or a category's id. */
export type CategoryFilterValue = string;
export const ALL_CATEGORIES = 'All';

/** Spec: "Category filter chips with counts (All plus each category)" — the restaurant's own categories, in its order. */
export function CategoryFilter({
  items,
  categories,
  selected,
  onSelect,
}: {
  items: readonly MenuItem[];
  /** The restaurant's categories in the menu's order, each with the name the reader sees. */
  categories: ReadonlyArray<{ id: string; label: string }>;
  selected: CategoryFilterValue;
  onSelect(value: CategoryFilterValue): void;
}) {
  const chips = [
    { value: ALL_CATEGORIES, label: categoryFilterTexts.all, count: items.length },
    ...categories.map((category) => ({
      value: category.id,
      label: category.label,
      count: items.filter((item) => item.category_id === category.id).length,
    })),
  ];
  return <FilterChips label={categoryFilterTexts.label} chips={chips} selected={selected} onSelect={onSelect} />;
}
