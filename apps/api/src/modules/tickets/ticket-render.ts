/**
 * A ticket document in the format a printer (or the preview) takes (decision 0038). ESC/POS, StarPRNT, SVG and text
 * come from receiptline (one markdown-like document, the code page chosen by the library: cp858, which holds every
 * letter of the six languages and €); ePOS-Print XML is written here from the same blocks (the printer converts
 * Unicode itself).
 */
import receiptline from 'receiptline';
import type { TicketBlock, TicketDocument } from './ticket-document.ts';

export type TicketFormat = 'escpos' | 'starprnt' | 'starline' | 'epos-xml' | 'svg' | 'text';
export const TICKET_FORMATS = ['escpos', 'starprnt', 'starline', 'epos-xml', 'svg', 'text'] as const satisfies readonly TicketFormat[];

export interface RenderedTicket {
  mediaType: string;
  body: Buffer | string;
}

/**
 * The media type of each format. Star's CloudPRNT names StarPRNT (mC-Print, TSP100IV) and Star Line Mode (TSP650II,
 * TSP700II, TSP800II with a CloudPRNT interface) command data; it has no ESC/POS type — ESC/POS goes to a printer's
 * port 9100 (the print bridge), as raw bytes.
 */
export const MEDIA_TYPES: Record<TicketFormat, string> = {
  escpos: 'application/octet-stream',
  starprnt: 'application/vnd.star.starprnt',
  starline: 'application/vnd.star.line',
  'epos-xml': 'text/xml; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
};

/** The one code page: Western European with €, in ESC/POS (`ESC t 19`) and Star (`ESC GS t 4`) alike. */
const ENCODING = 'cp858';

/**
 * Text a thermal printer's code page can carry: typographic spaces and punctuation the formatters and translations
 * use (narrow no-break space in "12,50 €", ’ in French) become their plain forms; accented letters stay.
 */
export function printableText(text: string): string {
  return text
    .replace(/[\u00a0\u202f\u2007\u2009]/g, ' ')
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\r\n\t]+/g, ' ');
}

