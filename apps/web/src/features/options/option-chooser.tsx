/**
 * Choosing a dish's options: a radio group for a single choice, checkboxes for several; required groups and limits
 * said up front and enforced (a group at its maximum turns its other boxes off; "Add" with a required group left open
 * says which and goes there); defaults preselected; sold-out options (switched off or counted down to 0) shown, marked and
 * off, and "3 left" beside an option of which few are left. The running price per item
 * and the allergens of what is chosen come from the shared rules (`priceLine`, the server's own), so what the guest
 * sees is what the order will say.
 */
import type { Locale } from '@maitre/shared/locales';
import { fromCents } from '@maitre/shared/money';
import { type Allergen, defaultChoices, FEW_PORTIONS_LEFT, isOnSale, type PricingItem, priceLine } from '@maitre/shared/pricing';
import type { StorefrontOptionGroup } from '@maitre/shared/storefront';
import { useRef, useState } from 'react';
import { money } from '@/lib/i18n';
import { useUniqueId } from '@/lib/use-unique-id';
import { AllergenList } from './allergen-list';
import { nameIn } from './option-text';
import { optionChooserTexts } from './texts';

export interface ChoosableItem {
  id: string;
  name: string;
  price: number;
  allergens: readonly Allergen[];
  traces: readonly Allergen[];
}

interface OptionChooserProps {
  item: ChoosableItem;
  /** The dish's groups, in its order. */
  groups: readonly StorefrontOptionGroup[];
  baseLanguage: Locale;
  /** The option ids to start from; the groups' available defaults when absent. */
  initial?: readonly string[];
  /** Changing a line's choices: the button saves them instead of adding. */
  saves?: boolean;
  /** The chosen ids, in the dish's group order then each group's option order. */
  onConfirm(optionIds: string[]): void;
  onCancel(): void;
}

export function pricingItem(item: ChoosableItem, groups: readonly StorefrontOptionGroup[]): PricingItem {
  return { ...item, groups };
}

function rule(group: StorefrontOptionGroup): string {
  const max = group.selection === 'single' ? 1 : group.max_choices;
  const min = group.min_choices;
  if (max === 1) return min >= 1 ? optionChooserTexts.chooseOne : optionChooserTexts.chooseUpTo(1);
  if (max === null) return min > 0 ? optionChooserTexts.chooseAtLeast(min) : optionChooserTexts.chooseUpTo(group.options.length);
  if (min === max) return optionChooserTexts.chooseExactly(min);
  return min > 0 ? optionChooserTexts.chooseBetween(min, max) : optionChooserTexts.chooseUpTo(max);
}

export function priceChange(delta: number): string {
  return delta > 0 ? optionChooserTexts.more(delta) : delta < 0 ? optionChooserTexts.less(-delta) : '';
}

