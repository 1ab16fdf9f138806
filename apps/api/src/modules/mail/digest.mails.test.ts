/** The daily digest's mail in every language (decision 0044): its own words in each, money and dates the reader's way. */
import { LOCALES } from '@maitre/shared/locales';
import type { SalesFigures } from '@maitre/shared/reports';
import { describe, expect, it } from 'vitest';
import { digestMail } from './digest.mails.ts';

const figures = (net: number, orders: number, cancelled = 0, cancelledOrders = 0): SalesFigures => ({
  gross: net + cancelled,
  grossOrders: orders + cancelledOrders,
  cancelled,
  cancelledOrders,
  net,
  orders,
  averageTicket: orders ? Math.round((net / orders) * 100) / 100 : 0,
  itemsSold: orders,
});

const mailIn = (locale: (typeof LOCALES)[number], current = figures(1234.5, 87, 20, 2)) =>
  digestMail({
    locale,
    to: 'ada@example.com',
    restaurantName: 'Le Radium',
    day: '2026-11-27',
    weekAgo: '2026-11-20',
    current,
    previous: figures(1100, 80),
    dishes: [{ name: 'Soupe', quantity: 12, revenue: 102 }],
    analyticsUrl: 'http://localhost:3000/dashboard/analytics?from=2026-11-27&to=2026-11-27',
    settingsUrl: 'http://localhost:3000/dashboard/settings#daily-digest',
  });

describe('digest mail texts', () => {
  it('writes the digest in each language, with its language, the links and nothing left in English', () => {
    const english = mailIn('en');
    expect(english.subject).toBe('Yesterday at Le Radium: €1,234.50 net, 87 orders');
    expect(english.text).toContain('Net sales: €1,234.50 (+12.2% against €1,100.00)');
    expect(english.text).toContain('Your business day of Friday, 27 November, against Friday, 20 November.');
    for (const locale of LOCALES) {
      const mail = mailIn(locale);
      expect(mail.language).toBe(locale);
      expect(mail.text).toContain('/dashboard/analytics?from=2026-11-27&to=2026-11-27');
      expect(mail.text).toContain('#daily-digest');
      expect(mail.html).toContain('<li>');
      if (locale !== 'en') {
        expect(mail.subject).not.toBe(english.subject);
        // The dish lines are the dish's name and numbers (the same in some languages): sentences only.
        const paragraphs = (text: string) =>
          text
            .split('\n\n')
            .slice(1, -1)
            .filter((paragraph) => !paragraph.startsWith('- 12 ×'));
        for (const paragraph of paragraphs(mail.text)) expect(paragraphs(english.text)).not.toContain(paragraph);
      }
    }
  });

  it('writes French as a French reader expects it, and says when there were no orders', () => {
    const fr = mailIn('fr');
    expect(fr.subject).toBe('Hier chez Le Radium\u00a0: 1\u202f234,50\u00a0€ net, 87 commandes');
    expect(fr.text).toContain('Votre journée du vendredi 27 novembre, comparée au vendredi 20 novembre.');
    expect(fr.text).toContain('Annulé\u00a0: 20,00\u00a0€, 2 commandes');
    expect(mailIn('fr', figures(0, 0)).subject).toBe('Hier chez Le Radium\u00a0: aucune commande');
    expect(mailIn('de', figures(0, 0)).text).toContain('Keine Bestellungen am Freitag, 27. November.');
  });
});
