/** What was chosen for a line, a group per line of text: "Size: Large", "Extras: Mozzarella, Olives". */
import type { NamedText } from './option-text';
import { optionChooserTexts } from './texts';

export interface ChosenInGroup {
  group: NamedText | string;
  options: (NamedText | string)[];
}

const text = (value: NamedText | string) => (typeof value === 'string' ? value : value.text);

export function ChosenOptions({ options, className = '' }: { options: readonly ChosenInGroup[]; className?: string }) {
  if (options.length === 0) return null;
  return (
    <span className={`block ${className}`}>
      {options.map((chosen) => (
        <span key={text(chosen.group)} className="block break-words">
          {optionChooserTexts.chosen(text(chosen.group), chosen.options.map(text).join(optionChooserTexts.separator))}
        </span>
      ))}
    </span>
  );
}
