/**
 * Menu import and export through the API (issue 19, decision 0028): the file a restaurant downloads is the file it can
 * import, here or into another restaurant (round trip, CSV and XLSX); importing it again changes nothing; an import is
 * all or nothing; the plan's limit, the roles, and every problem a cell can have, by row and column.
 */
import { deflateRawSync } from 'node:zlib';
import { MenuImportPreviewResponseSchema, MenuImportResultResponseSchema } from '@maitre/shared/menu-transfer';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, givePlan, type TestOwner } from '../../../test/factories.ts';
import { activityLog, menuItemOptionGroups, menuItems, optionGroups, options } from '../../db/schema/index.ts';
import { readXlsx } from './xlsx.ts';

const ctx = buildTestApp();

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function download(owner: { headers: Record<string, string> }, path: 'export' | 'template', format: 'csv' | 'xlsx', locale?: string) {
  const query = new URLSearchParams({ format, ...(locale ? { locale } : {}) });
  const response = await ctx.app.inject({ method: 'GET', url: `/api/menu-transfer/${path}?${query}`, headers: owner.headers });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
}

async function preview(owner: { headers: Record<string, string> }, body: Buffer | string, { type = CSV, language }: { type?: string; language?: string } = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/menu-transfer/preview',
    headers: { ...owner.headers, 'content-type': type, ...(language ? { 'accept-language': language } : {}) },
    payload: body,
  });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return MenuImportPreviewResponseSchema.strict().parse(response.json()).preview;
}

function commit(
  owner: { headers: Record<string, string> },
  body: Buffer | string,
  { type = CSV, fingerprint, language }: { type?: string; fingerprint?: string; language?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/menu-transfer/commit${fingerprint ? `?fingerprint=${fingerprint}` : ''}`,
    headers: { ...owner.headers, 'content-type': type, ...(language ? { 'accept-language': language } : {}) },
    payload: body,
  });
}

/** Preview, then commit with the preview's fingerprint; the commit must succeed. */
async function importFile(owner: TestOwner, body: Buffer | string, type = CSV) {
  const checked = await preview(owner, body, { type });
  expect(checked.errors).toEqual([]);
  const response = await commit(owner, body, { type, fingerprint: checked.fingerprint });
  expect(response.statusCode, response.body).toBe(200);
  return MenuImportResultResponseSchema.strict().parse(response.json()).result;
}

async function post(owner: TestOwner, url: string, payload: object) {
  const response = await ctx.app.inject({ method: 'POST', url, headers: owner.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Everything of a restaurant's menu an import could touch, in a fixed order. */
async function snapshot(owner: TestOwner) {
  const db = ctx.database.db;
  return {
    dishes: await db.select().from(menuItems).where(eq(menuItems.restaurantId, owner.restaurantId)).orderBy(asc(menuItems.id)),
    groups: await db.select().from(optionGroups).where(eq(optionGroups.restaurantId, owner.restaurantId)).orderBy(asc(optionGroups.id)),
    options: await db.select().from(options).where(eq(options.restaurantId, owner.restaurantId)).orderBy(asc(options.id)),
    links: await db
      .select()
      .from(menuItemOptionGroups)
      .where(eq(menuItemOptionGroups.restaurantId, owner.restaurantId))
      .orderBy(asc(menuItemOptionGroups.menuItemId), asc(menuItemOptionGroups.position)),
    activity: await db.select().from(activityLog).where(eq(activityLog.restaurantId, owner.restaurantId)).orderBy(asc(activityLog.id)),
  };
}

/**
 * A menu with everything the format carries: two groups (one with a comma in its name, a negative price change, a sold
 * out option, allergens and translations), dishes with allergens, traces, dietary marks, translations, a photo, a
 * description with a quote, a semicolon and a line break, a dish switched off, two dishes of the same name, and names
 * a spreadsheet would take for formulas.
 */
async function richMenu(owner: TestOwner) {
  const size = (
    await post(owner, '/api/option-groups', {
      name: 'Size',
      translations: { fr: { name: 'Taille' }, de: { name: 'Größe' } },
      selection: 'single',
      min_choices: 1,
      options: [
        { name: 'Small', is_default: true, translations: { fr: { name: 'Petite' } } },
        { name: 'Large', price_delta: 3.5, allergens: ['milk'] },
      ],
    })
  ).optionGroup;
  const extras = (
    await post(owner, '/api/option-groups', {
      name: 'Extras, toppings',
      selection: 'multiple',
      max_choices: 2,
      options: [
        { name: 'Extra cheese', price_delta: 1.5, allergens: ['milk'], traces: ['nuts'] },
        { name: 'No onions', price_delta: -0.5 },
        { name: 'Truffle', price_delta: 12, is_available: false },
      ],
    })
  ).optionGroup;
  const dishes = [
    {
      name: 'Tarte flambée',
      description: 'Crème "fraîche"; onions\nand bacon',
      price: 13,
      category: 'Main Course',
      allergens: ['gluten', 'milk'],
      traces: ['nuts'],
      dietary: ['spicy'],
      image_url: 'https://example.com/tarte.webp',
      translations: { fr: { name: 'Flammekueche', description: 'Crème fraîche, oignons' }, de: { name: 'Flammkuchen' } },
      option_group_ids: [size.id, extras.id],
    },
    { name: 'Salade', price: 7.25, category: 'Appetizers', dietary: ['vegetarian', 'vegan'] },
    { name: 'Salade', price: 11, category: 'Main Course', option_group_ids: [extras.id] },
    { name: '=1+2 soup', price: 6, category: 'Appetizers' },
    { name: '@home cake', description: '-20% today', price: 4.5, category: 'Desserts' },
    { name: "'+ Espresso", price: 2.8, category: 'Beverages' },
  ];
  for (const dish of dishes) await post(owner, '/api/menu-items', dish);
  const [espresso] = await ctx.database.db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.restaurantId, owner.restaurantId), eq(menuItems.name, "'+ Espresso")));
  await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${espresso?.id}`, headers: owner.headers, payload: { is_available: false } });
}

/** The cells of every sheet of an XLSX file, as texts. */
async function xlsxCells(bytes: Buffer) {
  const read = await readXlsx(bytes, 5000);
  if (!read.ok) throw new Error('not readable');
  return read.sheets.map((sheet) => ({ name: sheet.name, rows: sheet.rows.map(({ row, cells }) => [row, ...cells.map((cell) => cell.text)]) }));
}

const csvOf = (lines: string[], separator = ';') => `\uFEFF${lines.map((line) => line.replaceAll('|', separator)).join('\r\n')}\r\n`;

