/**
 * Where a photo's bytes live (decision 0026). The facts of a photo (menu_photos: hash, size, widths) and the dishes'
 * references to it always live in the database; the bytes of its WebP copies live in a PhotoStore. Today there is one,
 * the database itself (menu_photo_variants): it needs no setup, works for any number of instances and survives
 * restarts, and a photo's bytes are written and removed in the same transaction as its row.
 *
 * An S3-compatible store would implement the same three calls (configured by a URL, with its own emulator package for
 * local mode and tests, like packages/stripe-emulator): `write` before the transaction commits (an object left behind
 * by a rollback is harmless and can be swept), `read` by key `{restaurant}/{photo}/{width}.webp` (or a redirect to a
 * signed URL), and `remove` after the commit of the transaction that deleted the rows. Nothing else would change.
 */
import { namedQuery } from '../../db/client.ts';
import { menuPhotoVariants } from '../../db/schema/index.ts';
import type { RestaurantScope, RestaurantTx } from '../../db/tenant.ts';
import type { PhotoVariant } from './photo-processing.ts';

export interface PhotoStore {
  /** Keeps the copies of a photo whose row this transaction just inserted. */
  write(scope: RestaurantTx, photoId: string, variants: readonly PhotoVariant[]): Promise<void>;
  /** One copy's WebP bytes, or null when the store has none of this photo and width. */
  read(scope: RestaurantScope, photoId: string, width: number): Promise<Buffer | null>;
  /** Forgets the copies of photos whose rows this transaction deleted. */
  remove(scope: RestaurantTx, photoIds: readonly string[]): Promise<void>;
}

const VARIANT = namedQuery({
  name: 'menu_photo_variant',
  text: 'select data from menu_photo_variants where restaurant_id = $1 and photo_id = $2 and width = $3',
});

/** node-postgres answers a bytea as a Buffer, PGlite as a Uint8Array: the same bytes, without a copy. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export const databasePhotoStore: PhotoStore = {
  async write({ tx, restaurantId }, photoId, variants) {
    await tx
      .insert(menuPhotoVariants)
      .values(variants.map((variant) => ({ restaurantId, photoId, width: variant.width, height: variant.height, data: variant.data })));
  },
  async read(scope, photoId, width) {
    const [row] = await scope.query<{ data: Uint8Array }>(VARIANT, [scope.restaurantId, photoId, width]);
    return row ? asBuffer(row.data) : null;
  },
  async remove() {
    // The copies are rows that went with their photo's row (on delete cascade), in the same transaction.
  },
};
