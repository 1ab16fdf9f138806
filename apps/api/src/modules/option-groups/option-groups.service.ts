/**
 * Option group rules (issue 19): groups belong to their restaurant and are reused by its dishes; editing one replaces
 * it as a whole (its options kept by id, added, removed); front of house may switch an option off and on (sold out).
 * Another restaurant's group, or option, is not found.
 */
import type { OptionGroup, OptionGroupValues } from '@maitre/shared/options';
import type { TenantDatabase } from '../../db/client.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { AppError, type Text } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { actorOf, insertActivity } from '../team/activity.repository.ts';
import * as repository from './option-groups.repository.ts';

const groupNotFound = () => new AppError('NOT_FOUND', (m) => m.options.groupNotFound);
const optionNotFound = () => new AppError('NOT_FOUND', (m) => m.options.optionNotFound);

export function listOptionGroups(database: TenantDatabase, member: Member): Promise<OptionGroup[]> {
  return repository.findOptionGroups(database.forRestaurant(member.restaurantId));
}

async function answer(scope: RestaurantTx, id: string): Promise<OptionGroup> {
  const group = await repository.findOptionGroup(scope, id);
  if (!group) throw groupNotFound();
  return group;
}

export function createOptionGroup(database: TenantDatabase, member: Member, values: OptionGroupValues): Promise<OptionGroup> {
  // A new group's options are all new: an id sent with one names nothing of this group.
  refuseForeignOptions(values, new Set());
  return database.withRestaurant(member.restaurantId, async (scope) => {
    const id = await repository.insertGroup(scope, values);
    await repository.replaceOptions(scope, id, values);
    // The activity log keeps every menu change (issue 17), option groups included.
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'option_group.created',
      subjectType: 'option_group',
      subjectId: id,
      details: { name: values.name },
    });
    return answer(scope, id);
  });
}

/** An option id that is not one of the group's own options: 400 at the option's place. */
function refuseForeignOptions(values: OptionGroupValues, own: ReadonlySet<string>): void {
  const fieldErrors: Record<string, Text[]> = {};
  values.options.forEach((option, index) => {
    if (option.id && !own.has(option.id.toLowerCase())) fieldErrors[`options.${index}.id`] = [(m) => m.options.optionNotFound];
  });
  if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', (m) => m.options.optionNotFound, fieldErrors);
}

/** Replaces the group as a whole: its fields, and its options (kept by id and rewritten, added, or removed). */
export function replaceOptionGroup(database: TenantDatabase, member: Member, id: string, values: OptionGroupValues): Promise<OptionGroup> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    const before = await repository.findGroupForUpdate(scope, id);
    if (!before) throw groupNotFound();
    refuseForeignOptions(values, new Set(before.optionIds));
    await repository.updateGroup(scope, id, values);
    await repository.replaceOptions(scope, id, values);
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'option_group.updated',
      subjectType: 'option_group',
      subjectId: id,
      details: { name: values.name },
    });
    return answer(scope, id);
  });
}

/** Deletes the group; the dishes that offered it offer it no more (orders keep what was chosen). */
export async function deleteOptionGroup(database: TenantDatabase, member: Member, id: string): Promise<void> {
  await database.withRestaurant(member.restaurantId, async (scope) => {
    const group = await repository.deleteGroup(scope, id);
    if (!group) throw groupNotFound();
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'option_group.deleted',
      subjectType: 'option_group',
      subjectId: id,
      details: { name: group.name },
    });
  });
}

/** Sold out, or back: front of house's to do, like a dish's availability. */
export function setOptionAvailability(database: TenantDatabase, member: Member, groupId: string, optionId: string, available: boolean): Promise<OptionGroup> {
  return database.withRestaurant(member.restaurantId, async (scope) => {
    if (!(await repository.setOptionAvailability(scope, groupId, optionId, available))) {
      // The group itself may be missing (another restaurant's): say which.
      if (!(await repository.findOptionGroup(scope, groupId))) throw groupNotFound();
      throw optionNotFound();
    }
    const group = await answer(scope, groupId);
    const option = group.options.find((candidate) => candidate.id === optionId.toLowerCase());
    await insertActivity(scope, {
      ...actorOf(member),
      action: 'option.availability_changed',
      subjectType: 'option_group',
      subjectId: groupId,
      details: { name: option?.name ?? null, group: group.name, available },
    });
    return group;
  });
}
