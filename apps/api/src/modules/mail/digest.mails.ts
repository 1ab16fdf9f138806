/**
 * The daily digest (issue 22, decision 0044), in the member's language: yesterday's business day against the same
 * weekday a week earlier (net sales, orders, average ticket, cancelled, each with its change), the top dishes by
 * quantity with their revenue, a button to the Analytics page for that day and, in small print, where to turn it off.
 * Texts beside the mail in the shape of team.mails.ts: an English object and one per other locale, typed by it.
 * Money, percentages and dates through Intl; the days are the restaurant's business days (dates, no time of day).
 */
import { formatMoney, INTL_TAG, type Locale, plural } from '@maitre/shared/locales';
import type { SalesFigures } from '@maitre/shared/reports';
import { layout } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

const en = {
  subject: (restaurant: string, net: string, orders: string) => `Yesterday at ${restaurant}: ${net} net, ${orders}`,
  orders: { one: '# order', other: '# orders' },
  subjectNoOrders: (restaurant: string) => `Yesterday at ${restaurant}: no orders`,
  testSubject: (subject: string) => `[Test] ${subject}`,
  title: (restaurant: string, day: string) => `${restaurant}, ${day}`,
  intro: (day: string, weekAgo: string) => `Your business day of ${day}, against ${weekAgo}.`,
  noOrders: (day: string) => `No orders on ${day}.`,
  net: (value: string, change: string) => `Net sales: ${value} (${change})`,
  ordersLine: (value: string, change: string) => `Orders: ${value} (${change})`,
  averageTicket: (value: string, change: string) => `Average ticket: ${value} (${change})`,
  cancelled: (value: string, count: string, change: string) => `Cancelled: ${value}, ${count} (${change})`,
  /** The change against the week before, with that week's figure. */
  change: (percent: string, before: string) => `${percent} against ${before}`,
  noComparison: (before: string) => `${before} a week earlier`,
  topDishes: 'Top dishes by quantity:',
  dish: (quantity: string, name: string, revenue: string) => `${quantity} × ${name} — ${revenue}`,
  action: 'Open Analytics for this day',
  footer: (restaurant: string) => `You receive this mail because you turned on the daily digest for ${restaurant}. To turn it off or change its time:`,
};

export type DigestMailTexts = typeof en;

