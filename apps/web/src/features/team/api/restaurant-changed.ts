import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/features/auth/auth-context';

/**
 * After the session starts acting for another restaurant (a switch, an accepted invitation, leaving the current one):
 * the profile (name, time zone, role) is read again and every query is invalidated, since all data is per restaurant.
 */
export function useRestaurantChanged(): () => Promise<void> {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await refresh();
    await queryClient.invalidateQueries();
  }, [refresh, queryClient]);
}
