/** Every route of spec §2. Route modules load lazily so each screen ships only its own code. */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRedirect, RedirectIfSignedIn, RequireAuth } from '@/features/auth/route-guards';
import { RootLayout } from './root-layout';

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        Component: RedirectIfSignedIn,
        children: [
          { path: '/login', lazy: async () => ({ Component: (await import('./routes/login/login-page')).LoginPage }) },
          { path: '/signup', lazy: async () => ({ Component: (await import('./routes/signup/signup-page')).SignupPage }) },
        ],
      },
      { path: '/forgot-password', lazy: async () => ({ Component: (await import('./routes/forgot-password/forgot-password-page')).ForgotPasswordPage }) },
      { path: '/reset-password', lazy: async () => ({ Component: (await import('./routes/reset-password/reset-password-page')).ResetPasswordPage }) },
      { path: '/success', lazy: async () => ({ Component: (await import('./routes/success/success-page')).SuccessPage }) },
      {
        Component: RequireAuth,
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({ Component: (await import('./routes/dashboard/dashboard-layout')).DashboardLayout }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./routes/dashboard/overview/overview-page')).OverviewPage }) },
              { path: 'menu', lazy: async () => ({ Component: (await import('./routes/dashboard/menu/menu-page')).MenuPage }) },
              { path: 'orders', lazy: async () => ({ Component: (await import('./routes/dashboard/orders/orders-page')).OrdersPage }) },
              ...(['ReservationsPage', 'CustomersPage', 'InventoryPage', 'StaffPage'] as const).map((name) => ({
                path: name.replace('Page', '').toLowerCase(),
                lazy: async () => ({ Component: (await import('./routes/dashboard/coming-soon/coming-soon-page'))[name] }),
              })),
              { path: 'analytics', lazy: async () => ({ Component: (await import('./routes/dashboard/coming-soon/coming-soon-page')).AnalyticsPage }) },
              { path: 'subscription', lazy: async () => ({ Component: (await import('./routes/dashboard/subscription/subscription-page')).SubscriptionPage }) },
              { path: 'settings', lazy: async () => ({ Component: (await import('./routes/dashboard/settings/settings-page')).SettingsPage }) },
            ],
          },
        ],
      },
      { path: '/', Component: HomeRedirect },
      { path: '*', Component: HomeRedirect },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
