/**
 * The "Translations" part of the menu item form (issue 18): the dish's name and description in each language other
 * than the restaurant's, in a disclosure that stays closed until asked for (the form fits a 390 px screen) and opens by
 * itself when one of its fields is refused (components/ui/disclosure.tsx). Each language is a group named by the language's own name, and its fields
 * carry its `lang`, so spell checking and screen readers use the right language.
 */
import { LOCALE_NAMES, LOCALES, type Locale } from '@maitre/shared/locales';
import type { MenuItemInput } from '@maitre/shared/menu';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Disclosure } from '@/components/ui/disclosure';
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
  const translationErrors = errors.translations;
  const fieldId = (locale: Locale, field: TranslationField) => `${id}-translations-${locale}-${field}`;
  const errorOf = (locale: Locale, field: TranslationField) => translationErrors?.[locale]?.[field]?.message;

  return (
    <Disclosure
      id={`${id}-translations`}
      className="sm:col-span-2"
      summary={
        <>
          {menuItemFormTexts.translations} <span className="font-normal text-stone-500">{menuItemFormTexts.translationsFilled(filled, locales.length)}</span>
        </>
      }
      openWhen={Boolean(translationErrors && locales.some((locale) => translationErrors[locale]))}
      panelClassName="space-y-4"
    >
      <p className="text-sm text-stone-600">{menuItemFormTexts.translationsHint}</p>
      {locales.map((locale) => (
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
    </Disclosure>
  );
}
