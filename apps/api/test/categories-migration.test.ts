import { DEFAULT_CATEGORIES } from '@maitre/shared/categories';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '../src/db/client.ts';
import { findMenuItems } from '../src/modules/menu/menu.repository.ts';
import { findAvailableMenuJson } from '../src/modules/storefront/storefront.repository.ts';
import { databaseAt, type OldDatabase } from './migrations-up-to.ts';

const RESTAURANTS = ['restaurant-a', 'restaurant-b', 'restaurant-empty'];
/** Dishes as the app wrote them before 0014: [restaurant, name, category]. */
const OLD_DISHES: Array<[string, string, string]> = [
  ['restaurant-a', 'Tarte Tatin', 'Desserts'],
  ['restaurant-a', 'Soup', 'Appetizers'],
  ['restaurant-a', 'Bread', 'Appetizers'],
  ['restaurant-a', 'Steak', 'Main Course'],
  // Written by hand: another case, an unknown name (twice, in two cases), an empty one.
  ['restaurant-a', 'Clafoutis', 'desserts'],
  ['restaurant-a', 'Minestrone', 'Soups'],
  ['restaurant-a', 'Velouté', 'soups'],
  ['restaurant-a', 'Mystery', ' '],
  ['restaurant-b', 'Coffee', 'Beverages'],
];

describe('migration 0014: every restaurant gets its own categories, its dishes attached and ordered', () => {
  let old: OldDatabase;
  let handle: DatabaseHandle;
  let admin: DatabaseHandle['db'];

  beforeAll(async () => {
    old = await databaseAt('0010_order_lines_options_allergens', { rls: true });
    admin = old.admin;
    for (const id of RESTAURANTS) await admin.execute(sql`insert into restaurants (id, name, slug) values (${id}, ${id}, ${id})`);
    for (const [restaurant, name, category] of OLD_DISHES) {
      await admin.execute(sql`insert into menu_items (restaurant_id, name, price, category) values (${restaurant}, ${name}, 5, ${category})`);
    }
    // The upgrade: the new server starts and applies 0011–0014 (and anything after them).
    handle = await old.upgrade({ rls: true, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    await old?.dispose();
  });

  const categoriesOf = (restaurant: string) =>
    queryRows<{ name: string; translations: unknown; position: number; is_hidden: boolean }>(
      admin,
      sql`select name, translations, position, is_hidden from menu_categories where restaurant_id = ${restaurant} order by position`,
    );

  it("gives every restaurant the spec's five categories in order, named in every language, and one for each other name its dishes used", async () => {
    const defaults = DEFAULT_CATEGORIES.map((category, position) => ({ name: category.name, translations: category.translations, position, is_hidden: false }));
    expect(await categoriesOf('restaurant-b')).toEqual(defaults);
    expect(await categoriesOf('restaurant-empty')).toEqual(defaults);
    expect(await categoriesOf('restaurant-a')).toEqual([...defaults, { name: 'Soups', translations: {}, position: 5, is_hidden: false }]);
  });

  it('puts each dish in its category at the place the order page showed it (by name), and drops the old text column', async () => {
    const menu = await findMenuItems(handle.forRestaurant('restaurant-a'));
    const placed = menu
      .map(({ name, category, position }) => ({ category, position, name }))
      .sort((a, b) => a.category.localeCompare(b.category) || a.position - b.position);
    expect(placed).toEqual([
      { category: 'Appetizers', position: 0, name: 'Bread' },
      { category: 'Appetizers', position: 1, name: 'Soup' },
      { category: 'Desserts', position: 0, name: 'Clafoutis' },
      { category: 'Desserts', position: 1, name: 'Tarte Tatin' },
      { category: 'Main Course', position: 0, name: 'Mystery' },
      { category: 'Main Course', position: 1, name: 'Steak' },
      { category: 'Soups', position: 0, name: 'Minestrone' },
      { category: 'Soups', position: 1, name: 'Velouté' },
    ]);
    const columns = await queryRows<{ column_name: string }>(
      admin,
      sql`select column_name from information_schema.columns where table_name = 'menu_items' and column_name in ('category', 'category_id', 'position') order by column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual(['category_id', 'position']);
  });

  it('shows the order page as before: the categories in the spec’s order, the dishes by name within each', async () => {
    const { menu, categories } = await findAvailableMenuJson(handle.forRestaurant('restaurant-a'));
    expect((JSON.parse(menu) as Array<{ name: string }>).map((dish) => dish.name)).toEqual([
      'Bread',
      'Soup',
      'Mystery',
      'Steak',
      'Clafoutis',
      'Tarte Tatin',
      'Minestrone',
      'Velouté',
    ]);
    expect((JSON.parse(categories) as Array<{ name: string }>).map((category) => category.name)).toEqual(['Appetizers', 'Main Course', 'Desserts', 'Soups']);
  });

  it('keeps each restaurant’s categories its own under row-level security', async () => {
    const seen = await handle.withRestaurant('restaurant-b', ({ tx }) =>
      queryRows<{ restaurant_id: string }>(tx, sql`select restaurant_id from menu_categories`),
    );
    expect(new Set(seen.map((row) => row.restaurant_id))).toEqual(new Set(['restaurant-b']));
    expect(seen).toHaveLength(5);
  });
});
