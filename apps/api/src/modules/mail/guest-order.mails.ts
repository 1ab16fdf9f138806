/**
 * The guest's mails about their order (issue 20, decision 0031), in the language they ordered in: received (number,
 * lines, total, the live status page), accepted with the ready time, ready for pickup, rejected or cancelled (with the
 * reason). Texts beside the mail in the shape of team.mails.ts: an English object and one per other locale, typed by
 * it. Times in the restaurant's time zone, money through Intl.
 */
import { formatMoney, INTL_TAG, type Locale } from '@maitre/shared/locales';
import { greeting, layout } from './mail-layout.ts';

/** What a guest's mail is about: the order's step that caused it. */
export type GuestOrderMailKind = 'received' | 'accepted' | 'ready' | 'cancelled';

const en = {
  receivedSubject: (number: string, restaurant: string) => `Your order ${number} at ${restaurant}`,
  receivedTitle: 'Order received',
  received: (number: string, restaurant: string) => `${restaurant} has received your order ${number}. You will see here as soon as it is accepted.`,
  receivedAccepted: (number: string, restaurant: string, time: string) =>
    `${restaurant} has received and accepted your order ${number}. It will be ready at ${time}.`,
  line: (quantity: number, name: string, amount: string) => `${quantity} × ${name} — ${amount}`,
  total: (amount: string) => `Total: ${amount}, to pay at pickup.`,
  reference: (reference: string) => `Order reference: ${reference}`,
  acceptedSubject: (number: string, time: string) => `Order ${number} accepted: ready at ${time}`,
  acceptedTitle: 'Order accepted',
  accepted: (number: string, restaurant: string, time: string) => `${restaurant} has accepted your order ${number}. It will be ready at ${time}.`,
  acceptedNoTime: (number: string, restaurant: string) => `${restaurant} has accepted your order ${number}.`,
  readySubject: (number: string) => `Order ${number} is ready for pickup`,
  readyTitle: 'Ready for pickup',
  ready: (number: string, restaurant: string) => `Your order ${number} is ready: you can pick it up at ${restaurant}.`,
  cancelledSubject: (number: string) => `Order ${number} cancelled`,
  rejectedTitle: 'Order not accepted',
  rejected: (number: string, restaurant: string) => `${restaurant} could not accept your order ${number}.`,
  cancelledTitle: 'Order cancelled',
  cancelled: (number: string, restaurant: string) => `${restaurant} has cancelled your order ${number}.`,
  reason: (reason: string) => `Reason: ${reason}`,
  action: 'Follow your order',
  table: (label: string) => `Table ${label}`,
  totalAtTable: (amount: string) => `Total: ${amount}, to pay at the table.`,
  readyAtTable: (number: string, label: string) => `Your order ${number} is ready: it is on its way to table ${label}.`,
  readyAtTableSubject: (number: string) => `Order ${number} is ready`,
};

export type GuestOrderMailTexts = typeof en;

