/**
 * What an import would do (issue 19, decision 0028): the file's rows matched with the menu as it is — dishes by ref,
 * else by name; option groups by name, their options by name — each checked with the same shared schemas the dish and
 * group forms use, and compared: create, update (with the fields that change, as cells would say them) or unchanged.
 * A pure function of the file and the menu: the preview shows it, the commit computes it again inside its transaction
 * and writes it; the fingerprint says whether both are the same plan.
 */
import { createHash } from 'node:crypto';
import type { Allergen, DietaryMark } from '@maitre/shared/allergens';
import { MAX_CATEGORIES } from '@maitre/shared/categories';
import { LOCALES, type Locale } from '@maitre/shared/locales';
import { MAX_OPTION_GROUPS_PER_ITEM, MenuItemInputSchema, type MenuItemTranslations, type MenuItemValues } from '@maitre/shared/menu';
import type { ImportChange, ImportCounts, ImportFieldChange, ImportSheet } from '@maitre/shared/menu-transfer';
import { type OptionGroupInput, OptionGroupInputSchema, type OptionGroupValues, type OptionSelection } from '@maitre/shared/options';
import { withParseLocale } from '../../lib/server-messages.ts';
import type { CategoryResolver } from './categories.ts';
import { amountText, GROUP_LIST_SEPARATOR, keysText, type OptionRow, type ParsedFile, type Problem, yesNoText } from './format.ts';
import { isValidRef, MAX_REF_LENGTH, uniqueRef } from './refs.ts';

// ---------------------------------------------------------------------------------------------------------------
// The menu as it is

export interface CurrentOption {
  id: string;
  name: string;
  translations: MenuItemTranslations;
  price_delta: number;
  is_default: boolean;
  is_available: boolean;
  /** Its daily portions (null: not counted each day). */
  portions_par: number | null;
  allergens: Allergen[];
  traces: Allergen[];
}

export interface CurrentGroup {
  id: string;
  name: string;
  translations: MenuItemTranslations;
  selection: OptionSelection;
  min_choices: number;
  max_choices: number | null;
  options: CurrentOption[];
}

export interface CurrentDish {
  id: string;
  ref: string | null;
  name: string;
  description: string;
  price: number;
  /** Its category's name, and its place within it (the menu's order, which the export follows). */
  category: string;
  position: number;
  image_url: string | null;
  /** The uploaded photo image_url names (null for a pasted URL or none): released when the import replaces it. */
  photo_id: string | null;
  is_available: boolean;
  /** Its daily portions (null: not counted each day). */
  portions_par: number | null;
  translations: MenuItemTranslations;
  allergens: Allergen[];
  traces: Allergen[];
  dietary: DietaryMark[];
  option_group_ids: string[];
}

export interface CurrentMenu {
  dishes: CurrentDish[];
  groups: CurrentGroup[];
}

// ---------------------------------------------------------------------------------------------------------------
// The plan

export type Action = 'create' | 'update' | 'unchanged';

export interface GroupOp {
  action: Action;
  row: number;
  /** The group's name as the file matches it (lower case). */
  key: string;
  /** The existing group's id (update, unchanged). */
  id: string | null;
  /** The whole group, options with the ids of the existing options they keep. */
  values: OptionGroupValues;
  /** Each option's daily portions, in the order of `values.options` (written after the options, by name). */
  portionsPars: Array<number | null>;
  changes: ImportFieldChange[];
}

/** A dish's fields as the import writes them. */
export type DishValues = Omit<MenuItemValues, 'option_group_ids'> & { is_available: boolean; portions_par: number | null };

export interface DishOp {
  action: Action;
  row: number;
  id: string | null;
  /** The ref the dish will have (a created dish always gets one). */
  ref: string | null;
  /** The ref changes (a new dish, or one matched by name that had none). */
  setsRef: boolean;
  values: DishValues;
  /** Its option groups, in order, by key: an existing group's or one the file creates. */
  groupKeys: string[];
  changes: ImportFieldChange[];
}

