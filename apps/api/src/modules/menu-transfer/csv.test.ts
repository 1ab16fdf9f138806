/**
 * The CSV reader and writer (RFC 4180 with `;` and tab as well) and the formula defence: what a spreadsheet program
 * writes is read back cell for cell, and what we write is read back as it was (property-tested).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText, detectSeparator, parseCsv, type Separator, writeCsv } from './csv.ts';
import { defuseFormula, restoreDefused } from './format.ts';

const read = (text: string, separator: Separator = ',') => parseCsv(text, separator).records;

describe('CSV reading', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, and CRLF, LF or CR line ends', () => {
    expect(read('a,b\r\n"x, y","say ""hi"""\r\n"two\r\nlines",3\n4,5\r6,7')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\r\nlines', '3'],
      ['4', '5'],
      ['6', '7'],
    ]);
  });

  it('keeps empty fields and empty rows, adds no row for a final line break', () => {
    expect(read('a;;c\r\n\r\n;\r\n', ';')).toEqual([['a', '', 'c'], [''], ['', '']]);
    expect(read('')).toEqual([]);
  });

  it('is lenient where spreadsheet programs are: text after a closing quote, a quote inside an unquoted field', () => {
    expect(read('"a"b,c"d"')).toEqual([['ab', 'c"d"']]);
  });

  it('says where a quoted field opens and never closes', () => {
    expect(parseCsv('a,b\r\n"x,y\r\nz,w\r\n', ',').unclosedQuoteAt).toBe(2);
    expect(parseCsv('a,b\r\n"x"\r\n', ',').unclosedQuoteAt).toBeNull();
  });

  it('finds the separator of the first row, outside quotes', () => {
    expect(detectSeparator('ref;name;price\r\n1,2,3,4,5')).toBe(';');
    expect(detectSeparator('"a;b;c",name,price')).toBe(',');
    expect(detectSeparator('name\tprice\tcategory')).toBe('\t');
    expect(detectSeparator('name')).toBe(',');
  });

  it('decodes UTF-8 with or without a BOM, UTF-16 with its BOM, Windows-1252 otherwise; NUL bytes are not text', () => {
    const text = 'Crème brûlée;6,50';
    expect(decodeText(Buffer.from(`\uFEFF${text}`, 'utf8'))).toEqual({ ok: true, text });
    expect(decodeText(Buffer.from(text, 'utf8'))).toEqual({ ok: true, text });
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toEqual({ ok: true, text });
    expect(decodeText(Buffer.from(text, 'latin1'))).toEqual({ ok: true, text });
    // Windows-1252 has the euro sign and curly quotes where Latin-1 has control codes.
    expect(decodeText(Buffer.from([0x80, 0x20, 0x93, 0x61, 0x94]))).toEqual({ ok: true, text: '€ “a”' });
    expect(decodeText(Buffer.from([0x61, 0x00, 0x62]))).toEqual({ ok: false });
  });
});

describe('CSV writing', () => {
  it('writes a BOM, CRLF line ends, an empty line between tables, and quotes only what needs them', () => {
    const bytes = writeCsv(
      [
        [
          ['name', 'price'],
          ['Soup; hot', '4,50'],
          ['Say "hi"', ' padded '],
          ['two\nlines', 'plain'],
        ],
        [['group'], ['Size']],
      ],
      ';',
    );
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toBe('\uFEFFname;price\r\n"Soup; hot";4,50\r\n"Say ""hi""";" padded "\r\n"two\nlines";plain\r\n\r\ngroup\r\nSize\r\n');
  });

  it('reads back exactly what it wrote, whatever the texts (property)', () => {
    const cell = fc.string({ unit: 'grapheme', maxLength: 20 }).filter((text) => !text.includes('\u0000'));
    fc.assert(
      fc.property(
        fc.constantFrom<Separator>(',', ';', '\t'),
        fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        (separator, rows) => {
          const decoded = decodeText(writeCsv([rows], separator));
          if (!decoded.ok) return false;
          expect(parseCsv(decoded.text, separator)).toEqual({ records: rows, unclosedQuoteAt: null });
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the formula defence (OWASP CSV injection)', () => {
  it('puts an apostrophe before a text starting with = + - @ tab or CR, and nothing before anything else', () => {
    for (const text of ['=SUM(A1)', '+33 6', '-2', '@home', '\tx', '\rx', "'=x", "''+y"]) expect(defuseFormula(text)).toBe(`'${text}`);
    for (const text of ['Soup', "'Nduja", '', ' =x', "''x", '12,50']) expect(defuseFormula(text)).toBe(text);
  });

  it('is undone by the import, for every text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (text) => restoreDefused(defuseFormula(text)) === text),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom("'", '=', '+', '-', '@', 'a'),
        fc.string({ maxLength: 4 }),
        (start, rest) => restoreDefused(defuseFormula(start + rest)) === start + rest,
      ),
    );
  });
});
