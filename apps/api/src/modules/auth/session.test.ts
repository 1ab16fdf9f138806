import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner, signIn } from '../../../test/factories.ts';
import { session } from '../../db/schema/index.ts';
import { SESSION_EXPIRES_IN_SECONDS } from './auth.ts';
import { createSessionTokenReader, SESSION_COOKIE } from './session-token.ts';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const sign = (token: string) => `${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`;

describe('session token reader', () => {
  const read = createSessionTokenReader(SECRET, { secureCookies: false });

  it('reads the signed session cookie, URI-encoded as browsers send it, among other cookies', () => {
    expect(read({ cookie: `theme=dark; ${SESSION_COOKIE}=${encodeURIComponent(sign('tok123'))}; other=1` })).toBe('tok123');
    expect(read({ cookie: `${SESSION_COOKIE}="${sign('quoted')}"` })).toBe('quoted');
  });

  it('refuses a cookie whose signature does not match, is cut short, or is missing', () => {
    const signed = sign('tok123');
    expect(read({ cookie: `${SESSION_COOKIE}=${encodeURIComponent(signed.replace('tok123', 'tok124'))}` })).toBeNull();
    expect(read({ cookie: `${SESSION_COOKIE}=${encodeURIComponent(signed.slice(0, -4))}` })).toBeNull();
    expect(read({ cookie: `${SESSION_COOKIE}=tok123` })).toBeNull();
    expect(read({ cookie: `${SESSION_COOKIE}=.%%%` })).toBeNull();
    expect(read({ cookie: `x${SESSION_COOKIE}=${encodeURIComponent(signed)}` })).toBeNull();
    expect(read({})).toBeNull();
  });

  it('under https reads only the __Secure- cookie', () => {
    const secure = createSessionTokenReader(SECRET, { secureCookies: true });
    expect(secure({ cookie: `${SESSION_COOKIE}=${encodeURIComponent(sign('a'))}` })).toBeNull();
    expect(secure({ cookie: `__Secure-${SESSION_COOKIE}=${encodeURIComponent(sign('a'))}` })).toBe('a');
  });

  it('takes a bearer token — signed (encoded or not, base64url too) or raw — before the cookie, and falls back when it is forged', () => {
    const cookie = `${SESSION_COOKIE}=${encodeURIComponent(sign('from-cookie'))}`;
    expect(read({ cookie, authorization: `Bearer ${encodeURIComponent(sign('from-bearer'))}` })).toBe('from-bearer');
    expect(read({ cookie, authorization: `bearer ${sign('from-bearer')}` })).toBe('from-bearer');
    const base64url = `b.${createHmac('sha256', SECRET).update('b').digest('base64url')}`;
    expect(read({ authorization: `Bearer ${base64url}` })).toBe('b');
    expect(read({ authorization: 'Bearer raw-token' })).toBe('raw-token');
    expect(read({ cookie, authorization: 'Bearer forged.c2lnbmF0dXJl' })).toBe('from-cookie');
    expect(read({ cookie, authorization: 'Basic dXNlcjpwYXNz' })).toBe('from-cookie');
    expect(read({ authorization: 'Bearer ' })).toBeNull();
  });
});

describe('authenticated requests', () => {
  const ctx = buildTestApp();
  const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/orders?limit=1', headers });

  it('accept the session cookie, and the same session token as a bearer (an API client that holds it)', async () => {
    const owner = await createOwner(ctx.app);
    expect((await me(owner.headers)).statusCode).toBe(200);
    const response = await signIn(ctx.app, owner.email, owner.password);
    // Scripts are never handed the token (no set-auth-token header); a client outside the browser reads its cookie.
    expect(response.headers['set-auth-token']).toBeUndefined();
    const cookie =
      [response.headers['set-cookie']]
        .flat()
        .map(String)
        .find((value) => value.startsWith('better-auth.session_token=')) ?? '';
    const signed = decodeURIComponent(cookie.split(';')[0]?.split('=')[1] ?? '');
    expect((await me({ authorization: `Bearer ${signed}` })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${signed.split('.')[0]}` })).statusCode).toBe(200);
  });

  it('refuse an expired session', async () => {
    const owner = await createOwner(ctx.app);
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(session.userId, owner.id));
    expect((await me(owner.headers)).statusCode).toBe(401);
  });

  it('refuse a signed-out session at once, though it was just answered from memory', async () => {
    const owner = await createOwner(ctx.app);
    expect((await me(owner.headers)).statusCode).toBe(200);
    expect((await me(owner.headers)).statusCode).toBe(200);
    const signOut = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: owner.headers });
    expect(signOut.statusCode).toBe(200);
    const refused = await me(owner.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } });
  });

  it('refuse a session deleted behind the app’s back (another instance, an operator) once its notification arrives', async () => {
    const owner = await createOwner(ctx.app);
    expect((await me(owner.headers)).statusCode).toBe(200);
    await ctx.database.db.delete(session).where(eq(session.userId, owner.id));
    await expect.poll(async () => (await me(owner.headers)).statusCode, { timeout: 2_000, interval: 20 }).toBe(401);
  });

  it('extend a session used more than a day after its last refresh to a full week again', async () => {
    const owner = await createOwner(ctx.app);
    const twoDaysOld = new Date(Date.now() + (SESSION_EXPIRES_IN_SECONDS - 2 * 24 * 60 * 60) * 1000);
    await ctx.database.db.update(session).set({ expiresAt: twoDaysOld }).where(eq(session.userId, owner.id));
    expect((await me(owner.headers)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(session).where(eq(session.userId, owner.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_EXPIRES_IN_SECONDS - 60) * 1000);

    // A session refreshed less than a day ago is left as it is.
    const fresh = new Date(Date.now() + (SESSION_EXPIRES_IN_SECONDS - 60 * 60) * 1000);
    await ctx.database.db.update(session).set({ expiresAt: fresh }).where(eq(session.userId, owner.id));
    expect((await me(owner.headers)).statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(session).where(eq(session.userId, owner.id));
    expect(after?.expiresAt.getTime()).toBe(fresh.getTime());
  });
});
