/**
 * "Hide dishes containing …" (issue 19): the guest ticks allergens, every dish that contains one of them is hidden, and
 * the page says how many. Kept for the visit (sessionStorage, every restaurant alike: the guest's allergies do not
 * change with the menu), so a change of language or a trip to the order's page and back keeps it.
 */
import { ALLERGENS, type Allergen, isAllergen } from '@maitre/shared/pricing';
import { useCallback, useState } from 'react';
import { ALLERGEN_GLYPHS } from '@/features/options/allergen-glyphs';
import { useAllergenMessages } from '@/features/options/allergen-texts';
import { menuPageTexts } from './texts';

const STORAGE_KEY = 'maitre.hidden-allergens';

function readHidden(): ReadonlySet<Allergen> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter(isAllergen) : []);
  } catch {
    return new Set();
  }
}

export function useAllergenFilter() {
  const [hidden, setHidden] = useState(readHidden);
  const update = useCallback((next: ReadonlySet<Allergen>) => {
    setHidden(next);
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...next]));
    } catch {
      // Private mode without storage: the filter lasts for this page only.
    }
  }, []);
  const toggle = (allergen: Allergen, on: boolean) => {
    const next = new Set(hidden);
    if (on) next.add(allergen);
    else next.delete(allergen);
    update(next);
  };
  return { hidden, toggle, clear: () => update(new Set()) };
}

export function AllergenFilter({ filter, hiddenCount }: { filter: ReturnType<typeof useAllergenFilter>; hiddenCount: number }) {
  const messages = useAllergenMessages();
  if (!messages) return null;
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-3 text-sm">
      <details open={filter.hidden.size > 0 || undefined}>
        <summary className="cursor-pointer font-medium">{menuPageTexts.hideContaining}</summary>
        <fieldset className="mt-2 min-w-0">
          <legend className="sr-only">{menuPageTexts.hideContaining}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {ALLERGENS.map((allergen) => (
              <label key={allergen} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={filter.hidden.has(allergen)}
                  onChange={(event) => filter.toggle(allergen, event.currentTarget.checked)}
                  className="h-4 w-4 flex-none accent-brand-600"
                />
                <span aria-hidden="true">{ALLERGEN_GLYPHS[allergen]}</span>
                <span className="min-w-0 break-words">{messages.names[allergen]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </details>
      <p role="status" className="flex flex-wrap items-center gap-x-3">
        {filter.hidden.size > 0 && (
          <>
            <span className="font-medium">{menuPageTexts.hiddenCount(hiddenCount)}</span>
            <button type="button" onClick={filter.clear} className="min-h-11 text-brand-700 underline">
              {menuPageTexts.showAll}
            </button>
          </>
        )}
      </p>
    </div>
  );
}
