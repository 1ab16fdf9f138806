import type { Profile } from '@maitre/shared/profile';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAuth } from '@/features/auth/auth-context';
import { apiFetch } from '@/lib/api-client';
import { slugFormTexts } from '../texts';

export function updateSlug(slug: string): Promise<{ profile: Profile }> {
  return apiFetch('PUT /api/profile/slug', { body: { slug } });
}

/** Moves the order page; the auth state's profile is re-read so every link shows the new address. */
export function useUpdateSlug() {
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: updateSlug,
    onSuccess: async () => {
      await refresh();
      toast.success(slugFormTexts.updated);
    },
  });
}
