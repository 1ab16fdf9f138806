/**
 * The dashboard's notice for a manager whose restaurant requires two-factor sign-in and who has not turned it on: the
 * API answers 403 TWO_FACTOR_REQUIRED on every restaurant route (decision 0018), so rather than leave the pages
 * empty, this says why, with the server's message, and links to the Settings section that fixes it. It follows the
 * screens' queries and mutations, and goes once the user has two-factor on (the section then reloads the data).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { useAuth } from '@/features/auth/auth-context';
import { twoFactorNoticeTexts } from '@/features/auth/texts';
import { TWO_FACTOR_SETTINGS_PATH } from '@/features/auth/two-factor-paths';
import { hasTwoFactor } from '@/features/auth/two-factor-state';
import { ApiError } from '@/lib/api-client';

const refusedMessage = (error: unknown) => (error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED' ? error.message : undefined);

export function TwoFactorRequiredNotice() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const queries = queryClient.getQueryCache().subscribe(onChange);
      const mutations = queryClient.getMutationCache().subscribe(onChange);
      return () => {
        queries();
        mutations();
      };
    },
    [queryClient],
  );
  // A string (or undefined) so that the snapshot compares by value.
  const message = useSyncExternalStore(subscribe, () => {
    const refused = [
      ...queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.error),
      ...queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.error),
    ];
    return refused.map(refusedMessage).find(Boolean);
  });

  if (!message || hasTwoFactor(user)) return null;
  return (
    <Alert tone="error" title={twoFactorNoticeTexts.title} className="mb-6">
      <p>{message}</p>
      <p>
        <Link to={TWO_FACTOR_SETTINGS_PATH} className="font-semibold underline underline-offset-4">
          {twoFactorNoticeTexts.link}
        </Link>
      </p>
    </Alert>
  );
}
