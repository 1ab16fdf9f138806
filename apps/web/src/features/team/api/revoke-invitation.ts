import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { staffTexts } from '../texts';
import { staffQueryKey } from './find-staff';

export async function revokeInvitation({ id }: { id: string; email: string }): Promise<void> {
  await apiFetch('DELETE /api/staff/invitations/:id', { params: { id } });
}

/** The invitation's link stops working and its seat is free again. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: async (_nothing, { email }) => {
      toast.success(staffTexts.revoked(email));
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
    },
  });
}
