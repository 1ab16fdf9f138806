/**
 * Photos of dishes (issue 19, decision 0026): an owner uploads a JPEG, PNG or WebP file (at most 10 MB); the server
 * reads its type from its content, strips its metadata (EXIF, location) and keeps WebP copies 320, 640 and 1280 px
 * wide (never wider than the photo), served at immutable addresses `/media/{photo id}/{width}.webp`. A dish shows a
 * photo when its `image_url` is one of those addresses (the upload answers the one to use); a pasted http(s) URL still
 * works as before.
 */
import { z } from 'zod';

/** The largest file an upload takes: 10 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_MEGABYTES = MAX_PHOTO_BYTES / (1024 * 1024);
/** The widths of the WebP copies kept of each photo (a narrower photo keeps its own width instead of the larger ones). */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
/** The width `image_url` names: the copy the dashboard and API clients show when they pick one address. */
export const PHOTO_DEFAULT_WIDTH = 640;
/** What the file picker offers (the server decides from the content, not from this). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

const PHOTO_PATH = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([1-9][0-9]{0,3})\.webp$/;

/** The address of one copy of a stored photo (root-relative: it is served by the same server as the API). */
export function photoUrl(photoId: string, width: number): string {
  return `/media/${photoId}/${width}.webp`;
}

/** The photo and width an address names, when it is the address of a stored photo; null for anything else. */
export function parsePhotoUrl(url: string | null | undefined): { photoId: string; width: number } | null {
  const match = url ? PHOTO_PATH.exec(url) : null;
  return match ? { photoId: match[1] as string, width: Number(match[2]) } : null;
}

/** Which of `widths` (ascending) the dish's `image_url` names: the widest up to PHOTO_DEFAULT_WIDTH, else the narrowest. */
export function defaultPhotoWidth(widths: readonly number[]): number {
  const fitting = widths.filter((width) => width <= PHOTO_DEFAULT_WIDTH);
  return fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths);
}

export const PhotoVariantSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string(),
});

export const PhotoSchema = z.object({
  id: z.uuid(),
  /** What to put in a dish's image_url: the copy PHOTO_DEFAULT_WIDTH wide (or the photo's own width when narrower). */
  url: z.string(),
  /** The largest copy's size in pixels: the photo's aspect ratio. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Every copy kept, narrowest first (for `srcset`). */
  variants: z.array(PhotoVariantSchema),
});
export type Photo = z.infer<typeof PhotoSchema>;

/** POST /api/photos answers 201 with the stored photo. */
export const PhotoResponseSchema = z.object({ photo: PhotoSchema });
