/**
 * Every route of spec §2. Screens load lazily so each ships only its own code.
 *
 * Declarative routes (`<BrowserRouter>` + `useRoutes`), not react-router's data router: the app has no loaders or
 * actions, and the data router's machinery was about 16 KB gzip of every page's first script (docs/PERFORMANCE.md,
 * Lighthouse). `preloadRoutes` starts loading the current URL's screens as soon as the app starts, beside the session
 * check, instead of after it.
 */
import { Component, type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { screenErrorTexts } from '@/components/ui/texts';
import { HomeRedirect, RedirectIfSignedIn, RequireAuth } from '@/features/auth/route-guards';
import { screenRetryGeneration } from '@/lib/screen-retry';

type Loader = () => Promise<ComponentType>;

/** How long a screen's code may take before the load counts as failed (a dropped connection can hang a request). */
const SCREEN_LOAD_TIMEOUT_MS = 20_000;

/**
 * The screen's code, or a failure at once when the browser is offline (Chromium can leave an import hanging then) or
 * when it takes longer than SCREEN_LOAD_TIMEOUT_MS: the page's error boundary says so instead of spinning for ever.
 */
function loadOnline(load: Loader): Promise<ComponentType> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.reject(new Error('Offline: the screen could not load'));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The screen took too long to load')), SCREEN_LOAD_TIMEOUT_MS);
    const offline = () => reject(new Error('Offline: the screen could not load'));
    window.addEventListener('offline', offline, { once: true });
    load()
      .then(resolve, reject)
      .finally(() => {
        clearTimeout(timer);
        window.removeEventListener('offline', offline);
      });
  });
}

/**
 * A lazy screen whose code can be fetched before it renders; the screen and `preload` share one request. Once its code
 * is here the screen renders in the same pass as its parent: a lazy component would suspend once more even then, and
 * the page would paint the spinner and render again in a later task. React.lazy keeps a failed load for good, so after
 * a failure (offline, a deploy replaced the file) the screen gets a fresh lazy component once an error boundary asks
 * to retry (lib/screen-retry.ts): the retry imports the code again.
 */
function screen(load: Loader) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= loadOnline(load).then(
      (component) => {
        holder.loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined; // the next load tries again
        holder.failedIn = screenRetryGeneration();
        throw error;
      },
    );
    return loading;
  };
  const holder: LazyHolder = { current: lazy(preload), preload };
  return { element: <LazyScreen holder={holder} />, handle: { preload } };
}

interface LazyHolder {
  current: LazyExoticComponent<ComponentType>;
  /** The screen's component once its code has loaded. */
  loaded?: ComponentType | undefined;
  /** The retry generation its load failed in (lib/screen-retry.ts); undefined while it has not failed. */
  failedIn?: number | undefined;
  preload: () => Promise<{ default: ComponentType }>;
}

/** Renders a screen: at once when its code is here, else its lazy component (a fresh one after a failed load's retry). */
function LazyScreen({ holder }: { holder: LazyHolder }) {
  const Loaded = holder.loaded;
  if (Loaded) return <Loaded />;
  if (holder.failedIn !== undefined && holder.failedIn < screenRetryGeneration()) {
    holder.failedIn = undefined;
    holder.current = lazy(holder.preload);
  }
  const Current = holder.current;
  return <Current />;
}

const comingSoon = (name: 'ReservationsPage' | 'CustomersPage' | 'InventoryPage') =>
  screen(async () => (await import('./routes/dashboard/coming-soon/coming-soon-page'))[name]);

