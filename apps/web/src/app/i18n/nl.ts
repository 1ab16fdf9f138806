/** The dashboard in Dutch: one chunk, loaded when the language is chosen. */

import auth from '@/features/auth/texts.nl';
import billing from '@/features/billing/texts.nl';
import categories from '@/features/categories/texts.nl';
import devices from '@/features/devices/texts.nl';
import digest from '@/features/digest/texts.nl';
import kitchen from '@/features/kitchen/texts.nl';
import menu from '@/features/menu/texts.nl';
import menuTransfer from '@/features/menu-transfer/texts.nl';
import navigation from '@/features/navigation/texts.nl';
import optionGroups from '@/features/option-groups/texts.nl';
import orders from '@/features/orders/texts.nl';
import overview from '@/features/overview/texts.nl';
import photos from '@/features/photos/texts.nl';
import portions from '@/features/portions/texts.nl';
import printers from '@/features/printers/texts.nl';
import profile from '@/features/profile/texts.nl';
import realtime from '@/features/realtime/texts.nl';
import reports from '@/features/reports/texts.nl';
import serviceHours from '@/features/service-hours/texts.nl';
import tables from '@/features/tables/texts.nl';
import team from '@/features/team/texts.nl';
// The order page's catalog of this language (its texts, the shared controls', lib's, the shared messages) is a chunk of
// its own, so a guest's language is one request. The build puts a copy of it in this chunk (vite.config.ts,
// dashboardCatalogCopies), so the dashboard's language is one request too.
import orderPage, { shared } from '@/storefront/i18n/nl';
import type { DashboardCatalog } from './catalog';

const nl: DashboardCatalog = {
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
export default nl;

/** The shared messages in this language (the loader registers them). */
export { shared };
