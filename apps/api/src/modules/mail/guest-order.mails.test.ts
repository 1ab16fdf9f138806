/** The guest's order mails in every language (issue 20): their own words, the link, the number, the time in the restaurant's zone. */
import { LOCALES } from '@maitre/shared/locales';
import { describe, expect, it } from 'vitest';
import { type GuestOrderMailKind, guestOrderMail, readyTime } from './guest-order.mails.ts';

const url = 'http://localhost:3000/r/chez-ada/orders/4f7c0c8e-2b1d-4a55-9e55-1d2a3b4c5d6e';
const KINDS: GuestOrderMailKind[] = ['received', 'accepted', 'ready', 'cancelled'];
const mailInput = (kind: GuestOrderMailKind, locale: (typeof LOCALES)[number], reason: string | null = null) => ({
  kind,
  locale,
  restaurantName: 'Chez Ada',
  timeZone: 'Europe/Paris',
  customerName: 'Grace Hopper',
  number: '#12',
  reference: '3b4c5d6e',
  lines: [{ quantity: 2, name: 'Lasagne', price: 14.9 }],
  total: 29.8,
  // 18:40 UTC in January: 19:40 in Paris.
  readyAt: kind === 'accepted' ? '2026-01-15T18:40:00.000Z' : null,
  reason,
  url,
});
const mail = (kind: GuestOrderMailKind, locale: (typeof LOCALES)[number], reason: string | null = null) => guestOrderMail(mailInput(kind, locale, reason));

describe("the guest's order mails", () => {
  it('names the table of a dine-in order (decision 0033) in each language: to pay at the table, ready on its way to it', () => {
    for (const locale of LOCALES) {
      const atTable = (kind: GuestOrderMailKind) => guestOrderMail({ ...mailInput(kind, locale), tableLabel: 'Terrace 3' });
      const received = atTable('received');
      expect(received.text, locale).toContain('Terrace 3');
      expect(received.text, locale).not.toBe(mail('received', locale).text);
      const ready = atTable('ready');
      expect(ready.text, locale).toContain('Terrace 3');
      expect(ready.text, locale).not.toBe(mail('ready', locale).text);
    }
    expect(guestOrderMail({ ...mailInput('received', 'en'), tableLabel: '12' }).text).toContain('Total: €29.80, to pay at the table.');
    expect(guestOrderMail({ ...mailInput('ready', 'en'), tableLabel: '12' }).text).toContain('Your order #12 is ready: it is on its way to table 12.');
  });

  it('writes each mail in each language, with the number, the reference, the link and the first name', () => {
    for (const locale of LOCALES) {
      for (const kind of KINDS) {
        const written = mail(kind, locale);
        expect(written.language).toBe(locale);
        expect(written.subject, `${locale} ${kind}`).toContain('#12');
        expect(written.text, `${locale} ${kind}`).toContain(url);
        expect(written.text, `${locale} ${kind}`).toContain('3b4c5d6e');
        expect(written.text, `${locale} ${kind}`).toContain('Grace');
        expect(written.text, `${locale} ${kind}`).not.toContain('Hopper');
        if (locale !== 'en') expect(written.subject, `${locale} ${kind}`).not.toBe(mail(kind, 'en').subject);
      }
    }
  });

  it('gives the ready time in the restaurant’s zone, the lines and total, and the reason of a rejection', () => {
    expect(mail('accepted', 'en').subject).toBe('Order #12 accepted: ready at 19:40');
    expect(mail('accepted', 'fr').text).toContain('Elle sera prête à 19:40.');
    const received = mail('received', 'de');
    expect(received.text).toContain('2 × Lasagne — 29,80\u00a0€');
    expect(received.text).toContain('Summe: 29,80\u00a0€, zahlbar bei Abholung.');
    const rejected = mail('cancelled', 'it', 'Cucina chiusa');
    expect(rejected.text).toContain('Motivo: Cucina chiusa');
    expect(rejected.html).toContain('Ordine non accettato');
    expect(mail('cancelled', 'it').html).toContain('Ordine annullato');
  });

  it('escapes what the restaurant and the guest wrote in the HTML part', () => {
    const written = mail('cancelled', 'en', '<script>alert(1)</script>');
    expect(written.html).not.toContain('<script>');
    expect(written.html).toContain('&lt;script&gt;');
  });
});

describe('the ready time in a mail', () => {
  it('is written as the guest’s status page writes it (the short time style): 00:31 and 09:05 in English, not 0:31', () => {
    expect(readyTime('2026-11-24T23:31:00Z', 'Europe/Paris', 'en')).toBe('00:31');
    expect(readyTime('2026-11-25T08:05:00Z', 'Europe/Paris', 'en')).toBe('09:05');
    expect(readyTime('2026-11-25T18:40:00Z', 'Europe/Paris', 'fr')).toBe('19:40');
    expect(readyTime('2026-11-25T18:40:00Z', 'Not/AZone', 'de')).toBe('18:40');
  });
});
