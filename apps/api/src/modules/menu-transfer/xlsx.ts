/**
 * XLSX through exceljs (server only, never in the web bundle; not SheetJS's `xlsx`, frozen with known advisories:
 * MODULE-ANCHORS §7). exceljs takes a quarter of a second to load, so it is imported on the first XLSX read or
 * write, not when the server starts. Reading goes through the ZIP guard first (zip-guard.ts).
 */
import type { CellValue, Workbook } from 'exceljs';
import type { RawCell, RawSheet } from './format.ts';
import { zipIsSafe } from './zip-guard.ts';

/** Cells further right are not read: the format has 30-odd columns. */
const MAX_COLUMNS = 256;

let exceljs: Promise<typeof import('exceljs')> | undefined;

async function newWorkbook(): Promise<Workbook> {
  exceljs ??= import('exceljs');
  const module = await exceljs;
  // A CommonJS package: its exports are the default export under Node's ESM loader.
  const { Workbook: WorkbookClass } = ((module as { default?: typeof import('exceljs') }).default ?? module) as typeof import('exceljs');
  return new WorkbookClass();
}

/** A sheet to write: its rows (the first is the header), text or numbers; `numberFormats` by column index. */
export interface SheetToWrite {
  name: string;
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
  numberFormats?: Record<number, string>;
}

export async function writeXlsx(sheets: readonly SheetToWrite[]): Promise<Buffer> {
  const workbook = await newWorkbook();
  // A fixed date: the same menu makes the same workbook properties.
  workbook.created = new Date(0);
  workbook.modified = new Date(0);
  workbook.creator = 'Maître';
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    for (const row of sheet.rows) worksheet.addRow([...row]);
    worksheet.getRow(1).font = { bold: true };
    const header = sheet.rows[0] ?? [];
    header.forEach((title, index) => {
      const column = worksheet.getColumn(index + 1);
      column.width = Math.min(40, Math.max(10, String(title).length + 2));
      const format = sheet.numberFormats?.[index];
      if (format) column.numFmt = format;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type XlsxRead = { ok: true; sheets: RawSheet[] } | { ok: false };

/** The workbook's sheets, each row as cells (row n of the sheet at index n - 1); not readable: ok false. */
export async function readXlsx(bytes: Buffer, maxRows: number): Promise<XlsxRead> {
  if (!zipIsSafe(bytes)) return { ok: false };
  const workbook = await newWorkbook();
  try {
    // exceljs types its argument as its own Buffer interface; a Node Buffer is what it reads.
    await workbook.xlsx.load(bytes as unknown as Parameters<Workbook['xlsx']['load']>[0]);
  } catch {
    return { ok: false };
  }
  const sheets: RawSheet[] = [];
  for (const worksheet of workbook.worksheets) {
    const rows: RawSheet['rows'] = [];
    let tooManyRows = false;
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rows.length > maxRows) {
        tooManyRows = true;
        return;
      }
      const cells: RawCell[] = [];
      for (let column = 1; column <= Math.min(row.cellCount, MAX_COLUMNS); column += 1) cells.push(toRawCell(row.getCell(column).value));
      rows.push({ row: rowNumber, cells });
    });
    sheets.push({ name: worksheet.name, rows, tooManyRows });
  }
  return { ok: true, sheets };
}

/** A cell's value as the import reads it: its text, and its number when it holds one. */
function toRawCell(value: CellValue): RawCell {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'number') return { text: String(value), number: value };
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'boolean') return { text: value ? 'yes' : 'no' };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10) };
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return { text: value.richText.map((part) => part.text).join('') };
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: unknown }).result;
      if (result === undefined || result === null) return { text: '', noValue: true };
      if (typeof result === 'object' && !(result instanceof Date)) return { text: String((result as { error?: unknown }).error ?? '') };
      return toRawCell(result as CellValue);
    }
    if ('hyperlink' in value) return { text: String((value as { text?: unknown }).text ?? value.hyperlink ?? '') };
    if ('error' in value) return { text: String(value.error) };
  }
  return { text: String(value) };
}
