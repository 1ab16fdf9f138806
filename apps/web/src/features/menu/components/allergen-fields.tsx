/**
 * The 14 EU allergens of a dish or an option (issue 19): for each, "no", "contains" or "may contain" (traces), so an
 * allergen is never both. The names are the regulation's, shipped in each language (shared messages), never typed.
 */
import { ALLERGENS, type Allergen, allergenName } from '@maitre/shared/allergens';
import { currentMessages } from '@maitre/shared/messages/index';
import { fieldErrorClass } from '@/components/ui/form-control-classes';
import { allergenFieldsTexts } from '../texts';

type Presence = 'none' | 'contains' | 'traces';

const selectClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30';

export function AllergenFields({
  id,
  legend,
  allergens,
  traces,
  onChange,
  error,
}: {
  /** A prefix for the controls' ids. */
  id: string;
  legend: string;
  allergens: readonly Allergen[];
  traces: readonly Allergen[];
  onChange(allergens: Allergen[], traces: Allergen[]): void;
  /** The form's or the server's message about the allergens or the traces. */
  error?: string;
}) {
  const messages = currentMessages();
  const presence = (allergen: Allergen): Presence => (allergens.includes(allergen) ? 'contains' : traces.includes(allergen) ? 'traces' : 'none');
  const set = (allergen: Allergen, value: Presence) => {
    const nextAllergens = ALLERGENS.filter((key) => (key === allergen ? value === 'contains' : allergens.includes(key)));
    const nextTraces = ALLERGENS.filter((key) => (key === allergen ? value === 'traces' : traces.includes(key)));
    onChange(nextAllergens, nextTraces);
  };
  const errorId = `${id}-allergens-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-stone-900">{legend}</legend>
      <p className="mt-1 text-sm text-stone-600">{allergenFieldsTexts.hint}</p>
      <div className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {ALLERGENS.map((allergen) => (
          <div key={allergen}>
            <label htmlFor={`${id}-allergen-${allergen}`} className="block text-sm text-stone-700">
              {allergenName(messages, allergen)}
            </label>
            <select
              id={`${id}-allergen-${allergen}`}
              value={presence(allergen)}
              onChange={(event) => set(allergen, event.target.value as Presence)}
              className={selectClass}
            >
              <option value="none">{allergenFieldsTexts.none}</option>
              <option value="contains">{messages.allergens.contains}</option>
              <option value="traces">{messages.allergens.mayContain}</option>
            </select>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** "Contains: Milk, Eggs. May contain: Nuts" in the active language; empty when there is nothing to say. */
export function allergenSummary(allergens: readonly Allergen[], traces: readonly Allergen[]): string {
  const messages = currentMessages();
  const parts: string[] = [];
  if (allergens.length) parts.push(allergenFieldsTexts.listed(messages.allergens.contains, allergens.map((key) => allergenName(messages, key)).join(', ')));
  if (traces.length) parts.push(allergenFieldsTexts.listed(messages.allergens.mayContain, traces.map((key) => allergenName(messages, key)).join(', ')));
  return parts.join(' ');
}
