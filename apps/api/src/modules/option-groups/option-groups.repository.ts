/**
 * Queries of option groups, their options and the dishes that offer them (issue 19): every one through the
 * restaurant's scope (db/tenant.ts), and filtered by its id. Reads answer the API's shape straight from SQL (JSON
 * aggregation): a group with its options in order and the ids of its dishes, one statement.
 */
import { knownTranslations } from '@maitre/shared/menu';
import type { OptionGroup, OptionGroupValues } from '@maitre/shared/options';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { namedQuery } from '../../db/client.ts';
import { menuItemOptionGroups, optionGroups, options } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';
import { portionsLeftSql, todaySql } from '../portions/portions.repository.ts';

/**
 * One option as JSON in the API's shape (OptionSchema), from `options` aliased `o`: the price change as a number
 * (numeric(10,2) through float8 prints the same digits), and what is left of it on the business day `today` (SQL,
 * portions.repository.ts todaySql). Shared by the option groups' and the order's queries.
 */
export const optionJson = (
  today: string,
) => `json_build_object('id', o.id, 'name', o.name, 'translations', o.translations, 'price_delta', o.price_delta::float8,
  'is_default', o.is_default, 'is_available', o.is_available, 'allergens', o.allergens, 'traces', o.traces,
  'portions_left', ${portionsLeftSql('o', today)}, 'portions_par', o.portions_par)`;

/** The options of group `g` (an alias in the enclosing query), in the owner's order, as a JSON array. */
export const groupOptionsJson = (today: string) => `coalesce((select json_agg(${optionJson(today)} order by o.position, o.id) from options o
  where o.group_id = g.id and o.restaurant_id = g.restaurant_id), '[]'::json)`;

const GROUP_COLUMNS = `g.id, g.restaurant_id, g.name, g.translations, g.selection, g.min_choices, g.max_choices,
  to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  ${groupOptionsJson(todaySql('$1::text'))} as options,
  coalesce((select json_agg(l.menu_item_id order by l.menu_item_id) from menu_item_option_groups l
    where l.group_id = g.id and l.restaurant_id = g.restaurant_id), '[]'::json) as menu_item_ids`;

/** The restaurant's groups, oldest first (the order they were made in), each with its options and dishes. */
const OPTION_GROUPS = namedQuery({
  name: 'option_groups_list',
  text: `select ${GROUP_COLUMNS} from option_groups g where g.restaurant_id = (select $1::text) order by g.created_at, g.id`,
});

const OPTION_GROUP = namedQuery({
  name: 'option_groups_one',
  text: `select ${GROUP_COLUMNS} from option_groups g where g.restaurant_id = $1 and g.id = $2`,
});

/** Translations written by hand into the database must not turn an answer into a 500 (see knownTranslations). */
function cleaned(group: OptionGroup): OptionGroup {
  return {
    ...group,
    translations: knownTranslations(group.translations),
    options: group.options.map((option) => ({ ...option, translations: knownTranslations(option.translations) })),
  };
}

export async function findOptionGroups(scope: RestaurantScope): Promise<OptionGroup[]> {
  return (await scope.query<OptionGroup>(OPTION_GROUPS, [scope.restaurantId])).map(cleaned);
}

export async function findOptionGroup(scope: RestaurantScope, id: string): Promise<OptionGroup | null> {
  const [row] = await scope.query<OptionGroup>(OPTION_GROUP, [scope.restaurantId, id]);
  return row ? cleaned(row) : null;
}

/** The group's name and its options' ids, the group locked until the transaction ends; null when the restaurant has none of this id. */
export async function findGroupForUpdate({ tx, restaurantId }: RestaurantTx, id: string): Promise<{ name: string; optionIds: string[] } | null> {
  const [group] = await tx
    .select({ name: optionGroups.name })
    .from(optionGroups)
    .where(and(eq(optionGroups.restaurantId, restaurantId), eq(optionGroups.id, id)))
    .for('update');
  if (!group) return null;
  const rows = await tx
    .select({ id: options.id })
    .from(options)
    .where(and(eq(options.restaurantId, restaurantId), eq(options.groupId, id)));
  return { name: group.name, optionIds: rows.map((row) => row.id) };
}

const groupColumns = (values: OptionGroupValues) => ({
  name: values.name,
  translations: values.translations,
  selection: values.selection,
  minChoices: values.min_choices,
  maxChoices: values.max_choices,
});

export async function insertGroup({ tx, restaurantId }: RestaurantTx, values: OptionGroupValues): Promise<string> {
  const [row] = await tx
    .insert(optionGroups)
    .values({ restaurantId, ...groupColumns(values) })
    .returning({ id: optionGroups.id });
  if (!row) throw new Error('insertGroup: the insert returned no row');
  return row.id;
}

