import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useActivePlan } from '@/features/subscription/api/get-subscription';
import { renderRoute, stubFetch, subscription } from '@/features/subscription/testing';
import { getSession } from '@/lib/session-client';
import { SUCCESS_SPINNER_MS, SuccessPage } from './success-page';

vi.mock('@/lib/session-client', () => ({ getSession: vi.fn(), signOut: vi.fn() }));

/** What the header badge reads (the dashboard branch renders it from the same hook). */
function PlanProbe() {
  const { planName, isLoading } = useActivePlan();
  return <p>{isLoading ? 'plan loading' : `plan: ${planName ?? 'none'}`}</p>;
}

function renderSuccess(path: string) {
  return renderRoute(path, [
    {
      path: '/success',
      element: (
        <>
          <SuccessPage />
          <PlanProbe />
        </>
      ),
    },
  ]);
}

describe('SuccessPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("shows a spinner for 1.5 seconds, then 'Payment Successful!' with the session id and the two links", async () => {
    vi.useFakeTimers();
    vi.mocked(getSession).mockResolvedValue({ data: null, error: null } as never);
    stubFetch({ 'GET /api/subscription': { body: { subscription: null } } });
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

  it('shows no session line without a session_id', async () => {
    vi.mocked(getSession).mockResolvedValue({ data: null, error: null } as never);
    stubFetch({ 'GET /api/subscription': { body: { subscription: null } } });
    renderSuccess('/success');
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(/Session ID/)).not.toBeInTheDocument();
  });

  it('reads the new subscription from Stripe for a signed-in owner, so the dashboard shows the plan at once', async () => {
    vi.mocked(getSession).mockResolvedValue({
      data: { user: { id: 'u1', email: 'ada@example.com', name: 'Ada' }, session: { id: 's1', token: 't' } },
      error: null,
    } as never);
    // The stored row still says nothing (webhook not in yet); Stripe already has the plan.
    stubFetch({
      'GET /api/profile': { body: { profile: null } },
      'GET /api/subscription': { body: { subscription: null } },
      'POST /api/billing/sync': { body: { subscription: subscription() } },
    });
    renderSuccess('/success?session_id=cs_test_1');
    expect(await screen.findByText('plan: Restaurant')).toBeInTheDocument();
  });
});
