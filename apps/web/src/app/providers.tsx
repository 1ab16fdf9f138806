import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthProvider } from '@/features/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';

/** Toasts: 4 seconds, top-right (spec §9). */
export const TOAST_OPTIONS = { duration: 4000 } as const;

/** `queryClient` is for tests (one without retries); the app makes its own. */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster position="top-right" toastOptions={TOAST_OPTIONS} />
    </QueryClientProvider>
  );
}
