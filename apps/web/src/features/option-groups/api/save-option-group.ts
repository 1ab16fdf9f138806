import type { OptionGroup, OptionGroupValues } from '@maitre/shared/options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { optionGroupToastTexts } from '../texts';
import { optionGroupsQueryKey } from './find-option-groups';

export async function createOptionGroup(values: OptionGroupValues): Promise<OptionGroup> {
  const { optionGroup } = await apiFetch('POST /api/option-groups', { body: values });
  return optionGroup;
}

/** The whole group as edited: options with an id are kept, new ones added, missing ones removed (PUT semantics). */
export async function updateOptionGroup({ id, values }: { id: string; values: OptionGroupValues }): Promise<OptionGroup> {
  const { optionGroup } = await apiFetch('PATCH /api/option-groups/:id', { params: { id }, body: values });
  return optionGroup;
}

/** Adds a group; the form shows the server's reason at the field it names, and keeps what was typed. */
export function useCreateOptionGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOptionGroup,
    onSuccess: async () => {
      toast.success(optionGroupToastTexts.added);
      await queryClient.invalidateQueries({ queryKey: optionGroupsQueryKey });
    },
    onError: () => {
      toast.error(optionGroupToastTexts.saveFailed);
    },
  });
}

export function useUpdateOptionGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOptionGroup,
    onSuccess: async (optionGroup) => {
      toast.success(optionGroupToastTexts.updated);
      queryClient.setQueryData<OptionGroup[]>(optionGroupsQueryKey, (groups) => groups?.map((group) => (group.id === optionGroup.id ? optionGroup : group)));
      await queryClient.invalidateQueries({ queryKey: optionGroupsQueryKey });
    },
    onError: () => {
      toast.error(optionGroupToastTexts.saveFailed);
    },
  });
}
