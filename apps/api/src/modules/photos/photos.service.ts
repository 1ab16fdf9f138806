/**
 * Photo rules (issue 19, decision 0026): an upload is the restaurant's, stored once per file (by its SHA-256), resized
 * to WebP copies in photo-processing.ts; a dish shows it by its address in image_url. A photo's address is public while
 * a dish of its restaurant shows it, and a photo no dish shows is deleted: at once when the dish that showed it is
 * deleted or shows another, and, for uploads never saved with a dish, after a day (or beyond the newest 20) at the
 * restaurant's next upload. So the stored photos are bounded by the dishes plus 20.
 */
import { createHash } from 'node:crypto';
import { defaultPhotoWidth, type Photo, parsePhotoUrl, photoUrl } from '@maitre/shared/photos';
import type { TenantDatabase } from '../../db/client.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { makePhotoVariants } from './photo-processing.ts';
import { databasePhotoStore, type PhotoStore } from './photo-store.ts';
import * as repository from './photos.repository.ts';

/** The one store there is (photo-store.ts); an object store would be chosen here from the configuration. */
const store: PhotoStore = databasePhotoStore;

const photoNotFound = () => new AppError('NOT_FOUND', (m) => m.photos.notFound);

function toPhoto(row: repository.PhotoRow): Photo {
  const heightAt = (width: number) => Math.max(1, Math.round((row.height * width) / row.width));
  return {
    id: row.id,
    url: photoUrl(row.id, defaultPhotoWidth(row.widths)),
    width: row.width,
    height: row.height,
    variants: row.widths.map((width) => ({ width, height: heightAt(width), url: photoUrl(row.id, width) })),
  };
}

/**
 * Stores an uploaded file as the restaurant's photo and answers it (the same photo again for the same file, without
 * resizing it twice). The resize runs outside any transaction; the row, its copies and the clean-up of stale uploads
 * are one transaction.
 */
export async function uploadPhoto(database: TenantDatabase, member: Member, file: Buffer | undefined): Promise<Photo> {
  if (!file || file.length === 0) throw new AppError('VALIDATION_FAILED', (m) => m.photos.noFile, { file: [(m) => m.photos.noFile] });
  const contentHash = createHash('sha256').update(file).digest('hex');
  const known = await database.withRestaurant(member.restaurantId, (scope) => repository.touchPhotoByHash(scope, contentHash));
  if (known) return toPhoto(known);
  const variants = await makePhotoVariants(file);
  const largest = variants[variants.length - 1];
  if (!largest) throw new Error('makePhotoVariants answered no copy');
  return database.withRestaurant(member.restaurantId, async (scope) => {
    const inserted = await repository.insertPhoto(scope, {
      contentHash,
      width: largest.width,
      height: largest.height,
      widths: variants.map((variant) => variant.width),
      storedBytes: variants.reduce((sum, variant) => sum + variant.data.length, 0),
    });
    // The same file, uploaded at the same moment by another request: that one wrote the copies.
    const row = inserted ?? (await repository.touchPhotoByHash(scope, contentHash));
    if (!row) throw new Error('uploadPhoto: the photo is neither new nor known');
    if (inserted) await store.write(scope, inserted.id, variants);
    await store.remove(scope, await repository.deleteStaleUploads(scope, row.id));
    return toPhoto(row);
  });
}

/** What a dish's image_url means for its photo: the photo it names (and that photo's address as stored), or none. */
export interface DishImage {
  imageUrl: string | null;
  photoId: string | null;
}

/**
 * The photo a dish's image_url names, checked to be the restaurant's and held until the dish is written: its address
 * is rewritten to the photo's own (the 640 px copy, whatever width was named). A pasted URL names no photo. 400 at
 * image_url when it names a photo the restaurant does not have (another's, or one deleted since).
 */
export async function dishImage(scope: RestaurantTx, imageUrl: string | null): Promise<DishImage> {
  const named = parsePhotoUrl(imageUrl);
  if (!named) return { imageUrl, photoId: null };
  const row = await repository.findPhotoForDish(scope, named.photoId);
  if (!row) throw new AppError('VALIDATION_FAILED', (m) => m.photos.unknownPhoto, { image_url: [(m) => m.photos.unknownPhoto] });
  return { imageUrl: photoUrl(row.id, defaultPhotoWidth(row.widths)), photoId: row.id };
}

/** After a dish was deleted or given another image: deletes the photo it showed if no dish shows it any more. */
export async function releaseDishPhoto(scope: RestaurantTx, photoId: string | null | undefined): Promise<void> {
  if (!photoId) return;
  await store.remove(scope, await repository.deletePhotosIfUnused(scope, [photoId]));
}

/** One copy of a photo for anyone (the guests' order page): 404 unless a dish of its restaurant shows it. */
export async function readShownPhoto(database: TenantDatabase, photoId: string, width: number): Promise<Buffer> {
  const restaurantId = await repository.findShownPhotoRestaurant(database.db, photoId);
  if (!restaurantId) throw photoNotFound();
  const bytes = await store.read(database.forRestaurant(restaurantId), photoId, width);
  if (!bytes) throw photoNotFound();
  return bytes;
}
