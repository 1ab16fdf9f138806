import type { MenuItem } from '@maitre/shared/menu';
import type { PlanId } from '@maitre/shared/plans';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { categoryIds, createOwner, type TestOwner } from '../../../test/factories.ts';
import { activityLog, menuItems, stripeCustomers, stripeSubscriptions } from '../../db/schema/index.ts';

const ctx = buildTestApp();

const tiramisu = {
  name: 'Tiramisu',
  description: 'Mascarpone, espresso, cocoa',
  price: 7.5,
  category: 'Desserts',
  image_url: 'https://img.example.com/tiramisu.jpg',
};

async function addItem(owner: TestOwner, payload: Record<string, unknown> = tiramisu) {
  return ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload });
}

async function addItems(owner: TestOwner, count: number) {
  for (let index = 0; index < count; index += 1) {
    const response = await addItem(owner, { name: `Dish ${index + 1}`, price: 10 });
    expect(response.statusCode, response.body).toBe(201);
  }
}

async function listItems(owner: TestOwner): Promise<MenuItem[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return response.json().menuItems;
}

async function subscribe(context: TestContext, owner: TestOwner, plan: PlanId, status: 'active' | 'canceled' = 'active') {
  const customerId = `cus_${owner.id.slice(0, 8)}`;
  await context.database.db.insert(stripeCustomers).values({ restaurantId: owner.restaurantId, customerId });
  await context.database.db.insert(stripeSubscriptions).values({
    customerId,
    subscriptionId: `sub_${owner.id.slice(0, 8)}`,
    priceId: context.config.stripe.prices[plan],
    status,
    currentPeriodStart: Math.floor(Date.now() / 1000) - 86_400,
    currentPeriodEnd: Math.floor(Date.now() / 1000) + 29 * 86_400,
    cancelAtPeriodEnd: false,
  });
}

const rowsOf = (restaurantId: string) => ctx.database.db.select().from(menuItems).where(eq(menuItems.restaurantId, restaurantId));

