import type { Subscription } from '@maitre/shared/subscription';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { subscriptionQueryKey } from '@/features/subscription/api/get-subscription';
import { AnalyticsPage, ReservationsPage, StaffPage } from './coming-soon-page';

const GATED_TEXT = 'Coming soon! This feature is available for Restaurant plan and above.';

function subscription(plan_id: Subscription['plan_id'], subscription_status: Subscription['subscription_status']): Subscription {
  return {
    price_id: `price_${plan_id}`,
    subscription_status,
    cancel_at_period_end: false,
    current_period_end: 1_800_000_000,
    current_period_start: 1_797_408_000,
    plan_id,
    is_entitled: subscription_status === 'active' || subscription_status === 'trialing',
    payment_method_brand: 'visa',
    payment_method_last4: '4242',
  };
}

function renderWith(page: React.ReactElement, current: Subscription | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  queryClient.setQueryData(subscriptionQueryKey, current);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('gated placeholder pages opened by their URL', () => {
  it('show an upgrade notice linking to the subscription page, not the page, without a plan', () => {
    renderWith(<ReservationsPage />, null);
    expect(screen.queryByText(GATED_TEXT)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Reservations needs an upgrade' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/subscription');
  });

  it('stay locked on Snackbar', () => {
    renderWith(<StaffPage />, subscription('snackbar', 'active'));
    expect(screen.queryByText(GATED_TEXT)).toBeNull();
    screen.getByRole('link', { name: 'See plans' });
  });

  it('stay locked when the Restaurant subscription is not active', () => {
    renderWith(<StaffPage />, subscription('restaurant', 'past_due'));
    expect(screen.queryByText(GATED_TEXT)).toBeNull();
  });

  it("show the spec's text on Restaurant and above", () => {
    renderWith(<ReservationsPage />, subscription('restaurant', 'active'));
    expect(screen.getByText(GATED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });

  it('Analytics is open to every owner with its own text', () => {
    renderWith(<AnalyticsPage />, null);
    expect(screen.getByText('Coming soon! Advanced analytics and reporting features.')).toBeInTheDocument();
  });
});
