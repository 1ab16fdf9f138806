/**
 * Settings → Printers (issue 21, decision 0038): an owner sees each printer's status, adds one (its address shown once,
 * with the steps for the printer's web page), sees the plan's limit refusal, and deletes one; roles that may not manage
 * printers do not see the section.
 */
import type { Printer } from '@maitre/shared/printers';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '@/app/routes/dashboard/settings/settings-page';
import { answer, answerError, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aProfile, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';

const aPrinter = (id: number, name: string, overrides: Partial<Printer> = {}): Printer => ({
  id: uuid(id),
  name,
  protocol: 'cloudprnt',
  stations: 'all',
  prints_receipts: false,
  copies: 1,
  auto_print: 'accepted',
  paper_width: 80,
  status: 'online',
  status_detail: null,
  last_poll_at: '2026-11-24T18:00:00.000Z',
  created_at: '2026-11-24T17:00:00.000Z',
  ...overrides,
});

function renderSettings() {
  return renderApp({ '/dashboard/settings': <SettingsPage /> }, { at: '/dashboard/settings' });
}

describe('Settings → Printers', () => {
  it('shows each printer’s status, adds one with its address shown once, and deletes one', async () => {
    let printers = [aPrinter(601, 'Kitchen'), aPrinter(602, 'Bar', { protocol: 'epson_sdp', status: 'paper_out', prints_receipts: true, stations: [] })];
    server.use(
      answerWith('GET /api/printers', () => json('GET /api/printers', { printers })),
      answerWith('POST /api/printers', () => {
        const printer = aPrinter(603, 'Terrace', { protocol: 'epson_sdp', status: 'unknown', paper_width: 58 });
        printers = [...printers, printer];
        return json('POST /api/printers', { printer, url: 'https://maitre.example/api/epson-sdp/s3cr3t-s3cr3t-s3cr3t' }, 201);
      }),
      answerWith('DELETE /api/printers/:id', () => {
        printers = printers.filter((printer) => printer.id !== uuid(601));
        return json('DELETE /api/printers/:id', undefined, 204);
      }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Printers' });
    expect(await within(section).findByText('Kitchen')).toBeInTheDocument();
    const chips = within(section)
      .getAllByTestId('printer-status')
      .map((chip) => chip.textContent);
    expect(chips).toEqual(['Online', 'Paper out']);
    expect(within(section).getByText('Prints: Receipts')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.type(within(section).getByLabelText('Name'), 'Terrace');
    await user.selectOptions(within(section).getByLabelText('Printer'), 'epson_sdp');
    await user.selectOptions(within(section).getByLabelText('Paper width'), '58');
    await user.click(within(section).getByRole('button', { name: 'Add printer' }));
    expect(await within(section).findByTestId('printer-url')).toHaveTextContent('https://maitre.example/api/epson-sdp/s3cr3t-s3cr3t-s3cr3t');
    expect(within(section).getByText(/Server Direct Print, switch it on/)).toBeInTheDocument();
    const [sent] = await sentRequests('POST', '/api/printers');
    expect(sent?.body).toEqual({
      name: 'Terrace',
      protocol: 'epson_sdp',
      paper_width: 58,
      stations: 'all',
      prints_receipts: false,
      copies: 1,
      auto_print: 'accepted',
    });
    await user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByTestId('printer-url')).not.toBeInTheDocument();
    expect(await within(section).findByText('Terrace')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Delete printer Kitchen' }));
    await waitFor(() => expect(within(section).queryByText('Kitchen')).not.toBeInTheDocument());
  });

  it('shows the plan’s limit as the server words it', async () => {
    server.use(answerError('POST /api/printers', 'PLAN_LIMIT_REACHED', 'Without a plan you can add 1 printer. Subscribe to Restaurant for up to 2.'));
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Printers' });
    await user.type(await within(section).findByLabelText('Name'), 'Second');
    await user.click(within(section).getByRole('button', { name: 'Add printer' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Without a plan you can add 1 printer.');
  });

  it('is not shown to the kitchen', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'kitchen' }) }));
    renderSettings();
    expect(await screen.findByRole('region', { name: 'Your restaurants' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Printers' })).not.toBeInTheDocument();
  });
});
