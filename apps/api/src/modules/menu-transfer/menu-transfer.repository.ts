/**
 * Queries of the menu import and export (issue 19, decision 0028): the restaurant's dishes (with their refs and option
 * groups) and groups as the file format sees them, the refs the export gives dishes that have none, and the writes of
 * an import. Every one through the restaurant's scope (db/tenant.ts) and filtered by its id. Option groups are written
 * through the option groups' own repository, as their form writes them.
 */
import { knownTranslations } from '@maitre/shared/menu';
import { and, asc, eq, sql } from 'drizzle-orm';
import { namedQuery } from '../../db/client.ts';
import { menuCategories, menuItemOptionGroups, menuItems, optionGroups, restaurants } from '../../db/schema/index.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { findOptionGroups } from '../option-groups/option-groups.repository.ts';
import type { CurrentDish, CurrentMenu, DishValues } from './plan.ts';

/**
 * The restaurant's dishes and option groups. With `lock`, every dish and group row stays locked until the transaction
 * ends (the commit's plan is computed and written on rows nobody else changes meanwhile).
 */
export async function findTransferMenu(scope: RestaurantTx, { lock }: { lock: boolean }): Promise<CurrentMenu> {
  const { tx, restaurantId } = scope;
  if (lock) {
    await tx.select({ id: optionGroups.id }).from(optionGroups).where(eq(optionGroups.restaurantId, restaurantId)).for('update');
  }
  const query = tx
    .select({ item: menuItems, category: menuCategories.name })
    .from(menuItems)
    .innerJoin(menuCategories, and(eq(menuCategories.restaurantId, menuItems.restaurantId), eq(menuCategories.id, menuItems.categoryId)))
    .where(eq(menuItems.restaurantId, restaurantId));
  const rows = lock ? await query.for('update', { of: menuItems }) : await query;
  const links = await tx
    .select({ menuItemId: menuItemOptionGroups.menuItemId, groupId: menuItemOptionGroups.groupId })
    .from(menuItemOptionGroups)
    .where(eq(menuItemOptionGroups.restaurantId, restaurantId))
    .orderBy(asc(menuItemOptionGroups.menuItemId), asc(menuItemOptionGroups.position));
  const groupsOf = new Map<string, string[]>();
  for (const link of links) groupsOf.set(link.menuItemId, [...(groupsOf.get(link.menuItemId) ?? []), link.groupId]);
  const dishes: CurrentDish[] = rows.map(({ item: row, category }) => ({
    id: row.id,
    ref: row.ref,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    category,
    position: row.position,
    image_url: row.imageUrl,
    photo_id: row.photoId,
    is_available: row.isAvailable,
    portions_par: row.portionsPar,
    translations: knownTranslations(row.translations),
    allergens: row.allergens,
    traces: row.traces,
    dietary: row.dietary,
    option_group_ids: groupsOf.get(row.id) ?? [],
  }));
  const groups = (await findOptionGroups(scope)).map(({ id, name, translations, selection, min_choices, max_choices, options }) => ({
    id,
    name,
    translations,
    selection,
    min_choices,
    max_choices,
    options,
  }));
  return { dishes, groups };
}

/** The restaurant's address (for the file's name) and time zone (for its date). */
export async function findRestaurantNaming({ tx, restaurantId }: RestaurantTx): Promise<{ slug: string; timezone: string }> {
  const [row] = await tx.select({ slug: restaurants.slug, timezone: restaurants.timezone }).from(restaurants).where(eq(restaurants.id, restaurantId));
  return row ?? { slug: 'menu', timezone: 'UTC' };
}

const SET_OPTION_PARS = namedQuery({
  name: 'menu_transfer_option_pars',
  text: `update options o set portions_par = v.par
    from unnest($3::text[], $4::int[]) as v(name, par)
    where o.restaurant_id = $1 and o.group_id = $2 and o.name = v.name and o.portions_par is distinct from v.par`,
});

/**
 * Sets the daily portions of the group's options, by name (unique within a group), after its options were written.
 * Only the par, as for dishes: today's count stays as it is (decision 0027).
 */
export async function setOptionPars(scope: RestaurantTx, groupId: string, pars: ReadonlyArray<{ name: string; par: number | null }>): Promise<void> {
  if (pars.length === 0) return;
  await scope.query(SET_OPTION_PARS, [scope.restaurantId, groupId, pars.map((entry) => entry.name), pars.map((entry) => entry.par)]);
}

