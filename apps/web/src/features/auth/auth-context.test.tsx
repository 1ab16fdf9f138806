import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerError, answerWith, json } from '@/test/api';
import { aSession, authAnswers } from '@/test/auth';
import { aProfile } from '@/test/fixtures';
import { sentRequests, server } from '@/test/server';
import { AuthProvider, prefetchSession, useAuth } from './auth-context';

function Probe() {
  const { user, profile: loaded, loading } = useAuth();
  if (loading) return <p>loading</p>;
  return <p>{user ? `${user.email} · ${loaded?.restaurant_name ?? 'no profile'}` : 'signed out'}</p>;
}

const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

/** Answers the session with whatever `current` holds, and notes each read: 'check' (disableRefresh) or 'refresh'. */
function sessionServer(initial: ReturnType<typeof aSession> | null) {
  const state = { current: initial, reads: [] as string[] };
  server.use(
    authAnswers.session(
      () => state.current,
      (request) => state.reads.push(new URL(request.url).searchParams.get('disableRefresh') === 'true' ? 'check' : 'refresh'),
    ),
  );
  return state;
}

describe('AuthProvider', () => {
  afterEach(() => vi.useRealTimers());

  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('stays loading until the stored session is read and the profile loaded', async () => {
    let sendProfile: () => void = () => {};
    const profileSent = new Promise<void>((resolve) => (sendProfile = resolve));
    server.use(
      answerWith('GET /api/profile', async () => {
        await profileSent;
        return json('GET /api/profile', { profile: aProfile() });
      }),
    );
    renderProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();
    // The session is in; the profile is not yet.
    await vi.waitFor(async () => expect(await sentRequests('GET', '/api/profile')).toHaveLength(1));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => sendProfile());
    expect(await screen.findByText('ada@example.com · Chez Ada')).toBeInTheDocument();
  });

  it('logs a profile error and goes on without a profile', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(answerError('GET /api/profile', 'INTERNAL', 'Something went wrong on our side'));
    renderProvider();
    expect(await screen.findByText('ada@example.com · no profile')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Profile error', expect.objectContaining({ status: 500 }));
  });

  it('checks the session every 30 s and refreshes it when 90 s or less remain', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sessions = sessionServer(aSession({ expiresInMs: 10 * 60_000 }));
    renderProvider();
    await screen.findByText('ada@example.com · Chez Ada');
    expect(sessions.reads).toEqual(['check']);

    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    // Ten minutes left: a read-only check, no refresh.
    await vi.waitFor(() => expect(sessions.reads).toEqual(['check', 'check']));

    sessions.current = aSession({ expiresInMs: 80_000 });
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    // 80 s left: the check is followed by a refreshing read.
    await vi.waitFor(() => expect(sessions.reads).toEqual(['check', 'check', 'check', 'refresh']));
  });

  it('takes the session read started before the first render (prefetchSession) instead of asking again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sessions = sessionServer(aSession({ expiresInMs: 3600_000 }));
    prefetchSession();
    renderProvider();
    expect(await screen.findByText('ada@example.com · Chez Ada')).toBeInTheDocument();
    expect(sessions.reads).toEqual(['check']);
    // Taken once: the next check asks the server again.
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    await vi.waitFor(() => expect(sessions.reads).toEqual(['check', 'check']));
  });

  it('asks for the profile as soon as the early session names a user, before any render, and only once', async () => {
    sessionServer(aSession({ expiresInMs: 3600_000 }));
    prefetchSession();
    // Nothing rendered yet: the profile is on its way all the same.
    await vi.waitFor(async () => expect(await sentRequests('GET', '/api/profile')).toHaveLength(1));
    renderProvider();
    expect(await screen.findByText('ada@example.com · Chez Ada')).toBeInTheDocument();
    expect(await sentRequests('GET', '/api/profile')).toHaveLength(1);
  });

  it('asks for no profile when the early session is signed out', async () => {
    sessionServer(null);
    prefetchSession();
    renderProvider();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(await sentRequests('GET', '/api/profile')).toHaveLength(0);
  });

  describe("the answers a signed-in visit's page carried (decision 0047)", () => {
    /** The data block the server writes before </body> (apps/api/src/lib/page-boot.ts). */
    const carry = (content: string) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = 'maitre-boot';
      element.textContent = content;
      document.body.append(element);
    };
    afterEach(() => document.getElementById('maitre-boot')?.remove());

    it('takes the session and the profile from the page: no request before the first screen, and the block is gone', async () => {
      const sessions = sessionServer(aSession({ expiresInMs: 3600_000 }));
      carry(
        JSON.stringify({
          session: { status: 200, body: JSON.parse(JSON.stringify(aSession({ expiresInMs: 3600_000 }))) },
          profile: { status: 200, body: { profile: aProfile({ restaurant_name: 'Chez Carême' }) } },
        }),
      );
      prefetchSession();
      expect(document.getElementById('maitre-boot')).toBeNull();
      renderProvider();
      // The very first render: not loading, no pass in between (decision 0048).
      expect(screen.getByText('ada@example.com · Chez Carême')).toBeInTheDocument();
      expect(sessions.reads).toEqual([]);
      expect(await sentRequests('GET', '/api/profile')).toHaveLength(0);
    });

    it('is signed out at once when the page says the session ended', async () => {
      const sessions = sessionServer(aSession());
      carry(JSON.stringify({ session: { status: 200, body: null } }));
      prefetchSession();
      renderProvider();
      expect(screen.getByText('signed out')).toBeInTheDocument();
      expect(sessions.reads).toEqual([]);
      expect(await sentRequests('GET', '/api/profile')).toHaveLength(0);
    });

    it('asks for the profile itself when the page carried only the session', async () => {
      carry(JSON.stringify({ session: { status: 200, body: aSession() } }));
      prefetchSession();
      renderProvider();
      expect(await screen.findByText('ada@example.com · Chez Ada')).toBeInTheDocument();
      expect(await sentRequests('GET', '/api/profile')).toHaveLength(1);
    });

    it('asks the server as usual when the block is not what it should be', async () => {
      const sessions = sessionServer(aSession());
      carry('{"session": {"status": 200, "body"');
      prefetchSession();
      renderProvider();
      expect(await screen.findByText('ada@example.com · Chez Ada')).toBeInTheDocument();
      expect(sessions.reads).toEqual(['check']);
    });
  });

  it('follows a session that ended elsewhere: the next check signs the app out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sessions = sessionServer(aSession({ expiresInMs: 3600_000 }));
    renderProvider();
    await screen.findByText('ada@example.com · Chez Ada');
    sessions.current = null;
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });
});
