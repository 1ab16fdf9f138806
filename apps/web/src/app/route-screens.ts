/**
 * The screens each address of the app shows first, by source file. The build turns this into the list of code files
 * each address needs (`.vite/route-preloads.json`, vite.config.ts), and the server names them in the page it sends
 * for that address (`<link rel="modulepreload">`, apps/api/src/lib/page-shells.ts): the browser fetches a screen's code
 * while the app's own script loads, instead of after that script has run and asked for it (docs/PERFORMANCE.md,
 * "The screen's code named in the page"). router.tsx imports the same files; route-screens.test.ts keeps the two equal.
 *
 * `guard`: a screen behind sign-in (`signed-in`) is named only in a page asked for with a session cookie, one only for
 * visitors who are signed out (`signed-out`: sign-in and sign-up redirect the others) only in a page asked for without.
 * `reads`: the API reads (`GET`, no parameters) the first screen makes as it opens, whose answers a signed-in visit's
 * page carries (decision 0048): the server asks them once the session has answered, and the queries start from those answers
 * (lib/carried-answers.ts). Each one listed has a query that takes it (route-screens.test.tsx).
 *
 * Plain data: the build reads it too.
 */
export interface RouteScreens {
  path: string;
  screens: readonly string[];
  guard?: 'signed-in' | 'signed-out';
  reads?: readonly string[];
}

const DASHBOARD_LAYOUT = 'src/app/routes/dashboard/dashboard-layout.tsx';
/**
 * What the dashboard's frame reads on every screen: the restaurants (switcher), the plan, the live alerts' settings, the
 * pause, and where the live stream starts (decision 0049: the server reads it before the others).
 */
const LAYOUT_READS = ['/api/restaurants', '/api/subscription', '/api/orders/settings', '/api/service-hours', '/api/events/position'];
const dashboard = (path: string, screen: string, reads: readonly string[] = []): RouteScreens => ({
  path: path ? `/dashboard/${path}` : '/dashboard',
  screens: [DASHBOARD_LAYOUT, `src/app/routes/dashboard/${screen}`],
  guard: 'signed-in',
  reads: [...LAYOUT_READS, ...reads],
});

export const ROUTE_SCREENS: readonly RouteScreens[] = [
  { path: '/login', screens: ['src/app/routes/login/login-page.tsx'], guard: 'signed-out' },
  { path: '/signup', screens: ['src/app/routes/signup/signup-page.tsx'], guard: 'signed-out' },
  { path: '/forgot-password', screens: ['src/app/routes/forgot-password/forgot-password-page.tsx'] },
  { path: '/reset-password', screens: ['src/app/routes/reset-password/reset-password-page.tsx'] },
  { path: '/success', screens: ['src/app/routes/success/success-page.tsx'] },
  { path: '/pair', screens: ['src/app/routes/pair/pair-page.tsx'] },
  { path: '/invitations/:invitationId', screens: ['src/app/routes/invitation/invitation-page.tsx'] },
  dashboard('', 'overview/overview-page.tsx', ['/api/overview', '/api/printers/alerts']),
  dashboard('menu', 'menu/menu-page.tsx'),
  dashboard('menu/categories', 'menu/categories-page.tsx'),
  dashboard('menu/options', 'menu/option-groups-page.tsx'),
  dashboard('menu/allergens', 'menu/allergens-page.tsx'),
  dashboard('menu/transfer', 'menu/transfer-page.tsx'),
  dashboard('orders', 'orders/orders-page.tsx'),
  dashboard('reservations', 'coming-soon/coming-soon-page.tsx'),
  dashboard('customers', 'coming-soon/coming-soon-page.tsx'),
  dashboard('inventory', 'coming-soon/coming-soon-page.tsx'),
  dashboard('staff', 'staff/staff-page.tsx'),
  dashboard('analytics', 'analytics/analytics-page.tsx'),
  dashboard('subscription', 'subscription/subscription-page.tsx'),
  dashboard('settings', 'settings/settings-page.tsx'),
  { path: '/kitchen', screens: ['src/app/routes/kitchen/kitchen-page.tsx'] },
  { path: '/ready', screens: ['src/app/routes/kitchen/ready-page.tsx'] },
];
