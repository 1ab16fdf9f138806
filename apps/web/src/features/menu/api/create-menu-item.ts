import type { MenuItem, MenuItemValues } from '@maitre/shared/menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { menuToastTexts } from '../texts';
import { menuItemsQueryKey } from './find-menu-items';

export async function createMenuItem(values: MenuItemValues): Promise<MenuItem> {
  const { menuItem } = await apiFetch('POST /api/menu-items', { body: values });
  return menuItem;
}

/** Adds an item; the caller shows the server's reason (a plan limit, a field error) next to the form it keeps filled. */
export function useCreateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMenuItem,
    onSuccess: async () => {
      toast.success(menuToastTexts.added);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: menuItemsQueryKey }),
        // The categories' query key (features/categories/api/find-categories.ts): their dish counts changed.
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]);
    },
    onError: () => {
      toast.error(menuToastTexts.addFailed);
    },
  });
}
