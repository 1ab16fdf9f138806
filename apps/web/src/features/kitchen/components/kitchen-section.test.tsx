/**
 * Settings → Kitchen (issue 21, decision 0037): an owner adds a station, sends a category and a dish to it and sets
 * the age colours; roles that may not manage the kitchen do not see the section.
 */
import type { KitchenSetup } from '@maitre/shared/kitchen';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '@/app/routes/dashboard/settings/settings-page';
import { answer, answerWith, json } from '@/test/api';
import { aProfile, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';

const renderSettings = () => renderApp({ '/dashboard/settings': <SettingsPage /> }, { at: '/dashboard/settings' });

describe('Settings → Kitchen', () => {
  it('adds a station, maps a category and a dish to it, and saves the age colours', async () => {
    let setup: KitchenSetup = {
      settings: { warn_minutes: 10, late_minutes: 20 },
      stations: [],
      categories: [{ id: uuid(31), name: 'Main Course', station_id: null }],
      menu_items: [{ id: uuid(41), name: 'Caesar Salad', category_id: uuid(31), station_id: null }],
    };
    server.use(
      answerWith('GET /api/kitchen/setup', () => json('GET /api/kitchen/setup', setup)),
      answerWith('POST /api/kitchen/stations', () => {
        setup = { ...setup, stations: [{ id: uuid(71), name: 'Grill', position: 0 }] };
        return json('POST /api/kitchen/stations', { station: { id: uuid(71), name: 'Grill', position: 0 } }, 201);
      }),
      answerWith('PUT /api/kitchen/mapping', () => json('PUT /api/kitchen/mapping', setup)),
      answerWith('PUT /api/kitchen/settings', () => {
        setup = { ...setup, settings: { warn_minutes: 8, late_minutes: 15 } };
        return json('PUT /api/kitchen/settings', setup);
      }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Kitchen' });
    expect(await within(section).findByText('No stations yet: every dish shows on the one display.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open the kitchen display' })).toHaveAttribute('href', '/kitchen');

    await user.type(within(section).getByLabelText('New station'), 'Grill');
    await user.click(within(section).getByRole('button', { name: 'Add station' }));
    expect(await within(section).findByRole('textbox', { name: 'Name of station Grill' })).toHaveValue('Grill');

    await user.selectOptions(within(section).getByRole('combobox', { name: 'Station of category Main Course' }), 'Grill');
    await waitFor(async () =>
      expect((await sentRequests('PUT', '/api/kitchen/mapping'))[0]?.body).toEqual({ categories: [{ id: uuid(31), station_id: uuid(71) }] }),
    );
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Station of Caesar Salad' }), 'Grill');
    await waitFor(async () =>
      expect((await sentRequests('PUT', '/api/kitchen/mapping'))[1]?.body).toEqual({ menu_items: [{ id: uuid(41), station_id: uuid(71) }] }),
    );

    const warn = within(section).getByLabelText('Amber after (minutes)');
    await user.clear(warn);
    await user.type(warn, '8');
    const late = within(section).getByLabelText('Red after (minutes)');
    await user.clear(late);
    await user.type(late, '15');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await sentRequests('PUT', '/api/kitchen/settings'))[0]?.body).toEqual({ warn_minutes: 8, late_minutes: 15 }));
  });

  it('is not shown to a role that may not manage the kitchen', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'kitchen' }) }));
    renderSettings();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Kitchen' })).not.toBeInTheDocument());
  });
});