export interface Plan {
  groups: GroupOp[];
  dishes: DishOp[];
  /** Categories the file names that the restaurant does not have yet, in the file's order: the commit adds them. */
  newCategories: string[];
  problems: Problem[];
  fingerprint: string;
}

/** How the file names a group or a dish: case and surrounding spaces do not matter. */
export const nameKey = (name: string) => name.normalize('NFC').trim().toLowerCase();

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

const text = (value: string | null | undefined) => (value === undefined || value === null || value === '' ? null : value);

function change(field: string, from: string | null, to: string | null, option: string | null = null): ImportFieldChange {
  return { field, option, from: text(from), to: text(to) };
}

/** zod's issues of a safeParse as problems at a row and column. */
type IssuePlace = (path: readonly PropertyKey[]) => { row: number; column: string | null };

function validate<T>(
  schema: {
    safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
  },
  input: unknown,
  locale: Locale,
  sheet: ImportSheet,
  place: IssuePlace,
  problems: Problem[],
): T | null {
  return withParseLocale(locale, () => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) problems.push({ sheet, ...place(issue.path), message: issue.message });
    return null;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Option groups

interface FileGroup {
  key: string;
  rows: OptionRow[];
}

function groupRowsOf(options: readonly OptionRow[], problems: Problem[]): FileGroup[] {
  const groups = new Map<string, FileGroup>();
  for (const row of options) {
    if (row.group === undefined) continue;
    const key = nameKey(row.group);
    const group = groups.get(key) ?? { key, rows: [] };
    groups.set(key, group);
    group.rows.push(row);
  }
  // A group's own columns: the same on each of its rows, or empty after the first.
  for (const group of groups.values()) {
    const [first, ...rest] = group.rows;
    if (!first) continue;
    for (const row of rest) {
      const differs = (column: string, value: unknown, firstValue: unknown) => {
        if (value === undefined || value === null || value === '' || JSON.stringify(value) === JSON.stringify(firstValue)) return;
        problems.push({ sheet: 'option_groups', row: row.row, column, message: (m) => m.transfer.groupRowDiffers(first.row) });
        row.wrong = true;
      };
      differs('selection', row.selection, first.selection);
      differs('min', row.min, first.min);
      differs('max', row.max, first.max);
      for (const locale of LOCALES) differs(`group_${locale}`, row.groupTranslations[locale], first.groupTranslations[locale]);
    }
  }
  return [...groups.values()];
}

/** Translations with the present columns' texts set (or cleared), the others kept. */
function withNames(base: MenuItemTranslations, names: Partial<Record<Locale, string>>): MenuItemTranslations {
  const result: MenuItemTranslations = structuredClone(base);
  for (const [locale, name] of Object.entries(names) as Array<[Locale, string]>) result[locale] = { ...result[locale], name };
  return result;
}

const optionSummary = (option: { price_delta: number }, locale: Locale) => `${option.price_delta > 0 ? '+' : ''}${amountText(option.price_delta, locale)}`;

function groupChanges(before: CurrentGroup | null, after: OptionGroupValues, pars: ReadonlyArray<number | null>, locale: Locale): ImportFieldChange[] {
  const changes: ImportFieldChange[] = [];
  const translationOf = (translations: MenuItemTranslations, locale: Locale) => translations[locale]?.name ?? null;
  if (!before || before.name !== after.name) changes.push(change('group', before?.name ?? null, after.name));
  for (const language of LOCALES) {
    const from = before ? translationOf(before.translations, language) : null;
    const to = translationOf(after.translations, language);
    if ((from ?? '') !== (to ?? '')) changes.push(change(`group_${language}`, from, to));
  }
  if (!before || before.selection !== after.selection) changes.push(change('selection', before?.selection ?? null, after.selection));
  if (!before || before.min_choices !== after.min_choices) changes.push(change('min', before ? String(before.min_choices) : null, String(after.min_choices)));
  if (before ? before.max_choices !== after.max_choices : after.max_choices !== null) {
    changes.push(change('max', before?.max_choices?.toString() ?? null, after.max_choices?.toString() ?? null));
  }
  const kept = new Set(after.options.flatMap((option) => (option.id ? [option.id] : [])));
  const count = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));
  for (const [index, option] of after.options.entries()) {
    const old = option.id ? before?.options.find((candidate) => candidate.id === option.id) : undefined;
    const par = pars[index] ?? null;
    if ((old?.portions_par ?? null) !== par) changes.push(change('portions_par', count(old?.portions_par), count(par), option.name));
    if (!old) {
      changes.push(change('option', null, optionSummary(option, locale), option.name));
      continue;
    }
    if (old.name !== option.name) changes.push(change('option', old.name, option.name, option.name));
    if (old.price_delta !== option.price_delta)
      changes.push(change('price_delta', amountText(old.price_delta, locale), amountText(option.price_delta, locale), option.name));
    if (old.is_default !== option.is_default) changes.push(change('default', yesNoText(old.is_default), yesNoText(option.is_default), option.name));
    if (old.is_available !== option.is_available) changes.push(change('available', yesNoText(old.is_available), yesNoText(option.is_available), option.name));
    if (!sameList(old.allergens, option.allergens)) changes.push(change('allergens', keysText(old.allergens), keysText(option.allergens), option.name));
    if (!sameList(old.traces, option.traces)) changes.push(change('traces', keysText(old.traces), keysText(option.traces), option.name));
    for (const language of LOCALES) {
      const from = translationOf(old.translations, language);
      const to = translationOf(option.translations, language);
      if ((from ?? '') !== (to ?? '')) changes.push(change(`option_${language}`, from, to, option.name));
    }
  }
  for (const old of before?.options ?? []) if (!kept.has(old.id)) changes.push(change('option', optionSummary(old, locale), null, old.name));
  if (before) {
    const order = (ids: string[]) => ids.filter((id) => kept.has(id));
    const beforeOrder = order(before.options.map((option) => option.id));
    const afterOrder = order(after.options.flatMap((option) => (option.id ? [option.id] : [])));
    if (!sameList(beforeOrder, afterOrder)) {
      const names = (ids: string[]) => ids.map((id) => before.options.find((option) => option.id === id)?.name ?? '').join(', ');
      changes.push(change('options order', names(beforeOrder), names(afterOrder)));
    }
  }
  return changes;
}

