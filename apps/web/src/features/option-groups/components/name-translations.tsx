/** A group's or an option's name in the other languages (issue 19): the shared fields, with the group form's words. */
import type { Locale } from '@maitre/shared/locales';
import type { OptionGroupInput } from '@maitre/shared/options';
import type { UseFormRegister } from 'react-hook-form';
import { NameTranslations as Fields } from '@/components/ui/name-translations';
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
  return (
    <Fields
      id={id}
      fieldOf={(locale) => `${prefix}.${locale}.name` as const}
      defaultLanguage={defaultLanguage}
      register={register}
      errorOf={errorOf}
      summary={optionGroupFormTexts.translations}
      hint={optionGroupFormTexts.translationsHint}
    />
  );
}