/** receiptline's special characters, escaped: a dish called "A|B" or "_x_" prints as written. */
function escapeReceiptline(text: string): string {
  return printableText(text).replace(/[\\|{}~_"`^]/g, (c) => `\\${c}`);
}

function blockToReceiptline(block: TicketBlock): string {
  switch (block.kind) {
    case 'title':
      return `{width:*}\n^^^${escapeReceiptline(block.text)}`;
    case 'mark':
      return `{width:*}\n\`^^ ${escapeReceiptline(block.text)} \``;
    case 'center':
      return `{width:*}\n${escapeReceiptline(block.text)}`;
    case 'text': {
      const style = `${block.bold ? '"' : ''}${block.large ? '^^' : ''}`;
      return `{width:*}\n${'~'.repeat(block.indent ?? 0)}${style}${escapeReceiptline(block.text)} |`;
    }
    case 'pair': {
      const right = escapeReceiptline(block.right);
      return `{width:*,${right.length + 1}}\n${block.bold ? '"' : ''}${escapeReceiptline(block.left)} | ${block.bold ? '"' : ''}${right}`;
    }
    case 'rule':
      return '---';
  }
}

/** The document in receiptline's markdown (one cut at the end). */
export function toReceiptline(doc: TicketDocument): string {
  return `${doc.blocks.map(blockToReceiptline).join('\n')}\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** Words wrapped to `width` characters (a word longer than a line is cut). */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    let rest = word;
    while (rest.length > width) {
      if (line) out.push(line);
      out.push(rest.slice(0, width));
      rest = rest.slice(width);
      line = '';
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= width) line += ` ${rest}`;
    else {
      out.push(line);
      line = rest;
    }
  }
  if (line || out.length === 0) out.push(line);
  return out;
}

const EPOS_NS = 'http://www.epson-pos.com/schemas/2011/03/epos-print';

/** The document as an Epson ePOS-Print XML `<epos-print>` element: text, feed and a cut. */
export function toEposXml(doc: TicketDocument): string {
  const parts: string[] = ['<text lang="en" smooth="true"/>'];
  const text = (content: string, attrs: { align: string; dw?: boolean; dh?: boolean; em?: boolean; reverse?: boolean }) =>
    parts.push(
      `<text align="${attrs.align}" dw="${Boolean(attrs.dw)}" dh="${Boolean(attrs.dh)}" em="${Boolean(attrs.em)}" reverse="${Boolean(attrs.reverse)}">${escapeXml(printableText(content))}&#10;</text>`,
    );
  for (const block of doc.blocks) {
    switch (block.kind) {
      case 'title':
        for (const line of wrap(printableText(block.text), Math.floor(doc.cpl / 2))) text(line, { align: 'center', dw: true, dh: true, em: true });
        break;
      case 'mark':
        text(` ${block.text} `, { align: 'center', dw: true, dh: true, em: true, reverse: true });
        break;
      case 'center':
        for (const line of wrap(printableText(block.text), doc.cpl)) text(line, { align: 'center' });
        break;
      case 'text': {
        const indent = block.indent ?? 0;
        for (const line of wrap(printableText(block.text), doc.cpl - indent)) {
          text(' '.repeat(indent) + line, { align: 'left', dh: block.large, em: block.bold });
        }
        break;
      }
      case 'pair': {
        const right = printableText(block.right);
        const lines = wrap(printableText(block.left), doc.cpl - right.length - 1);
        lines.forEach((line, index) => {
          const last = index === lines.length - 1;
          text(last ? line + ' '.repeat(doc.cpl - line.length - right.length) + right : line, { align: 'left', em: block.bold });
        });
        break;
      }
      case 'rule':
        text('-'.repeat(doc.cpl), { align: 'left' });
        break;
    }
  }
  parts.push('<feed line="3"/>', '<cut type="feed"/>');
  return `<epos-print xmlns="${EPOS_NS}">${parts.join('')}</epos-print>`;
}

/**
 * The document rendered in `format`, `copies` times (each copy cut off). ESC/POS and StarPRNT are bytes; the others
 * text. The SVG leaves out receiptline's web font import: the preview uses the page's monospace font, no third party.
 */
export function renderTicket(doc: TicketDocument, format: TicketFormat, copies = 1): RenderedTicket {
  const times = Math.max(1, Math.min(5, Math.floor(copies)));
  const mediaType = MEDIA_TYPES[format];
  if (format === 'epos-xml') {
    const one = toEposXml(doc);
    if (times === 1) return { mediaType, body: one };
    // One <epos-print> per request: the copies are repeated inside it.
    const inner = one.slice(one.indexOf('>') + 1, one.lastIndexOf('</epos-print>'));
    return { mediaType, body: `<epos-print xmlns="${EPOS_NS}">${inner.repeat(times)}</epos-print>` };
  }
  const markdown = toReceiptline(doc);
  const printer = { cpl: doc.cpl, encoding: ENCODING, spacing: false, cutting: true } as const;
  switch (format) {
    case 'escpos':
    case 'starprnt':
    case 'starline': {
      const command = format === 'escpos' ? 'escpos' : format === 'starprnt' ? 'starsbcs' : 'starlinesbcs';
      const one = Buffer.from(receiptline.transform(markdown, { ...printer, command }), 'latin1');
      return { mediaType, body: Buffer.concat(Array.from({ length: times }, () => one)) };
    }
    case 'svg':
      return {
        mediaType,
        body: receiptline.transform(markdown, { ...printer, command: 'svg' }).replace(/<style type="text\/css"><!\[CDATA\[@import[^\]]*\]\]><\/style>/, ''),
      };
    case 'text':
      return { mediaType, body: receiptline.transform(markdown, { ...printer, command: 'text' }) };
  }
}