const texts: Record<Locale, DigestMailTexts> = {
  en,
  fr: {
    subject: (restaurant, net, orders) => `Hier chez ${restaurant}\u00a0: ${net} net, ${orders}`,
    orders: { one: '# commande', other: '# commandes' },
    subjectNoOrders: (restaurant) => `Hier chez ${restaurant}\u00a0: aucune commande`,
    testSubject: (subject) => `[Test] ${subject}`,
    title: (restaurant, day) => `${restaurant}, ${day}`,
    intro: (day, weekAgo) => `Votre journée du ${day}, comparée au ${weekAgo}.`,
    noOrders: (day) => `Aucune commande le ${day}.`,
    net: (value, change) => `Chiffre d’affaires net\u00a0: ${value} (${change})`,
    ordersLine: (value, change) => `Commandes\u00a0: ${value} (${change})`,
    averageTicket: (value, change) => `Panier moyen\u00a0: ${value} (${change})`,
    cancelled: (value, count, change) => `Annulé\u00a0: ${value}, ${count} (${change})`,
    change: (percent, before) => `${percent} par rapport à ${before}`,
    noComparison: (before) => `${before} une semaine plus tôt`,
    topDishes: 'Plats les plus vendus (en quantité)\u00a0:',
    dish: (quantity, name, revenue) => `${quantity} × ${name} — ${revenue}`,
    action: 'Ouvrir les statistiques de ce jour',
    footer: (restaurant) =>
      `Vous recevez ce message parce que vous avez activé le résumé quotidien pour ${restaurant}. Pour le désactiver ou changer son heure\u00a0:`,
  },
  de: {
    subject: (restaurant, net, orders) => `Gestern bei ${restaurant}: ${net} netto, ${orders}`,
    orders: { one: '# Bestellung', other: '# Bestellungen' },
    subjectNoOrders: (restaurant) => `Gestern bei ${restaurant}: keine Bestellungen`,
    testSubject: (subject) => `[Test] ${subject}`,
    title: (restaurant, day) => `${restaurant}, ${day}`,
    intro: (day, weekAgo) => `Ihr Geschäftstag am ${day}, verglichen mit ${weekAgo}.`,
    noOrders: (day) => `Keine Bestellungen am ${day}.`,
    net: (value, change) => `Nettoumsatz: ${value} (${change})`,
    ordersLine: (value, change) => `Bestellungen: ${value} (${change})`,
    averageTicket: (value, change) => `Durchschnittsbon: ${value} (${change})`,
    cancelled: (value, count, change) => `Storniert: ${value}, ${count} (${change})`,
    change: (percent, before) => `${percent} gegenüber ${before}`,
    noComparison: (before) => `${before} eine Woche zuvor`,
    topDishes: 'Meistverkaufte Gerichte (nach Menge):',
    dish: (quantity, name, revenue) => `${quantity} × ${name} — ${revenue}`,
    action: 'Auswertung dieses Tages öffnen',
    footer: (restaurant) =>
      `Sie erhalten diese E-Mail, weil Sie die tägliche Übersicht für ${restaurant} eingeschaltet haben. Zum Abbestellen oder Ändern der Uhrzeit:`,
  },
  it: {
    subject: (restaurant, net, orders) => `Ieri da ${restaurant}: ${net} netti, ${orders}`,
    orders: { one: '# ordine', other: '# ordini' },
    subjectNoOrders: (restaurant) => `Ieri da ${restaurant}: nessun ordine`,
    testSubject: (subject) => `[Prova] ${subject}`,
    title: (restaurant, day) => `${restaurant}, ${day}`,
    intro: (day, weekAgo) => `La tua giornata di ${day}, a confronto con ${weekAgo}.`,
    noOrders: (day) => `Nessun ordine ${day}.`,
    net: (value, change) => `Vendite nette: ${value} (${change})`,
    ordersLine: (value, change) => `Ordini: ${value} (${change})`,
    averageTicket: (value, change) => `Scontrino medio: ${value} (${change})`,
    cancelled: (value, count, change) => `Annullati: ${value}, ${count} (${change})`,
    change: (percent, before) => `${percent} rispetto a ${before}`,
    noComparison: (before) => `${before} una settimana prima`,
    topDishes: 'Piatti più venduti (per quantità):',
    dish: (quantity, name, revenue) => `${quantity} × ${name} — ${revenue}`,
    action: 'Apri le statistiche di questo giorno',
    footer: (restaurant) => `Ricevi questa email perché hai attivato il riepilogo giornaliero per ${restaurant}. Per disattivarlo o cambiarne l’orario:`,
  },
  es: {
    subject: (restaurant, net, orders) => `Ayer en ${restaurant}: ${net} netos, ${orders}`,
    orders: { one: '# pedido', other: '# pedidos' },
    subjectNoOrders: (restaurant) => `Ayer en ${restaurant}: ningún pedido`,
    testSubject: (subject) => `[Prueba] ${subject}`,
    title: (restaurant, day) => `${restaurant}, ${day}`,
    intro: (day, weekAgo) => `Tu jornada del ${day}, comparada con el ${weekAgo}.`,
    noOrders: (day) => `Ningún pedido el ${day}.`,
    net: (value, change) => `Ventas netas: ${value} (${change})`,
    ordersLine: (value, change) => `Pedidos: ${value} (${change})`,
    averageTicket: (value, change) => `Ticket medio: ${value} (${change})`,
    cancelled: (value, count, change) => `Cancelado: ${value}, ${count} (${change})`,
    change: (percent, before) => `${percent} respecto a ${before}`,
    noComparison: (before) => `${before} una semana antes`,
    topDishes: 'Platos más vendidos (por cantidad):',
    dish: (quantity, name, revenue) => `${quantity} × ${name} — ${revenue}`,
    action: 'Abrir las estadísticas de este día',
    footer: (restaurant) => `Recibes este correo porque activaste el resumen diario de ${restaurant}. Para desactivarlo o cambiar la hora:`,
  },
  nl: {
    subject: (restaurant, net, orders) => `Gisteren bij ${restaurant}: ${net} netto, ${orders}`,
    orders: { one: '# bestelling', other: '# bestellingen' },
    subjectNoOrders: (restaurant) => `Gisteren bij ${restaurant}: geen bestellingen`,
    testSubject: (subject) => `[Test] ${subject}`,
    title: (restaurant, day) => `${restaurant}, ${day}`,
    intro: (day, weekAgo) => `Uw werkdag van ${day}, vergeleken met ${weekAgo}.`,
    noOrders: (day) => `Geen bestellingen op ${day}.`,
    net: (value, change) => `Netto-omzet: ${value} (${change})`,
    ordersLine: (value, change) => `Bestellingen: ${value} (${change})`,
    averageTicket: (value, change) => `Gemiddelde bon: ${value} (${change})`,
    cancelled: (value, count, change) => `Geannuleerd: ${value}, ${count} (${change})`,
    change: (percent, before) => `${percent} ten opzichte van ${before}`,
    noComparison: (before) => `${before} een week eerder`,
    topDishes: 'Best verkochte gerechten (op aantal):',
    dish: (quantity, name, revenue) => `${quantity} × ${name} — ${revenue}`,
    action: 'Statistieken van deze dag openen',
    footer: (restaurant) =>
      `U ontvangt deze e-mail omdat u het dagelijkse overzicht voor ${restaurant} hebt ingeschakeld. Uitschakelen of het tijdstip wijzigen:`,
  },
};

