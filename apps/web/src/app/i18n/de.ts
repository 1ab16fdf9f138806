/** The dashboard in German: one chunk, loaded when the language is chosen. */

import auth from '@/features/auth/texts.de';
import billing from '@/features/billing/texts.de';
import categories from '@/features/categories/texts.de';
import devices from '@/features/devices/texts.de';
import digest from '@/features/digest/texts.de';
import kitchen from '@/features/kitchen/texts.de';
import menu from '@/features/menu/texts.de';
import menuTransfer from '@/features/menu-transfer/texts.de';
import navigation from '@/features/navigation/texts.de';
import optionGroups from '@/features/option-groups/texts.de';
import orders from '@/features/orders/texts.de';
import overview from '@/features/overview/texts.de';
import photos from '@/features/photos/texts.de';
import portions from '@/features/portions/texts.de';
import printers from '@/features/printers/texts.de';
import profile from '@/features/profile/texts.de';
import realtime from '@/features/realtime/texts.de';
import reports from '@/features/reports/texts.de';
import serviceHours from '@/features/service-hours/texts.de';
import tables from '@/features/tables/texts.de';
import team from '@/features/team/texts.de';
// The order page's catalog of this language (its texts, the shared controls', lib's, the shared messages) is a chunk of
// its own, so a guest's language is one request. The build puts a copy of it in this chunk (vite.config.ts,
// dashboardCatalogCopies), so the dashboard's language is one request too.
import orderPage, { shared } from '@/storefront/i18n/de';
import type { DashboardCatalog } from './catalog';

const de: DashboardCatalog = {
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
export default de;

/** The shared messages in this language (the loader registers them). */
export { shared };
