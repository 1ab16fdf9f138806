/** Settings → Daily digest (decision 0044), through the Settings page as an owner, a French manager and front of house use it. */
import type { DigestSettingsInput } from '@maitre/shared/digest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { SettingsPage } from '@/app/routes/dashboard/settings/settings-page';
import { activateLocale } from '@/lib/i18n';
import { answer, answerError, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aProfile } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
// Loaded up front, so the settings page's lazy chunk resolves at once.
import './digest-section';

function renderSettings() {
  return renderApp({ '/dashboard/settings': <SettingsPage />, '/dashboard': <p>Dashboard</p> }, { at: '/dashboard/settings' });
}

describe('Settings: daily digest', () => {
  afterEach(() => activateLocale('en', null));

  it('turns the digest on at a chosen time in the restaurant’s zone, and sends a test digest now', async () => {
    server.use(
      answerWith('PUT /api/digest', async ({ request }) => {
        const body = (await request.json()) as DigestSettingsInput;
        return json('PUT /api/digest', { digest: { ...body, timezone: 'Europe/Paris' } });
      }),
      answerWith('POST /api/digest/test', () => json('POST /api/digest/test', { queued: true }, 202)),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Daily digest' }, { timeout: 5000 });
    const box = await within(section).findByRole('checkbox', { name: 'Email me the daily digest' });
    expect(box).not.toBeChecked();
    expect(within(section).getByText('In the restaurant’s time zone (Europe/Paris).')).toBeInTheDocument();
    const time = within(section).getByLabelText('Send it at');
    expect(time).toHaveValue('08:00');
    await user.click(box);
    await user.clear(time);
    await user.type(time, '07:30');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Digest setting saved')).toBeInTheDocument();
    const [saved] = await sentRequests('PUT', '/api/digest');
    expect(saved?.body).toEqual({ enabled: true, send_time: '07:30' });

    await user.click(within(section).getByRole('button', { name: 'Send me a test digest now' }));
    expect(await screen.findByText('Test digest sent: it will be in your inbox in a moment.')).toBeInTheDocument();
    expect(await sentRequests('POST', '/api/digest/test')).toHaveLength(1);
    // The whole Settings page with axe on the shared 2-core machine: slower than the default 15 s at times.
  }, 40_000);

  it('speaks French to a French manager and shows the server’s refusal at the time', async () => {
    server.use(
      answer('GET /api/profile', { profile: aProfile({ role: 'manager', locale: 'fr' }) }),
      answerError('PUT /api/digest', 'VALIDATION_FAILED', 'Certains champs ne sont pas valides', { send_time: ['Saisissez une heure au format HH:MM'] }),
    );
    activateLocale('fr', await loadDashboardCatalog('fr'));
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Résumé quotidien' }, { timeout: 5000 });
    await user.click(await within(section).findByRole('checkbox', { name: 'M’envoyer le résumé quotidien par e-mail' }));
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(section).findByText('Saisissez une heure au format HH:MM')).toBeInTheDocument();
    expect(within(section).getByLabelText('Heure d’envoi')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not offered to front of house', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'front_of_house' }) }));
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Daily digest' })).toBeNull();
    expect(await sentRequests('GET', '/api/digest')).toEqual([]);
  });
});
