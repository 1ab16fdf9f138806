/**
 * A name in the restaurant's other languages (issue 19: option groups, options, categories; as a dish's translations
 * of issue 18): a disclosure, closed until asked for or until one of its fields is refused; each field carries its
 * language's `lang`. The form owns the values; `fieldOf` names each language's field in it.
 */
import { LOCALE_NAMES, LOCALES, type Locale } from '@maitre/shared/locales';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Disclosure } from './disclosure';
import { controlClass, fieldErrorClass, labelClass } from './form-control-classes';

export function NameTranslations<Form extends FieldValues>({
  id,
  fieldOf,
  defaultLanguage,
  register,
  errorOf,
  summary,
  hint,
}: {
  id: string;
  fieldOf(locale: Locale): Path<Form>;
  defaultLanguage: Locale;
  register: UseFormRegister<Form>;
  /** The message refused for a language's name, if any. */
  errorOf(locale: Locale): string | undefined;
  summary: string;
  hint: string;
}) {
  const locales = LOCALES.filter((locale) => locale !== defaultLanguage);
  return (
    <Disclosure id={`${id}-translations`} summary={summary} openWhen={locales.some((locale) => errorOf(locale))} panelClassName="grid gap-3 sm:grid-cols-2">
      <p className="text-sm text-stone-600 sm:col-span-2">{hint}</p>
      {locales.map((locale) => {
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
              {...register(fieldOf(locale))}
            />
            {error && (
              <p id={`${fieldId}-error`} className={fieldErrorClass}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </Disclosure>
  );
}
