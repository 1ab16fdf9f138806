/**
 * A person's restaurants: the list behind the switcher and Settings, opening another restaurant (owners), leaving one.
 * Switching is better-auth's organization `set-active`, which checks the membership.
 */
import type { MyRestaurant } from '@maitre/shared/staff';
import type { Role } from '@maitre/shared/team';
import { and, asc, eq } from 'drizzle-orm';
import type { TenantDatabase } from '../../db/client.ts';
import { restaurantMembers, restaurants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SignedIn } from '../auth/authenticate.ts';
import { actorOf, insertActivity } from './activity.repository.ts';
import { countOwners, deleteMember, findMemberByUser, lockTeam } from './staff.repository.ts';
import { openRestaurant } from './team.repository.ts';

export async function listMyRestaurants(database: TenantDatabase, signedIn: SignedIn): Promise<MyRestaurant[]> {
  const rows = await database.db
    .select({ id: restaurants.id, name: restaurants.name, slug: restaurants.slug, role: restaurantMembers.role })
    .from(restaurantMembers)
    .innerJoin(restaurants, eq(restaurants.id, restaurantMembers.organizationId))
    .where(eq(restaurantMembers.userId, signedIn.userId))
    .orderBy(asc(restaurantMembers.createdAt), asc(restaurants.id));
  return rows.map((row) => ({ ...row, role: row.role as Role, active: row.id === signedIn.restaurantId }));
}

/** An owner (of any restaurant) opens another one, without a plan, as its owner. The session keeps acting where it was. */
export async function createRestaurant(
  database: TenantDatabase,
  signedIn: SignedIn,
  body: { restaurant_name: string; timezone: string },
): Promise<MyRestaurant> {
  const owns = await database.db
    .select({ id: restaurantMembers.id })
    .from(restaurantMembers)
    .where(and(eq(restaurantMembers.userId, signedIn.userId), eq(restaurantMembers.role, 'owner')))
    .limit(1);
  if (owns.length === 0) throw new AppError('FORBIDDEN', (m) => m.team.onlyOwnerOpens);
  return database.db.transaction(async (tx) => {
    const restaurant = await openRestaurant(tx, signedIn.userId, { name: body.restaurant_name, timezone: body.timezone });
    return { id: restaurant.id, name: restaurant.name, slug: restaurant.slug, role: 'owner', active: false };
  });
}

/** Leaves a restaurant; its only owner cannot (ownership goes to a manager first). */
export async function leaveRestaurant(
  database: TenantDatabase,
  signedIn: SignedIn,
  restaurantId: string,
  membershipChanged: (userId: string) => void,
): Promise<void> {
  await database.withRestaurant(restaurantId, async (scope) => {
    await lockTeam(scope);
    const self = await findMemberByUser(scope, signedIn.userId);
    if (!self) throw new AppError('NOT_FOUND', (m) => m.team.restaurantNotFound);
    if (self.role === 'owner' && (await countOwners(scope)) <= 1) throw new AppError('CONFLICT', (m) => m.team.lastOwner);
    await deleteMember(scope, self.id);
    await insertActivity(scope, {
      ...actorOf(signedIn),
      action: 'member.left',
      subjectType: 'member',
      subjectId: signedIn.userId,
      details: { name: signedIn.name, role: self.role },
    });
  });
  membershipChanged(signedIn.userId);
}
