import { ApiError, apiFetch } from '@/lib/api-client';

export interface Profile {
  user_id: string;
  full_name: string;
  restaurant_name: string;
  slug: string | null;
  timezone: string;
}

/** The signed-in owner's profile; a missing profile is null, silently (spec §8, PGRST116). */
export async function fetchProfile(): Promise<Profile | null> {
  try {
    const { profile } = await apiFetch<{ profile: Profile | null }>('/api/profile');
    return profile;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
