/**
 * Switching language: load the locale's catalog (one request), make it active, remember it on this device, and
 * re-render everything under it. Both entries (the dashboard, the order page) pass their own loader.
 */
import { DEFAULT_LOCALE, type Locale } from '@maitre/shared/locales';
import { Fragment, type ReactNode, useSyncExternalStore } from 'react';
import { activateLocale, type Catalog, currentLocale, onLocaleChange, storeLocale } from '@/lib/i18n';

export type CatalogLoader = (locale: Exclude<Locale, 'en'>) => Promise<Catalog>;

let loader: CatalogLoader | null = null;
let pending: Promise<void> | null = null;
let requested: Locale = DEFAULT_LOCALE;

/** The entry's way to load a catalog; set once at start-up, before the first `switchLocale`. */
export function setCatalogLoader(load: CatalogLoader): void {
  loader = load;
}

/**
 * Makes `locale` the active language once its catalog has arrived (at once for English). `remember` stores the choice
 * on this device, so the next visit starts in it without a flash of English. The last call wins when several overlap.
 */
export function switchLocale(locale: Locale, { remember = false }: { remember?: boolean } = {}): Promise<void> {
  requested = locale;
  if (locale === currentLocale() && !pending) {
    if (remember) storeLocale(locale);
    return Promise.resolve();
  }
  const load = locale === 'en' || !loader ? Promise.resolve(null) : loader(locale);
  const done = load.then(
    (catalog) => {
      if (requested !== locale) return;
      activateLocale(locale, catalog);
      // Remembered once it is shown: a choice whose texts never arrived is not the next visit's language.
      if (remember) storeLocale(locale);
    },
    (error: unknown) => {
      // A catalog that does not arrive (offline, a deploy in between) leaves the language as it was.
      console.error(`Could not load the ${locale} texts`, error);
    },
  );
  const settled: Promise<void> = done.finally(() => {
    if (pending === settled) pending = null;
  });
  pending = settled;
  return done;
}

export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, currentLocale, currentLocale);
}

/** Re-mounts its children when the language changes, so every text and format is read again in the new one. */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return <Fragment key={locale}>{children}</Fragment>;
}
