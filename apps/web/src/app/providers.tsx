import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthProvider } from '@/features/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';

/** Toasts: 4 seconds, top-right (spec §9). */
export const TOAST_OPTIONS = { duration: 4000 } as const;

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster position="top-right" toastOptions={TOAST_OPTIONS} />
    </QueryClientProvider>
  );
}
