/** Every text of features/overview a person reads (the dashboard's home), in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts } from '@/lib/i18n';

export const overviewTexts = defineTexts('overview.overviewTexts', {
  /** The page's title for a member who cannot see it. */
  title: 'Dashboard',
  goodMorning: 'Good morning',
  goodAfternoon: 'Good afternoon',
  goodEvening: 'Good evening',
  restaurantToday: (restaurant: string) => `Here is how ${restaurant} is doing today.`,
  yourRestaurantToday: 'Here is how your restaurant is doing today.',
  /** "You are on the <b>Restaurant</b> plan.": the words before and after the plan's name. */
  planBefore: 'You are on the ',
  planAfter: ' plan.',
  loadingFigures: "Loading today's figures…",
  figuresFailed: "Today's figures could not be loaded. They will appear when the connection is back.",
  todayOrders: "Today's Orders",
  reservations: 'Reservations',
  activeCustomers: 'Active Customers',
  revenueToday: 'Revenue Today',
  recentOrders: 'Recent Orders',
  viewAll: 'View all',
  noOrders: 'No orders yet. Orders will appear here once customers start placing them.',
  quickActions: 'Quick Actions',
  orderPage: 'Your Order Page',
});

/** A figure's change against yesterday; `change` is already formatted ("+12.5%"). */
export const statCardTexts = defineTexts('overview.statCardTexts', {
  noneYesterday: 'None yesterday',
  fromYesterday: (change: string) => `${change} from yesterday`,
});

/** The overview's shortcuts, by quick-actions.ts's `name`. */
export const quickActionTexts = defineTexts('overview.quickActionTexts', {
  addMenuItem: 'Add Menu Item',
  newOrder: 'New Order',
  viewOrders: 'View Orders',
  manageSubscription: 'Manage Subscription',
});
