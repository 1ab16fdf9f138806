/**
 * The kitchen's screens (`/kitchen`, `/ready`) sit outside the member-only routes: a paired kitchen display or ready
 * board has no member session, only its device cookie (decision 0036), which the server takes on the kitchen's own
 * routes. A screen that is neither signed in nor paired reads 401 there and goes to the sign-in page, which brings a
 * member back here.
 */
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '@/lib/api-client';

/** The kitchen's read said 401: no member session and no paired device behind this browser. */
export const isSignedOut = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

export function ToSignIn() {
  const location = useLocation();
  return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}
