import { CategoryListResponseSchema, CategoryResponseSchema, DEFAULT_CATEGORIES } from '@maitre/shared/categories';
import { StorefrontSchema } from '@maitre/shared/storefront';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, type TestOwner } from '../../../test/factories.ts';
import { activityLog, menuCategories, menuItems, restaurants } from '../../db/schema/index.ts';

const ctx = buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });

async function listCategories(owner: TestOwner) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/categories', headers: owner.headers });
  expect(response.statusCode, response.body).toBe(200);
  return CategoryListResponseSchema.strict().parse(response.json()).categories;
}

async function addCategory(owner: TestOwner, payload: object) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/categories', headers: owner.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return CategoryResponseSchema.strict().parse(response.json()).category;
}

async function addDish(owner: TestOwner, name: string, category: string) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name, price: 10, category } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().menuItem as { id: string; name: string; category: string; category_id: string; position: number };
}

async function dishesOf(owner: TestOwner) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: owner.headers });
  return (response.json().menuItems as Array<{ name: string; category: string; position: number }>)
    .map(({ name, category, position }) => ({ name, category, position }))
    .sort((a, b) => a.category.localeCompare(b.category) || a.position - b.position);
}

async function storefrontOf(owner: TestOwner) {
  const [row] = await ctx.database.db.select({ slug: restaurants.slug }).from(restaurants).where(eq(restaurants.id, owner.restaurantId));
  const response = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${row?.slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return StorefrontSchema.strict().parse(response.json());
}

const byName = (categories: Array<{ id: string; name: string }>, name: string) => categories.find((category) => category.name === name)?.id as string;

describe('menu categories API', () => {
  it('answers 401 on every route when nobody is signed in', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/categories'],
      ['POST', '/api/categories'],
      ['PUT', '/api/categories/order'],
      ['PATCH', `/api/categories/${id}`],
      ['DELETE', `/api/categories/${id}`],
      ['PUT', `/api/categories/${id}/menu-item-order`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("gives a new restaurant the spec's five categories, in order, named in every language, with their dish counts", async () => {
    const owner = await createOwner(ctx.app);
    await addDish(owner, 'Tiramisu', 'Desserts');
    const categories = await listCategories(owner);
    expect(categories.map(({ name, translations, position, is_hidden }) => ({ name, translations, position, is_hidden }))).toEqual(
      DEFAULT_CATEGORIES.map((category, position) => ({ ...category, position, is_hidden: false })),
    );
    expect(categories.find((category) => category.name === 'Main Course')?.translations.fr).toEqual({ name: 'Plats' });
    expect(categories.map((category) => category.menu_item_count)).toEqual([0, 0, 1, 0, 0]);
    // A restaurant an owner opens later starts with them too.
    const annex = await ctx.app.inject({ method: 'POST', url: '/api/restaurants', headers: owner.headers, payload: { restaurant_name: 'Annex' } });
    expect(annex.statusCode, annex.body).toBe(201);
    const annexCategories = await ctx.database.db
      .select({ name: menuCategories.name })
      .from(menuCategories)
      .where(eq(menuCategories.restaurantId, annex.json().restaurant.id))
      .orderBy(asc(menuCategories.position));
    expect(annexCategories.map((category) => category.name)).toEqual(DEFAULT_CATEGORIES.map((category) => category.name));
  });

  it('adds a category at the end; a name already used, whatever its case, is refused with a clear message', async () => {
    const owner = await createOwner(ctx.app);
    const soups = await addCategory(owner, { name: '  Soups ', translations: { fr: { name: 'Soupes', description: 'dropped' }, de: { name: '' } } });
    expect(soups).toEqual({
      id: expect.any(String),
      restaurant_id: owner.restaurantId,
      name: 'Soups',
      translations: { fr: { name: 'Soupes' } },
      position: 5,
      is_hidden: false,
      menu_item_count: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    for (const name of ['soups', 'DESSERTS']) {
      const taken = await ctx.app.inject({ method: 'POST', url: '/api/categories', headers: owner.headers, payload: { name } });
      expect(taken.statusCode).toBe(409);
      const existing = name === 'soups' ? 'Soups' : 'Desserts';
      expect(taken.json().error).toEqual({
        code: 'CONFLICT',
        message: `There is already a category called “${existing}”`,
        fieldErrors: { name: [`There is already a category called “${existing}”`] },
      });
    }
    // Another restaurant may use the same name.
    const other = await createOwner(ctx.app);
    await addCategory(other, { name: 'Soups' });
    expect((await listCategories(owner)).map((category) => category.name)).toEqual([...DEFAULT_CATEGORIES.map((category) => category.name), 'Soups']);
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const owner = await createOwner(ctx.app);
    const before = await listCategories(owner);
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ name: '' }, { name: ['Name is required'] }],
      [{ name: 'x'.repeat(61) }, { name: ['Name is at most 60 characters'] }],
      [{ name: 'Soups\nand more' }, { name: ['Name cannot contain line breaks or invisible control characters'] }],
      [{ name: 'Soups', is_hidden: 'yes' }, { is_hidden: ['is_hidden must be true or false'] }],
      [{ name: 'Soups', translations: { xx: { name: 'Soupes' } } }, { 'translations.xx': ['"xx" is not one of the languages: en, fr, de, it, es, nl'] }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/categories', headers: owner.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fieldErrors, JSON.stringify(payload)).toEqual(fieldErrors);
    }
    const id = before[0]?.id as string;
    const empty = await ctx.app.inject({ method: 'PATCH', url: `/api/categories/${id}`, headers: owner.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    const notAnId = await ctx.app.inject({ method: 'PATCH', url: '/api/categories/soups', headers: owner.headers, payload: { name: 'X' } });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error.fieldErrors).toEqual({ id: ['Not a category id'] });
    expect(await listCategories(owner)).toEqual(before);
  });

  it('renames, translates, hides and shows a category; each change goes to the activity log', async () => {
    const owner = await createOwner(ctx.app, { fullName: 'Ada Owner' });
    const id = byName(await listCategories(owner), 'Main Course');
    const patch = (payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/categories/${id}`, headers: owner.headers, payload });

    // A new name without translations drops the old ones: they translated the old name.
    const renamed = await patch({ name: 'Mains' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().category).toMatchObject({ name: 'Mains', translations: {}, position: 1 });
    const translated = await patch({ translations: { fr: { name: 'Plats du jour' } } });
    expect(translated.json().category).toMatchObject({ name: 'Mains', translations: { fr: { name: 'Plats du jour' } } });
    expect((await patch({ name: 'mains', translations: { fr: { name: 'Plats du jour' } } })).json().category).toMatchObject({
      name: 'mains',
      translations: { fr: { name: 'Plats du jour' } },
    });
    const taken = await patch({ name: 'desserts' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fieldErrors).toEqual({ name: ['There is already a category called “Desserts”'] });
    expect((await patch({ is_hidden: true })).json().category.is_hidden).toBe(true);
    expect((await patch({ is_hidden: false })).json().category.is_hidden).toBe(false);
    // Nothing changed: nothing logged.
    expect((await patch({ is_hidden: false })).statusCode).toBe(200);

    const entries = await ctx.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.restaurantId, owner.restaurantId), eq(activityLog.subjectId, id)))
      .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
    expect(entries.map(({ action, actorName, subjectType, details }) => ({ action, actorName, subjectType, details }))).toEqual([
      { action: 'category.renamed', actorName: 'Ada Owner', subjectType: 'category', details: { from: 'Main Course', to: 'Mains' } },
      { action: 'category.renamed', actorName: 'Ada Owner', subjectType: 'category', details: { from: 'Mains', to: 'Mains' } },
      { action: 'category.renamed', actorName: 'Ada Owner', subjectType: 'category', details: { from: 'Mains', to: 'mains' } },
      { action: 'category.hidden', actorName: 'Ada Owner', subjectType: 'category', details: { name: 'mains', hidden: true } },
      { action: 'category.hidden', actorName: 'Ada Owner', subjectType: 'category', details: { name: 'mains', hidden: false } },
    ]);
  });

  it('reorders the categories from the full list of their ids; anything else is refused and changes nothing', async () => {
    const owner = await createOwner(ctx.app);
    const stranger = await createOwner(ctx.app);
    const soups = await addCategory(owner, { name: 'Soups' });
    const ids = (await listCategories(owner)).map((category) => category.id);
    const reordered = [soups.id, ...ids.filter((id) => id !== soups.id).reverse()];
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/categories/order', headers: owner.headers, payload: { category_ids: reordered } });
    expect(response.statusCode, response.body).toBe(200);
    const answered = CategoryListResponseSchema.strict().parse(response.json()).categories;
    expect(answered.map((category) => [category.name, category.position])).toEqual([
      ['Soups', 0],
      ['Specials', 1],
      ['Beverages', 2],
      ['Desserts', 3],
      ['Main Course', 4],
      ['Appetizers', 5],
    ]);
    expect(await listCategories(owner)).toEqual(answered);

    const theirs = (await listCategories(stranger))[0]?.id as string;
    for (const category_ids of [
      reordered.slice(1),
      [...reordered, reordered[0]],
      [...reordered.slice(1), theirs],
      [...reordered.slice(1), crypto.randomUUID()],
    ]) {
      const refused = await ctx.app.inject({ method: 'PUT', url: '/api/categories/order', headers: owner.headers, payload: { category_ids } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors).toEqual({ category_ids: ['Send every category of the menu once, in the new order'] });
    }
    expect(await listCategories(owner)).toEqual(answered);
    expect((await listCategories(stranger)).map((category) => category.name)).toEqual(DEFAULT_CATEGORIES.map((category) => category.name));
  });

  it('keeps dishes in the order given within their category: new ones at the end, a reorder from the full list', async () => {
    const owner = await createOwner(ctx.app);
    const soup = await addDish(owner, 'Soup', 'Appetizers');
    const salad = await addDish(owner, 'Salad', 'Appetizers');
    const terrine = await addDish(owner, 'Terrine', 'Appetizers');
    const tart = await addDish(owner, 'Tart', 'Desserts');
    expect([soup, salad, terrine, tart].map((dish) => dish.position)).toEqual([0, 1, 2, 0]);
    const url = `/api/categories/${soup.category_id}/menu-item-order`;
    const response = await ctx.app.inject({ method: 'PUT', url, headers: owner.headers, payload: { menu_item_ids: [terrine.id, soup.id, salad.id] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ menu_item_ids: [terrine.id, soup.id, salad.id] });
    expect(await dishesOf(owner)).toEqual([
      { name: 'Terrine', category: 'Appetizers', position: 0 },
      { name: 'Soup', category: 'Appetizers', position: 1 },
      { name: 'Salad', category: 'Appetizers', position: 2 },
      { name: 'Tart', category: 'Desserts', position: 0 },
    ]);
    for (const menu_item_ids of [[terrine.id, soup.id], [terrine.id, soup.id, salad.id, tart.id], [terrine.id, soup.id, soup.id], []]) {
      const refused = await ctx.app.inject({ method: 'PUT', url, headers: owner.headers, payload: { menu_item_ids } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors).toEqual({ menu_item_ids: ['Send every dish of the category once, in the new order'] });
    }
    // The order page keeps the order: categories in theirs, dishes in theirs.
    const storefront = await storefrontOf(owner);
    expect(storefront.menu.map((dish) => dish.name)).toEqual(['Terrine', 'Soup', 'Salad', 'Tart']);
    expect(storefront.categories.map((category) => category.name)).toEqual(['Appetizers', 'Desserts']);
    expect(storefront.categories[0]?.translations).toEqual(DEFAULT_CATEGORIES[0]?.translations);
    expect(storefront.menu[0]).toMatchObject({ category: 'Appetizers', category_id: soup.category_id });
  });

  it('follows the order on the order page and leaves hidden categories out; a guest cannot order from one, staff still can', async () => {
    const owner = await createOwner(ctx.app);
    const tart = await addDish(owner, 'Tart', 'Desserts');
    const soup = await addDish(owner, 'Soup', 'Appetizers');
    await addDish(owner, 'Steak', 'Main Course');
    const ids = (await listCategories(owner)).map((category) => category.id);
    const desserts = tart.category_id;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/categories/order',
      headers: owner.headers,
      payload: { category_ids: [desserts, ...ids.filter((id) => id !== desserts)] },
    });
    expect((await storefrontOf(owner)).menu.map((dish) => dish.name)).toEqual(['Tart', 'Soup', 'Steak']);

    const hide = await ctx.app.inject({ method: 'PATCH', url: `/api/categories/${desserts}`, headers: owner.headers, payload: { is_hidden: true } });
    expect(hide.statusCode).toBe(200);
    const storefront = await storefrontOf(owner);
    expect(storefront.menu.map((dish) => dish.name)).toEqual(['Soup', 'Steak']);
    expect(storefront.categories.map((category) => category.name)).toEqual(['Appetizers', 'Main Course']);
    const [row] = await ctx.database.db.select({ slug: restaurants.slug }).from(restaurants).where(eq(restaurants.id, owner.restaurantId));
    const guestOrder = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/${row?.slug}/orders`,
      payload: { customer_name: 'Grace', customer_phone: '+33 6 12 34 56 78', items: [{ menu_item_id: tart.id, quantity: 1 }] },
    });
    expect(guestOrder.statusCode).toBe(400);
    expect(guestOrder.json().error.fieldErrors).toEqual({ 'items.0.menu_item_id': ['Tart is not available right now'] });
    const phoneOrder = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: { customer_name: 'Grace', items: [{ menu_item_id: tart.id, quantity: 1 }] },
    });
    expect(phoneOrder.statusCode, phoneOrder.body).toBe(201);
    // The dashboard still lists the hidden category's dishes.
    expect((await dishesOf(owner)).map((dish) => dish.name).sort()).toEqual(['Soup', 'Steak', 'Tart']);
    expect(soup.category).toBe('Appetizers');
  });

  it('deletes a category: an empty one at once; one with dishes only when told where they go, to the end of that one', async () => {
    const owner = await createOwner(ctx.app, { fullName: 'Ada Owner' });
    const categories = await listCategories(owner);
    const specials = byName(categories, 'Specials');
    const mains = byName(categories, 'Main Course');
    const desserts = byName(categories, 'Desserts');
    const del = (id: string, moveTo?: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/categories/${id}${moveTo ? `?move_to=${moveTo}` : ''}`, headers: owner.headers });

    expect((await del(specials)).statusCode).toBe(204);
    await addDish(owner, 'Steak', 'Main Course');
    await addDish(owner, 'Tart', 'Desserts');
    await addDish(owner, 'Crumble', 'Desserts');

    const asked = await del(desserts);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toEqual({
      code: 'CONFLICT',
      message: 'This category still holds 2 dishes: choose the category they move to',
      fieldErrors: { move_to: ['This category still holds 2 dishes: choose the category they move to'] },
    });
    expect((await del(desserts, desserts)).json().error.fieldErrors).toEqual({ move_to: ['Choose another category than the one being deleted'] });
    const stranger = await createOwner(ctx.app);
    for (const target of [byName(await listCategories(stranger), 'Main Course'), crypto.randomUUID()]) {
      const refused = await del(desserts, target);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors).toEqual({ move_to: ['The category to move the dishes to was not found'] });
    }
    expect((await del(desserts, 'soon')).json().error.fieldErrors).toEqual({ move_to: ['The category to move the dishes to was not found'] });
    expect(await dishesOf(owner)).toEqual([
      { name: 'Tart', category: 'Desserts', position: 0 },
      { name: 'Crumble', category: 'Desserts', position: 1 },
      { name: 'Steak', category: 'Main Course', position: 0 },
    ]);

    expect((await del(desserts, mains)).statusCode).toBe(204);
    expect(await dishesOf(owner)).toEqual([
      { name: 'Steak', category: 'Main Course', position: 0 },
      { name: 'Tart', category: 'Main Course', position: 1 },
      { name: 'Crumble', category: 'Main Course', position: 2 },
    ]);
    expect((await listCategories(owner)).map((category) => category.name)).toEqual(['Appetizers', 'Main Course', 'Beverages']);
    expect((await del(desserts)).statusCode).toBe(404);

    // The last category stays.
    for (const name of ['Appetizers', 'Beverages']) expect((await del(byName(await listCategories(owner), name))).statusCode).toBe(204);
    const last = await del(mains);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe('A menu keeps at least one category');

    const entries = await ctx.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.restaurantId, owner.restaurantId), eq(activityLog.action, 'category.deleted')))
      .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
    expect(entries.map((entry) => entry.details)).toEqual([
      { name: 'Specials', dishes: 0 },
      { name: 'Desserts', dishes: 2, moved_to: 'Main Course' },
      { name: 'Appetizers', dishes: 0 },
      { name: 'Beverages', dishes: 0 },
    ]);
  });

  it('sends a dish without a category to Main Course, and to the first category once Main Course is gone', async () => {
    const owner = await createOwner(ctx.app);
    const categories = await listCategories(owner);
    const first = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Steak', price: 20 } });
    expect(first.json().menuItem.category).toBe('Main Course');
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/categories/${byName(categories, 'Main Course')}?move_to=${byName(categories, 'Specials')}`,
      headers: owner.headers,
    });
    const second = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Soup', price: 7 } });
    expect(second.json().menuItem.category).toBe('Appetizers');
  });

  it("answers 404 for another restaurant's category on every route, and changes nothing of it", async () => {
    const owner = await createOwner(ctx.app);
    const stranger = await createOwner(ctx.app);
    const dish = await addDish(owner, 'Tart', 'Desserts');
    const before = await listCategories(owner);
    const desserts = dish.category_id;
    for (const [method, url, payload] of [
      ['PATCH', `/api/categories/${desserts}`, { name: 'Mine now' }],
      ['DELETE', `/api/categories/${desserts}?move_to=${desserts}`, undefined],
      ['DELETE', `/api/categories/${byName(before, 'Specials')}`, undefined],
      ['PUT', `/api/categories/${desserts}/menu-item-order`, { menu_item_ids: [dish.id] }],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: stranger.headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Category not found' });
    }
    expect(await listCategories(owner)).toEqual(before);
    expect((await listCategories(stranger)).map((category) => category.menu_item_count)).toEqual([0, 0, 0, 0, 0]);
  });

  it('lets front of house and the kitchen read the categories but change nothing', async () => {
    const owner = await createOwner(ctx.app);
    const dish = await addDish(owner, 'Tart', 'Desserts');
    const before = await listCategories(owner);
    for (const role of ['front_of_house', 'kitchen'] as const) {
      const member = await createMember(ctx.app, owner, role);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/categories', headers: member.headers })).statusCode).toBe(200);
      for (const [method, url, payload] of [
        ['POST', '/api/categories', { name: 'Soups' }],
        ['PUT', '/api/categories/order', { category_ids: before.map((category) => category.id).reverse() }],
        ['PATCH', `/api/categories/${dish.category_id}`, { is_hidden: true }],
        ['DELETE', `/api/categories/${byName(before, 'Specials')}`, undefined],
        ['PUT', `/api/categories/${dish.category_id}/menu-item-order`, { menu_item_ids: [dish.id] }],
      ] as const) {
        const response = await ctx.app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
      // Moving a dish to another category is a menu edit too.
      const move = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${dish.id}`, headers: member.headers, payload: { category: 'Specials' } });
      expect(move.statusCode).toBe(403);
    }
    expect(await listCategories(owner)).toEqual(before);
    const [row] = await ctx.database.db.select({ categoryId: menuItems.categoryId }).from(menuItems).where(eq(menuItems.id, dish.id));
    expect(row?.categoryId).toBe(dish.category_id);
  });

  it('logs a reorder of the categories and of the dishes of one', async () => {
    const owner = await createOwner(ctx.app, { fullName: 'Ada Owner' });
    const soup = await addDish(owner, 'Soup', 'Appetizers');
    const salad = await addDish(owner, 'Salad', 'Appetizers');
    const ids = (await listCategories(owner)).map((category) => category.id);
    await ctx.app.inject({ method: 'PUT', url: '/api/categories/order', headers: owner.headers, payload: { category_ids: [...ids].reverse() } });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/categories/${soup.category_id}/menu-item-order`,
      headers: owner.headers,
      payload: { menu_item_ids: [salad.id, soup.id] },
    });
    const entries = await ctx.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.restaurantId, owner.restaurantId))
      .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
    expect(entries.slice(-2).map(({ action, subjectType, subjectId, details }) => ({ action, subjectType, subjectId, details }))).toEqual([
      {
        action: 'category.reordered',
        subjectType: 'restaurant',
        subjectId: owner.restaurantId,
        details: { names: ['Specials', 'Beverages', 'Desserts', 'Main Course', 'Appetizers'] },
      },
      { action: 'category.dishes_reordered', subjectType: 'category', subjectId: soup.category_id, details: { name: 'Appetizers' } },
    ]);
  });
});