export async function updateGroup({ tx, restaurantId }: RestaurantTx, id: string, values: OptionGroupValues): Promise<void> {
  await tx
    .update(optionGroups)
    .set({ ...groupColumns(values), updatedAt: sql`now()` })
    .where(and(eq(optionGroups.restaurantId, restaurantId), eq(optionGroups.id, id)));
}

/**
 * Makes the group's options exactly `values.options`, in that order: those with an id (already checked to be this
 * group's) are rewritten in place, those without are added, the others removed. Two statements.
 */
export async function replaceOptions({ tx, restaurantId }: RestaurantTx, groupId: string, values: OptionGroupValues): Promise<void> {
  const kept = values.options.flatMap((option) => (option.id ? [option.id] : []));
  await tx
    .delete(options)
    .where(and(eq(options.restaurantId, restaurantId), eq(options.groupId, groupId), ...(kept.length > 0 ? [notInArray(options.id, kept)] : [])));
  await tx
    .insert(options)
    .values(
      values.options.map((option, position) => ({
        ...(option.id ? { id: option.id } : {}),
        restaurantId,
        groupId,
        position,
        name: option.name,
        translations: option.translations,
        priceDelta: option.price_delta.toFixed(2),
        isDefault: option.is_default,
        isAvailable: option.is_available,
        allergens: option.allergens,
        traces: option.traces,
      })),
    )
    .onConflictDoUpdate({
      target: options.id,
      set: {
        position: sql`excluded.position`,
        name: sql`excluded.name`,
        translations: sql`excluded.translations`,
        priceDelta: sql`excluded.price_delta`,
        isDefault: sql`excluded.is_default`,
        isAvailable: sql`excluded.is_available`,
        allergens: sql`excluded.allergens`,
        traces: sql`excluded.traces`,
      },
      // Never another group's row, whatever the caller checked.
      where: sql`${options.groupId} = excluded.group_id and ${options.restaurantId} = excluded.restaurant_id`,
    });
}

/** The deleted group's name, or null when the restaurant had no group of this id. Its options and dish links go with it. */
export async function deleteGroup({ tx, restaurantId }: RestaurantTx, id: string): Promise<{ name: string } | null> {
  const [row] = await tx
    .delete(optionGroups)
    .where(and(eq(optionGroups.restaurantId, restaurantId), eq(optionGroups.id, id)))
    .returning({ name: optionGroups.name });
  return row ?? null;
}

/** Whether the restaurant's group had this option (now switched as asked). */
export async function setOptionAvailability({ tx, restaurantId }: RestaurantTx, groupId: string, optionId: string, available: boolean): Promise<boolean> {
  const rows = await tx
    .update(options)
    .set({ isAvailable: available })
    .where(and(eq(options.restaurantId, restaurantId), eq(options.groupId, groupId), eq(options.id, optionId)))
    .returning({ id: options.id });
  return rows.length > 0;
}

/** Which of `ids` are the restaurant's groups. */
export async function existingGroupIds({ tx, restaurantId }: RestaurantTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(and(eq(optionGroups.restaurantId, restaurantId), inArray(optionGroups.id, [...ids])))
    // Held until the dish's links are written: a group deleted meanwhile waits, instead of failing their foreign key.
    .for('key share');
  return new Set(rows.map((row) => row.id));
}

/** Makes the dish offer exactly these groups, in this order (already checked to be the restaurant's). */
export async function setMenuItemGroups({ tx, restaurantId }: RestaurantTx, menuItemId: string, groupIds: readonly string[]): Promise<void> {
  await tx.delete(menuItemOptionGroups).where(and(eq(menuItemOptionGroups.restaurantId, restaurantId), eq(menuItemOptionGroups.menuItemId, menuItemId)));
  if (groupIds.length === 0) return;
  await tx.insert(menuItemOptionGroups).values(groupIds.map((groupId, position) => ({ restaurantId, menuItemId, groupId, position })));
}

/** The groups a dish offers, in order. */
export async function menuItemGroupIds({ tx, restaurantId }: RestaurantTx, menuItemId: string): Promise<string[]> {
  const rows = await tx
    .select({ groupId: menuItemOptionGroups.groupId })
    .from(menuItemOptionGroups)
    .where(and(eq(menuItemOptionGroups.restaurantId, restaurantId), eq(menuItemOptionGroups.menuItemId, menuItemId)))
    .orderBy(menuItemOptionGroups.position);
  return rows.map((row) => row.groupId);
}
