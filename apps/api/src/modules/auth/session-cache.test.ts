import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const owner = (id: string) => ({ userId: id, email: `${id}@example.com`, name: id, sessionId: `s-${id}`, restaurantId: `r-${id}`, role: 'owner' as const });

describe('session cache', () => {
  it('keeps nothing until the revocation listener is on, and forgets everything when it goes off', () => {
    const cache = new SessionCache({ ttlMs: 30_000 });
    cache.set('t1', owner('a'), Date.now() + 60_000);
    expect(cache.get('t1')).toBeUndefined();
    cache.setActive(true);
    cache.set('t1', owner('a'), Date.now() + 60_000);
    expect(cache.get('t1')?.signedIn.userId).toBe('a');
    cache.setActive(false);
    expect(cache.get('t1')).toBeUndefined();
    cache.set('t1', owner('a'), Date.now() + 60_000);
    expect(cache.size).toBe(0);
  });

  it('ends an entry after its time to live and never past the session’s own expiry', () => {
    let now = 1_000_000;
    const cache = new SessionCache({ ttlMs: 30_000, now: () => now });
    cache.setActive(true);
    cache.set('long', owner('a'), now + 3_600_000);
    cache.set('short', owner('b'), now + 5_000);
    now += 5_000;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBeDefined();
    now += 25_000;
    expect(cache.get('long')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets every session of one user and only theirs; clear forgets all', () => {
    const cache = new SessionCache({ ttlMs: 30_000 });
    cache.setActive(true);
    const until = Date.now() + 60_000;
    cache.set('a-phone', owner('a'), until);
    cache.set('a-laptop', owner('a'), until);
    cache.set('b-tablet', owner('b'), until);
    cache.forgetUser('a');
    expect(cache.get('a-phone')).toBeUndefined();
    expect(cache.get('a-laptop')).toBeUndefined();
    expect(cache.get('b-tablet')?.signedIn.userId).toBe('b');
    cache.clear();
    expect(cache.get('b-tablet')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest; a ttl of 0 turns it off', () => {
    const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 2 });
    cache.setActive(true);
    const until = Date.now() + 60_000;
    cache.set('1', owner('a'), until);
    cache.set('2', owner('b'), until);
    cache.set('3', owner('c'), until);
    expect(cache.size).toBe(2);
    expect(cache.get('1')).toBeUndefined();
    const off = new SessionCache({ ttlMs: 0 });
    off.setActive(true);
    off.set('1', owner('a'), until);
    expect(off.get('1')).toBeUndefined();
  });
});
