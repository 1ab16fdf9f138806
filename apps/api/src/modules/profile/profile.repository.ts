import type { UpdateProfileInput } from '@maitre/shared/account';
import type { Profile } from '@maitre/shared/profile';
import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { restaurantSlugRedirects, user, userProfiles } from '../../db/schema/index.ts';
import { firstFreeSlug, slugify } from './restaurant-slug.ts';

type ProfileRow = typeof userProfiles.$inferSelect;

function toProfile(row: ProfileRow): Profile {
  return { user_id: row.userId, full_name: row.fullName, restaurant_name: row.restaurantName, slug: row.slug, timezone: row.timezone };
}

export async function findProfile(db: Executor, ownerId: string): Promise<Profile | null> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, ownerId)).limit(1);
  return row ? toProfile(row) : null;
}

/**
 * The owner of the restaurant whose current or former address is `slug`, whoever it is (a SECURITY DEFINER lookup:
 * row-level security shows the app one owner's profile at a time). Null when no restaurant uses or used it.
 */
export async function findSlugOwner(db: Pick<Executor, 'execute'>, slug: string): Promise<string | null> {
  const [row] = await queryRows<{ owner: string | null }>(db, sql`select maitre_slug_owner(${slug}) as owner`);
  return row?.owner ?? null;
}

/** Addresses of any restaurant, current or former, that are `base` or `base-…` (a SECURITY DEFINER lookup, like findSlugOwner). */
async function findTakenSlugs(db: Pick<Executor, 'execute'>, base: string): Promise<Set<string>> {
  const rows = await queryRows<{ slug: string }>(db, sql`select maitre_taken_slugs(${base}) as slug`);
  return new Set(rows.map((row) => row.slug));
}

export interface NewProfile {
  userId: string;
  fullName: string;
  restaurantName: string;
  timezone: string;
}

/**
 * Inserts the profile with a unique slug from the restaurant name (taken: base-2, base-3…; old slugs that still
 * redirect count as taken). `on conflict do nothing` keeps the surrounding transaction usable when another sign-up
 * takes the same slug first; then the next free one is tried.
 */
export async function createProfile(db: Executor, profile: NewProfile): Promise<Profile> {
  const base = slugify(profile.restaurantName);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = firstFreeSlug(base, await findTakenSlugs(db, base));
    const [row] = await db
      .insert(userProfiles)
      .values({ userId: profile.userId, fullName: profile.fullName, restaurantName: profile.restaurantName, timezone: profile.timezone, slug })
      .onConflictDoNothing({ target: userProfiles.slug })
      .returning();
    if (row) return toProfile(row);
  }
  throw new Error(`createProfile: no free slug for "${base}" after 5 attempts`);
}

/** Changes the given fields of the owner's profile (and the account's display name with the full name); null when the owner has none. */
export async function updateProfile(db: Executor, ownerId: string, changes: UpdateProfileInput): Promise<Profile | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(userProfiles)
      .set({
        ...(changes.full_name === undefined ? {} : { fullName: changes.full_name }),
        ...(changes.restaurant_name === undefined ? {} : { restaurantName: changes.restaurant_name }),
        ...(changes.timezone === undefined ? {} : { timezone: changes.timezone }),
        updatedAt: new Date(),
      })
      .where(eq(userProfiles.userId, ownerId))
      .returning();
    if (!row) return null;
    if (changes.full_name !== undefined) await tx.update(user).set({ name: changes.full_name, updatedAt: new Date() }).where(eq(user.id, ownerId));
    return toProfile(row);
  });
}

export type SlugChange = { profile: Profile } | { taken: true } | { missing: true };

/**
 * Moves the order page to a new address; the old one keeps redirecting. An address another restaurant uses (or
 * used) is taken; taking back one of your own old addresses is allowed.
 */
export async function changeSlug(db: Executor, ownerId: string, slug: string): Promise<SlugChange> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(userProfiles).where(eq(userProfiles.userId, ownerId)).for('update');
    if (!current) return { missing: true };
    if (current.slug === slug) return { profile: toProfile(current) };
    const usedBy = await findSlugOwner(tx, slug);
    if (usedBy && usedBy !== ownerId) return { taken: true };
    await tx.delete(restaurantSlugRedirects).where(eq(restaurantSlugRedirects.slug, slug));
    const [row] = await tx.update(userProfiles).set({ slug, updatedAt: new Date() }).where(eq(userProfiles.userId, ownerId)).returning();
    if (current.slug) await tx.insert(restaurantSlugRedirects).values({ slug: current.slug, userId: ownerId }).onConflictDoNothing();
    if (!row) return { missing: true };
    return { profile: toProfile(row) };
  });
}
