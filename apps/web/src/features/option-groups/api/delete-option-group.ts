import type { OptionGroup } from '@maitre/shared/options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { optionGroupToastTexts } from '../texts';
import { optionGroupsQueryKey } from './find-option-groups';

export async function deleteOptionGroup(id: string): Promise<void> {
  await apiFetch('DELETE /api/option-groups/:id', { params: { id } });
}

/** Deletes a group; the dishes that offered it no longer do, so the menu is read again too. */
export function useDeleteOptionGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOptionGroup,
    onSuccess: async (_result, id) => {
      toast.success(optionGroupToastTexts.deleted);
      queryClient.setQueryData<OptionGroup[]>(optionGroupsQueryKey, (groups) => groups?.filter((group) => group.id !== id));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: optionGroupsQueryKey }),
        // The menu's query key (features/menu/api/find-menu-items.ts): its dishes' option_group_ids changed.
        queryClient.invalidateQueries({ queryKey: ['menu-items'] }),
      ]);
    },
    onError: () => {
      toast.error(optionGroupToastTexts.deleteFailed);
    },
  });
}
