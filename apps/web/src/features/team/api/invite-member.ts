import type { InviteBody, StaffInvitation } from '@maitre/shared/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { staffTexts } from '../texts';
import { staffQueryKey } from './find-staff';

export async function inviteMember(body: InviteBody): Promise<StaffInvitation> {
  const { invitation } = await apiFetch('POST /api/staff/invitations', { body });
  return invitation;
}

/** Sends an invitation; the form shows why one is refused (plan limit, already a member, a role above yours). */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: async (invitation) => {
      toast.success(staffTexts.invited(invitation.email));
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
    },
    onError: () => {
      toast.error(staffTexts.inviteFailed);
    },
  });
}