function planGroups(parsed: ParsedFile, current: CurrentMenu, locale: Locale, problems: Problem[]): GroupOp[] {
  const present = parsed.groupColumns;
  const ops: GroupOp[] = [];
  for (const group of groupRowsOf(parsed.options, problems)) {
    const [first] = group.rows;
    if (!first || group.rows.some((row) => row.wrong)) continue;
    const matches = current.groups.filter((candidate) => nameKey(candidate.name) === group.key);
    if (matches.length > 1) {
      problems.push({ sheet: 'option_groups', row: first.row, column: 'group', message: (m) => m.transfer.groupNameTaken(first.group ?? '') });
      continue;
    }
    const existing = matches[0] ?? null;
    // An absent column keeps the group's setting; an empty cell is the default.
    const selection = present.has('selection') ? (first.selection ?? 'multiple') : (existing?.selection ?? 'multiple');
    const min = present.has('min') ? (first.min ?? 0) : (existing?.min_choices ?? 0);
    const max = present.has('max') ? (first.max ?? null) : (existing?.max_choices ?? null);
    const input: OptionGroupInput = {
      name: first.group ?? '',
      translations: withNames(existing?.translations ?? {}, first.groupTranslations),
      selection,
      min_choices: min,
      max_choices: max,
      options: group.rows.map((row) => {
        const old = existing?.options.find((option) => nameKey(option.name) === nameKey(row.option ?? ''));
        return {
          ...(old ? { id: old.id } : {}),
          name: row.option ?? '',
          translations: withNames(old?.translations ?? {}, row.optionTranslations),
          price_delta: present.has('price_delta') ? (row.priceDelta ?? 0) : (old?.price_delta ?? 0),
          is_default: present.has('default') ? (row.isDefault ?? false) : (old?.is_default ?? false),
          is_available: present.has('available') ? (row.isAvailable ?? true) : (old?.is_available ?? true),
          allergens: present.has('allergens') ? (row.allergens ?? []) : (old?.allergens ?? []),
          traces: present.has('traces') ? (row.traces ?? []) : (old?.traces ?? []),
        };
      }),
    };
    const place: IssuePlace = (path) => {
      const [head, index, field, language] = path;
      if (head === 'options' && typeof index === 'number') {
        const row = group.rows[index]?.row ?? first.row;
        const column =
          field === 'name' || field === 'id'
            ? 'option'
            : field === 'price_delta'
              ? 'price_delta'
              : field === 'is_default'
                ? 'default'
                : field === 'is_available'
                  ? 'available'
                  : field === 'translations'
                    ? `option_${String(language ?? 'en')}`
                    : typeof field === 'string'
                      ? field
                      : 'option';
        return { row, column };
      }
      const column =
        head === 'name'
          ? 'group'
          : head === 'translations'
            ? `group_${String(index ?? 'en')}`
            : head === 'min_choices'
              ? 'min'
              : head === 'max_choices'
                ? 'max'
                : head === 'options'
                  ? 'option'
                  : typeof head === 'string'
                    ? head
                    : null;
      return { row: first.row, column };
    };
    const values = validate<OptionGroupValues>(OptionGroupInputSchema, input, locale, 'option_groups', place, problems);
    if (!values) continue;
    // An absent column keeps each option's daily portions; an empty cell stops counting it each day.
    const portionsPars = group.rows.map((row) => {
      const old = existing?.options.find((option) => nameKey(option.name) === nameKey(row.option ?? ''));
      return present.has('portions_par') ? (row.portionsPar ?? null) : (old?.portions_par ?? null);
    });
    const changes = groupChanges(existing, values, portionsPars, locale);
    ops.push({
      action: !existing ? 'create' : changes.length > 0 ? 'update' : 'unchanged',
      row: first.row,
      key: group.key,
      id: existing?.id ?? null,
      values,
      portionsPars,
      changes,
    });
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------------------------
// Dishes

const DISH_ISSUE_COLUMNS: Record<string, string> = { is_available: 'available' };

function dishIssuePlace(row: number): IssuePlace {
  return (path) => {
    const [head, language, field] = path;
    if (head === 'translations') return { row, column: language === undefined ? null : `${String(field ?? 'name')}_${String(language)}` };
    return { row, column: typeof head === 'string' ? (DISH_ISSUE_COLUMNS[head] ?? head) : null };
  };
}

interface GroupNames {
  /** The group of a key, or why not: unknown, or two of the restaurant's groups share the name. */
  resolve(name: string): { key: string } | { problem: 'unknown' | 'taken' };
  /** A group's name for the changes, by key or by the id of an existing group. */
  nameOfKey(key: string): string;
  keyOfId(id: string): string;
}

function groupNames(current: CurrentMenu, ops: readonly GroupOp[], fileKeys: ReadonlySet<string>): GroupNames {
  const byKey = new Map<string, CurrentGroup[]>();
  for (const group of current.groups) byKey.set(nameKey(group.name), [...(byKey.get(nameKey(group.name)) ?? []), group]);
  const fileNames = new Map(ops.map((op) => [op.key, op.values.name]));
  return {
    resolve(name) {
      const key = nameKey(name);
      if (fileKeys.has(key)) return { key };
      const matches = byKey.get(key) ?? [];
      if (matches.length === 1) return { key };
      return { problem: matches.length === 0 ? 'unknown' : 'taken' };
    },
    nameOfKey: (key) => fileNames.get(key) ?? byKey.get(key)?.[0]?.name ?? key,
    keyOfId: (id) => {
      const group = current.groups.find((candidate) => candidate.id === id);
      return group ? nameKey(group.name) : `#${id}`;
    },
  };
}

function dishChanges(
  before: CurrentDish | null,
  after: DishValues,
  groupsBefore: string[],
  groupsAfter: string[],
  ref: { from: string | null; to: string | null } | null,
  names: GroupNames,
  locale: Locale,
): ImportFieldChange[] {
  const changes: ImportFieldChange[] = [];
  if (ref) changes.push(change('ref', ref.from, ref.to));
  if (!before || before.category !== after.category) changes.push(change('category', before?.category ?? null, after.category ?? null));
  if (!before || before.name !== after.name) changes.push(change('name', before?.name ?? null, after.name));
  if ((before?.description ?? '') !== after.description) changes.push(change('description', before?.description ?? null, after.description));
  if (!before || before.price !== after.price) changes.push(change('price', before ? amountText(before.price, locale) : null, amountText(after.price, locale)));
  if (before ? before.is_available !== after.is_available : !after.is_available) {
    changes.push(change('available', before ? yesNoText(before.is_available) : null, yesNoText(after.is_available)));
  }
  if ((before?.portions_par ?? null) !== after.portions_par) {
    const count = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));
    changes.push(change('portions_par', count(before?.portions_par), count(after.portions_par)));
  }
  if (!sameList(groupsBefore, groupsAfter)) {
    const list = (keys: string[]) => keys.map((key) => names.nameOfKey(key)).join(GROUP_LIST_SEPARATOR);
    changes.push(change('options', list(groupsBefore), list(groupsAfter)));
  }
  for (const field of ['allergens', 'traces', 'dietary'] as const) {
    if (!sameList(before?.[field] ?? [], after[field])) changes.push(change(field, keysText(before?.[field] ?? []), keysText(after[field])));
  }
  if ((before?.image_url ?? null) !== after.image_url) changes.push(change('image_url', before?.image_url ?? null, after.image_url));
  for (const language of LOCALES) {
    for (const field of ['name', 'description'] as const) {
      const from = before?.translations[language]?.[field] ?? null;
      const to = after.translations[language]?.[field] ?? null;
      if ((from ?? '') !== (to ?? '')) changes.push(change(`${field}_${language}`, from, to));
    }
  }
  return changes;
}

