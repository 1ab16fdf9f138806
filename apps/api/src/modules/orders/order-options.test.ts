/**
 * Issue 19 end to end through the API: dishes with allergens and option groups, the order page's menu, and orders
 * (phone and guest) priced from option ids by the one shared rule, with their lines written as rows.
 */
import { OrderResponseSchema } from '@maitre/shared/orders';
import { StorefrontSchema } from '@maitre/shared/storefront';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner, type TestOwner } from '../../../test/factories.ts';
import { optionGroups, options, orderLines, orders, restaurants } from '../../db/schema/index.ts';

const ctx = buildTestApp({ env: { GUEST_ORDERS_PER_IP_PER_MINUTE: '1000', GUEST_ORDERS_PER_RESTAURANT_PER_MINUTE: '1000' } });

interface Group {
  id: string;
  options: Array<{ id: string; name: string }>;
}

async function post<T>(owner: TestOwner, url: string, payload: object): Promise<T> {
  const response = await ctx.app.inject({ method: 'POST', url, headers: owner.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as T;
}

/** A pizzeria: a pizza with a required size and optional extras (one with a negative price change), a salad without groups. */
async function pizzeria() {
  const owner = await createOwner(ctx.app);
  const slug = `pizzeria-${crypto.randomUUID().slice(0, 8)}`;
  await ctx.database.db.update(restaurants).set({ slug }).where(eq(restaurants.id, owner.restaurantId));
  const size = (
    await post<{ optionGroup: Group }>(owner, '/api/option-groups', {
      name: 'Size',
      selection: 'single',
      min_choices: 1,
      options: [
        { name: '30 cm', is_default: true },
        { name: '40 cm', price_delta: 3.5 },
        { name: 'Kids', price_delta: -2, is_available: false },
      ],
    })
  ).optionGroup;
  const extras = (
    await post<{ optionGroup: Group }>(owner, '/api/option-groups', {
      name: 'Extras',
      selection: 'multiple',
      max_choices: 2,
      options: [
        { name: 'Extra mozzarella', price_delta: 1.5, allergens: ['milk'] },
        { name: 'No onions', price_delta: -0.5 },
        { name: 'Anchovies', price_delta: 2, allergens: ['fish'], traces: ['crustaceans', 'milk'] },
      ],
    })
  ).optionGroup;
  const unused = (await post<{ optionGroup: Group }>(owner, '/api/option-groups', { name: 'Sauce', selection: 'single', options: [{ name: 'Ketchup' }] }))
    .optionGroup;
  const pizza = (
    await post<{ menuItem: { id: string } }>(owner, '/api/menu-items', {
      name: 'Margherita',
      price: 9,
      allergens: ['milk', 'gluten', 'gluten'],
      traces: ['sesame'],
      dietary: ['vegetarian'],
      option_group_ids: [size.id, extras.id],
    })
  ).menuItem;
  const salad = (await post<{ menuItem: { id: string } }>(owner, '/api/menu-items', { name: 'Green salad', price: 6.4, category: 'Appetizers' })).menuItem;
  const opt = (group: Group, name: string) => group.options.find((option) => option.name === name)?.id as string;
  return { owner, slug, size, extras, unused, pizza, salad, opt };
}

describe('dishes with allergens and option groups', () => {
  it('keeps allergens in the regulation’s order, each once, and the groups in the order given; lists them', async () => {
    const { owner, pizza, size, extras } = await pizzeria();
    const menu = (await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: owner.headers })).json().menuItems;
    expect(menu.find((item: { id: string }) => item.id === pizza.id)).toMatchObject({
      allergens: ['gluten', 'milk'],
      traces: ['sesame'],
      dietary: ['vegetarian'],
      option_group_ids: [size.id, extras.id],
    });
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${pizza.id}`,
      headers: owner.headers,
      payload: { option_group_ids: [extras.id], allergens: [], dietary: ['vegan', 'spicy'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().menuItem).toMatchObject({ allergens: [], traces: ['sesame'], dietary: ['vegan', 'spicy'], option_group_ids: [extras.id] });
    // A change that leaves the groups out keeps them.
    const renamed = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${pizza.id}`, headers: owner.headers, payload: { name: 'Pizza' } });
    expect(renamed.json().menuItem.option_group_ids).toEqual([extras.id]);
  });

  it('refuses an unknown group, another restaurant’s group and an unknown allergen with 400 at the field, writing nothing', async () => {
    const { owner, pizza, size } = await pizzeria();
    const other = await pizzeria();
    for (const ids of [[crypto.randomUUID()], [size.id, other.size.id]]) {
      for (const [method, url] of [
        ['POST', '/api/menu-items'],
        ['PATCH', `/api/menu-items/${pizza.id}`],
      ] as const) {
        const response = await ctx.app.inject({ method, url, headers: owner.headers, payload: { name: 'Calzone', price: 11, option_group_ids: ids } });
        expect(response.statusCode, `${method} ${JSON.stringify(ids)}`).toBe(400);
        expect(response.json().error).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'This option group does not exist',
          fieldErrors: { option_group_ids: ['This option group does not exist'] },
        });
      }
    }
    const repeated = await ctx.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: owner.headers,
      payload: { name: 'Calzone', price: 11, option_group_ids: [size.id, size.id], allergens: ['gluten', 'shellfish'] },
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.fieldErrors).toEqual({
      option_group_ids: ['Each option group is added once'],
      'allergens.1': ['Not one of the 14 allergens'],
    });
    const menu = (await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: owner.headers })).json().menuItems;
    expect(menu.map((item: { name: string }) => item.name).sort()).toEqual(['Green salad', 'Margherita']);
    expect(menu.find((item: { id: string }) => item.id === pizza.id).option_group_ids).toHaveLength(2);
  });
});

