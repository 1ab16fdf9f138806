/**
 * The order page's menu is kept by the server between requests (decision 0046) and must never be older than the
 * database: after each kind of change a guest's next read shows it — a dish renamed, a count set, an order taking a
 * portion, a group of options offered, an option sold out, a category hidden — and so does a change written to the
 * database by something else than this server (another instance), since the version is the database's.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminDatabase, buildTestApp } from '../../../test/build-test-app.ts';
import { categoryIds, createOwner } from '../../../test/factories.ts';
import { menuItems, restaurants } from '../../db/schema/index.ts';

const ctx = buildTestApp();

interface MenuDish {
  id: string;
  name: string;
  portions_left: number | null;
  option_group_ids: string[];
}

describe('the order page’s kept menu', () => {
  it('shows every change at the next read, whoever made it', async () => {
    const owner = await createOwner(ctx.app);
    const slug = `kept-${Math.random().toString(36).slice(2, 8)}`;
    await ctx.database.db.update(restaurants).set({ slug }).where(eq(restaurants.id, owner.restaurantId));
    const send = async (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) => {
      const response = await ctx.app.inject({ method, url, headers: owner.headers, payload });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response.json();
    };
    const page = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { menu: MenuDish[]; option_groups: Array<{ id: string; options: Array<{ name: string; is_available: boolean }> }> };
    };
    const soup = (await send('POST', '/api/menu-items', { name: 'Soup', price: 6, category: 'Appetizers' })).menuItem.id as string;
    // Read twice: the second answer is the kept one.
    expect((await page()).menu.map((dish) => dish.name)).toEqual(['Soup']);
    expect((await page()).menu.map((dish) => dish.name)).toEqual(['Soup']);

    await send('PATCH', `/api/menu-items/${soup}`, { name: 'Velouté' });
    expect((await page()).menu[0]?.name).toBe('Velouté');

    await send('PUT', `/api/menu-items/${soup}/portions`, { portions_left: 2 });
    expect((await page()).menu[0]?.portions_left).toBe(2);

    const placed = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/${slug}/orders`,
      payload: { customer_name: 'Zoë', customer_phone: '+33 6 00 00 00 00', items: [{ menu_item_id: soup, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await page()).menu[0]?.portions_left).toBe(1);

    const group = (await send('POST', '/api/option-groups', { name: 'Bread', selection: 'single', options: [{ name: 'Rye' }, { name: 'Spelt' }] }))
      .optionGroup as { id: string; options: Array<{ id: string }> };
    await send('PATCH', `/api/menu-items/${soup}`, { option_group_ids: [group.id] });
    const offered = await page();
    expect(offered.menu[0]?.option_group_ids).toEqual([group.id]);
    expect(offered.option_groups[0]?.options.map((option) => option.is_available)).toEqual([true, true]);
    await send('PATCH', `/api/option-groups/${group.id}/options/${group.options[0]?.id}`, { is_available: false });
    expect((await page()).option_groups[0]?.options.map((option) => option.is_available)).toEqual([false, true]);

    // Written by something else than this server: the version moves in the database, the next read sees it.
    await adminDatabase(ctx.app).db.update(menuItems).set({ name: 'Potage' }).where(eq(menuItems.id, soup));
    expect((await page()).menu[0]?.name).toBe('Potage');

    const category = await categoryIds(ctx.app, owner);
    await send('PATCH', `/api/categories/${category.Appetizers}`, { is_hidden: true });
    expect((await page()).menu).toEqual([]);
  });
});
