import type { UpdateProfileInput } from '@maitre/shared/account';
import type { Profile } from '@maitre/shared/profile';
import { LAST_OWNER_MESSAGE } from '@maitre/shared/staff';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale, currentLocale } from '@/lib/i18n';
import { LocaleRoot, setCatalogLoader, switchLocale } from '@/lib/locale-root';
import { answer, answerError, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aMyRestaurant, aProfile } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { SettingsPage } from './settings-page';

const bob = aMyRestaurant({ id: 'restaurant-chez-bob', name: 'Chez Bob', slug: 'chez-bob', role: 'kitchen', active: false });

function renderSettings() {
  return renderApp({ '/dashboard/settings': <SettingsPage />, '/dashboard': <p>Dashboard</p> }, { at: '/dashboard/settings' });
}

const restaurantsSection = () => screen.getByRole('region', { name: 'Your restaurants' });

describe('SettingsPage: your restaurants (issue 17)', () => {
  it('lists each restaurant with the role there, and the only owner cannot leave', async () => {
    server.use(
      answer('GET /api/restaurants', { restaurants: [aMyRestaurant(), bob] }),
      answerError('POST /api/restaurants/:id/leave', 'CONFLICT', LAST_OWNER_MESSAGE),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Your restaurants' });
    expect(await within(section).findByText('Chez Bob')).toBeInTheDocument();
    expect(within(section).getByText('Kitchen')).toBeInTheDocument();
    expect(within(section).getByText('Current')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Switch to Chez Bob' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Switch to Chez Ada' })).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Leave Chez Ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Chez Ada?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the restaurant' }));
    expect(await within(dialog).findByText(LAST_OWNER_MESSAGE)).toBeInTheDocument();
  });

  it('leaves another restaurant once confirmed', async () => {
    let restaurants = [aMyRestaurant(), bob];
    server.use(
      answerWith('GET /api/restaurants', () => json('GET /api/restaurants', { restaurants })),
      answerWith('POST /api/restaurants/:id/leave', () => {
        restaurants = [aMyRestaurant()];
        return json('POST /api/restaurants/:id/leave', undefined, 204);
      }),
    );
    const { user } = renderSettings();
    await user.click(await within(await screen.findByRole('region', { name: 'Your restaurants' })).findByRole('button', { name: 'Leave Chez Bob' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave Chez Bob?' })).getByRole('button', { name: 'Leave the restaurant' }));
    expect(await screen.findByText('You left Chez Bob')).toBeInTheDocument();
    await waitFor(() => expect(within(restaurantsSection()).queryByText('Chez Bob')).toBeNull());
    expect((await sentRequests('POST')).map((request) => request.url)).toEqual(['/api/restaurants/restaurant-chez-bob/leave']);
  });

  it('lets an owner create another restaurant with its time zone', async () => {
    server.use(
      answer(
        'POST /api/restaurants',
        { restaurant: aMyRestaurant({ id: 'restaurant-new', name: 'Chez Ada Deux', slug: 'chez-ada-deux', active: false }) },
        { status: 201 },
      ),
    );
    const { user } = renderSettings();
    await user.click(await within(await screen.findByRole('region', { name: 'Your restaurants' })).findByRole('button', { name: 'Create another restaurant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create another restaurant' });
    await user.type(within(dialog).getByRole('textbox', { name: /Restaurant name/ }), 'Chez Ada Deux');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Time zone' }), 'Europe/Paris');
    await user.click(within(dialog).getByRole('button', { name: 'Create restaurant' }));
    expect(await screen.findByText(/Chez Ada Deux is ready/)).toBeInTheDocument();
    expect((await sentRequests('POST', '/api/restaurants')).map((request) => request.body)).toEqual([
      { restaurant_name: 'Chez Ada Deux', timezone: 'Europe/Paris' },
    ]);
  });

  it('does not offer a new restaurant to someone who owns none', async () => {
    server.use(
      answer('GET /api/profile', { profile: aProfile({ role: 'kitchen' }) }),
      answer('GET /api/restaurants', { restaurants: [{ ...bob, active: true }] }),
    );
    renderSettings();
    expect(await within(await screen.findByRole('region', { name: 'Your restaurants' })).findByText('Chez Bob')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create another restaurant' })).toBeNull();
  });
});

describe('SettingsPage by role (issue 17)', () => {
  it("keeps the restaurant's name, time zone and address read-only without settings:write, and says why", async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'front_of_house' }) }));
    renderSettings();
    expect(await screen.findByText("Only the owner or a manager can change the restaurant's name and time zone.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Restaurant name/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Full name/ })).not.toHaveAttribute('readonly');
    expect(screen.getByText("Only the owner or a manager can change the order page's address.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Order page address' })).toBeNull();
  });
});

describe('SettingsPage: language (issue 18)', () => {
  // Unmounted first: a mounted dashboard would apply the profile's language again.
  afterEach(async () => {
    cleanup();
    await switchLocale('en');
  });

  /** The profile as the server keeps it: PATCH changes what GET answers next. */
  function serveProfile(start: Profile) {
    let profile = start;
    server.use(
      answerWith('GET /api/profile', () => json('GET /api/profile', { profile })),
      answerWith('PATCH /api/profile', async ({ request }) => {
        profile = { ...profile, ...((await request.json()) as UpdateProfileInput) };
        return json('PATCH /api/profile', { profile });
      }),
    );
  }

  /** As main.tsx: the dashboard's catalogs, and a root that re-mounts the page in a new language. */
  function renderSettingsInLocaleRoot() {
    setCatalogLoader(loadDashboardCatalog);
    return renderApp(
      {
        '/dashboard/settings': (
          <LocaleRoot>
            <SettingsPage />
          </LocaleRoot>
        ),
      },
      { at: '/dashboard/settings' },
    );
  }

  it("saves the member's language, then shows the page in it and remembers it on this device", async () => {
    serveProfile(aProfile());
    const { user } = renderSettingsInLocaleRoot();
    const section = await screen.findByRole('region', { name: 'Language' });
    const select = within(section).getByRole('combobox', { name: 'Your language' });
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Browser default', 'English', 'Français', 'Deutsch', 'Italiano', 'Español', 'Nederlands']);
    expect(await axeViolations()).toEqual([]);

    await user.selectOptions(select, 'fr');
    await user.click(within(section).getByRole('button', { name: 'Save language' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    const langue = screen.getByRole('region', { name: 'Langue' });
    expect(within(langue).getByRole('combobox', { name: 'Votre langue' })).toHaveValue('fr');
    expect(within(langue).getByRole('button', { name: 'Enregistrer la langue' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nom complet/ })).toHaveValue('Ada Lovelace');
    expect(await screen.findByText('Langue enregistrée')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('maitre.locale')).toBe('fr');
    expect((await sentRequests('PATCH', '/api/profile')).map((request) => request.body)).toEqual([{ locale: 'fr' }]);
    // What the server wrote is read again in French: the restaurants list, asked once before, is asked again.
    await waitFor(async () => expect((await sentRequests('GET', '/api/restaurants')).length).toBeGreaterThanOrEqual(2));
    expect((await sentRequests('GET', '/api/restaurants')).at(-1)?.headers.get('accept-language')).toBe('fr');
  });

  it("goes back to the browser's language, which nothing pins on this device any more", async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-CH', 'en'] });
    serveProfile(aProfile({ locale: 'fr' }));
    localStorage.setItem('maitre.locale', 'fr');
    activateLocale('fr', await loadDashboardCatalog('fr'));
    const { user } = renderSettingsInLocaleRoot();
    const section = await screen.findByRole('region', { name: 'Langue' });
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Votre langue' }), '');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer la langue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ihre Sprache' })).toHaveValue('');
    expect(currentLocale()).toBe('de');
    expect(localStorage.getItem('maitre.locale')).toBeNull();
    expect((await sentRequests('PATCH', '/api/profile')).map((request) => request.body)).toEqual([{ locale: null }]);
  });

  it("lets the owner change the restaurant's default language, without changing the page's", async () => {
    serveProfile(aProfile());
    const { user } = renderSettingsInLocaleRoot();
    const section = await screen.findByRole('region', { name: 'Language' });
    await user.selectOptions(within(section).getByRole('combobox', { name: "Restaurant's default language" }), 'it');
    await user.click(within(section).getByRole('button', { name: 'Save default language' }));
    expect(await screen.findByText('Default language saved')).toBeInTheDocument();
    expect(within(section).getByRole('combobox', { name: "Restaurant's default language" })).toHaveValue('it');
    expect(currentLocale()).toBe('en');
    expect((await sentRequests('PATCH', '/api/profile')).map((request) => request.body)).toEqual([{ default_language: 'it' }]);
  });

  it("keeps the restaurant's default language read-only without settings:write, and says why", async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'kitchen', default_language: 'nl' }) }));
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Language' });
    expect(within(section).getByRole('combobox', { name: "Restaurant's default language" })).toBeDisabled();
    expect(within(section).getByRole('combobox', { name: "Restaurant's default language" })).toHaveValue('nl');
    expect(within(section).getByText("Only the owner or a manager can change the restaurant's default language.")).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Save default language' })).toBeNull();
    // Their own language is theirs to choose.
    expect(within(section).getByRole('combobox', { name: 'Your language' })).toBeEnabled();
  });
});
