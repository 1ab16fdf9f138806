import type { UpdateProfileInput } from '@maitre/shared/account';
import type { Profile } from '@maitre/shared/profile';
import { eq, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
  // slugify() leaves only [a-z0-9-], so the base needs no LIKE escaping.
  const pattern = `${base}-%`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const taken = await db
      .select({ slug: sql<string>`${userProfiles.slug}` })
      .from(userProfiles)
      .where(or(eq(userProfiles.slug, base), like(userProfiles.slug, pattern)))
      .union(
        db
          .select({ slug: restaurantSlugRedirects.slug })
          .from(restaurantSlugRedirects)
          .where(or(eq(restaurantSlugRedirects.slug, base), like(restaurantSlugRedirects.slug, pattern))),
      );
    const slug = firstFreeSlug(base, new Set(taken.map((row) => row.slug)));
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
    const [usedBy] = await tx
      .select({ userId: userProfiles.userId })
      .from(userProfiles)
      .where(eq(userProfiles.slug, slug))
      .union(tx.select({ userId: restaurantSlugRedirects.userId }).from(restaurantSlugRedirects).where(eq(restaurantSlugRedirects.slug, slug)));
    if (usedBy && usedBy.userId !== ownerId) return { taken: true };
    await tx.delete(restaurantSlugRedirects).where(eq(restaurantSlugRedirects.slug, slug));
    const [row] = await tx.update(userProfiles).set({ slug, updatedAt: new Date() }).where(eq(userProfiles.userId, ownerId)).returning();
    if (current.slug) await tx.insert(restaurantSlugRedirects).values({ slug: current.slug, userId: ownerId }).onConflictDoNothing();
    if (!row) return { missing: true };
    return { profile: toProfile(row) };
  });
}
