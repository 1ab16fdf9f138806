import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aSession, asServed, authAnswers } from '@/test/auth';
import { sentRequests, server } from '@/test/server';
import { getSession, signOut } from './session-client';

describe('session-client', () => {
  it("reads better-auth's session, with or without extending it", async () => {
    const session = aSession();
    server.use(authAnswers.session(session));

    expect(await getSession({ query: { disableRefresh: true } })).toEqual({ data: asServed(session), error: null });
    expect(await getSession()).toMatchObject({ data: { user: { email: 'ada@example.com' } }, error: null });
    expect((await sentRequests()).map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/auth/get-session?disableRefresh=true',
      'GET /api/auth/get-session',
    ]);
  });

  it('answers data null when signed out, and the status when the server refuses', async () => {
    server.use(authAnswers.session(null));
    expect(await getSession()).toEqual({ data: null, error: null });
    server.use(http.get('/api/auth/get-session', () => HttpResponse.json({ error: { code: 'RATE_LIMITED', message: 'Too many requests' } }, { status: 429 })));
    expect(await getSession()).toMatchObject({ data: null, error: { status: 429 } });
  });

  it('signs out with a POST, and throws when the server does not agree', async () => {
    server.use(authAnswers.signOut());
    await signOut();
    expect(await sentRequests('POST', '/api/auth/sign-out')).toHaveLength(1);
    server.use(
      http.post('/api/auth/sign-out', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } }, { status: 500 })),
    );
    await expect(signOut()).rejects.toThrow('Sign-out failed (500)');
  });
});
