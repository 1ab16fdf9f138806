/**
 * Photos of dishes (issue 19, decision 0026): what a restaurant uploaded, resized to WebP variants, stored in the
 * database so that every instance serves them without a shared disk and they survive restarts. `menu_photos` holds a
 * photo's facts (its content hash, size, the widths made); `menu_photo_variants` the bytes of each width, behind the
 * PhotoStore interface (modules/photos/photo-store.ts), so the bytes can move to object storage later while the facts
 * and the dishes' references stay here. Both are tenant tables (row-level security, migration 0012).
 */
import { sql } from 'drizzle-orm';
import { check, customType, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { restaurants } from './team.ts';

/** PostgreSQL bytea: node-postgres reads it as a Buffer, PGlite as a Uint8Array; both take either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const menuPhotos = pgTable(
  'menu_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the file as uploaded: the same file uploaded again is the same photo. */
    contentHash: text('content_hash').notNull(),
    /** The largest variant's size in pixels (after the camera's orientation is applied): the photo's aspect ratio. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The widths of the variants made, ascending (320, 640, 1280, or the photo's own width when narrower). */
    widths: integer('widths').array().notNull(),
    /** The bytes of all its variants together. */
    storedBytes: integer('stored_bytes').notNull(),
    /** When it was uploaded (again, for the same file): an upload no dish shows is kept a day for its form to be saved. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('menu_photos_restaurant_hash_unique').on(table.restaurantId, table.contentHash),
    // What the dishes' and the variants' foreign keys refer to: a restaurant's rows only point at its own photos.
    unique('menu_photos_id_restaurant_unique').on(table.id, table.restaurantId),
    index('menu_photos_restaurant_uploaded_idx').on(table.restaurantId, table.uploadedAt),
    check('menu_photos_size_positive', sql`${table.width} > 0 and ${table.height} > 0`),
    check('menu_photos_widths_present', sql`cardinality(${table.widths}) > 0`),
  ],
);

export const menuPhotoVariants = pgTable(
  'menu_photo_variants',
  {
    restaurantId: text('restaurant_id').notNull(),
    photoId: uuid('photo_id').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The WebP file. */
    data: bytea('data').notNull(),
  },
  (table) => [
    primaryKey({ name: 'menu_photo_variants_pkey', columns: [table.photoId, table.width] }),
    foreignKey({
      name: 'menu_photo_variants_photo_fk',
      columns: [table.photoId, table.restaurantId],
      foreignColumns: [menuPhotos.id, menuPhotos.restaurantId],
    }).onDelete('cascade'),
  ],
);
