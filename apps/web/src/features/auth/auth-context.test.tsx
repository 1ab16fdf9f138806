import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session-client';
import { fetchProfile } from './api/get-profile';
import { AuthProvider, prefetchSession, useAuth } from './auth-context';

vi.mock('@/lib/session-client', () => ({ getSession: vi.fn(), signOut: vi.fn() }));
vi.mock('./api/get-profile', () => ({ fetchProfile: vi.fn() }));

const profile = { user_id: 'u1', full_name: 'Ada Lovelace', restaurant_name: 'Chez Ada', slug: 'chez-ada', timezone: 'UTC' };

function sessionExpiringIn(ms: number) {
  return {
    data: {
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' },
      session: { id: 's1', expiresAt: new Date(Date.now() + ms) },
    },
    error: null,
  } as never;
}

function Probe() {
  const { user, profile: loaded, loading } = useAuth();
  if (loading) return <p>loading</p>;
  return <p>{user ? `${user.email} · ${loaded?.restaurant_name ?? 'no profile'}` : 'signed out'}</p>;
}

describe('AuthProvider', () => {
  beforeEach(() => {
    vi.mocked(getSession).mockReset();
    vi.mocked(fetchProfile).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('stays loading until the stored session is read and the profile loaded', async () => {
    let resolveProfile: (value: typeof profile) => void = () => {};
    vi.mocked(getSession).mockResolvedValue(sessionExpiringIn(7 * 24 * 3600_000));
    vi.mocked(fetchProfile).mockReturnValue(new Promise((resolve) => (resolveProfile = resolve)));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolveProfile(profile));
    expect(await screen.findByText('ada@example.com · Chez Ada')).toBeInTheDocument();
  });

  it('logs a profile error and goes on without a profile', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getSession).mockResolvedValue(sessionExpiringIn(7 * 24 * 3600_000));
    vi.mocked(fetchProfile).mockRejectedValue(new Error('boom'));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('ada@example.com · no profile')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Profile error', expect.any(Error));
  });

  it('checks the session every 30 s and refreshes it when 90 s or less remain', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(fetchProfile).mockResolvedValue(profile);
    vi.mocked(getSession).mockResolvedValue(sessionExpiringIn(10 * 60_000));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('ada@example.com · Chez Ada');
    expect(getSession).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    // Ten minutes left: a read-only check, no refresh.
    expect(vi.mocked(getSession).mock.calls).toEqual([[{ query: { disableRefresh: true } }], [{ query: { disableRefresh: true } }]]);

    vi.mocked(getSession).mockResolvedValue(sessionExpiringIn(80_000));
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    // 80 s left: the check is followed by a refreshing read.
    expect(vi.mocked(getSession).mock.calls.slice(2)).toEqual([[{ query: { disableRefresh: true } }], [undefined]]);
  });

  it('takes the session read started before the first render (prefetchSession) instead of asking again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(fetchProfile).mockResolvedValue(profile);
    vi.mocked(getSession).mockResolvedValue(sessionExpiringIn(3600_000));
    prefetchSession();
    expect(getSession).toHaveBeenCalledTimes(1);
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('ada@example.com · Chez Ada')).toBeInTheDocument();
    expect(getSession).toHaveBeenCalledTimes(1);
    // Taken once: the next check asks the server again.
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(vi.mocked(getSession).mock.calls).toEqual([[{ query: { disableRefresh: true } }], [{ query: { disableRefresh: true } }]]);
  });

  it('follows a session that ended elsewhere: the next check signs the app out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(fetchProfile).mockResolvedValue(profile);
    vi.mocked(getSession).mockResolvedValue(sessionExpiringIn(3600_000));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('ada@example.com · Chez Ada');
    vi.mocked(getSession).mockResolvedValue({ data: null, error: null } as never);
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });
});
