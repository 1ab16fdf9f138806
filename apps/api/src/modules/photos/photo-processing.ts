/**
 * What an upload becomes (decision 0026): the file's type read from its first bytes (never its name or the request's
 * Content-Type) and confirmed by the decoder, the camera's orientation applied, every piece of metadata dropped (EXIF
 * with its GPS position, XMP, IPTC, the colour profile after conversion to sRGB), and WebP copies 320, 640 and 1280 px
 * wide, never wider than the photo itself. Decoding and encoding are CPU-heavy: at most MAX_CONCURRENT_RESIZES run at
 * once in this process, a few more wait, and beyond that an upload is refused with 503 and Retry-After.
 */
import { PHOTO_WIDTHS } from '@maitre/shared/photos';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/** No operation cache between uploads: each photo is decoded once and never again, so a cache only holds memory. */
sharp.cache(false);

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** Resizes running at once in this instance (2 cores on the reference machine: one for uploads, one for everything else). */
export const MAX_CONCURRENT_RESIZES = 2;
/** Uploads that may wait for a turn; one more is refused (503) rather than queued without bound. */
export const MAX_WAITING_RESIZES = 8;
/**
 * Pixels a photo may have: 50 megapixels covers the largest phone photos (8160 × 6120) and stops "decompression bombs"
 * (a small PNG that decodes to gigabytes).
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** WebP quality for food photos: 80 keeps texture and the reds of sauces without blocky gradients; sharp's default is 80 too. */
const WEBP_OPTIONS = { quality: 80, effort: 4, smartSubsample: true } as const;

const file = (text: ConstructorParameters<typeof AppError>[1]) => ({ file: [text] });
const notAnImage = () =>
  new AppError(
    'VALIDATION_FAILED',
    (m) => m.photos.notAnImage,
    file((m) => m.photos.notAnImage),
  );
const unreadable = () =>
  new AppError(
    'VALIDATION_FAILED',
    (m) => m.photos.unreadable,
    file((m) => m.photos.unreadable),
  );
const tooManyPixels = () =>
  new AppError(
    'VALIDATION_FAILED',
    (m) => m.photos.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000),
    file((m) => m.photos.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000)),
  );

/** The format the file's first bytes announce (its "magic number"), or null when it is none of JPEG, PNG and WebP. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const starts = (offset: number, expected: readonly number[]) => expected.every((byte, index) => bytes[offset + index] === byte);
  if (starts(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF, a 4-byte size, WEBP.
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

/** The widths to keep of a photo `width` px wide: the standard ones below it, and its own when it is not wider than the largest. */
export function variantWidths(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((candidate) => candidate < width);
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as number;
  return width > largest ? below : [...below, width];
}

export interface PhotoVariant {
  width: number;
  height: number;
  /** The WebP file. */
  data: Buffer;
}

/** A small counting semaphore with a bounded queue: `run` waits for a turn, or throws `busy()` when the queue is full. */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(
    private readonly limit: number,
    private readonly maxWaiting: number,
    private readonly busy: () => Error,
  ) {}

  get running(): number {
    return this.active;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw this.busy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await work();
    } finally {
      // The turn passes straight to the next waiter (active stays the same), or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

const resizes = new Semaphore(MAX_CONCURRENT_RESIZES, MAX_WAITING_RESIZES, () => new AppError('SERVICE_UNAVAILABLE', (m) => m.photos.busy, undefined, 5));

/** How many resizes run in this instance right now (tests, metrics). */
export function runningResizes(): number {
  return resizes.running;
}

/**
 * The WebP copies of an uploaded file, narrowest first: 400 when it is not a JPEG, PNG or WebP image (by its content),
 * cannot be decoded, or has more than MAX_INPUT_PIXELS; 503 when too many uploads are being processed.
 */
export async function makePhotoVariants(input: Buffer): Promise<PhotoVariant[]> {
  const format = sniffPhotoFormat(input);
  if (!format) throw notAnImage();
  return resizes.run(async () => {
    // failOn 'error': a photo with a harmless oddity (a truncated thumbnail, an odd marker) still loads, as in a browser.
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
    let metadata: Metadata;
    try {
      metadata = await sharp(input, options).metadata();
    } catch (error) {
      if (/pixel limit/i.test(String((error as Error).message))) throw tooManyPixels();
      throw unreadable();
    }
    // The decoder must agree with the first bytes (a file that only starts like an image is not one).
    if (metadata.format !== format) throw notAnImage();
    if (!metadata.width || !metadata.height) throw unreadable();
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooManyPixels();
    // Orientations 5–8 turn the photo a quarter: its width on screen is its stored height.
    const shownWidth = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
    const variants: PhotoVariant[] = [];
    try {
      for (const width of variantWidths(shownWidth)) {
        // No withMetadata/keepMetadata: sharp writes none of the input's metadata, and converts colours to sRGB.
        const { data, info } = await sharp(input, options)
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .webp(WEBP_OPTIONS)
          .toBuffer({ resolveWithObject: true });
        variants.push({ width: info.width, height: info.height, data });
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unreadable();
    }
    return variants;
  });
}
