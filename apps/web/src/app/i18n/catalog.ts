/**
 * The dashboard's catalog: every folder's translations, by folder. A folder with a texts.ts has an entry here and in
 * each locale's file beside this one (i18n.test.ts checks both). English needs none: it is bundled with the code.
 */
import type { Locale } from '@maitre/shared/locales';
import { registerMessages } from '@maitre/shared/messages/registry';
import type * as ui from '@/components/ui/texts';
import type * as auth from '@/features/auth/texts';
import type * as billing from '@/features/billing/texts';
import type * as categories from '@/features/categories/texts';
import type * as devices from '@/features/devices/texts';
import type * as digest from '@/features/digest/texts';
import type * as kitchen from '@/features/kitchen/texts';
import type * as legal from '@/features/legal/texts';
import type * as menu from '@/features/menu/texts';
import type * as menuTransfer from '@/features/menu-transfer/texts';
import type * as navigation from '@/features/navigation/texts';
import type * as optionGroups from '@/features/option-groups/texts';
import type * as options from '@/features/options/texts';
import type * as orders from '@/features/orders/texts';
import type * as overview from '@/features/overview/texts';
import type * as photos from '@/features/photos/texts';
import type * as portions from '@/features/portions/texts';
import type * as printers from '@/features/printers/texts';
import type * as profile from '@/features/profile/texts';
import type * as realtime from '@/features/realtime/texts';
import type * as reports from '@/features/reports/texts';
import type * as serviceHours from '@/features/service-hours/texts';
import type * as storefront from '@/features/storefront/texts';
import type * as tables from '@/features/tables/texts';
import type * as teamActivity from '@/features/team/activity-texts';
import type * as team from '@/features/team/texts';
import type { Catalog, FeatureTranslations } from '@/lib/i18n';
import type * as lib from '@/lib/texts';

export type DashboardCatalog = {
  auth: FeatureTranslations<typeof auth>;
  billing: FeatureTranslations<typeof billing>;
  categories: FeatureTranslations<typeof categories>;
  devices: FeatureTranslations<typeof devices>;
  digest: FeatureTranslations<typeof digest>;
  'service-hours': FeatureTranslations<typeof serviceHours>;
  legal: FeatureTranslations<typeof legal>;
  menu: FeatureTranslations<typeof menu>;
  'menu-transfer': FeatureTranslations<typeof menuTransfer>;
  navigation: FeatureTranslations<typeof navigation>;
  'option-groups': FeatureTranslations<typeof optionGroups>;
  options: FeatureTranslations<typeof options>;
  orders: FeatureTranslations<typeof orders>;
  overview: FeatureTranslations<typeof overview>;
  photos: FeatureTranslations<typeof photos>;
  portions: FeatureTranslations<typeof portions>;
  profile: FeatureTranslations<typeof profile>;
  realtime: FeatureTranslations<typeof realtime>;
  reports: FeatureTranslations<typeof reports>;
  storefront: FeatureTranslations<typeof storefront>;
  kitchen: FeatureTranslations<typeof kitchen>;
  tables: FeatureTranslations<typeof tables>;
  printers: FeatureTranslations<typeof printers>;
  team: FeatureTranslations<typeof team & typeof teamActivity>;
  ui: FeatureTranslations<typeof ui>;
  lib: FeatureTranslations<typeof lib>;
};

/**
 * One request per language: each locale's file is its own chunk. It carries the shared messages (the shared schemas'
 * field checks) in that language too: registered here, so the forms' checks speak the active language (decision 0023).
 */
export function loadDashboardCatalog(locale: Exclude<Locale, 'en'>): Promise<Catalog> {
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
