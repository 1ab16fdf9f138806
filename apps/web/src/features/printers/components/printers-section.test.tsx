/**
 * Settings → Printers (issue 21, decision 0038): an owner sees each printer's status, adds one (its address shown once,
 * with the steps for the printer's web page), sees the plan's limit refusal, and deletes one; roles that may not manage
 * printers do not see the section.
 */
import type { Printer } from '@maitre/shared/printers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
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
  host: null,
  port: null,
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

  it('adds a network printer through the print bridge: host and port, the server’s errors at their field, then the command that starts the bridge', async () => {
    let printers = [aPrinter(611, 'Grill', { protocol: 'bridge', host: '192.168.1.50', port: 9100, status: 'offline' })];
    let attempt = 0;
    server.use(
      answerWith('GET /api/printers', () => json('GET /api/printers', { printers })),
      answerWith('POST /api/printers', () => {
        attempt += 1;
        if (attempt === 1) {
          const body = {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input',
            fieldErrors: { host: ['Enter an IP address or a host name, without http:// and without the port.'] },
          };
          return HttpResponse.json({ error: body }, { status: 400 });
        }
        const printer = aPrinter(612, 'Bar', { protocol: 'bridge', host: '192.168.1.51', port: 9100, status: 'unknown' });
        printers = [...printers, printer];
        return json('POST /api/printers', { printer, url: 'https://maitre.example' }, 201);
      }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Printers' });
    expect(await within(section).findByText(/Network printer \(through the print bridge\) \(192\.168\.1\.50:9100\)/)).toBeInTheDocument();
    expect(within(section).getByTestId('printer-status')).toHaveTextContent('Offline');

    await user.type(within(section).getByLabelText('Name'), 'Bar');
    await user.selectOptions(within(section).getByLabelText('Printer'), 'bridge');
    expect(within(section).getByText(/Pair it with a code from Screens and printers/)).toBeInTheDocument();
    const host = within(section).getByLabelText('Printer’s address on your network');
    await user.type(host, 'http://192.168.1.51');
    await user.click(within(section).getByRole('button', { name: 'Add printer' }));
    expect(await within(section).findByText('Enter an IP address or a host name, without http:// and without the port.')).toBeInTheDocument();
    expect(host).toHaveAttribute('aria-invalid', 'true');
    expect(host).toHaveAccessibleDescription('Enter an IP address or a host name, without http:// and without the port.');
    expect(await axeViolations()).toEqual([]);

    await user.clear(host);
    await user.type(host, '192.168.1.51');
    await user.click(within(section).getByRole('button', { name: 'Add printer' }));
    expect(await within(section).findByTestId('bridge-command')).toHaveTextContent('npm run print-bridge -- --server https://maitre.example --code YOUR-CODE');
    const sent = await sentRequests('POST', '/api/printers');
    expect(sent[1]?.body).toMatchObject({ name: 'Bar', protocol: 'bridge', host: '192.168.1.51', port: 9100 });
    await user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(await within(section).findByText('Bar')).toBeInTheDocument();
  });

  it('is not shown to the kitchen', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'kitchen' }) }));
    renderSettings();
    expect(await screen.findByRole('region', { name: 'Your restaurants' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Printers' })).not.toBeInTheDocument();
  });
});
