import type { UpdateProfileInput } from '@maitre/shared/account';
import type { Profile } from '@maitre/shared/profile';
import { apiFetch } from '@/lib/api-client';

export function updateProfile(changes: UpdateProfileInput): Promise<{ profile: Profile }> {
  return apiFetch<{ profile: Profile }>('/api/profile', { method: 'PATCH', body: changes });
}
