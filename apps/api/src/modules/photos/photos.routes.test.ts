import { MAX_PHOTO_BYTES, type Photo, PhotoResponseSchema } from '@maitre/shared/photos';
import { StorefrontSchema } from '@maitre/shared/storefront';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, type TestOwner } from '../../../test/factories.ts';
import { menuItems, menuPhotos, menuPhotoVariants, restaurants } from '../../db/schema/index.ts';
import { MAX_CONCURRENT_RESIZES, Semaphore, sniffPhotoFormat, variantWidths } from './photo-processing.ts';
import { MAX_UNUSED_PHOTOS } from './photos.repository.ts';

const ctx = buildTestApp();

/** A photo as a camera writes it: a JPEG with the camera's make and a GPS position in its EXIF. */
function cameraJpeg(width = 2000, height = 1500, options: { orientation?: number } = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 190, g: 60, b: 30 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhotoTestCam', Model: 'Model 7', Copyright: 'Chez Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' },
    });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** A small image of a colour of its own: each call a different file (uploads of the same file are the same photo). */
let shade = 0;
function tinyPng(width = 40, height = 30) {
  shade += 1;
  return sharp({ create: { width, height, channels: 3, background: { r: shade % 256, g: Math.floor(shade / 256), b: 99 } } })
    .png()
    .toBuffer();
}

async function upload(owner: Pick<TestOwner, 'headers'>, body: Buffer, contentType = 'application/octet-stream') {
  return ctx.app.inject({ method: 'POST', url: '/api/photos', headers: { ...owner.headers, 'content-type': contentType }, payload: body });
}

async function uploaded(owner: Pick<TestOwner, 'headers'>, body: Buffer, contentType?: string): Promise<Photo> {
  const response = await upload(owner, body, contentType);
  expect(response.statusCode, response.body).toBe(201);
  return PhotoResponseSchema.strict().parse(response.json()).photo;
}

async function addDish(owner: TestOwner, imageUrl: string | null, name = 'Tomato tart') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/menu-items',
    headers: owner.headers,
    payload: { name, price: 9, category: 'Main Course', image_url: imageUrl },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().menuItem as { id: string; image_url: string | null };
}

const media = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const storedPhotos = (restaurantId: string) => ctx.database.db.select().from(menuPhotos).where(eq(menuPhotos.restaurantId, restaurantId));

