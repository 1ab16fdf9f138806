import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuth } from './auth-context';

/** The page a signed-out owner was sent away from (RequireAuth remembers it in the location state). */
export function rememberedOrigin(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  // Only paths inside the app: never '//elsewhere.example' or an absolute URL.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
}

/** /dashboard/*: signed-in only; otherwise /login, remembering where the owner was going. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  return <Outlet />;
}

/** /login and /signup: a signed-in owner goes to the dashboard, or back to the page they were sent away from. */
export function RedirectIfSignedIn() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (user) return <Navigate to={rememberedOrigin(location.state)} replace />;
  return <Outlet />;
}

/** The root and unknown paths. */
export function HomeRedirect() {
  const { user, loading } = useAuth();
  if (loading) return <FullPageSpinner />;
  return <Navigate to={user ? '/dashboard' : '/login'} replace />;
}
