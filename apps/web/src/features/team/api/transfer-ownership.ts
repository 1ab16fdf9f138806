import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAuth } from '@/features/auth/auth-context';
import { apiFetch } from '@/lib/api-client';
import { staffTexts } from '../texts';

export async function transferOwnership({ memberId, password }: { memberId: string; name: string; password: string }): Promise<void> {
  await apiFetch('POST /api/staff/transfer-ownership', { body: { member_id: memberId, password } });
}

/**
 * Hands the restaurant to a manager; the owner becomes a manager, so the profile (their role) is read again and every
 * query with it: what the page may show has changed. A wrong password is the dialog's to show.
 */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: async (_nothing, { name }) => {
      toast.success(staffTexts.transferred(name));
      await refresh();
      await queryClient.invalidateQueries();
    },
  });
}
