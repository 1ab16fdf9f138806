import type { GrantableRole, StaffMember } from '@maitre/shared/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiError, apiFetch } from '@/lib/api-client';
import { staffTexts } from '../texts';
import { staffQueryKey } from './find-staff';

export async function changeMemberRole({ id, role }: { id: string; role: GrantableRole }): Promise<StaffMember> {
  const { member } = await apiFetch('PATCH /api/staff/members/:id', { params: { id }, body: { role } });
  return member;
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: async (member) => {
      toast.success(staffTexts.roleChanged(member.name, member.role));
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
    },
    onError: (error) => {
      toast.error(error instanceof ApiError && error.status < 500 ? error.message : staffTexts.roleChangeFailed);
    },
  });
}
