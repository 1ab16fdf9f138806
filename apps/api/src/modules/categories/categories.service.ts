/**
 * Menu category rules (issue 19, decision 0025): categories belong to their restaurant, their names are unique in it
 * whatever their case, a menu keeps at least one, and deleting one that still holds dishes says where they go. The
 * order of the categories, and of the dishes within each, is the owner's. Every change of the menu's shape is written
 * to the activity log. All of a restaurant's menu changes are serialised by one lock (lockRestaurantMenu), so a name
 * check, a count or an order is never raced by another request.
 */
import { type Category, type CategoryChanges, type CategoryValues, DEFAULT_CATEGORY_NAME, MAX_CATEGORIES } from '@maitre/shared/categories';
import type { TenantDatabase } from '../../db/client.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { lockRestaurantMenu } from '../menu/menu.repository.ts';
import { actorOf, insertActivity } from '../team/activity.repository.ts';
import * as repository from './categories.repository.ts';

const categoryNotFound = () => new AppError('NOT_FOUND', (m) => m.categories.notFound);
const nameTaken = (name: string) => new AppError('CONFLICT', (m) => m.categories.nameTaken(name), { name: [(m) => m.categories.nameTaken(name)] });

export function listCategories(database: TenantDatabase, member: Member): Promise<Category[]> {
  return repository.findCategories(database.forRestaurant(member.restaurantId));
}

async function answer(scope: RestaurantTx, id: string): Promise<Category> {
  const category = await repository.findCategory(scope, id);
  if (!category) throw categoryNotFound();
  return category;
}

/** Inserts a category at the end of the menu, once its name is known to be free; its id. The menu is locked already. */
async function addCategory(scope: RestaurantTx, member: Member | null, values: CategoryValues): Promise<string> {
  const taken = await repository.findCategoryByName(scope, values.name);
  if (taken) throw nameTaken(taken.name);
  if ((await repository.countCategories(scope)) >= MAX_CATEGORIES) {
    throw new AppError('VALIDATION_FAILED', (m) => m.categories.tooMany(MAX_CATEGORIES), { name: [(m) => m.categories.tooMany(MAX_CATEGORIES)] });
  }
  const id = await repository.insertCategory(scope, { name: values.name, translations: values.translations, isHidden: values.is_hidden });
  if (member) {
    await insertActivity(scope, { ...actorOf(member), action: 'category.created', subjectType: 'category', subjectId: id, details: { name: values.name } });
  }
  return id;
}

export function createCategory(database: TenantDatabase, member: Member, values: CategoryValues): Promise<Category> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await lockRestaurantMenu(scope);
    return answer(scope, await addCategory(scope, member, values));
  });
}

/**
 * The restaurant's category named `name` (whatever its case), made at the end of the menu when it has none: for code
 * that fills the menu in its own transaction (the menu import matches categories by name). `member`, when given, is
 * written to the activity log as having added it. Takes the menu's lock (lockRestaurantMenu) for the rest of the
 * transaction, so two imports cannot make the same category twice.
 */
export async function findOrCreateCategory(
  scope: RestaurantTx,
  name: string,
  member: Member | null = null,
): Promise<{ id: string; name: string; created: boolean }> {
  const trimmed = name.trim();
  await lockRestaurantMenu(scope);
  const found = await repository.findCategoryByName(scope, trimmed);
  if (found) return { ...found, created: false };
  const id = await addCategory(scope, member, { name: trimmed, translations: {}, is_hidden: false });
  return { id, name: trimmed, created: true };
}

/**
 * The category a dish goes to: the one of `categoryId` (wins when both are sent), else the one named `categoryName`,
 * else Main Course (the spec's default) or, once the restaurant has none of that name, its first category. A category
 * that is not the restaurant's is refused at the field that named it.
 */
export async function resolveDishCategory(
  scope: RestaurantTx,
  categoryId: string | undefined,
  categoryName: string | undefined,
): Promise<{ id: string; name: string }> {
  if (categoryId !== undefined) {
    const category = await repository.findCategoryById(scope, categoryId);
    if (!category) throw new AppError('VALIDATION_FAILED', (m) => m.categories.notFound, { category_id: [(m) => m.categories.notFound] });
    return category;
  }
  if (categoryName !== undefined) {
    const category = await repository.findCategoryByName(scope, categoryName);
    if (!category) {
      throw new AppError('VALIDATION_FAILED', (m) => m.categories.unknownName(categoryName), { category: [(m) => m.categories.unknownName(categoryName)] });
    }
    return category;
  }
  const category = (await repository.findCategoryByName(scope, DEFAULT_CATEGORY_NAME)) ?? (await repository.findFirstCategory(scope));
  if (!category)
    throw new AppError('VALIDATION_FAILED', (m) => m.categories.unknownName(DEFAULT_CATEGORY_NAME), {
      category: [(m) => m.categories.unknownName(DEFAULT_CATEGORY_NAME)],
    });
  return category;
}

