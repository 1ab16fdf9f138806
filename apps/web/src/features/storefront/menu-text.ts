/**
 * Which text of a dish the guest reads (issue 18): its translation into the page's language when the restaurant gave
 * one, else the base text, written in the restaurant's default_language. The menu, the cart and the order's page all
 * choose here, so a dish keeps one name on the way. Types only from @maitre/shared: nothing of zod in this bundle.
 */
import type { Locale } from '@maitre/shared/locales';
import type { Storefront, StorefrontCategory, StorefrontMenuItem } from '@maitre/shared/storefront';
import { currentLocale } from '@/lib/i18n';

export interface ShownText {
  text: string;
  /**
   * The text's language, for its element's `lang`: a screen reader reads the restaurant's text on a page in another
   * language in the right voice. Always given, also when it is the page's: an element whose `lang` went from set to
   * unset would keep `lang=""` under Preact ("unknown language"), and a dish can change from one to the other as the
   * menu is read again.
   */
  lang: Locale;
}

export interface ShownItemText {
  name: ShownText;
  description: ShownText;
}

function pick(translated: string | undefined, base: string, baseLanguage: Locale, page: Locale): ShownText {
  return translated ? { text: translated, lang: page } : { text: base, lang: baseLanguage };
}

/**
 * The item's name and description in the page's language (`page`, the active locale unless told). A translation into
 * the page's language wins also when that is the restaurant's language now: the owner may have changed the default
 * language after writing the translations, and those are the texts written in it.
 */
export function itemText(item: StorefrontMenuItem, baseLanguage: Locale, page: Locale = currentLocale()): ShownItemText {
  const translation = item.translations[page];
  return {
    name: pick(translation?.name, item.name, baseLanguage, page),
    description: pick(translation?.description, item.description, baseLanguage, page),
  };
}

/** A category's name in the page's language when the restaurant gave one (issue 19), else its own; marked like a dish's. */
export function categoryText(category: StorefrontCategory, baseLanguage: Locale, page: Locale = currentLocale()): ShownText {
  return pick(category.translations[page]?.name, category.name, baseLanguage, page);
}

/**
 * The menu last shown for each restaurant, for this page's lifetime: a re-mount (a change of language re-mounts the
 * whole page, so does the back button from the order) shows it at once while it is read again, and the order's page
 * names its lines as the menu did.
 */
export const shownMenus = new Map<string, Storefront>();
