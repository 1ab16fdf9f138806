/**
 * Ticket documents (issue 21, decision 0038): one document per purpose — the kitchen ticket (per station), the guest
 * receipt, the cancellation ticket — each possibly marked COPY. A document is a list of blocks laid out for the paper's
 * characters per line; every format (ESC/POS, StarPRNT, ePOS-Print XML, SVG preview, text) is rendered from the same
 * blocks (ticket-render.ts), so the preview is the paper.
 *
 * Kitchen and cancellation tickets never carry prices, the guest's phone or email; the receipt carries the guest's name
 * and prices, never the phone or email either.
 */
import { type Allergen, allergenName } from '@maitre/shared/allergens';
import { formatMoney, type Locale } from '@maitre/shared/locales';
import { messagesFor } from '../../lib/server-messages.ts';

export type TicketPurpose = 'kitchen' | 'receipt' | 'cancellation';
export type PaperWidth = 58 | 80;
export const TICKET_PURPOSES = ['kitchen', 'receipt', 'cancellation'] as const satisfies readonly TicketPurpose[];
export const PAPER_WIDTHS = [58, 80] as const satisfies readonly PaperWidth[];

/** Characters per line of font A: 48 on 80 mm paper (576 dots), 32 on 58 mm (384 dots). */
export function charactersPerLine(width: PaperWidth): number {
  return width === 58 ? 32 : 48;
}

export interface TicketLineInput {
  quantity: number;
  name: string;
  /** The options chosen, as printed ("Size: Large"). */
  options: string[];
  note: string | null;
  allergens: Allergen[];
  traces: Allergen[];
  unitPrice: number;
  lineTotal: number;
  /** The station that prepares the line (the kitchen's routing); null: no station, every kitchen ticket prints it. */
  stationId: string | null;
  /** The station's name, for the heading of a station's kitchen ticket. */
  stationName?: string | null;
}

/** What a ticket is printed from: plain data read from an order (tickets.repository.ts). */
export interface TicketInput {
  restaurantName: string;
  orderId: string;
  /** The number of the day (#12). */
  dailyNumber: number;
  /** The order id's last 8 characters, upper case: what staff quote beside the number. */
  reference: string;
  /** The table of a dine-in order; null for pickup. */
  tableLabel: string | null;
  /** The guest's pickup time; null: as soon as possible (or a table order). */
  pickupAt: Date | null;
  createdAt: Date;
  /** When the restaurant said the order will be ready (accepted); null before. */
  readyAt: Date | null;
  /** The guest's name: printed on the receipt only. */
  guestName: string;
  lines: TicketLineInput[];
  notes: string | null;
  total: number;
}

export interface TicketOptions {
  purpose: TicketPurpose;
  copy?: boolean;
  width: PaperWidth;
  locale: Locale;
  timeZone: string;
  /** The station this kitchen ticket is for: its lines only (and lines of no station), its name as the heading. */
  station?: { id: string; name: string } | null;
}

export type TicketBlock =
  /** Large and centred: the heading, the number of the day. */
  | { kind: 'title'; text: string }
  /** White on black, large, centred: COPY, CANCELLED. */
  | { kind: 'mark'; text: string }
  | { kind: 'center'; text: string }
  /** Left-aligned, wrapped; `large`: double height (the kitchen's dishes); `indent` in characters. */
  | { kind: 'text'; text: string; bold?: boolean; large?: boolean; indent?: number }
  /** A text on the left and an amount on the right. */
  | { kind: 'pair'; left: string; right: string; bold?: boolean }
  | { kind: 'rule' };

export interface TicketDocument {
  purpose: TicketPurpose;
  copy: boolean;
  width: PaperWidth;
  /** Characters per line. */
  cpl: number;
  locale: Locale;
  blocks: TicketBlock[];
}

function timeOf(date: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(date);
}

/** The lines a ticket prints: a station's kitchen ticket its station's (and those of no station); others all. */
function linesFor(input: TicketInput, options: TicketOptions): TicketLineInput[] {
  const station = options.station;
  if (options.purpose === 'receipt' || !station) return input.lines;
  return input.lines.filter((line) => line.stationId === null || line.stationId === station.id);
}

export function buildTicket(input: TicketInput, options: TicketOptions): TicketDocument {
  const m = messagesFor(options.locale).printing;
  const allergensM = messagesFor(options.locale);
  const money = (amount: number) => formatMoney(amount, options.locale);
  const time = (date: Date) => timeOf(date, options.locale, options.timeZone);
  const blocks: TicketBlock[] = [];
  const receipt = options.purpose === 'receipt';

  if (receipt) {
    blocks.push({ kind: 'title', text: input.restaurantName }, { kind: 'center', text: m.receipt });
  } else {
    blocks.push({ kind: 'title', text: options.station?.name ?? m.kitchen });
  }
  if (options.purpose === 'cancellation') blocks.push({ kind: 'mark', text: m.cancelled });
  if (options.copy) blocks.push({ kind: 'mark', text: m.copy });
  blocks.push({ kind: 'title', text: `#${input.dailyNumber}` });
  blocks.push({
    kind: 'center',
    text: input.tableLabel ? m.table(input.tableLabel) : input.pickupAt ? m.pickup(time(input.pickupAt)) : m.asSoonAsPossible,
  });
  blocks.push({ kind: 'center', text: m.placed(time(input.createdAt)) });
  if (input.readyAt && !receipt) blocks.push({ kind: 'center', text: m.ready(time(input.readyAt)) });
  blocks.push({ kind: 'center', text: m.reference(input.reference) });
  if (receipt) blocks.push({ kind: 'text', text: m.guest(input.guestName) });
  blocks.push({ kind: 'rule' });

  for (const line of linesFor(input, options)) {
    const label = `${line.quantity} × ${line.name}`;
    if (receipt) blocks.push({ kind: 'pair', left: label, right: money(line.lineTotal) });
    else blocks.push({ kind: 'text', text: label, large: true, bold: true });
    for (const option of line.options) blocks.push({ kind: 'text', text: option, indent: 3 });
    if (line.note) blocks.push({ kind: 'text', text: `${m.note}: ${line.note}`, indent: 3, bold: true });
    if (line.allergens.length > 0) {
      const names = line.allergens.map((allergen) => allergenName(allergensM, allergen)).join(', ');
      blocks.push({ kind: 'text', text: `! ${m.allergens}: ${names}`, indent: 3, bold: !receipt });
    }
    if (line.traces.length > 0) {
      const names = line.traces.map((allergen) => allergenName(allergensM, allergen)).join(', ');
      blocks.push({ kind: 'text', text: `${m.traces}: ${names}`, indent: 3 });
    }
  }
  if (input.notes) {
    blocks.push({ kind: 'rule' }, { kind: 'text', text: `${m.note}: ${input.notes}`, bold: true });
  }
  if (receipt) {
    blocks.push({ kind: 'rule' }, { kind: 'pair', left: m.total, right: money(input.total), bold: true }, { kind: 'center', text: m.thanks });
  }
  return { purpose: options.purpose, copy: Boolean(options.copy), width: options.width, cpl: charactersPerLine(options.width), locale: options.locale, blocks };
}
