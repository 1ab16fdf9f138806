/**
 * The languages Maître speaks, how a visitor's language is chosen, and how money and amounts are written and read in
 * each. Zod-free and small: the sign-in page and the guest's order page load it first. Decision 0023.
 */

export const LOCALES = ['en', 'fr', 'de', 'it', 'es', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, for the language pickers (a reader looks for their language in their language). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español',
  nl: 'Nederlands',
};

/**
 * The tag `Intl` formats with. English is Ireland's: euros written "€12.50" (the spec's form), 24-hour times and weeks
 * that start on Monday, like the rest of the euro area. Dutch writes "€ 12,50", the others "12,50 €".
 */
export const INTL_TAG: Record<Locale, string> = {
  en: 'en-IE',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  es: 'es-ES',
  nl: 'nl-NL',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our locales for an `Accept-Language` header or a browser's `navigator.languages`: the first language
 * asked for that we have (by its primary subtag: "fr-BE" → fr), weighed by q; `fallback` when none matches.
 */
export function negotiateLocale(asked: string | readonly string[] | null | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  if (!asked) return fallback;
  const entries =
    typeof asked === 'string'
      ? asked
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
            const weight = q ? Number(q.slice(2)) : 1;
            return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((entry) => entry.tag && entry.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
      : asked.map((tag, index) => ({ tag, weight: 1, index }));
  for (const { tag } of entries) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return fallback;
}

const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** Euros with two decimals in the locale's way: en "€12.50", fr/de/it/es "12,50 €", nl "€ 12,50". */
export function formatMoney(amount: number, locale: Locale): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  return format.format(amount);
}

/** The locale's decimal and grouping separators, as `Intl` writes 1234.5. */
export function separators(locale: Locale): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(INTL_TAG[locale], { useGrouping: true }).formatToParts(1234.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** Why typed text is not an amount; the forms turn it into a sentence in the reader's language. */
export type AmountProblem = 'empty' | 'not-a-number' | 'ambiguous' | 'too-many-decimals' | 'negative';

export type ParsedAmount = { ok: true; value: number } | { ok: false; problem: AmountProblem };

/**
 * An amount typed by a person, read so that it can never silently mean something else (issue 18: "12,50" in an
 * English form once saved €1,250.00):
 * - a comma or a point followed by one or two digits is the decimal mark, in every locale ("12,50" = "12.50");
 * - a lone separator followed by three digits ("1,250", "1.250") is refused as ambiguous (thousands or a typo?);
 * - digit grouping is accepted only as the locale writes it, whole ("1.250,00" in German, "1,250.00" in English), and
 *   refused in the other form ("1.250,00" in English);
 * - anything else with more than one separator ("12,5,0"), more than `maxDecimals` decimals, letters or a minus
 *   sign (unless `allowNegative`) is refused. A euro sign and spaces around the number are ignored.
 */
export function parseAmount(
  text: string,
  locale: Locale,
  { maxDecimals = 2, allowNegative = false }: { maxDecimals?: number; allowNegative?: boolean } = {},
): ParsedAmount {
  // Spaces around the number and the euro sign are ignored; a space between digits only as thousands grouping
  // ("1 250,00", as French writes it): "12 50" could be 12.50 or 1250, so it is refused.
  const bare = text
    .replace(/€/g, ' ')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
  if (/\d \d/.test(bare) && !/^[-−+]?\d{1,3}( \d{3})+([.,]\d*)?$/.test(bare)) return { ok: false, problem: 'ambiguous' };
  let rest = bare.replace(/ /g, '');
  if (rest === '') return { ok: false, problem: 'empty' };
  let sign = 1;
  if (/^[-−]/.test(rest)) {
    if (!allowNegative) return { ok: false, problem: 'negative' };
    sign = -1;
    rest = rest.slice(1);
  } else if (rest.startsWith('+')) rest = rest.slice(1);
  if (!/^[0-9.,]+$/.test(rest) || !/[0-9]/.test(rest)) return { ok: false, problem: 'not-a-number' };

  const finish = (integer: string, fraction: string): ParsedAmount => {
    if (fraction.length > maxDecimals) return { ok: false, problem: 'too-many-decimals' };
    const value = Number(`${integer || '0'}.${fraction || '0'}`);
    return Number.isFinite(value) ? { ok: true, value: sign * value } : { ok: false, problem: 'not-a-number' };
  };

  const marks = rest.replace(/[0-9]/g, '');
  if (marks === '') return finish(rest, '');
  if (marks.length === 1) {
    const [integer = '', fraction = ''] = rest.split(marks);
    if (fraction.length === 3 && integer !== '' && integer !== '0') return { ok: false, problem: 'ambiguous' };
    if (fraction === '') return { ok: false, problem: 'not-a-number' };
    return finish(integer, fraction);
  }

  // Several marks: only the locale's own grouping, with its own decimal mark at most once, at the end.
  const { decimal, group } = separators(locale);
  const groupMark = /\s/.test(group) ? null : group;
  const decimalCount = rest.split(decimal).length - 1;
  const decimalIndex = rest.indexOf(decimal);
  const integerPart = decimalCount === 1 ? rest.slice(0, decimalIndex) : rest;
  const fraction = decimalCount === 1 ? rest.slice(decimalIndex + 1) : '';
  const grouped = groupMark !== null && new RegExp(`^[0-9]{1,3}(\\${groupMark}[0-9]{3})+$`).test(integerPart);
  if (decimalCount <= 1 && grouped && /^[0-9]*$/.test(fraction)) {
    if (decimalCount === 1 && fraction === '') return { ok: false, problem: 'not-a-number' };
    return finish(integerPart.split(groupMark ?? '').join(''), fraction);
  }
  const otherForm = /^[0-9]{1,3}([.,][0-9]{3})+([.,][0-9]+)?$/.test(rest);
  return { ok: false, problem: otherForm ? 'ambiguous' : 'not-a-number' };
}

/** A whole number of things (a quantity): digits only, no separators. */
export function parseCount(text: string): number | null {
  const rest = text.trim();
  return /^[0-9]{1,6}$/.test(rest) ? Number(rest) : null;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The ICU plural category of `count` in `locale` ("one", "other", …), for texts that change with a number. */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_TAG[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** Picks the form for `count`: `{ one: '1 item', other: '# items' }` with "#" replaced by the number, in the locale's digits. */
export function plural(locale: Locale, count: number, forms: { one?: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>): string {
  const form = forms[pluralCategory(locale, count)] ?? forms.other;
  return form.replace('#', new Intl.NumberFormat(INTL_TAG[locale]).format(count));
}