export const routes: RouteObject[] = [
  {
    element: <RedirectIfSignedIn />,
    children: [
      { path: '/login', ...screen(async () => (await import('./routes/login/login-page')).LoginPage) },
      { path: '/signup', ...screen(async () => (await import('./routes/signup/signup-page')).SignupPage) },
    ],
  },
  { path: '/forgot-password', ...screen(async () => (await import('./routes/forgot-password/forgot-password-page')).ForgotPasswordPage) },
  { path: '/reset-password', ...screen(async () => (await import('./routes/reset-password/reset-password-page')).ResetPasswordPage) },
  { path: '/success', ...screen(async () => (await import('./routes/success/success-page')).SuccessPage) },
  // Public: an invitation's link works signed in or out; the page offers to sign in, sign up, accept or decline.
  // Public: a shared screen or printer signs in with the pairing code a manager created (decision 0036).
  { path: '/pair', ...screen(async () => (await import('./routes/pair/pair-page')).PairPage) },
  { path: '/invitations/:invitationId', ...screen(async () => (await import('./routes/invitation/invitation-page')).InvitationPage) },
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/dashboard',
        ...screen(async () => (await import('./routes/dashboard/dashboard-layout')).DashboardLayout),
        children: [
          { index: true, ...screen(async () => (await import('./routes/dashboard/overview/overview-page')).OverviewPage) },
          { path: 'menu', ...screen(async () => (await import('./routes/dashboard/menu/menu-page')).MenuPage) },
          { path: 'menu/categories', ...screen(async () => (await import('./routes/dashboard/menu/categories-page')).CategoriesPage) },
          { path: 'menu/options', ...screen(async () => (await import('./routes/dashboard/menu/option-groups-page')).OptionGroupsPage) },
          { path: 'menu/allergens', ...screen(async () => (await import('./routes/dashboard/menu/allergens-page')).AllergensPage) },
          { path: 'menu/transfer', ...screen(async () => (await import('./routes/dashboard/menu/transfer-page')).TransferPage) },
          { path: 'orders', ...screen(async () => (await import('./routes/dashboard/orders/orders-page')).OrdersPage) },
          { path: 'reservations', ...comingSoon('ReservationsPage') },
          { path: 'customers', ...comingSoon('CustomersPage') },
          { path: 'inventory', ...comingSoon('InventoryPage') },
          { path: 'staff', ...screen(async () => (await import('./routes/dashboard/staff/staff-page')).StaffPage) },
          { path: 'analytics', ...screen(async () => (await import('./routes/dashboard/analytics/analytics-page')).AnalyticsPage) },
          { path: 'subscription', ...screen(async () => (await import('./routes/dashboard/subscription/subscription-page')).SubscriptionPage) },
          { path: 'settings', ...screen(async () => (await import('./routes/dashboard/settings/settings-page')).SettingsPage) },
        ],
      },
    ],
  },
  // Full screen, without the dashboard's chrome (issue 21): the kitchen display and the counter's ready board. Not
  // behind RequireAuth: a paired screen has no member session, only its device cookie (decision 0036); the screens
  // send a browser that is neither signed in nor paired to /login themselves (features/kitchen, signed-out.tsx).
  { path: '/kitchen', ...screen(async () => (await import('./routes/kitchen/kitchen-page')).KitchenPage) },
  { path: '/ready', ...screen(async () => (await import('./routes/kitchen/ready-page')).ReadyPage) },
  { path: '/', element: <HomeRedirect /> },
  { path: '*', element: <HomeRedirect /> },
];

/**
 * Starts fetching the code of the screens `pathname` shows (a failure surfaces when the screen renders); settles once
 * all of them have loaded or failed. A screen whose code is here by the first render is drawn in that render.
 */
export function preloadRoutes(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) =>
    (match.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.().catch(() => {}),
  );
  return Promise.all(loads).then(() => {});
}

/** A screen that failed to render or to load (a lost connection, a deploy that replaced its file) offers a reload. */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-stone-700">{screenErrorTexts.message}</p>
        <button
          type="button"
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          onClick={() => window.location.reload()}
        >
          {screenErrorTexts.reload}
        </button>
      </div>
    );
  }
}

/** The app's routes; a screen still loading shows the full-page spinner (the dashboard keeps its frame, see its layout). */
export function AppRoutes() {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>{useRoutes(routes)}</Suspense>
    </ScreenErrorBoundary>
  );
}
