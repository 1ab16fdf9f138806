import { dietaryMarkName } from '@maitre/shared/allergens';
import { LOCALE_NAMES, LOCALES, type Locale } from '@maitre/shared/locales';
import type { MenuItem } from '@maitre/shared/menu';
import { currentMessages } from '@maitre/shared/messages/index';
import { Pencil, Trash2, UtensilsCrossed } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { money } from '@/lib/i18n';
import { menuItemCardTexts } from '../texts';
import { allergenSummary } from './allergen-fields';

// A switched-off item dims its picture only: its text keeps full contrast (WCAG 1.4.3, decision 0017).
function ItemImage({ item }: { item: MenuItem }) {
  const [failed, setFailed] = useState(false);
  const dimmed = item.is_available ? '' : 'opacity-50 grayscale';
  if (item.image_url && !failed) {
    return <img src={item.image_url} alt="" loading="lazy" onError={() => setFailed(true)} className={`h-40 w-full object-cover ${dimmed}`} />;
  }
  return (
    <div className={`flex h-40 w-full items-center justify-center bg-gradient-to-br from-brand-50 to-stone-100 text-brand-500 ${dimmed}`}>
      <UtensilsCrossed aria-hidden="true" className="h-10 w-10" />
    </div>
  );
}

export function MenuItemCard({
  item,
  categoryName = item.category,
  reorder,
  defaultLanguage,
  groupNames = [],
  isBusy,
  portions,
  onToggleAvailability,
  onEdit,
  onDelete,
}: {
  item: MenuItem;
  /** Its category's name as the reader sees it (in their language when the restaurant gave one). */
  categoryName?: string;
  /** The controls that move the dish within its category (issue 19), shown above its picture; none for a read-only role. */
  reorder?: ReactNode;
  /** The restaurant's language (the base texts'): the card names the other languages the dish is written in. */
  defaultLanguage?: Locale;
  /** The names of the option groups the dish offers, in order. */
  groupNames?: readonly string[];
  isBusy: boolean;
  /** What is left of it today and, for a role that may, its count's form (the route composes features/portions). */
  portions?: ReactNode;
  /** Left out for a role that may not switch dishes on and off: the card then says which it is. */
  onToggleAvailability?: () => void;
  /** Left out, with onDelete, for a role that may not edit the menu: no Edit or Delete button. */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  // Every language guests read a translation in: the restaurant's own too when one is left from before a change of it.
  const translated = LOCALES.filter((locale) => item.translations[locale]?.name || item.translations[locale]?.description);
  return (
    <article
      aria-label={item.name}
      className={`flex flex-col overflow-hidden rounded-2xl border shadow-sm ${item.is_available ? 'border-stone-200 bg-white' : 'border-dashed border-stone-300 bg-stone-50'}`}
    >
      {reorder && <div className="flex items-center justify-between border-b border-stone-200 px-1">{reorder}</div>}
      <ItemImage item={item} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 break-words font-semibold text-stone-900">{item.name}</h3>
          <p className="shrink-0 font-semibold tabular-nums text-brand-700">{money(item.price)}</p>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-600">{categoryName}</span>
          {!item.is_available && <span className="rounded-full bg-stone-200 px-2 py-0.5 font-medium text-stone-800">{menuItemCardTexts.unavailable}</span>}
        </p>
        {item.description && <p className="text-sm text-stone-600">{item.description}</p>}
        {item.dietary.length > 0 && (
          <p className="flex flex-wrap gap-1 text-xs">
            {item.dietary.map((mark) => (
              <span key={mark} className="rounded-full bg-green-50 px-2 py-0.5 font-medium text-green-800">
                {dietaryMarkName(currentMessages(), mark)}
              </span>
            ))}
          </p>
        )}
        {(item.allergens.length > 0 || item.traces.length > 0) && <p className="text-xs text-stone-700">{allergenSummary(item.allergens, item.traces)}</p>}
        {groupNames.length > 0 && <p className="text-xs text-stone-700">{menuItemCardTexts.options(groupNames.join(', '))}</p>}
        {portions}
        {translated.length > 0 && (
          <p className="flex flex-wrap items-center gap-1 text-xs text-stone-600">
            <span>{menuItemCardTexts.alsoIn}</span>
            {translated.map((locale) => (
              <span key={locale} lang={locale} className="rounded-full border border-stone-200 px-2 py-0.5 text-stone-700">
                {LOCALE_NAMES[locale]}
              </span>
            ))}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-3">
          {onToggleAvailability ? (
            <div className="inline-flex items-center gap-1 text-sm text-stone-700">
              {/* A 44 px target around the 24 px switch; busy is aria-disabled, not disabled, so keyboard focus stays on it. */}
              <button
                type="button"
                role="switch"
                aria-checked={item.is_available}
                aria-label={menuItemCardTexts.availableSwitch(item.name)}
                aria-disabled={isBusy || undefined}
                onClick={() => {
                  if (!isBusy) onToggleAvailability();
                }}
                className="-ml-1.5 inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full aria-disabled:cursor-wait"
              >
                <span
                  aria-hidden="true"
                  className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors ${isBusy ? 'opacity-60' : ''} ${item.is_available ? 'bg-brand-600' : 'bg-stone-500'}`}
                >
                  <span
                    className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${item.is_available ? 'translate-x-5' : 'translate-x-0.5'}`}
                  />
                </span>
              </button>
              <span aria-hidden="true">{item.is_available ? menuItemCardTexts.available : menuItemCardTexts.unavailable}</span>
            </div>
          ) : (
            <p className="min-h-11 content-center text-sm text-stone-700">{item.is_available ? menuItemCardTexts.available : menuItemCardTexts.unavailable}</p>
          )}
          {onEdit && onDelete && (
            <div className="flex gap-1">
              <button
                type="button"
                onClick={onEdit}
                aria-label={menuItemCardTexts.editItem(item.name)}
                className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-stone-700 hover:bg-stone-100"
              >
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {menuItemCardTexts.edit}
              </button>
              <button
                type="button"
                onClick={onDelete}
                disabled={isBusy}
                aria-label={menuItemCardTexts.deleteItem(item.name)}
                className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {menuItemCardTexts.delete}
              </button>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
