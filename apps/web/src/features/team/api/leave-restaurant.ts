import type { MyRestaurant } from '@maitre/shared/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { restaurantsTexts } from '../texts';
import { myRestaurantsQueryKey } from './find-my-restaurants';
import { useRestaurantChanged } from './restaurant-changed';

export async function leaveRestaurant(restaurant: Pick<MyRestaurant, 'id' | 'name' | 'active'>): Promise<void> {
  await apiFetch('POST /api/restaurants/:id/leave', { params: { id: restaurant.id } });
}

/**
 * Leaves a restaurant. Leaving the one the session acts for changes what every screen shows, so everything is read
 * again. The only owner is refused (LAST_OWNER_MESSAGE): the dialog shows it.
 */
export function useLeaveRestaurant() {
  const queryClient = useQueryClient();
  const restaurantChanged = useRestaurantChanged();
  return useMutation({
    mutationFn: leaveRestaurant,
    onSuccess: async (_nothing, restaurant) => {
      toast.success(restaurantsTexts.left(restaurant.name));
      if (restaurant.active) await restaurantChanged();
      else await queryClient.invalidateQueries({ queryKey: myRestaurantsQueryKey });
    },
  });
}