describe('menu export', () => {
  it('writes CSV in the file language: `;` and decimal commas in French, `,` and points in English, a BOM, CRLF, quotes where needed', async () => {
    const owner = await createOwner(ctx.app, { restaurantName: 'Brasserie Export' });
    await richMenu(owner);
    const fr = await download(owner, 'export', 'csv', 'fr');
    expect(fr.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(fr.headers['content-disposition']).toMatch(/^attachment; filename="menu-brasserie-export-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(fr.headers['cache-control']).toBe('no-store');
    const text = fr.rawPayload.toString('utf8');
    expect(
      text.startsWith(
        '\uFEFFref;category;name;description;price;available;portions_par;options;allergens;traces;dietary;image_url;name_en;description_en;name_fr',
      ),
    ).toBe(true);
    expect(text).toContain(
      'tarte-flambee;Main Course;Tarte flambée;"Crème ""fraîche""; onions\nand bacon";13,00;yes;;Size | Extras, toppings;gluten, milk;nuts;spicy;https://example.com/tarte.webp;;;Flammekueche;Crème fraîche, oignons;Flammkuchen;;;;;;;\r\n',
    );
    expect(text).toContain('\r\n\r\ngroup;selection;min;max;option;price_delta;default;available;portions_par;allergens;traces;group_en;group_fr');
    expect(text).toContain('Extras, toppings;multiple;0;2;No onions;-0,50;no;yes;;;');
    expect(text).toContain('Extras, toppings;multiple;0;2;Truffle;12,00;no;no;;;');
    // Two dishes of one name get two refs; the refs are stored, so the next export writes the same.
    expect(text).toContain('salade;Appetizers;Salade;;7,25;yes;;;;;vegetarian, vegan;');
    expect(text).toContain('salade-2;Main Course;Salade;;11,00;yes;;Extras, toppings;');
    const refs = await ctx.database.db.select({ ref: menuItems.ref }).from(menuItems).where(eq(menuItems.restaurantId, owner.restaurantId));
    expect(refs.map((row) => row.ref).sort()).toEqual(['1-2-soup', 'espresso', 'home-cake', 'salade', 'salade-2', 'tarte-flambee']);
    expect((await download(owner, 'export', 'csv', 'fr')).rawPayload.toString('utf8')).toBe(text);

    const en = (await download(owner, 'export', 'csv', 'en')).rawPayload.toString('utf8');
    expect(en).toContain(
      'tarte-flambee,Main Course,Tarte flambée,"Crème ""fraîche""; onions\nand bacon",13.00,yes,,"Size | Extras, toppings","gluten, milk",nuts,',
    );
    // Without a locale: the reader's language.
    const german = await ctx.app.inject({ method: 'GET', url: '/api/menu-transfer/export', headers: { ...owner.headers, 'accept-language': 'de-DE' } });
    expect(german.body).toContain('salade;Appetizers;Salade;;7,25;');
  });

  it('defuses cells a spreadsheet would run as formulas (= + - @), and the import takes the apostrophe off again', async () => {
    const owner = await createOwner(ctx.app);
    await richMenu(owner);
    const text = (await download(owner, 'export', 'csv', 'en')).rawPayload.toString('utf8');
    expect(text).toContain(",'=1+2 soup,");
    expect(text).toContain(",'@home cake,'-20% today,");
    // A text that already starts with an apostrophe before such a character gets one more, so it comes back as it was.
    expect(text).toContain(",''+ Espresso,");
    const lines = text.split('\r\n').flatMap((line) => line.split(','));
    expect(lines.filter((cell) => /^[=+@]/.test(cell))).toEqual([]);
    // Negative numbers are numbers, not formulas: written as they are.
    expect(text).toContain(',No onions,-0.50,');
    const xlsx = await xlsxCells((await download(owner, 'export', 'xlsx')).rawPayload);
    const names = xlsx[0]?.rows.map((row) => row[3]);
    expect(names).toEqual(expect.arrayContaining(["'=1+2 soup", "'@home cake", "''+ Espresso"]));
    // Both files read back as the same menu: nothing to change.
    for (const [body, type] of [
      [text, CSV],
      [(await download(owner, 'export', 'xlsx')).rawPayload, XLSX],
    ] as const) {
      const checked = await preview(owner, body, { type });
      expect(checked.errors).toEqual([]);
      expect(checked.dishes).toEqual({ create: 0, update: 0, unchanged: 6 });
    }
  });

  it('writes XLSX: a Menu sheet and an Option groups sheet, prices as numbers', async () => {
    const owner = await createOwner(ctx.app);
    await richMenu(owner);
    const response = await download(owner, 'export', 'xlsx');
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const read = await readXlsx(response.rawPayload, 100);
    if (!read.ok) throw new Error('unreadable');
    expect(read.sheets.map((sheet) => sheet.name)).toEqual(['Menu', 'Option groups']);
    const tarte = read.sheets[0]?.rows.find(({ cells }) => cells[0]?.text === 'tarte-flambee');
    expect(tarte?.cells[4]).toEqual({ text: '13', number: 13 });
    expect(tarte?.cells[3]?.text).toBe('Crème "fraîche"; onions\nand bacon');
  });

  it("never writes another restaurant's dishes or groups", async () => {
    const mine = await createOwner(ctx.app);
    const theirs = await createOwner(ctx.app);
    await post(mine, '/api/menu-items', { name: 'My soup', price: 5, category: 'Appetizers' });
    await post(theirs, '/api/menu-items', { name: 'Their secret dish', price: 5, category: 'Appetizers' });
    await post(theirs, '/api/option-groups', { name: 'Their secret group', selection: 'single', options: [{ name: 'Secret option' }] });
    for (const format of ['csv', 'xlsx'] as const) {
      const body = (await download(mine, 'export', format)).rawPayload;
      const text = format === 'csv' ? body.toString('utf8') : JSON.stringify(await xlsxCells(body));
      expect(text).toContain('My soup');
      expect(text).not.toMatch(/secret/i);
    }
  });

  it('offers a template: the columns and one example dish with its group, importable as it is', async () => {
    const owner = await createOwner(ctx.app);
    const csv = (await download(owner, 'template', 'csv', 'fr')).rawPayload.toString('utf8');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(5);
    expect(csv).toContain('margherita;Main Course;Margherita;Tomato, mozzarella, basil;9,50;yes;;Size;gluten, milk;;vegetarian;');
    for (const [format, type] of [
      ['csv', CSV],
      ['xlsx', XLSX],
    ] as const) {
      const fresh = await createOwner(ctx.app);
      const result = await importFile(fresh, (await download(fresh, 'template', format)).rawPayload, type);
      expect(result).toEqual({ dishes: { create: 1, update: 0, unchanged: 0 }, option_groups: { create: 1, update: 0, unchanged: 0 }, new_categories: [] });
      const menu = (await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: fresh.headers })).json().menuItems;
      expect(menu).toMatchObject([
        { name: 'Margherita', price: 9.5, allergens: ['gluten', 'milk'], dietary: ['vegetarian'], option_group_ids: [expect.any(String)] },
      ]);
    }
  });
});

