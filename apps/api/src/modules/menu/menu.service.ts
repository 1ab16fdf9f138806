/** Menu rules: items belong to their restaurant, the active plan caps how many there may be, roles decide who edits. */
import { type MenuItem, type MenuItemValues, menuItemLimit, menuItemLimitMessage } from '@maitre/shared/menu';
import { can, notAllowedMessage } from '@maitre/shared/team';
import type { Config } from '../../config.ts';
import type { TenantDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/auth.plugin.ts';
import { getActivePlan } from '../billing/subscription.service.ts';
import * as repository from './menu.repository.ts';

const menuItemNotFound = () => new AppError('NOT_FOUND', 'Menu item not found');

export function listMenuItems(database: TenantDatabase, member: Member): Promise<MenuItem[]> {
  return repository.findMenuItems(database.forRestaurant(member.restaurantId));
}

/** Adds an item unless the plan's limit is reached (no plan counts as Snackbar). Count and insert share one locked transaction. */
export function createMenuItem(database: TenantDatabase, config: Config, member: Member, values: MenuItemValues): Promise<MenuItem> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await repository.lockRestaurantMenu(scope);
    const planId = await getActivePlan(scope, config);
    const limit = menuItemLimit(planId);
    if (limit !== null && (await repository.countMenuItems(scope)) >= limit) {
      throw new AppError('PLAN_LIMIT_REACHED', menuItemLimitMessage(planId));
    }
    return repository.insertMenuItem(scope, member.userId, values);
  });
}

/** Switching a dish on or off is front of house's to do; any other change needs the right to edit the menu. */
export async function updateMenuItem(database: TenantDatabase, member: Member, id: string, changes: repository.MenuItemChanges): Promise<MenuItem> {
  const editsMoreThanAvailability = Object.entries(changes).some(([field, value]) => field !== 'is_available' && value !== undefined);
  if (editsMoreThanAvailability && !can(member.role, 'menu:write')) throw new AppError('FORBIDDEN', notAllowedMessage(member.role));
  const item = await database.withRestaurant(member.restaurantId, (scope) => repository.updateMenuItem(scope, id, changes));
  if (!item) throw menuItemNotFound();
  return item;
}

export async function deleteMenuItem(database: TenantDatabase, member: Member, id: string): Promise<void> {
  if (!(await database.withRestaurant(member.restaurantId, (scope) => repository.deleteMenuItem(scope, id)))) throw menuItemNotFound();
}