describe('photo uploads', () => {
  it('turns a camera JPEG into WebP copies 320, 640 and 1280 px wide, without its EXIF or GPS position', async () => {
    const owner = await createOwner(ctx.app);
    const original = await cameraJpeg();
    // The test image really carries what a phone writes.
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhotoTestCam');
    // The GPS IFD pointer (tag 0x8825, little-endian in sharp's EXIF).
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const photo = await uploaded(owner, original, 'image/jpeg');
    expect(photo).toEqual({
      id: expect.any(String),
      url: `/media/${photo.id}/640.webp`,
      width: 1280,
      height: 960,
      variants: [320, 640, 1280].map((width) => ({ width, height: (width * 3) / 4, url: `/media/${photo.id}/${width}.webp` })),
    });
    const rows = await ctx.database.db.select().from(menuPhotoVariants).where(eq(menuPhotoVariants.photoId, photo.id)).orderBy(menuPhotoVariants.width);
    expect(rows.map((row) => [row.width, row.height])).toEqual([
      [320, 240],
      [640, 480],
      [1280, 960],
    ]);
    for (const row of rows) {
      const stored = Buffer.from(row.data);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: row.width, height: row.height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(stored.toString('latin1')).not.toContain('PhotoTestCam');
    }
  });

  it('applies the camera’s orientation, and never enlarges: a PNG 500 px wide keeps 320 and 500, a WebP 800 px wide 320, 640 and 800', async () => {
    const owner = await createOwner(ctx.app);
    // Stored landscape, shown portrait (orientation 6: turned a quarter clockwise).
    const portrait = await uploaded(owner, await cameraJpeg(1600, 1200, { orientation: 6 }));
    expect([portrait.width, portrait.height]).toEqual([1200, 1600]);
    expect(portrait.variants.map((variant) => variant.width)).toEqual([320, 640, 1200]);

    const png = await uploaded(owner, await tinyPng(500, 300), 'image/png');
    expect(png.variants.map((variant) => variant.width)).toEqual([320, 500]);
    expect(png.url).toBe(`/media/${png.id}/500.webp`);
    const webp = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .webp()
      .toBuffer();
    expect((await uploaded(owner, webp, 'image/webp')).variants.map((variant) => [variant.width, variant.height])).toEqual([
      [320, 240],
      [640, 480],
      [800, 600],
    ]);
    const small = await uploaded(owner, await tinyPng(200, 100));
    expect(small).toMatchObject({ url: `/media/${small.id}/200.webp`, width: 200, height: 100 });
  });

  it('reads the type from the content: a PNG sent as image/jpeg is a PNG, a text file named .jpg is refused', async () => {
    const owner = await createOwner(ctx.app);
    expect((await uploaded(owner, await tinyPng(), 'image/jpeg')).variants).toHaveLength(1);

    for (const [body, type] of [
      [Buffer.from('Menu of the day: soup, fish, tart\n'), 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
      [
        await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
        'image/gif',
      ],
      [Buffer.from('{"image":"x"}'), 'application/json'],
    ] as const) {
      const response = await upload(owner, body, type);
      expect(response.statusCode, type).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'This file is not a JPEG, PNG or WebP image',
          fieldErrors: { file: ['This file is not a JPEG, PNG or WebP image'] },
        },
      });
    }
    // Starts like a JPEG, is not one.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const damaged = await upload(owner, fake);
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().error.fieldErrors).toEqual({ file: ['This image could not be read: the file may be damaged'] });
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/photos', headers: owner.headers });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldErrors).toEqual({ file: ['Send the photo as the request body'] });
    expect(await storedPhotos(owner.restaurantId)).toHaveLength(1);
  });

  it('refuses a photo of more than 50 megapixels (a small file that would decode to gigabytes)', async () => {
    const owner = await createOwner(ctx.app);
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#0a0' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(owner, bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ file: ['This photo has too many pixels: at most 50 megapixels'] });
  });

  it('refuses a file over 10 MB with 413, in the reader’s language, before storing anything', async () => {
    const owner = await createOwner(ctx.app);
    const big = Buffer.concat([await cameraJpeg(64, 64), Buffer.alloc(MAX_PHOTO_BYTES, 1)]);
    const response = await upload(owner, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'A photo can be at most 10 MB', fieldErrors: { file: ['A photo can be at most 10 MB'] } },
    });
    const french = await ctx.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { ...owner.headers, 'accept-language': 'fr' },
      payload: big,
    });
    expect(french.json().error.message).toBe('Une photo fait au maximum 10 Mo');
    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { ...owner.headers, 'accept-language': 'de', 'content-type': 'image/png' },
      payload: Buffer.from('not a picture'),
    });
    expect(german.json().error.message).toBe('Diese Datei ist kein JPEG-, PNG- oder WebP-Bild');
    expect(await storedPhotos(owner.restaurantId)).toEqual([]);
    // Other routes keep the server's own 256 KB limit.
    const menu = await ctx.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: owner.headers,
      payload: { name: 'x', price: 1, description: 'x'.repeat(300_000) },
    });
    expect(menu.statusCode).toBe(413);
  });

  it('stores the same file once: a second upload answers the same photo', async () => {
    const owner = await createOwner(ctx.app);
    const file = await tinyPng();
    const first = await uploaded(owner, file);
    expect(await uploaded(owner, file)).toEqual(first);
    expect(await storedPhotos(owner.restaurantId)).toHaveLength(1);
    // Another restaurant's upload of the same file is its own photo.
    const other = await createOwner(ctx.app);
    expect((await uploaded(other, file)).id).not.toBe(first.id);
  });

  it('is for those who edit the menu: kitchen and front of house get 403, nobody signed in 401', async () => {
    const owner = await createOwner(ctx.app);
    const file = await tinyPng();
    for (const role of ['kitchen', 'front_of_house'] as const) {
      const member = await createMember(ctx.app, owner, role);
      const response = await upload(member, file);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    const manager = await createMember(ctx.app, owner, 'manager');
    expect((await upload(manager, file)).statusCode).toBe(201);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/photos', headers: { 'content-type': 'image/png' }, payload: file });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('photo addresses', () => {
  it('serves a photo a dish shows, immutable for a year with an ETag; an upload no dish shows, or anything else, is 404', async () => {
    const owner = await createOwner(ctx.app);
    const photo = await uploaded(owner, await cameraJpeg(900, 600));
    // Not saved with a dish yet: not public.
    expect((await media(photo.url)).statusCode).toBe(404);

    const dish = await addDish(owner, photo.url);
    expect(dish.image_url).toBe(photo.url);
    for (const variant of photo.variants) {
      const response = await media(variant.url);
      expect(response.statusCode, variant.url).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${photo.id}-${variant.width}"`,
      });
      expect((await sharp(response.rawPayload).metadata()).width).toBe(variant.width);
      const again = await media(variant.url, { 'if-none-match': response.headers.etag as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: photo.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');

    for (const url of [
      `/media/${photo.id}/1280.webp`,
      `/media/${photo.id}/640.png`,
      `/media/${photo.id}/640`,
      `/media/${crypto.randomUUID()}/640.webp`,
      '/media/not-a-photo/640.webp',
      `/media/${dish.id}/640.webp`,
    ]) {
      const response = await media(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Photo not found' } });
    }
  });

  it('shows the photo on the order page with every copy for srcset, and a pasted URL as before', async () => {
    const owner = await createOwner(ctx.app);
    const photo = await uploaded(owner, await cameraJpeg(1000, 750));
    await addDish(owner, photo.url, 'Shakshuka');
    await addDish(owner, 'https://images.example.com/soup.jpg', 'Soup');
    const profile = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().profile;
    const storefront = StorefrontSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/storefront/${profile.slug}` })).json());
    const byName = Object.fromEntries(storefront.menu.map((item) => [item.name, item]));
    expect(byName.Shakshuka).toMatchObject({
      image_url: photo.url,
      photo: { srcset: `/media/${photo.id}/320.webp 320w, /media/${photo.id}/640.webp 640w, /media/${photo.id}/1000.webp 1000w`, width: 1000, height: 750 },
    });
    expect(byName.Soup).toMatchObject({ image_url: 'https://images.example.com/soup.jpg', photo: null });
  });

  it('keeps a dish to its own restaurant’s photos: another restaurant’s photo is refused at image_url, its dish is 404', async () => {
    const a = await createOwner(ctx.app);
    const b = await createOwner(ctx.app);
    const photoOfA = await uploaded(a, await tinyPng());
    const dishOfA = await addDish(a, photoOfA.url);

    const stolen = await ctx.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: b.headers,
      payload: { name: 'Copy', price: 1, image_url: photoOfA.url },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'This photo is no longer stored: upload it again',
        fieldErrors: { image_url: ['This photo is no longer stored: upload it again'] },
      },
    });
    const dishOfB = await addDish(b, null);
    const patched = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${dishOfB.id}`, headers: b.headers, payload: { image_url: photoOfA.url } });
    expect(patched.statusCode).toBe(400);
    // A's dish, aimed at by B: not found, and A's photo stays.
    const photoOfB = await uploaded(b, await tinyPng());
    const intrusion = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${dishOfA.id}`, headers: b.headers, payload: { image_url: photoOfB.url } });
    expect(intrusion.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/menu-items/${dishOfA.id}`, headers: b.headers })).statusCode).toBe(404);
    expect((await media(photoOfA.url)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select({ photoId: menuItems.photoId }).from(menuItems).where(eq(menuItems.id, dishOfB.id));
    expect(row?.photoId).toBeNull();
  });

  it('stores the photo’s own address whatever copy was named, and a pasted URL names no photo', async () => {
    const owner = await createOwner(ctx.app);
    const photo = await uploaded(owner, await cameraJpeg(1600, 1200));
    const dish = await addDish(owner, `/media/${photo.id}/1280.webp`);
    expect(dish.image_url).toBe(photo.url);
    const pasted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${dish.id}`,
      headers: owner.headers,
      payload: { image_url: 'https://cdn.example.com/dish.webp' },
    });
    expect(pasted.json().menuItem.image_url).toBe('https://cdn.example.com/dish.webp');
    for (const bad of ['/media/x/640.webp', 'ftp://example.com/a.jpg', '/etc/passwd']) {
      const response = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${dish.id}`, headers: owner.headers, payload: { image_url: bad } });
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(response.json().error.fieldErrors)).toEqual(['image_url']);
    }
  });
});

