/** Renders screens as the app does: its providers (query client, auth, toaster) around a router, on the fake API. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { StorefrontApp } from '@/storefront/storefront-app';

export interface RenderAppOptions {
  /** Where the router starts: a path with its query, or a location with state (e.g. where a guard sent the owner from). */
  at?: string | { pathname: string; search?: string; state?: unknown };
}

/**
 * `screens` is one element, shown at any path, or a map from route path to element: the page under test and the
 * pages it may lead to (a plain `<p>Orders</p>` is enough to see that it went there).
 */
export function renderApp(screens: ReactElement | Record<string, ReactElement>, { at = '/' }: RenderAppOptions = {}) {
  const routes = isValidElement(screens) ? [{ path: '*', element: screens }] : Object.entries(screens).map(([path, element]) => ({ path, element }));
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  // The app's client, without retries: a test that answers 500 wants the failure now, not after two back-offs.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user, router, queryClient };
}

/** The guest order page's own app (no router, no providers), opened at `path` (e.g. /r/chez-ada). */
export function renderStorefront(path: string) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  return { ...render(<StorefrontApp />), user };
}
