/**
 * Sold-out counts (issue 19, decision 0027): owners, managers and front of house (`menu:set_availability`, their right
 * to switch things sold out) set what is left of a dish or an option and its daily par, and reset every count at once.
 * Each change goes to the activity log. Another restaurant's dish or option is not found. Guests read what is left
 * (the order page's availability).
 */
import type { PortionCounts, PortionsValues } from '@maitre/shared/portions';
import type { TenantDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { findOptionGroup } from '../option-groups/option-groups.repository.ts';
import { resolveRestaurant } from '../storefront/storefront.service.ts';
import { actorOf, insertActivity } from '../team/activity.repository.ts';
import * as repository from './portions.repository.ts';

/** A count as the API answers it: what is left now and the daily par. */
export interface PortionsAnswer {
  portions_left: number | null;
  portions_par: number | null;
}

/** The answer, and the live event's counts (what every open order page is told). */
export interface PortionsSet {
  answer: PortionsAnswer;
  counts: PortionCounts;
}

const unchanged = (change: repository.PortionsChange) => change.before.left === change.after.left && change.before.par === change.after.par;
const changeDetails = (change: repository.PortionsChange) => ({
  name: change.name,
  left: change.after.left,
  par: change.after.par,
  from_left: change.before.left,
  from_par: change.before.par,
});

/** Sets what is left of a dish (and its daily par); 404 when the restaurant has no such dish. */
export function setMenuItemPortions(database: TenantDatabase, member: Member, id: string, values: PortionsValues, now?: Date): Promise<PortionsSet> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    const change = await repository.setMenuItemPortions(scope, id, values, now);
    if (!change) throw new AppError('NOT_FOUND', (m) => m.menu.itemNotFound);
    if (!unchanged(change)) {
      await insertActivity(scope, {
        ...actorOf(member),
        action: 'menu_item.portions_changed',
        subjectType: 'menu_item',
        subjectId: id.toLowerCase(),
        details: changeDetails(change),
      });
    }
    return {
      answer: { portions_left: change.after.left, portions_par: change.after.par },
      counts: { items: { [id.toLowerCase()]: change.after.left }, options: {} },
    };
  });
}

/** Sets what is left of an option (and its daily par); 404 when the restaurant's group has no such option. */
export function setOptionPortions(
  database: TenantDatabase,
  member: Member,
  groupId: string,
  optionId: string,
  values: PortionsValues,
  now?: Date,
): Promise<PortionsSet> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    const change = await repository.setOptionPortions(scope, groupId, optionId, values, now);
    if (!change) {
      // The group itself may be missing (another restaurant's): say which.
      if (!(await findOptionGroup(scope, groupId))) throw new AppError('NOT_FOUND', (m) => m.options.groupNotFound);
      throw new AppError('NOT_FOUND', (m) => m.options.optionNotFound);
    }
    if (!unchanged(change)) {
      await insertActivity(scope, {
        ...actorOf(member),
        action: 'option.portions_changed',
        subjectType: 'option_group',
        subjectId: groupId.toLowerCase(),
        details: { ...changeDetails(change), group: change.group },
      });
    }
    return {
      answer: { portions_left: change.after.left, portions_par: change.after.par },
      counts: { items: {}, options: { [optionId.toLowerCase()]: change.after.left } },
    };
  });
}

/** "Reset counts": back to each daily par, or not counted without one. Answers what each count is now. */
export function resetPortions(database: TenantDatabase, member: Member, now?: Date): Promise<PortionCounts> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    const counts = await repository.resetPortions(scope, now);
    const items = Object.keys(counts.items).length;
    const options = Object.keys(counts.options).length;
    if (items + options > 0) {
      await insertActivity(scope, {
        ...actorOf(member),
        action: 'portions.reset',
        subjectType: 'restaurant',
        subjectId: member.restaurantId,
        details: { items, options },
      });
    }
    return counts;
  });
}

/** What is left of the counted dishes and options on a restaurant's order page (by its address); 404 for no restaurant. */
/**
 * What a guest may order now of these dishes and options (0 for one switched off or gone): what the routes announce
 * once a change of them has committed (switching a dish or an option on or off, deleting it), so open order pages follow.
 */
export function availabilityOf(database: TenantDatabase, restaurantId: string, ids: { items?: readonly string[]; options?: readonly string[] }) {
  return repository.findAvailabilityOf(database.forRestaurant(restaurantId), { items: ids.items ?? [], options: ids.options ?? [] });
}

export async function getAvailability(database: TenantDatabase, slug: string, now?: Date): Promise<{ restaurantId: string; counts: PortionCounts }> {
  const restaurant = await resolveRestaurant(database.db, slug);
  return { restaurantId: restaurant.restaurantId, counts: await repository.findAvailability(database.forRestaurant(restaurant.restaurantId), now) };
}
