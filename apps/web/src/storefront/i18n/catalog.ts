/** The guest order page's catalog: only the folders its bundle uses (the dashboard's texts stay out of it). */
import type { Locale } from '@maitre/shared/locales';
import { registerMessages } from '@maitre/shared/messages/registry';
import type * as ui from '@/components/ui/texts';
import type * as legal from '@/features/legal/texts';
import type * as options from '@/features/options/texts';
import type * as storefront from '@/features/storefront/texts';
import type { Catalog, FeatureTranslations } from '@/lib/i18n';
import type * as lib from '@/lib/texts';

export type StorefrontCatalog = {
  legal: FeatureTranslations<typeof legal>;
  options: FeatureTranslations<typeof options>;
  storefront: FeatureTranslations<typeof storefront>;
  ui: FeatureTranslations<typeof ui>;
  lib: FeatureTranslations<typeof lib>;
};

/**
 * One request per language: each locale's file is its own chunk. It carries the shared messages (the shared schemas'
 * field checks) in that language too: registered here, so the forms' checks speak the active language (decision 0023).
 */
export function loadStorefrontCatalog(locale: Exclude<Locale, 'en'>): Promise<Catalog> {
  const chunks = {
    fr: () => import('./fr'),
    de: () => import('./de'),
    it: () => import('./it'),
    es: () => import('./es'),
    nl: () => import('./nl'),
  };
  return chunks[locale]().then((chunk) => {
    registerMessages(locale, chunk.shared);
    return chunk.default as Catalog;
  });
}