function planDishes(
  parsed: ParsedFile,
  current: CurrentMenu,
  groupOps: readonly GroupOp[],
  categories: CategoryResolver,
  locale: Locale,
  problems: Problem[],
): DishOp[] {
  const present = parsed.dishColumns;
  const fileGroupKeys = new Set(parsed.options.flatMap((row) => (row.group === undefined ? [] : [nameKey(row.group)])));
  const names = groupNames(current, groupOps, fileGroupKeys);
  const byRef = new Map(current.dishes.flatMap((dish) => (dish.ref ? [[dish.ref, dish] as const] : [])));
  const byName = new Map<string, CurrentDish[]>();
  for (const dish of current.dishes) byName.set(nameKey(dish.name), [...(byName.get(nameKey(dish.name)) ?? []), dish]);
  // Refs already used: the menu's and the file's, so a ref made for a new dish is none of them.
  const taken = new Set<string>([...byRef.keys(), ...parsed.dishes.flatMap((row) => (row.ref ? [row.ref] : []))]);
  const refRows = new Map<string, number>();
  const nameRows = new Map<string, number>();
  const dishRows = new Map<string, number>();
  const ops: DishOp[] = [];

  for (const row of parsed.dishes) {
    const problem = (column: string | null, message: Problem['message']) => {
      problems.push({ sheet: 'dishes', row: row.row, column, message });
      row.wrong = true;
    };
    // Which dish the row is: its ref's; else the one dish of its name (a dish without a ref, when the row has one).
    if (row.ref !== null) {
      if (!isValidRef(row.ref)) problem('ref', (m) => m.transfer.refFormat(MAX_REF_LENGTH));
      const earlier = refRows.get(row.ref);
      if (earlier !== undefined) problem('ref', (m) => m.transfer.refTwice(earlier));
      refRows.set(row.ref, row.row);
    } else if (row.name !== undefined) {
      const earlier = nameRows.get(nameKey(row.name));
      if (earlier !== undefined) problem('name', (m) => m.transfer.nameTwice(earlier));
      nameRows.set(nameKey(row.name), row.row);
    } else if (!row.wrong) problem(present.has('ref') ? 'ref' : 'name', (m) => m.transfer.required);
    if (row.wrong) continue;

    let existing: CurrentDish | null = null;
    if (row.ref !== null) existing = byRef.get(row.ref) ?? null;
    if (!existing && row.name !== undefined) {
      const sameName = (byName.get(nameKey(row.name)) ?? []).filter((dish) => row.ref === null || dish.ref === null);
      if (sameName.length > 1 && row.ref === null) {
        const name = row.name;
        problem('name', (m) => m.transfer.nameAmbiguous(name));
        continue;
      }
      if (sameName.length === 1) existing = sameName[0] ?? null;
    }
    if (existing) {
      const earlier = dishRows.get(existing.id);
      if (earlier !== undefined) {
        problem(row.ref !== null ? 'ref' : 'name', (m) => m.transfer.sameDish(earlier));
        continue;
      }
      dishRows.set(existing.id, row.row);
    } else {
      for (const column of ['name', 'price'] as const) if (!present.has(column)) problem(column, (m) => m.transfer.missingColumn(column));
      if (row.wrong) continue;
    }

    // The category: the file's, by name (categories.ts: one of the restaurant's, or a new one), or the dish's as it
    // is; a new dish's default.
    let category = existing?.category ?? categories.defaultName;
    if (row.category !== undefined) {
      if (row.category.trim() === '') {
        problem('category', (m) => m.transfer.required);
        continue;
      }
      category = categories.resolve(row.category).name;
    }

    // Its option groups, by name: the file's or the menu's.
    let groupKeys: string[] = existing ? existing.option_group_ids.map((id) => names.keyOfId(id)) : [];
    if (row.options !== undefined) {
      const keys: string[] = [];
      for (const name of row.options) {
        const found = names.resolve(name);
        if ('problem' in found) problem('options', found.problem === 'unknown' ? (m) => m.transfer.unknownGroup(name) : (m) => m.transfer.groupNameTaken(name));
        else keys.push(found.key);
      }
      if (keys.length > MAX_OPTION_GROUPS_PER_ITEM) problem('options', (m) => m.options.tooManyGroups(MAX_OPTION_GROUPS_PER_ITEM));
      if (new Set(keys).size !== keys.length) problem('options', (m) => m.options.groupOnce);
      if (row.wrong) continue;
      groupKeys = keys;
    }

    const translations: MenuItemTranslations = structuredClone(existing?.translations ?? {});
    for (const [language, texts] of Object.entries(row.translations) as Array<[Locale, { name?: string; description?: string }]>) {
      translations[language] = { ...translations[language], ...texts };
    }
    const input = {
      name: row.name ?? existing?.name,
      description: row.description ?? existing?.description ?? '',
      price: row.price ?? existing?.price,
      category,
      image_url: row.imageUrl !== undefined ? row.imageUrl : (existing?.image_url ?? null),
      translations,
      allergens: row.allergens ?? existing?.allergens ?? [],
      traces: row.traces ?? existing?.traces ?? [],
      dietary: row.dietary ?? existing?.dietary ?? [],
    };
    const values = validate<MenuItemValues>(MenuItemInputSchema, input, locale, 'dishes', dishIssuePlace(row.row), problems);
    if (!values) {
      row.wrong = true;
      continue;
    }
    const { option_group_ids: _none, ...fields } = values;
    const dishValues: DishValues = {
      ...fields,
      is_available: row.isAvailable ?? existing?.is_available ?? true,
      // An absent column keeps the dish's daily portions; an empty cell stops counting them each day.
      portions_par: row.portionsPar !== undefined ? row.portionsPar : (existing?.portions_par ?? null),
    };

    // A new dish keeps the file's ref or gets one made from its name; a dish found by name takes the row's ref.
    let ref = existing?.ref ?? null;
    let setsRef = false;
    if (!existing) {
      ref = row.ref ?? uniqueRef(dishValues.name, taken);
      setsRef = true;
    } else if (row.ref !== null && existing.ref !== row.ref) {
      ref = row.ref;
      setsRef = true;
    }
    const groupsBefore = existing ? existing.option_group_ids.map((id) => names.keyOfId(id)) : [];
    const changes = dishChanges(existing, dishValues, groupsBefore, groupKeys, setsRef ? { from: existing?.ref ?? null, to: ref } : null, names, locale);
    ops.push({
      action: !existing ? 'create' : changes.length > 0 ? 'update' : 'unchanged',
      row: row.row,
      id: existing?.id ?? null,
      ref,
      setsRef,
      values: dishValues,
      groupKeys,
      changes,
    });
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------------------------

const SHEET_ORDER: Record<string, number> = { null: 0, dishes: 1, option_groups: 2 };

export function makePlan(parsed: ParsedFile, current: CurrentMenu, categories: CategoryResolver, locale: Locale): Plan {
  const problems = [...parsed.problems];
  const groups = planGroups(parsed, current, locale, problems);
  const dishes = planDishes(parsed, current, groups, categories, locale, problems);
  const newCategories = newCategoriesOf(dishes, categories, problems);
  problems.sort((a, b) => (SHEET_ORDER[String(a.sheet)] ?? 0) - (SHEET_ORDER[String(b.sheet)] ?? 0) || (a.row ?? 0) - (b.row ?? 0));
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify({
        groups: groups.map((op) => [op.action, op.id, op.key, op.changes]),
        dishes: dishes.map((op) => [op.action, op.id, op.ref, op.groupKeys, op.changes]),
        newCategories,
      }),
    )
    .digest('hex');
  return { groups, dishes, newCategories, problems, fingerprint };
}

/** The categories the dishes name that the restaurant lacks (first spelling wins), and a problem past MAX_CATEGORIES. */
function newCategoriesOf(dishes: readonly DishOp[], categories: CategoryResolver, problems: Problem[]): string[] {
  const seen = new Map<string, string>();
  for (const op of dishes) {
    if (op.action === 'unchanged' || !op.values.category) continue;
    const { name, isNew } = categories.resolve(op.values.category);
    if (!isNew || seen.has(nameKey(name))) continue;
    seen.set(nameKey(name), name);
    if (seen.size === categories.room + 1) {
      problems.push({ sheet: 'dishes', row: op.row, column: 'category', message: (m) => m.categories.tooMany(MAX_CATEGORIES) });
    }
  }
  return [...seen.values()];
}

export function countsOf(ops: ReadonlyArray<{ action: Action }>): ImportCounts {
  return {
    create: ops.filter((op) => op.action === 'create').length,
    update: ops.filter((op) => op.action === 'update').length,
    unchanged: ops.filter((op) => op.action === 'unchanged').length,
  };
}

/** The creates and updates as the preview lists them: groups first (dishes may offer them), in the file's order. */
export function changesOf(plan: Plan): ImportChange[] {
  const groups = plan.groups.flatMap((op): ImportChange[] =>
    op.action === 'unchanged' ? [] : [{ kind: 'option_group', action: op.action, row: op.row, ref: null, name: op.values.name, fields: op.changes }],
  );
  const dishes = plan.dishes.flatMap((op): ImportChange[] =>
    op.action === 'unchanged' ? [] : [{ kind: 'dish', action: op.action, row: op.row, ref: op.ref, name: op.values.name, fields: op.changes }],
  );
  return [...groups, ...dishes];
}
