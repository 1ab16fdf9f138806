import type { MenuItem } from '@maitre/shared/menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { menuToastTexts } from '../texts';
import { menuItemsQueryKey } from './find-menu-items';

export async function deleteMenuItem(id: string): Promise<void> {
  await apiFetch('DELETE /api/menu-items/:id', { params: { id } });
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuItem,
    onSuccess: async (_result, id) => {
      toast.success(menuToastTexts.deleted);
      queryClient.setQueryData<MenuItem[]>(menuItemsQueryKey, (items) => items?.filter((item) => item.id !== id));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: menuItemsQueryKey }),
        // The categories' query key (features/categories/api/find-categories.ts): their dish counts changed.
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]);
    },
    onError: () => {
      toast.error(menuToastTexts.deleteFailed);
    },
  });
}