describe('the order page’s menu', () => {
  it('lists each dish’s allergens and group ids, and every group its dishes offer once, sold-out options flagged', async () => {
    const { slug, pizza, salad, size, extras, owner } = await pizzeria();
    // A second dish offering Extras: the group is still listed once.
    const focaccia = (await post<{ menuItem: { id: string } }>(owner, '/api/menu-items', { name: 'Focaccia', price: 5, option_group_ids: [extras.id] }))
      .menuItem;
    const response = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}` });
    expect(response.statusCode).toBe(200);
    const body = StorefrontSchema.strict().parse(response.json());
    // By category, then in the order the dishes were added to it (their position, issue 19).
    expect(body.menu.map((item) => item.name)).toEqual(['Green salad', 'Margherita', 'Focaccia']);
    expect(body.menu.find((item) => item.id === pizza.id)).toMatchObject({
      allergens: ['gluten', 'milk'],
      traces: ['sesame'],
      dietary: ['vegetarian'],
      option_group_ids: [size.id, extras.id],
    });
    expect(body.menu.find((item) => item.id === salad.id)).toMatchObject({ allergens: [], option_group_ids: [] });
    expect(body.menu.find((item) => item.id === focaccia.id)?.option_group_ids).toEqual([extras.id]);
    expect(body.option_groups.map((group) => group.id)).toEqual([size.id, extras.id]);
    expect(body.option_groups[0]).toEqual({
      id: size.id,
      name: 'Size',
      translations: {},
      selection: 'single',
      min_choices: 1,
      max_choices: 1,
      options: [
        {
          id: expect.any(String),
          name: '30 cm',
          translations: {},
          price_delta: 0,
          is_default: true,
          is_available: true,
          allergens: [],
          traces: [],
          portions_left: null,
        },
        {
          id: expect.any(String),
          name: '40 cm',
          translations: {},
          price_delta: 3.5,
          is_default: false,
          is_available: true,
          allergens: [],
          traces: [],
          portions_left: null,
        },
        {
          id: expect.any(String),
          name: 'Kids',
          translations: {},
          price_delta: -2,
          is_default: false,
          is_available: false,
          allergens: [],
          traces: [],
          portions_left: null,
        },
      ],
    });
  });

  it('shows guests only the languages it knows of groups and options too (written by hand)', async () => {
    const { slug, size } = await pizzeria();
    const garbage = { fr: { name: 'Taille', extra: 1 }, pt: { name: 'Tamanho' }, de: 'Größe', it: { name: 3 } } as never;
    await ctx.database.db.update(optionGroups).set({ translations: garbage }).where(eq(optionGroups.id, size.id));
    await ctx.database.db.update(options).set({ translations: garbage }).where(eq(options.groupId, size.id));
    const response = await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}` });
    expect(response.statusCode, response.body).toBe(200);
    const body = StorefrontSchema.parse(response.json());
    const group = body.option_groups.find((candidate) => candidate.id === size.id);
    expect(group?.translations).toEqual({ fr: { name: 'Taille' } });
    expect(group?.options.map((option) => option.translations)).toEqual([{ fr: { name: 'Taille' } }, { fr: { name: 'Taille' } }, { fr: { name: 'Taille' } }]);
  });

  it('answers an empty list of groups for a menu without any', async () => {
    const owner = await createOwner(ctx.app);
    const slug = `plain-${crypto.randomUUID().slice(0, 8)}`;
    await ctx.database.db.update(restaurants).set({ slug }).where(eq(restaurants.id, owner.restaurantId));
    await post(owner, '/api/menu-items', { name: 'Soup', price: 5 });
    const body = (await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}` })).json();
    expect(body.option_groups).toEqual([]);
    expect(body.menu[0]).toMatchObject({ name: 'Soup', allergens: [], traces: [], dietary: [], option_group_ids: [] });
  });
});

describe('orders with options', () => {
  const linesOf = (orderId: string) => ctx.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));

  it('prices each line from the dish and the chosen options (defaults when none are sent), whatever price the request names', async () => {
    const { owner, pizza, salad, opt, size, extras } = await pizzeria();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: {
        customer_name: 'Ada',
        items: [
          { menu_item_id: pizza.id, quantity: 2, options: [opt(extras, 'Anchovies'), opt(size, '40 cm'), opt(extras, 'No onions')], price: 0.01 },
          { menu_item_id: pizza.id, quantity: 1 },
          { menu_item_id: salad.id, quantity: 3, options: [] },
        ],
        total_amount: 1,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = OrderResponseSchema.strict().parse(response.json());
    expect(order.order_items).toEqual([
      {
        menu_item_id: pizza.id,
        name: 'Margherita',
        // 9 + 3.50 (40 cm) + 2 (anchovies) − 0.50 (no onions)
        price: 14,
        quantity: 2,
        options: [
          { option_id: opt(size, '40 cm'), group_id: size.id, group: 'Size', name: '40 cm', price_delta: 3.5 },
          { option_id: opt(extras, 'No onions'), group_id: extras.id, group: 'Extras', name: 'No onions', price_delta: -0.5 },
          { option_id: opt(extras, 'Anchovies'), group_id: extras.id, group: 'Extras', name: 'Anchovies', price_delta: 2 },
        ],
        allergens: ['gluten', 'fish', 'milk'],
        traces: ['crustaceans', 'sesame'],
      },
      {
        menu_item_id: pizza.id,
        name: 'Margherita',
        price: 9,
        quantity: 1,
        options: [{ option_id: opt(size, '30 cm'), group_id: size.id, group: 'Size', name: '30 cm', price_delta: 0 }],
        allergens: ['gluten', 'milk'],
        traces: ['sesame'],
      },
      { menu_item_id: salad.id, name: 'Green salad', price: 6.4, quantity: 3, options: [], allergens: [], traces: [] },
    ]);
    // 2 × 14 + 9 + 3 × 6.40
    expect(order.total_amount).toBe(56.2);
    // The lines as rows: the same lines, each with its total, in order; the listed order is the one answered.
    const rows = await linesOf(order.id);
    expect(
      rows.map((row) => ({
        restaurantId: row.restaurantId,
        position: row.position,
        menuItemId: row.menuItemId,
        name: row.name,
        unitPrice: row.unitPrice,
        quantity: row.quantity,
        lineTotal: row.lineTotal,
        options: row.options,
        allergens: row.allergens,
        traces: row.traces,
      })),
    ).toEqual(
      order.order_items.map((line, position) => ({
        restaurantId: owner.restaurantId,
        position,
        menuItemId: line.menu_item_id,
        name: line.name,
        unitPrice: line.price.toFixed(2),
        quantity: line.quantity,
        lineTotal: (line.price * line.quantity).toFixed(2),
        options: line.options,
        allergens: line.allergens,
        traces: line.traces,
      })),
    );
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: owner.headers })).json().orders[0];
    expect(listed).toEqual(order);
  });

  it('refuses a line whose choices break its rules with 400 naming the dish, at the line’s options, writing nothing', async () => {
    const { owner, pizza, opt, size, extras, unused, salad } = await pizzeria();
    const other = await pizzeria();
    const cases: Array<[string[], string]> = [
      [[opt(extras, 'Anchovies')], 'Margherita: choose Size'],
      [[opt(size, '30 cm'), opt(size, '40 cm')], 'Margherita: choose at most 1 for Size'],
      [[opt(size, '30 cm'), opt(extras, 'Anchovies'), opt(extras, 'No onions'), opt(extras, 'Extra mozzarella')], 'Margherita: choose at most 2 for Extras'],
      [[opt(size, 'Kids')], 'Margherita: Kids is sold out'],
      [[opt(size, '30 cm'), opt(size, '30 cm')], 'Margherita: 30 cm is chosen twice'],
      // An option of a group this dish does not offer, and one of another restaurant's group.
      [[opt(size, '30 cm'), opt(unused, 'Ketchup')], 'Margherita: this choice is not one of its options'],
      [[other.opt(other.size, '30 cm')], 'Margherita: this choice is not one of its options'],
    ];
    for (const [chosen, message] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: owner.headers,
        payload: {
          customer_name: 'Ada',
          items: [
            { menu_item_id: salad.id, quantity: 1 },
            { menu_item_id: pizza.id, quantity: 1, options: chosen },
          ],
        },
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toEqual({ code: 'VALIDATION_FAILED', message, fieldErrors: { 'items.1.options': [message] } });
    }
    expect(await ctx.database.db.select().from(orders).where(eq(orders.restaurantId, owner.restaurantId))).toEqual([]);
    expect(await ctx.database.db.select().from(orderLines).where(eq(orderLines.restaurantId, owner.restaurantId))).toEqual([]);
  });

  it('refuses a price below zero, and takes a negative price change that leaves the price at zero or more', async () => {
    const owner = await createOwner(ctx.app);
    const discount = (
      await post<{ optionGroup: Group }>(owner, '/api/option-groups', {
        name: 'Deal',
        selection: 'multiple',
        options: [
          { name: 'Half off', price_delta: -1 },
          { name: 'Loyalty', price_delta: -1.5 },
        ],
      })
    ).optionGroup;
    const espresso = (await post<{ menuItem: { id: string } }>(owner, '/api/menu-items', { name: 'Espresso', price: 2.5, option_group_ids: [discount.id] }))
      .menuItem;
    const [half, loyalty] = discount.options.map((option) => option.id);
    // 2.50 − 1 − 1.50: free, and taken.
    const free = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: { customer_name: 'Ada', items: [{ menu_item_id: espresso.id, quantity: 1, options: [half, loyalty] }] },
    });
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json().order).toMatchObject({ total_amount: 0, order_items: [{ price: 0 }] });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/option-groups/${discount.id}`,
      headers: owner.headers,
      payload: {
        name: 'Deal',
        selection: 'multiple',
        options: [
          { id: half, name: 'Half off', price_delta: -1 },
          { id: loyalty, name: 'Loyalty', price_delta: -1.6 },
        ],
      },
    });
    const below = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: { customer_name: 'Ada', items: [{ menu_item_id: espresso.id, quantity: 1, options: [half, loyalty] }] },
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe('Espresso: these choices would make it cost less than nothing');
  });

  it('takes a guest’s order with options the same way, and refuses the same lines', async () => {
    const { slug, pizza, opt, size, extras, owner } = await pizzeria();
    const guest = { customer_name: 'Grace Hopper', customer_phone: '+33 6 12 34 56 78' };
    const placed = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/${slug}/orders`,
      payload: {
        ...guest,
        items: [
          { menu_item_id: pizza.id, quantity: 1, options: [opt(size, '40 cm'), opt(extras, 'Extra mozzarella')], price: 0 },
          { menu_item_id: pizza.id, quantity: 2 },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect(order.total_amount).toBe(14 + 18);
    expect(order.order_items[0]).toMatchObject({
      price: 14,
      quantity: 1,
      allergens: ['gluten', 'milk'],
      options: [{ name: '40 cm' }, { name: 'Extra mozzarella' }],
    });
    expect((await linesOf(order.id)).map((row) => [row.unitPrice, row.quantity, row.lineTotal])).toEqual([
      ['14.00', 1, '14.00'],
      ['9.00', 2, '18.00'],
    ]);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/${slug}/orders`,
      payload: { ...guest, items: [{ menu_item_id: pizza.id, quantity: 1, options: [opt(size, 'Kids')] }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: 'Margherita: Kids is sold out',
      fieldErrors: { 'items.0.options': ['Margherita: Kids is sold out'] },
    });
    // The same dish with the same choices twice: two lines, as guest orders always took it (phone orders refuse it).
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/${slug}/orders`,
      payload: {
        ...guest,
        items: [
          { menu_item_id: pizza.id, quantity: 1, options: [opt(size, '40 cm')] },
          { menu_item_id: pizza.id, quantity: 1, options: [opt(size, '40 cm')] },
        ],
      },
    });
    expect(twice.statusCode, twice.body).toBe(201);
    expect(twice.json().order.order_items.map((line: { name: string; quantity: number }) => [line.name, line.quantity])).toEqual([
      ['Margherita', 1],
      ['Margherita', 1],
    ]);
    expect((await ctx.database.db.select().from(orders).where(eq(orders.restaurantId, owner.restaurantId))).length).toBe(2);
  });

  it('keeps an order’s lines when the dish and its groups are deleted', async () => {
    const { owner, pizza, opt, size, extras } = await pizzeria();
    const { order } = await post<{ order: { id: string } }>(owner, '/api/orders', {
      customer_name: 'Ada',
      items: [{ menu_item_id: pizza.id, quantity: 1, options: [opt(size, '40 cm')] }],
    });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/menu-items/${pizza.id}`, headers: owner.headers })).statusCode).toBe(204);
    for (const group of [size, extras]) {
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/option-groups/${group.id}`, headers: owner.headers })).statusCode).toBe(204);
    }
    const [line] = await linesOf(order.id);
    expect(line).toMatchObject({ menuItemId: pizza.id, name: 'Margherita', unitPrice: '12.50', options: [{ name: '40 cm', group: 'Size' }] });
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: owner.headers })).json().orders[0];
    expect(listed.order_items[0]).toMatchObject({ name: 'Margherita', price: 12.5, options: [{ name: '40 cm' }] });
  });
});
