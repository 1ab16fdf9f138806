import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { queryRows } from '../../db/client.ts';
import { createRateLimiter, rateLimitKey, rateLimitKeySql } from './rate-limiter.ts';

describe('rate limiter on PostgreSQL', () => {
  let database: TestDatabase;
  let clock = 1_700_000_000_000;
  const now = () => clock;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => database.dispose());

  const limit = { max: 3, windowMs: 60_000 };

  it('makes the same key in SQL as in the server, so a statement can count on a key it reads itself', async () => {
    const values = ['7f3c2a9e-0d1b-4c5e-8f6a-1b2c3d4e5f60', '192.0.2.1', '2001:db8::1', 'Crêperie Zoë ☕', ''];
    for (const value of values) {
      const [row] = await queryRows<{ key: string }>(
        database.handle.db,
        sql.raw(`select ${rateLimitKeySql('guest-order-restaurant', `'${value}'::text`)} as key`),
      );
      expect(row?.key, value).toBe(rateLimitKey('guest-order-restaurant', value));
    }
    expect(() => rateLimitKeySql("x'; drop table rate_limit; --", "'v'")).toThrow(/lower-case letters/);
  });

  it('allows max attempts per window, then refuses with the seconds left, and allows again once the window ended', async () => {
    const limiter = createRateLimiter(database.handle.db, now);
    const key = rateLimitKey('test', 'window');
    const hits = [];
    for (let attempt = 0; attempt < 4; attempt += 1) hits.push(await limiter.hit(key, limit));
    expect(hits.map((hit) => hit.allowed)).toEqual([true, true, true, false]);

    clock += 45_000;
    const later = await limiter.hit(key, limit);
    expect(later).toMatchObject({ allowed: false, retryAfterSeconds: 15 });

    clock += 15_000;
    expect(await limiter.hit(key, limit)).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts concurrent attempts exactly (one atomic upsert each), so parallel requests cannot slip past the limit', async () => {
    const limiter = createRateLimiter(database.handle.db, now);
    const key = rateLimitKey('test', 'concurrent');
    const hits = await Promise.all(Array.from({ length: 12 }, () => limiter.hit(key, { max: 5, windowMs: 60_000 })));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(5);
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('counts first attempts on a new key that arrive together, none failing (both unique indexes race)', async () => {
    const limiter = createRateLimiter(database.handle.db, now);
    // The first hit on a key inserts its row; a handful at once used to fail one of them now and then with
    // unique_violation on rate_limit_pkey, which ON CONFLICT (key) does not arbitrate. Many rounds make it likely.
    for (let round = 0; round < 60; round += 1) {
      const key = rateLimitKey('test', `first-hits-${round}`);
      const hits = await Promise.all(Array.from({ length: 6 }, () => limiter.hit(key, { max: 10, windowMs: 60_000 })));
      expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('undo takes one attempt back and reset forgets the key; each key counts on its own', async () => {
    const limiter = createRateLimiter(database.handle.db, now);
    const key = rateLimitKey('test', 'undo');
    const other = rateLimitKey('test', 'other');
    await limiter.hit(key, limit);
    const second = await limiter.hit(key, limit);
    await limiter.undo(second);
    expect((await limiter.hit(key, limit)).count).toBe(2);
    expect((await limiter.hit(other, limit)).count).toBe(1);
    await limiter.reset(key);
    expect((await limiter.hit(key, limit)).count).toBe(1);
  });

  it('hitMany counts several keys in one statement, each against its own max, concurrently without losing a count', async () => {
    const limiter = createRateLimiter(database.handle.db, now);
    const guest = rateLimitKey('test', 'many-guest');
    const restaurant = rateLimitKey('test', 'many-restaurant');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        limiter.hitMany(
          [
            { key: index % 2 === 0 ? guest : rateLimitKey('test', `many-guest-${index}`), max: 3 },
            { key: restaurant, max: 6 },
          ],
          60_000,
        ),
      ),
    );
    const restaurantCounts = results.map(([, hit]) => hit?.count).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(restaurantCounts).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(results.flat().filter((hit) => hit.key === restaurant && !hit.allowed)).toHaveLength(2);
    expect(results.flat().filter((hit) => hit.key === guest && !hit.allowed)).toHaveLength(1);
    clock += 60_000;
    const [fresh] = await limiter.hitMany([{ key: restaurant, max: 6 }], 60_000);
    expect(fresh).toMatchObject({ allowed: true, count: 1 });
  });

  it('stores hashes, never the email or IP itself', () => {
    const key = rateLimitKey('/sign-in/email:account', 'owner@example.com');
    expect(key).toMatch(/^maitre:\/sign-in\/email:account:[A-Za-z0-9_-]{32}$/);
    expect(key).not.toContain('owner');
  });
});
