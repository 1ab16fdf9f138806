import { SUBSCRIPTION_EXISTS_MESSAGE, type Subscription } from '@maitre/shared/subscription';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale } from '@/lib/i18n';
import { answer, answerError } from '@/test/api';
import { recordPageLeaves } from '@/test/browser';
import { aSubscription, billingPlans } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { SubscriptionPage } from './subscription-page';

const renderPage = () => renderApp(<SubscriptionPage />, { at: '/dashboard/subscription' });

const CHECKOUT_TOKEN = 'mat1.checkout-token';

/** The owner's subscription as GET /api/subscription and the sync both answer it, the plan catalogue, a checkout token. */
function subscriptionIs(current: Subscription | null) {
  server.use(
    answer('GET /api/subscription', { subscription: current }),
    answer('POST /api/billing/sync', { subscription: current }),
    answer('GET /api/billing/plans', { plans: billingPlans() }),
    answer('POST /api/billing/checkout-token', { token: CHECKOUT_TOKEN, expires_at: '2026-11-24T12:05:00.000Z' }),
  );
}

/** POST /functions/v1/stripe-checkout (spec §7) keeps the spec's shapes, not the API's: `{ url }` or `{ error }`. */
const checkoutAnswers = (resolver: () => Response | Promise<Response>) => http.post('/functions/v1/stripe-checkout', resolver);

