/**
 * Settings → Tables (issue 20, decision 0033): an owner adds, renames and deletes tables, sees the server's refusal at
 * the field, and prints one card or all; roles that may not manage tables do not see the section.
 */
import type { RestaurantTable } from '@maitre/shared/tables';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '@/app/routes/dashboard/settings/settings-page';
import { answer, answerError, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aProfile, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';

const aTable = (id: number, label: string, position: number): RestaurantTable => ({ id: uuid(id), label, position, created_at: '2026-11-24T18:00:00.000Z' });

function renderSettings() {
  return renderApp({ '/dashboard/settings': <SettingsPage /> }, { at: '/dashboard/settings' });
}

describe('Settings → Tables', () => {
  it('adds, renames and deletes tables, and links to the printable cards', async () => {
    let tables = [aTable(501, '12', 0)];
    server.use(
      answerWith('GET /api/tables', () => json('GET /api/tables', { tables })),
      answerWith('POST /api/tables', () => {
        tables = [...tables, aTable(502, 'Terrace 3', 1)];
        return json('POST /api/tables', { table: aTable(502, 'Terrace 3', 1) }, 201);
      }),
      answerWith('PATCH /api/tables/:id', () => {
        tables = [aTable(501, '14', 0), ...tables.slice(1)];
        return json('PATCH /api/tables/:id', { table: aTable(501, '14', 0) });
      }),
      answerWith('DELETE /api/tables/:id', () => {
        tables = tables.filter((table) => table.id !== uuid(502));
        return json('DELETE /api/tables/:id', undefined, 204);
      }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Tables' });
    expect(await within(section).findByText('12')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Print table cards' })).toHaveAttribute('href', '/api/tables/cards');
    expect(within(section).getByRole('link', { name: 'Print the card of table 12' })).toHaveAttribute('href', `/api/tables/cards?id=${uuid(501)}`);
    expect(await axeViolations()).toEqual([]);

    await user.type(within(section).getByLabelText('New table'), 'Terrace 3');
    await user.click(within(section).getByRole('button', { name: 'Add table' }));
    expect(await within(section).findByText('Terrace 3')).toBeInTheDocument();
    expect(await screen.findByText('Table Terrace 3 added')).toBeInTheDocument();
    expect(within(section).getByLabelText('New table')).toHaveValue('');

    await user.click(within(section).getByRole('button', { name: 'Rename table 12' }));
    const field = within(section).getByRole('textbox', { name: 'Name of table 12' });
    await user.clear(field);
    await user.type(field, '14');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('14')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Delete table Terrace 3' }));
    await waitFor(() => expect(within(section).queryByText('Terrace 3')).not.toBeInTheDocument());
    expect((await sentRequests('POST', '/api/tables')).map((request) => request.body)).toEqual([{ label: 'Terrace 3' }]);
    expect((await sentRequests('PATCH')).map((request) => request.body)).toEqual([{ label: '14' }]);
  });

  it('moves a table up or down: every table sent once, in the new order', async () => {
    server.use(
      answer('GET /api/tables', { tables: [aTable(501, '1', 0), aTable(502, '2', 1), aTable(503, '3', 2)] }),
      answer('PUT /api/tables/order', { tables: [aTable(502, '2', 0), aTable(501, '1', 1), aTable(503, '3', 2)] }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Tables' });
    expect(await within(section).findByRole('button', { name: 'Move table 1 up' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Move table 3 down' })).toBeDisabled();
    await user.click(within(section).getByRole('button', { name: 'Move table 2 up' }));
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['2', '1', '3']),
    );
    expect((await sentRequests('PUT')).map((request) => request.body)).toEqual([{ table_ids: [uuid(502), uuid(501), uuid(503)] }]);
  });

  it('shows the server’s refusal of a label at the field', async () => {
    server.use(
      answer('GET /api/tables', { tables: [aTable(501, '12', 0)] }),
      answerError('POST /api/tables', 'CONFLICT', 'There is already a table called “12”', { label: ['There is already a table called “12”'] }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Tables' });
    await user.type(await within(section).findByLabelText('New table'), '12');
    await user.click(within(section).getByRole('button', { name: 'Add table' }));
    expect(await within(section).findByText('There is already a table called “12”')).toBeInTheDocument();
    expect(within(section).getByLabelText('New table')).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not shown to a role that may not manage tables', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'front_of_house' }) }));
    renderSettings();
    expect(await screen.findByRole('region', { name: 'Your restaurants' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tables' })).not.toBeInTheDocument();
  });
});
