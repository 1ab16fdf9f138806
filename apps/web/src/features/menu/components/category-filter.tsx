import { MENU_CATEGORIES, type MenuCategory, type MenuItem } from '@maitre/shared/menu';
import { FilterChips } from '@/components/ui/filter-chips';
import { categoryFilterTexts, menuCategoryTexts } from '../texts';

export type CategoryFilterValue = MenuCategory | 'All';

export function CategoryFilter({
  items,
  selected,
  onSelect,
}: {
  items: MenuItem[];
  selected: CategoryFilterValue;
  onSelect(value: CategoryFilterValue): void;
}) {
  const chips = [
    { value: 'All' as const, label: categoryFilterTexts.all, count: items.length },
    ...MENU_CATEGORIES.map((category) => ({
      value: category,
      label: menuCategoryTexts[category],
      count: items.filter((item) => item.category === category).length,
    })),
  ];
  return <FilterChips label={categoryFilterTexts.label} chips={chips} selected={selected} onSelect={onSelect} />;
}
