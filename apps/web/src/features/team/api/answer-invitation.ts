import type { MyRestaurant } from '@maitre/shared/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invitationQueryKey } from './get-invitation';
import { useRestaurantChanged } from './restaurant-changed';

export async function acceptInvitation(id: string): Promise<MyRestaurant> {
  const { restaurant } = await apiFetch('POST /api/invitations/:id/accept', { params: { id } });
  return restaurant;
}

export async function declineInvitation(id: string): Promise<void> {
  await apiFetch('POST /api/invitations/:id/decline', { params: { id } });
}

/** Joins the restaurant, which becomes the session's active one: the profile and every query follow. */
export function useAcceptInvitation() {
  const restaurantChanged = useRestaurantChanged();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: () => restaurantChanged() });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: (_nothing, id) => queryClient.invalidateQueries({ queryKey: invitationQueryKey(id) }),
  });
}
