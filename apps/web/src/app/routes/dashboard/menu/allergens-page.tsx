/**
 * /dashboard/menu/allergens (issue 19): the allergen chart of every dish, to print (A4 landscape, nothing but the
 * chart) for the team or the guests, dated in the restaurant's time zone.
 */
import { Printer } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { useCategories } from '@/features/categories/api/find-categories';
import { useMenuItems } from '@/features/menu/api/find-menu-items';
import { AllergenMatrix } from '@/features/menu/components/allergen-matrix';
import { MenuSections } from '@/features/menu/components/menu-sections';
import { allergenChartTexts } from '@/features/menu/texts';
import { useOptionGroups } from '@/features/option-groups/api/find-option-groups';
import { formatMoment } from '@/lib/i18n';

// Printed, the page is the chart alone: the frame (header, navigation) is hidden, the chart fills an A4 landscape sheet.
const PRINT_STYLE = `
@page { size: A4 landscape; margin: 10mm; }
@media print {
  header, aside, nav { display: none !important; }
  body * { visibility: hidden; }
  #allergen-chart, #allergen-chart * { visibility: visible; }
  #allergen-chart { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .allergen-chart { font-size: 8pt; }
  .allergen-chart th, .allergen-chart td { padding: 1mm; }
}
`;

export function AllergensPage() {
  const { profile } = useAuth();
  const menu = useMenuItems();
  const groups = useOptionGroups();
  // The dishes in the menu's order (issue 19); by category name until the categories arrive.
  const { data: categories } = useCategories();
  const date = formatMoment(new Date(), profile?.timezone, 'date');
  const caption = allergenChartTexts.caption(profile?.restaurant_name ?? '', date);

  return (
    <div className="space-y-6">
      <style>{PRINT_STYLE}</style>
      <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
        <div className="max-w-2xl">
          <h1 className="font-display text-3xl font-semibold">{allergenChartTexts.title}</h1>
          <p className="mt-1 text-sm text-stone-600">{allergenChartTexts.intro}</p>
        </div>
        <button type="button" onClick={() => window.print()} className={primaryButtonClass} disabled={!menu.data}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          {allergenChartTexts.print}
        </button>
      </div>
      <MenuSections />
      {menu.isPending || groups.isPending ? (
        <Spinner className="py-16" label={allergenChartTexts.loading} />
      ) : menu.isError || groups.isError ? (
        <EmptyState>
          {allergenChartTexts.loadFailed}{' '}
          <button
            type="button"
            onClick={() => {
              void menu.refetch();
              void groups.refetch();
            }}
            className={`${secondaryButtonClass} ml-2`}
          >
            {allergenChartTexts.tryAgain}
          </button>
        </EmptyState>
      ) : menu.data.length === 0 ? (
        <EmptyState>{allergenChartTexts.empty}</EmptyState>
      ) : (
        <section id="allergen-chart" className="rounded-2xl border border-stone-200 bg-white p-4 print:border-0 print:p-0">
          <AllergenMatrix items={menu.data} groups={groups.data} categoryIds={categories?.map((category) => category.id)} caption={caption} />
        </section>
      )}
    </div>
  );
}
