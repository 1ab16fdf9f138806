/**
 * The catalogs' shape, for every language (decision 0023): the type checker already refuses a missing or extra key in
 * a translation file; this checks what it cannot — every texts.ts export is a namespace named after its folder and
 * export, every language has every namespace with the same keys and kinds of value, no translation is empty or left
 * in English by mistake, and the order page's catalog holds the same translations as the dashboard's.
 */
import { LOCALES } from '@maitre/shared/locales';
import { describe, expect, it } from 'vitest';
import { type Catalog, definedNamespaces } from '@/lib/i18n';
import { loadStorefrontCatalog } from '@/storefront/i18n/catalog';
import { loadDashboardCatalog } from './catalog';

const textsModules = import.meta.glob<Record<string, unknown>>(
  ['../../features/*/texts.ts', '../../features/team/activity-texts.ts', '../../components/ui/texts.ts', '../../lib/texts.ts'],
  {
    eager: true,
  },
);

function folderKey(path: string): string {
  if (path.includes('/components/ui/')) return 'ui';
  if (path.includes('/lib/')) return 'lib';
  return path.split('/features/')[1]?.split('/')[0] ?? path;
}

const englishByNamespace = new Map<string, Record<string, unknown>>();
for (const [path, module] of Object.entries(textsModules)) {
  for (const [name, value] of Object.entries(module)) englishByNamespace.set(`${folderKey(path)}.${name}`, value as Record<string, unknown>);
}

/** Where the two objects differ in shape: keys, strings against functions, arity, nesting; and empty texts. */
function shapeProblems(english: unknown, translated: unknown, at: string): string[] {
  if (typeof english === 'function') {
    if (typeof translated !== 'function') return [`${at}: a function in English, ${typeof translated} here`];
    return english.length === translated.length ? [] : [`${at}: takes ${english.length} arguments in English, ${translated.length} here`];
  }
  if (typeof english === 'string') {
    if (typeof translated !== 'string') return [`${at}: a text in English, ${typeof translated} here`];
    if (translated.trim() === '' && english.trim() !== '') return [`${at}: empty`];
    // A sentence left in English by mistake; single words ("Email", "Menu", "Stripe") may well be the same.
    return translated === english && english.split(/\s+/).length >= 3 ? [`${at}: still the English "${english}"`] : [];
  }
  if (english && typeof english === 'object') {
    if (!translated || typeof translated !== 'object') return [`${at}: an object in English, ${typeof translated} here`];
    const problems: string[] = [];
    const keys = new Set([...Object.keys(english), ...Object.keys(translated)]);
    for (const key of keys) {
      if (!(key in english)) problems.push(`${at}.${key}: not in English`);
      else if (!(key in translated)) problems.push(`${at}.${key}: missing`);
      else problems.push(...shapeProblems((english as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], `${at}.${key}`));
    }
    return problems;
  }
  return translated === english ? [] : [`${at}: differs from English`];
}

describe('the catalogs', () => {
  it('name every texts.ts export "<folder>.<export>", defined once with defineTexts', () => {
    const defined = definedNamespaces();
    const notDefined = [...englishByNamespace.keys()].filter((namespace) => !defined.has(namespace));
    expect(notDefined).toEqual([]);
  });

  for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
    it(`${locale}: has every namespace with the English keys, nothing empty`, async () => {
      const catalog = await loadDashboardCatalog(locale as Exclude<typeof locale, 'en'>);
      const problems: string[] = [];
      for (const [namespace, english] of englishByNamespace) {
        const [folder = '', name = ''] = namespace.split('.');
        const translated = catalog[folder]?.[name];
        if (!translated) problems.push(`${namespace}: missing`);
        else problems.push(...shapeProblems(english, translated, namespace));
      }
      for (const [folder, names] of Object.entries(catalog)) {
        for (const name of Object.keys(names)) if (!englishByNamespace.has(`${folder}.${name}`)) problems.push(`${folder}.${name}: not in English`);
      }
      expect(problems).toEqual([]);
    });

    it(`${locale}: the order page's catalog is the dashboard's for the folders it uses`, async () => {
      const dashboard: Catalog = await loadDashboardCatalog(locale as Exclude<typeof locale, 'en'>);
      const storefront: Catalog = await loadStorefrontCatalog(locale as Exclude<typeof locale, 'en'>);
      for (const folder of Object.keys(storefront)) expect(storefront[folder], folder).toBe(dashboard[folder]);
    });
  }
});
