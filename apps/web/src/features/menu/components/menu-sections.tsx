/**
 * The menu's screens (issue 19): its dishes, their categories, the option groups they offer, the printable allergen
 * chart, and the menu as a spreadsheet (import and export).
 */
import { NavLink } from 'react-router';
import { menuSectionsTexts } from '../texts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ${isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-700 hover:bg-stone-100'}`;

export function MenuSections() {
  return (
    <nav aria-label={menuSectionsTexts.label} className="flex flex-wrap gap-1 border-b border-stone-200 pb-2 print:hidden">
      <NavLink to="/dashboard/menu" end className={linkClass}>
        {menuSectionsTexts.dishes}
      </NavLink>
      <NavLink to="/dashboard/menu/categories" className={linkClass}>
        {menuSectionsTexts.categories}
      </NavLink>
      <NavLink to="/dashboard/menu/options" className={linkClass}>
        {menuSectionsTexts.optionGroups}
      </NavLink>
      <NavLink to="/dashboard/menu/allergens" className={linkClass}>
        {menuSectionsTexts.allergenChart}
      </NavLink>
      <NavLink to="/dashboard/menu/transfer" className={linkClass}>
        {menuSectionsTexts.importExport}
      </NavLink>
    </nav>
  );
}