export function OptionChooser({ item, groups, baseLanguage, initial, saves, onConfirm, onCancel }: OptionChooserProps) {
  const id = useUniqueId();
  const pricing = pricingItem(item, groups);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initial ?? defaultChoices(pricing)));
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);

  // The price and allergens of the choice so far: a required group still open does not hide them.
  const sofar = priceLine({ ...pricing, groups: groups.map((group) => ({ ...group, min_choices: 0 })) }, [...chosen]);
  const line = sofar.ok ? sofar.line : undefined;

  function toggle(group: StorefrontOptionGroup, optionId: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (group.selection === 'single') for (const option of group.options) next.delete(option.id);
      if (on) next.add(optionId);
      else next.delete(optionId);
      return next;
    });
    setMissing((current) => {
      if (!current.has(group.id)) return current;
      const next = new Set(current);
      next.delete(group.id);
      return next;
    });
  }

  function confirm() {
    const open = groups.filter((group) => group.options.filter((option) => chosen.has(option.id)).length < group.min_choices);
    if (open.length > 0) {
      setMissing(new Set(open.map((group) => group.id)));
      formRef.current?.querySelector<HTMLInputElement>(`fieldset[data-group="${open[0]?.id}"] input:not(:disabled)`)?.focus();
      return;
    }
    const priced = priceLine(pricing, [...chosen]);
    if (priced.ok) onConfirm(priced.line.options.map((option) => option.option_id));
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
      className="space-y-4"
    >
      {groups.map((group) => {
        const groupName = nameIn(group, baseLanguage);
        const count = group.options.filter((option) => chosen.has(option.id)).length;
        const max = group.selection === 'single' ? 1 : group.max_choices;
        const full = group.selection === 'multiple' && max !== null && count >= max;
        const hintId = `${id}-${group.id}-hint`;
        const errorId = `${id}-${group.id}-error`;
        const isMissing = missing.has(group.id);
        const inputName = `${id}-${group.id}`;
        return (
          <fieldset
            key={group.id}
            data-group={group.id}
            aria-describedby={[hintId, isMissing ? errorId : ''].join(' ').trim()}
            aria-invalid={isMissing || undefined}
            className="min-w-0 rounded-lg border border-stone-200 p-3 aria-invalid:border-red-600"
          >
            <legend className="px-1 font-semibold">
              <span lang={groupName.lang}>{groupName.text}</span>
            </legend>
            <p id={hintId} className="text-xs text-stone-600">
              {group.min_choices > 0 ? optionChooserTexts.required : optionChooserTexts.optional} · {rule(group)}
            </p>
            <div className="mt-2 space-y-1">
              {group.selection === 'single' && group.min_choices === 0 && (
                <label className="flex min-h-11 items-center gap-2 rounded-md px-1">
                  <input type="radio" name={inputName} checked={count === 0} onChange={() => toggle(group, '', false)} className="h-4 w-4 accent-brand-600" />
                  <span className="flex-1">{optionChooserTexts.none}</span>
                </label>
              )}
              {group.options.map((option) => {
                const optionName = nameIn(option, baseLanguage);
                const checked = chosen.has(option.id);
                // Sold out: switched off, or counted down to 0 (decision 0027); "3 left" when few are.
                const onSale = isOnSale(option);
                const left = option.portions_left;
                const disabled = !onSale || (full && !checked);
                return (
                  <label
                    key={option.id}
                    className={`flex min-h-11 items-center gap-2 rounded-md px-1 ${disabled ? 'text-stone-500' : 'cursor-pointer hover:bg-stone-50'}`}
                  >
                    <input
                      type={group.selection === 'single' ? 'radio' : 'checkbox'}
                      name={inputName}
                      value={option.id}
                      checked={checked}
                      disabled={disabled}
                      onChange={(event) => toggle(group, option.id, event.currentTarget.checked)}
                      className="h-4 w-4 flex-none accent-brand-600"
                    />
                    <span className="min-w-0 flex-1 break-words">
                      <span lang={optionName.lang} className={onSale ? '' : 'line-through'}>
                        {optionName.text}
                      </span>
                      {!onSale && <span className="ml-2 rounded bg-stone-200 px-1.5 text-xs font-medium text-stone-800">{optionChooserTexts.soldOut}</span>}
                      {onSale && left !== null && left !== undefined && left <= FEW_PORTIONS_LEFT && (
                        <span className="ml-2 text-xs font-medium text-amber-800">{optionChooserTexts.left(left)}</span>
                      )}
                      <AllergenList allergens={option.allergens} traces={option.traces} className="mt-0.5" />
                    </span>
                    {option.price_delta !== 0 && (
                      <>
                        {' '}
                        <span className="flex-none text-sm tabular-nums">{priceChange(option.price_delta)}</span>
                      </>
                    )}
                  </label>
                );
              })}
            </div>
            {full && max !== null && <p className="mt-1 text-xs text-stone-600">{optionChooserTexts.atMost(max)}</p>}
            {isMissing && (
              <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
                {optionChooserTexts.tooFew(groupName.text, group.min_choices)}
              </p>
            )}
          </fieldset>
        );
      })}

      {line && (
        <div className="rounded-lg bg-stone-50 p-3">
          <AllergenList allergens={line.allergens} traces={line.traces} />
          <p className="mt-1 flex justify-between font-semibold" aria-live="polite">
            <span>{optionChooserTexts.unitPrice}</span>
            <span className="tabular-nums">{money(fromCents(line.unitCents))}</span>
          </p>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className="min-h-11 rounded-lg px-4 text-sm font-medium text-stone-700 hover:bg-stone-100">
          {optionChooserTexts.cancel}
        </button>
        <button type="submit" className="min-h-11 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
          {optionChooserTexts[saves ? 'save' : 'add'](fromCents(line?.unitCents ?? 0))}
        </button>
      </div>
    </form>
  );
}
