/** Ticket documents and their renderings (issue 21, decision 0038): what prints is what the preview shows, accents included. */
import { decodePrinterBytes } from '@maitre/printer-emulator';
import { describe, expect, it } from 'vitest';
import { buildTicket, type TicketInput, type TicketOptions } from './ticket-document.ts';
import { renderTicket } from './ticket-render.ts';

const ACCENTED = ['Crème brûlée', 'Käse, Übergröße', 'Paella à la niña', 'Pâté'];

const input: TicketInput = {
  restaurantName: 'Chez Gérard',
  orderId: '00000000-0000-4000-8000-0000abcd1234',
  dailyNumber: 12,
  reference: 'ABCD1234',
  tableLabel: null,
  pickupAt: new Date('2026-11-24T18:40:00Z'),
  createdAt: new Date('2026-11-24T18:05:00Z'),
  readyAt: null,
  guestName: 'Zoë Dupré',
  lines: ACCENTED.map((name, index) => ({
    quantity: index + 1,
    name,
    options: index === 0 ? ['Taille: Grande'] : [],
    note: null,
    allergens: index === 0 ? ['milk', 'eggs'] : [],
    traces: [],
    unitPrice: 7.5,
    lineTotal: 7.5 * (index + 1),
    stationId: null,
  })),
  notes: 'Sans oignons, s’il vous plaît',
  total: 75,
};

const base: TicketOptions = { purpose: 'kitchen', width: 80, locale: 'fr', timeZone: 'Europe/Paris' };

function escposText(options: Partial<TicketOptions> = {}, data: TicketInput = input): string {
  const { body } = renderTicket(buildTicket(data, { ...base, ...options }), 'escpos');
  return decodePrinterBytes(body as Buffer, 'escpos').text;
}

describe('ticket documents', () => {
  it('prints the accented dishes correctly in ESC/POS (code page selected), StarPRNT, Star Line Mode, SVG and ePOS XML', () => {
    const escpos = renderTicket(buildTicket(input, base), 'escpos');
    expect(escpos.body).toBeInstanceOf(Buffer);
    const escposText = decodePrinterBytes(escpos.body as Buffer, 'escpos').text;
    const star = renderTicket(buildTicket(input, base), 'starprnt');
    const starText = decodePrinterBytes(star.body as Buffer, 'starprnt').text;
    const line = renderTicket(buildTicket(input, base), 'starline');
    expect(line.mediaType).toBe('application/vnd.star.line');
    const lineText = decodePrinterBytes(line.body as Buffer, 'starprnt').text;
    const svg = renderTicket(buildTicket(input, base), 'svg').body as string;
    // The SVG draws each character in its own <tspan>: its text is what is left without the tags.
    const svgText = svg.replace(/<[^>]+>/g, '').replace(/&#xa0;/g, ' ');
    const xml = renderTicket(buildTicket(input, base), 'epos-xml').body as string;
    for (const name of ACCENTED) {
      expect(escposText).toContain(name);
      expect(starText).toContain(name);
      expect(lineText).toContain(name);
      expect(svgText).toContain(name);
      expect(xml).toContain(name);
    }
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('googleapis');
    expect(xml).toMatch(/^<epos-print xmlns="http:\/\/www\.epson-pos\.com\/schemas\/2011\/03\/epos-print">/);
    expect(xml).toContain('<cut type="feed"/>');
  });

  it('escapes what would break the formats: receiptline markup in a dish name, XML in a note', () => {
    const odd = { ...input, lines: input.lines.slice(0, 1).map((line) => ({ ...line, name: 'A|B _x_ {y} "q" <b>&' })), notes: '</text><cut/>' };
    expect(escposText({}, odd)).toContain('A|B _x_ {y} "q" <b>&');
    const xml = renderTicket(buildTicket(odd, base), 'epos-xml').body as string;
    expect(xml).toContain('A|B _x_ {y} &quot;q&quot; &lt;b&gt;&amp;');
    expect(xml).not.toContain('</text><cut/>');
  });

  it('keeps prices, phone and email off the kitchen ticket; the receipt has the guest, prices and total', () => {
    const kitchen = escposText();
    expect(kitchen).toContain('Cuisine');
    expect(kitchen).toContain('#12');
    expect(kitchen).toContain('Retrait 19:40');
    expect(kitchen).toContain('! Allergènes: Lait');
    expect(kitchen).not.toMatch(/€/);
    expect(kitchen).not.toContain('Zoë');
    expect(kitchen).toContain('Sans oignons');
    const receipt = escposText({ purpose: 'receipt' });
    expect(receipt).toContain('Chez Gérard');
    expect(receipt).toContain('Zoë Dupré');
    expect(receipt).toMatch(/Total\s+75,00 €/);
    expect(receipt).toMatch(/4 × Pâté\s+30,00 €/);
  });

  it('marks a reprint COPY and a cancellation CANCELLED, in the restaurant’s language', () => {
    expect(escposText({ copy: true, locale: 'en' })).toContain('COPY');
    expect(escposText({ locale: 'en' })).not.toContain('COPY');
    const cancelled = escposText({ purpose: 'cancellation', locale: 'de' });
    expect(cancelled).toContain('STORNIERT');
    expect(cancelled).toContain('Küche');
    expect(escposText({ copy: true, locale: 'de' })).toContain('KOPIE');
  });

  it('lays out 58 mm paper at 32 characters and 80 mm at 48', () => {
    const longest = (text: string) => Math.max(...text.split('\n').map((line) => line.length));
    const wide = renderTicket(buildTicket(input, { ...base, purpose: 'receipt', width: 80 }), 'text').body as string;
    const narrow = renderTicket(buildTicket(input, { ...base, purpose: 'receipt', width: 58 }), 'text').body as string;
    expect(longest(wide)).toBe(48);
    expect(longest(narrow)).toBe(32);
    const svg80 = renderTicket(buildTicket(input, { ...base, width: 80 }), 'svg').body as string;
    const svg58 = renderTicket(buildTicket(input, { ...base, width: 58 }), 'svg').body as string;
    expect(svg80).toMatch(/^<svg width="576px"/);
    expect(svg58).toMatch(/^<svg width="384px"/);
  });

  it('prints a station’s kitchen ticket with its lines (and those of no station) under its name', () => {
    const routed = { ...input, lines: input.lines.map((line, index) => ({ ...line, stationId: index % 2 === 0 ? 'grill' : 'pastry' })) };
    const grill = escposText({ station: { id: 'grill', name: 'Grill' } }, routed);
    expect(grill).toContain('Grill');
    expect(grill).toContain('Crème brûlée');
    expect(grill).not.toContain('Pâté');
  });

  it('repeats the ticket for each copy, each cut off', () => {
    const { body } = renderTicket(buildTicket(input, base), 'escpos', 3);
    const decoded = decodePrinterBytes(body as Buffer, 'escpos');
    expect(decoded.cuts).toBe(3);
    expect(decoded.text.split('Pâté').length - 1).toBe(3);
  });
});
