/**
 * A group's or an option's name in the other languages (issue 19, as the dish's translations of issue 18): a
 * disclosure, closed until asked for or until one of its fields is refused; each field carries its language's `lang`.
 */
import { LOCALE_NAMES, LOCALES, type Locale } from '@maitre/shared/locales';
import type { OptionGroupInput } from '@maitre/shared/options';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { controlClass, fieldErrorClass, labelClass } from '@/components/ui/form-control-classes';
import { optionGroupFormTexts } from '../texts';

type Prefix = 'translations' | `options.${number}.translations`;

export function NameTranslations({
  id,
  prefix,
  defaultLanguage,
  register,
  errorOf,
}: {
  id: string;
  prefix: Prefix;
  defaultLanguage: Locale;
  register: UseFormRegister<OptionGroupInput>;
  /** The message refused for a language's name, if any. */
  errorOf(locale: Locale): string | undefined;
}) {
  const locales = LOCALES.filter((locale) => locale !== defaultLanguage);
  const [open, setOpen] = useState(false);
  const hasErrors = locales.some((locale) => errorOf(locale));
  useEffect(() => {
    if (hasErrors) setOpen(true);
  }, [hasErrors]);
  const panelId = `${id}-translations`;
  return (
    <div className="rounded-lg border border-stone-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-stone-800 hover:bg-stone-50"
      >
        <span>{optionGroupFormTexts.translations}</span>
        <ChevronDown aria-hidden="true" className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="grid gap-3 border-t border-stone-200 px-3 pt-3 pb-4 sm:grid-cols-2">
        <p className="text-sm text-stone-600 sm:col-span-2">{optionGroupFormTexts.translationsHint}</p>
        {open &&
          locales.map((locale) => {
            const error = errorOf(locale);
            const fieldId = `${id}-translations-${locale}`;
            return (
              <div key={locale}>
                <label htmlFor={fieldId} lang={locale} className={labelClass}>
                  {LOCALE_NAMES[locale]}
                </label>
                <input
                  id={fieldId}
                  lang={locale}
                  autoComplete="off"
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${fieldId}-error` : undefined}
                  className={controlClass}
                  {...register(`${prefix}.${locale}.name`)}
                />
                {error && (
                  <p id={`${fieldId}-error`} className={fieldErrorClass}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
      </div>
    </div>
  );
}
