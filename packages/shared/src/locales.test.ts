import { describe, expect, it } from 'vitest';
import { formatMoney, LOCALES, type Locale, negotiateLocale, parseAmount, plural } from './locales.ts';

describe('negotiateLocale', () => {
  it('takes the first language asked for that Maître speaks, by weight, regional variants included', () => {
    expect(negotiateLocale('fr-BE,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLocale('pt-PT,pt;q=0.9,de;q=0.5,nl;q=0.7')).toBe('nl');
    expect(negotiateLocale('en;q=0.1, es-419')).toBe('es');
    expect(negotiateLocale(['it-CH', 'de'])).toBe('it');
  });

  it('falls back when nothing matches or the header is nonsense', () => {
    expect(negotiateLocale('pt-BR,ja')).toBe('en');
    expect(negotiateLocale('', 'de')).toBe('de');
    expect(negotiateLocale(undefined, 'nl')).toBe('nl');
    expect(negotiateLocale('fr;q=0, *')).toBe('en');
    expect(negotiateLocale(';;;,,,q=abc')).toBe('en');
  });
});

describe('formatMoney', () => {
  it('writes euros the way each language does', () => {
    const written = Object.fromEntries(LOCALES.map((locale) => [locale, formatMoney(1250.5, locale).replace(/[\u00a0\u202f]/g, ' ')]));
    expect(written).toEqual({ en: '€1,250.50', fr: '1 250,50 €', de: '1.250,50 €', it: '1250,50 €', es: '1250,50 €', nl: '€ 1.250,50' });
    expect(formatMoney(12.5, 'en')).toBe('€12.50');
  });
});

describe('parseAmount', () => {
  const value = (text: string, locale: Locale) => {
    const parsed = parseAmount(text, locale);
    return parsed.ok ? parsed.value : parsed.problem;
  };

  it('reads a comma or a point as the decimal mark in every locale, so "12,50" is never 1250', () => {
    for (const locale of LOCALES) {
      expect(value('12,50', locale), locale).toBe(12.5);
      expect(value('12.50', locale), locale).toBe(12.5);
      expect(value('12,5', locale), locale).toBe(12.5);
      expect(value(' 12 ', locale), locale).toBe(12);
      expect(value('€ 9,90', locale), locale).toBe(9.9);
      expect(value('0.5', locale), locale).toBe(0.5);
      expect(value(',5', locale), locale).toBe(0.5);
    }
  });

  it('accepts grouping only as the locale writes it, whole, and refuses the other form as ambiguous', () => {
    expect(value('1,250.00', 'en')).toBe(1250);
    expect(value('1.250,00', 'de')).toBe(1250);
    expect(value('1.250,00', 'nl')).toBe(1250);
    expect(value('1 250,00', 'fr')).toBe(1250);
    expect(value('1.250,00', 'en')).toBe('ambiguous');
    expect(value('1,250.00', 'de')).toBe('ambiguous');
    expect(value('1,250', 'en')).toBe('ambiguous');
    expect(value('1.250', 'de')).toBe('ambiguous');
    expect(value('12,500', 'fr')).toBe('ambiguous');
    // A space between digits only as grouping: "12 50" could be 12.50 or 1250.
    expect(value('12 50', 'en')).toBe('ambiguous');
    expect(value('1 2', 'fr')).toBe('ambiguous');
    expect(value('1 250', 'fr')).toBe(1250);
    expect(value('€ 12,50 ', 'nl')).toBe(12.5);
  });

  it('refuses what is not one amount, with the reason', () => {
    expect(value('12,5,0', 'en')).toBe('not-a-number');
    expect(value('12.5.0', 'de')).toBe('not-a-number');
    expect(value('12,505', 'en')).toBe('ambiguous');
    expect(value('0,505', 'en')).toBe('too-many-decimals');
    expect(value('12.', 'en')).toBe('not-a-number');
    expect(value('abc', 'en')).toBe('not-a-number');
    expect(value('1e3', 'en')).toBe('not-a-number');
    expect(value('', 'fr')).toBe('empty');
    expect(value('-3', 'en')).toBe('negative');
    expect(parseAmount('-1,50', 'fr', { allowNegative: true })).toEqual({ ok: true, value: -1.5 });
  });
});

describe('plural', () => {
  it('picks the form by each language’s rules and writes the number in its digits', () => {
    const forms = { one: '# seat', other: '# seats' };
    expect(plural('en', 1, forms)).toBe('1 seat');
    expect(plural('en', 0, forms)).toBe('0 seats');
    expect(plural('fr', 0, { one: '# place', other: '# places' })).toBe('0 place');
    expect(plural('de', 1000, { one: '# Platz', other: '# Plätze' })).toBe('1.000 Plätze');
  });
});