const texts: Record<Locale, GuestOrderMailTexts> = {
  en,
  fr: {
    receivedSubject: (number, restaurant) => `Votre commande ${number} chez ${restaurant}`,
    receivedTitle: 'Commande reçue',
    received: (number, restaurant) => `${restaurant} a bien reçu votre commande ${number}. Vous verrez ici dès qu’elle sera acceptée.`,
    receivedAccepted: (number, restaurant, time) => `${restaurant} a reçu et accepté votre commande ${number}. Elle sera prête à ${time}.`,
    line: (quantity, name, amount) => `${quantity} × ${name} — ${amount}`,
    total: (amount) => `Total\u00a0: ${amount}, à régler au retrait.`,
    reference: (reference) => `Référence de la commande\u00a0: ${reference}`,
    acceptedSubject: (number, time) => `Commande ${number} acceptée\u00a0: prête à ${time}`,
    acceptedTitle: 'Commande acceptée',
    accepted: (number, restaurant, time) => `${restaurant} a accepté votre commande ${number}. Elle sera prête à ${time}.`,
    acceptedNoTime: (number, restaurant) => `${restaurant} a accepté votre commande ${number}.`,
    readySubject: (number) => `Votre commande ${number} est prête`,
    readyTitle: 'Prête à être retirée',
    ready: (number, restaurant) => `Votre commande ${number} est prête\u00a0: vous pouvez venir la retirer chez ${restaurant}.`,
    cancelledSubject: (number) => `Commande ${number} annulée`,
    rejectedTitle: 'Commande refusée',
    rejected: (number, restaurant) => `${restaurant} n’a pas pu accepter votre commande ${number}.`,
    cancelledTitle: 'Commande annulée',
    cancelled: (number, restaurant) => `${restaurant} a annulé votre commande ${number}.`,
    reason: (reason) => `Motif\u00a0: ${reason}`,
    action: 'Suivre ma commande',
    table: (label) => `Table ${label}`,
    totalAtTable: (amount) => `Total\u00a0: ${amount}, à régler à table.`,
    readyAtTable: (number, label) => `Votre commande ${number} est prête\u00a0: elle arrive à la table ${label}.`,
    readyAtTableSubject: (number) => `Votre commande ${number} est prête`,
  },
  de: {
    receivedSubject: (number, restaurant) => `Ihre Bestellung ${number} bei ${restaurant}`,
    receivedTitle: 'Bestellung eingegangen',
    received: (number, restaurant) => `${restaurant} hat Ihre Bestellung ${number} erhalten. Sobald sie angenommen ist, sehen Sie es hier.`,
    receivedAccepted: (number, restaurant, time) => `${restaurant} hat Ihre Bestellung ${number} erhalten und angenommen. Sie ist um ${time} fertig.`,
    line: (quantity, name, amount) => `${quantity} × ${name} — ${amount}`,
    total: (amount) => `Summe: ${amount}, zahlbar bei Abholung.`,
    reference: (reference) => `Bestellreferenz: ${reference}`,
    acceptedSubject: (number, time) => `Bestellung ${number} angenommen: fertig um ${time}`,
    acceptedTitle: 'Bestellung angenommen',
    accepted: (number, restaurant, time) => `${restaurant} hat Ihre Bestellung ${number} angenommen. Sie ist um ${time} fertig.`,
    acceptedNoTime: (number, restaurant) => `${restaurant} hat Ihre Bestellung ${number} angenommen.`,
    readySubject: (number) => `Bestellung ${number} ist abholbereit`,
    readyTitle: 'Abholbereit',
    ready: (number, restaurant) => `Ihre Bestellung ${number} ist fertig: Sie können sie bei ${restaurant} abholen.`,
    cancelledSubject: (number) => `Bestellung ${number} storniert`,
    rejectedTitle: 'Bestellung nicht angenommen',
    rejected: (number, restaurant) => `${restaurant} konnte Ihre Bestellung ${number} leider nicht annehmen.`,
    cancelledTitle: 'Bestellung storniert',
    cancelled: (number, restaurant) => `${restaurant} hat Ihre Bestellung ${number} storniert.`,
    reason: (reason) => `Grund: ${reason}`,
    action: 'Bestellung verfolgen',
    table: (label) => `Tisch ${label}`,
    totalAtTable: (amount) => `Summe: ${amount}, zahlbar am Tisch.`,
    readyAtTable: (number, label) => `Ihre Bestellung ${number} ist fertig: Sie kommt gleich an Tisch ${label}.`,
    readyAtTableSubject: (number) => `Bestellung ${number} ist fertig`,
  },
  it: {
    receivedSubject: (number, restaurant) => `Il tuo ordine ${number} da ${restaurant}`,
    receivedTitle: 'Ordine ricevuto',
    received: (number, restaurant) => `${restaurant} ha ricevuto il tuo ordine ${number}. Qui vedrai subito quando viene accettato.`,
    receivedAccepted: (number, restaurant, time) => `${restaurant} ha ricevuto e accettato il tuo ordine ${number}. Sarà pronto alle ${time}.`,
    line: (quantity, name, amount) => `${quantity} × ${name} — ${amount}`,
    total: (amount) => `Totale: ${amount}, da pagare al ritiro.`,
    reference: (reference) => `Riferimento dell’ordine: ${reference}`,
    acceptedSubject: (number, time) => `Ordine ${number} accettato: pronto alle ${time}`,
    acceptedTitle: 'Ordine accettato',
    accepted: (number, restaurant, time) => `${restaurant} ha accettato il tuo ordine ${number}. Sarà pronto alle ${time}.`,
    acceptedNoTime: (number, restaurant) => `${restaurant} ha accettato il tuo ordine ${number}.`,
    readySubject: (number) => `L’ordine ${number} è pronto per il ritiro`,
    readyTitle: 'Pronto per il ritiro',
    ready: (number, restaurant) => `Il tuo ordine ${number} è pronto: puoi ritirarlo da ${restaurant}.`,
    cancelledSubject: (number) => `Ordine ${number} annullato`,
    rejectedTitle: 'Ordine non accettato',
    rejected: (number, restaurant) => `${restaurant} non ha potuto accettare il tuo ordine ${number}.`,
    cancelledTitle: 'Ordine annullato',
    cancelled: (number, restaurant) => `${restaurant} ha annullato il tuo ordine ${number}.`,
    reason: (reason) => `Motivo: ${reason}`,
    action: 'Segui il tuo ordine',
    table: (label) => `Tavolo ${label}`,
    totalAtTable: (amount) => `Totale: ${amount}, da pagare al tavolo.`,
    readyAtTable: (number, label) => `Il tuo ordine ${number} è pronto: arriva al tavolo ${label}.`,
    readyAtTableSubject: (number) => `L’ordine ${number} è pronto`,
  },
  es: {
    receivedSubject: (number, restaurant) => `Tu pedido ${number} en ${restaurant}`,
    receivedTitle: 'Pedido recibido',
    received: (number, restaurant) => `${restaurant} ha recibido tu pedido ${number}. Aquí verás en cuanto lo acepten.`,
    receivedAccepted: (number, restaurant, time) => `${restaurant} ha recibido y aceptado tu pedido ${number}. Estará listo a las ${time}.`,
    line: (quantity, name, amount) => `${quantity} × ${name} — ${amount}`,
    total: (amount) => `Total: ${amount}, a pagar al recoger.`,
    reference: (reference) => `Referencia del pedido: ${reference}`,
    acceptedSubject: (number, time) => `Pedido ${number} aceptado: listo a las ${time}`,
    acceptedTitle: 'Pedido aceptado',
    accepted: (number, restaurant, time) => `${restaurant} ha aceptado tu pedido ${number}. Estará listo a las ${time}.`,
    acceptedNoTime: (number, restaurant) => `${restaurant} ha aceptado tu pedido ${number}.`,
    readySubject: (number) => `El pedido ${number} está listo para recoger`,
    readyTitle: 'Listo para recoger',
    ready: (number, restaurant) => `Tu pedido ${number} está listo: puedes recogerlo en ${restaurant}.`,
    cancelledSubject: (number) => `Pedido ${number} cancelado`,
    rejectedTitle: 'Pedido no aceptado',
    rejected: (number, restaurant) => `${restaurant} no ha podido aceptar tu pedido ${number}.`,
    cancelledTitle: 'Pedido cancelado',
    cancelled: (number, restaurant) => `${restaurant} ha cancelado tu pedido ${number}.`,
    reason: (reason) => `Motivo: ${reason}`,
    action: 'Seguir mi pedido',
    table: (label) => `Mesa ${label}`,
    totalAtTable: (amount) => `Total: ${amount}, a pagar en la mesa.`,
    readyAtTable: (number, label) => `Tu pedido ${number} está listo: va de camino a la mesa ${label}.`,
    readyAtTableSubject: (number) => `El pedido ${number} está listo`,
  },
  nl: {
    receivedSubject: (number, restaurant) => `Je bestelling ${number} bij ${restaurant}`,
    receivedTitle: 'Bestelling ontvangen',
    received: (number, restaurant) => `${restaurant} heeft je bestelling ${number} ontvangen. Zodra ze is geaccepteerd, zie je dat hier.`,
    receivedAccepted: (number, restaurant, time) => `${restaurant} heeft je bestelling ${number} ontvangen en geaccepteerd. Ze is om ${time} klaar.`,
    line: (quantity, name, amount) => `${quantity} × ${name} — ${amount}`,
    total: (amount) => `Totaal: ${amount}, te betalen bij het afhalen.`,
    reference: (reference) => `Referentie van de bestelling: ${reference}`,
    acceptedSubject: (number, time) => `Bestelling ${number} geaccepteerd: klaar om ${time}`,
    acceptedTitle: 'Bestelling geaccepteerd',
    accepted: (number, restaurant, time) => `${restaurant} heeft je bestelling ${number} geaccepteerd. Ze is om ${time} klaar.`,
    acceptedNoTime: (number, restaurant) => `${restaurant} heeft je bestelling ${number} geaccepteerd.`,
    readySubject: (number) => `Bestelling ${number} staat klaar om af te halen`,
    readyTitle: 'Klaar om af te halen',
    ready: (number, restaurant) => `Je bestelling ${number} is klaar: je kunt ze afhalen bij ${restaurant}.`,
    cancelledSubject: (number) => `Bestelling ${number} geannuleerd`,
    rejectedTitle: 'Bestelling niet geaccepteerd',
    rejected: (number, restaurant) => `${restaurant} kon je bestelling ${number} helaas niet accepteren.`,
    cancelledTitle: 'Bestelling geannuleerd',
    cancelled: (number, restaurant) => `${restaurant} heeft je bestelling ${number} geannuleerd.`,
    reason: (reason) => `Reden: ${reason}`,
    action: 'Volg je bestelling',
    table: (label) => `Tafel ${label}`,
    totalAtTable: (amount) => `Totaal: ${amount}, te betalen aan tafel.`,
    readyAtTable: (number, label) => `Je bestelling ${number} is klaar: ze komt naar tafel ${label}.`,
    readyAtTableSubject: (number) => `Bestelling ${number} is klaar`,
  },
};

