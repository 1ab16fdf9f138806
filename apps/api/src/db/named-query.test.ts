/**
 * Statement names (db/named-query.ts): one name, one SQL text, across the whole API. PostgreSQL's driver refuses a name
 * reused with another text on a connection; PGlite would silently run the first text (decision 0012), so this is
 * checked where statements are declared, and here over every module that declares one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredNamedQueries, namedQuery } from './named-query.ts';

const SOURCE_ROOT = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('namedQuery', () => {
  it('refuses a name already given to another SQL text, naming the statement', () => {
    namedQuery({ name: 'named_query_test_a', text: 'select 1' });
    expect(() => namedQuery({ name: 'named_query_test_a', text: 'select 2' })).toThrow(/"named_query_test_a" is already used for a different SQL text/);
    expect(declaredNamedQueries().get('named_query_test_a')).toBe('select 1');
  });

  it('accepts the same name with the same text again (a statement built on demand, a module loaded twice)', () => {
    const first = namedQuery({ name: 'named_query_test_b', text: 'select $1::int' });
    const second = namedQuery({ name: 'named_query_test_b', text: 'select $1::int' });
    expect(second).toEqual(first);
  });

  it('refuses a name PostgreSQL would have to quote', () => {
    expect(() => namedQuery({ name: 'Orders Page', text: 'select 1' })).toThrow(/not a valid statement name/);
  });
});

describe('every statement the API runs by name', () => {
  const files = sourceFiles(SOURCE_ROOT);
  const declaring = files.filter((file) => readFileSync(file, 'utf8').includes('namedQuery({'));

  it('has a name of its own: every module that declares statements loads without a clash', async () => {
    // Loading a module declares its statements; a second text under a name already declared throws right here.
    for (const file of declaring) await import(file);
    const declared = declaredNamedQueries();
    // The scan found the hot statements (a module missed by it would leave its statements unchecked).
    for (const name of ['maitre_set_restaurant', 'session_member', 'orders_page', 'orders_page_status_after', 'orders_insert', 'orders_update_status']) {
      expect(declared.has(name), `${name} was not declared by any module found`).toBe(true);
    }
    for (const name of ['menu_items_list', 'menu_items_priced', 'restaurant_by_slug']) expect(declared.has(name), name).toBe(true);
    expect(declaring.map((file) => path.relative(SOURCE_ROOT, file)).sort()).toEqual(
      expect.arrayContaining([
        'db/restaurant-statement.ts',
        'modules/auth/session.repository.ts',
        'modules/menu/menu.repository.ts',
        'modules/orders/orders.repository.ts',
        'modules/rate-limit/rate-limiter.ts',
        'modules/storefront/storefront.repository.ts',
      ]),
    );
  });

  it('does not share its name with a statement handed to pg directly (outside namedQuery)', async () => {
    for (const file of declaring) await import(file);
    const declared = declaredNamedQueries();
    // `{ name: 'x', text: … }` written out for pg's own client or pool, e.g. the realtime bus's batched NOTIFY.
    const direct = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\{\s*name:\s*'([a-z0-9_]+)',\s*text:/g)]
        .filter((match) => !/namedQuery\(\s*$/.test(readFileSync(file, 'utf8').slice(0, match.index)))
        .map((match) => ({ name: match[1] as string, file: path.relative(SOURCE_ROOT, file) })),
    );
    const names = direct.map((statement) => statement.name);
    expect(new Set(names).size, `statement names given to pg directly: ${names.join(', ')}`).toBe(names.length);
    for (const statement of direct) expect(declared.has(statement.name), `${statement.name} (${statement.file}) is also a namedQuery`).toBe(false);
  });
});
