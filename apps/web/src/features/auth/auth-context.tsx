/**
 * The app's auth state of spec §3–4: user, session, profile, loading.
 *
 * Loading until the stored session is read and, when there is a user, the profile loaded. It then follows every auth
 * change: the screens call refresh() after signing in, out or changing the account, which also tells the other tabs
 * (BroadcastChannel); every 30 s, and when the tab comes back into view, the session is checked, and refreshed when
 * 90 s or less remain (spec §9). Session and profile errors are logged only (spec §8).
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { fetchProfile, type Profile } from '@/features/profile/api/get-profile';
import { type AuthSession, signOut as endSession, getSession, type SessionResult } from '@/lib/session-client';
import { takePageBoot } from './page-boot';

export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const SESSION_REFRESH_THRESHOLD_MS = 90_000;
const CHANNEL_NAME = 'maitre-auth';

export interface AuthState {
  user: AuthSession['user'] | null;
  session: AuthSession['session'] | null;
  profile: Profile | null;
  loading: boolean;
  /** Re-reads the session and profile after sign-in, sign-out or an account change, here and in the other tabs. */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

interface Snapshot {
  user: AuthState['user'];
  session: AuthState['session'];
  profile: Profile | null;
}

const SIGNED_OUT: Snapshot = { user: null, session: null, profile: null };

const AuthContext = createContext<AuthState | undefined>(undefined);

/** The session asked for before the first render and, with a user, that user's profile asked for as it answers. */
let early: { session: Promise<SessionResult>; profile: Promise<Profile | null | undefined> } | undefined;

/**
 * The auth state the page's own answers settle (signed out, or a user with the profile): the provider starts from it
 * and is not loading, so the first render draws the screen instead of a spinner, with no pass in between.
 */
let known: Snapshot | undefined;

/**
 * Asks for the session at once — main.tsx calls it as the app's script starts, before the first render — so the answer
 * is on its way while the screens' code loads; when it names a user, the profile is asked for at once too, not after
 * the first render (one step less before the dashboard's first screen). When the page itself carries both answers (a
 * signed-in visit, page-boot.ts), those are taken instead. The provider's first read takes these answers instead of
 * asking again.
 */
export function prefetchSession(): void {
  if (early) return;
  // A signed-in visit's page carries the session's answer, and mostly the profile's (decision 0047): no request then.
  const boot = takePageBoot();
  // Settled by the page: signed out, or someone with their profile (a session without it still asks for the profile).
  const user = boot?.session.data?.user;
  known = undefined;
  if (boot && !user) known = SIGNED_OUT;
  else if (user && boot?.profile !== undefined) known = { user, session: boot.session.data?.session ?? null, profile: boot.profile };
  const session = boot ? Promise.resolve(boot.session) : getSession({ query: { disableRefresh: true } });
  // A failure is the provider's to log when it takes the answer, not an unhandled rejection before that.
  session.catch(() => {});
  const profile =
    boot?.profile !== undefined
      ? Promise.resolve(boot.profile)
      : session.then(
          (result) => (result.data?.user ? loadProfile() : undefined),
          () => undefined,
        );
  early = { session, profile };
}

/** The session (the early answer on the first read), and the profile asked for with it, if any. */
function readSession(refreshSession: boolean): { session: Promise<SessionResult>; profile?: Promise<Profile | null | undefined> } {
  const taken = early;
  early = undefined;
  if (taken && !refreshSession) return taken;
  return { session: getSession(refreshSession ? undefined : { query: { disableRefresh: true } }) };
}

async function loadProfile(): Promise<Profile | null> {
  try {
    return await fetchProfile();
  } catch (error) {
    console.error('Profile error', error);
    return null;
  }
}

function expiresInMs(session: AuthSession['session'] | null): number {
  return session ? new Date(session.expiresAt).getTime() - Date.now() : Number.POSITIVE_INFINITY;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // Read, not taken, while rendering (a render may run twice); the effect below takes it.
  const [start] = useState(() => known);
  const [snapshot, setSnapshot] = useState<Snapshot>(start ?? SIGNED_OUT);
  const [loading, setLoading] = useState(start === undefined);
  const current = useRef<Snapshot>(start ?? SIGNED_OUT);
  const channel = useRef<BroadcastChannel | null>(null);

  const apply = useCallback((next: Snapshot) => {
    current.current = next;
    setSnapshot(next);
  }, []);

  /**
   * Reads the session (refreshing it on the server when `refreshSession`) and follows it: a new or changed user
   * loads the profile, no user clears it. A failed read is logged and changes nothing: a network blip must not sign
   * the owner out.
   */
  const sync = useCallback(
    async ({ refreshSession = false, reloadProfile = false } = {}) => {
      let data: AuthSession | null;
      const read = readSession(refreshSession);
      try {
        const result = await read.session;
        if (result.error) {
          if (result.error.status !== 401) {
            console.error('Session error', result.error);
            return;
          }
          data = null;
        } else {
          data = result.data;
        }
      } catch (error) {
        console.error('Session error', error);
        return;
      }
      if (!data?.user) {
        apply(SIGNED_OUT);
        return;
      }
      const sameUser = current.current.user?.id === data.user.id;
      const profile = sameUser && !reloadProfile ? current.current.profile : read.profile ? ((await read.profile) ?? null) : await loadProfile();
      apply({ user: data.user, session: data.session, profile });
    },
    [apply],
  );

  useEffect(() => {
    if (start) {
      // The page's answers are the first read: nothing left to ask.
      known = undefined;
      early = undefined;
    } else void sync().finally(() => setLoading(false));

    const check = () => {
      void (async () => {
        await sync();
        if (expiresInMs(current.current.session) <= SESSION_REFRESH_THRESHOLD_MS) await sync({ refreshSession: true });
      })();
    };
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);

    let tabs: BroadcastChannel | null = null;
    if (typeof BroadcastChannel !== 'undefined') {
      tabs = new BroadcastChannel(CHANNEL_NAME);
      tabs.onmessage = () => void sync({ reloadProfile: true });
      channel.current = tabs;
    }
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      tabs?.close();
      channel.current = null;
    };
  }, [sync, start]);

  const refresh = useCallback(async () => {
    await sync({ reloadProfile: true });
    channel.current?.postMessage('changed');
  }, [sync]);

  const signOut = useCallback(async () => {
    try {
      await endSession();
    } catch (error) {
      console.error('Session error', error);
    }
    apply(SIGNED_OUT);
    channel.current?.postMessage('changed');
  }, [apply]);

  const value = useMemo<AuthState>(() => ({ ...snapshot, loading, refresh, signOut }), [snapshot, loading, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
