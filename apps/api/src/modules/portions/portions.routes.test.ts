/**
 * Setting and resetting sold-out counts from the dashboard (decision 0027): what is answered, what is refused and how,
 * and what the activity log keeps. Roles and other restaurants: role-matrix and isolation-matrix.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, type TestOwner } from '../../../test/factories.ts';
import { activityLog, menuItems, options } from '../../db/schema/index.ts';

const ctx = buildTestApp();

async function menuOf(owner: TestOwner) {
  const dish = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Margherita', price: 9.5 } });
  const group = await ctx.app.inject({
    method: 'POST',
    url: '/api/option-groups',
    headers: owner.headers,
    payload: { name: 'Size', selection: 'single', min_choices: 1, options: [{ name: 'Small' }, { name: 'Large', price_delta: 3 }] },
  });
  const { id: groupId, options: groupOptions } = group.json().optionGroup as { id: string; options: Array<{ id: string; name: string }> };
  return { dishId: dish.json().menuItem.id as string, groupId, large: groupOptions[1]?.id as string };
}

const activityOf = async (owner: TestOwner) =>
  (await ctx.database.db.select().from(activityLog).where(eq(activityLog.restaurantId, owner.restaurantId)).orderBy(activityLog.createdAt)).filter((entry) =>
    entry.action.includes('portions'),
  );

describe('PUT /api/menu-items/:id/portions', () => {
  it('sets what is left and the daily par, answers them, shows them on the menu, and logs who did it', async () => {
    const owner = await createOwner(ctx.app);
    const { dishId } = await menuOf(owner);
    const put = (payload: object, headers = owner.headers) => ctx.app.inject({ method: 'PUT', url: `/api/menu-items/${dishId}/portions`, headers, payload });

    const set = await put({ portions_left: 20, portions_par: 20 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ portions_left: 20, portions_par: 20 });
    const menu = await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: owner.headers });
    expect(menu.json().menuItems[0]).toMatchObject({ portions_left: 20, portions_par: 20 });
    // A par alone starts today at the par; nothing at all stops counting; the same again logs nothing.
    expect((await put({ portions_left: null, portions_par: 12 })).json()).toEqual({ portions_left: 12, portions_par: 12 });
    const waiter = await createMember(ctx.app, owner, 'front_of_house');
    expect((await put({ portions_left: 3 }, waiter.headers)).json()).toEqual({ portions_left: 3, portions_par: null });
    expect((await put({ portions_left: 3 }, waiter.headers)).statusCode).toBe(200);
    expect((await put({ portions_left: null, portions_par: null })).json()).toEqual({ portions_left: null, portions_par: null });
    const [row] = await ctx.database.db.select().from(menuItems).where(eq(menuItems.id, dishId));
    expect(row).toMatchObject({ portionsLeft: null, portionsPar: null, portionsDay: null });

    expect((await activityOf(owner)).map((entry) => [entry.actorName, entry.action, entry.subjectId, entry.details])).toEqual([
      ['Ada Owner', 'menu_item.portions_changed', dishId, { name: 'Margherita', left: 20, par: 20, from_left: null, from_par: null }],
      ['Ada Owner', 'menu_item.portions_changed', dishId, { name: 'Margherita', left: 12, par: 12, from_left: 20, from_par: 20 }],
      [waiter.fullName, 'menu_item.portions_changed', dishId, { name: 'Margherita', left: 3, par: null, from_left: 12, from_par: 12 }],
      ['Ada Owner', 'menu_item.portions_changed', dishId, { name: 'Margherita', left: null, par: null, from_left: 3, from_par: null }],
    ]);
  });

  it.each([
    [{ portions_left: -1 }, 'portions_left'],
    [{ portions_left: 2.5 }, 'portions_left'],
    [{ portions_left: '3' }, 'portions_left'],
    [{ portions_left: 10_000 }, 'portions_left'],
    [{ portions_left: 3, portions_par: -2 }, 'portions_par'],
    [{ portions_par: 4 }, 'portions_left'],
  ])('refuses %j with a 400 naming %s, and changes nothing', async (payload, field) => {
    const owner = await createOwner(ctx.app);
    const { dishId } = await menuOf(owner);
    const response = await ctx.app.inject({ method: 'PUT', url: `/api/menu-items/${dishId}/portions`, headers: owner.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { [field]: ['A count is a whole number from 0 to 9999, or null for not counted'] },
    });
    const [row] = await ctx.database.db.select().from(menuItems).where(eq(menuItems.id, dishId));
    expect(row?.portionsLeft).toBeNull();
    // In the reader's language.
    const german = await ctx.app.inject({
      method: 'PUT',
      url: `/api/menu-items/${dishId}/portions`,
      headers: { ...owner.headers, 'accept-language': 'de' },
      payload,
    });
    expect(german.json().error.fieldErrors[field]).toEqual(['Ein Bestand ist eine ganze Zahl von 0 bis 9999, oder null, wenn nicht gezählt wird']);
  });

  it('answers 404 for a dish that does not exist', async () => {
    const owner = await createOwner(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/menu-items/${crypto.randomUUID()}/portions`,
      headers: owner.headers,
      payload: { portions_left: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Menu item not found' });
  });
});

describe('PUT /api/option-groups/:id/options/:optionId/portions', () => {
  it("sets an option's count, shows it on the option groups, logs it; 404 for another group's option", async () => {
    const owner = await createOwner(ctx.app);
    const { groupId, large } = await menuOf(owner);
    const set = await ctx.app.inject({
      method: 'PUT',
      url: `/api/option-groups/${groupId}/options/${large}/portions`,
      headers: owner.headers,
      payload: { portions_left: 5, portions_par: 8 },
    });
    expect(set.json()).toEqual({ portions_left: 5, portions_par: 8 });
    const groups = await ctx.app.inject({ method: 'GET', url: '/api/option-groups', headers: owner.headers });
    expect(
      groups.json().optionGroups[0].options.map((option: { name: string; portions_left: number | null; portions_par: number | null }) => option),
    ).toMatchObject([
      { name: 'Small', portions_left: null, portions_par: null },
      { name: 'Large', portions_left: 5, portions_par: 8 },
    ]);
    // Editing the group keeps the count of an option it keeps.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/option-groups/${groupId}`,
      headers: owner.headers,
      payload: { name: 'Size', selection: 'single', min_choices: 1, options: [{ id: large, name: 'Large (40 cm)', price_delta: 3 }] },
    });
    const [row] = await ctx.database.db.select().from(options).where(eq(options.id, large));
    expect(row).toMatchObject({ name: 'Large (40 cm)', portionsLeft: 5, portionsPar: 8 });
    expect((await activityOf(owner)).map((entry) => [entry.action, entry.subjectType, entry.subjectId, entry.details])).toEqual([
      ['option.portions_changed', 'option_group', groupId, { name: 'Large', group: 'Size', left: 5, par: 8, from_left: null, from_par: null }],
    ]);

    const other = await menuOf(owner);
    const wrongGroup = await ctx.app.inject({
      method: 'PUT',
      url: `/api/option-groups/${other.groupId}/options/${large}/portions`,
      headers: owner.headers,
      payload: { portions_left: 1 },
    });
    expect(wrongGroup.statusCode).toBe(404);
    expect(wrongGroup.json().error.message).toBe('Option not found');
    const noGroup = await ctx.app.inject({
      method: 'PUT',
      url: `/api/option-groups/${crypto.randomUUID()}/options/${large}/portions`,
      headers: owner.headers,
      payload: { portions_left: 1 },
    });
    expect(noGroup.json().error.message).toBe('Option group not found');
  });
});

describe('POST /api/portions/reset', () => {
  it('starts every count again: back to its par, or not counted without one; logs it once, and nothing when nothing is counted', async () => {
    const owner = await createOwner(ctx.app);
    const { dishId, groupId, large } = await menuOf(owner);
    const second = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: 'Special', price: 12 } });
    const specialId = second.json().menuItem.id as string;
    await ctx.app.inject({ method: 'PUT', url: `/api/menu-items/${dishId}/portions`, headers: owner.headers, payload: { portions_left: 0, portions_par: 20 } });
    await ctx.app.inject({ method: 'PUT', url: `/api/menu-items/${specialId}/portions`, headers: owner.headers, payload: { portions_left: 2 } });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/option-groups/${groupId}/options/${large}/portions`,
      headers: owner.headers,
      payload: { portions_left: 1, portions_par: 6 },
    });

    const reset = await ctx.app.inject({ method: 'POST', url: '/api/portions/reset', headers: owner.headers });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ items: { [dishId]: 20, [specialId]: null }, options: { [large]: 6 } });
    const menu = (await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: owner.headers })).json().menuItems as Array<{
      id: string;
      portions_left: number | null;
      portions_par: number | null;
    }>;
    expect(menu.map(({ id, portions_left, portions_par }) => ({ id, portions_left, portions_par })).sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      [
        { id: dishId, portions_left: 20, portions_par: 20 },
        { id: specialId, portions_left: null, portions_par: null },
      ].sort((x, y) => x.id.localeCompare(y.id)),
    );
    const again = await ctx.app.inject({ method: 'POST', url: '/api/portions/reset', headers: owner.headers });
    expect(again.json()).toEqual({ items: { [dishId]: 20 }, options: { [large]: 6 } });
    const log = (await activityOf(owner)).filter((entry) => entry.action === 'portions.reset');
    expect(log.map((entry) => [entry.subjectType, entry.subjectId, entry.details])).toEqual([
      ['restaurant', owner.restaurantId, { items: 2, options: 1 }],
      ['restaurant', owner.restaurantId, { items: 1, options: 1 }],
    ]);

    const empty = await createOwner(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/portions/reset', headers: empty.headers })).json()).toEqual({ items: {}, options: {} });
    expect(await activityOf(empty)).toEqual([]);
  });
});
