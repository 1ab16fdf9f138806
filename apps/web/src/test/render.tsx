/** Renders a screen inside the app's providers' essentials: a memory router and the toaster. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';

export function renderRoutes(routes: { path: string; element: ReactElement }[], initialEntry: string | { pathname: string; state?: unknown }) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const result = render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { ...result, router };
}
