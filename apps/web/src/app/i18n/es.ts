/** The dashboard in Spanish: one chunk, loaded when the language is chosen. */

import auth from '@/features/auth/texts.es';
import billing from '@/features/billing/texts.es';
import categories from '@/features/categories/texts.es';
import devices from '@/features/devices/texts.es';
import digest from '@/features/digest/texts.es';
import kitchen from '@/features/kitchen/texts.es';
import menu from '@/features/menu/texts.es';
import menuTransfer from '@/features/menu-transfer/texts.es';
import navigation from '@/features/navigation/texts.es';
import optionGroups from '@/features/option-groups/texts.es';
import orders from '@/features/orders/texts.es';
import overview from '@/features/overview/texts.es';
import photos from '@/features/photos/texts.es';
import portions from '@/features/portions/texts.es';
import printers from '@/features/printers/texts.es';
import profile from '@/features/profile/texts.es';
import realtime from '@/features/realtime/texts.es';
import reports from '@/features/reports/texts.es';
import serviceHours from '@/features/service-hours/texts.es';
import tables from '@/features/tables/texts.es';
import team from '@/features/team/texts.es';
// The order page's catalog of this language (its texts, the shared controls', lib's, the shared messages) is a chunk of
// its own, so a guest's language is one request. The build puts a copy of it in this chunk (vite.config.ts,
// dashboardCatalogCopies), so the dashboard's language is one request too.
import orderPage, { shared } from '@/storefront/i18n/es';
import type { DashboardCatalog } from './catalog';

const es: DashboardCatalog = {
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
export default es;

/** The shared messages in this language (the loader registers them). */
export { shared };
