import type { PublicInvitation } from '@maitre/shared/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const invitationQueryKey = (id: string) => ['invitation', id] as const;

export async function fetchInvitation(id: string): Promise<PublicInvitation> {
  const { invitation } = await apiFetch('GET /api/invitations/:id', { params: { id } });
  return invitation;
}

/** An invitation as its link shows it, signed in or not (the link is the secret). */
export function useInvitation(id: string) {
  return useQuery(queryOptions({ queryKey: invitationQueryKey(id), queryFn: () => fetchInvitation(id) }));
}
