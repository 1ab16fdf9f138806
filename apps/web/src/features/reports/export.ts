/**
 * A report's table as a file a spreadsheet opens (issue 22; MODULE-ANCHORS §6, "Traps"): CSV in UTF-8 with a BOM,
 * separated by ";" where the language writes decimals with a comma (French, German, Italian, Spanish, Dutch: what
 * their spreadsheet programs expect) and by "," in English; numbers without grouping, with the language's decimal
 * mark; days as YYYY-MM-DD. Excel files (XLSX) keep numbers as numbers and days as dates, in a chunk of their own
 * loaded on the first download.
 */
import { type Cell, type ColumnKind, cellKind, type ReportTable } from './report-tables';

/** The language's decimal mark, by `Intl` ("," for fr-FR, "." for en-GB). */
export function decimalMark(intlTag: string): string {
  return new Intl.NumberFormat(intlTag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** The separator a spreadsheet program in that language expects. */
export function csvSeparator(intlTag: string): string {
  return decimalMark(intlTag) === ',' ? ';' : ',';
}

function csvValue(kind: ColumnKind, value: Cell, decimal: string): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    const digits = kind === 'money' ? 2 : kind === 'percent' || kind === 'share' ? 1 : 0;
    const text = kind === 'hour' ? `${String(value).padStart(2, '0')}:00` : value.toFixed(digits);
    return decimal === '.' ? text : text.replace('.', decimal);
  }
  return value;
}

/** RFC 4180: a field with the separator, a quote or a line break is quoted, its quotes doubled. Formulas are defused. */
function csvField(text: string, separator: string): string {
  // A cell a spreadsheet would run as a formula (a dish named "=HYPERLINK(…)") is kept as text.
  const safe = /^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text.replace(',', '.'))) ? `'${text}` : text;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(table: ReportTable, intlTag: string): string {
  const separator = csvSeparator(intlTag);
  const decimal = decimalMark(intlTag);
  const header = table.columns.map((column) => csvField(column.label, separator)).join(separator);
  const rows = table.rows.map((row, rowIndex) =>
    row.map((value, index) => csvField(csvValue(cellKind(table, rowIndex, index), value, decimal), separator)).join(separator),
  );
  return `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
}

const XLSX_FORMAT: Partial<Record<ColumnKind, string>> = { money: '#,##0.00', count: '0', percent: '+0.0%;-0.0%;0.0%', share: '0.0%', day: 'yyyy-mm-dd' };

/** The table as an Excel workbook (one sheet named after it). */
export async function toXlsx(table: ReportTable): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const header = table.columns.map((column) => ({ value: column.label, fontWeight: 'bold' as const }));
  const rows = table.rows.map((row, rowIndex) =>
    row.map((value, index) => {
      const kind = cellKind(table, rowIndex, index);
      if (value === null) return null;
      if (kind === 'day' && typeof value === 'string') return { value: new Date(`${value}T00:00:00Z`), type: Date, format: XLSX_FORMAT.day };
      if (kind === 'hour' && typeof value === 'number') return { value: `${String(value).padStart(2, '0')}:00`, type: String };
      if (typeof value === 'number') {
        return { value: kind === 'percent' || kind === 'share' ? value / 100 : value, type: Number, format: XLSX_FORMAT[kind] };
      }
      return { value, type: String };
    }),
  );
  // A sheet's name is at most 31 characters, without []:*?/\.
  const sheet = table.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
  return writeXlsxFile([header, ...rows], { sheet }).toBlob();
}

/** The file's name: maitre-dishes-2026-11-01-2026-11-24.csv. */
export function exportFileName(table: ReportTable, range: { from: string; to: string }, extension: 'csv' | 'xlsx'): string {
  return `maitre-${table.name}-${range.from}-${range.to}.${extension}`;
}

/** Hands `blob` to the browser as a download named `name`. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
