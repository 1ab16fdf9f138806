/**
 * What a dish (or what a guest chose) contains and may contain, with its dietary marks: each allergen by the
 * regulation's name in the page's language, a glyph beside it. Nothing when nothing is declared.
 */
import { ALLERGENS, type Allergen, DIETARY_MARKS, type DietaryMark } from '@maitre/shared/pricing';
import { ALLERGEN_GLYPHS, DIETARY_GLYPHS } from './allergen-glyphs';
import { useAllergenMessages } from './allergen-texts';
import { allergenListTexts } from './texts';

interface AllergenListProps {
  allergens: readonly Allergen[];
  traces?: readonly Allergen[];
  dietary?: readonly DietaryMark[];
  className?: string;
}

// Chips may wrap inside: a long name ("Sulphur dioxide and sulphites") in a narrow card must not overflow it.
const chip = 'inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5';

export function AllergenList({ allergens, traces = [], dietary = [], className = '' }: AllergenListProps) {
  const messages = useAllergenMessages();
  if (!messages || allergens.length + traces.length + dietary.length === 0) return null;
  const names = (keys: readonly Allergen[], tone: string) =>
    keys.map((key) => (
      <span key={key} className={`${chip} ${tone}`}>
        <span aria-hidden="true">{ALLERGEN_GLYPHS[key]}</span>
        {messages.names[key]}
      </span>
    ));
  return (
    <div className={`flex flex-col gap-1 text-xs ${className}`}>
      {dietary.length > 0 && (
        <p className="flex flex-wrap gap-1">
          {dietary.map((mark) => (
            <span key={mark} className={`${chip} bg-emerald-50 font-medium text-emerald-900`}>
              <span aria-hidden="true">{DIETARY_GLYPHS[mark]}</span>
              {messages.marks[mark]}
            </span>
          ))}
        </p>
      )}
      {allergens.length > 0 && (
        <p className="flex flex-wrap items-center gap-1">
          <span className="font-semibold text-stone-800">{allergenListTexts.heading(messages.contains)}</span>
          {names(allergens, 'bg-amber-50 text-amber-950')}
        </p>
      )}
      {traces.length > 0 && (
        <p className="flex flex-wrap items-center gap-1">
          <span className="font-semibold text-stone-700">{allergenListTexts.heading(messages.mayContain)}</span>
          {names(traces, 'border border-stone-300 text-stone-700')}
        </p>
      )}
    </div>
  );
}

/** The key: every glyph with its name, the 14 allergens in the regulation's order, then the dietary marks. */
export function AllergenLegend({ className = '' }: { className?: string }) {
  const messages = useAllergenMessages();
  if (!messages) return null;
  return (
    <details className={`rounded-xl border border-stone-200 bg-white p-3 text-sm ${className}`}>
      <summary className="cursor-pointer font-medium">{allergenListTexts.legend}</summary>
      <p className="mt-2 text-stone-600">{allergenListTexts.legendIntro}</p>
      <h3 className="mt-3 font-semibold">{allergenListTexts.allergens}</h3>
      <ul className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {ALLERGENS.map((key) => (
          <li key={key} className="flex gap-2">
            <span aria-hidden="true">{ALLERGEN_GLYPHS[key]}</span>
            {messages.names[key]}
          </li>
        ))}
      </ul>
      <h3 className="mt-3 font-semibold">{allergenListTexts.dietary}</h3>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {DIETARY_MARKS.map((mark) => (
          <li key={mark} className="flex gap-2">
            <span aria-hidden="true">{DIETARY_GLYPHS[mark]}</span>
            {messages.marks[mark]}
          </li>
        ))}
      </ul>
    </details>
  );
}
