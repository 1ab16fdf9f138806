/**
 * Queries of menu_photos (decision 0026): every one through the restaurant's scope (db/tenant.ts), and filtered by its
 * id. Which photos a dish shows is menu_items.photo_id; the lookup of a public address is a SECURITY DEFINER function
 * (migration 0012) that answers a restaurant only for a photo one of its dishes shows.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, namedQuery, queryNamed, queryRows } from '../../db/client.ts';
import { menuPhotos } from '../../db/schema/index.ts';
import type { RestaurantTx } from '../../db/tenant.ts';

export interface PhotoRow {
  id: string;
  width: number;
  height: number;
  /** Ascending. */
  widths: number[];
}

const photoColumns = { id: menuPhotos.id, width: menuPhotos.width, height: menuPhotos.height, widths: menuPhotos.widths };

/** An upload no dish shows is kept this long, for the form it was made in to be saved. */
export const UNUSED_PHOTO_GRACE = '1 day';
/** At most this many uploads no dish shows are kept per restaurant (the newest); older ones go at the next upload. */
export const MAX_UNUSED_PHOTOS = 20;

/** The restaurant's photo of this file (by its hash), marked as uploaded now; null when it has none. */
export async function touchPhotoByHash({ tx, restaurantId }: RestaurantTx, contentHash: string): Promise<PhotoRow | null> {
  const [row] = await tx
    .update(menuPhotos)
    .set({ uploadedAt: sql`now()` })
    .where(and(eq(menuPhotos.restaurantId, restaurantId), eq(menuPhotos.contentHash, contentHash)))
    .returning(photoColumns);
  return row ?? null;
}

/** Records a new photo; null when the same file was recorded meanwhile (by a concurrent upload). */
export async function insertPhoto(
  { tx, restaurantId }: RestaurantTx,
  photo: { contentHash: string; width: number; height: number; widths: number[]; storedBytes: number },
): Promise<PhotoRow | null> {
  const [row] = await tx
    .insert(menuPhotos)
    .values({ restaurantId, ...photo })
    .onConflictDoNothing({ target: [menuPhotos.restaurantId, menuPhotos.contentHash] })
    .returning(photoColumns);
  return row ?? null;
}

/**
 * The restaurant's photo, held (key share) until the transaction ends so that it cannot be removed before the dish
 * that is about to show it is written; null when the restaurant has no such photo (any more).
 */
export async function findPhotoForDish({ tx, restaurantId }: RestaurantTx, photoId: string): Promise<PhotoRow | null> {
  const [row] = await tx
    .select(photoColumns)
    .from(menuPhotos)
    .where(and(eq(menuPhotos.restaurantId, restaurantId), eq(menuPhotos.id, photoId)))
    .for('key share');
  return row ?? null;
}

/**
 * Deletes those of `candidates` (SQL that selects photo ids of this restaurant) that no dish shows. Two statements: the
 * first locks the candidates, skipping any that another transaction holds (a dish being saved with it right now: not
 * unused), the second deletes those still unused, with a new snapshot that sees every dish committed meanwhile. So a
 * photo is never deleted under a dish, and no save waits for, or deadlocks with, a clean-up. Answers the ids deleted.
 */
async function deleteUnused({ tx, restaurantId }: RestaurantTx, candidates: ReturnType<typeof sql>): Promise<string[]> {
  const locked = await queryRows<{ id: string }>(
    tx,
    sql`select p.id from menu_photos p where p.restaurant_id = ${restaurantId} and p.id in (${candidates}) for update skip locked`,
  );
  const ids = locked.map((row) => row.id);
  if (ids.length === 0) return [];
  const deleted = await queryRows<{ id: string }>(
    tx,
    sql`delete from menu_photos p where p.restaurant_id = ${restaurantId} and p.id = any(${sql.param(ids)}::uuid[])
        and not exists (select from menu_items m where m.restaurant_id = p.restaurant_id and m.photo_id = p.id)
        returning p.id`,
  );
  return deleted.map((row) => row.id);
}

/** Deletes the photos among `photoIds` that no dish of the restaurant shows any more (a dish deleted, a photo replaced). */
export function deletePhotosIfUnused(scope: RestaurantTx, photoIds: readonly string[]): Promise<string[]> {
  if (photoIds.length === 0) return Promise.resolve([]);
  return deleteUnused(scope, sql`select unnest(${sql.param([...photoIds])}::uuid[])`);
}

/**
 * Deletes the restaurant's uploads that no dish shows and that are older than UNUSED_PHOTO_GRACE or beyond the newest
 * MAX_UNUSED_PHOTOS of them, `keep` excepted (the upload being answered).
 */
export function deleteStaleUploads(scope: RestaurantTx, keep: string): Promise<string[]> {
  return deleteUnused(
    scope,
    sql`select u.id from (
        select p.id, p.uploaded_at, row_number() over (order by p.uploaded_at desc, p.id desc) as newest
        from menu_photos p
        where p.restaurant_id = ${scope.restaurantId}
          and not exists (select from menu_items m where m.restaurant_id = p.restaurant_id and m.photo_id = p.id)
      ) u
      where u.id <> ${keep}::uuid
        and (u.uploaded_at < now() - ${UNUSED_PHOTO_GRACE}::interval or u.newest > ${MAX_UNUSED_PHOTOS})`,
  );
}

const PHOTO_RESTAURANT = namedQuery({
  name: 'menu_photo_restaurant',
  text: 'select maitre_menu_photo_restaurant($1::uuid) as restaurant',
});

/**
 * The restaurant of a photo one of its dishes shows, whoever's it is (a SECURITY DEFINER lookup: a guest holds the
 * photo's random id, not its restaurant's); null for an unknown photo or one no dish shows.
 */
export async function findShownPhotoRestaurant(db: Executor, photoId: string): Promise<string | null> {
  const [row] = await queryNamed<{ restaurant: string | null }>(db, PHOTO_RESTAURANT, [photoId]);
  return row?.restaurant ?? null;
}
