/** Settings → opening hours and the pause of online orders (issue 20), through the Settings page as people use it. */
import type { PauseInput, ServiceSettingsInput } from '@maitre/shared/service-hours';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '@/app/routes/dashboard/settings/settings-page';
import { answer, answerError, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aProfile, aServiceSettings } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';

function renderSettings() {
  return renderApp({ '/dashboard/settings': <SettingsPage />, '/dashboard': <p>Dashboard</p> }, { at: '/dashboard/settings' });
}

const sent = async (method: string, url: string) =>
  (await sentRequests()).filter((request) => request.method === method && request.url === url).map((request) => request.body);

describe('Settings: opening hours and service (issue 20)', () => {
  it('saves weekly hours with a second range, a closed day, the cutoff, preparation time and pacing', async () => {
    server.use(
      answerWith('PUT /api/service-hours', async ({ request }) => {
        const body = (await request.json()) as ServiceSettingsInput;
        return json('PUT /api/service-hours', {
          service: aServiceSettings({ ...body, exceptions: body.exceptions.map((exception) => ({ ...exception, note: exception.note ?? null })) } as never),
        });
      }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Opening hours and service' });
    await user.click(await within(section).findByLabelText('Take online orders at all hours (no opening hours)'));
    await user.click(within(section).getByRole('button', { name: 'Add hours on Friday' }));
    await user.click(within(section).getByRole('button', { name: 'Add a date' }));
    const date = within(section).getByLabelText('Date');
    await user.type(date, '2026-12-25');
    await user.clear(within(section).getByLabelText('Orders per 15 minutes'));
    await user.type(within(section).getByLabelText('Orders per 15 minutes'), '6');
    await user.clear(within(section).getByLabelText('Preparation time (minutes)'));
    await user.type(within(section).getByLabelText('Preparation time (minutes)'), '25');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Save opening hours' }));

    await waitFor(async () => expect(await sent('PUT', '/api/service-hours')).toHaveLength(1));
    const [body] = (await sent('PUT', '/api/service-hours')) as ServiceSettingsInput[];
    expect(body?.weekly_hours?.fri).toEqual([
      { from: '11:30', to: '14:00' },
      { from: '18:30', to: '22:30' },
    ]);
    expect(body?.weekly_hours?.sun).toEqual([]);
    expect(body).toMatchObject({
      exceptions: [{ date: '2026-12-25', ranges: [], note: null }],
      business_day_cutoff_minutes: 240,
      preparation_minutes: 25,
      pacing_per_slot: 6,
      allow_scheduling: true,
    });
  }, 20_000);

  it('shows the server’s refusal at the field it names', async () => {
    server.use(
      answerError('PUT /api/service-hours', 'VALIDATION_FAILED', 'Some fields are invalid', {
        pacing_per_slot: ['Pacing is between 1 and 999 orders per slot'],
      }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Opening hours and service' });
    await user.type(await within(section).findByLabelText('Orders per 15 minutes'), '0');
    await user.click(within(section).getByRole('button', { name: 'Save opening hours' }));
    expect(await within(section).findByText('Pacing is between 1 and 999 orders per slot')).toBeInTheDocument();
    expect(within(section).getByLabelText('Orders per 15 minutes')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is read-only for a role that may not change settings', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'front_of_house' }) }));
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Opening hours and service' });
    expect(await within(section).findByText('Only the owner or a manager can change the opening hours.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Save opening hours' })).toBeDisabled();
  });
});

describe('Settings: pause online orders (issue 20)', () => {
  it('pauses for 30 minutes with a message, says until when, and resumes', async () => {
    const endsAt = new Date(Date.now() + 30 * 60_000).toISOString();
    let paused = false;
    server.use(
      answerWith('GET /api/service-hours', () =>
        json('GET /api/service-hours', {
          service: aServiceSettings({ pause: paused ? { started_at: new Date().toISOString(), ends_at: endsAt, message: 'Back soon' } : null }),
        }),
      ),
      answerWith('PUT /api/service-hours/pause', () => {
        paused = true;
        return json('PUT /api/service-hours/pause', {
          service: aServiceSettings({ pause: { started_at: new Date().toISOString(), ends_at: endsAt, message: 'Back soon' } }),
        });
      }),
      answerWith('DELETE /api/service-hours/pause', () => {
        paused = false;
        return json('DELETE /api/service-hours/pause', { service: aServiceSettings() });
      }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Pause online orders' });
    await user.type(await within(section).findByLabelText('Message to guests (optional)'), 'Back soon');
    await user.click(within(section).getByRole('button', { name: 'Pause online orders for 30 min' }));
    expect(await within(section).findByText(/^Online orders paused until \d\d:\d\d/)).toBeInTheDocument();
    expect((await sent('PUT', '/api/service-hours/pause')) as PauseInput[]).toEqual([{ minutes: 30, message: 'Back soon' }]);

    await user.click(within(section).getByRole('button', { name: 'Resume online orders' }));
    expect(await within(section).findByRole('button', { name: 'Pause online orders for 15 min' })).toBeInTheDocument();
  }, 20_000);
});
