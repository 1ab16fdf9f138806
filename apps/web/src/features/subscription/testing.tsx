/** Web test helpers for the subscription screens: providers, a router, and a fetch that answers by route. */
import type { Subscription } from '@maitre/shared/subscription';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '@/features/auth/auth-context';

export const PLANS_RESPONSE = {
  plans: [
    { id: 'snackbar', priceId: 'price_snackbar' },
    { id: 'restaurant', priceId: 'price_restaurant' },
    { id: 'michelin', priceId: 'price_michelin' },
  ],
};

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    price_id: 'price_restaurant',
    subscription_status: 'active',
    cancel_at_period_end: false,
    current_period_end: 1_798_000_000,
    current_period_start: 1_795_400_000,
    plan_id: 'restaurant',
    is_entitled: true,
    payment_method_brand: 'visa',
    payment_method_last4: '4242',
    ...overrides,
  };
}

type Route = `${'GET' | 'POST'} ${string}`;
type Answer = { status?: number; body?: unknown } | (() => Promise<Response>);

/** Stubs fetch: each `METHOD /path` answers its JSON (200 unless given); anything else fails the test loudly. */
export function stubFetch(routes: Record<Route, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}` as Route;
    const answer = routes[key];
    if (!answer) throw new Error(`unexpected fetch ${key}`);
    if (typeof answer === 'function') return answer();
    return new Response(JSON.stringify(answer.body ?? null), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderRoute(path: string, routes: { path: string; element: ReactNode }[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>,
  );
}