const ASSIGN_REFS = namedQuery({
  name: 'menu_transfer_assign_refs',
  text: `update menu_items m set ref = v.ref
    from unnest($2::uuid[], $3::text[]) as v(id, ref)
    where m.restaurant_id = $1 and m.id = v.id and m.ref is null`,
});

/** Gives these dishes these refs (only dishes that still have none). */
export async function assignRefs(scope: RestaurantTx, refs: ReadonlyArray<{ id: string; ref: string }>): Promise<void> {
  if (refs.length === 0) return;
  await scope.query(ASSIGN_REFS, [scope.restaurantId, refs.map((entry) => entry.id), refs.map((entry) => entry.ref)]);
}

/** Where a dish goes (its category, its place within it) and the photo its image_url names, as the commit worked out. */
export interface DishPlacing {
  categoryId: string;
  position: number;
  photoId: string | null;
}

/** A dish's columns as the import writes them. */
function dishColumns(values: DishValues, placing: DishPlacing) {
  return {
    name: values.name,
    description: values.description,
    price: values.price.toFixed(2),
    categoryId: placing.categoryId,
    position: placing.position,
    imageUrl: values.image_url,
    photoId: placing.photoId,
    isAvailable: values.is_available,
    // Only the par: today's count stays as it is; the par applies from the next business day, or at once to a dish
    // not counted yet (portions_left_now, decision 0027).
    portionsPar: values.portions_par,
    translations: values.translations,
    allergens: values.allergens,
    traces: values.traces,
    dietary: values.dietary,
  };
}

export interface NewDish {
  ref: string;
  values: DishValues;
  placing: DishPlacing;
}

/** Adds the dishes in one statement; their ids by ref (every new dish has one, unique in the restaurant). */
export async function insertDishes({ tx, restaurantId }: RestaurantTx, createdBy: string, dishes: readonly NewDish[]): Promise<Map<string, string>> {
  if (dishes.length === 0) return new Map();
  const rows = await tx
    .insert(menuItems)
    .values(dishes.map(({ ref, values, placing }) => ({ restaurantId, userId: createdBy, ref, ...dishColumns(values, placing) })))
    .returning({ id: menuItems.id, ref: menuItems.ref });
  return new Map(rows.map((row) => [row.ref as string, row.id]));
}

/** Rewrites a dish's fields (and its ref, when given). */
export async function updateDish({ tx, restaurantId }: RestaurantTx, id: string, values: DishValues, placing: DishPlacing, ref: string | null): Promise<void> {
  await tx
    .update(menuItems)
    .set({ ...dishColumns(values, placing), ...(ref !== null ? { ref } : {}), updatedAt: sql`now()` })
    .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.id, id)));
}

const REPLACE_LINKS_DELETE = namedQuery({
  name: 'menu_transfer_links_delete',
  text: 'delete from menu_item_option_groups where restaurant_id = $1 and menu_item_id = any($2::uuid[])',
});

const REPLACE_LINKS_INSERT = namedQuery({
  name: 'menu_transfer_links_insert',
  text: `insert into menu_item_option_groups (restaurant_id, menu_item_id, group_id, position)
    select $1, v.menu_item_id, v.group_id, v.position from unnest($2::uuid[], $3::uuid[], $4::int[]) as v(menu_item_id, group_id, position)`,
});

/** Makes each of these dishes offer exactly its groups, in order (groups already the restaurant's). Two statements. */
export async function replaceDishGroups(scope: RestaurantTx, links: ReadonlyArray<{ menuItemId: string; groupIds: readonly string[] }>): Promise<void> {
  if (links.length === 0) return;
  await scope.query(REPLACE_LINKS_DELETE, [scope.restaurantId, links.map((link) => link.menuItemId)]);
  const rows = links.flatMap((link) => link.groupIds.map((groupId, position) => ({ menuItemId: link.menuItemId, groupId, position })));
  if (rows.length === 0) return;
  await scope.query(REPLACE_LINKS_INSERT, [
    scope.restaurantId,
    rows.map((row) => row.menuItemId),
    rows.map((row) => row.groupId),
    rows.map((row) => row.position),
  ]);
}