/** Rename, translate, hide or show. A new name sent without translations drops the old ones (they translated the old name). */
export function updateCategory(database: TenantDatabase, member: Member, id: string, changes: CategoryChanges): Promise<Category> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await lockRestaurantMenu(scope);
    const before = await repository.findCategoryForUpdate(scope, id);
    if (!before) throw categoryNotFound();
    const renamed = changes.name !== undefined && changes.name !== before.name;
    if (renamed && changes.name !== undefined) {
      const taken = await repository.findCategoryByName(scope, changes.name, id);
      if (taken) throw nameTaken(taken.name);
    }
    const translations = changes.translations ?? (renamed ? {} : undefined);
    await repository.updateCategory(scope, id, {
      ...(renamed && { name: changes.name }),
      ...(translations !== undefined && { translations }),
      ...(changes.is_hidden !== undefined && { isHidden: changes.is_hidden }),
    });
    const after = await answer(scope, id);
    const entries = [];
    if (renamed || (translations !== undefined && JSON.stringify(translations) !== JSON.stringify(before.translations))) {
      entries.push({ action: 'category.renamed' as const, details: { from: before.name, to: after.name } });
    }
    if (changes.is_hidden !== undefined && changes.is_hidden !== before.isHidden) {
      entries.push({ action: 'category.hidden' as const, details: { name: after.name, hidden: after.is_hidden } });
    }
    await insertActivity(
      scope,
      entries.map((entry) => ({ ...actorOf(member), ...entry, subjectType: 'category' as const, subjectId: id })),
    );
    return after;
  });
}

/**
 * Deletes a category. Its dishes, if any, first move to the end of `moveTo` in their order; without `moveTo` the
 * delete is refused (409, at `move_to`) and nothing changes. The last category stays.
 */
export async function deleteCategory(database: TenantDatabase, member: Member, id: string, moveTo: string | undefined): Promise<void> {
  await database.withRestaurant(member.restaurantId, async (scope) => {
    await lockRestaurantMenu(scope);
    const category = await repository.findCategoryForUpdate(scope, id);
    if (!category) throw categoryNotFound();
    if ((await repository.countCategories(scope)) <= 1) throw new AppError('CONFLICT', (m) => m.categories.keepOne);
    const dishes = (await repository.dishIdsOf(scope, id)).length;
    let movedTo: string | null = null;
    if (dishes > 0) {
      if (moveTo === undefined) {
        throw new AppError('CONFLICT', (m) => m.categories.moveToRequired(dishes), { move_to: [(m) => m.categories.moveToRequired(dishes)] });
      }
      if (moveTo.toLowerCase() === id.toLowerCase()) {
        throw new AppError('VALIDATION_FAILED', (m) => m.categories.moveToSelf, { move_to: [(m) => m.categories.moveToSelf] });
      }
      const target = await repository.findCategoryById(scope, moveTo);
      if (!target) throw new AppError('VALIDATION_FAILED', (m) => m.categories.moveToNotFound, { move_to: [(m) => m.categories.moveToNotFound] });
      await repository.moveDishes(scope, id, target.id);
      movedTo = target.name;
    }
    await repository.deleteCategory(scope, id);
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'category.deleted',
      subjectType: 'category',
      subjectId: id,
      details: { name: category.name, dishes, ...(movedTo !== null && { moved_to: movedTo }) },
    });
  });
}

/** Puts the categories in this order: `ids` must be every category of the restaurant, each once (else 400 at `category_ids`). */
export function reorderCategories(database: TenantDatabase, member: Member, ids: readonly string[]): Promise<Category[]> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await lockRestaurantMenu(scope);
    const current = await repository.findCategories(scope);
    if (
      !isPermutation(
        ids,
        current.map((category) => category.id),
      )
    ) {
      throw new AppError('VALIDATION_FAILED', (m) => m.categories.listEveryCategory, { category_ids: [(m) => m.categories.listEveryCategory] });
    }
    await repository.setCategoryOrder(scope, ids);
    const after = await repository.findCategories(scope);
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'category.reordered',
      subjectType: 'restaurant',
      subjectId: member.restaurantId,
      details: { names: after.map((category) => category.name) },
    });
    return after;
  });
}

/** Puts a category's dishes in this order: `ids` must be every dish of the category, each once (else 400 at `menu_item_ids`). */
export function reorderDishes(database: TenantDatabase, member: Member, categoryId: string, ids: readonly string[]): Promise<string[]> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await lockRestaurantMenu(scope);
    const category = await repository.findCategoryForUpdate(scope, categoryId);
    if (!category) throw categoryNotFound();
    if (!isPermutation(ids, await repository.dishIdsOf(scope, categoryId))) {
      throw new AppError('VALIDATION_FAILED', (m) => m.categories.listEveryDish, { menu_item_ids: [(m) => m.categories.listEveryDish] });
    }
    await repository.setDishOrder(scope, categoryId, ids);
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'category.dishes_reordered',
      subjectType: 'category',
      subjectId: categoryId,
      details: { name: category.name },
    });
    return repository.dishIdsOf(scope, categoryId);
  });
}

/** Whether `ids` names each of `current` exactly once (uuids compared in lower case). */
function isPermutation(ids: readonly string[], current: readonly string[]): boolean {
  const wanted = new Set(ids.map((id) => id.toLowerCase()));
  return wanted.size === ids.length && ids.length === current.length && current.every((id) => wanted.has(id.toLowerCase()));
}
