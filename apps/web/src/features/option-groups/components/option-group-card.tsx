/**
 * One option group in the list (issue 19): how a guest chooses, its options with their price changes and sold-out
 * state, and the dishes that offer it. Front of house switches an option sold out and back here; only the owner and
 * managers get Edit and Delete.
 */
import type { Option, OptionGroup } from '@maitre/shared/options';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { money } from '@/lib/i18n';
import { optionGroupCardTexts } from '../texts';

/** "+1,50 €", "−0,50 €"; nothing for no change. */
export function priceDeltaText(delta: number): string {
  if (delta === 0) return '';
  return delta > 0 ? optionGroupCardTexts.priceUp(money(delta)) : optionGroupCardTexts.priceDown(money(-delta));
}

/** "Required · One choice", "Optional · Up to 3". */
function choiceRule(group: OptionGroup): string[] {
  const rule = [group.min_choices >= 1 ? optionGroupCardTexts.required : optionGroupCardTexts.optional];
  if (group.selection === 'single') rule.push(optionGroupCardTexts.single);
  else {
    rule.push(optionGroupCardTexts.multiple);
    const { min_choices: min, max_choices: max } = group;
    if (max !== null && min >= 1) rule.push(optionGroupCardTexts.between(min, max));
    else if (max !== null) rule.push(optionGroupCardTexts.upTo(max));
    else if (min >= 1) rule.push(optionGroupCardTexts.atLeast(min));
  }
  return rule;
}

function OptionLine({
  option,
  busy,
  portions,
  onToggle,
}: {
  option: Option;
  busy: boolean;
  portions?: ReactNode;
  /** Left out for a role that may not mark options sold out. */
  onToggle?: () => void;
}) {
  const delta = priceDeltaText(option.price_delta);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5">
      <span className="min-w-0 text-sm">
        <span className="font-medium text-stone-900">{option.name}</span>
        {delta && <span className="ml-2 tabular-nums text-stone-700">{delta}</span>}
        {option.is_default && <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">{optionGroupCardTexts.preselected}</span>}
      </span>
      {onToggle ? (
        <span className="inline-flex items-center gap-1 text-sm text-stone-700">
          <button
            type="button"
            role="switch"
            aria-checked={option.is_available}
            aria-label={optionGroupCardTexts.availableSwitch(option.name)}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onToggle();
            }}
            className="inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full aria-disabled:cursor-wait"
          >
            <span
              aria-hidden="true"
              className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors ${busy ? 'opacity-60' : ''} ${option.is_available ? 'bg-brand-600' : 'bg-stone-500'}`}
            >
              <span
                className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${option.is_available ? 'translate-x-5' : 'translate-x-0.5'}`}
              />
            </span>
          </button>
          <span aria-hidden="true">{option.is_available ? optionGroupCardTexts.available : optionGroupCardTexts.soldOut}</span>
        </span>
      ) : (
        <span className={`text-sm ${option.is_available ? 'text-stone-700' : 'font-semibold text-stone-900'}`}>
          {option.is_available ? optionGroupCardTexts.available : optionGroupCardTexts.soldOut}
        </span>
      )}
      {portions && <div className="w-full">{portions}</div>}
    </li>
  );
}

export function OptionGroupCard({
  group,
  dishNames,
  busyOptionId,
  optionPortions,
  onToggleOption,
  onEdit,
  onDelete,
}: {
  group: OptionGroup;
  /** The names of the dishes that offer it. */
  dishNames: readonly string[];
  busyOptionId: string | null;
  /** What is left of an option today and its count's form (the route composes features/portions). */
  optionPortions?: (option: Option) => ReactNode;
  onToggleOption?: (option: Option) => void;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <article aria-label={group.name} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold text-stone-900">{group.name}</h2>
          <p className="mt-1 flex flex-wrap gap-1 text-xs">
            {choiceRule(group).map((part) => (
              <span key={part} className="rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-700">
                {part}
              </span>
            ))}
          </p>
        </div>
        {onEdit && onDelete && (
          <div className="flex gap-1">
            <button
              type="button"
              onClick={onEdit}
              aria-label={optionGroupCardTexts.editGroup(group.name)}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-stone-700 hover:bg-stone-100"
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {optionGroupCardTexts.edit}
            </button>
            <button
              type="button"
              onClick={onDelete}
              aria-label={optionGroupCardTexts.deleteGroup(group.name)}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {optionGroupCardTexts.delete}
            </button>
          </div>
        )}
      </div>
      <ul className="mt-2 divide-y divide-stone-100">
        {group.options.map((option) => (
          <OptionLine
            key={option.id}
            option={option}
            busy={busyOptionId === option.id}
            portions={optionPortions?.(option)}
            onToggle={onToggleOption ? () => onToggleOption(option) : undefined}
          />
        ))}
      </ul>
      <p className="mt-2 text-sm text-stone-600">{dishNames.length ? optionGroupCardTexts.usedBy(dishNames.join(', ')) : optionGroupCardTexts.usedByNone}</p>
    </article>
  );
}
