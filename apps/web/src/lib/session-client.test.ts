import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, signOut } from './session-client';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('session-client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads better-auth's session, with or without extending it", async () => {
    const session = { user: { id: 'u1', email: 'ada@example.com' }, session: { id: 's1', token: 't', expiresAt: '2030-01-01T00:00:00.000Z' } };
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(session));
    vi.stubGlobal('fetch', fetchMock);

    expect(await getSession({ query: { disableRefresh: true } })).toEqual({ data: session, error: null });
    expect(await getSession()).toEqual({ data: session, error: null });
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.credentials])).toEqual([
      ['/api/auth/get-session?disableRefresh=true', 'include'],
      ['/api/auth/get-session', 'include'],
    ]);
  });

  it('answers data null when signed out, and the status when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(null)),
    );
    expect(await getSession()).toEqual({ data: null, error: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Too many requests' }, 429)),
    );
    expect(await getSession()).toMatchObject({ data: null, error: { status: 429 } });
  });

  it('signs out with a POST, and throws when the server does not agree', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json({ success: true }));
    vi.stubGlobal('fetch', fetchMock);
    await signOut();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({}, 500)),
    );
    await expect(signOut()).rejects.toThrow('Sign-out failed (500)');
  });
});
