import { isLocale, LOCALE_NAMES, LOCALES } from '@maitre/shared/locales';
import { useLayoutEffect, useRef, useState } from 'react';
import { useLocale } from '@/lib/locale-root';
import { chooseLanguage, takeRefocusRequest } from '../guest-locale';
import { languageTexts } from '../texts';

/**
 * The guest's language: a native select (keyboard and screen-reader friendly, the phone's own picker), each language
 * under its own name so a guest finds theirs whatever the page is in. The page re-mounts in the new language; the cart
 * lives in storage, so it stays.
 */
export function LanguagePicker() {
  const locale = useLocale();
  // Shows the pick at once; the page re-mounts in it when its texts have arrived.
  const [picked, setPicked] = useState(locale);
  const select = useRef<HTMLSelectElement>(null);

  // A layout effect: the focus moves before the first paint (Preact runs plain effects only after it).
  useLayoutEffect(() => {
    if (takeRefocusRequest()) select.current?.focus();
  }, []);

  return (
    <div className="flex flex-none items-center gap-1.5">
      <label htmlFor="language" className="text-stone-500">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.75}>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.75 5.7 3.75 9S14.5 18.3 12 21c-2.5-2.7-3.75-5.7-3.75-9S9.5 5.7 12 3Z" />
        </svg>
        <span className="sr-only">{languageTexts.label}</span>
      </label>
      <select
        ref={select}
        id="language"
        value={picked}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setPicked(next);
          void chooseLanguage(next);
        }}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-800 focus:border-brand-600"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
