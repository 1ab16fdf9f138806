/**
 * The web app's languages (decision 0023): typed dictionaries, English bundled with the code that shows it, every other
 * language one lazily loaded chunk per entry (the dashboard's, the order page's).
 *
 * A feature writes its English texts once, `export const menuTexts = defineTexts('menu.menuTexts', { … })`, and reads
 * them as plain properties (`menuTexts.title`, `menuTexts.deleted(name)`). Its translations live in
 * `features/<name>/i18n/<locale>.ts`, typed by the English object, so a missing or extra key does not compile. While a
 * locale is active, each property read answers from that locale's catalog; the root re-renders under a new key when the
 * language changes (LocaleRoot), so every screen reads its texts again.
 */
import { DEFAULT_LOCALE, formatMoney, INTL_TAG, isLocale, type Locale, negotiateLocale, plural as pluralIn } from '@maitre/shared/locales';

/** A translation of an English texts object: the same keys, the same kinds of value (functions take the same arguments). */
export type Translation<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => R : T[K] extends string ? string : Translation<T[K]>;
};

/** A feature's translations, by the export name of each English texts object in its `texts.ts`. */
export type FeatureTranslations<Module> = { [K in keyof Module as Module[K] extends object ? K : never]: Translation<Module[K]> };

/** A whole locale: feature (or layer) → its translations. */
export type Catalog = Record<string, Record<string, object>>;

const namespaces = new Map<string, object>();
const listeners = new Set<() => void>();
let activeLocale: Locale = DEFAULT_LOCALE;
let activeCatalog: Catalog | null = null;
let pseudo = false;

/**
 * English texts under a namespace "<feature>.<exportName>" (checked by i18n.test.ts). The object returned reads the
 * active locale's text for each key, and the English one when English is active.
 */
export function defineTexts<T extends object>(namespace: string, english: T): T {
  if (namespaces.has(namespace) && import.meta.env.DEV) throw new Error(`defineTexts: the namespace ${namespace} is defined twice`);
  namespaces.set(namespace, english);
  const dot = namespace.indexOf('.');
  const feature = namespace.slice(0, dot);
  const name = namespace.slice(dot + 1);
  return new Proxy(english, {
    get(target, key, receiver) {
      if (activeCatalog && typeof key === 'string') {
        const translated = activeCatalog[feature]?.[name] as Record<string, unknown> | undefined;
        if (translated && key in translated) return translated[key];
      }
      const value = Reflect.get(target, key, receiver);
      return pseudo ? pseudoLocalize(value) : value;
    },
  });
}

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Å', E: 'É', I: 'Î', O: 'Ö', U: 'Ü', c: 'ç', n: 'ñ', y: 'ý' };
const pseudoObjects = new WeakMap<object, unknown>();

/**
 * The pseudo-locale (`?pseudo` in the address, kept for the tab): every text about 40 % longer and ending in accented
 * letters, the English kept whole at its start so people and the browser suite still find each control by its name.
 * It shows where a longer language would clip or overflow (the browser suite's pseudo tour) before a translator does.
 */
export function pseudoLocalize<T>(value: T): T {
  if (typeof value === 'string') {
    if (!/\p{L}/u.test(value)) return value;
    const letters = value.replace(/[^A-Za-z]/g, '') || 'y';
    const extra = Math.max(2, Math.ceil(value.length * 0.4));
    // Words of at most seven letters, as a longer translation has more words, not one endless word.
    let padding = '';
    for (let index = 0; padding.length < extra; index++) {
      const char = letters[index % letters.length] ?? 'y';
      padding += (index > 0 && index % 7 === 0 ? ' ' : '') + (ACCENTED[char] ?? char);
    }
    return `${value} ${padding}` as T;
  }
  if (typeof value === 'function') {
    return ((...args: unknown[]) => pseudoLocalize((value as (...a: unknown[]) => unknown)(...args))) as T;
  }
  if (value && typeof value === 'object') {
    let localized = pseudoObjects.get(value);
    if (!localized) {
      localized = Array.isArray(value)
        ? value.map((item) => pseudoLocalize(item))
        : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudoLocalize(item)]));
      pseudoObjects.set(value, localized);
    }
    return localized as T;
  }
  return value;
}

/** Turns the pseudo-locale on or off (English formats underneath). */
export function setPseudoLocale(on: boolean): void {
  pseudo = on;
  for (const listener of listeners) listener();
}

/** On when the address asks for it (`?pseudo`), or asked for earlier in this tab. */
export function pseudoLocaleRequested(): boolean {
  try {
    if (new URLSearchParams(window.location.search).has('pseudo')) sessionStorage.setItem('maitre.pseudo', '1');
    return sessionStorage.getItem('maitre.pseudo') === '1';
  } catch {
    return false;
  }
}

