import type { MyRestaurant } from '@maitre/shared/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { restaurantsTexts } from '../texts';
import { myRestaurantsQueryKey } from './find-my-restaurants';
import { useRestaurantChanged } from './restaurant-changed';

export async function createRestaurant(body: { restaurant_name: string; timezone: string }): Promise<MyRestaurant> {
  const { restaurant } = await apiFetch('POST /api/restaurants', { body });
  return restaurant;
}

/** An owner opens another restaurant (without a plan); the dialog shows a refusal. */
export function useCreateRestaurant() {
  const queryClient = useQueryClient();
  const restaurantChanged = useRestaurantChanged();
  return useMutation({
    mutationFn: createRestaurant,
    onSuccess: async (restaurant) => {
      toast.success(restaurantsTexts.created(restaurant.name));
      // Should the server make it the active one, everything on screen belongs to it now.
      if (restaurant.active) await restaurantChanged();
      else await queryClient.invalidateQueries({ queryKey: myRestaurantsQueryKey });
    },
  });
}
