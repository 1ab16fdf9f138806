/**
 * Sessions checked recently, kept in memory so an owner's next requests skip the session query (a database round
 * trip on every API call; a quarter of GET /api/orders' cost). Revocation stays immediate:
 *
 * - on this instance, every state-changing /api/auth request other than sign-in and sign-up (sign-out, revoke,
 *   password change or reset, account changes) clears the whole cache before its answer leaves;
 * - on every instance, triggers on `session` (delete) and `user` (update, delete) notify channel
 *   `maitre_sessions` with the user id, and sessions.plugin.ts forgets that user's entries when it arrives;
 * - while the listener is not connected (start-up, PostgreSQL restart) the cache is off and emptied, since a
 *   notification could be missed; it comes back on, empty, once the listener is back.
 *
 * An entry also ends after `ttlMs` and never outlives its session's expiry.
 */
import type { SignedIn } from './authenticate.ts';

interface Entry {
  signedIn: SignedIn;
  expiresAt: number;
  until: number;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

export class SessionCache {
  private readonly byToken = new Map<string, Entry>();
  private readonly tokensOf = new Map<string, Set<string>>();
  private active = false;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ ttlMs, maxEntries = 10_000, now = Date.now }: SessionCacheOptions) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** Who a cached, unexpired session belongs to (with its restaurant and role), and the session's expiry (ms). */
  get(token: string): { signedIn: SignedIn; expiresAt: number } | undefined {
    const entry = this.byToken.get(token);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.until <= now || entry.expiresAt <= now) {
      this.delete(token, entry.signedIn.userId);
      return undefined;
    }
    return entry;
  }

  set(token: string, signedIn: SignedIn, expiresAt: number): void {
    if (!this.active || this.ttlMs === 0) return;
    if (this.byToken.size >= this.maxEntries) {
      const oldest = this.byToken.entries().next().value;
      if (oldest) this.delete(oldest[0], oldest[1].signedIn.userId);
    }
    this.byToken.set(token, { signedIn, expiresAt, until: this.now() + this.ttlMs });
    let tokens = this.tokensOf.get(signedIn.userId);
    if (!tokens) {
      tokens = new Set();
      this.tokensOf.set(signedIn.userId, tokens);
    }
    tokens.add(token);
  }

  /** Every session of this user (signed out elsewhere, password changed, account updated or deleted). */
  forgetUser(userId: string): void {
    for (const token of this.tokensOf.get(userId) ?? []) this.byToken.delete(token);
    this.tokensOf.delete(userId);
  }

  clear(): void {
    this.byToken.clear();
    this.tokensOf.clear();
  }

  /** Off (and emptied) while revocations from other instances cannot be heard. */
  setActive(active: boolean): void {
    this.active = active;
    this.clear();
  }

  get size(): number {
    return this.byToken.size;
  }

  private delete(token: string, userId: string): void {
    this.byToken.delete(token);
    const tokens = this.tokensOf.get(userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensOf.delete(userId);
  }
}
