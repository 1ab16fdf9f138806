/** The app's auth state of spec §3–4: user, session, profile, loading; follows every auth change. */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type AuthSession, authClient } from '@/lib/auth-client';
import { fetchProfile, type Profile } from './api/get-profile';

export interface AuthState {
  user: AuthSession['user'] | null;
  session: AuthSession['session'] | null;
  profile: Profile | null;
  loading: boolean;
  /** Re-reads the session and profile (after sign-in, sign-out or a profile change). */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | undefined>(undefined);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [data, setData] = useState<{ user: AuthState['user']; session: AuthState['session']; profile: Profile | null }>({
    user: null,
    session: null,
    profile: null,
  });
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    const { data: current, error } = await authClient.getSession();
    if (error) console.error('Session error', error);
    let profile: Profile | null = null;
    if (current?.user) {
      profile = await fetchProfile().catch((profileError: unknown) => {
        console.error('Profile error', profileError);
        return null;
      });
    }
    setData({ user: current?.user ?? null, session: current?.session ?? null, profile });
  }, []);

  useEffect(() => {
    void refresh().finally(() => setLoading(false));
  }, [refresh]);

  const signOut = useCallback(async () => {
    await authClient.signOut();
    setData({ user: null, session: null, profile: null });
  }, []);

  const value = useMemo<AuthState>(() => ({ ...data, loading, refresh, signOut }), [data, loading, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
