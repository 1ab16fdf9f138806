import type { StaffInvitation } from '@maitre/shared/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiError, apiFetch } from '@/lib/api-client';
import { staffTexts } from '../texts';
import { staffQueryKey } from './find-staff';

export async function resendInvitation(id: string): Promise<StaffInvitation> {
  const { invitation } = await apiFetch('POST /api/staff/invitations/:id/resend', { params: { id } });
  return invitation;
}

/** A new mail and a new expiry for an invitation. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: async (invitation) => {
      toast.success(staffTexts.resent(invitation.email));
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
    },
    onError: (error) => {
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : staffTexts.resendFailed);
    },
  });
}
