/**
 * CSV as spreadsheet programs write and read it (RFC 4180, with `;` or a tab as well as `,`): a small reader and writer
 * of our own rather than a dependency, for what the menu files need and no more (decision 0028).
 *
 * - Reading: the bytes' encoding is found (a UTF-8 or UTF-16 byte order mark, else UTF-8 if the bytes are valid UTF-8,
 *   else Windows-1252, which Excel on Windows writes for "CSV" without "UTF-8"), the separator from the first row
 *   (whichever of `;` `,` tab appears most often outside quotes), and fields may be quoted with `"` (a doubled `""` is
 *   a quote; quoted fields may hold separators and line breaks). Records are numbered from 1 as a spreadsheet numbers
 *   its rows, so an error names the row the owner sees.
 * - Writing: a UTF-8 byte order mark first (so Excel reads accents right), CRLF line ends, and a field quoted when it
 *   holds the separator, a quote, a line break or spaces at either end.
 */

export type Separator = ',' | ';' | '\t';

export type DecodedText = { ok: true; text: string } | { ok: false };

/**
 * Windows-1252's characters for the bytes 0x80–0x9F (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ' ' " " • – — ˜ ™ š › œ ž Ÿ; the five
 * unassigned bytes as Latin-1). The other bytes are Latin-1's. Decoded here rather than with TextDecoder, whose
 * "windows-1252" is plain Latin-1 on some Node versions.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d,
  0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte >= 0x80 && byte <= 0x9f ? (WINDOWS_1252_HIGH[byte - 0x80] as number) : byte);
  return text;
}

/** The file's text: byte order marks read and dropped; not text at all (NUL bytes) is refused. */
export function decodeText(bytes: Uint8Array): DecodedText {
  let text: string;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) text = new TextDecoder('utf-8').decode(bytes.subarray(3));
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = decodeWindows1252(bytes);
    }
  }
  if (text.includes('\u0000')) return { ok: false };
  return { ok: true, text };
}

/** The separator of the first record: the most frequent of `;` `,` tab outside quotes (`,` when there is none). */
export function detectSeparator(text: string): Separator {
  const counts: Record<Separator, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

export interface CsvRecords {
  /** Each record's fields, in order; record n is the spreadsheet's row n + 1. */
  records: string[][];
  /** The row where a quoted field opens and never closes, if one does (the rest of the file was read into it). */
  unclosedQuoteAt: number | null;
}

/**
 * RFC 4180 records with the given separator. Lenient where spreadsheet programs are: text after a closing quote is
 * kept in the field, a quote inside an unquoted field is an ordinary character, and a final line break adds no record.
 */
export function parseCsv(text: string, separator: Separator): CsvRecords {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let quoteOpenedAt = 0;
  let index = 0;
  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteOpenedAt = records.length + 1;
    } else if (char === separator) endField();
    else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else {
      field += char;
      fieldStarted = true;
    }
    index += 1;
  }
  if (quoted || fieldStarted || record.length > 0) endRecord();
  return { records, unclosedQuoteAt: quoted ? quoteOpenedAt : null };
}

function quoteField(value: string, separator: Separator): string {
  const needsQuotes = value.includes(separator) || /["\r\n]/.test(value) || /^\s|\s$/.test(value);
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Tables one after the other, an empty line between two, as UTF-8 with a byte order mark and CRLF line ends. */
export function writeCsv(tables: readonly (readonly (readonly string[])[])[], separator: Separator): Buffer {
  const lines = tables.map((rows) => rows.map((row) => row.map((cell) => quoteField(cell, separator)).join(separator)).join('\r\n'));
  return Buffer.from(`\uFEFF${lines.join('\r\n\r\n')}\r\n`, 'utf8');
}
