import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthProvider } from '@/features/auth/auth-context';
import { onLocaleChange } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** Toasts: 4 seconds, top-right (spec §9). */
export const TOAST_OPTIONS = { duration: 4000 } as const;

/** `queryClient` is for tests (one without retries); the app makes its own. */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // What the server wrote in the old language (a reason, a limit) is read again in the new one; the cache itself
  // lives above the language switch's re-mount (decision 0023).
  useEffect(() => onLocaleChange(() => void queryClient.invalidateQueries()), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster position="top-right" toastOptions={TOAST_OPTIONS} />
    </QueryClientProvider>
  );
}
