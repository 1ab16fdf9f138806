import type { OptionGroup } from '@maitre/shared/options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { optionGroupToastTexts } from '../texts';
import { optionGroupsQueryKey } from './find-option-groups';

export interface OptionAvailabilityChange {
  groupId: string;
  optionId: string;
  isAvailable: boolean;
}

export async function setOptionAvailability({ groupId, optionId, isAvailable }: OptionAvailabilityChange): Promise<OptionGroup> {
  const { optionGroup } = await apiFetch('PATCH /api/option-groups/:id/options/:optionId', {
    params: { id: groupId, optionId },
    body: { is_available: isAvailable },
  });
  return optionGroup;
}

/** Sold out or back (front of house may): toasts "{option} sold out" / "{option} available again". */
export function useSetOptionAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOptionAvailability,
    onSuccess: async (optionGroup, { optionId, isAvailable }) => {
      const name = optionGroup.options.find((option) => option.id === optionId)?.name ?? '';
      toast.success((isAvailable ? optionGroupToastTexts.backOn : optionGroupToastTexts.soldOut)(name));
      queryClient.setQueryData<OptionGroup[]>(optionGroupsQueryKey, (groups) => groups?.map((group) => (group.id === optionGroup.id ? optionGroup : group)));
      await queryClient.invalidateQueries({ queryKey: optionGroupsQueryKey });
    },
    onError: () => {
      toast.error(optionGroupToastTexts.availabilityFailed);
    },
  });
}
