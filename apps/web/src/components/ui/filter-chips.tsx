/**
 * A row of filter chips with counts; exactly one is selected. Buttons with aria-pressed, so each is reachable by Tab;
 * 44 px tall below the desktop layout (touch), 36 px on it. The selected chip's count is brand text on white: white on
 * a translucent white over the brand colour was 3.5:1 (decision 0017).
 */
export interface FilterChip<T extends string> {
  value: T;
  label: string;
  count?: number;
}

export function FilterChips<T extends string>({
  label,
  chips,
  selected,
  onSelect,
}: {
  /** Names the group for screen readers, e.g. 'Filter by category'. */
  label: string;
  chips: ReadonlyArray<FilterChip<T>>;
  selected: T;
  onSelect(value: T): void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {chips.map((chip) => {
        const isSelected = chip.value === selected;
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onSelect(chip.value)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors lg:min-h-9 ${
              isSelected ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-300 bg-white text-stone-700 hover:border-brand-500 hover:text-brand-700'
            }`}
          >
            <span>{chip.label}</span>{' '}
            {chip.count !== undefined && (
              <span
                className={`min-w-6 rounded-full px-1.5 text-xs tabular-nums ${isSelected ? 'bg-white text-brand-700' : 'bg-stone-100 text-stone-600'}`}
                data-testid="chip-count"
              >
                {chip.count}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