export function guestOrderMailTexts(locale: Locale): GuestOrderMailTexts {
  return texts[locale];
}

/** A name or reason in a mail: one line, bounded. */
function oneLine(value: string, max = 300): string {
  const chars = [...value.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/**
 * 19:40 in the restaurant's zone, as the guest's language writes a time (a zone the runtime does not know: UTC): the
 * short time style, as the guest's status page writes it (lib/i18n.ts formatMoment) — 00:31, not 0:31, in English.
 */
export function readyTime(instant: string, timeZone: string, locale: Locale): string {
  const options: Intl.DateTimeFormatOptions = { timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(INTL_TAG[locale], { ...options, timeZone }).format(new Date(instant));
  } catch {
    return new Intl.DateTimeFormat(INTL_TAG[locale], { ...options, timeZone: 'UTC' }).format(new Date(instant));
  }
}

export interface GuestOrderMailInput {
  kind: GuestOrderMailKind;
  locale: Locale;
  restaurantName: string;
  timeZone: string;
  customerName: string;
  /** '#12' */
  number: string;
  /** The id's last 8 characters (spec). */
  reference: string;
  lines: ReadonlyArray<{ quantity: number; name: string; price: number }>;
  total: number;
  /** The ready time the change set (ISO), when it set one. */
  readyAt: string | null;
  /** The rejection reason, for a rejected order. */
  reason: string | null;
  /** The live status page. */
  url: string;
  /** The table a dine-in order was placed at (decision 0033); null for pickup. */
  tableLabel?: string | null;
}

/** The mail's subject, HTML and text, in the guest's language. */
export function guestOrderMail(input: GuestOrderMailInput): { subject: string; html: string; text: string; language: Locale } {
  const t = texts[input.locale];
  const restaurant = oneLine(input.restaurantName, 80) || 'Maître';
  const time = input.readyAt ? readyTime(input.readyAt, input.timeZone, input.locale) : null;
  const hello = greeting(input.locale, oneLine(input.customerName, 40).split(' ')[0] ?? '');
  const reference = t.reference(input.reference);
  const table = input.tableLabel ? oneLine(input.tableLabel, 20) : null;
  let subject: string;
  let title: string;
  let body: string[];
  switch (input.kind) {
    case 'received':
      subject = t.receivedSubject(input.number, restaurant);
      title = t.receivedTitle;
      body = [
        time ? t.receivedAccepted(input.number, restaurant, time) : t.received(input.number, restaurant),
        ...(table ? [t.table(table)] : []),
        ...input.lines.map((line) => t.line(line.quantity, oneLine(line.name, 120), formatMoney(line.price * line.quantity, input.locale))),
        table ? t.totalAtTable(formatMoney(input.total, input.locale)) : t.total(formatMoney(input.total, input.locale)),
      ];
      break;
    case 'accepted':
      subject = time ? t.acceptedSubject(input.number, time) : t.acceptedTitle;
      title = t.acceptedTitle;
      body = [time ? t.accepted(input.number, restaurant, time) : t.acceptedNoTime(input.number, restaurant)];
      break;
    case 'ready':
      subject = table ? t.readyAtTableSubject(input.number) : t.readySubject(input.number);
      title = table ? t.readyAtTableSubject(input.number) : t.readyTitle;
      body = [table ? t.readyAtTable(input.number, table) : t.ready(input.number, restaurant)];
      break;
    case 'cancelled':
      subject = t.cancelledSubject(input.number);
      title = input.reason ? t.rejectedTitle : t.cancelledTitle;
      body = [
        input.reason ? t.rejected(input.number, restaurant) : t.cancelled(input.number, restaurant),
        ...(input.reason ? [t.reason(oneLine(input.reason))] : []),
      ];
      break;
  }
  const { html, text } = layout(input.locale, title, [hello, ...body, reference], { label: t.action, url: input.url });
  return { subject, html, text, language: input.locale };
}
