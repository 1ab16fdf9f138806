import type { Overview } from '@maitre/shared/overview';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { AppProviders } from '@/app/providers';
import { currentLocale } from '@/lib/i18n';
import { LocaleRoot, setCatalogLoader, switchLocale } from '@/lib/locale-root';
import { answer } from '@/test/api';
import { aProfile } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { server } from '@/test/server';
import { DashboardLayout } from './dashboard-layout';
import { OverviewPage } from './overview/overview-page';

function renderDashboard() {
  // The live orders stream: closed at once, nothing to say here.
  server.use(http.get('/api/events', () => new HttpResponse(null, { status: 204 })));
  return renderApp({ '/dashboard': <DashboardLayout />, '/dashboard/menu': <DashboardLayout /> }, { at: '/dashboard' });
}

/** The open drawer, found by its role and name. */
const drawer = () => screen.getByRole('dialog', { name: 'Navigation' });
/** The drawer the menu button controls, open or closed (a closed one has no accessible name to find it by). */
const controlledBy = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '');

describe('DashboardLayout: the navigation drawer', () => {
  it('takes the focus when it opens, and gives it back to the menu button on Escape and on Close', async () => {
    const { user } = renderDashboard();
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(controlledBy(toggle)).not.toHaveAttribute('open');

    await user.click(toggle);
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBe(controlledBy(toggle));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // On the page it shows: the current page's link.
    await waitFor(() => expect(within(drawer()).getByRole('link', { name: 'Dashboard' })).toHaveFocus());

    // Preact runs effects after the paint: wait for the close, as a person would.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(controlledBy(toggle)).not.toHaveAttribute('open'));
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog', { name: 'Navigation' })).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(controlledBy(toggle)).not.toHaveAttribute('open'));
    expect(toggle).toHaveFocus();
  });

  it('closes when the owner picks a page, with the focus back on the menu button', async () => {
    const { user, router } = renderDashboard();
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog', { name: 'Navigation' })).getByRole('link', { name: 'Menu' }));
    expect(router.state.location.pathname).toBe('/dashboard/menu');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveFocus());
    expect(controlledBy(screen.getByRole('button', { name: 'Open navigation' }))).not.toHaveAttribute('open');
  });

  it("reaches a locked item's explanation from inside the drawer", async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const staff = within(await screen.findByRole('dialog', { name: 'Navigation' })).getByRole('button', { name: 'Staff' });
    expect(staff).toHaveAccessibleDescription('Needs the Restaurant plan');
    await user.click(staff);
    expect(within(drawer()).getByText('Staff is available on the Restaurant plan and above.')).toBeVisible();
    expect(drawer()).toHaveAttribute('open');
  });
});

describe("DashboardLayout: the member's language (issue 18)", () => {
  // Unmounted first: a mounted dashboard would apply the profile's language again.
  afterEach(async () => {
    cleanup();
    await switchLocale('en');
  });

  const figure = (value: number, previous: number, changePercent: number | null) => ({ value, previous, changePercent });
  const overview: Overview = {
    timezone: 'Europe/Paris',
    todayOrders: figure(3, 2, 50),
    reservations: figure(0, 0, null),
    activeCustomers: figure(1234, 1000, 23.4),
    revenueToday: figure(12.5, 10, 25),
    recentOrders: [],
  };

  /** The dashboard with its overview, under a root that re-mounts it in a new language (as main.tsx). */
  function renderOverview() {
    setCatalogLoader(loadDashboardCatalog);
    server.use(
      http.get('/api/events', () => new HttpResponse(null, { status: 204 })),
      answer('GET /api/overview', overview),
    );
    const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardLayout />, children: [{ index: true, element: <OverviewPage /> }] }], {
      initialEntries: ['/dashboard'],
    });
    return render(
      <AppProviders>
        <LocaleRoot>
          <RouterProvider router={router} />
        </LocaleRoot>
      </AppProviders>,
    );
  }

  it('switches to the language saved on the profile, with translated navigation and money in the French way', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ locale: 'fr' }) }));
    renderOverview();
    const nav = await screen.findByRole('navigation', { name: 'Principale' });
    for (const label of ['Tableau de bord', 'Carte', 'Commandes', 'Statistiques']) expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Réservations' })).toHaveAccessibleDescription('Nécessite la formule Restaurant');
    expect(screen.getByRole('button', { name: 'Ouvrir la navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paramètres' })).toBeInTheDocument();

    const revenue = await screen.findByRole('region', { name: "Chiffre d'affaires du jour" });
    // fr-FR: a comma for the decimals and the sign after a (narrow) no-break space.
    expect(within(revenue).getByTestId('stat-value').textContent).toMatch(/^12,50\s€$/);
    expect(within(revenue).getByText(/^\+25\s%\spar rapport à hier$/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Clients actifs' })).getByTestId('stat-value')).toHaveTextContent('1234');
    expect(within(screen.getByRole('region', { name: 'Réservations' })).getByText('Rien hier')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Actions rapides' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter un plat' })).toBeInTheDocument();
    expect(screen.getByText(/Voici où en est Chez Ada aujourd'hui\./)).toBeInTheDocument();
    expect(currentLocale()).toBe('fr');
    expect(localStorage.getItem('maitre.locale')).toBe('fr');
  });

  it('stays in English for a member without a saved language, money written "€12.50"', async () => {
    renderOverview();
    const revenue = await screen.findByRole('region', { name: 'Revenue Today' });
    expect(within(revenue).getByTestId('stat-value')).toHaveTextContent('€12.50');
    expect(within(revenue).getByText('+25% from yesterday')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentLocale()).toBe('en');
    expect(localStorage.getItem('maitre.locale')).toBeNull();
  });
});
