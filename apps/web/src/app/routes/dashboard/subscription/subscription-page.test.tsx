import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTo } from '@/features/subscription/api/redirect';
import { PLANS_RESPONSE, renderRoute, stubFetch, subscription } from '@/features/subscription/testing';
import { getSession } from '@/lib/session-client';
import { SubscriptionPage } from './subscription-page';

vi.mock('@/lib/session-client', () => ({ getSession: vi.fn(), signOut: vi.fn() }));
vi.mock('@/features/subscription/api/redirect', () => ({ redirectTo: vi.fn() }));

const SESSION = { data: { user: { id: 'u1', email: 'ada@example.com', name: 'Ada' }, session: { id: 's1' } }, error: null };

function signedIn() {
  vi.mocked(getSession).mockResolvedValue(SESSION as never);
}

function renderPage() {
  return renderRoute('/dashboard/subscription', [{ path: '/dashboard/subscription', element: <SubscriptionPage /> }]);
}

/** The owner's subscription as GET /api/subscription and the sync both answer it. */
function subscriptionIs(current: ReturnType<typeof subscription> | null, extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/profile': { body: { profile: null } },
    'GET /api/subscription': { body: { subscription: current } },
    'POST /api/billing/sync': { body: { subscription: current } },
    'GET /api/billing/plans': { body: PLANS_RESPONSE },
    'POST /api/billing/checkout-token': { body: { token: 'mat1.checkout-token', expires_at: '2026-11-24T12:05:00.000Z' } },
    ...extra,
  });
}

