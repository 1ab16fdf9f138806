import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token.ts';

describe('access tokens', () => {
  const secret = 'a secret that is at least thirty-two characters long';
  const claims = { userId: 'user-1', sessionId: 'session-1' };

  it('verify what they were minted with, for their purpose, until they expire', () => {
    let now = 1_000_000;
    const tokens = createAccessTokens(secret, { ttlMs: 60_000, now: () => now });
    const { token, expiresAt } = tokens.mint(claims, 'checkout');
    expect(expiresAt.getTime()).toBe(1_060_000);
    expect(tokens.verify(token, 'checkout')).toEqual(claims);
    now = 1_059_999;
    expect(tokens.verify(token, 'checkout')).toEqual(claims);
    now = 1_060_000;
    expect(tokens.verify(token, 'checkout')).toBeNull();
  });

  it('refuse a token signed with another secret, changed in any character, or not one at all', () => {
    const tokens = createAccessTokens(secret);
    const { token } = tokens.mint(claims, 'checkout');
    expect(createAccessTokens(`${secret}!`).verify(token, 'checkout')).toBeNull();
    const payload = token.split('.')[1] ?? '';
    const forgedPayload = Buffer.from(JSON.stringify({ p: 'checkout', u: 'someone-else', s: 'session-1', e: Date.now() + 60_000 })).toString('base64url');
    expect(tokens.verify(token.replace(payload, forgedPayload), 'checkout')).toBeNull();
    for (let index = 5; index < token.length; index += 1) {
      const changed = `${token.slice(0, index)}${token[index] === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`;
      expect(tokens.verify(changed, 'checkout'), `character ${index}`).toBeNull();
    }
    for (const garbage of ['', 'mat1.', 'mat1..', 'mat1.a.b.c', 'bearer', `${token}.x`]) expect(tokens.verify(garbage, 'checkout')).toBeNull();
  });
});
