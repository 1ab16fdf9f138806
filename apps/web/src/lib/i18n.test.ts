import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, currentLocale, dateFormat, defineTexts, formatMoment, money, plural, pseudoLocalize, setPseudoLocale } from '@/lib/i18n';
import { setCatalogLoader, switchLocale } from '@/lib/locale-root';

const sample = defineTexts('test.sample', {
  title: 'Orders',
  count: (n: number) => plural(n, { one: '# order', other: '# orders' }),
  columns: { name: 'Name' },
});

afterEach(() => {
  setPseudoLocale(false);
  activateLocale('en', null);
});

describe('defineTexts', () => {
  it('reads English until a locale is active, then that locale, and English again', () => {
    expect(sample.title).toBe('Orders');
    activateLocale('fr', {
      test: { sample: { title: 'Commandes', count: (n: number) => plural(n, { one: '# commande', other: '# commandes' }), columns: { name: 'Nom' } } },
    });
    expect(sample.title).toBe('Commandes');
    expect(sample.count(0)).toBe('0 commande');
    expect(sample.columns.name).toBe('Nom');
    expect(document.documentElement.lang).toBe('fr');
    activateLocale('en', null);
    expect(sample.count(2)).toBe('2 orders');
    expect(document.documentElement.lang).toBe('en');
  });

  it('formats money, numbers and moments in the active locale and the restaurant’s zone', () => {
    expect(money(12.5)).toBe('€12.50');
    expect(formatMoment('2026-11-24T23:30:00Z', 'Europe/Paris', 'time')).toBe('00:30');
    activateLocale('de', {});
    expect(money(12.5).replace(/\u00a0/g, ' ')).toBe('12,50 €');
    expect(formatMoment('2026-11-24T23:30:00Z', 'Europe/Paris', 'date')).toBe('25.11.2026');
    activateLocale('nl', {});
    expect(money(12.5).replace(/\u00a0/g, ' ')).toBe('€ 12,50');
  });

  it('keeps one date format per locale and options, and a locale switch takes the new locale’s', () => {
    const day = new Date('2026-11-24T12:00:00Z');
    const options: Intl.DateTimeFormatOptions = { weekday: 'long', timeZone: 'UTC' };
    expect(dateFormat(options).format(day)).toBe('Tuesday');
    expect(dateFormat({ ...options })).toBe(dateFormat(options));
    activateLocale('fr', {});
    expect(dateFormat(options).format(day)).toBe('mardi');
    activateLocale('en', null);
    expect(dateFormat(options).format(day)).toBe('Tuesday');
  });

  it('in the pseudo-locale makes every text about 40 % longer and accented, keeping the English at its start', () => {
    setPseudoLocale(true);
    expect(sample.title.startsWith('Orders ')).toBe(true);
    expect(sample.title.length).toBeGreaterThanOrEqual(Math.ceil('Orders'.length * 1.4));
    expect(sample.title).toMatch(/[áéíóúÖÉ]/);
    expect(sample.count(3).startsWith('3 orders ')).toBe(true);
    expect(sample.columns.name.startsWith('Name ')).toBe(true);
    expect(pseudoLocalize('12:30')).toBe('12:30');
  });
});

describe('switchLocale', () => {
  it('loads the catalog once per switch, remembers the choice, and the last switch wins', async () => {
    const asked: string[] = [];
    setCatalogLoader(async (locale) => {
      asked.push(locale);
      await new Promise((resolve) => setTimeout(resolve, locale === 'de' ? 20 : 0));
      return { test: { sample: { title: locale } } };
    });
    const slow = switchLocale('de');
    const fast = switchLocale('it', { remember: true });
    await Promise.all([slow, fast]);
    expect(asked).toEqual(['de', 'it']);
    expect(currentLocale()).toBe('it');
    expect(sample.title).toBe('it');
    expect(localStorage.getItem('maitre.locale')).toBe('it');
    await switchLocale('en', { remember: true });
    expect(sample.title).toBe('Orders');
    localStorage.clear();
  });

  it('loads nothing to switch to the language already shown, and keeps the language when a catalog fails to arrive', async () => {
    const asked: string[] = [];
    setCatalogLoader(async (locale) => {
      asked.push(locale);
      if (locale === 'nl') throw new Error('offline');
      return { test: { sample: { title: locale } } };
    });
    await switchLocale('fr', { remember: true });
    await switchLocale('fr', { remember: true });
    expect(asked).toEqual(['fr']);

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await switchLocale('nl', { remember: true });
    expect(asked).toEqual(['fr', 'nl']);
    expect(currentLocale()).toBe('fr');
    expect(sample.title).toBe('fr');
    // Not remembered: the next visit must not start in a language whose texts never arrived.
    expect(localStorage.getItem('maitre.locale')).toBe('fr');
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
    await switchLocale('en', { remember: true });
    localStorage.clear();
  });
});

describe('warmFormats', () => {
  const Original = Intl.NumberFormat;
  afterEach(() => {
    Intl.NumberFormat = Original;
  });
  /** The i18n module loaded afresh (no formatter kept), and a count of the number formatters made from now on. */
  async function freshCounting() {
    vi.resetModules();
    const fresh = await import('@/lib/i18n');
    const count = { made: 0 };
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        count.made += 1;
      }
    } as typeof Intl.NumberFormat;
    return { fresh, count };
  }

  it("makes the first screen's number and euro formatters ahead, in tasks of their own, so the screen makes none", async () => {
    const { fresh, count } = await freshCounting();
    const tasks: Array<() => void> = [];
    fresh.warmFormats((task) => tasks.push(task));
    // Nothing at the call itself: the work waits for its task.
    expect(count.made).toBe(0);
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    expect(count.made).toBeGreaterThan(0);
    // The date formatter in a task of its own.
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    count.made = 0;
    expect(fresh.number(1234)).toBe('1,234');
    expect(fresh.money(12.5)).toBe('€12.50');
    expect(count.made).toBe(0);
  });

  it('warms the language being loaded, before it is active: once it is, its screens make no formatter', async () => {
    const { fresh, count } = await freshCounting();
    const tasks: Array<() => void> = [];
    fresh.warmFormats((task) => tasks.push(task), 'fr');
    while (tasks.length > 0) tasks.shift()?.();
    expect(fresh.currentLocale()).toBe('en');
    fresh.activateLocale('fr', {});
    count.made = 0;
    expect(fresh.number(1234.5)).toBe('1\u202f234,5');
    expect(fresh.money(12.5)).toBe('12,50\u00a0€');
    expect(count.made).toBe(0);
    fresh.activateLocale('en', null);
  });
});
