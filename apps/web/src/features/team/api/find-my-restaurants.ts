import type { MyRestaurant } from '@maitre/shared/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { carriedData } from '@/lib/carried-answers';

export const myRestaurantsQueryKey = ['my-restaurants'] as const;

export async function fetchMyRestaurants(): Promise<MyRestaurant[]> {
  const { restaurants } = await apiFetch('GET /api/restaurants');
  return restaurants;
}

export const myRestaurantsQueryOptions = () =>
  queryOptions({
    queryKey: myRestaurantsQueryKey,
    queryFn: fetchMyRestaurants,
    ...carriedData('GET /api/restaurants', ({ restaurants }) => restaurants),
  });

/** Every restaurant the signed-in person belongs to, with their role there and which one the session acts for. */
export function useMyRestaurants() {
  return useQuery(myRestaurantsQueryOptions());
}
