/**
 * Restaurants and their members. Not tenant tables (db/schema/team.ts): they decide which restaurant a session may act
 * for, so they are read by the member's own user id and the restaurant's id, never through a restaurant scope.
 */
import type { Locale } from '@maitre/shared/locales';
import type { Role } from '@maitre/shared/team';
import { and, asc, eq, sql } from 'drizzle-orm';
import { actAsRestaurantIn, type Executor, queryRows } from '../../db/client.ts';
import { restaurantMembers, restaurants } from '../../db/schema/index.ts';
import { insertDefaultCategories } from '../categories/categories.repository.ts';
import { firstFreeSlug, slugify } from './restaurant-slug.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;

export async function findRestaurant(db: Executor, restaurantId: string): Promise<RestaurantRow | null> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1);
  return row ?? null;
}

/** Addresses of any restaurant, current or former, that are `base` or `base-…` (a SECURITY DEFINER lookup). */
async function findTakenSlugs(db: Pick<Executor, 'execute'>, base: string): Promise<Set<string>> {
  const rows = await queryRows<{ slug: string }>(db, sql`select maitre_taken_slugs(${base}) as slug`);
  return new Set(rows.map((row) => row.slug));
}

/**
 * The restaurant whose current or former address is `slug`, whoever's it is (a SECURITY DEFINER lookup: former
 * addresses are tenant rows). Null when no restaurant uses or used it.
 */
export async function findSlugRestaurant(db: Pick<Executor, 'execute'>, slug: string): Promise<string | null> {
  const [row] = await queryRows<{ restaurant: string | null }>(db, sql`select maitre_slug_restaurant(${slug}) as restaurant`);
  return row?.restaurant ?? null;
}

export interface NewRestaurant {
  name: string;
  timezone: string;
}

/**
 * Inserts a restaurant with a unique address made from its name (taken: base-2, base-3…; former addresses that still
 * redirect count as taken). `on conflict do nothing` keeps the surrounding transaction usable when another sign-up
 * takes the same address first; then the next free one is tried.
 */
export async function insertRestaurant(db: Executor, restaurant: NewRestaurant): Promise<RestaurantRow> {
  const base = slugify(restaurant.name);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = firstFreeSlug(base, await findTakenSlugs(db, base));
    const [row] = await db
      .insert(restaurants)
      .values({ id: crypto.randomUUID(), name: restaurant.name, timezone: restaurant.timezone, slug })
      .onConflictDoNothing({ target: restaurants.slug })
      .returning();
    if (row) return row;
  }
  throw new Error(`insertRestaurant: no free address for "${base}" after 5 attempts`);
}

export async function insertMember(db: Executor, member: { restaurantId: string; userId: string; role: Role }): Promise<void> {
  await db.insert(restaurantMembers).values({ id: crypto.randomUUID(), organizationId: member.restaurantId, userId: member.userId, role: member.role });
}

/**
 * A new restaurant with `userId` as its owner member (sign-up, and an owner opening another), in the caller's
 * transaction, with the spec's five menu categories (issue 19). The rest of that transaction acts as the new
 * restaurant (actAsRestaurantIn): its callers do nothing after it.
 */
export async function openRestaurant(db: Executor, userId: string, restaurant: NewRestaurant): Promise<RestaurantRow> {
  const row = await insertRestaurant(db, restaurant);
  await insertMember(db, { restaurantId: row.id, userId, role: 'owner' });
  await insertDefaultCategories(await actAsRestaurantIn(db, row.id));
  return row;
}

/** The restaurant a new session of this user acts for: the one they joined first (null: a member of none). */
export async function findFirstRestaurantOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ restaurantId: restaurantMembers.organizationId })
    .from(restaurantMembers)
    .where(eq(restaurantMembers.userId, userId))
    .orderBy(asc(restaurantMembers.createdAt), asc(restaurantMembers.organizationId))
    .limit(1);
  return row?.restaurantId ?? null;
}

/** The role of a user in a restaurant, or null when they are not a member. */
export async function findRole(db: Executor, restaurantId: string, userId: string): Promise<Role | null> {
  const [row] = await db
    .select({ role: restaurantMembers.role })
    .from(restaurantMembers)
    .where(and(eq(restaurantMembers.organizationId, restaurantId), eq(restaurantMembers.userId, userId)))
    .limit(1);
  return (row?.role as Role | undefined) ?? null;
}

export interface RestaurantChanges {
  name?: string;
  timezone?: string;
  defaultLanguage?: Locale;
}

export async function updateRestaurant(db: Executor, restaurantId: string, changes: RestaurantChanges): Promise<RestaurantRow | null> {
  const [row] = await db
    .update(restaurants)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(restaurants.id, restaurantId))
    .returning();
  return row ?? null;
}
