/**
 * Settings → Screens and printers (issue 21, decision 0036): an owner pairs a device and sees its code once, large,
 * with the address to open and its expiry; renews a code; revokes a device after confirming; sees when each device was
 * last seen in the restaurant's zone. Roles that may not manage devices do not see the section.
 */
import type { Device } from '@maitre/shared/devices';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '@/app/routes/dashboard/settings/settings-page';
import { answer, answerError, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aProfile, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';

const aDevice = (id: number, name: string, overrides: Partial<Device> = {}): Device => ({
  id: uuid(id),
  kind: 'kitchen_display',
  name,
  status: 'paired',
  code_expires_at: null,
  paired_at: '2026-11-24T18:00:00.000Z',
  last_seen_at: '2026-11-24T18:05:00.000Z',
  created_at: '2026-11-24T17:55:00.000Z',
  created_by: 'Ada Owner',
  ...overrides,
});

function renderSettings() {
  return renderApp({ '/dashboard/settings': <SettingsPage /> }, { at: '/dashboard/settings' });
}

describe('Settings → Screens and printers', () => {
  it('pairs a device: its code shown once, large, with the address to open on the device and until when it works', async () => {
    let devices = [aDevice(601, 'Pass')];
    server.use(
      answer('GET /api/profile', { profile: aProfile({ timezone: 'Europe/Paris' }) }),
      answerWith('GET /api/devices', () => json('GET /api/devices', { devices })),
      answerWith('POST /api/devices', () => {
        const device = aDevice(602, 'Counter', { kind: 'ready_board', status: 'waiting', code_expires_at: '2026-11-24T18:20:00.000Z', last_seen_at: null });
        devices = [...devices, device];
        return json('POST /api/devices', { device, pairing: { code: 'K7QM-3XPA', expires_at: '2026-11-24T18:20:00.000Z' } }, 201);
      }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Screens and printers' });
    expect(await within(section).findByText('Pass')).toBeInTheDocument();
    // 18:05 UTC is 19:05 in Paris.
    expect(within(section).getByText(/Kitchen display · Paired · Last seen .*19:05.* · Added by Ada Owner/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Pair a device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair a device' });
    await user.selectOptions(within(dialog).getByLabelText('What it is'), 'ready_board');
    await user.type(within(dialog).getByLabelText('Name'), 'Counter');
    await user.click(within(dialog).getByRole('button', { name: 'Get a code' }));

    const shown = await screen.findByRole('dialog', { name: 'Code for Counter' });
    expect(within(shown).getByText('K7QM-3XPA')).toBeInTheDocument();
    expect(within(shown).getByText(`${window.location.origin}/pair`)).toBeInTheDocument();
    expect(within(shown).getByText(/Valid once, until 19:20/)).toBeInTheDocument();
    expect((await sentRequests('POST', '/api/devices')).map((request) => request.body)).toEqual([{ kind: 'ready_board', name: 'Counter' }]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(await within(section).findByText('Counter')).toBeInTheDocument();
    expect(within(section).getByText(/Ready board · Waiting for its code/)).toBeInTheDocument();
  });

  it('pairs a print bridge: the command that starts it, with its code', async () => {
    server.use(
      answer('GET /api/devices', { devices: [] }),
      answerWith('POST /api/devices', () => {
        const device = aDevice(603, 'Office PC', { kind: 'print_bridge', status: 'waiting', code_expires_at: '2026-11-24T18:20:00.000Z', last_seen_at: null });
        return json('POST /api/devices', { device, pairing: { code: 'K7QM-3XPA', expires_at: '2026-11-24T18:20:00.000Z' } }, 201);
      }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Screens and printers' });
    await user.click(await within(section).findByRole('button', { name: 'Pair a device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair a device' });
    await user.selectOptions(within(dialog).getByLabelText('What it is'), 'print_bridge');
    await user.type(within(dialog).getByLabelText('Name'), 'Office PC');
    await user.click(within(dialog).getByRole('button', { name: 'Get a code' }));
    const shown = await screen.findByRole('dialog', { name: 'Code for Office PC' });
    expect(within(shown).getByTestId('bridge-command')).toHaveTextContent(`npm run print-bridge -- --server ${window.location.origin} --code K7QM-3XPA`);
    expect(within(shown).queryByText(`${window.location.origin}/pair`)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the server’s refusal of a name in the dialog', async () => {
    server.use(
      answer('GET /api/devices', { devices: [] }),
      answerError('POST /api/devices', 'VALIDATION_FAILED', 'Name is required', { name: ['Name is required'] }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Screens and printers' });
    expect(await within(section).findByText(/No devices yet/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Pair a device' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair a device' });
    await user.click(within(dialog).getByRole('button', { name: 'Get a code' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives a device a new code, and revokes one after confirming', async () => {
    let devices = [aDevice(601, 'Pass'), aDevice(603, 'Grill')];
    server.use(
      answerWith('GET /api/devices', () => json('GET /api/devices', { devices })),
      answer('POST /api/devices/:id/code', { device: aDevice(601, 'Pass'), pairing: { code: 'ABCD-EFGH', expires_at: '2026-11-24T18:30:00.000Z' } }),
      answerWith('DELETE /api/devices/:id', () => {
        devices = devices.filter((device) => device.id !== uuid(603));
        return json('DELETE /api/devices/:id', undefined, 204);
      }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Screens and printers' });
    await user.click(await within(section).findByRole('button', { name: 'New code for Pass' }));
    const shown = await screen.findByRole('dialog', { name: 'Code for Pass' });
    expect(within(shown).getByText('ABCD-EFGH')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));

    await user.click(within(section).getByRole('button', { name: 'Revoke Grill' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Grill' });
    expect(within(confirm).getByText(/signed out at once/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(section).queryByText('Grill')).not.toBeInTheDocument());
    expect(await screen.findByText('Grill revoked')).toBeInTheDocument();
    expect((await sentRequests('DELETE')).map((request) => request.url)).toEqual([expect.stringContaining(`/api/devices/${uuid(603)}`)]);
  });

  it('is not shown to a role that may not manage devices', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'front_of_house' }) }));
    renderSettings();
    expect(await screen.findByRole('region', { name: 'Your restaurants' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Screens and printers' })).not.toBeInTheDocument();
  });
});
