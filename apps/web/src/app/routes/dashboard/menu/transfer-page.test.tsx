import type { MenuImportPreview } from '@maitre/shared/menu-transfer';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerError, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aProfile } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { TransferPage } from './transfer-page';

const FINGERPRINT = 'a'.repeat(64);

function aPreview(overrides: Partial<MenuImportPreview> = {}): MenuImportPreview {
  return {
    format: 'csv',
    dishes: { create: 1, update: 1, unchanged: 40 },
    option_groups: { create: 0, update: 1, unchanged: 2 },
    new_categories: ['Soups', 'Wraps'],
    changes: [
      {
        kind: 'option_group',
        action: 'update',
        row: 47,
        ref: null,
        name: 'Size',
        fields: [
          { field: 'price_delta', option: 'Large', from: '3.50', to: '4.00' },
          { field: 'option', option: 'Family', from: null, to: '+9.00' },
        ],
      },
      {
        kind: 'dish',
        action: 'update',
        row: 12,
        ref: 'tarte-flambee',
        name: 'Tarte flambée',
        fields: [{ field: 'price', option: null, from: '13.00', to: '14.50' }],
      },
      {
        kind: 'dish',
        action: 'create',
        row: 43,
        ref: 'creme-brulee',
        name: 'Crème brûlée',
        fields: [
          { field: 'ref', option: null, from: null, to: 'creme-brulee' },
          { field: 'price', option: null, from: null, to: '6.50' },
        ],
      },
    ],
    errors: [],
    error_count: 0,
    plan_limit: null,
    fingerprint: FINGERPRINT,
    ...overrides,
  };
}

const csvFile = () => new File(['ref,price\r\ntarte-flambee,14.50\r\n'], 'menu.csv', { type: 'text/csv' });

function renderTransfer() {
  return renderApp(<TransferPage />, { at: '/dashboard/menu/transfer' });
}

async function checkFile(user: ReturnType<typeof renderTransfer>['user'], file: File = csvFile()) {
  await user.upload(await screen.findByLabelText('Menu file'), file);
  await user.click(screen.getByRole('button', { name: 'Check the file' }));
}

