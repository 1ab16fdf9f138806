/** What was chosen for a line, a group per line of text: "Size: Large", "Extras: Mozzarella, Olives". */
import { Fragment } from 'react';
import { currentLocale } from '@/lib/i18n';
import type { NamedText } from './option-text';
import { optionChooserTexts } from './texts';

export interface ChosenInGroup {
  group: NamedText | string;
  options: (NamedText | string)[];
}

const text = (value: NamedText | string) => (typeof value === 'string' ? value : value.text);
const isForeign = (value: NamedText | string) => typeof value !== 'string' && value.lang !== currentLocale();
// A name in another language than the page's keeps its own (`lang`), as a dish's name does: a screen reader reads it in
// the right voice.
const named = (value: NamedText | string) => (isForeign(value) ? <span lang={(value as NamedText).lang}>{text(value)}</span> : text(value));

export function ChosenOptions({ options, className = '' }: { options: readonly ChosenInGroup[]; className?: string }) {
  if (options.length === 0) return null;
  return (
    <span className={`block ${className}`}>
      {options.map((chosen) => {
        const key = text(chosen.group);
        if (!isForeign(chosen.group) && !chosen.options.some(isForeign)) {
          return (
            <span key={key} className="block break-words">
              {optionChooserTexts.chosen(key, chosen.options.map(text).join(optionChooserTexts.separator))}
            </span>
          );
        }
        // The page's wording around the names ("Size: Large", "Taille : Grande"), each name in its own element.
        const [before, between, after] = optionChooserTexts.chosen('\uE000', '\uE001').split(/[\uE000\uE001]/);
        return (
          <span key={key} className="block break-words">
            {before}
            {named(chosen.group)}
            {between}
            {chosen.options.map((option, index) => (
              <Fragment key={text(option)}>
                {index > 0 && optionChooserTexts.separator}
                {named(option)}
              </Fragment>
            ))}
            {after}
          </span>
        );
      })}
    </span>
  );
}
