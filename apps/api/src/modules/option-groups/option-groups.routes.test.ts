import { OptionGroupListResponseSchema, OptionGroupResponseSchema } from '@maitre/shared/options';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, type TestOwner } from '../../../test/factories.ts';
import { activityLog, menuItemOptionGroups, optionGroups, options } from '../../db/schema/index.ts';

const ctx = buildTestApp();

const SIZE = {
  name: 'Size',
  selection: 'single',
  min_choices: 1,
  options: [
    { name: '30 cm', is_default: true },
    { name: '40 cm', price_delta: 3.5 },
  ],
};
const EXTRAS = {
  name: 'Extras',
  selection: 'multiple',
  max_choices: 3,
  options: [
    { name: 'Extra mozzarella', price_delta: 1.5, allergens: ['milk'] },
    { name: 'No onions', price_delta: -0.5 },
    { name: 'Anchovies', price_delta: 2, allergens: ['fish'], traces: ['crustaceans'] },
  ],
};

async function addGroup(owner: TestOwner, payload: object = SIZE) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/option-groups', headers: owner.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return OptionGroupResponseSchema.strict().parse(response.json()).optionGroup;
}

describe('option groups API', () => {
  it('answers 401 on every route when nobody is signed in', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/option-groups'],
      ['POST', '/api/option-groups'],
      ['PATCH', `/api/option-groups/${id}`],
      ['DELETE', `/api/option-groups/${id}`],
      ['PATCH', `/api/option-groups/${id}/options/${id}`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds a group with its options in order, and lists it with the dishes that offer it', async () => {
    const owner = await createOwner(ctx.app);
    const group = await addGroup(owner, EXTRAS);
    expect(group).toEqual({
      id: expect.any(String),
      restaurant_id: owner.restaurantId,
      name: 'Extras',
      translations: {},
      selection: 'multiple',
      min_choices: 0,
      max_choices: 3,
      options: [
        {
          id: expect.any(String),
          name: 'Extra mozzarella',
          translations: {},
          price_delta: 1.5,
          is_default: false,
          is_available: true,
          allergens: ['milk'],
          traces: [],
          portions_left: null,
          portions_par: null,
        },
        {
          id: expect.any(String),
          name: 'No onions',
          translations: {},
          price_delta: -0.5,
          is_default: false,
          is_available: true,
          allergens: [],
          traces: [],
          portions_left: null,
          portions_par: null,
        },
        {
          id: expect.any(String),
          name: 'Anchovies',
          translations: {},
          price_delta: 2,
          is_default: false,
          is_available: true,
          allergens: ['fish'],
          traces: ['crustaceans'],
          portions_left: null,
          portions_par: null,
        },
      ],
      menu_item_ids: [],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const dish = await ctx.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: owner.headers,
      payload: { name: 'Margherita', price: 9, option_group_ids: [group.id] },
    });
    expect(dish.statusCode, dish.body).toBe(201);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/option-groups', headers: owner.headers });
    expect(list.statusCode).toBe(200);
    const { optionGroups: listed } = OptionGroupListResponseSchema.strict().parse(list.json());
    expect(listed).toEqual([{ ...group, menu_item_ids: [dish.json().menuItem.id] }]);
  });

  it('makes a single-choice group choose at most one, whatever maximum is sent', async () => {
    const owner = await createOwner(ctx.app);
    const group = await addGroup(owner, { ...SIZE, max_choices: 2 });
    expect(group).toMatchObject({ selection: 'single', min_choices: 1, max_choices: 1 });
  });

  it('refuses a group whose rules cannot be met, with a message at the field', async () => {
    const owner = await createOwner(ctx.app);
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ ...EXTRAS, min_choices: 4, max_choices: 5 }, { min_choices: ['The minimum cannot be above the number of options (3)'] }],
      [{ ...EXTRAS, min_choices: 3, max_choices: 2 }, { min_choices: ['The minimum cannot be above the maximum'] }],
      [{ ...SIZE, options: [] }, { options: ['Add at least one option'] }],
      [{ ...SIZE, selection: 'several' }, { selection: ['Choose single or multiple choice'] }],
      [
        {
          ...SIZE,
          options: [
            { name: 'Small', is_default: true },
            { name: 'Large', is_default: true },
          ],
        },
        { options: ['More options are preselected than a guest may choose'] },
      ],
      [{ ...SIZE, options: [{ name: 'Small' }, { name: 'small' }] }, { 'options.1.name': ['Each option of a group needs its own name'] }],
      [{ ...SIZE, options: [{ name: 'Huge', price_delta: 1000 }] }, { 'options.0.price_delta': ['A price change is an amount between -999.99 and 999.99'] }],
      [{ ...SIZE, options: [{ name: 'Peanut', allergens: ['peanut'] }] }, { 'options.0.allergens.0': ['Not one of the 14 allergens'] }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/option-groups', headers: owner.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fieldErrors, JSON.stringify(payload)).toEqual(fieldErrors);
    }
    expect(await ctx.database.db.select().from(optionGroups).where(eq(optionGroups.restaurantId, owner.restaurantId))).toEqual([]);
  });

  it('replaces a group as a whole: options with an id kept and edited, without one added, missing ones removed', async () => {
    const owner = await createOwner(ctx.app);
    const group = await addGroup(owner, EXTRAS);
    const [mozzarella, , anchovies] = group.options;
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/option-groups/${group.id}`,
      headers: owner.headers,
      payload: {
        name: 'Toppings',
        translations: { fr: { name: 'Garnitures' } },
        selection: 'multiple',
        max_choices: null,
        options: [
          { id: anchovies?.id, name: 'Anchovies', price_delta: 2.5, allergens: ['fish'] },
          { name: 'Olives', price_delta: 1 },
          { id: mozzarella?.id, name: 'Extra mozzarella', price_delta: 1.5, allergens: ['milk'], is_available: false },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const replaced = OptionGroupResponseSchema.strict().parse(response.json()).optionGroup;
    expect(replaced).toMatchObject({ id: group.id, name: 'Toppings', translations: { fr: { name: 'Garnitures' } }, max_choices: null });
    expect(replaced.options.map((option) => [option.name, option.price_delta, option.is_available])).toEqual([
      ['Anchovies', 2.5, true],
      ['Olives', 1, true],
      ['Extra mozzarella', 1.5, false],
    ]);
    expect(replaced.options[0]?.id).toBe(anchovies?.id);
    expect(replaced.options[2]?.id).toBe(mozzarella?.id);
    expect(replaced.options[0]?.traces).toEqual([]);
    const stored = await ctx.database.db.select().from(options).where(eq(options.groupId, group.id));
    expect(stored).toHaveLength(3);
  });

  it('refuses an option id of another group, of another restaurant, or made up, and changes nothing', async () => {
    const owner = await createOwner(ctx.app);
    const other = await createOwner(ctx.app);
    const group = await addGroup(owner, EXTRAS);
    const sizes = await addGroup(owner, SIZE);
    const theirs = await addGroup(other, SIZE);
    for (const id of [sizes.options[0]?.id, theirs.options[0]?.id, crypto.randomUUID()]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/option-groups/${group.id}`,
        headers: owner.headers,
        payload: { ...EXTRAS, options: [{ name: 'Olives' }, { id, name: 'Stolen' }] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'VALIDATION_FAILED', message: 'Option not found', fieldErrors: { 'options.1.id': ['Option not found'] } });
    }
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/option-groups', headers: owner.headers })).json().optionGroups;
    expect(listed.find((candidate: { id: string }) => candidate.id === group.id).options.map((option: { name: string }) => option.name)).toEqual([
      'Extra mozzarella',
      'No onions',
      'Anchovies',
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/option-groups', headers: other.headers })).json().optionGroups[0].options[0].name).toBe('30 cm');
  });

  it('deletes a group: the dishes that offered it no longer do', async () => {
    const owner = await createOwner(ctx.app);
    const size = await addGroup(owner, SIZE);
    const extras = await addGroup(owner, EXTRAS);
    const dish = await ctx.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: owner.headers,
      payload: { name: 'Pizza', price: 10, option_group_ids: [size.id, extras.id] },
    });
    const dishId = dish.json().menuItem.id as string;
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/option-groups/${size.id}`, headers: owner.headers });
    expect(deleted.statusCode).toBe(204);
    const menu = (await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: owner.headers })).json().menuItems;
    expect(menu.find((item: { id: string }) => item.id === dishId).option_group_ids).toEqual([extras.id]);
    expect(await ctx.database.db.select().from(options).where(eq(options.groupId, size.id))).toEqual([]);
    expect(await ctx.database.db.select().from(menuItemOptionGroups).where(eq(menuItemOptionGroups.groupId, size.id))).toEqual([]);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/option-groups/${size.id}`, headers: owner.headers })).statusCode).toBe(404);
  });

  it("answers 404 for another restaurant's group and option, lists none of them, and changes nothing", async () => {
    const owner = await createOwner(ctx.app);
    const stranger = await createOwner(ctx.app);
    const group = await addGroup(owner, EXTRAS);
    const optionId = group.options[0]?.id as string;
    for (const [method, url, payload] of [
      ['PATCH', `/api/option-groups/${group.id}`, EXTRAS],
      ['DELETE', `/api/option-groups/${group.id}`, undefined],
      ['PATCH', `/api/option-groups/${group.id}/options/${optionId}`, { is_available: false }],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: stranger.headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Option group not found' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/option-groups', headers: stranger.headers })).json()).toEqual({ optionGroups: [] });
    const [after] = (await ctx.app.inject({ method: 'GET', url: '/api/option-groups', headers: owner.headers })).json().optionGroups;
    expect(after).toEqual(group);
    // An option of another group of one's own: not found either.
    const size = await addGroup(owner, SIZE);
    const wrong = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/option-groups/${size.id}/options/${optionId}`,
      headers: owner.headers,
      payload: { is_available: false },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe('Option not found');
  });

  it('lets front of house mark an option sold out and back, but not edit, add or delete groups; the kitchen only reads', async () => {
    const owner = await createOwner(ctx.app);
    const group = await addGroup(owner, EXTRAS);
    const optionId = group.options[1]?.id as string;
    const foh = await createMember(ctx.app, owner, 'front_of_house');
    const kitchen = await createMember(ctx.app, owner, 'kitchen');
    const soldOut = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/option-groups/${group.id}/options/${optionId}`,
      headers: foh.headers,
      payload: { is_available: false },
    });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    expect(soldOut.json().optionGroup.options.map((option: { is_available: boolean }) => option.is_available)).toEqual([true, false, true]);
    const back = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/option-groups/${group.id}/options/${optionId}`,
      headers: foh.headers,
      payload: { is_available: true },
    });
    expect(back.json().optionGroup.options[1].is_available).toBe(true);
    for (const member of [foh, kitchen]) {
      for (const [method, url, payload] of [
        ['POST', '/api/option-groups', SIZE],
        ['PATCH', `/api/option-groups/${group.id}`, EXTRAS],
        ['DELETE', `/api/option-groups/${group.id}`, undefined],
      ] as const) {
        const response = await ctx.app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${member.role} ${method} ${url}`).toBe(403);
      }
      expect((await ctx.app.inject({ method: 'GET', url: '/api/option-groups', headers: member.headers })).statusCode).toBe(200);
    }
    const kitchenSoldOut = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/option-groups/${group.id}/options/${optionId}`,
      headers: kitchen.headers,
      payload: { is_available: false },
    });
    expect(kitchenSoldOut.statusCode).toBe(403);
    const [after] = (await ctx.app.inject({ method: 'GET', url: '/api/option-groups', headers: owner.headers })).json().optionGroups;
    expect(after).toEqual(group);
  });

  it('writes each change to the activity log with who made it: added, edited, an option sold out and back, deleted', async () => {
    const owner = await createOwner(ctx.app, { fullName: 'Ada Owner' });
    const foh = await createMember(ctx.app, owner, 'front_of_house');
    const group = await addGroup(owner);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/option-groups/${group.id}`,
      headers: owner.headers,
      payload: { ...SIZE, name: 'Pizza size' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The edit sent the options without ids: they are new options now.
    const large = edited.json().optionGroup.options[1].id as string;
    for (const available of [false, true]) {
      const toggled = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/option-groups/${group.id}/options/${large}`,
        headers: foh.headers,
        payload: { is_available: available },
      });
      expect(toggled.statusCode, toggled.body).toBe(200);
    }
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/option-groups/${group.id}`, headers: owner.headers })).statusCode).toBe(204);

    const entries = await ctx.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.restaurantId, owner.restaurantId), eq(activityLog.subjectId, group.id)))
      .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
    expect(entries.map(({ action, actorName, subjectType, details }) => ({ action, actorName, subjectType, details }))).toEqual([
      { action: 'option_group.created', actorName: 'Ada Owner', subjectType: 'option_group', details: { name: 'Size' } },
      { action: 'option_group.updated', actorName: 'Ada Owner', subjectType: 'option_group', details: { name: 'Pizza size' } },
      {
        action: 'option.availability_changed',
        actorName: 'A front_of_house',
        subjectType: 'option_group',
        details: { name: '40 cm', group: 'Pizza size', available: false },
      },
      {
        action: 'option.availability_changed',
        actorName: 'A front_of_house',
        subjectType: 'option_group',
        details: { name: '40 cm', group: 'Pizza size', available: true },
      },
      { action: 'option_group.deleted', actorName: 'Ada Owner', subjectType: 'option_group', details: { name: 'Pizza size' } },
    ]);
  });
});