/** Every namespace defined so far, with its English object (for the catalog checks). */
export function definedNamespaces(): ReadonlyMap<string, object> {
  return namespaces;
}

export function currentLocale(): Locale {
  return activeLocale;
}

/** The tag `Intl` formats with for the active locale ("fr-FR"). */
export function intlTag(): string {
  return INTL_TAG[activeLocale];
}

/** Makes `locale` active with its catalog (null for English) and tells LocaleRoot; sets <html lang>. */
export function activateLocale(locale: Locale, catalog: Catalog | null): void {
  activeLocale = locale;
  activeCatalog = locale === DEFAULT_LOCALE ? null : catalog;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const STORAGE_KEY = 'maitre.locale';

/** The language chosen on this device (the member's choice, or the guest's on the order page), if any. */
export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale | null): void {
  try {
    if (locale) localStorage.setItem(STORAGE_KEY, locale);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/** The browser's languages, negotiated against ours. */
export function browserLocale(): Locale {
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return negotiateLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Euros in the active locale: "€12.50", "12,50 €", "€ 12,50". */
export function money(amount: number): string {
  return formatMoney(amount, activeLocale);
}

/**
 * Formatters made once per locale and options: building an `Intl.NumberFormat` costs far more than using one (a
 * profile of /dashboard's load, 4× throttled, spent 270 ms in `number()` making a new one for each figure).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter kept under `key`, made by `make` the first time. */
function kept<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/**
 * Loads `Intl`'s data before any screen needs it. The first formatter a page makes pays for ICU's data, whatever its
 * language (about 20 ms, 70–150 ms on Lighthouse's 4× slower phone; every later one, in any language, well under
 * 1 ms): a profile of /dashboard's load found it inside the first render, which then paints later. main.tsx calls this
 * as soon as it knows the language it is loading, so the work runs while that language's catalog and the screen's code
 * are on their way. The formatters it makes are the ones the screens use first, in `locale` (the language about to be
 * active): plain numbers and euros (a dashboard's overview, the order page's prices); then a date, in a task of its own.
 */
export function warmFormats(schedule: (task: () => void) => void, locale: Locale = activeLocale): void {
  schedule(() => {
    numberFormat(locale).format(0);
    formatMoney(0, locale);
    schedule(() => dateFormatIn(locale, { dateStyle: 'medium' }).format(0));
  });
}

function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${locale}|${JSON.stringify(options)}` : locale;
  return kept(numberFormats, key, () => new Intl.NumberFormat(INTL_TAG[locale], options));
}

function dateFormatIn(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateFormats, `${locale}|options|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(INTL_TAG[locale], options));
}

/** A number in the active locale's digits. */
export function number(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(activeLocale, options).format(value);
}

/** Names as the active locale lists them: "Soups, Salads and Wraps", "Soupes, Salades et Wraps". */
export function listOf(items: readonly string[]): string {
  return kept(listFormats, activeLocale, () => new Intl.ListFormat(INTL_TAG[activeLocale], { type: 'conjunction' })).format(items);
}

/** A text that changes with a number, by the active locale's plural rules: `{ one: '# seat', other: '# seats' }`. */
export function plural(count: number, forms: { one?: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>): string {
  return pluralIn(activeLocale, count, forms);
}

/**
 * The active locale's `Intl.DateTimeFormat` for `options`, made once per locale and options (a profile of the
 * Analytics page's load, 4× throttled, spent about 90 ms making one for every day, hour and range it wrote).
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateFormatIn(activeLocale, options);
}

/**
 * A moment in the restaurant's time zone (never the device's), in the active locale: `date` "24 Nov 2026",
 * `dateTime` "24 Nov 2026, 19:40", `time` "19:40". A zone the browser does not know falls back to UTC.
 */
export function formatMoment(value: string | Date, timeZone: string | undefined, style: 'date' | 'dateTime' | 'time'): string {
  const format = kept(dateFormats, `${activeLocale}|${timeZone ?? ''}|${style}`, () => {
    const options: Intl.DateTimeFormatOptions =
      style === 'date' ? { dateStyle: 'medium' } : style === 'time' ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
    try {
      return new Intl.DateTimeFormat(INTL_TAG[activeLocale], { ...options, timeZone });
    } catch {
      return new Intl.DateTimeFormat(INTL_TAG[activeLocale], { ...options, timeZone: 'UTC' });
    }
  });
  return format.format(typeof value === 'string' ? new Date(value) : value);
}
