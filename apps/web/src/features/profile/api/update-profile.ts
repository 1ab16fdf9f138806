import type { UpdateProfileInput } from '@maitre/shared/account';
import type { Profile } from '@maitre/shared/profile';
import { apiFetch } from '@/lib/api-client';

export function updateProfile(changes: UpdateProfileInput): Promise<{ profile: Profile }> {
  return apiFetch('PATCH /api/profile', { body: changes });
}