describe('menu import: round trips', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`${format}: export, import into an empty restaurant, export again: the same file`, async () => {
      const source = await createOwner(ctx.app, { restaurantName: 'Round Trip Source' });
      await richMenu(source);
      const exported = (await download(source, 'export', format, 'fr')).rawPayload;
      const target = await createOwner(ctx.app, { restaurantName: 'Round Trip Target' });
      const checked = await preview(target, exported, { type: format === 'csv' ? CSV : XLSX, language: 'fr' });
      expect(checked.errors).toEqual([]);
      expect(checked).toMatchObject({
        format,
        dishes: { create: 6, update: 0, unchanged: 0 },
        option_groups: { create: 2, update: 0, unchanged: 0 },
        plan_limit: null,
      });
      const result = await commit(target, exported, { type: format === 'csv' ? CSV : XLSX, fingerprint: checked.fingerprint, language: 'fr' });
      expect(result.statusCode, result.body).toBe(200);
      const again = (await download(target, 'export', format, 'fr')).rawPayload;
      if (format === 'csv') expect(again.toString('utf8')).toBe(exported.toString('utf8'));
      else expect(await xlsxCells(again)).toEqual(await xlsxCells(exported));
      // And in the other format too: the two restaurants hold the same menu.
      const other = format === 'csv' ? 'xlsx' : 'csv';
      const sourceOther = (await download(source, 'export', other, 'en')).rawPayload;
      const targetOther = (await download(target, 'export', other, 'en')).rawPayload;
      if (other === 'csv') expect(targetOther.toString('utf8')).toBe(sourceOther.toString('utf8'));
      else expect(await xlsxCells(targetOther)).toEqual(await xlsxCells(sourceOther));
    });
  }

  it('re-importing the same file changes nothing: all unchanged in the preview, nothing written by the commit (CSV and XLSX)', async () => {
    const owner = await createOwner(ctx.app);
    await richMenu(owner);
    for (const [format, type] of [
      ['csv', CSV],
      ['xlsx', XLSX],
    ] as const) {
      const file = (await download(owner, 'export', format, 'it')).rawPayload;
      const before = await snapshot(owner);
      const checked = await preview(owner, file, { type, language: 'it' });
      expect(checked).toMatchObject({
        dishes: { create: 0, update: 0, unchanged: 6 },
        option_groups: { create: 0, update: 0, unchanged: 2 },
        changes: [],
        errors: [],
      });
      const response = await commit(owner, file, { type, fingerprint: checked.fingerprint, language: 'it' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().result.dishes).toEqual({ create: 0, update: 0, unchanged: 6 });
      expect(await snapshot(owner)).toEqual(before);
    }
  });

  it('a hand-made file without refs matches dishes by name: imported twice, the second time changes nothing', async () => {
    const owner = await createOwner(ctx.app);
    const file = csvOf(['name|price|category', 'Onion soup|8,50|Appetizers', 'Steak frites|24.50|Main Course'], ',').replace('8,50', '"8,50"');
    expect((await importFile(owner, file)).dishes).toEqual({ create: 2, update: 0, unchanged: 0 });
    const before = await snapshot(owner);
    const again = await preview(owner, file);
    expect(again.dishes).toEqual({ create: 0, update: 0, unchanged: 2 });
    expect((await commit(owner, file)).statusCode).toBe(200);
    expect(await snapshot(owner)).toEqual(before);
    // They were given refs made from their names, which a later export writes.
    expect(before.dishes.map((dish) => dish.ref).sort()).toEqual(['onion-soup', 'steak-frites']);
  });

  it('a file with some columns only changes those fields (an absent column keeps the dish as it is)', async () => {
    const owner = await createOwner(ctx.app);
    await richMenu(owner);
    await download(owner, 'export', 'csv');
    const checked = await preview(owner, csvOf(['ref|price', 'tarte-flambee|14,50', 'salade|7,25']));
    expect(checked.errors).toEqual([]);
    expect(checked.dishes).toEqual({ create: 0, update: 1, unchanged: 1 });
    expect(checked.changes).toEqual([
      {
        kind: 'dish',
        action: 'update',
        row: 2,
        ref: 'tarte-flambee',
        name: 'Tarte flambée',
        fields: [{ field: 'price', option: null, from: '13.00', to: '14.50' }],
      },
    ]);
    expect((await commit(owner, csvOf(['ref|price', 'tarte-flambee|14,50', 'salade|7,25']), { fingerprint: checked.fingerprint })).statusCode).toBe(200);
    const [tarte] = await ctx.database.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, owner.restaurantId), eq(menuItems.ref, 'tarte-flambee')));
    expect(tarte).toMatchObject({ price: '14.50', allergens: ['gluten', 'milk'], imageUrl: 'https://example.com/tarte.webp' });
    expect(tarte?.translations).toEqual({ fr: { name: 'Flammekueche', description: 'Crème fraîche, oignons' }, de: { name: 'Flammkuchen' } });
  });

  it("carries each dish's daily portions: exported, set, changed and cleared by a file, kept when the column is absent, today's count left alone", async () => {
    const owner = await createOwner(ctx.app);
    const soup = (await post(owner, '/api/menu-items', { name: 'Soup', price: 6, category: 'Appetizers' })).menuItem as { id: string };
    await post(owner, '/api/menu-items', { name: 'Tart', price: 5, category: 'Desserts' });
    await post(owner, '/api/menu-items', { name: 'Stew', price: 14, category: 'Main Course' });
    const counted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/menu-items/${soup.id}/portions`,
      headers: owner.headers,
      payload: { portions_left: 3, portions_par: 12 },
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const exported = (await download(owner, 'export', 'csv', 'en')).body;
    expect(exported).toContain('Soup,,6.00,yes,12,');
    expect(exported).toContain('Tart,,5.00,yes,,');

    const file = csvOf(['name|portions_par', 'Soup|20', 'Tart|8', 'Stew|']);
    const checked = await preview(owner, file);
    expect(checked.errors).toEqual([]);
    expect(checked.changes.map((change) => [change.name, change.fields])).toEqual([
      ['Soup', [{ field: 'portions_par', option: null, from: '12', to: '20' }]],
      ['Tart', [{ field: 'portions_par', option: null, from: null, to: '8' }]],
    ]);
    expect((await commit(owner, file, { fingerprint: checked.fingerprint })).statusCode).toBe(200);
    const menu = await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: owner.headers });
    const portions = Object.fromEntries(
      (menu.json().menuItems as Array<{ name: string; portions_left: number | null; portions_par: number | null }>).map((dish) => [
        dish.name,
        [dish.portions_left, dish.portions_par],
      ]),
    );
    // Soup keeps today's 3 (its new par counts from the next business day); Tart, not counted before, starts at 8.
    expect(portions).toEqual({ Soup: [3, 20], Tart: [8, 8], Stew: [null, null] });

    // Without the column nothing changes; an empty cell stops the daily count.
    expect((await preview(owner, csvOf(['name|price', 'Soup|6,00']))).dishes).toEqual({ create: 0, update: 0, unchanged: 1 });
    const cleared = await preview(owner, csvOf(['name|portions_par', 'Tart|']));
    expect(cleared.changes[0]?.fields).toEqual([{ field: 'portions_par', option: null, from: '8', to: null }]);
    // More than a count may hold, or not a whole number: refused at the cell.
    const wrong = await preview(owner, csvOf(['name|portions_par', 'Soup|10000', 'Tart|2,5']));
    expect(wrong.errors.map((error) => [error.row, error.column])).toEqual([
      [2, 'portions_par'],
      [3, 'portions_par'],
    ]);
    expect(wrong.errors[0]?.message).toBe('“10000” is more than 9999 portions a day');
  });

  it("carries each option's daily portions: exported, set and cleared by a file, kept when the column is absent", async () => {
    const owner = await createOwner(ctx.app);
    const { optionGroup: group } = (await post(owner, '/api/option-groups', {
      name: 'Sides',
      selection: 'multiple',
      options: [{ name: 'Fries' }, { name: 'Salad' }],
    })) as { optionGroup: { id: string; options: Array<{ id: string; name: string }> } };
    const fries = group.options.find((option) => option.name === 'Fries');
    const counted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/option-groups/${group.id}/options/${fries?.id}/portions`,
      headers: owner.headers,
      payload: { portions_left: 4, portions_par: 30 },
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const exported = (await download(owner, 'export', 'csv', 'en')).body;
    expect(exported).toContain('Sides,multiple,0,,Fries,0.00,no,yes,30,');
    expect(exported).toContain('Sides,multiple,0,,Salad,0.00,no,yes,,');

    const file = csvOf(['group|option|portions_par', 'Sides|Fries|', 'Sides|Salad|15', 'Sauces|Aioli|6']);
    const checked = await preview(owner, file);
    expect(checked.errors).toEqual([]);
    expect(checked.option_groups).toEqual({ create: 1, update: 1, unchanged: 0 });
    expect(checked.changes.find((change) => change.name === 'Sides')?.fields).toEqual([
      { field: 'portions_par', option: 'Fries', from: '30', to: null },
      { field: 'portions_par', option: 'Salad', from: null, to: '15' },
    ]);
    expect((await commit(owner, file, { fingerprint: checked.fingerprint })).statusCode).toBe(200);
    const groups = (await ctx.app.inject({ method: 'GET', url: '/api/option-groups', headers: owner.headers })).json().optionGroups as Array<{
      name: string;
      options: Array<{ id: string; name: string; portions_left: number | null; portions_par: number | null }>;
    }>;
    const portions = Object.fromEntries(groups.flatMap((each) => each.options.map((option) => [option.name, [option.portions_left, option.portions_par]])));
    // Fries keeps today's 4 (no par from now on); Salad and Aioli, not counted before, start at their par.
    expect(portions).toEqual({ Fries: [4, null], Salad: [15, 15], Aioli: [6, 6] });
    expect(groups.find((each) => each.name === 'Sides')?.options.find((option) => option.name === 'Fries')?.id).toBe(fries?.id);

    // Without the column each option keeps its par; a wrong count is refused at its cell.
    expect((await preview(owner, csvOf(['group|option', 'Sides|Fries', 'Sides|Salad']))).option_groups).toEqual({ create: 0, update: 0, unchanged: 1 });
    const wrong = await preview(owner, csvOf(['group|option|portions_par', 'Sides|Fries|10000']));
    expect(wrong.errors.map((error) => [error.sheet, error.row, error.column])).toEqual([['option_groups', 2, 'portions_par']]);
  });

  it('updates what a file changes, groups and their options included, and logs one activity entry', async () => {
    const owner = await createOwner(ctx.app);
    await richMenu(owner);
    const text = (await download(owner, 'export', 'csv', 'fr')).rawPayload.toString('utf8');
    const edited = text
      .replace('tarte-flambee;Main Course;Tarte flambée;', 'tarte-flambee;Specials;Tarte flambée;')
      .replace('Size;single;1;1;Large;3,50;no;yes;;milk;', 'Size;single;1;1;Large;4,00;no;yes;;milk;')
      .replace(/Extras, toppings;multiple;0;2;Truffle;[^\r]*\r\n/, '')
      .replace('\r\n\r\ngroup', '\r\nnew-dish;Desserts;Crème brûlée;;6,50;yes;;Size;eggs, milk;;;;;;;;;;;;;;;\r\n\r\ngroup');
    const checked = await preview(owner, edited, { language: 'fr' });
    expect(checked.errors).toEqual([]);
    expect(checked.dishes).toEqual({ create: 1, update: 1, unchanged: 5 });
    expect(checked.option_groups).toEqual({ create: 0, update: 2, unchanged: 0 });
    expect(checked.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'option_group', name: 'Size', fields: [{ field: 'price_delta', option: 'Large', from: '3,50', to: '4,00' }] }),
        expect.objectContaining({ kind: 'option_group', name: 'Extras, toppings', fields: [{ field: 'option', option: 'Truffle', from: '+12,00', to: null }] }),
        expect.objectContaining({
          kind: 'dish',
          action: 'update',
          ref: 'tarte-flambee',
          fields: [{ field: 'category', option: null, from: 'Main Course', to: 'Specials' }],
        }),
        expect.objectContaining({ kind: 'dish', action: 'create', ref: 'new-dish', name: 'Crème brûlée' }),
      ]),
    );
    const [large] = await ctx.database.db
      .select()
      .from(options)
      .where(and(eq(options.restaurantId, owner.restaurantId), eq(options.name, 'Large')));
    const response = await commit(owner, edited, { fingerprint: checked.fingerprint, language: 'fr' });
    expect(response.statusCode, response.body).toBe(200);
    // The option kept its id (carts and order lines refer to it).
    const [largeAfter] = await ctx.database.db
      .select()
      .from(options)
      .where(eq(options.id, large?.id as string));
    expect(largeAfter?.priceDelta).toBe('4.00');
    const menu = (await ctx.app.inject({ method: 'GET', url: '/api/menu-items', headers: owner.headers })).json().menuItems as Array<{
      name: string;
      category: string;
      option_group_ids: string[];
    }>;
    expect(menu.find((dish) => dish.name === 'Crème brûlée')?.option_group_ids).toHaveLength(1);
    expect(menu.find((dish) => dish.name === 'Tarte flambée')?.category).toBe('Specials');
    const entries = await ctx.database.db.select().from(activityLog).where(eq(activityLog.action, 'menu.imported'));
    expect(entries.filter((entry) => entry.restaurantId === owner.restaurantId)).toMatchObject([
      {
        actorUserId: owner.id,
        subjectType: 'restaurant',
        subjectId: owner.restaurantId,
        details: { format: 'csv', created: 1, updated: 1, groups_created: 0, groups_updated: 2 },
      },
    ]);
  });
});

