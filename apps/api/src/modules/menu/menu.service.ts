/** Menu rules: items belong to their owner, and the active plan caps how many there may be. */
import { type MenuItem, type MenuItemValues, menuItemLimit, menuItemLimitMessage } from '@maitre/shared/menu';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getActivePlan } from '../billing/subscription.service.ts';
import * as repository from './menu.repository.ts';

const menuItemNotFound = () => new AppError('NOT_FOUND', 'Menu item not found');

export function listMenuItems(db: Executor, ownerId: string): Promise<MenuItem[]> {
  return repository.findMenuItems(db, ownerId);
}

/** Adds an item unless the plan's limit is reached (no plan counts as Snackbar). Count and insert share one locked transaction. */
export function createMenuItem(db: Executor, config: Config, ownerId: string, values: MenuItemValues): Promise<MenuItem> {
  return db.transaction(async (tx) => {
    await repository.lockOwnerMenu(tx, ownerId);
    const planId = await getActivePlan(tx, config, ownerId);
    const limit = menuItemLimit(planId);
    if (limit !== null && (await repository.countMenuItems(tx, ownerId)) >= limit) {
      throw new AppError('PLAN_LIMIT_REACHED', menuItemLimitMessage(planId));
    }
    return repository.insertMenuItem(tx, ownerId, values);
  });
}

export async function updateMenuItem(db: Executor, ownerId: string, id: string, changes: repository.MenuItemChanges): Promise<MenuItem> {
  const item = await repository.updateMenuItem(db, ownerId, id, changes);
  if (!item) throw menuItemNotFound();
  return item;
}

export async function deleteMenuItem(db: Executor, ownerId: string, id: string): Promise<void> {
  if (!(await repository.deleteMenuItem(db, ownerId, id))) throw menuItemNotFound();
}
