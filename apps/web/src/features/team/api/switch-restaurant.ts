import type { MyRestaurant } from '@maitre/shared/staff';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { switcherTexts } from '../texts';
import { useRestaurantChanged } from './restaurant-changed';

/**
 * better-auth's organization endpoint, as a plain fetch: its browser client (about 11 KB gzip) stays out of the
 * dashboard's first load, where the switcher lives (docs/PERFORMANCE.md).
 */
export async function setActiveRestaurant(restaurantId: string): Promise<void> {
  const response = await fetch('/api/auth/organization/set-active', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ organizationId: restaurantId }),
  });
  if (!response.ok) throw new Error(`Switching restaurant failed (${response.status})`);
}

/** The session acts for `restaurant` from now on; everything on screen is read again for it. */
export function useSwitchRestaurant() {
  const restaurantChanged = useRestaurantChanged();
  return useMutation({
    mutationFn: (restaurant: Pick<MyRestaurant, 'id' | 'name'>) => setActiveRestaurant(restaurant.id),
    onSuccess: async (_nothing, restaurant) => {
      await restaurantChanged();
      toast.success(switcherTexts.switched(restaurant.name));
    },
    onError: () => {
      toast.error(switcherTexts.switchFailed);
    },
  });
}