describe('menu import: categories, the menu’s order and photos', () => {
  const get = async (owner: TestOwner, url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const put = async (owner: TestOwner, url: string, payload: object) => {
    const response = await ctx.app.inject({ method: 'PUT', url, headers: owner.headers, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  type Dish = { id: string; name: string; category: string; position: number; image_url: string | null };
  /** The dishes' names by category, each category's in the menu's order. */
  const byCategory = async (owner: TestOwner) => {
    const dishes: Dish[] = (await get(owner, '/api/menu-items')).menuItems;
    const out: Record<string, string[]> = {};
    for (const dish of [...dishes].sort((a, b) => a.position - b.position)) out[dish.category] = [...(out[dish.category] ?? []), dish.name];
    return out;
  };

  it('adds a category the restaurant lacks at the end of the menu, matches a known one whatever its case, and puts new dishes at the end of theirs in the file’s order', async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'restaurant');
    await post(owner, '/api/menu-items', { name: 'Tiramisu', price: 6, category: 'Desserts' });
    const file = csvOf(['name|price|category', 'Pho|9|Soups', 'Minestrone|8|soups', 'Panna cotta|5|desserts', 'Ramen|11|SOUPS']);
    const checked = await preview(owner, file);
    expect(checked).toMatchObject({ errors: [], dishes: { create: 4, update: 0, unchanged: 0 }, new_categories: ['Soups'] });
    expect(await importFile(owner, file)).toMatchObject({ new_categories: ['Soups'] });

    const categories = (await get(owner, '/api/categories')).categories.map((category: { name: string }) => category.name);
    expect(categories).toEqual(['Appetizers', 'Main Course', 'Desserts', 'Beverages', 'Specials', 'Soups']);
    expect(await byCategory(owner)).toEqual({ Desserts: ['Tiramisu', 'Panna cotta'], Soups: ['Pho', 'Minestrone', 'Ramen'] });
    const actions = (await snapshot(owner)).activity.map((entry) => [entry.action, (entry.details as { name?: string }).name ?? null]);
    expect(actions.filter(([action]) => action !== 'menu_item.created')).toEqual(
      expect.arrayContaining([
        ['category.created', 'Soups'],
        ['menu.imported', null],
      ]),
    );
    expect(actions).toHaveLength(3);
    // Again: nothing new, nothing changed.
    expect(await preview(owner, file)).toMatchObject({ dishes: { create: 0, update: 0, unchanged: 4 }, new_categories: [], changes: [] });
  });

  it('moves a dish the file puts in another category to the end of that one; a dish that stays keeps its place', async () => {
    const owner = await createOwner(ctx.app);
    for (const name of ['Bruschetta', 'Carpaccio', 'Arancini']) await post(owner, '/api/menu-items', { name, price: 7, category: 'Appetizers' });
    await post(owner, '/api/menu-items', { name: 'Soup of the day', price: 6, category: 'Specials' });
    const file = csvOf(['name|category', 'Carpaccio|Specials', 'Arancini|Appetizers']);
    expect(await importFile(owner, file)).toMatchObject({ dishes: { create: 0, update: 1, unchanged: 1 }, new_categories: [] });
    expect(await byCategory(owner)).toEqual({ Appetizers: ['Bruschetta', 'Arancini'], Specials: ['Soup of the day', 'Carpaccio'] });
  });

  it('refuses a file that would take the menu past the number of categories a restaurant may have, at the row of the first one too many', async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    const rows = Array.from({ length: 96 }, (_, index) => `Dish ${index + 1}|1|Category ${index + 1}`);
    const checked = await preview(owner, csvOf(['name|price|category', ...rows]));
    expect(checked.errors).toEqual([{ sheet: 'dishes', row: 97, column: 'category', message: 'A menu has at most 100 categories' }]);
    expect(checked.new_categories).toHaveLength(96);
    const before = await snapshot(owner);
    expect((await commit(owner, csvOf(['name|price|category', ...rows]))).statusCode).toBe(400);
    expect(await snapshot(owner)).toEqual(before);
  });

  it('exports dishes in the menu’s order: the categories as ordered, then each one’s dishes as ordered', async () => {
    const owner = await createOwner(ctx.app);
    const ids: Record<string, string> = {};
    for (const [name, category] of [
      ['Lasagne', 'Main Course'],
      ['Bolognese', 'Main Course'],
      ['Affogato', 'Desserts'],
      ['Zabaione', 'Desserts'],
    ]) {
      ids[name as string] = (await post(owner, '/api/menu-items', { name, price: 10, category })).menuItem.id;
    }
    const categories: Array<{ id: string; name: string }> = (await get(owner, '/api/categories')).categories;
    const idOf = (name: string) => categories.find((category) => category.name === name)?.id as string;
    await put(owner, '/api/categories/order', { category_ids: [idOf('Desserts'), ...categories.filter((c) => c.name !== 'Desserts').map((c) => c.id)] });
    await put(owner, `/api/categories/${idOf('Desserts')}/menu-item-order`, { menu_item_ids: [ids.Zabaione, ids.Affogato] });
    await put(owner, `/api/categories/${idOf('Main Course')}/menu-item-order`, { menu_item_ids: [ids.Lasagne, ids.Bolognese] });
    const lines = (await download(owner, 'export', 'csv', 'en')).rawPayload.toString('utf8').split('\r\n');
    const names = lines.slice(1, 5).map((line) => line.split(',')[2]);
    expect(names).toEqual(['Zabaione', 'Affogato', 'Lasagne', 'Bolognese']);
  });

  it('writes an uploaded photo as its address and takes it back to the same photo; another restaurant’s file cannot take it; a new address lets the old photo go', async () => {
    const owner = await createOwner(ctx.app);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
    const uploaded = await ctx.app.inject({ method: 'POST', url: '/api/photos', headers: { ...owner.headers, 'content-type': 'image/png' }, payload: png });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json().photo as { id: string; url: string };
    await post(owner, '/api/menu-items', { name: 'Burrata', price: 12, image_url: photo.url });
    const file = (await download(owner, 'export', 'csv', 'en')).rawPayload;
    expect(file.toString('utf8')).toContain(photo.url);

    // The same restaurant: unchanged, the photo kept.
    expect(await preview(owner, file)).toMatchObject({ errors: [], dishes: { create: 0, update: 0, unchanged: 1 } });
    expect((await ctx.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);

    // Another restaurant: the row says the photo is not there, and nothing is written.
    const other = await createOwner(ctx.app);
    const refused = await preview(other, file);
    expect(refused.errors).toEqual([{ sheet: 'dishes', row: 2, column: 'image_url', message: 'This photo is no longer stored: upload it again' }]);
    expect((await commit(other, file)).statusCode).toBe(400);
    expect((await get(other, '/api/menu-items')).menuItems).toEqual([]);

    // A pasted address instead: the dish shows it, and the uploaded photo, shown by no dish now, is gone.
    await importFile(owner, csvOf(['name|image_url', 'Burrata|https://example.com/burrata.webp']));
    expect((await get(owner, '/api/menu-items')).menuItems[0].image_url).toBe('https://example.com/burrata.webp');
    expect((await ctx.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });
});

describe('menu import: reading files', () => {
  it('takes `,` `;` and tab separators, with or without a BOM, UTF-8, UTF-16 and Windows-1252, quoted fields with separators, quotes and line breaks', async () => {
    const files: Array<[string, Buffer]> = [
      ['comma, no BOM, LF', Buffer.from('name,price,description\n"Soup, of the day",4.50,"Say ""hello""\nto it"\n', 'utf8')],
      ['semicolon, BOM, CRLF', Buffer.from('\uFEFFname;price;description\r\n"Soup, of the day";4,50;"Say ""hello""\r\nto it"\r\n', 'utf8')],
      [
        'tab, UTF-16 (Excel "Unicode text")',
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name\tprice\tdescription\r\n"Soup, of the day"\t4,50\t"Say ""hello""\nto it"\r\n', 'utf16le')]),
      ],
      ['semicolon, Windows-1252', Buffer.from('name;price;description\r\nSoup, of the day;4,50;"Say ""hello""\nto it"\r\n', 'latin1')],
    ];
    for (const [label, body] of files) {
      const owner = await createOwner(ctx.app);
      const result = await importFile(owner, body);
      expect(result.dishes.create, label).toBe(1);
      const [dish] = await ctx.database.db.select().from(menuItems).where(eq(menuItems.restaurantId, owner.restaurantId));
      expect(dish, label).toMatchObject({
        name: 'Soup, of the day',
        price: '4.50',
        description: label.includes('1252') ? 'Say "hello"\nto it' : expect.stringMatching(/^Say "hello"\r?\nto it$/),
      });
    }
    const latin = await createOwner(ctx.app);
    await importFile(latin, Buffer.from('name;price\r\nCrème brûlée;6,50\r\n', 'latin1'));
    const [brulee] = await ctx.database.db.select().from(menuItems).where(eq(menuItems.restaurantId, latin.restaurantId));
    expect(brulee?.name).toBe('Crème brûlée');
  });

  it('reads XLSX cells as the spreadsheet stored them: numbers, formulas by their value, any sheet name, two tables on one sheet', async () => {
    const { default: ExcelJS } = (await import('exceljs')) as unknown as { default: typeof import('exceljs') };
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Carte');
    sheet.addRows([
      ['Name', 'Price', 'Available', 'Options'],
      ['Soup', 4.5, true, 'Size'],
      ['Stew', { formula: '2*3', result: 6 }, 'oui', ''],
      ['Pie', { formula: '1+1' }, 'no', ''],
      ['Cake', 4.555, 'yes', ''],
      [],
      ['group', 'option', 'price_delta'],
      ['Size', 'Small', 0],
      ['Size', 'Large', { formula: '1+0.5', result: 1.5 }],
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const owner = await createOwner(ctx.app);
    const checked = await preview(owner, bytes, { type: XLSX });
    expect(checked.format).toBe('xlsx');
    expect(checked.errors.map(({ sheet, row, column, message }) => ({ sheet, row, column, message }))).toEqual([
      {
        sheet: 'dishes',
        row: 4,
        column: 'price',
        message: 'This formula has no computed value: open and save the file in your spreadsheet program, or type the value',
      },
      { sheet: 'dishes', row: 5, column: 'price', message: '“4.555” has more than two decimals' },
    ]);
    expect(checked.changes.find((change) => change.name === 'Stew')?.fields).toEqual(
      expect.arrayContaining([{ field: 'price', option: null, from: null, to: '6.00' }]),
    );
    expect(checked.changes.find((change) => change.name === 'Size')?.fields).toEqual(
      expect.arrayContaining([{ field: 'option', option: 'Large', from: null, to: '+1.50' }]),
    );
  });

  it('says what is wrong by row and column, in the reader’s language, and writes nothing', async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    const file = csvOf([
      'ref|name|price|category|allergens|options|available|prize',
      'a|Soup|12,5,0|Appetizers|||yes|',
      'b|Stew|1,250|Main Course|gluten, peanut||yes|',
      'c|Pie|4|||||',
      'd|Tart|4|Desserts||Sauce||',
      'e||4|Desserts||||',
      'a|Cake|4|Desserts||||',
      'f|Flan|4|Desserts|||maybe|',
      'g|Crêpe|-2|Desserts||||',
      'h|Gâteau|4,5555|Desserts||||',
      '',
      'group|selection|min|max|option|price_delta',
      'Size|one|1||Small|0',
      'Extras|multiple|two||Cheese|1,5',
      'Sides|multiple|3||Fries|abc',
    ]);
    const before = await snapshot(owner);
    const checked = await preview(owner, file);
    const where = checked.errors.map(({ sheet, row, column, message }) => ({ sheet, row, column, message }));
    expect(where).toEqual([
      { sheet: 'dishes', row: 1, column: 'prize', message: '“prize” is not a column of the import format' },
      { sheet: 'dishes', row: 2, column: 'price', message: '“12,5,0” is not a price' },
      { sheet: 'dishes', row: 3, column: 'price', message: '“1,250” can be read two ways: write it without a thousands separator, e.g. 1250.00 or 12.50' },
      {
        sheet: 'dishes',
        row: 3,
        column: 'allergens',
        message:
          '“peanut” is not one of the allergens: gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs',
      },
      { sheet: 'dishes', row: 4, column: 'category', message: 'This cell is required' },
      { sheet: 'dishes', row: 5, column: 'options', message: '“Sauce” is not an option group, neither in this file nor on the menu' },
      { sheet: 'dishes', row: 6, column: 'name', message: 'This cell is required' },
      { sheet: 'dishes', row: 7, column: 'ref', message: 'Row 2 has the same ref' },
      { sheet: 'dishes', row: 8, column: 'available', message: '“maybe” is neither yes nor no' },
      { sheet: 'dishes', row: 9, column: 'price', message: '“-2” is below zero' },
      { sheet: 'dishes', row: 10, column: 'price', message: '“4,5555” has more than two decimals' },
      { sheet: 'option_groups', row: 13, column: 'selection', message: '“one” is neither single nor multiple' },
      { sheet: 'option_groups', row: 14, column: 'min', message: '“two” is not a whole number' },
      { sheet: 'option_groups', row: 15, column: 'price_delta', message: '“abc” is not a price' },
    ]);
    expect(checked.error_count).toBe(14);
    const refused = await commit(owner, file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The file has 14 errors: nothing was imported',
      fieldErrors: { 'dishes.2.price': ['“12,5,0” is not a price'], 'option_groups.13.selection': ['“one” is neither single nor multiple'] },
    });
    expect(await snapshot(owner)).toEqual(before);

    const french = await preview(owner, file, { language: 'fr' });
    expect(french.errors[1]).toMatchObject({ row: 2, column: 'price', message: '« 12,5,0 » n’est pas un prix' });
  });

  it('checks a group with the option group form’s own rules (by the row of the option, or the group’s first row)', async () => {
    const owner = await createOwner(ctx.app);
    const checked = await preview(
      owner,
      csvOf([
        'group|selection|min|max|option|price_delta|default',
        'Size|single|3||Small|0|yes',
        'Size||||Large|2|yes',
        'Size||||Small|1|',
        'Sauce|single|2|1|Mayo|0|',
      ]),
    );
    expect(checked.errors.map(({ row, column, message }) => ({ row, column, message }))).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'min', message: 'The minimum cannot be above the maximum' },
        { row: 4, column: 'option', message: 'Each option of a group needs its own name' },
        { row: 5, column: 'min', message: 'The minimum cannot be above the maximum' },
      ]),
    );
  });

  it('refuses a group whose own columns differ between its rows, and a group name two of the menu’s groups share', async () => {
    const owner = await createOwner(ctx.app);
    await post(owner, '/api/option-groups', { name: 'Sauce', selection: 'single', options: [{ name: 'Mayo' }] });
    await post(owner, '/api/option-groups', { name: 'sauce', selection: 'single', options: [{ name: 'Ketchup' }] });
    const dish = await preview(owner, csvOf(['name|price|options', 'Fries|3|Sauce']));
    expect(dish.errors).toEqual([
      { sheet: 'dishes', row: 2, column: 'options', message: 'Two of your option groups are called “Sauce”: rename one before importing' },
    ]);
    const groups = await preview(owner, csvOf(['group|selection|option', 'Size|single|Small', 'Size|multiple|Large', 'SAUCE|single|Aioli']));
    expect(groups.errors).toEqual([
      {
        sheet: 'option_groups',
        row: 3,
        column: 'selection',
        message: 'Differs from row 2, the group’s first: a group’s settings are the same on each of its rows',
      },
      { sheet: 'option_groups', row: 4, column: 'group', message: 'Two of your option groups are called “SAUCE”: rename one before importing' },
    ]);
  });

  it('refuses what is not a menu file: empty, too large, too many rows, an old .xls, binary, an unclosed quote, a damaged or inflating XLSX', async () => {
    const owner = await createOwner(ctx.app);
    const firstError = async (body: Buffer | string, type = CSV) => (await preview(owner, body, { type })).errors[0];
    expect(await firstError('')).toMatchObject({ sheet: null, row: null, message: 'The file is empty' });
    expect(await firstError(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'application/vnd.ms-excel')).toMatchObject({
      message: 'This is an old Excel file (.xls): save it as .xlsx or CSV, then import it again',
    });
    expect(await firstError(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]), 'application/octet-stream')).toMatchObject({
      message: 'This file is neither CSV nor XLSX: save it from your spreadsheet program as one of them',
    });
    expect(await firstError('name;price\r\n"Soup;4\r\nStew;5\r\n')).toMatchObject({ row: 2, message: 'A quoted cell is never closed: a " is missing' });
    expect(await firstError('Soup;4\r\n')).toMatchObject({ row: 1, message: 'The first row must name the columns (ref, name, price…), as in the template' });
    expect(await firstError(Buffer.from('PK\u0003\u0004 not really a zip'), XLSX)).toMatchObject({
      message: 'This XLSX file could not be read: save it again from your spreadsheet program, or as CSV',
    });
    expect(await firstError(zipOf('xl/workbook.xml', Buffer.alloc(64 * 1024 * 1024)), XLSX)).toMatchObject({
      message: 'This XLSX file could not be read: save it again from your spreadsheet program, or as CSV',
    });
    const rows = ['name;price', ...Array.from({ length: 2001 }, (_, index) => `Dish ${index};4`)].join('\r\n');
    expect(await firstError(rows)).toMatchObject({ sheet: 'dishes', message: 'A table of the file has more than 2000 rows: import at most 2000 at a time' });

    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/menu-transfer/preview',
      headers: { ...owner.headers, 'content-type': CSV },
      payload: Buffer.alloc(2 * 1024 * 1024 + 1, 'a'),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 2 MB: split it into smaller files' } });
    // A JSON body is not a file: the route takes no JSON.
    const json = await ctx.app.inject({ method: 'POST', url: '/api/menu-transfer/preview', headers: owner.headers, payload: { name: 'Soup' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('BAD_REQUEST');
  });
});

describe('menu import: all or nothing', () => {
  it('an error in row 40 writes nothing, not even the 38 good rows before it', async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    const lines = ['name;price', ...Array.from({ length: 45 }, (_, index) => `Dish ${index + 2};${index + 2 === 40 ? '12,5,0' : '4,50'}`)];
    const before = await snapshot(owner);
    const checked = await preview(owner, lines.join('\r\n'));
    expect(checked.errors).toEqual([{ sheet: 'dishes', row: 40, column: 'price', message: '“12,5,0” is not a price' }]);
    expect(checked.dishes.create).toBe(44);
    const refused = await commit(owner, lines.join('\r\n'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({ 'dishes.40.price': ['“12,5,0” is not a price'] });
    expect(await snapshot(owner)).toEqual(before);
  });

  it('a failure in the middle of the commit (the database refuses one dish) writes nothing: groups, dishes, links, activity', async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    await ctx.database.db.execute(
      sql.raw(`create or replace function menu_transfer_test_boom() returns trigger language plpgsql as $$
        begin if new.name = 'Boom' then raise exception 'boom'; end if; return new; end $$`),
    );
    await ctx.database.db.execute(
      sql.raw('create trigger menu_transfer_test_boom before insert on menu_items for each row execute function menu_transfer_test_boom()'),
    );
    try {
      await post(owner, '/api/menu-items', { name: 'Existing soup', price: 5, category: 'Appetizers' });
      const file = csvOf(['name|price|options', 'Existing soup|6|Sauce', 'Fine dish|4|Sauce', 'Boom|4|', '', 'group|option', 'Sauce|Mayo']);
      const before = await snapshot(owner);
      expect((await preview(owner, file)).errors).toEqual([]);
      const failed = await commit(owner, file);
      expect(failed.statusCode).toBe(500);
      expect(await snapshot(owner)).toEqual(before);
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger menu_transfer_test_boom on menu_items'));
      await ctx.database.db.execute(sql.raw('drop function menu_transfer_test_boom()'));
    }
  });

  it('refuses a commit whose preview no longer says what it would do (409), and writes nothing', async () => {
    const owner = await createOwner(ctx.app);
    await richMenu(owner);
    const file = (await download(owner, 'export', 'csv')).rawPayload.toString('utf8').replace('7.25', '8.00');
    const checked = await preview(owner, file);
    expect(checked.dishes.update).toBe(1);
    const [salade] = await ctx.database.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.restaurantId, owner.restaurantId), eq(menuItems.ref, 'salade')));
    await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${salade?.id}`, headers: owner.headers, payload: { price: 7.5 } });
    const before = await snapshot(owner);
    const refused = await commit(owner, file, { fingerprint: checked.fingerprint });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'CONFLICT', message: 'The menu changed since this file was checked: check it again, then import' },
    });
    expect(await snapshot(owner)).toEqual(before);
  });

  it('respects the plan’s menu-item limit with a clear message, in the preview and the commit, and writes nothing', async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'snackbar');
    for (const name of ['One', 'Two', 'Three']) await post(owner, '/api/menu-items', { name, price: 5, category: 'Specials' });
    const file = ['name;price', ...Array.from({ length: 14 }, (_, index) => `New dish ${index + 1};4`)].join('\r\n');
    const message =
      'This file adds 14 dishes; your Snackbar plan allows 10 menu items and you have 3 — 7 more than you have room for. Upgrade to Restaurant for up to 50.';
    expect((await preview(owner, file)).plan_limit).toBe(message);
    const before = await snapshot(owner);
    const refused = await commit(owner, file);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'PLAN_LIMIT_REACHED', message } });
    expect(await snapshot(owner)).toEqual(before);
    const german = await commit(owner, file, { language: 'de' });
    expect(german.json().error.message).toBe(
      'Diese Datei fügt 14 Gerichte hinzu; Ihr Tarif Snackbar erlaubt 10 Gerichte, und Sie haben 3 – 7 mehr, als Platz ist. Wechseln Sie zu Restaurant für bis zu 50.',
    );
    // Updates and options do not count: a file that changes the three dishes and adds groups passes.
    const fine = await preview(owner, csvOf(['name|price|options', 'One|6|Size', '', 'group|option', 'Size|Small', 'Size|Large']));
    expect(fine).toMatchObject({ plan_limit: null, errors: [], dishes: { create: 0, update: 1 } });
  });
});

describe('menu import: who may', () => {
  it('lets every role export, and only the owner and managers import (menu:write)', async () => {
    const owner = await createOwner(ctx.app);
    await givePlan(ctx.app, owner, 'michelin');
    await post(owner, '/api/menu-items', { name: 'Soup', price: 5, category: 'Appetizers' });
    const file = csvOf(['name|price', 'Soup|6']);
    for (const role of ['manager', 'front_of_house', 'kitchen'] as const) {
      const member = await createMember(ctx.app, owner, role);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/menu-transfer/export?format=csv', headers: member.headers })).statusCode, role).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/menu-transfer/template?format=xlsx', headers: member.headers })).statusCode, role).toBe(200);
      const previewed = await ctx.app.inject({
        method: 'POST',
        url: '/api/menu-transfer/preview',
        headers: { ...member.headers, 'content-type': CSV },
        payload: file,
      });
      expect(previewed.statusCode, role).toBe(role === 'manager' ? 200 : 403);
      const committed = await commit(member, file);
      expect(committed.statusCode, role).toBe(role === 'manager' ? 200 : 403);
    }
    for (const [method, url] of [
      ['GET', '/api/menu-transfer/export'],
      ['GET', '/api/menu-transfer/template'],
      ['POST', '/api/menu-transfer/preview'],
      ['POST', '/api/menu-transfer/commit'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, headers: { 'content-type': CSV }, ...(method === 'POST' ? { payload: file } : {}) })).statusCode).toBe(401);
    }
  });

  it("imports into the member's own restaurant only: another restaurant's refs name nothing here", async () => {
    const a = await createOwner(ctx.app);
    const b = await createOwner(ctx.app);
    await post(a, '/api/menu-items', { name: 'Soup of A', price: 5, category: 'Appetizers' });
    const fileOfA = (await download(a, 'export', 'csv')).rawPayload;
    const before = await snapshot(a);
    expect((await importFile(b, fileOfA.toString('utf8').replace('5.00', '9.00'))).dishes).toEqual({ create: 1, update: 0, unchanged: 0 });
    expect(await snapshot(a)).toEqual(before);
  });
});

/** A ZIP archive of one deflated entry (what an XLSX file is made of), for the inflation guard. */
function zipOf(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content, { level: 9 });
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  // The bomb lies about its size: the guard must inflate to find out.
  local.writeUInt32LE(1000, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(1000, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}