describe('SubscriptionPage', () => {
  beforeEach(() => signedIn());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('shows the No Active Subscription notice, the plan picker and the comparison table to an owner without a plan', async () => {
    subscriptionIs(null);
    renderPage();

    expect(await screen.findByRole('heading', { name: 'No Active Subscription' })).toBeInTheDocument();
    expect(screen.getByText('Choose a plan below to unlock the features your restaurant needs.')).toBeInTheDocument();
    const restaurant = screen.getByRole('listitem', { name: 'Restaurant' });
    expect(within(restaurant).getByText('Most Popular')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Snackbar' })).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Get Started' })).toHaveLength(3);

    const table = screen.getByRole('table');
    const menuItems = within(table).getByRole('row', { name: /Menu items/ });
    expect(
      within(menuItems)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10', '50', '∞Unlimited']);
    const reservations = within(table).getByRole('row', { name: /Reservations/ });
    expect(
      within(reservations)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Not included', 'Included', 'Included']);
  });

  it('says so when the subscription was canceled', async () => {
    subscriptionIs(subscription({ subscription_status: 'canceled', is_entitled: false }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No Active Subscription' })).toBeInTheDocument();
    expect(screen.getByText('Your subscription has been canceled. Choose a plan below to subscribe again.')).toBeInTheDocument();
  });

  it('shows the current plan card: name, price/interval, next billing date, card, limits, Manage Billing', async () => {
    const current = subscription();
    subscriptionIs(current);
    renderPage();

    const card = await screen.findByRole('region', { name: 'Restaurant' });
    expect(within(card).getByText('€79.99')).toBeInTheDocument();
    expect(within(card).getByText('/month')).toBeInTheDocument();
    expect(within(card).getByText('Next billing date')).toBeInTheDocument();
    const date = new Date(1_798_000_000 * 1000).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
    expect(within(card).getByText(date)).toBeInTheDocument();
    expect(within(card).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(card).queryByText('Cancels at period end')).not.toBeInTheDocument();
    const limits = ['Menu items', 'Staff', 'Printers'].map((label) => within(card).getByText(label).nextElementSibling?.textContent);
    expect(limits).toEqual(['50', '10', '2']);
    expect(within(card).getByRole('button', { name: 'Manage Billing' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'No Active Subscription' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Restaurant' })).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('notes a cancellation at period end, and shows ∞ for unlimited limits', async () => {
    subscriptionIs(subscription({ plan_id: 'michelin', price_id: 'price_michelin', cancel_at_period_end: true }));
    renderPage();
    const card = await screen.findByRole('region', { name: 'Michelin Star' });
    expect(within(card).getByText('Cancels at period end')).toBeInTheDocument();
    expect(within(card).getByText('Access until')).toBeInTheDocument();
    expect(within(card).getAllByText('∞')).toHaveLength(3);
    expect(within(card).getAllByText('Unlimited')).toHaveLength(3);
  });

  it('warns about a failed renewal with a way to fix the card', async () => {
    subscriptionIs(subscription({ subscription_status: 'past_due', is_entitled: false }), {
      'POST /api/billing/portal': { body: { url: 'https://billing.stripe.com/p/session/x' } },
    });
    renderPage();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Your last payment failed');
    expect(banner).toHaveTextContent('Update your card to keep using your Restaurant plan.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://billing.stripe.com/p/session/x'));
  });

  it("toasts 'Failed to fetch subscription data' when the subscription cannot be read", async () => {
    subscriptionIs(null, {
      'GET /api/subscription': { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side' } } },
      'POST /api/billing/sync': { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side' } } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    expect(await screen.findByText('Failed to fetch subscription data')).toBeInTheDocument();
  });

  it('shows what the sync read from Stripe even when the stored row is behind', async () => {
    subscriptionIs(null, { 'POST /api/billing/sync': { body: { subscription: subscription({ plan_id: 'snackbar', price_id: 'price_snackbar' }) } } });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Snackbar' })).toBeInTheDocument();
  });

  it('Get Started sends the spec checkout request with the bearer token, says Processing..., then goes to Stripe', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = subscriptionIs(null, {
      'POST /functions/v1/stripe-checkout': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage();
    const restaurant = await screen.findByRole('listitem', { name: 'Restaurant' });
    await userEvent.click(within(restaurant).getByRole('button', { name: 'Get Started' }));

    expect(await within(restaurant).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    for (const other of screen.getAllByRole('button', { name: 'Get Started' })) expect(other).toBeDisabled();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/functions/v1/stripe-checkout');
    const init = call?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer mat1.checkout-token');
    expect(JSON.parse(String(init.body))).toEqual({
      price_id: 'price_restaurant',
      mode: 'subscription',
      success_url: `${window.location.origin}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${window.location.origin}/dashboard/subscription`,
    });

    answer(new Response(JSON.stringify({ url: 'http://127.0.0.1:4242/checkout/cs_test_1' }), { status: 200 }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://127.0.0.1:4242/checkout/cs_test_1'));
    expect(within(restaurant).getByRole('button', { name: 'Processing...' })).toBeInTheDocument();
  });

  it("toasts the checkout's error sentence and gives the button back", async () => {
    subscriptionIs(null, {
      'POST /functions/v1/stripe-checkout': {
        status: 409,
        body: { error: 'You already have a subscription. Use Manage Billing to change or cancel your plan.' },
      },
    });
    renderPage();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Get Started' }))[0] as HTMLElement);
    expect(await screen.findByText('You already have a subscription. Use Manage Billing to change or cancel your plan.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Get Started' })).toHaveLength(3);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to process subscription' when the answer carries no error sentence", async () => {
    subscriptionIs(null, { 'POST /functions/v1/stripe-checkout': async () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    renderPage();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Get Started' }))[2] as HTMLElement);
    expect(await screen.findByText('Failed to process subscription')).toBeInTheDocument();
  });

  it("toasts 'No authentication token found' without a session, and sends nothing", async () => {
    const fetchMock = subscriptionIs(null, {
      'POST /api/billing/checkout-token': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } } },
    });
    renderPage();
    const button = (await screen.findAllByRole('button', { name: 'Get Started' }))[1] as HTMLElement;
    await userEvent.click(button);
    expect(await screen.findByText('No authentication token found')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('stripe-checkout'))).toBe(false);
  });

  it('Manage Billing opens the billing portal', async () => {
    subscriptionIs(subscription(), { 'POST /api/billing/portal': { body: { url: 'http://127.0.0.1:4242/portal/bps_1' } } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://127.0.0.1:4242/portal/bps_1'));
  });
});