export interface DigestDish {
  name: string;
  quantity: number;
  revenue: number;
}

export interface DigestMailInput {
  locale: Locale;
  to: string;
  restaurantName: string;
  /** The business day the digest is about, and the same weekday a week earlier ('YYYY-MM-DD'). */
  day: string;
  weekAgo: string;
  current: SalesFigures;
  previous: SalesFigures;
  dishes: DigestDish[];
  analyticsUrl: string;
  settingsUrl: string;
  /** Asked for with "Send me a test digest now": the subject says so. */
  test?: boolean;
}

/** A business day as the reader writes it: "Friday, 27 November" (the date itself, whatever the zone). */
export function formatDay(day: string, locale: Locale): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(INTL_TAG[locale], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAG[locale], { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(percent / 100);
}

function changeOf(locale: Locale, value: number, before: number, shown: string): string {
  const t = texts[locale];
  if (before === 0) return t.noComparison(shown);
  return t.change(formatPercent(Math.round(((value - before) / before) * 1000) / 10, locale), shown);
}

export function digestMail(input: DigestMailInput): MailMessage {
  const { locale, current, previous } = input;
  const t = texts[locale];
  const money = (amount: number) => formatMoney(amount, locale);
  const count = (value: number) => new Intl.NumberFormat(INTL_TAG[locale]).format(value);
  const day = formatDay(input.day, locale);
  const weekAgo = formatDay(input.weekAgo, locale);
  const figures = [
    t.net(money(current.net), changeOf(locale, current.net, previous.net, money(previous.net))),
    t.ordersLine(count(current.orders), changeOf(locale, current.orders, previous.orders, count(previous.orders))),
    t.averageTicket(money(current.averageTicket), changeOf(locale, current.averageTicket, previous.averageTicket, money(previous.averageTicket))),
    t.cancelled(
      money(current.cancelled),
      plural(locale, current.cancelledOrders, t.orders),
      changeOf(locale, current.cancelled, previous.cancelled, money(previous.cancelled)),
    ),
  ];
  const empty = current.grossOrders === 0;
  const paragraphs: Array<string | string[]> = [empty ? t.noOrders(day) : t.intro(day, weekAgo), figures];
  if (input.dishes.length > 0) {
    paragraphs.push(
      t.topDishes,
      input.dishes.map((dish) => t.dish(count(dish.quantity), dish.name, money(dish.revenue))),
    );
  }
  const subject = empty
    ? t.subjectNoOrders(input.restaurantName)
    : t.subject(input.restaurantName, money(current.net), plural(locale, current.orders, t.orders));
  const { html, text } = layout(
    locale,
    t.title(input.restaurantName, day),
    paragraphs,
    { label: t.action, url: input.analyticsUrl },
    { text: t.footer(input.restaurantName), url: input.settingsUrl },
  );
  return { to: input.to, subject: input.test ? t.testSubject(subject) : subject, text, html, language: locale };
}
