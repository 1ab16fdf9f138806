/** The dashboard in French: one chunk, loaded when the language is chosen. */

import auth from '@/features/auth/texts.fr';
import billing from '@/features/billing/texts.fr';
import categories from '@/features/categories/texts.fr';
import devices from '@/features/devices/texts.fr';
import digest from '@/features/digest/texts.fr';
import kitchen from '@/features/kitchen/texts.fr';
import menu from '@/features/menu/texts.fr';
import menuTransfer from '@/features/menu-transfer/texts.fr';
import navigation from '@/features/navigation/texts.fr';
import optionGroups from '@/features/option-groups/texts.fr';
import orders from '@/features/orders/texts.fr';
import overview from '@/features/overview/texts.fr';
import photos from '@/features/photos/texts.fr';
import portions from '@/features/portions/texts.fr';
import printers from '@/features/printers/texts.fr';
import profile from '@/features/profile/texts.fr';
import realtime from '@/features/realtime/texts.fr';
import reports from '@/features/reports/texts.fr';
import serviceHours from '@/features/service-hours/texts.fr';
import tables from '@/features/tables/texts.fr';
import team from '@/features/team/texts.fr';
// The order page's catalog of this language (its texts, the shared controls', lib's, the shared messages) is a chunk of
// its own, so a guest's language is one request. The build puts a copy of it in this chunk (vite.config.ts,
// dashboardCatalogCopies), so the dashboard's language is one request too.
import orderPage, { shared } from '@/storefront/i18n/fr';
import type { DashboardCatalog } from './catalog';

const fr: DashboardCatalog = {
  ...orderPage,
  auth,
  billing,
  categories,
  devices,
  digest,
  kitchen,
  'service-hours': serviceHours,
  menu,
  'menu-transfer': menuTransfer,
  navigation,
  'option-groups': optionGroups,
  orders,
  overview,
  photos,
  portions,
  profile,
  realtime,
  reports,
  tables,
  printers,
  team,
};
export default fr;

/** The shared messages in this language (the loader registers them). */
export { shared };