describe('photos no dish shows are deleted', () => {
  it('when the dish shows another image or is deleted, unless another dish still shows the photo', async () => {
    const owner = await createOwner(ctx.app);
    const first = await uploaded(owner, await tinyPng(700, 500));
    const second = await uploaded(owner, await tinyPng(700, 500));
    const dish = await addDish(owner, first.url);
    const patch = (payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${dish.id}`, headers: owner.headers, payload });

    // Replaced: the first photo goes with its copies, in the same request.
    expect((await patch({ image_url: second.url })).statusCode).toBe(200);
    expect((await storedPhotos(owner.restaurantId)).map((row) => row.id)).toEqual([second.id]);
    expect(await ctx.database.db.select().from(menuPhotoVariants).where(eq(menuPhotoVariants.photoId, first.id))).toEqual([]);
    expect((await media(first.url)).statusCode).toBe(404);
    expect((await patch({ image_url: first.url })).statusCode).toBe(400);

    // Shown by two dishes: deleting one keeps it; deleting the other deletes it.
    const twin = await addDish(owner, second.url, 'Twin');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/menu-items/${dish.id}`, headers: owner.headers })).statusCode).toBe(204);
    expect((await storedPhotos(owner.restaurantId)).map((row) => row.id)).toEqual([second.id]);
    expect((await media(second.url)).statusCode).toBe(200);
    // Removing the photo from a dish (image_url null) lets it go too.
    const removed = await ctx.app.inject({ method: 'PATCH', url: `/api/menu-items/${twin.id}`, headers: owner.headers, payload: { image_url: null } });
    expect(removed.json().menuItem.image_url).toBeNull();
    expect(await storedPhotos(owner.restaurantId)).toEqual([]);
    expect((await media(second.url)).statusCode).toBe(404);
  });

  it('never deletes a photo under a dish: a dish saved with it while the dish that showed it is deleted either keeps it or is refused', async () => {
    const owner = await createOwner(ctx.app);
    for (let round = 0; round < 6; round += 1) {
      const photo = await uploaded(owner, await tinyPng(300, 200));
      const shown = await addDish(owner, photo.url, `Shown ${round}`);
      const [deleted, added] = await Promise.all([
        ctx.app.inject({ method: 'DELETE', url: `/api/menu-items/${shown.id}`, headers: owner.headers }),
        ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: owner.headers, payload: { name: `New ${round}`, price: 1, image_url: photo.url } }),
      ]);
      expect(deleted.statusCode).toBe(204);
      // Saved first: the photo stays for the new dish. Or the delete went first: the photo is gone and the save says so.
      expect([201, 400]).toContain(added.statusCode);
      const stored = (await storedPhotos(owner.restaurantId)).some((row) => row.id === photo.id);
      expect(stored).toBe(added.statusCode === 201);
      if (added.statusCode === 400) expect(added.json().error.fieldErrors).toEqual({ image_url: ['This photo is no longer stored: upload it again'] });
    }
  });

  it('keeps an upload no dish shows for a day (its form may still be saved), and at most the newest 20 of them', async () => {
    const owner = await createOwner(ctx.app);
    const shown = await uploaded(owner, await tinyPng());
    await addDish(owner, shown.url);
    const stale = await uploaded(owner, await tinyPng());
    const fresh = await uploaded(owner, await tinyPng());
    await ctx.database.db.update(menuPhotos).set({ uploadedAt: sql`now() - interval '25 hours'` }).where(eq(menuPhotos.id, stale.id));
    // Even a photo a dish has shown for months stays while it does.
    await ctx.database.db.update(menuPhotos).set({ uploadedAt: sql`now() - interval '90 days'` }).where(eq(menuPhotos.id, shown.id));
    const next = await uploaded(owner, await tinyPng());
    const ids = new Set((await storedPhotos(owner.restaurantId)).map((row) => row.id));
    expect(ids).toEqual(new Set([shown.id, fresh.id, next.id]));

    const later: string[] = [];
    for (let index = 0; index < MAX_UNUSED_PHOTOS; index += 1) later.push((await uploaded(owner, await tinyPng(12, 12))).id);
    const kept = new Set((await storedPhotos(owner.restaurantId)).map((row) => row.id));
    expect(kept).toEqual(new Set([shown.id, ...later]));
  });
});

