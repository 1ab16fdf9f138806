/** The dashboard in Italian: one chunk, loaded when the language is chosen. */

import auth from '@/features/auth/texts.it';
import billing from '@/features/billing/texts.it';
import categories from '@/features/categories/texts.it';
import devices from '@/features/devices/texts.it';
import digest from '@/features/digest/texts.it';
import kitchen from '@/features/kitchen/texts.it';
import menu from '@/features/menu/texts.it';
import menuTransfer from '@/features/menu-transfer/texts.it';
import navigation from '@/features/navigation/texts.it';
import optionGroups from '@/features/option-groups/texts.it';
import orders from '@/features/orders/texts.it';
import overview from '@/features/overview/texts.it';
import photos from '@/features/photos/texts.it';
import portions from '@/features/portions/texts.it';
import printers from '@/features/printers/texts.it';
import profile from '@/features/profile/texts.it';
import realtime from '@/features/realtime/texts.it';
import reports from '@/features/reports/texts.it';
import serviceHours from '@/features/service-hours/texts.it';
import tables from '@/features/tables/texts.it';
import team from '@/features/team/texts.it';
// The order page's catalog of this language (its texts, the shared controls', lib's, the shared messages) is a chunk of
// its own, so a guest's language is one request. The build puts a copy of it in this chunk (vite.config.ts,
// dashboardCatalogCopies), so the dashboard's language is one request too.
import orderPage, { shared } from '@/storefront/i18n/it';
import type { DashboardCatalog } from './catalog';

const it: DashboardCatalog = {
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
export default it;

/** The shared messages in this language (the loader registers them). */
export { shared };
