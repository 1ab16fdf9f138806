import type { Subscription } from '@maitre/shared/subscription';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test/api';
import { aSubscription } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { server } from '@/test/server';
import { InventoryPage, ReservationsPage } from './coming-soon-page';

const GATED_TEXT = 'Coming soon! This feature is available for Restaurant plan and above.';

function subscription(plan_id: Subscription['plan_id'], subscription_status: Subscription['subscription_status']): Subscription {
  return aSubscription({
    price_id: `price_${plan_id}`,
    plan_id,
    subscription_status,
    is_entitled: subscription_status === 'active' || subscription_status === 'trialing',
  });
}

function renderWith(page: ReactElement, current: Subscription | null) {
  server.use(answer('GET /api/subscription', { subscription: current }));
  renderApp(page);
}

describe('gated placeholder pages opened by their URL', () => {
  it('show an upgrade notice linking to the subscription page, not the page, without a plan', async () => {
    renderWith(<ReservationsPage />, null);
    expect(await screen.findByRole('heading', { name: 'Reservations needs an upgrade' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/subscription');
    expect(screen.queryByText(GATED_TEXT)).toBeNull();
  });

  it('stay locked on Snackbar', async () => {
    renderWith(<InventoryPage />, subscription('snackbar', 'active'));
    expect(await screen.findByRole('link', { name: 'See plans' })).toBeInTheDocument();
    expect(screen.queryByText(GATED_TEXT)).toBeNull();
  });

  it('stay locked when the Restaurant subscription is not active', async () => {
    renderWith(<InventoryPage />, subscription('restaurant', 'past_due'));
    expect(await screen.findByRole('heading', { name: 'Inventory needs an upgrade' })).toBeInTheDocument();
    expect(screen.queryByText(GATED_TEXT)).toBeNull();
  });

  it("show the spec's text on Restaurant and above", async () => {
    renderWith(<ReservationsPage />, subscription('restaurant', 'active'));
    expect(await screen.findByText(GATED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });
});
