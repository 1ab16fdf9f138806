/** Sold-out counts from the dashboard (decision 0027): a dish's, an option's, and "Reset counts". */
import type { MenuItem } from '@maitre/shared/menu';
import type { OptionGroup } from '@maitre/shared/options';
import type { PortionCounts, PortionsInput, PortionsResponse } from '@maitre/shared/portions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { menuItemsQueryKey } from '@/features/menu/api/find-menu-items';
import { optionGroupsQueryKey } from '@/features/option-groups/api/find-option-groups';
import { apiFetch } from '@/lib/api-client';
import { resetPortionsTexts } from '../texts';

export interface PortionsValues {
  portions_left: number | null;
  portions_par: number | null;
}

export function setMenuItemPortions({ id, values }: { id: string; values: PortionsInput }): Promise<PortionsResponse> {
  return apiFetch('PUT /api/menu-items/:id/portions', { params: { id }, body: values });
}

export function setOptionPortions({ groupId, optionId, values }: { groupId: string; optionId: string; values: PortionsInput }): Promise<PortionsResponse> {
  return apiFetch('PUT /api/option-groups/:id/options/:optionId/portions', { params: { id: groupId, optionId }, body: values });
}

export function resetPortions(): Promise<PortionCounts> {
  return apiFetch('POST /api/portions/reset', {});
}

/** A dish's count: the list shows the new one at once, then reads the menu again. */
export function useSetMenuItemPortions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMenuItemPortions,
    onSuccess: async (answer, { id }) => {
      queryClient.setQueryData<MenuItem[]>(menuItemsQueryKey, (items) => items?.map((item) => (item.id === id ? { ...item, ...answer } : item)));
      await queryClient.invalidateQueries({ queryKey: menuItemsQueryKey });
    },
  });
}

/** An option's count: the groups show the new one at once, then are read again. */
export function useSetOptionPortions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOptionPortions,
    onSuccess: async (answer, { groupId, optionId }) => {
      queryClient.setQueryData<OptionGroup[]>(optionGroupsQueryKey, (groups) =>
        groups?.map((group) =>
          group.id === groupId ? { ...group, options: group.options.map((option) => (option.id === optionId ? { ...option, ...answer } : option)) } : group,
        ),
      );
      await queryClient.invalidateQueries({ queryKey: optionGroupsQueryKey });
    },
  });
}

/** "Reset counts": every count back to its daily start (or not counted); the dishes and the groups are read again. */
export function useResetPortions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPortions,
    onSuccess: async () => {
      toast.success(resetPortionsTexts.done);
      await Promise.all([queryClient.invalidateQueries({ queryKey: menuItemsQueryKey }), queryClient.invalidateQueries({ queryKey: optionGroupsQueryKey })]);
    },
  });
}
