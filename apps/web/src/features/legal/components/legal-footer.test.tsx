/** The order page's footer (decision 0034): a guest opens the restaurant's imprint and privacy notice. */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { loadStorefrontCatalog } from '@/storefront/i18n/catalog';
import { answer, answerError } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aStorefront, uuid } from '@/test/fixtures';
import { renderStorefront } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';

const IMPRINT = 'Chez Ada SARL\n12 rue de la Paix, 75002 Paris\n\n<b>RCS Paris 123 456 789</b>';

function restaurant(legal: { privacy?: string | null; imprint?: string | null } = {}) {
  server.use(
    answer('GET /api/storefront/:slug', aStorefront()),
    answer('GET /api/storefront/:slug/legal', {
      restaurant: { name: 'Chez Ada', slug: 'chez-ada' },
      privacy_notice: legal.privacy
        ? { text: legal.privacy, lang: 'fr', is_default: false }
        : { text: 'Chez Ada is responsible for the personal data you give.', lang: 'en', is_default: true },
      legal_imprint: legal.imprint ? { text: legal.imprint, lang: 'fr' } : null,
    }),
  );
}

describe('the order page’s privacy notice and imprint', () => {
  // The dialog's chunk is transformed once, before the first test waits for it (minutes of a busy runner, not the page's).
  beforeAll(() => import('./legal-dialog'), 60_000);
  afterEach(() => activateLocale('en', null));

  it('opens the imprint as the restaurant wrote it: its line breaks, never HTML, in its language', async () => {
    restaurant({ imprint: IMPRINT });
    const { user } = renderStorefront('/r/chez-ada');
    const footer = await screen.findByRole('contentinfo');
    expect(await sentRequests('GET', '/api/storefront/chez-ada/legal')).toHaveLength(0);
    await user.click(within(footer).getByRole('button', { name: 'Imprint' }));

    const dialog = await screen.findByRole('dialog', { name: 'Imprint' });
    const text = await within(dialog).findByText(/Chez Ada SARL/);
    expect(text.textContent).toBe(IMPRINT);
    expect(text).toHaveAttribute('lang', 'fr');
    expect(text.querySelector('b')).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows Maître’s default notice in the guest’s language, asking for it, and says there is no imprint yet', async () => {
    restaurant();
    const { user } = renderStorefront('/r/chez-ada');
    await user.click(await within(await screen.findByRole('contentinfo')).findByRole('button', { name: 'Privacy notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy notice' });
    expect(await within(dialog).findByText('Chez Ada is responsible for the personal data you give.')).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByText(/This is Maître’s standard notice/)).toBeInTheDocument();
    const [request] = await sentRequests('GET', '/api/storefront/chez-ada/legal');
    expect(request?.url).toBe('/api/storefront/chez-ada/legal?locale=en');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Imprint' }));
    expect(await screen.findByText('This restaurant has not published an imprint yet.')).toBeInTheDocument();
  });

  it('speaks the guest’s language around the restaurant’s text', async () => {
    activateLocale('de', await loadStorefrontCatalog('de'));
    restaurant({ privacy: 'Notre politique' });
    const { user } = renderStorefront('/r/chez-ada');
    await user.click(await within(await screen.findByRole('contentinfo')).findByRole('button', { name: 'Datenschutzerklärung' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datenschutzerklärung' });
    expect(await within(dialog).findByText('Notre politique')).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('button', { name: 'Impressum' })).toBeInTheDocument();
  });

  it('says when the text cannot be loaded, and tries again', async () => {
    server.use(
      answer('GET /api/storefront/:slug', aStorefront()),
      answerError('GET /api/storefront/:slug/legal', 'NOT_FOUND', 'We could not find this restaurant.'),
    );
    const { user } = renderStorefront('/r/chez-ada');
    await user.click(await screen.findByRole('button', { name: 'Imprint' }));
    expect(await screen.findByText('This text could not be loaded.')).toBeInTheDocument();
    restaurant({ imprint: 'Chez Ada SARL' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chez Ada SARL')).toBeInTheDocument();
  });

  it('tells the guest at checkout how their details are used, opening the privacy notice from there', async () => {
    restaurant({ privacy: 'Chez Ada keeps your name and phone for your order.' });
    const { user } = renderStorefront('/r/chez-ada');
    const cart = await screen.findByRole('complementary', { name: 'Your order' });
    const link = await within(cart).findByRole('button', { name: 'Privacy notice' });
    expect(link.parentElement).toHaveTextContent('How your details are used: Privacy notice');
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy notice' });
    expect(await within(dialog).findByText('Chez Ada keeps your name and phone for your order.')).toHaveAttribute('lang', 'fr');
  });

  it('says it in the guest’s language at checkout', async () => {
    activateLocale('fr', await loadStorefrontCatalog('fr'));
    restaurant();
    renderStorefront('/r/chez-ada');
    const cart = await screen.findByRole('complementary', { name: 'Votre commande' });
    const link = await within(cart).findByRole('button', { name: 'Politique de confidentialité' });
    expect(link.parentElement).toHaveTextContent('Utilisation de vos données : Politique de confidentialité');
  });

  it('shows no footer under a not-found screen: an unknown restaurant or order', async () => {
    // The footer's chunk is ready, so a footer that was going to show would be there by the time the screen is.
    await import('./legal-footer');
    server.use(answerError('GET /api/storefront/:slug', 'NOT_FOUND', 'We could not find this restaurant.'));
    const { unmount } = renderStorefront('/r/nowhere');
    expect(await screen.findByText('We could not find this restaurant. Check the link you were given.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    unmount();

    server.use(
      answerError('GET /api/storefront/orders/:orderId', 'NOT_FOUND', 'We could not find this order.'),
      http.get('/api/storefront/orders/:orderId/events', () => new HttpResponse(null, { status: 204 })),
    );
    renderStorefront(`/r/chez-ada/orders/${uuid(399)}`);
    expect(await screen.findByText('We could not find this order.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
