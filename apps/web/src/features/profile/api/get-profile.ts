import type { Profile } from '@maitre/shared/profile';
import { apiFetch } from '@/lib/api-client';

export type { Profile };

/** The signed-in owner's profile; a missing profile is null, silently (spec §8, the not-found case). */
export async function fetchProfile(): Promise<Profile | null> {
  const { profile } = await apiFetch('GET /api/profile');
  return profile;
}
