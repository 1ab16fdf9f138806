/**
 * The "Translations" part of the menu item form (issue 18): the dish's name and description in each language other
 * than the restaurant's, in a disclosure that stays closed until asked for (the form fits a 390 px screen) and opens by
 * itself when one of its fields is refused. Each language is a group named by the language's own name, and its fields
 * carry its `lang`, so spell checking and screen readers use the right language.
 */
import { LOCALE_NAMES, LOCALES, type Locale } from '@maitre/shared/locales';
import type { MenuItemInput } from '@maitre/shared/menu';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { controlClass, fieldErrorClass, labelClass } from '@/components/ui/form-control-classes';
import { menuItemFormTexts } from '../texts';

type TranslationField = 'name' | 'description';

export function MenuItemTranslations({
  id,
  defaultLanguage,
  offerDefaultLanguage = false,
  register,
  errors,
  filled,
}: {
  /** The form's id prefix. */
  id: string;
  /** The restaurant's language, in which the base name and description are written: not offered here… */
  defaultLanguage: Locale;
  /** …unless the item has a translation in it (written before the restaurant's language changed). */
  offerDefaultLanguage?: boolean;
  register: UseFormRegister<MenuItemInput>;
  errors: FieldErrors<MenuItemInput>;
  /** How many of the offered languages have a name or a description. */
  filled: number;
}) {
  const locales = LOCALES.filter((locale) => locale !== defaultLanguage || offerDefaultLanguage);
  const [open, setOpen] = useState(false);
  const translationErrors = errors.translations;
  const hasErrors = Boolean(translationErrors && locales.some((locale) => translationErrors[locale]));

  useEffect(() => {
    if (hasErrors) setOpen(true);
  }, [hasErrors]);

  const panelId = `${id}-translations`;
  const fieldId = (locale: Locale, field: TranslationField) => `${id}-translations-${locale}-${field}`;
  const errorOf = (locale: Locale, field: TranslationField) => translationErrors?.[locale]?.[field]?.message;

  return (
    <div className="rounded-lg border border-stone-200 sm:col-span-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-stone-800 hover:bg-stone-50"
      >
        <span>
          {menuItemFormTexts.translations} <span className="font-normal text-stone-500">{menuItemFormTexts.translationsFilled(filled, locales.length)}</span>
        </span>
        <ChevronDown aria-hidden="true" className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* The fields are there only while open (the form keeps their values meanwhile): closed, none of them is a second "Name". */}
      <div id={panelId} hidden={!open} className="space-y-4 border-t border-stone-200 px-3 pt-3 pb-4">
        <p className="text-sm text-stone-600">{menuItemFormTexts.translationsHint}</p>
        {open &&
          locales.map((locale) => (
            <fieldset key={locale} className="grid gap-3">
              <legend lang={locale} className="mb-1 text-sm font-semibold text-stone-900">
                {LOCALE_NAMES[locale]}
              </legend>
              {(['name', 'description'] as const).map((field) => {
                const error = errorOf(locale, field);
                const props = {
                  id: fieldId(locale, field),
                  lang: locale,
                  'aria-invalid': Boolean(error),
                  'aria-describedby': error ? `${fieldId(locale, field)}-error` : undefined,
                  className: controlClass,
                  ...register(`translations.${locale}.${field}`),
                };
                return (
                  <div key={field}>
                    <label htmlFor={fieldId(locale, field)} className={labelClass}>
                      {field === 'name' ? menuItemFormTexts.name : menuItemFormTexts.description}
                    </label>
                    {field === 'name' ? <input {...props} autoComplete="off" /> : <textarea {...props} rows={2} />}
                    {error && (
                      <p id={`${fieldId(locale, field)}-error`} className={fieldErrorClass}>
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
            </fieldset>
          ))}
      </div>
    </div>
  );
}