describe('SubscriptionPage', () => {
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
    subscriptionIs(aSubscription({ subscription_status: 'canceled', is_entitled: false }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No Active Subscription' })).toBeInTheDocument();
    expect(screen.getByText('Your subscription has been canceled. Choose a plan below to subscribe again.')).toBeInTheDocument();
  });

  it('shows the current plan card: name, price/interval, next billing date, card, limits, Manage Billing', async () => {
    const current = aSubscription();
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
    subscriptionIs(aSubscription({ plan_id: 'michelin', price_id: 'price_michelin', cancel_at_period_end: true }));
    renderPage();
    const card = await screen.findByRole('region', { name: 'Michelin Star' });
    expect(within(card).getByText('Cancels at period end')).toBeInTheDocument();
    expect(within(card).getByText('Access until')).toBeInTheDocument();
    expect(within(card).getAllByText('∞')).toHaveLength(3);
    expect(within(card).getAllByText('Unlimited')).toHaveLength(3);
  });

  it('warns about a failed renewal with a way to fix the card', async () => {
    subscriptionIs(aSubscription({ subscription_status: 'past_due', is_entitled: false }));
    server.use(answer('POST /api/billing/portal', { url: 'https://billing.stripe.com/p/session/x' }));
    const leaves = recordPageLeaves();
    const { user } = renderPage();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Your last payment failed');
    expect(banner).toHaveTextContent('Update your card to keep using your Restaurant plan.');
    await user.click(within(banner).getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(leaves).toEqual(['https://billing.stripe.com/p/session/x']));
  });

  it("toasts 'Failed to fetch subscription data' when the subscription cannot be read", async () => {
    server.use(
      answerError('GET /api/subscription', 'INTERNAL', 'Something went wrong on our side'),
      answerError('POST /api/billing/sync', 'INTERNAL', 'Something went wrong on our side'),
      answer('GET /api/billing/plans', { plans: billingPlans() }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    expect(await screen.findByText('Failed to fetch subscription data')).toBeInTheDocument();
  });

  it('shows what the sync read from Stripe even when the stored row is behind', async () => {
    subscriptionIs(null);
    server.use(answer('POST /api/billing/sync', { subscription: aSubscription({ plan_id: 'snackbar', price_id: 'price_snackbar' }) }));
    renderPage();
    expect(await screen.findByRole('region', { name: 'Snackbar' })).toBeInTheDocument();
  });

  it('Get Started sends the spec checkout request with a checkout token as bearer, says Processing..., then goes to Stripe', async () => {
    let sendCheckout: (response: Response) => void = () => {};
    subscriptionIs(null);
    server.use(checkoutAnswers(() => new Promise<Response>((resolve) => (sendCheckout = resolve))));
    const leaves = recordPageLeaves();
    const { user } = renderPage();
    const restaurant = await screen.findByRole('listitem', { name: 'Restaurant' });
    await user.click(within(restaurant).getByRole('button', { name: 'Get Started' }));

    expect(await within(restaurant).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    for (const other of screen.getAllByRole('button', { name: 'Get Started' })) expect(other).toBeDisabled();
    const [checkout] = await sentRequests('POST', '/functions/v1/stripe-checkout');
    expect(checkout?.headers.get('authorization')).toBe(`Bearer ${CHECKOUT_TOKEN}`);
    expect(checkout?.body).toEqual({
      price_id: 'price_restaurant',
      mode: 'subscription',
      success_url: `${window.location.origin}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${window.location.origin}/dashboard/subscription`,
    });

    sendCheckout(HttpResponse.json({ url: 'http://127.0.0.1:4242/checkout/cs_test_1' }));
    await waitFor(() => expect(leaves).toEqual(['http://127.0.0.1:4242/checkout/cs_test_1']));
    expect(within(restaurant).getByRole('button', { name: 'Processing...' })).toBeInTheDocument();
  });

  it("toasts the checkout's error sentence and gives the button back", async () => {
    subscriptionIs(null);
    server.use(checkoutAnswers(() => HttpResponse.json({ error: SUBSCRIPTION_EXISTS_MESSAGE }, { status: 409 })));
    const leaves = recordPageLeaves();
    const { user } = renderPage();
    await user.click((await screen.findAllByRole('button', { name: 'Get Started' }))[0] as HTMLElement);
    expect(await screen.findByText(SUBSCRIPTION_EXISTS_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Get Started' })).toHaveLength(3);
    expect(leaves).toEqual([]);
  });

  it("toasts 'Failed to process subscription' when the answer carries no error sentence", async () => {
    subscriptionIs(null);
    server.use(checkoutAnswers(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const { user } = renderPage();
    await user.click((await screen.findAllByRole('button', { name: 'Get Started' }))[2] as HTMLElement);
    expect(await screen.findByText('Failed to process subscription')).toBeInTheDocument();
  });

  it("toasts 'No authentication token found' without a session, and sends nothing", async () => {
    subscriptionIs(null);
    const { user } = renderPage();
    const button = (await screen.findAllByRole('button', { name: 'Get Started' }))[1] as HTMLElement;
    // The session ended (in another tab, say) after the page loaded: the server mints no checkout token.
    server.use(answerError('POST /api/billing/checkout-token', 'UNAUTHENTICATED', 'Please sign in to continue'));
    await user.click(button);
    expect(await screen.findByText('No authentication token found')).toBeInTheDocument();
    expect(await sentRequests('POST', '/functions/v1/stripe-checkout')).toEqual([]);
  });

  it('Manage Billing opens the billing portal', async () => {
    subscriptionIs(aSubscription());
    server.use(answer('POST /api/billing/portal', { url: 'http://127.0.0.1:4242/portal/bps_1' }));
    const leaves = recordPageLeaves();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(leaves).toEqual(['http://127.0.0.1:4242/portal/bps_1']));
  });
});

describe('SubscriptionPage in French', () => {
  afterEach(() => activateLocale('en', null));

  it('shows the page, the plan card, the plan picker and the comparison table in French, with French prices and dates', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    subscriptionIs(aSubscription());
    renderPage();

    // Testing Library reads the no-break space of "79,99 €" as a space; the table's cells below keep it.
    const card = await screen.findByRole('region', { name: 'Restaurant' });
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeInTheDocument();
    expect(screen.getByText('Votre formule, sa facturation et ce que comprend chaque formule.')).toBeInTheDocument();
    expect(within(card).getByText('Formule actuelle')).toBeInTheDocument();
    expect(within(card).getByText('79,99 €')).toBeInTheDocument();
    expect(within(card).getByText('/mois')).toBeInTheDocument();
    expect(within(card).getByText('Actif')).toBeInTheDocument();
    expect(within(card).getByText('Prochaine facturation')).toBeInTheDocument();
    const date = new Date(1_798_000_000 * 1000).toLocaleDateString('fr-FR', { year: 'numeric', month: 'long', day: 'numeric' });
    expect(date).toMatch(/décembre 2026$/);
    expect(within(card).getByText(date)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Gérer la facturation' })).toBeEnabled();

    const snackbar = screen.getByRole('listitem', { name: 'Snackbar' });
    expect(within(snackbar).getByText('49,99 €')).toBeInTheDocument();
    expect(within(snackbar).getByText('Tout ce qu’il faut à un petit établissement pour gérer sa carte et ses commandes.')).toBeInTheDocument();
    expect(within(snackbar).getByText('Statistiques de base')).toBeInTheDocument();
    expect(within(snackbar).getByText('10 plats, 1 compte équipe, 1 imprimante')).toBeInTheDocument();
    expect(within(snackbar).getByRole('button', { name: 'Commencer' })).toBeEnabled();
    const michelin = screen.getByRole('listitem', { name: 'Michelin Star' });
    expect(within(michelin).getByText('Plats, comptes équipe et imprimantes illimités')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Restaurant' })).getByText('La plus populaire')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Restaurant' })).getByRole('button', { name: 'Formule actuelle' })).toBeDisabled();

    const table = screen.getByRole('region', { name: 'Comparer les formules' });
    const price = within(table).getByRole('row', { name: /Prix/ });
    expect(
      within(price)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['49,99\u00a0€/mois', '79,99\u00a0€/mois', '99,99\u00a0€/mois']);
    const menuItems = within(table).getByRole('row', { name: /Plats/ });
    expect(
      within(menuItems)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10', '50', '∞Illimité']);
    const reservations = within(table).getByRole('row', { name: /Réservations/ });
    expect(
      within(reservations)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Non inclus', 'Inclus', 'Inclus']);
  });

  it('says there is no subscription, and toasts a failed checkout, in French', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    subscriptionIs(aSubscription({ subscription_status: 'canceled', is_entitled: false }));
    server.use(checkoutAnswers(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const { user } = renderPage();

    expect(await screen.findByRole('heading', { name: 'Aucun abonnement actif' })).toBeInTheDocument();
    expect(screen.getByText('Votre abonnement a été résilié. Choisissez une formule ci-dessous pour vous réabonner.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choisissez votre formule' })).toBeInTheDocument();
    await user.click((await screen.findAllByRole('button', { name: 'Commencer' }))[0] as HTMLElement);
    expect(await screen.findByText('Impossible de traiter l’abonnement')).toBeInTheDocument();
  });

  it('warns about a failed renewal in French', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    subscriptionIs(aSubscription({ subscription_status: 'past_due', is_entitled: false }));
    renderPage();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Votre dernier paiement a échoué');
    expect(banner).toHaveTextContent('Mettez à jour votre carte pour continuer à utiliser votre formule Restaurant.');
    expect(within(banner).getByRole('button', { name: 'Mettre à jour le moyen de paiement' })).toBeEnabled();
  });
});
