/** Photos for the browser tests (decision 0026): a camera-like JPEG made here, and an upload through the real API. */
import type { Photo } from '@maitre/shared/photos';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { appOrigin } from './fixtures';

/** A 1600 × 1200 JPEG of warm stripes, with a camera's make and a GPS position in its EXIF. */
export function dishPhotoJpeg(): Promise<Buffer> {
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">${Array.from(
      { length: 8 },
      (_, index) => `<rect x="${index * 200}" width="200" height="1200" fill="hsl(${10 + index * 6}, 70%, ${40 + index * 4}%)"/>`,
    ).join('')}</svg>`,
  );
  return sharp(stripes)
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'E2ECam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' } })
    .toBuffer();
}

/** Uploads `file` as the signed-in owner of `page` (POST /api/photos, the file as the body). */
export async function uploadPhoto(page: Page, file: Buffer): Promise<Photo> {
  const response = await page.request.post('/api/photos', { data: file, headers: { origin: appOrigin(), 'content-type': 'image/jpeg' } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { photo: Photo }).photo;
}
