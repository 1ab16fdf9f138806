/**
 * A group's or an option's name in the other languages (issue 19, as the dish's translations of issue 18): a
 * disclosure, closed until asked for or until one of its fields is refused; each field carries its language's `lang`.
 */
import { LOCALE_NAMES, LOCALES, type Locale } from '@maitre/shared/locales';
import type { OptionGroupInput } from '@maitre/shared/options';
import type { UseFormRegister } from 'react-hook-form';
import { Disclosure } from '@/components/ui/disclosure';
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
  return (
    <Disclosure
      id={`${id}-translations`}
      summary={optionGroupFormTexts.translations}
      openWhen={locales.some((locale) => errorOf(locale))}
      panelClassName="grid gap-3 sm:grid-cols-2"
    >
      <p className="text-sm text-stone-600 sm:col-span-2">{optionGroupFormTexts.translationsHint}</p>
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
    </Disclosure>
  );
}
