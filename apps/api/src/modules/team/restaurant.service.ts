/** A restaurant's own settings: name, time zone, the order page's address (with the former ones redirecting). */
import { and, eq } from 'drizzle-orm';
import type { TenantDatabase } from '../../db/client.ts';
import { restaurantSlugRedirects, restaurants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findRestaurant, findSlugRestaurant, type RestaurantChanges, type RestaurantRow, updateRestaurant } from './team.repository.ts';

const TAKEN = () => new AppError('CONFLICT', (m) => m.team.addressTaken, { slug: [(m) => m.team.addressTakenField] });

export async function changeRestaurantSettings(database: TenantDatabase, restaurantId: string, changes: RestaurantChanges): Promise<RestaurantRow> {
  const row = Object.keys(changes).length > 0 ? await updateRestaurant(database.db, restaurantId, changes) : await findRestaurant(database.db, restaurantId);
  if (!row) throw new AppError('NOT_FOUND', (m) => m.team.restaurantGone);
  return row;
}

/**
 * Moves the order page to a new address; the old one keeps redirecting. An address another restaurant uses (or
 * used) is taken; taking back one of its own former addresses is allowed. Two restaurants claiming the same free
 * address at once: the unique index decides, the loser hears it is taken.
 */
export async function changeSlug(database: TenantDatabase, restaurantId: string, slug: string): Promise<RestaurantRow> {
  try {
    return await database.withRestaurant(restaurantId, async ({ tx }) => {
      const [current] = await tx.select().from(restaurants).where(eq(restaurants.id, restaurantId)).for('update');
      if (!current) throw new AppError('NOT_FOUND', (m) => m.team.restaurantGone);
      if (current.slug === slug) return current;
      const usedBy = await findSlugRestaurant(tx, slug);
      if (usedBy && usedBy !== restaurantId) throw TAKEN();
      // Former addresses are this restaurant's tenant rows (row-level security): taking one back removes its redirect.
      await tx.delete(restaurantSlugRedirects).where(and(eq(restaurantSlugRedirects.restaurantId, restaurantId), eq(restaurantSlugRedirects.slug, slug)));
      const [row] = await tx.update(restaurants).set({ slug, updatedAt: new Date() }).where(eq(restaurants.id, restaurantId)).returning();
      await tx.insert(restaurantSlugRedirects).values({ slug: current.slug, restaurantId }).onConflictDoNothing();
      if (!row) throw new AppError('NOT_FOUND', (m) => m.team.restaurantGone);
      return row;
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') throw TAKEN();
    throw error;
  }
}
