import readXlsxFile from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { csvSeparator, exportFileName, toCsv, toXlsx } from './export';
import type { ReportTable } from './report-tables';

const table: ReportTable = {
  name: 'dishes',
  title: 'Dishes',
  columns: [
    { label: 'Dish', kind: 'text' },
    { label: 'Business day', kind: 'day' },
    { label: 'Hour', kind: 'hour' },
    { label: 'Quantity', kind: 'count' },
    { label: 'Revenue', kind: 'money' },
    { label: 'Share', kind: 'percent' },
  ],
  rows: [
    ['Crème brûlée', '2026-11-24', 19, 1234, 12345.5, 12.5],
    ['Paella "à la niña"; grande', '2026-11-23', 8, 2, -4.5, null],
    ['=HYPERLINK("http://evil")', '2026-11-22', 0, 0, 0, -3],
  ],
};

/** A CSV as a spreadsheet reads it (RFC 4180: quoted fields, doubled quotes). */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index++;
    } else field += char;
  }
  return rows;
}

describe('report exports', () => {
  it('write CSV for an English spreadsheet: a BOM, commas, decimal points, no grouping', () => {
    const csv = toCsv(table, 'en-GB');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csvSeparator('en-GB')).toBe(',');
    const rows = parseCsv(csv.slice(1), ',');
    expect(rows[0]).toEqual(['Dish', 'Business day', 'Hour', 'Quantity', 'Revenue', 'Share']);
    expect(rows[1]).toEqual(['Crème brûlée', '2026-11-24', '19:00', '1234', '12345.50', '12.5']);
    expect(rows[2]).toEqual(['Paella "à la niña"; grande', '2026-11-23', '08:00', '2', '-4.50', '']);
    // A name a spreadsheet would run as a formula stays text.
    expect(rows[3]?.[0]).toBe('\'=HYPERLINK("http://evil")');
    expect(rows[3]?.slice(1)).toEqual(['2026-11-22', '00:00', '0', '0.00', '-3.0']);
  });

  it('write CSV as French, German, Italian, Spanish and Dutch spreadsheets expect it: semicolons and decimal commas', () => {
    for (const tag of ['fr-FR', 'de-DE', 'it-IT', 'es-ES', 'nl-NL']) {
      expect(csvSeparator(tag), tag).toBe(';');
      const rows = parseCsv(toCsv(table, tag).slice(1), ';');
      expect(rows[1], tag).toEqual(['Crème brûlée', '2026-11-24', '19:00', '1234', '12345,50', '12,5']);
      // The semicolon inside a name is quoted, not a new column.
      expect(rows[2], tag).toEqual(['Paella "à la niña"; grande', '2026-11-23', '08:00', '2', '-4,50', '']);
    }
  });

  it('write an Excel file that reads back with numbers as numbers and days as dates', async () => {
    const blob = await toXlsx(table);
    const [sheet] = await readXlsxFile(blob);
    expect(sheet?.sheet).toBe('Dishes');
    const data = sheet?.data ?? [];
    expect(data[0]).toEqual(['Dish', 'Business day', 'Hour', 'Quantity', 'Revenue', 'Share']);
    expect(data[1]).toEqual(['Crème brûlée', new Date('2026-11-24T00:00:00Z'), '19:00', 1234, 12345.5, 0.125]);
    expect(data[2]).toEqual(['Paella "à la niña"; grande', new Date('2026-11-23T00:00:00Z'), '08:00', 2, -4.5, null]);
    expect(data[3]?.[0]).toBe('=HYPERLINK("http://evil")');
  });

  it('name the file after the table and the range', () => {
    expect(exportFileName(table, { from: '2026-11-01', to: '2026-11-24' }, 'xlsx')).toBe('maitre-dishes-2026-11-01-2026-11-24.xlsx');
  });
});