describe('a restaurant deleted', () => {
  it('takes its photos and their copies with it, dishes showing them included', async () => {
    const owner = await createOwner(ctx.app);
    const photo = await uploaded(owner, await tinyPng(400, 300));
    await addDish(owner, photo.url);
    await uploaded(owner, await tinyPng());
    await ctx.database.db.delete(restaurants).where(eq(restaurants.id, owner.restaurantId));
    expect(await storedPhotos(owner.restaurantId)).toEqual([]);
    expect(await ctx.database.db.select().from(menuPhotoVariants).where(eq(menuPhotoVariants.restaurantId, owner.restaurantId))).toEqual([]);
    expect((await media(photo.url)).statusCode).toBe(404);
  });
});

describe('photo processing', () => {
  it('knows JPEG, PNG and WebP by their first bytes only', async () => {
    expect(sniffPhotoFormat(await cameraJpeg(16, 16))).toBe('jpeg');
    expect(sniffPhotoFormat(await tinyPng())).toBe('png');
    expect(
      sniffPhotoFormat(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(sniffPhotoFormat(Buffer.from('RIFF0000WAVEfmt '))).toBeNull();
    expect(sniffPhotoFormat(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffPhotoFormat(Buffer.alloc(0))).toBeNull();
  });

  it('keeps 320, 640 and 1280, or fewer and the photo’s own width, never wider', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 1280]);
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(100)).toEqual([100]);
  });

  it('runs at most two resizes at once, lets a few wait, and refuses beyond that', async () => {
    expect(MAX_CONCURRENT_RESIZES).toBe(2);
    const busy = new Error('busy');
    const semaphore = new Semaphore(2, 1, () => busy);
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const work = () =>
      semaphore.run(
        () =>
          new Promise<void>((resolve) => {
            running += 1;
            most = Math.max(most, running);
            releases.push(() => {
              running -= 1;
              resolve();
            });
          }),
      );
    const started = [work(), work(), work()];
    await expect(work()).rejects.toBe(busy);
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(2);
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(started);
    expect(most).toBe(2);
    expect(semaphore.running).toBe(0);
  });
});
