/**
 * Names of option groups and options in the page's language: their translation when the restaurant gave one, else
 * the name as written, in the restaurant's default_language (as a dish's name, features/storefront/menu-text.ts).
 * Types only from @maitre/shared: nothing of zod in the order page's bundle.
 */
import type { Locale } from '@maitre/shared/locales';
import type { StorefrontOptionGroup } from '@maitre/shared/storefront';
import { currentLocale } from '@/lib/i18n';

export interface NamedText {
  text: string;
  lang: Locale;
}

type Translated = Pick<StorefrontOptionGroup, 'name' | 'translations'>;

export function nameIn(thing: Translated, baseLanguage: Locale, page: Locale = currentLocale()): NamedText {
  const translated = thing.translations[page]?.name;
  return translated ? { text: translated, lang: page } : { text: thing.name, lang: baseLanguage };
}
