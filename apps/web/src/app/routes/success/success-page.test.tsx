import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { useActivePlan } from '@/features/billing/api/get-subscription';
import { activateLocale } from '@/lib/i18n';
import { answer } from '@/test/api';
import { authAnswers } from '@/test/auth';
import { aSubscription } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { SUCCESS_SPINNER_MS, SuccessPage } from './success-page';

/** What the header badge reads (the dashboard branch renders it from the same hook). */
function PlanProbe() {
  const { planName, isLoading } = useActivePlan();
  return <p>{isLoading ? 'plan loading' : `plan: ${planName ?? 'none'}`}</p>;
}

const renderSuccess = (at: string) =>
  renderApp(
    <>
      <SuccessPage />
      <PlanProbe />
    </>,
    { at },
  );

describe('SuccessPage', () => {
  afterEach(() => vi.useRealTimers());

  it("shows a spinner for 1.5 seconds, then 'Payment Successful!' with the session id and the two links", async () => {
    vi.useFakeTimers();
    server.use(authAnswers.session(null));
    renderSuccess('/success?session_id=cs_test_abc123');

    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
    await act(async () => vi.advanceTimersByTime(SUCCESS_SPINNER_MS - 1));
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));

    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('cs_test_abc123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'View Subscription' })).toHaveAttribute('href', '/dashboard/subscription');
    expect(SUCCESS_SPINNER_MS).toBe(1500);
  });

  it('shows no session line without a session_id, and syncs nothing for a visitor who is not signed in', async () => {
    server.use(authAnswers.session(null));
    renderSuccess('/success');
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(/Session ID/)).not.toBeInTheDocument();
    expect(await sentRequests('POST', '/api/billing/sync')).toEqual([]);
  });

  it('reads the new subscription from Stripe for a signed-in owner, so the dashboard shows the plan at once', async () => {
    // The stored row still says nothing (webhook not in yet); Stripe already has the plan.
    server.use(answer('POST /api/billing/sync', { subscription: aSubscription() }));
    renderSuccess('/success?session_id=cs_test_1');
    expect(await screen.findByText('plan: Restaurant')).toBeInTheDocument();
  });

  it('confirms the payment in French', async () => {
    const french = await loadDashboardCatalog('fr');
    vi.useFakeTimers();
    activateLocale('fr', french);
    try {
      server.use(authAnswers.session(null));
      renderSuccess('/success?session_id=cs_test_fr');

      expect(screen.getByRole('status')).toHaveTextContent('Confirmation de votre paiement…');
      await act(async () => vi.advanceTimersByTime(SUCCESS_SPINNER_MS));

      expect(screen.getByRole('heading', { name: 'Paiement réussi\u00a0!' })).toBeInTheDocument();
      expect(screen.getByText('Merci de vous être abonné à Maître. Votre formule est prête à l’emploi.')).toBeInTheDocument();
      expect(screen.getByText('cs_test_fr').parentElement).toHaveTextContent('ID de session : cs_test_fr');
      expect(screen.getByRole('link', { name: 'Aller au tableau de bord' })).toHaveAttribute('href', '/dashboard');
      expect(screen.getByRole('link', { name: 'Voir l’abonnement' })).toHaveAttribute('href', '/dashboard/subscription');
    } finally {
      activateLocale('en', null);
    }
  });
});
