import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { staffTexts } from '../texts';
import { staffQueryKey } from './find-staff';

export async function removeMember({ id }: { id: string; name: string }): Promise<void> {
  await apiFetch('DELETE /api/staff/members/:id', { params: { id } });
}

/** Ends a member's access at once; their name stays on what they did. The dialog shows a refusal. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: async (_nothing, { name }) => {
      toast.success(staffTexts.removed(name));
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
    },
  });
}
