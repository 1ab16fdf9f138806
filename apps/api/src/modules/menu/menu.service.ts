/** Menu rules: items belong to their restaurant, the active plan caps how many there may be, roles decide who edits. */
import { LOCALES } from '@maitre/shared/locales';
import { type MenuItem, type MenuItemTranslations, type MenuItemValues, menuItemLimit, menuItemLimitMessage } from '@maitre/shared/menu';
import { parsePhotoUrl } from '@maitre/shared/photos';
import { can, notAllowedMessage } from '@maitre/shared/team';
import type { Config } from '../../config.ts';
import type { TenantDatabase } from '../../db/client.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { getActivePlan } from '../billing/subscription.service.ts';
import { nextDishPosition } from '../categories/categories.repository.ts';
import { resolveDishCategory } from '../categories/categories.service.ts';
import { existingGroupIds, setMenuItemGroups } from '../option-groups/option-groups.repository.ts';
import { dishImage, releaseDishPhoto } from '../photos/photos.service.ts';
import { actorOf, insertActivity } from '../team/activity.repository.ts';
import * as repository from './menu.repository.ts';

const menuItemNotFound = () => new AppError('NOT_FOUND', (m) => m.menu.itemNotFound);

/** A group id that is not one of the restaurant's groups (unknown, or another restaurant's): 400 on `option_group_ids`. */
async function checkOptionGroups(scope: RestaurantTx, ids: readonly string[]): Promise<void> {
  const existing = await existingGroupIds(scope, ids);
  if (ids.some((id) => !existing.has(id.toLowerCase()))) {
    throw new AppError('VALIDATION_FAILED', (m) => m.options.unknownGroup, { option_group_ids: [(m) => m.options.unknownGroup] });
  }
}

/**
 * A dish as this member may read it: what a portion costs (decision 0043) only for those who may edit the menu (owners,
 * managers); front of house and the kitchen get the dish without the field.
 */
export function shownTo(member: Member, item: MenuItem): MenuItem {
  if (can(member.role, 'menu:write')) return item;
  const { cost: _cost, ...rest } = item;
  return rest;
}

export async function listMenuItems(database: TenantDatabase, member: Member): Promise<MenuItem[]> {
  const items = await repository.findMenuItems(database.forRestaurant(member.restaurantId));
  return items.map((item) => shownTo(member, item));
}

/** Adds an item unless the plan's limit is reached (no plan counts as Snackbar). Count and insert share one locked transaction. */
export function createMenuItem(database: TenantDatabase, config: Config, member: Member, values: MenuItemValues): Promise<MenuItem> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.lockRestaurantMenu(scope);
    const planId = await getActivePlan(scope, config);
    const limit = menuItemLimit(planId);
    if (limit !== null && (await repository.countMenuItems(scope)) >= limit) {
      throw new AppError('PLAN_LIMIT_REACHED', (m) => menuItemLimitMessage(planId, m));
    }
    await checkOptionGroups(scope, values.option_group_ids);
    // Its category (by id, by name, or Main Course), at the end of it.
    const category = await resolveDishCategory(scope, values.category_id, values.category);
    const place = { categoryId: category.id, categoryName: category.name, position: await nextDishPosition(scope, category.id) };
    // An uploaded photo's address: checked to be the restaurant's photo, which the dish then keeps (decision 0026).
    const image = await dishImage(scope, values.image_url);
    const item = await repository.insertMenuItem(scope, member.userId, { ...values, image_url: image.imageUrl }, place, image.photoId);
    await setMenuItemGroups(scope, item.id, values.option_group_ids);
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'menu_item.created',
      subjectType: 'menu_item',
      subjectId: item.id,
      details: { name: item.name, price: item.price },
    });
    return item;
  });
}

/** Translations in one canonical form (locales in LOCALES order, name before description), to compare two of them. */
function canonicalTranslations(translations: MenuItemTranslations): string {
  return JSON.stringify(LOCALES.map((locale) => [locale, translations[locale]?.name ?? null, translations[locale]?.description ?? null]));
}