describe('menu items API', () => {
  it('answers 401 on every route when nobody is signed in', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/menu-items'],
      ['POST', '/api/menu-items'],
      ['PATCH', `/api/menu-items/${id}`],
      ['DELETE', `/api/menu-items/${id}`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'POST' || method === 'PATCH' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } });
    }
  });

  it('adds an item, available at once, with its price in euros', async () => {
    const owner = await createOwner(ctx.app);
    const response = await addItem(owner);
    expect(response.statusCode).toBe(201);
    const { menuItem } = response.json();
    expect(menuItem).toEqual({
      id: expect.any(String),
      restaurant_id: owner.restaurantId,
      user_id: owner.id,
      name: 'Tiramisu',
      description: 'Mascarpone, espresso, cocoa',
      price: 7.5,
      // No cost entered (menu engineering, decision 0043): owners read it as null.
      cost: null,
      category: 'Desserts',
      category_id: (await categoryIds(ctx.app, owner)).Desserts,
      position: 0,
      image_url: 'https://img.example.com/tiramisu.jpg',
      is_available: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      translations: {},
      allergens: [],
      traces: [],
      dietary: [],
      option_group_ids: [],
      portions_left: null,
      portions_par: null,
    });
    const [row] = await rowsOf(owner.restaurantId);
    expect(row?.price).toBe('7.50');
  });

  it('defaults the category to Main Course, the description to empty, and stores an empty image URL as null', async () => {
    const owner = await createOwner(ctx.app);
    const response = await addItem(owner, { name: '  Steak frites  ', price: 24, image_url: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json().menuItem).toMatchObject({ name: 'Steak frites', category: 'Main Course', description: '', image_url: null, price: 24 });
  });

  it('takes the category by name whatever its case, or by id; an unknown one is refused at its field (issue 19)', async () => {
    const owner = await createOwner(ctx.app);
    const ids = await categoryIds(ctx.app, owner);
    const byName = await addItem(owner, { name: 'Panna cotta', price: 6, category: 'DESSERTS' });
    expect(byName.statusCode, byName.body).toBe(201);
    expect(byName.json().menuItem).toMatchObject({ category: 'Desserts', category_id: ids.Desserts, position: 0 });
    const byId = await addItem(owner, { name: 'Soup', price: 6, category_id: ids.Appetizers, category: 'Desserts' });
    expect(byId.json().menuItem).toMatchObject({ category: 'Appetizers', category_id: ids.Appetizers, position: 0 });
    const unknown = await addItem(owner, { name: 'Minestrone', price: 6, category: 'Soups' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'There is no category called “Soups”. Add it under Menu → Categories first',
      fieldErrors: { category: ['There is no category called “Soups”. Add it under Menu → Categories first'] },
    });
    const stranger = await createOwner(ctx.app);
    const theirs = await addItem(owner, { name: 'Minestrone', price: 6, category_id: (await categoryIds(ctx.app, stranger)).Desserts });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.fieldErrors).toEqual({ category_id: ['Category not found'] });
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${byName.json().menuItem.id}`,
      headers: owner.headers,
      payload: { category: 'appetizers' },
    });
    expect(moved.json().menuItem).toMatchObject({ category: 'Appetizers', position: 1 });
    expect((await rowsOf(owner.restaurantId)).map((row) => row.name).sort()).toEqual(['Panna cotta', 'Soup']);
  });

  it('refuses bad input with 400 and an error per field, and stores nothing', async () => {
    const owner = await createOwner(ctx.app);
    const response = await addItem(owner, {
      name: '',
      price: 12.345,
      category: '  ',
      image_url: 'javascript:alert(1)',
      description: 'x'.repeat(1001),
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual({
      name: ['Name is required'],
      price: ['Price can have at most two decimals'],
      category: ['Choose one of the menu categories'],
      image_url: ['Image URL must start with http:// or https://'],
      description: ['Description is at most 1000 characters'],
    });
    for (const [payload, field, message] of [
      [{ name: 'A' }, 'price', 'Price is required'],
      [{ name: 'A', price: -1 }, 'price', 'Price cannot be negative'],
      [{ name: 'A', price: '12' }, 'price', 'Price must be a number'],
      [{ name: 'A', price: 100_000 }, 'price', 'Price cannot exceed €99999.99'],
      [{ name: 'x'.repeat(121), price: 1 }, 'name', 'Name is at most 120 characters'],
    ] as const) {
      const refused = await addItem(owner, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors[field]).toEqual([message]);
    }
    expect(await rowsOf(owner.restaurantId)).toEqual([]);
  });

  it("lists only the owner's items, newest first", async () => {
    const owner = await createOwner(ctx.app);
    const other = await createOwner(ctx.app);
    for (const name of ['Soup', 'Salad', 'Pie']) await addItem(owner, { name, price: 5 });
    await addItem(other, { name: 'Not mine', price: 5 });
    const items = await listItems(owner);
    expect(items.map((item) => item.name)).toEqual(['Pie', 'Salad', 'Soup']);
    expect(new Set(items.map((item) => item.user_id))).toEqual(new Set([owner.id]));
  });

  it('lists each item exactly as it was created and last changed', async () => {
    const owner = await createOwner(ctx.app);
    const created: MenuItem[] = [];
    for (const payload of [
      tiramisu,
      { name: 'Espresso', price: 0.1, category: 'Beverages', image_url: '' },
      { name: 'Côte de bœuf "for two"', description: 'Line\nbreak, \\ and emoji 🍷', price: 99_999.99, category: 'Main Course' },
      { name: 'Bread', price: 0 },
    ]) {
      const response = await addItem(owner, payload);
      expect(response.statusCode, response.body).toBe(201);
      created.push(response.json().menuItem);
    }
    const espresso = created[1] as MenuItem;
    const toggled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${espresso.id}`,
      headers: owner.headers,
      payload: { is_available: false, price: 2.3 },
    });
    expect(toggled.statusCode).toBe(200);
    created[1] = toggled.json().menuItem;
    expect(created[1]).toMatchObject({ is_available: false, price: 2.3, image_url: null });

    expect(await listItems(owner)).toEqual([...created].reverse());
  });

  it('edits any field and toggles availability', async () => {
    const owner = await createOwner(ctx.app);
    const { menuItem } = (await addItem(owner)).json();
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${menuItem.id}`,
      headers: owner.headers,
      payload: { name: 'Tiramisù', description: '', price: 8, category: 'Specials', image_url: '' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().menuItem).toMatchObject({
      id: menuItem.id,
      name: 'Tiramisù',
      description: '',
      price: 8,
      category: 'Specials',
      image_url: null,
      is_available: true,
    });

    const toggle = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${menuItem.id}`, headers: owner.headers, payload: { is_available: false } });
    expect(toggle.statusCode).toBe(200);
    expect(toggle.json().menuItem).toMatchObject({ name: 'Tiramisù', price: 8, is_available: false });
    expect((await listItems(owner))[0]?.is_available).toBe(false);
  });

  it('refuses an empty or invalid change with 400, and a malformed id with 400', async () => {
    const owner = await createOwner(ctx.app);
    const { menuItem } = (await addItem(owner)).json();
    const empty = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${menuItem.id}`, headers: owner.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldErrors).toEqual({ _: ['Send at least one field to change'] });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${menuItem.id}`,
      headers: owner.headers,
      payload: { price: -2, is_available: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(['is_available', 'price']);
    const malformed = await ctx.app.inject({ method: 'PATCH', url: '/api/menu-items/42', headers: owner.headers, payload: { name: 'X' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fieldErrors).toEqual({ id: ['Not a menu item id'] });
  });

  it("answers 404 for another owner's item on edit and delete, and changes nothing", async () => {
    const owner = await createOwner(ctx.app);
    const intruder = await createOwner(ctx.app);
    const { menuItem } = (await addItem(owner)).json();
    const before = await rowsOf(owner.restaurantId);

    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${menuItem.id}`,
      headers: intruder.headers,
      payload: { price: 0, is_available: false },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Menu item not found' } });
    const remove = await ctx.app.inject({ method: 'DELETE', url: `/api/menu-items/${menuItem.id}`, headers: intruder.headers });
    expect(remove.statusCode).toBe(404);
    expect(remove.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Menu item not found' } });

    expect(await rowsOf(owner.restaurantId)).toEqual(before);
    expect(await listItems(intruder)).toEqual([]);
  });

  it('deletes an item; deleting it again answers 404', async () => {
    const owner = await createOwner(ctx.app);
    const { menuItem } = (await addItem(owner)).json();
    const first = await ctx.app.inject({ method: 'DELETE', url: `/api/menu-items/${menuItem.id}`, headers: owner.headers });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(await listItems(owner)).toEqual([]);
    const second = await ctx.app.inject({ method: 'DELETE', url: `/api/menu-items/${menuItem.id}`, headers: owner.headers });
    expect(second.statusCode).toBe(404);
  });
});

describe('menu item translations (issue 18)', () => {
  const patch = (owner: TestOwner, id: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${id}`, headers: owner.headers, payload });
  const languages = 'en, fr, de, it, es, nl';

  it('adds an item with its name and description in other languages, and lists them', async () => {
    const owner = await createOwner(ctx.app);
    const response = await addItem(owner, {
      ...tiramisu,
      translations: {
        fr: { name: '  Tiramisu maison ', description: 'Mascarpone, café, cacao' },
        de: { name: 'Tiramisu nach Art des Hauses' },
        // Empty texts are not translations: dropped, and a language left with none goes too.
        it: { name: '', description: '   ' },
        es: { description: 'Mascarpone, café y cacao', name: '' },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const expected = {
      fr: { name: 'Tiramisu maison', description: 'Mascarpone, café, cacao' },
      de: { name: 'Tiramisu nach Art des Hauses' },
      es: { description: 'Mascarpone, café y cacao' },
    };
    expect(response.json().menuItem.translations).toEqual(expected);
    const [row] = await rowsOf(owner.restaurantId);
    expect(row?.translations).toEqual(expected);
    expect((await listItems(owner))[0]).toEqual(response.json().menuItem);
  });

  it('shows guests only the languages it knows when the database holds something else (written by hand)', async () => {
    const owner = await createOwner(ctx.app);
    const id = (await addItem(owner, tiramisu)).json().menuItem.id as string;
    await ctx.database.db
      .update(menuItems)
      .set({ translations: { fr: { name: 'Tiramisu', extra: 1 }, pt: { name: 'Tiramisù' }, de: 'Tiramisu' } as never })
      .where(eq(menuItems.id, id));
    const slug = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().profile.slug as string;
    const page = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().menu[0].translations).toEqual({ fr: { name: 'Tiramisu' } });
    // A change of the dish answers it cleaned too (what the owner then saves replaces the whole object).
    const changed = await patch(owner, id, { price: 7 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().menuItem.translations).toEqual({ fr: { name: 'Tiramisu' } });
  });

  it('replaces the translations as a whole on PATCH, keeps them when a change leaves them out, and logs the change', async () => {
    const owner = await createOwner(ctx.app);
    const { menuItem } = (
      await addItem(owner, { ...tiramisu, translations: { fr: { name: 'Tiramisu maison' }, nl: { name: 'Tiramisu van het huis' } } })
    ).json();

    const other = await patch(owner, menuItem.id, { price: 8 });
    expect(other.statusCode).toBe(200);
    expect(other.json().menuItem.translations).toEqual({ fr: { name: 'Tiramisu maison' }, nl: { name: 'Tiramisu van het huis' } });

    const german = { de: { name: 'Tiramisu', description: 'Mascarpone, Espresso, Kakao' } };
    const replaced = await patch(owner, menuItem.id, { translations: german });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().menuItem).toMatchObject({ name: 'Tiramisu', price: 8, translations: german });
    expect((await listItems(owner))[0]?.translations).toEqual(german);

    // The same translations again (in another key order) change nothing, so they log nothing.
    expect((await patch(owner, menuItem.id, { translations: { de: { description: 'Mascarpone, Espresso, Kakao', name: 'Tiramisu' } } })).statusCode).toBe(200);
    const logged = await ctx.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.restaurantId, owner.restaurantId), eq(activityLog.subjectId, menuItem.id), eq(activityLog.action, 'menu_item.updated')));
    const translationChanges = logged.map((entry) => (entry.details.changes as Record<string, unknown>).translations).filter(Boolean);
    expect(translationChanges).toEqual([{ from: { fr: { name: 'Tiramisu maison' }, nl: { name: 'Tiramisu van het huis' } }, to: german }]);

    const cleared = await patch(owner, menuItem.id, { translations: {} });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().menuItem.translations).toEqual({});
  });

  it('refuses an unknown language, a too long or two-line name and translations that are not an object, with 400 naming the field', async () => {
    const owner = await createOwner(ctx.app);
    const unknown = await addItem(owner, { ...tiramisu, translations: { xx: { name: 'Tiramisu' }, fr: { name: 'Tiramisu maison' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fieldErrors).toEqual({ 'translations.xx': [`"xx" is not one of the languages: ${languages}`] });

    const tooLong = await addItem(owner, { ...tiramisu, translations: { fr: { name: 'x'.repeat(121), description: 'y'.repeat(1001) } } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fieldErrors).toEqual({
      'translations.fr.name': ['Name is at most 120 characters'],
      'translations.fr.description': ['Description is at most 1000 characters'],
    });

    const twoLines = await addItem(owner, { ...tiramisu, translations: { de: { name: 'Tira\nmisu' } } });
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().error.fieldErrors).toEqual({ 'translations.de.name': ['Name cannot contain line breaks or invisible control characters'] });

    for (const translations of [['fr'], 'fr', null, { fr: 'Tiramisu' }, { fr: { name: 42 } }]) {
      const wrong = await addItem(owner, { ...tiramisu, translations });
      expect(wrong.statusCode, JSON.stringify(translations)).toBe(400);
      expect(
        Object.keys(wrong.json().error.fieldErrors).every((field) => field.startsWith('translations')),
        wrong.body,
      ).toBe(true);
    }
    expect(await rowsOf(owner.restaurantId)).toEqual([]);

    const { menuItem } = (await addItem(owner)).json();
    const badPatch = await patch(owner, menuItem.id, { translations: { klingon: { name: 'Tiramisu' } } });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json().error.fieldErrors).toEqual({ 'translations.klingon': [`"klingon" is not one of the languages: ${languages}`] });
    expect((await rowsOf(owner.restaurantId))[0]?.translations).toEqual({});
  });

  it("answers 404 for another restaurant's item when changing its translations, and changes nothing", async () => {
    const owner = await createOwner(ctx.app);
    const intruder = await createOwner(ctx.app);
    const { menuItem } = (await addItem(owner, { ...tiramisu, translations: { fr: { name: 'Tiramisu maison' } } })).json();
    const response = await patch(intruder, menuItem.id, { translations: { fr: { name: 'Piraté' } } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Menu item not found' } });
    expect((await rowsOf(owner.restaurantId))[0]?.translations).toEqual({ fr: { name: 'Tiramisu maison' } });
  });

  it('counts items, not translations, against the plan limit', async () => {
    const owner = await createOwner(ctx.app);
    const everyLanguage = { fr: { name: 'Plat' }, de: { name: 'Gericht' }, it: { name: 'Piatto' }, es: { name: 'Plato' }, nl: { name: 'Gerecht' } };
    for (let index = 0; index < 10; index += 1) {
      const response = await addItem(owner, { name: `Dish ${index + 1}`, price: 10, translations: everyLanguage });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await addItem(owner)).statusCode).toBe(403);
  });
});

describe('menu item limits of the plans', () => {
  it('refuses the 11th item without a plan, naming the limit and the plan that lifts it', async () => {
    const owner = await createOwner(ctx.app);
    await addItems(owner, 10);
    const refused = await addItem(owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'PLAN_LIMIT_REACHED', message: 'Without a plan you can add up to 10 menu items. Subscribe to Restaurant for up to 50.' },
    });
    expect(await rowsOf(owner.restaurantId)).toHaveLength(10);
  });

  it('refuses the 11th item on Snackbar, and on a canceled Restaurant subscription', async () => {
    const snackbar = await createOwner(ctx.app);
    await subscribe(ctx, snackbar, 'snackbar');
    await addItems(snackbar, 10);
    const refused = await addItem(snackbar);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'PLAN_LIMIT_REACHED',
      message: 'Your Snackbar plan allows 10 menu items. Upgrade to Restaurant for up to 50.',
    });

    const lapsed = await createOwner(ctx.app);
    await subscribe(ctx, lapsed, 'restaurant', 'canceled');
    await addItems(lapsed, 10);
    expect((await addItem(lapsed)).statusCode).toBe(403);
  });

  it('lets a Restaurant owner pass 10 items and a Michelin Star owner have no limit', async () => {
    const restaurant = await createOwner(ctx.app);
    await subscribe(ctx, restaurant, 'restaurant');
    await addItems(restaurant, 11);
    expect(await rowsOf(restaurant.restaurantId)).toHaveLength(11);

    const michelin = await createOwner(ctx.app);
    await subscribe(ctx, michelin, 'michelin');
    await addItems(michelin, 12);
    expect(await rowsOf(michelin.restaurantId)).toHaveLength(12);
  });

  it('names Michelin Star when the Restaurant limit of 50 is reached', async () => {
    const owner = await createOwner(ctx.app);
    await subscribe(ctx, owner, 'restaurant');
    const specials = (await categoryIds(ctx.app, owner)).Specials as string;
    await ctx.database.db.insert(menuItems).values(
      Array.from({ length: 50 }, (_, index) => ({
        restaurantId: owner.restaurantId,
        userId: owner.id,
        name: `Dish ${index}`,
        price: '1.00',
        categoryId: specials,
      })),
    );
    const refused = await addItem(owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your Restaurant plan allows 50 menu items. Upgrade to Michelin Star for unlimited menu items.');
  });

  it('never passes the limit when requests race for the last free place', async () => {
    const owner = await createOwner(ctx.app);
    await addItems(owner, 8);
    const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => addItem(owner, { name: `Racer ${index}`, price: 3 })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 403, 403, 403, 403]);
    expect(await rowsOf(owner.restaurantId)).toHaveLength(10);
  });
});