describe('TransferPage (issue 19: menu import and export)', () => {
  it('offers the menu and the template as CSV and Excel, written in the reader’s language', async () => {
    renderTransfer();
    const downloads = await screen.findByRole('list', { name: 'Downloads' });
    const links = within(downloads).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.hasAttribute('download')])).toEqual([
      ['Menu (CSV)', '/api/menu-transfer/export?format=csv&locale=en', true],
      ['Menu (Excel)', '/api/menu-transfer/export?format=xlsx&locale=en', true],
      ['Template (CSV)', '/api/menu-transfer/template?format=csv&locale=en', true],
      ['Template (Excel)', '/api/menu-transfer/template?format=xlsx&locale=en', true],
    ]);
    expect(screen.getByRole('link', { name: 'Import and export' })).toHaveAttribute('aria-current', 'page');
  });

  it('checks a file, shows what it changes in a table, imports the same file with the preview’s fingerprint, and says what it did', async () => {
    const sent: string[] = [];
    server.use(
      answerWith('POST /api/menu-transfer/preview', async ({ request }) => {
        sent.push(await request.text());
        return json('POST /api/menu-transfer/preview', { preview: aPreview() });
      }),
      answerWith('POST /api/menu-transfer/commit', async ({ request }) => {
        sent.push(await request.text());
        return json('POST /api/menu-transfer/commit', {
          result: {
            dishes: { create: 1, update: 1, unchanged: 40 },
            option_groups: { create: 0, update: 1, unchanged: 2 },
            new_categories: ['Soups', 'Wraps'],
          },
        });
      }),
      answer('GET /api/menu-items', { menuItems: [] }),
    );
    const { user } = renderTransfer();
    await checkFile(user);

    const preview = await screen.findByRole('region', { name: 'What this file changes' });
    expect(within(preview).getByText('Dishes: 1 to add, 1 to change, 40 unchanged')).toBeInTheDocument();
    expect(within(preview).getByText('Option groups: 0 to add, 1 to change, 2 unchanged')).toBeInTheDocument();
    expect(within(preview).getByText('New categories, added at the end of the menu: Soups and Wraps')).toBeInTheDocument();
    const table = within(preview).getByRole('table', { name: 'Dishes and option groups to add or change' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Row', 'Dish or group', 'Change', 'Details']);
    const tarte = within(table).getByRole('row', { name: /Tarte flambée/ });
    expect(
      within(tarte)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', 'Changed dish', 'price: 13.00 → 14.50']);
    const size = within(table).getByRole('row', { name: /Size/ });
    expect(within(size).getByText('Large · price_delta: 3.50 → 4.00')).toBeInTheDocument();
    expect(within(size).getByText('Option Family added')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Crème brûlée/ })).toHaveTextContent('New dish');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Menu imported: 1 dish added, 1 changed, 1 option group')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What this file changes' })).not.toBeInTheDocument();
    // The file went up twice as it is (not as a form), the second time with the preview's fingerprint.
    expect(sent).toEqual(['ref,price\r\ntarte-flambee,14.50\r\n', 'ref,price\r\ntarte-flambee,14.50\r\n']);
    const [commit] = await sentRequests('POST', '/api/menu-transfer/commit');
    expect(commit?.url).toBe(`/api/menu-transfer/commit?fingerprint=${FINGERPRINT}`);
    expect(commit?.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('lists the problems by table, row and column, and offers no import while there are any', async () => {
    server.use(
      answer('POST /api/menu-transfer/preview', {
        preview: aPreview({
          changes: [],
          errors: [
            { sheet: null, row: null, column: null, message: 'This XLSX sheet is odd' },
            { sheet: 'dishes', row: 12, column: 'price', message: '“12,5,0” is not a price' },
            { sheet: 'option_groups', row: 4, column: 'max', message: '“two” is not a whole number' },
          ],
          error_count: 5,
        }),
      }),
    );
    const { user } = renderTransfer();
    await checkFile(user);
    const preview = await screen.findByRole('region', { name: 'What this file changes' });
    expect(within(preview).getByRole('heading', { name: '5 problems to fix' })).toBeInTheDocument();
    const table = within(preview).getByRole('table', { name: 'Problems in the file, by table, row and column' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Where', 'Column', 'Problem']);
    expect(rows.slice(1)).toEqual([
      ['Whole file', '', 'This XLSX sheet is odd'],
      ['Menu, row 12', 'price', '“12,5,0” is not a price'],
      ['Option groups, row 4', 'max', '“two” is not a whole number'],
    ]);
    expect(within(preview).getByText('…and 2 more problems.')).toBeInTheDocument();
    expect(within(preview).queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the plan’s limit and offers no import past it', async () => {
    const limit = 'This file adds 14 dishes; your Snackbar plan allows 10 menu items and you have 3 — 7 more than you have room for.';
    server.use(answer('POST /api/menu-transfer/preview', { preview: aPreview({ plan_limit: limit }) }));
    const { user } = renderTransfer();
    await checkFile(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('says when the file changes nothing', async () => {
    server.use(
      answer('POST /api/menu-transfer/preview', {
        preview: aPreview({ changes: [], dishes: { create: 0, update: 0, unchanged: 42 }, option_groups: { create: 0, update: 0, unchanged: 3 } }),
      }),
    );
    const { user } = renderTransfer();
    await checkFile(user);
    expect(await screen.findByText('Nothing to change: the menu already matches this file.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the file at the field, and of the import above its button', async () => {
    server.use(answerError('POST /api/menu-transfer/preview', 'PAYLOAD_TOO_LARGE', 'The file is larger than 2 MB: split it into smaller files'));
    const { user } = renderTransfer();
    await user.click(await screen.findByRole('button', { name: 'Check the file' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file first.');
    await checkFile(user);
    expect(await screen.findByText('The file is larger than 2 MB: split it into smaller files')).toBeInTheDocument();
    expect(screen.getByLabelText('Menu file')).toHaveAttribute('aria-invalid', 'true');

    server.use(
      answer('POST /api/menu-transfer/preview', { preview: aPreview() }),
      answerError('POST /api/menu-transfer/commit', 'CONFLICT', 'The menu changed since this file was checked: check it again, then import'),
    );
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The menu changed since this file was checked: check it again, then import')).toBeInTheDocument();
  });

  it('lets the kitchen download, not import', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'kitchen' }) }));
    renderTransfer();
    expect(await screen.findByText('Importing a menu is for the owner or a manager.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Menu (CSV)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Menu file')).not.toBeInTheDocument();
  });
});