/** The fields a change really changed, each with what it was and what it became. */
function changedFields(before: MenuItem, after: MenuItem): Record<string, { from: unknown; to: unknown }> {
  const fields = ['name', 'description', 'price', 'cost', 'category', 'image_url', 'is_available'] as const;
  const changed: Record<string, { from: unknown; to: unknown }> = Object.fromEntries(
    fields.filter((field) => before[field] !== after[field]).map((field) => [field, { from: before[field], to: after[field] }]),
  );
  if (canonicalTranslations(before.translations) !== canonicalTranslations(after.translations))
    changed.translations = { from: before.translations, to: after.translations };
  for (const field of ['allergens', 'traces', 'dietary', 'option_group_ids'] as const) {
    if (before[field].join(',') !== after[field].join(',')) changed[field] = { from: before[field], to: after[field] };
  }
  return changed;
}

/** Where a dish is after a change: where it was, or at the end of the category the change names when that is another one. */
async function placeAfter(scope: RestaurantTx, before: MenuItem, changes: repository.MenuItemChanges): Promise<repository.DishPlace> {
  const stays = { categoryId: before.category_id, categoryName: before.category, position: before.position };
  if (changes.category_id === undefined && changes.category === undefined) return stays;
  const category = await resolveDishCategory(scope, changes.category_id, changes.category);
  if (category.id === before.category_id) return { ...stays, categoryName: category.name };
  return { categoryId: category.id, categoryName: category.name, position: await nextDishPosition(scope, category.id) };
}

/** Switching a dish on or off is front of house's to do; any other change needs the right to edit the menu. */
export async function updateMenuItem(database: TenantDatabase, member: Member, id: string, changes: repository.MenuItemChanges): Promise<MenuItem> {
  const editsMoreThanAvailability = Object.entries(changes).some(([field, value]) => field !== 'is_available' && value !== undefined);
  if (editsMoreThanAvailability && !can(member.role, 'menu:write')) throw new AppError('FORBIDDEN', (m) => notAllowedMessage(member.role, m));
  return database.withRestaurant(member.restaurantId, async (scope) => {
    // A change of category takes the menu's lock first (before the dish's row, in the order the category changes take
    // them): a category deleted or reordered meanwhile waits, and its position at the end is not raced.
    if (changes.category !== undefined || changes.category_id !== undefined) await repository.lockRestaurantMenu(scope);
    const before = await repository.findMenuItemForUpdate(scope, id);
    if (!before) throw menuItemNotFound();
    if (changes.option_group_ids !== undefined) {
      await checkOptionGroups(scope, changes.option_group_ids);
      await setMenuItemGroups(scope, id, changes.option_group_ids);
    }
    const groupIds = (changes.option_group_ids ?? before.option_group_ids).map((groupId) => groupId.toLowerCase());
    // A new image: the photo it names (if it is an upload) is checked and kept; the one shown before goes if unused.
    const image = changes.image_url !== undefined && changes.image_url !== before.image_url ? await dishImage(scope, changes.image_url) : undefined;
    const item = await repository.updateMenuItem(
      scope,
      id,
      image ? { ...changes, image_url: image.imageUrl, photo_id: image.photoId } : changes,
      groupIds,
      await placeAfter(scope, before, changes),
    );
    if (!item) throw menuItemNotFound();
    const shownBefore = parsePhotoUrl(before.image_url)?.photoId;
    if (image && shownBefore !== image.photoId) await releaseDishPhoto(scope, shownBefore);
    const changed = changedFields(before, item);
    const fields = Object.keys(changed);
    if (fields.length > 0) {
      // Switching a dish on or off is its own action (the kitchen's 86), any other edit is an update.
      const availabilityOnly = fields.length === 1 && fields[0] === 'is_available';
      await insertActivity(scope, {
        ...actorOf(member),
        action: availabilityOnly ? 'menu_item.availability_changed' : 'menu_item.updated',
        subjectType: 'menu_item',
        subjectId: id,
        details: availabilityOnly ? { name: item.name, available: item.is_available } : { name: item.name, changes: changed },
      });
    }
    return shownTo(member, item);
  });
}

export async function deleteMenuItem(database: TenantDatabase, member: Member, id: string): Promise<void> {
  await database.withRestaurant(member.restaurantId, async (scope) => {
    const deleted = await repository.deleteMenuItem(scope, id);
    if (!deleted) throw menuItemNotFound();
    await releaseDishPhoto(scope, deleted.photoId);
    await insertActivity(scope, { ...actorOf(member), action: 'menu_item.deleted', subjectType: 'menu_item', subjectId: id, details: { name: deleted.name } });
  });
}
